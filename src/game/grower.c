/* grower.c: see grower.h. */
#include "grower.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "levelgen/order.h"

struct grower {
    pthread_t thread;
    /* the job */
    bool whole_pack;
    uint64_t seed;
    int threads;
    struct level prev;              /* the next level's job: the level it follows */
    const struct repeat_set *seen;  /* ... and every level before, read only */
    /* the result, written by the thread before it raises `ready` */
    int status;
    lg_err err;
    struct pack pack;
    struct level next;
    atomic_bool ready;
    atomic_bool cancel; /* set by grower_free: a pack still growing stops soon */
    atomic_int done, total;
};

static bool count_progress(void *ctx, int done, int total)
{
    struct grower *g = ctx;
    atomic_store(&g->total, total);
    atomic_store(&g->done, done);
    return !atomic_load(&g->cancel);
}

static void *grow(void *arg)
{
    struct grower *g = arg;
    if (g->whole_pack) {
        g->status = order_build_pack(g->seed, g->threads, count_progress, g, &g->pack, NULL, &g->err);
    } else {
        g->status = order_grow_next(&g->prev, g->seen, g->seed, &g->next, &g->err);
        count_progress(g, 1, 1);
    }
    atomic_store(&g->ready, true);
    return NULL;
}

static struct grower *start(struct grower *g, lg_err *err)
{
    atomic_init(&g->ready, false);
    atomic_init(&g->cancel, false);
    atomic_init(&g->done, 0);
    atomic_init(&g->total, 1);
    if (pthread_create(&g->thread, NULL, grow, g) != 0) {
        free(g);
        lg_fail(err, "cannot start a thread to grow levels");
        return NULL;
    }
    return g;
}

struct grower *grower_start_pack(uint64_t seed, int threads, lg_err *err)
{
    struct grower *g = calloc(1, sizeof *g);
    if (!g) {
        lg_fail(err, "out of memory for growing levels");
        return NULL;
    }
    g->whole_pack = true;
    g->seed = seed;
    g->threads = threads;
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
    if (done)
        *done = atomic_load(&g->done);
    if (total)
        *total = atomic_load(&g->total);
    return atomic_load(&g->ready);
}

/* Waits for the thread; the grower's result may be read after. */
static int finish(struct grower *g, lg_err *err)
{
    if (!g)
        return lg_fail(err, "no levels are being grown");
    pthread_join(g->thread, NULL);
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
    atomic_store(&g->cancel, true);
    finish(g, NULL);
    if (g->whole_pack && g->status == 0)
        pack_free(&g->pack);
    free(g);
}
