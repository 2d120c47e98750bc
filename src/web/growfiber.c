/* growfiber.c: growrun.h in the browser, in place of src/sdl/growthread.c.
 *
 * The browser build has no threads (Debian's emscripten has no threaded libc), so the
 * job runs on a fiber: a second stack that the frame step lends the core for a slice of
 * SLICE_MS each time it asks whether the job is ready. The fiber can hand back only at
 * the core's progress reports (a whole pack reports between a candidate's tries, after
 * every candidate and after every level filled: a millisecond or so apart, tens at the
 * worst), so it hands back at the report from which the next stretch, taken to be as
 * long as the one just done, would end past the slice. An endless level reports between
 * its candidates' tries just as a pack does. Fibers need emcc's -sASYNCIFY.
 */
#include "game/levels/growrun.h"

#include <emscripten.h>
#include <emscripten/fiber.h>
#include <stdlib.h>

/* SLICE_MS leaves the frame step time to draw within a 60 Hz frame's 16.7 ms, with room
 * to spare (make bench: the frame step while a pack grows). */
enum { SLICE_MS = 5, C_STACK = 1 << 20, ASYNCIFY_STACK = 1 << 16 };

/* web/library.js: tells the page (for make bench) in which frame step a job ended. */
extern void carillon_grown(void);

struct grow_run {
    emscripten_fiber_t caller, fiber;
    char *c_stack, *caller_async, *fiber_async;
    double slice_end; /* emscripten_get_now() when the slice is spent */
    double told;      /* ... when the core last reported, or the fiber last resumed */
    struct grow_job *job;
    bool ready, cancel;
    int done, total;
};

/* The core's progress report, on the job's fiber: back to the caller when another
 * stretch as long as the last would end past the slice. */
static bool slice(void *ctx, int done, int total)
{
    struct grow_run *r = ctx;
    r->done = done;
    r->total = total;
    double now = emscripten_get_now(), stretch = now - r->told;
    r->told = now;
    if (now + stretch >= r->slice_end)
        emscripten_fiber_swap(&r->fiber, &r->caller); /* run() sets told as it resumes */
    return !r->cancel;
}

static void grow(void *arg)
{
    struct grow_run *r = arg;
    grow_job_run(r->job, slice, r);
    r->ready = true;
    carillon_grown();
    emscripten_fiber_swap(&r->fiber, &r->caller); /* a fiber's entry must never return */
}

/* Lends the job a slice of ms (or runs it to the end when ms < 0). */
static void run(struct grow_run *r, double ms)
{
    do {
        r->told = emscripten_get_now();
        r->slice_end = ms < 0 ? 0 : r->told + ms;
        if (!r->ready)
            emscripten_fiber_swap(&r->caller, &r->fiber);
    } while (ms < 0 && !r->ready);
}

static void release(struct grow_run *r)
{
    free(r->c_stack);
    free(r->caller_async);
    free(r->fiber_async);
    free(r);
}

struct grow_run *grow_run_start(struct grow_job *job, lg_err *err)
{
    struct grow_run *r = calloc(1, sizeof *r);
    if (r) {
        r->c_stack = malloc(C_STACK);
        r->caller_async = malloc(ASYNCIFY_STACK);
        r->fiber_async = malloc(ASYNCIFY_STACK);
    }
    if (!r || !r->c_stack || !r->caller_async || !r->fiber_async) {
        if (r)
            release(r);
        lg_fail(err, "out of memory for growing levels");
        return NULL;
    }
    r->job = job;
    r->total = 1;
    emscripten_fiber_init_from_current_context(&r->caller, r->caller_async, ASYNCIFY_STACK);
    emscripten_fiber_init(&r->fiber, grow, r, r->c_stack, C_STACK, r->fiber_async, ASYNCIFY_STACK);
    return r;
}

bool grow_run_ready(struct grow_run *r)
{
    run(r, SLICE_MS);
    return r->ready;
}

void grow_run_progress(const struct grow_run *r, int *done, int *total)
{
    *done = r->done;
    *total = r->total;
}

void grow_run_end(struct grow_run *r, bool cancel)
{
    r->cancel = cancel;
    run(r, -1);
    release(r);
}
