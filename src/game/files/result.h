/* result.h: what a try at a level came to, and which of two is the better (no SDL).
 *
 * A win is one of four, best first (design.md, "Results"):
 *   read      par, and no preview opened in the try: the field was read, not felt out;
 *   par       par, with a dot held to see its ring;
 *   over par  more taps than par (taps undone in the try still count in it);
 *   helped    a hint lit, the whole-chain assist on, the solver or the autoplayer.
 * A result is kept as what cannot be derived from the level (its taps, whether it was
 * helped, whether it was read); which of the four it is follows from those and par. A
 * level keeps its best try (progress.h), the daily its one try (dailylog.h).
 */
#ifndef GAME_RESULT_H
#define GAME_RESULT_H

#include <stdbool.h>
#include <stddef.h>

struct result {
    int taps;    /* taps made in the try; 0: not won */
    bool helped; /* a hint, the whole-chain assist, the solver or the autoplayer */
    bool read;   /* par with no preview opened (never with help) */
};

enum result_kind { RESULT_NONE, RESULT_HELPED, RESULT_OVER, RESULT_PAR, RESULT_READ };

/* The result of a win in taps taps of a level of par par; read only counts in par and
 * unhelped. */
struct result result_of(int taps, int par, bool helped, bool previewed);

/* Which of the four r is on a level of par par (RESULT_NONE: not won). */
enum result_kind result_kind(struct result r, int par);

/* Whether a is better than b: won over not; read, then unhelped, then fewer taps. */
bool result_better(struct result a, struct result b);

/* The headline a banner gives it ("Read", "Par", "Over par", "Helped"), and its word in a
 * line ("read", "par", "over par", "helped"). */
const char *result_headline(enum result_kind k);
const char *result_word(enum result_kind k);

/* r in a few words for a line ("par, read", "par", "2 over par", "helped, 3 taps (par 2)"),
 * into out. */
void result_words(struct result r, int par, char *out, size_t n);

#endif
