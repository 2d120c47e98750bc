/* grower.h: levels grown beside play, so the screen never waits on them: where the front
 * end's runner grows them (carillon.h: a thread of their own on the desktop, a Web Worker
 * in the browser).
 *
 * Two jobs, each by the levelgen core: a whole ordered pack from a seed
 * (order_build_pack, with its progress), and the one endless level to follow some
 * levels (order_grow_next). The job owns a copy of the level it follows, and its result
 * is handed over once, whole. The one thing it shares is the caller's repeat set (the
 * keys of every level before, kept once, not copied per level): the thread only reads
 * it, and the caller must not change it until the job is taken or freed, so the two
 * never touch it at once. The same seed and levels always grow the same result, however
 * the threads are timed.
 */
#ifndef GAME_GROWER_H
#define GAME_GROWER_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"

struct grower;
struct carillon_runner;

/* Starts growing the pack of seed on threads threads (the grower's own and helpers),
 * run by runner (NULL: none, which fails). */
struct grower *grower_start_pack(const struct carillon_runner *runner, uint64_t seed, int threads, error_line *err);

/* Starts growing the level to follow prev (copied), no repeat of any level in seen,
 * from seed, on threads threads as the pack's, run by runner. seen is read by the job
 * until grower_take_level or grower_free: leave it unchanged till then. */
struct grower *grower_start_next(const struct carillon_runner *runner, const struct level *prev,
                                 const struct repeat_set *seen, uint64_t seed, int threads, error_line *err);

/* Whether the job is done. Call it once a frame step: in the browser this is where the
 * worker's result is taken in. */
bool grower_ready(struct grower *g);

/* How far the job has come: *done of *total (it never runs the job). */
void grower_progress(const struct grower *g, int *done, int *total);

/* Wait for the job, hand over its result and free the grower (NULL is allowed and
 * fails). take_pack fills *pack (free with pack_free); take_level fills *lv. */
int grower_take_pack(struct grower *g, struct pack *pack, error_line *err);
int grower_take_level(struct grower *g, struct level *lv, error_line *err);

/* Stops a job still growing (soon: within a try, on every thread),
 * waits for it and throws its result away. */
void grower_free(struct grower *g);

#endif
