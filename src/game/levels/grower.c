/* grower.c: see grower.h. The job and all that is the same on every platform; what runs
 * it is the front end's runner (carillon.h, growjob.h). */
#include "game/levels/grower.h"

#include <stdlib.h>

#include "game/carillon.h"
#include "game/levels/growjob.h"
#include "levelgen/order.h"

struct grow_job {
    bool whole_pack;
    uint64_t seed;
    int threads;
    struct level prev;              /* the next level's job: the level it follows */
    const struct repeat_set *seen;  /* ... and every level before, read only */
    /* the result, written by the run before it says it is ready */
    int status;
    error_line err;
    struct pack pack;
    struct level next;
};

struct grower {
    struct grow_job job;
    const struct carillon_runner *runner;
    struct grow_run *run;
};

void grow_job_run(struct grow_job *job, grow_progress *progress, void *ctx)
{
    if (job->whole_pack) {
        job->status = order_build_pack(job->seed, job->threads, progress, ctx, &job->pack, NULL, &job->err);
    } else {
        job->status = order_grow_next(&job->prev, job->seen, job->seed, job->threads, progress, ctx,
                                      &job->next, &job->err);
        progress(ctx, 1, 1);
    }
}

struct grow_ask grow_job_ask(const struct grow_job *job)
{
    return (struct grow_ask){.whole_pack = job->whole_pack, .seed = job->seed, .threads = job->threads,
                             .prev = &job->prev, .seen = job->seen};
}

void grow_job_done(struct grow_job *job, int status, const error_line *err, struct pack *pack,
                   const struct level *next)
{
    job->status = status;
    if (status != 0)
        job->err = *err;
    else if (job->whole_pack)
        job->pack = *pack;
    else
        job->next = *next;
}

static struct grower *start(const struct carillon_runner *runner, struct grow_job job, error_line *err)
{
    if (!runner)
        return error_fail(err, "this version of the game grows no levels"), NULL;
    struct grower *g = calloc(1, sizeof *g);
    if (!g) {
        error_fail(err, "out of memory for growing levels");
        return NULL;
    }
    g->job = job;
    g->runner = runner;
    g->run = runner->start(&g->job, err);
    if (!g->run) {
        free(g);
        return NULL;
    }
    return g;
}

struct grower *grower_start_pack(const struct carillon_runner *runner, uint64_t seed, int threads, error_line *err)
{
    return start(runner, (struct grow_job){.whole_pack = true, .seed = seed, .threads = threads}, err);
}

struct grower *grower_start_next(const struct carillon_runner *runner, const struct level *prev,
                                 const struct repeat_set *seen, uint64_t seed, int threads, error_line *err)
{
    return start(runner, (struct grow_job){.prev = *prev, .seen = seen, .seed = seed, .threads = threads}, err);
}

bool grower_ready(struct grower *g) { return g->runner->ready(g->run); }

void grower_progress(const struct grower *g, int *done, int *total) { g->runner->progress(g->run, done, total); }

/* Ends the run; the job's result may be read after. */
static int finish(struct grower *g, bool cancel, error_line *err)
{
    if (!g)
        return error_fail(err, "no levels are being grown");
    g->runner->end(g->run, cancel);
    if (g->job.status != 0 && err)
        *err = g->job.err;
    return g->job.status;
}

int grower_take_pack(struct grower *g, struct pack *pack, error_line *err)
{
    int status = finish(g, false, err);
    if (status == 0)
        *pack = g->job.pack;
    free(g);
    return status;
}

int grower_take_level(struct grower *g, struct level *lv, error_line *err)
{
    int status = finish(g, false, err);
    if (status == 0)
        *lv = g->job.next;
    free(g);
    return status;
}

void grower_free(struct grower *g)
{
    if (!g)
        return;
    finish(g, true, NULL);
    if (g->job.whole_pack && g->job.status == 0)
        pack_free(&g->job.pack);
    free(g);
}
