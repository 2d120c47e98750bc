/* growthread.c: see growthread.h. The browser's runner is src/web/growworker.c. */
#include "growthread.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "game/levels/growjob.h"

struct grow_run {
    pthread_t thread;
    struct grow_job *job;
    atomic_bool ready;  /* raised by the thread once the job's result is written */
    atomic_bool cancel; /* set by end: a pack still growing stops soon */
    atomic_int done, total;
};

static bool count_progress(void *ctx, int done, int total)
{
    struct grow_run *r = ctx;
    atomic_store(&r->total, total);
    atomic_store(&r->done, done);
    return !atomic_load(&r->cancel);
}

static void *grow(void *arg)
{
    struct grow_run *r = arg;
    grow_job_run(r->job, count_progress, r);
    atomic_store(&r->ready, true);
    return NULL;
}

static struct grow_run *start(struct grow_job *job, error_line *err)
{
    struct grow_run *r = malloc(sizeof *r);
    if (!r) {
        error_fail(err, "out of memory for growing levels");
        return NULL;
    }
    r->job = job;
    atomic_init(&r->ready, false);
    atomic_init(&r->cancel, false);
    atomic_init(&r->done, 0);
    atomic_init(&r->total, 1);
    if (pthread_create(&r->thread, NULL, grow, r) != 0) {
        free(r);
        error_fail(err, "cannot start a thread to grow levels");
        return NULL;
    }
    return r;
}

static bool ready(struct grow_run *r) { return atomic_load(&r->ready); }

static void progress(const struct grow_run *r, int *done, int *total)
{
    *done = atomic_load(&r->done);
    *total = atomic_load(&r->total);
}

static void end(struct grow_run *r, bool cancel)
{
    if (cancel)
        atomic_store(&r->cancel, true);
    pthread_join(r->thread, NULL);
    free(r);
}

const struct carillon_runner growthread_runner = {.start = start, .ready = ready, .progress = progress, .end = end};
