/* growrun.h: what runs a grower's job (grower.h) on each platform, so the screen never
 * waits on it.
 *
 * grower.c holds the job (what to grow, its result, handing it over, freeing it) and is
 * the same everywhere. A runner only runs it: on the desktop on a thread of its own
 * (growthread.c), in the browser, which has no threads, on a fiber in slices lent by the
 * frame step (src/web/growfiber.c). Whichever runs it, the same job grows the same
 * result; only the timing differs.
 */
#ifndef GAME_GROWRUN_H
#define GAME_GROWRUN_H

#include <stdbool.h>

#include "base/error.h"
#include "levelgen/order.h"

struct grow_job;

/* The job's whole work (grower.c), for the runner to call once: it reports progress
 * (done of total, with a last report once it is done) and stops soon when progress
 * returns false. */
void grow_job_run(struct grow_job *job, order_progress *progress, void *ctx);

struct grow_run;

/* Starts running job (which must outlive the run). */
struct grow_run *grow_run_start(struct grow_job *job, lg_err *err);

/* Whether the job is done. On the web this is where the job's slice runs. */
bool grow_run_ready(struct grow_run *r);

/* How far the job has come: *done of *total. */
void grow_run_progress(const struct grow_run *r, int *done, int *total);

/* Waits for the job (running it to the end where nothing else runs it), asking it first
 * to stop soon when cancel is set, and frees the run. The job's result may be read
 * after. */
void grow_run_end(struct grow_run *r, bool cancel);

#endif
