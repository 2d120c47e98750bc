/* rng.h: Carillon's own random numbers (PCG32, O'Neill 2014).
 *
 * Why not rand(): a seed must make the same pack byte for byte on every machine and C
 * library, and across thread counts. PCG32 is 64 bits of state, fully specified, and
 * has published test vectors (pinned in tests/unit/test_rng.c). A stream number picks one of
 * 2^63 independent sequences for the same seed, so each candidate field can own one.
 */
#ifndef LEVELGEN_RNG_H
#define LEVELGEN_RNG_H

#include <stdint.h>

struct rng {
    uint64_t state;
    uint64_t inc; /* always odd: selects the stream */
};

/* Seeds r with seed on stream; the same pair always gives the same sequence. */
void rng_seed(struct rng *r, uint64_t seed, uint64_t stream);

uint32_t rng_next(struct rng *r);

/* A uniform integer in [0, bound), bound > 0, without modulo bias. */
uint32_t rng_below(struct rng *r, uint32_t bound);

/* A uniform integer in [lo, hi], lo <= hi. */
int rng_range(struct rng *r, int lo, int hi);

#endif
