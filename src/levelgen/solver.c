/* solver.c: iterative deepening over sets of taps, with bitset chains.
 *
 * At each node the lowest standing dot f must be popped by some tap, so only the dots
 * whose chains hold f are tried. Among those, a tap whose chain (within the standing
 * dots) is a subset of another's can be swapped for the other without harm, so only
 * maximal chains are tried, each once. A cheap lower bound cuts the rest: dots that no
 * single chain can pop together each need a tap of their own.
 */
#include "solver.h"

#include <stddef.h>

struct search {
    const struct chain_graph *g;
    dotset covered_by[DOTSET_MAX]; /* covered_by[v]: the dots whose chain holds v */
    uint8_t taps[DOTSET_MAX];
    int used; /* how many of taps cleared the field, once it is cleared */
    uint64_t nodes;
};

/* A lower bound on the taps needed for standing: greedily collect dots that share no
 * chain; each needs its own tap. */
static int lower_bound(const struct search *s, dotset standing)
{
    int bound = 0;
    while (standing) {
        int f = dotset_first(standing);
        dotset together = 0;
        int u;
        for (DOTSET_EACH(u, s->covered_by[f], rest))
            together |= s->g->chain[u];
        standing &= ~together & ~dotset_of(f);
        bound++;
    }
    return bound;
}

/* The taps worth trying to pop dot f: one dot per distinct maximal chain, largest
 * chains first. Returns how many were written to out. */
static int candidates(const struct search *s, dotset standing, int f, uint8_t *out)
{
    dotset pool = s->covered_by[f] & standing;
    int count = 0;
    int u;
    for (DOTSET_EACH(u, pool, rest)) {
        dotset cu = s->g->chain[u] & standing;
        bool dominated = false;
        int v;
        for (DOTSET_EACH(v, pool, rest2)) {
            dotset cv = s->g->chain[v] & standing;
            /* v beats u if its chain is strictly larger, or equal and v comes first */
            if (v != u && (cu & ~cv) == 0 && (cv != cu || v < u)) {
                dominated = true;
                break;
            }
        }
        if (dominated)
            continue;
        int at = count++, size = dotset_count(cu);
        while (at > 0 && dotset_count(s->g->chain[out[at - 1]] & standing) < size) {
            out[at] = out[at - 1];
            at--;
        }
        out[at] = (uint8_t)u;
    }
    return count;
}

static bool search(struct search *s, dotset standing, int depth, int left)
{
    s->nodes++;
    if (!standing) {
        s->used = depth;
        return true;
    }
    if (left <= 0 || lower_bound(s, standing) > left)
        return false;
    uint8_t options[DOTSET_MAX];
    int count = candidates(s, standing, dotset_first(standing), options);
    for (int i = 0; i < count; i++) {
        s->taps[depth] = options[i];
        if (search(s, standing & ~s->g->chain[options[i]], depth + 1, left - 1))
            return true;
    }
    return false;
}

static void search_init(struct search *s, const struct chain_graph *g)
{
    s->g = g;
    s->nodes = 0;
    for (int v = 0; v < g->n; v++)
        s->covered_by[v] = 0;
    for (int u = 0; u < g->n; u++) {
        int v;
        for (DOTSET_EACH(v, g->chain[u], rest))
            s->covered_by[v] |= dotset_of(u);
    }
}

bool solver_clears_within(const struct chain_graph *g, int max_taps, uint8_t *answer,
                          int *used, uint64_t *nodes)
{
    struct search s;
    search_init(&s, g);
    bool found = search(&s, dotset_all(g->n), 0, max_taps);
    if (found && answer)
        for (int i = 0; i < s.used; i++)
            answer[i] = s.taps[i];
    if (found && used)
        *used = s.used;
    if (nodes)
        *nodes += s.nodes;
    return found;
}

void solve_fewest(const struct chain_graph *g, struct solution *s)
{
    s->nodes = 0;
    /* Deepen one tap at a time: the first depth that clears is the fewest, and every
     * shallower search was exhausted on the way. */
    for (int depth = 0;; depth++)
        if (solver_clears_within(g, depth, s->answer, &s->taps, &s->nodes))
            return;
}
