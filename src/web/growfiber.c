/* grower.c (web): grower.h on the browser's one thread, in place of src/game/grower.c.
 *
 * The browser build has no threads (Debian's emscripten has no threaded libc), so the
 * job runs on a fiber: a second stack that the frame step lends the core for a slice of
 * at most SLICE_MS each time it asks whether the job is ready. The core hands back at
 * its next progress report after the slice is spent (a whole pack reports after every
 * candidate, a few milliseconds each); a level grown on demand has no reports and runs
 * whole in one slice (tens of milliseconds). The same seed and levels grow the same
 * result as on the desktop: only the timing differs. Fibers need emcc's -sASYNCIFY.
 */
#include "game/grower.h"

#include <emscripten.h>
#include <emscripten/fiber.h>
#include <stdlib.h>

#include "levelgen/order.h"

enum { SLICE_MS = 8, C_STACK = 1 << 20, ASYNCIFY_STACK = 1 << 16 };

struct grower {
    emscripten_fiber_t caller, job;
    char *c_stack, *caller_async, *job_async;
    double slice_end;   /* emscripten_get_now() when the slice is spent */
    /* the job */
    bool whole_pack;
    uint64_t seed;
    struct level prev;              /* the next level's job: the level it follows */
    const struct repeat_set *seen;  /* ... and every level before, read only (grower.h) */
    /* its state and result */
    bool ready, cancel;
    int done, total;
    int status;
    lg_err err;
    struct pack pack;
    struct level next;
};

/* The core's progress report, on the job's fiber: past the slice, back to the caller. */
static bool slice(void *ctx, int done, int total)
{
    struct grower *g = ctx;
    g->done = done;
    g->total = total;
    if (emscripten_get_now() >= g->slice_end)
        emscripten_fiber_swap(&g->job, &g->caller);
    return !g->cancel;
}

static void grow(void *arg)
{
    struct grower *g = arg;
    if (g->whole_pack) {
        g->status = order_build_pack(g->seed, 1, slice, g, &g->pack, NULL, &g->err);
    } else {
        g->status = order_grow_next(&g->prev, g->seen, g->seed, &g->next, &g->err);
        g->done = g->total = 1;
    }
    g->ready = true;
    emscripten_fiber_swap(&g->job, &g->caller); /* a fiber's entry must never return */
}

/* Lends the job a slice of ms (or runs it to the end when ms < 0). */
static void run(struct grower *g, double ms)
{
    do {
        g->slice_end = ms < 0 ? 0 : emscripten_get_now() + ms;
        if (!g->ready)
            emscripten_fiber_swap(&g->caller, &g->job);
    } while (ms < 0 && !g->ready);
}

static struct grower *start(struct grower *g, lg_err *err)
{
    g->total = 1;
    g->c_stack = malloc(C_STACK);
    g->caller_async = malloc(ASYNCIFY_STACK);
    g->job_async = malloc(ASYNCIFY_STACK);
    if (!g->c_stack || !g->caller_async || !g->job_async) {
        free(g->c_stack);
        free(g->caller_async);
        free(g->job_async);
        free(g);
        lg_fail(err, "out of memory for growing levels");
        return NULL;
    }
    emscripten_fiber_init_from_current_context(&g->caller, g->caller_async, ASYNCIFY_STACK);
    emscripten_fiber_init(&g->job, grow, g, g->c_stack, C_STACK, g->job_async, ASYNCIFY_STACK);
    return g;
}

struct grower *grower_start_pack(uint64_t seed, int threads, lg_err *err)
{
    (void)threads; /* one: the page's */
    struct grower *g = calloc(1, sizeof *g);
    if (!g) {
        lg_fail(err, "out of memory for growing levels");
        return NULL;
    }
    g->whole_pack = true;
    g->seed = seed;
    return start(g, err);
}

struct grower *grower_start_next(const struct level *prev, const struct repeat_set *seen,
                                 uint64_t seed, lg_err *err)
{
    struct grower *g = calloc(1, sizeof *g);
    if (!g) {
        lg_fail(err, "out of memory for growing levels");
        return NULL;
    }
    g->prev = *prev;
    g->seen = seen;
    g->seed = seed;
    return start(g, err);
}

bool grower_ready(struct grower *g, int *done, int *total)
{
    run(g, SLICE_MS);
    if (done)
        *done = g->done;
    if (total)
        *total = g->total;
    return g->ready;
}

/* Runs the job to its end and frees all but the grower and its result. */
static int finish(struct grower *g, lg_err *err)
{
    if (!g)
        return lg_fail(err, "no levels are being grown");
    run(g, -1);
    free(g->c_stack);
    free(g->caller_async);
    free(g->job_async);
    if (g->status != 0 && err)
        *err = g->err;
    return g->status;
}

int grower_take_pack(struct grower *g, struct pack *pack, lg_err *err)
{
    int status = finish(g, err);
    if (status == 0)
        *pack = g->pack;
    free(g);
    return status;
}

int grower_take_level(struct grower *g, struct level *lv, lg_err *err)
{
    int status = finish(g, err);
    if (status == 0)
        *lv = g->next;
    free(g);
    return status;
}

void grower_free(struct grower *g)
{
    if (!g)
        return;
    g->cancel = true;
    finish(g, NULL);
    if (g->whole_pack && g->status == 0)
        pack_free(&g->pack);
    free(g);
}
