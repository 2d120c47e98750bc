/* grow.c: the levelgen core in a Web Worker of the page (make web builds it, without
 * SDL, as carillon-grow.js and carillon-grow.wasm; web/grow.js is its JavaScript side).
 *
 * It grows what a grower's job asks (src/web/growworker.c sends it): a whole ordered
 * pack from a seed, or the endless level to follow prev, no repeat of any level whose
 * repeat set entry came with it. A pack may be grown by two workers at once, as the
 * desktop's two threads grow it: each grows a share of the pool (grow_share), one takes
 * in the other's (grow_take_share) and orders the whole (grow_ordered), into the same
 * bytes (order.h). The levels stay here until the JavaScript side has copied them out
 * (grown_free). Progress goes to the page as the core tells it.
 */
#include <emscripten.h>
#include <stdlib.h>

#include "levelgen/order.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"

/* Passes done of total on to the page (web/grow.js). */
EM_JS(void, grow_told, (int done, int total), { carillonProgress(done, total); })

static struct pack grown;
static error_line why;

static bool told(void *ctx, int done, int total)
{
    (void)ctx;
    grow_told(done, total);
    return true; /* a job stopped ends the worker itself */
}

/* The layouts the page must share, to send levels and kept entries as bytes. */
EMSCRIPTEN_KEEPALIVE int grow_level_size(void);
int grow_level_size(void) { return (int)sizeof(struct level); }
EMSCRIPTEN_KEEPALIVE int grow_kept_size(void);
int grow_kept_size(void) { return (int)sizeof(struct repeat_kept); }

/* Grows the pack of seed (lo and hi halves): 0 and the levels in grown, else -1 and why. */
EMSCRIPTEN_KEEPALIVE int grow_pack(uint32_t lo, uint32_t hi, int threads);
int grow_pack(uint32_t lo, uint32_t hi, int threads)
{
    pack_free(&grown);
    return order_build_pack((uint64_t)hi << 32 | lo, threads, told, NULL, &grown, NULL, &why);
}

/* Grows the level to follow prev from seed, no repeat of any of the count kept entries
 * (a repeat set's, in the order added): 0 and the level in grown, else -1 and why. */
EMSCRIPTEN_KEEPALIVE int grow_next(const struct level *prev, const struct repeat_kept *kept, int count,
                                   uint32_t lo, uint32_t hi);
int grow_next(const struct level *prev, const struct repeat_kept *kept, int count, uint32_t lo, uint32_t hi)
{
    pack_free(&grown);
    struct repeat_set seen = {0};
    int status = repeat_set_reserve(&seen, count, &why);
    for (int i = 0; i < count && status == 0; i++)
        status = repeat_set_add_kept(&seen, &kept[i], &why);
    if (status == 0)
        status = pack_alloc(&grown, 1, &why);
    if (status == 0)
        status = order_grow_next(prev, &seen, (uint64_t)hi << 32 | lo, 1, told, NULL, &grown.levels[0], &why);
    if (status != 0)
        pack_free(&grown);
    repeat_set_free(&seen);
    return status;
}

/* The pool's candidates, grown in shares (order_pool_size() of them, grow_grown_size()
 * bytes each), or NULL when there is no memory for them. */
static struct order_grown *pool;

EMSCRIPTEN_KEEPALIVE int grow_pool_size(void);
int grow_pool_size(void) { return order_pool_size(); }
EMSCRIPTEN_KEEPALIVE int grow_grown_size(void);
int grow_grown_size(void) { return (int)sizeof(struct order_grown); }
EMSCRIPTEN_KEEPALIVE struct order_grown *grow_pool(void);
struct order_grown *grow_pool(void)
{
    if (!pool)
        pool = calloc((size_t)order_pool_size(), sizeof *pool);
    return pool;
}

/* Grows share part of parts of seed's pool into the pool: 0, else -1 and why. */
EMSCRIPTEN_KEEPALIVE int grow_share(uint32_t lo, uint32_t hi, int part, int parts);
int grow_share(uint32_t lo, uint32_t hi, int part, int parts)
{
    if (!grow_pool())
        return error_fail(&why, "out of memory for the pool of candidates");
    return order_grow_share((uint64_t)hi << 32 | lo, part, parts, told, NULL, pool, &why);
}

/* Takes share part of parts from another worker's pool (its bytes, at other) into this
 * one's. */
EMSCRIPTEN_KEEPALIVE void grow_take_share(const struct order_grown *other, int part, int parts);
void grow_take_share(const struct order_grown *other, int part, int parts)
{
    for (int i = part; pool && i < order_pool_size(); i += parts)
        pool[i] = other[i];
}

/* Orders the pool, every share in, into the pack of seed: 0 and the levels in grown,
 * else -1 and why. */
EMSCRIPTEN_KEEPALIVE int grow_ordered(uint32_t lo, uint32_t hi);
int grow_ordered(uint32_t lo, uint32_t hi)
{
    pack_free(&grown);
    if (!pool)
        return error_fail(&why, "no pool of candidates to order");
    int status = order_pack_from((uint64_t)hi << 32 | lo, pool, told, NULL, &grown, NULL, &why);
    free(pool);
    pool = NULL;
    return status;
}

EMSCRIPTEN_KEEPALIVE const struct level *grown_levels(void);
const struct level *grown_levels(void) { return grown.levels; }
EMSCRIPTEN_KEEPALIVE int grown_count(void);
int grown_count(void) { return grown.count; }
EMSCRIPTEN_KEEPALIVE const char *grow_why(void);
const char *grow_why(void) { return why.text; }
EMSCRIPTEN_KEEPALIVE void grown_free(void);
void grown_free(void) { pack_free(&grown); }
