/* rng.c: PCG32 (XSH RR), as in the reference pcg32_srandom_r and pcg32_random_r. */
#include "rng.h"

#include <assert.h>

static const uint64_t PCG_MULTIPLIER = 6364136223846793005u;

uint32_t rng_next(struct rng *r)
{
    uint64_t old = r->state;
    r->state = old * PCG_MULTIPLIER + r->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

void rng_seed(struct rng *r, uint64_t seed, uint64_t stream)
{
    r->state = 0;
    r->inc = (stream << 1u) | 1u;
    rng_next(r);
    r->state += seed;
    rng_next(r);
}

uint32_t rng_below(struct rng *r, uint32_t bound)
{
    assert(bound > 0);
    /* Reject the top sliver of the 32-bit range that would favour small values. */
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t v = rng_next(r);
        if (v >= threshold)
            return v % bound;
    }
}

int rng_range(struct rng *r, int lo, int hi)
{
    assert(lo <= hi);
    /* hi - lo may not fit in an int, but always fits in 32 unsigned bits. */
    uint32_t span = (uint32_t)((int64_t)hi - lo);
    uint32_t v = span == UINT32_MAX ? rng_next(r) : rng_below(r, span + 1u);
    return (int)((int64_t)lo + v);
}
