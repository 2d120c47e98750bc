/* growworker.c: the browser's runner of the grower's jobs (carillon.h: struct
 * carillon_runner), in place of the desktop's src/sdl/growthread.c.
 *
 * The page has one thread, which draws; the job is grown in a Web Worker instead
 * (src/web/worker/grow.c, the levelgen core built as a module of its own, without SDL),
 * so a frame step only looks whether the result has come. The job's question goes over
 * as bytes, and so do the levels that come back: both modules are built by the same
 * emcc with the same flags from the same headers, so a level (and a repeat set's kept
 * entry) has one layout in both, and the sizes are sent along to be sure. The worker
 * grows what the desktop grows, byte for byte: the same core, the same integer choices.
 *
 * web/library.js holds the page's side (the worker, the messages, the results waiting
 * to be taken in); one worker serves every job, one at a time, and a job stopped
 * before its end stops the worker with it (a new one is started for the next job).
 */
#include "growworker.h"

#include <stdlib.h>

#include "game/levels/growjob.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"

/* web/library.js. A job's id is never 0. */
extern int carillon_grow_start(bool whole_pack, uint32_t seed_lo, uint32_t seed_hi, int threads,
                               const struct level *prev, int level_size, const struct repeat_kept *kept,
                               int kept_size, int kept_count);
/* -2 while growing (*done of *total so far), -1 failed, else the levels grown */
extern int carillon_grow_poll(int id, int *done, int *total);
/* the levels grown into out (out_bytes of room), or the failure's words into why */
extern void carillon_grow_take(int id, struct level *out, int out_bytes, char *why, int why_size);
extern void carillon_grow_stop(int id);
/* tells the page (for make bench) in which frame step a job's result came in */
extern void carillon_grown(void);

struct grow_run {
    struct grow_job *job;
    int id;
    bool ready;
    int done, total;
};

static struct grow_run *start(struct grow_job *job, error_line *err)
{
    struct grow_run *r = calloc(1, sizeof *r);
    if (!r) {
        error_fail(err, "out of memory for growing levels");
        return NULL;
    }
    struct grow_ask ask = grow_job_ask(job);
    const struct repeat_set *seen = ask.whole_pack ? NULL : ask.seen;
    r->job = job;
    r->total = 1;
    r->id = carillon_grow_start(ask.whole_pack, (uint32_t)ask.seed, (uint32_t)(ask.seed >> 32), ask.threads,
                                ask.whole_pack ? NULL : ask.prev, (int)sizeof *ask.prev,
                                seen ? seen->kept : NULL, (int)sizeof *seen->kept, seen ? seen->count : 0);
    if (r->id == 0) {
        free(r);
        return error_fail(err, "this browser cannot start a worker to grow levels"), NULL;
    }
    return r;
}

/* Takes in the result (count levels, or a failure when count < 0), once it has come. */
static void take(struct grow_run *r, int count)
{
    error_line err = {0};
    struct pack pack = {0};
    struct level next;
    struct grow_ask ask = grow_job_ask(r->job);
    int status = -1;
    if (count < 0)
        carillon_grow_take(r->id, NULL, 0, err.text, (int)sizeof err.text);
    else if (!ask.whole_pack && count != 1)
        error_fail(&err, "the worker grew %d levels where one was asked for", count);
    else if (!ask.whole_pack || pack_alloc(&pack, count, &err) == 0)
        status = 0;
    if (status == 0) {
        carillon_grow_take(r->id, ask.whole_pack ? pack.levels : &next, count * (int)sizeof next, NULL, 0);
        pack.seed = ask.seed;
    } else if (count >= 0) {
        carillon_grow_stop(r->id);
    }
    grow_job_done(r->job, status, &err, &pack, &next);
    r->ready = true;
    carillon_grown();
}

static bool ready(struct grow_run *r)
{
    if (!r->ready) {
        int count = carillon_grow_poll(r->id, &r->done, &r->total);
        if (count != -2)
            take(r, count);
    }
    return r->ready;
}

static void progress(const struct grow_run *r, int *done, int *total)
{
    *done = r->done;
    *total = r->total;
}

static void end(struct grow_run *r, bool cancel)
{
    if (!ready(r)) {
        carillon_grow_stop(r->id);
        error_line err;
        error_fail(&err, cancel ? "stopped" : "the levels were wanted before the worker had grown them");
        grow_job_done(r->job, -1, &err, NULL, NULL);
    }
    free(r);
}

const struct carillon_runner growworker_runner = {.start = start, .ready = ready, .progress = progress, .end = end};
