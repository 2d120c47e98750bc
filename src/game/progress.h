/* progress.h: which levels are won, and in how few taps.
 *
 * For now progress lives for one run of the game; saving it (in SDL's preference path)
 * reads and writes this struct and nothing else. Levels are numbered from 1.
 */
#ifndef GAME_PROGRESS_H
#define GAME_PROGRESS_H

#include "levelgen/error.h"

struct progress {
    int count; /* levels in the pack */
    int *best; /* best[level-1]: the fewest taps a win took, or 0 while not won */
};

/* Fresh progress for a pack of count levels; fails only when memory runs out. */
int progress_new(struct progress *pr, int count, lg_err *err);
void progress_free(struct progress *pr);

/* Records a win of level in taps taps, keeping the best. */
void progress_won(struct progress *pr, int level, int taps);

/* The first level not yet won, or the last level when all are. */
int progress_first_open(const struct progress *pr);

#endif
