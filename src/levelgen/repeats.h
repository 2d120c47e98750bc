/* repeats.h: whether a level is an earlier level seen again.
 *
 * The check of docs/design.md, "Repeats". Both fields are moved so their centroids sit
 * at the origin, one is tried in each of the eight turns and mirrors of the square, and notes are
 * ignored. Two dots line up when they are the same size and their centres are at most
 * REPEAT_LINE_UP units apart; how many dots of two levels line up is the largest number of
 * pairs in which no dot takes part twice (a maximum matching). Two levels are the same
 * when, under some one turn or mirror:
 *
 *   same picture: more than half of the larger level's dots line up;
 *   answer in the same place: both need the same taps, every chain start (graph.h) of the
 *     level with fewer of them lines up with a different chain start of the other, and at
 *     least a third of the larger level's dots line up;
 *   or, whatever the picture, same chains: the who-pops-whom digraphs are isomorphic
 *     (digraph.h, exact).
 *
 * The verdict depends only on the two pictures, never on the order of the dots or of the
 * two levels, and is reached in integer arithmetic alone: the generator's choices hang on
 * it, so a seed must give the same pack on every machine. When several kinds hold, the
 * first in the order of the enum is named.
 *
 * A key holds what the check needs from one level: build it once per level (about 20
 * microseconds and 12.5 KB), then compare keys as often as needed; two different levels
 * of 40 dots are told apart in about a third of a microsecond.
 */
#ifndef LEVELGEN_REPEATS_H
#define LEVELGEN_REPEATS_H

#include <stdbool.h>
#include <stdint.h>

#include "digraph.h"
#include "dotset.h"
#include "geometry.h"
#include "graph.h"
#include "pack.h"

enum repeat_kind {
    REPEAT_NONE,
    REPEAT_SAME_PICTURE,
    REPEAT_SAME_ANSWER,
    REPEAT_SAME_CHAINS,
};

enum {
    REPEAT_LINE_UP = 16, /* units between the centres of dots that line up, at most */
    REPEAT_TURNS = 8,
    REPEAT_CELL = 26,    /* a coarse grid's cell: a dot's partner is at most a cell away */
    REPEAT_GRID = 64,    /* cells each way, centred: 64*26 units span any turned field */
};

/* The field under one turn or mirror. Coordinates are centred and scaled by the level's
 * dot count n, so they stay integers: n*x - (sum of x). Within each size the dots are
 * sorted by x; dot i here is not dot i of the level. */
struct repeat_turn {
    int32_t x[DOTSET_MAX], y[DOTSET_MAX];
    uint8_t col[DOTSET_MAX], row[DOTSET_MAX]; /* each dot's cell of the coarse grid */
    dotset starts;
};

struct repeat_key {
    int n, taps, start_count;
    int size_first[SIZE_COUNT + 1]; /* dots of size s are [size_first[s], size_first[s+1]) */
    struct repeat_turn turn[REPEAT_TURNS];
    bool on_grid;                   /* every dot of every turn has its cell */
    uint64_t near[SIZE_COUNT][REPEAT_GRID]; /* bit c of row r: a dot of that size in cell
                                               (r, c) of the unturned field, or next to it */
    struct chain_graph graph;
    struct digraph_invariant chains;
};

/* Builds lv's key. Taps and chain starts come from the field's own graph, not from what
 * the level says about itself. */
void repeat_key_build(struct repeat_key *key, const struct level *lv);

/* Whether the levels behind a and b are the same, and by which rule. */
enum repeat_kind repeat_between(const struct repeat_key *a, const struct repeat_key *b);

/* "same picture", "answer in the same place", "same chains", or "not a repeat". */
const char *repeat_kind_name(enum repeat_kind kind);

#endif
