/* growjob.h: what a front end's runner (carillon.h: struct carillon_runner) may do with a
 * grower's job (grower.h).
 *
 * The job (what to grow, its result, handing it over, freeing it) is the game's, the same
 * everywhere; a runner only runs it, where the screen never waits on it: on the desktop on
 * a thread of its own (src/sdl/growthread.c), in the browser, whose page has one thread,
 * in a Web Worker (src/web/growworker.c), which grows it with the same levelgen core, built
 * as a module of its own, and sends the result back. Whichever runs it, the same job grows
 * the same result; only the timing differs. The levelgen types are named, not included: a
 * runner that moves levels as bytes includes levelgen/pack.h and repeats.h itself.
 */
#ifndef GAME_GROWJOB_H
#define GAME_GROWJOB_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"

struct grow_job;
struct level;
struct pack;
struct repeat_set;

/* How far a job has come (done of total); false asks it to stop soon. The type of
 * levelgen's order_progress. */
typedef bool grow_progress(void *ctx, int done, int total);

/* The job's whole work, for a runner that grows it here to call once: it reports progress
 * (with a last report once it is done) and stops soon when progress returns false. */
void grow_job_run(struct grow_job *job, grow_progress *progress, void *ctx);

/* For a runner that grows the job elsewhere, in place of grow_job_run: what the job asks
 * (a whole pack, or the level to follow prev, no repeat of any level in seen; both read
 * only, and only until the job is done) ... */
struct grow_ask {
    bool whole_pack;
    uint64_t seed;
    int threads;
    const struct level *prev;
    const struct repeat_set *seen;
};
struct grow_ask grow_job_ask(const struct grow_job *job);

/* ... and its outcome, handed in once: status 0 with the pack (which the job takes over)
 * or the level, else err. */
void grow_job_done(struct grow_job *job, int status, const error_line *err, struct pack *pack,
                   const struct level *next);

#endif
