/* runner.c: see runner.h. */
#include "support/runner.h"

#include <stdlib.h>

#include "game/levels/growjob.h"

struct grow_run {
    int done, total;
};

static bool count(void *ctx, int done, int total)
{
    struct grow_run *r = ctx;
    r->done = done;
    r->total = total;
    return true;
}

static struct grow_run *start(struct grow_job *job, error_line *err)
{
    struct grow_run *r = malloc(sizeof *r);
    if (!r)
        return error_fail(err, "out of memory for growing levels"), NULL;
    *r = (struct grow_run){0, 1};
    grow_job_run(job, count, r);
    return r;
}

static bool ready(struct grow_run *r)
{
    (void)r;
    return true;
}

static void progress(const struct grow_run *r, int *done, int *total)
{
    *done = r->done;
    *total = r->total;
}

static void end(struct grow_run *r, bool cancel)
{
    (void)cancel;
    free(r);
}

const struct carillon_runner support_runner = {.start = start, .ready = ready, .progress = progress, .end = end};
