/* graph.c: chains by bitset closure, components and chain starts from the chains.
 *
 * chain[u] grows by absorbing the touch sets of its members until it stops changing;
 * with 64-bit sets that is a few word operations per dot. Components and sources then
 * fall out of the chains: v is in u's component when each is in the other's chain, and
 * u is a chain start when everything that reaches u is in u's component.
 */
#include "graph.h"

#include <assert.h>
#include <string.h>

/* u and every dot of within that u reaches through dots of within. */
static dotset closure(const dotset *touches, int u, dotset within)
{
    dotset seen = dotset_of(u), frontier = seen;
    while (frontier) {
        dotset next = 0;
        int v;
        for (DOTSET_EACH(v, frontier, rest))
            next |= touches[v];
        frontier = next & within & ~seen;
        seen |= frontier;
    }
    return seen;
}

void graph_from_touches(struct chain_graph *g, const dotset *touches, int n)
{
    assert(n >= 0 && n <= DOTSET_MAX);
    memset(g, 0, sizeof *g);
    g->n = n;
    for (int u = 0; u < n; u++)
        g->touches[u] = touches[u] & dotset_all(n) & ~dotset_of(u);
    for (int u = 0; u < n; u++)
        g->chain[u] = closure(g->touches, u, ~(dotset)0);

    dotset reached_by[DOTSET_MAX] = {0}; /* reached_by[v]: every u whose chain holds v */
    for (int u = 0; u < n; u++) {
        int v;
        for (DOTSET_EACH(v, g->chain[u], rest))
            reached_by[v] |= dotset_of(u);
    }
    for (int u = 0; u < n; u++) {
        g->component[u] = g->chain[u] & reached_by[u];
        if ((reached_by[u] & ~g->component[u]) == 0) {
            g->starts |= dotset_of(u);
            if (dotset_first(g->component[u]) == u)
                g->fewest_taps++;
        }
    }
}

void graph_build(struct chain_graph *g, const struct dot *dots, int n)
{
    assert(n >= 0 && n <= DOTSET_MAX);
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++)
            if (u != v && dot_touches(&dots[u], &dots[v]))
                touches[u] |= dotset_of(v);
    graph_from_touches(g, touches, n);
}

dotset graph_popped(const struct chain_graph *g, dotset taps)
{
    dotset popped = 0;
    int u;
    for (DOTSET_EACH(u, taps, rest))
        popped |= g->chain[u];
    return popped;
}

dotset graph_chain_within(const struct chain_graph *g, int u, dotset within)
{
    return closure(g->touches, u, within);
}

bool graph_readable(const struct chain_graph *g)
{
    dotset touched = 0;
    for (int u = 0; u < g->n; u++)
        touched |= g->touches[u];
    return (g->starts & touched) == 0;
}
