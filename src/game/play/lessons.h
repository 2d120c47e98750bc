/* lessons.h: the first levels teach the game by playing, one idea each (no SDL).
 *
 * Every pack opens with the same stretches (levelgen/order.c: three levels of one tap,
 * then two taps), so the lessons belong to level numbers: level 1 teaches the tap, 2
 * the chain, 3 that colour and mark choose only the bell, 4 the fewest taps (the first
 * level of two), 5 the three sizes' reach, 6 holding a dot to see its ring, 7 undo
 * (once a tap is made); level 2 also explains the scale mark ("x1.9") beside the mark,
 * where a framed field shows one. Levels 1 to 9 are grown so that any dot of a group
 * wins, and a hold there shows the whole chain (round.h); level 10, the first whose
 * chain starts no ring reaches, teaches reading the field for them, and level 11 names
 * the mark a win read without a hold earns (result.h). A level played on its own (the daily, a code, the
 * workshop's) teaches nothing.
 *
 * Each lesson is a short line and a light on the field, shown while the player plays
 * its level and gone once its point is made (a win of the level; for hold, a dot held
 * long enough to read its ring; for undo, an undo). Then it is seen, for good: the
 * seen lessons are kept in the settings (settings.h, "lessons_seen"), and the settings
 * panel's "Lessons" row shows them all again. A level left or lost before that shows
 * its lesson again next time.
 */
#ifndef GAME_LESSONS_H
#define GAME_LESSONS_H

#include <stdbool.h>
#include <stddef.h>

#include "game/files/lessonset.h"
#include "game/play/play.h"


/* How long a dot is held before the hold lesson's point is made: long enough to read. */
enum { LESSON_HOLD_MS = 600 };

/* What a lesson lights on the field. */
enum lesson_light {
    LIGHT_NONE,
    LIGHT_DOT,     /* a halo round the lesson's dot */
    LIGHT_CHAIN,   /* the dot, and the dots its tap would pop, outlined */
    LIGHT_REACHES, /* one dot of each size, with its ring's reach drawn round it */
    LIGHT_TAPS,    /* the taps left and par, in the header */
    LIGHT_TAKEN,   /* where the last tap's dot stood */
    LIGHT_MARK,    /* the scale mark */
};

/* The lessons of one visit to a level: what shows, and what the player has done. */
struct lessons {
    unsigned *seen;      /* borrowed: the lessons seen (bits of enum lesson), kept */
    int level;           /* the level's number, or 0 when it teaches nothing */
    bool tapped;         /* a tap was made in this try */
};

/* The lesson of level (1-based), not counting the scale mark's; LESSON_NONE for the
 * levels that teach nothing (8, 9, and every level past the eleventh). */
enum lesson lesson_of_level(int level);

/* Starts the lessons of a visit to level (own: a level played on its own, which
 * teaches nothing); seen is borrowed. */
void lessons_begin(struct lessons *ls, unsigned *seen, int level, bool single);

/* What the player did. */
enum lesson_event {
    LESSON_TAPPED,  /* a tap was made */
    LESSON_HELD,    /* a dot was held LESSON_HOLD_MS */
    LESSON_UNDONE,  /* a tap was taken back */
    LESSON_RETRIED, /* the level began again (a restart, or a try after running out) */
    LESSON_WON,     /* the level is cleared */
};
/* Takes what the player did: a lesson whose point is made is marked seen. Returns
 * whether *ls->seen changed (the caller keeps it). */
bool lessons_event(struct lessons *ls, enum lesson_event e);

/* The level's lesson showing now, or LESSON_NONE. */
enum lesson lessons_showing(const struct lessons *ls);
/* Whether the scale mark's lesson shows now (beside the mark, when the field is framed). */
bool lessons_zoom_showing(const struct lessons *ls);

enum lesson_light lesson_light(enum lesson l);

/* The dots a lesson lights on the field as it stands (p): up to SIZE_COUNT of them, into
 * dots; returns how many. The chain lessons and the tap light a chain start of the
 * level's answer, the sizes lesson one standing dot of each size, largest first, undo
 * the dot the last tap took. */
int lesson_dots(enum lesson l, const struct play *p, int dots[SIZE_COUNT]);

/* The lesson's line: pad names a gamepad's buttons, not keys, and touch (a finger's, not
 * a pad's) the on-screen buttons; zoom is the framed field's zoom (for LESSON_ZOOM). */
void lesson_words(enum lesson l, const struct play *p, bool pad, bool touch, float zoom, char *out, size_t n);

#endif
