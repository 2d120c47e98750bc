/* solver.h: the fewest taps that clear a field, found by search, with an answer.
 *
 * The solver trusts nothing but the chains (what each tap pops): it does not use the
 * graph's chain starts or its count of source components, so it can check them. It
 * deepens a search over sets of taps, branching only on the dots whose chains pop the
 * first dot still standing, since some tap must. When it answers k, the search for k-1
 * taps has been exhausted: that is the proof that no fewer will do.
 */
#ifndef LEVELGEN_SOLVER_H
#define LEVELGEN_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#include "graph.h"

struct solution {
    int taps;                     /* the fewest taps */
    uint8_t answer[DOTSET_MAX];   /* a chain start for each tap, in order */
    uint64_t nodes;               /* search nodes visited, all depths */
};

/* Whether g's field can be cleared in at most max_taps taps: one exhaustive search.
 * If it can, the taps found (not always the fewest) are written to answer and their
 * count to *used, each when not NULL. *nodes, if not NULL, is increased by the number
 * of search nodes visited. */
bool solver_clears_within(const struct chain_graph *g, int max_taps, uint8_t *answer,
                          int *used, uint64_t *nodes);

/* The fewest taps for g's field, with one answer; always succeeds (n taps suffice). */
void solve_fewest(const struct chain_graph *g, struct solution *s);

#endif
