/* graph.h: who pops whom. The chain graph of a field and its chain starts.
 *
 * Dot u points at dot v when u's ring touches v. Tapping u pops u's chain: every dot
 * reachable from u. Because a popped dot's chain is already popped, the dots popped by
 * several taps are the union of their chains in any order; so the fewest taps is the
 * number of source components (strongly connected components nothing else reaches),
 * and the chain starts are their dots. The solver does not trust this argument; it is
 * here for the generator, the difficulty model and the tests.
 */
#ifndef LEVELGEN_GRAPH_H
#define LEVELGEN_GRAPH_H

#include <stdbool.h>

#include "dotset.h"
#include "geometry.h"

struct chain_graph {
    int n;                        /* dots, at most DOTSET_MAX */
    dotset touches[DOTSET_MAX];   /* touches[u]: the dots u's ring touches (not u) */
    dotset chain[DOTSET_MAX];     /* chain[u]: what a tap on u pops, u included */
    dotset component[DOTSET_MAX]; /* component[u]: the dots u reaches that reach u */
    dotset starts;                /* the chain starts: dots of the source components */
    int fewest_taps;              /* the number of source components */
};

/* Builds the graph of a field of n dots (0 <= n <= DOTSET_MAX). */
void graph_build(struct chain_graph *g, const struct dot *dots, int n);

/* Builds the graph from given touch sets alone, for fields that are not geometric
 * (the tests, and the same-chains repeat check). */
void graph_from_touches(struct chain_graph *g, const dotset *touches, int n);

/* Whether the field can be read: every chain start is a dot no ring touches (the grower's
 * root rule, grow.h), so a player who sees only what each ring touches can find them.
 * The first levels, grown without the rule, cannot: their chain starts loop back. */
bool graph_readable(const struct chain_graph *g);

/* The dots popped by tapping every dot of taps: the union of their chains. */
dotset graph_popped(const struct chain_graph *g, dotset taps);

/* What a tap on u pops when only the dots of within still stand: u and every dot of
 * within its rings reach through dots of within (a field partly popped already). */
dotset graph_chain_within(const struct chain_graph *g, int u, dotset within);

#endif
