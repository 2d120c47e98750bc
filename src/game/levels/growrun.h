/* growrun.h: what runs a grower's job (grower.h) on each platform, so the screen never
 * waits on it.
 *
 * grower.c holds the job (what to grow, its result, handing it over, freeing it) and is
 * the same everywhere. A runner only runs it: on the desktop on a thread of its own
 * (growthread.c); in the browser, whose page has one thread, in a Web Worker
 * (src/web/growworker.c), which grows it with the same levelgen core, built as a module
 * of its own, and sends the result back. Whichever runs it, the same job grows the same
 * result; only the timing differs.
 */
#ifndef GAME_GROWRUN_H
#define GAME_GROWRUN_H

#include <stdbool.h>

#include "base/error.h"
#include "levelgen/order.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"

struct grow_job;

/* The job's whole work (grower.c), for the runner to call once: it reports progress
 * (done of total, with a last report once it is done) and stops soon when progress
 * returns false. */
void grow_job_run(struct grow_job *job, order_progress *progress, void *ctx);

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

struct grow_run;

/* Starts running job (which must outlive the run). */
struct grow_run *grow_run_start(struct grow_job *job, error_line *err);

/* Whether the job is done. On the web this is where the worker's result is taken in. */
bool grow_run_ready(struct grow_run *r);

/* How far the job has come: *done of *total. */
void grow_run_progress(const struct grow_run *r, int *done, int *total);

/* Waits for the job, asking it first to stop soon when cancel is set, and frees the run;
 * the job's result may be read after. The page cannot wait: there a job not yet done is
 * stopped, and fails when it was not cancelled. */
void grow_run_end(struct grow_run *r, bool cancel);

#endif
