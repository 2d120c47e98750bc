/* bits.c: the guesser's chance of a perfect game, and its logarithm, in integers.
 *
 * Chances are fixed point with 48 fractional bits. A sum of w(s) * P(child) is at most
 * W(F) * 2^48 < 2^61 (W is at most 64 * 64), so it never overflows; each division
 * rounds down, an error below 2^-40 against chances no smaller than about 2^-30 for any
 * real level. log2 is taken by normalising into [1,2) and squaring, one fractional bit
 * per square.
 */
#include "bits.h"

#include <stdlib.h>
#include <string.h>

enum { CHANCE_BITS = 48, LOG_FRACTION_BITS = 16, MANTISSA_BITS = 30 };

_Static_assert(BITS_FINE == 1 << LOG_FRACTION_BITS, "a fine unit is the logarithm's last bit");

#define CHANCE_ONE ((uint64_t)1 << CHANCE_BITS)
#define NOT_YET UINT64_MAX

struct model {
    const struct chain_graph *g;
    enum bits_model kind;
    int sources;
    dotset source_chain[DOTSET_MAX]; /* what tapping source component i pops */
    dotset source_dots[DOTSET_MAX];  /* the dots of source component i */
    uint64_t *memo;                  /* chance by set of tapped source components */
};

/* How much the guesser leans towards d among the dots standing. */
static uint64_t weight(const struct model *m, int d, dotset standing)
{
    switch (m->kind) {
    case BITS_UNIFORM:
        return 1;
    case BITS_POPPED:
        return (uint64_t)dotset_count(graph_chain_within(m->g, d, standing));
    case BITS_TOUCH:
    case BITS_MODEL_COUNT:
        break;
    }
    return 1u + (unsigned)dotset_count(m->g->touches[d] & standing);
}

static uint64_t chance(struct model *m, unsigned tapped)
{
    if (m->memo[tapped] != NOT_YET)
        return m->memo[tapped];
    dotset standing = dotset_all(m->g->n);
    for (int i = 0; i < m->sources; i++)
        if (tapped & (1u << i))
            standing &= ~m->source_chain[i];

    uint64_t result = CHANCE_ONE;
    if (standing) {
        uint64_t total = 0, sum = 0;
        int d;
        for (DOTSET_EACH(d, standing, rest))
            total += weight(m, d, standing);
        for (int i = 0; i < m->sources; i++) {
            if (tapped & (1u << i))
                continue;
            uint64_t w = 0;
            for (DOTSET_EACH(d, m->source_dots[i], rest2))
                w += weight(m, d, standing);
            sum += w * chance(m, tapped | (1u << i));
        }
        result = sum / total;
    }
    m->memo[tapped] = result;
    return result;
}

/* floor(log2(x) * 2^LOG_FRACTION_BITS) for x >= 1. */
static int64_t log2_fixed(uint64_t x)
{
    int whole = 63 - __builtin_clzll(x);
    /* mantissa in [2^MANTISSA_BITS, 2^(MANTISSA_BITS+1)) stands for x / 2^whole in [1,2) */
    uint64_t mantissa = whole > MANTISSA_BITS ? x >> (whole - MANTISSA_BITS)
                                              : x << (MANTISSA_BITS - whole);
    int64_t result = (int64_t)whole << LOG_FRACTION_BITS;
    for (int bit = LOG_FRACTION_BITS - 1; bit >= 0; bit--) {
        mantissa = (mantissa * mantissa) >> MANTISSA_BITS;
        if (mantissa >= (uint64_t)2 << MANTISSA_BITS) {
            mantissa >>= 1;
            result += (int64_t)1 << bit;
        }
    }
    return result;
}

const char *const BITS_MODEL_NAMES[BITS_MODEL_COUNT] = {
    [BITS_TOUCH] = "touch", [BITS_UNIFORM] = "uniform", [BITS_POPPED] = "popped"};

int bits_model_by_name(const char *name)
{
    for (int k = 0; k < BITS_MODEL_COUNT; k++)
        if (strcmp(name, BITS_MODEL_NAMES[k]) == 0)
            return k;
    return -1;
}

int bits_centi(int fine) { return (int)(((int64_t)fine * 100 + BITS_FINE / 2) / BITS_FINE); }

int bits_rate_model(const struct chain_graph *g, enum bits_model kind, int *fine, error_line *err)
{
    struct model m = {.g = g, .kind = kind};
    dotset left = g->starts;
    while (left) {
        if (m.sources == BITS_MAX_SOURCES)
            return error_fail(err, "too many chain starts to rate (more than %d separate taps)",
                           BITS_MAX_SOURCES);
        int u = dotset_first(left);
        m.source_dots[m.sources] = g->component[u];
        m.source_chain[m.sources] = g->chain[u];
        m.sources++;
        left &= ~g->component[u];
    }
    size_t states = (size_t)1 << m.sources;
    m.memo = malloc(states * sizeof *m.memo);
    if (!m.memo)
        return error_fail(err, "out of memory rating a field of %d chain starts", m.sources);
    for (size_t i = 0; i < states; i++)
        m.memo[i] = NOT_YET;
    uint64_t p = chance(&m, 0);
    free(m.memo);

    if (p == 0) /* beyond the model's precision: report the floor of what it can tell */
        p = 1;
    *fine = (int)(((int64_t)CHANCE_BITS << LOG_FRACTION_BITS) - log2_fixed(p));
    return 0;
}

int bits_rate_all(const struct chain_graph *g, int fine[static BITS_MODEL_COUNT], error_line *err)
{
    for (int k = 0; k < BITS_MODEL_COUNT; k++)
        if (bits_rate_model(g, (enum bits_model)k, &fine[k], err) != 0)
            return -1;
    return 0;
}

int bits_rate(const struct chain_graph *g, int *centibits, error_line *err)
{
    int fine;
    if (bits_rate_model(g, BITS_TOUCH, &fine, err) != 0)
        return -1;
    *centibits = bits_centi(fine);
    return 0;
}
