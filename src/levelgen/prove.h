/* prove.h: one level solved, proven and rated from its dots alone, timed.
 *
 * What `levelgen solve` prints for each level and what the game's hidden debug overlay
 * shows, so the two can never disagree: the solver's fewest taps and answer, the time to
 * find an answer of that many taps, the time to search out one tap fewer (the proof), and
 * the bits (bits.h). Nothing is read from what the level says about itself.
 */
#ifndef LEVELGEN_PROVE_H
#define LEVELGEN_PROVE_H

#include <stdbool.h>
#include <stddef.h>

#include "pack.h"
#include "solver.h"

struct proof {
    struct solution s; /* as solve_fewest gives it: s.taps - 1 taps were searched out */
    double found_us;   /* finding an answer of s.taps taps */
    double proof_us;   /* searching out s.taps - 1 taps (0 when s.taps is 0) */
    int centibits;   /* the difficulty, or -1 when the field cannot be rated */
};

void prove_level(const struct level *lv, struct proof *p);

/* The proof as `levelgen solve` prints it (no newline):
 * "level 30: 3 taps, answer 4 17 9; found in 12.0 us, 2 taps proved impossible in 40.1 us" */
void proof_line(const struct level *lv, const struct proof *p, char *out, size_t n);

#endif
