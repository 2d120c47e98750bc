/* digraph.h: whether two who-pops-whom digraphs are the same up to relabelling the dots.
 *
 * The answer is exact, never a guess from a hash: `digraph_isomorphic` searches for a
 * relabelling and says yes only with one in hand, checked edge by edge, and says no only
 * when the search has ruled every relabelling out. The search splits the dots by colour
 * refinement (out- and in-degrees, then how many neighbours each has in every class, until
 * nothing splits), and where refinement stalls, as on cycles, complete graphs and disjoint
 * copies, it fixes one dot of each graph as partners and refines again, backtracking when
 * the two sides stop agreeing. Twins (dots with the same edges to all others) are tried
 * as partners once, and separate pieces are paired off piece by piece, which keeps the
 * symmetric graphs of a pack fast (tens of microseconds; the slowest case in the tests,
 * two strongly regular graphs of 64 dots, takes about 50 ms). A graph built to defeat it,
 * with a large symmetry of another kind hiding a difference that refinement cannot see,
 * could still make the search long; the answer would still be exact.
 *
 * `digraph_canon` is the same refinement and search run on one graph alone, giving a form
 * that is equal for two graphs exactly when they are isomorphic, so that many graphs can
 * be compared by lookup. Graphs of up to DOTSET_MAX dots.
 */
#ifndef LEVELGEN_DIGRAPH_H
#define LEVELGEN_DIGRAPH_H

#include <stdbool.h>
#include <stdint.h>

#include "dotset.h"
#include "graph.h"

/* Whether a and b are isomorphic; when they are and map is not NULL, map[u] is the dot of
 * b that dot u of a becomes. Only the touch sets and sizes are read. */
bool digraph_isomorphic(const struct chain_graph *a, const struct chain_graph *b, uint8_t *map);

/* A canonical form: the graph relabelled so that any two isomorphic graphs, however their
 * dots are numbered, come out as the same rows, and two that are not never do. So two
 * graphs are isomorphic exactly when their forms are equal, and a graph can be looked up
 * by its form among many, with no search between pairs. Built by the same refinement,
 * fixing dots one at a time as the search above does, but on one graph alone, trying
 * every choice up to the automorphisms it finds (twins, orbits, leaves that repeat an
 * earlier one), and keeping the least relabelled graph. Microseconds to tens of them for
 * a level's graph; the same caveat as above holds for graphs built to defeat refinement.
 * Only the touch sets are read. */
struct digraph_canon {
    int n;
    uint64_t hash;           /* of n and the rows: equal forms have equal hashes */
    dotset rows[DOTSET_MAX]; /* rows[i]: the dots the dot labelled i touches, by label */
};

void digraph_canon_build(struct digraph_canon *c, const struct chain_graph *g);

/* Whether a and b are the forms of isomorphic graphs. */
bool digraph_canons_equal(const struct digraph_canon *a, const struct digraph_canon *b);

#endif
