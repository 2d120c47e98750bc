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
 * microseconds), then compare keys as often as needed; two different levels of 40 dots
 * are told apart in about a third of a microsecond. Same chains is decided through each
 * level's canonical form (digraph.h), built with the key: equal forms, same chains.
 *
 * A repeat set keeps, for each level chosen so far, the part of its key that stays put
 * (the field unturned, about 2.7 KB), its canonical form in a hash table, and its dots in
 * lists by fine cell (4 bytes a dot). A new level is checked against all of
 * them by one lookup for same chains, and for the picture rules by reading the lists of
 * the cells its turned dots fall in: only the few kept levels with enough dots near
 * enough get the full comparison. The verdict is exactly repeat_between's with each.
 * Reading the lists grows with the levels kept: about 0.3 ms at 10,000.
 */
#ifndef LEVELGEN_REPEATS_H
#define LEVELGEN_REPEATS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
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

/* What the check needs of a level that stays put: every key has one, and a repeat set
 * keeps one per level. */
struct repeat_kept {
    int n, taps, start_count;
    int size_first[SIZE_COUNT + 1]; /* dots of size s are [size_first[s], size_first[s+1]) */
    bool on_grid;                   /* every dot of every turn has its cell */
    struct repeat_turn unturned;
    uint64_t near[SIZE_COUNT][REPEAT_GRID]; /* bit c of row r: a dot of that size in cell
                                               (r, c) of the unturned field, or next to it */
    struct digraph_canon chains;
};

struct repeat_key {
    struct repeat_kept kept;
    struct repeat_turn turned[REPEAT_TURNS - 1]; /* turns 1..7; turn 0 is kept.unturned */
};

/* Builds lv's key. Taps and chain starts come from the field's own graph, not from what
 * the level says about itself. */
void repeat_key_build(struct repeat_key *key, const struct level *lv);

/* Whether the levels behind a and b are the same, and by which rule. */
enum repeat_kind repeat_between(const struct repeat_key *a, const struct repeat_key *b);

/* "same picture", "answer in the same place", "same chains", or "not a repeat". */
const char *repeat_kind_name(enum repeat_kind kind);

/* The levels chosen so far, for checking new ones against. Start from {0}. */
enum {
    REPEAT_FINE = 16,       /* units: a fine cell, as wide as the reach of lining up, */
    REPEAT_FINE_REACH = 1,  /* so dots that line up are at most a cell apart each way */
    REPEAT_FINE_GRID = 128, /* fine cells each way, centred: 2,048 units */
};

struct repeat_cell_list {
    int *level; /* indices in kept, one per dot of that size in the cell */
    int len, cap;
};

struct repeat_set {
    int count, cap;
    struct repeat_kept *kept; /* in the order added */
    struct repeat_brief {     /* kept[i]'s counts, packed, for walking many at once */
        uint8_t n, taps;
        bool listed;          /* every dot on the fine grid, so in the cell lists */
    } *brief;
    int *slot;                /* open addressing by canonical hash: an index in kept, or -1 */
    int slots;                /* a power of two, at least twice cap */
    /* [size][row][col] of the fine grid: the kept levels with a dot of that size in that
     * cell. A dot of a new level can only line up with dots in its cell or the eight
     * around it, so reading those lists counts, per kept level, how many of the new
     * level's dots could line up, with no walk over every level */
    struct repeat_cell_list *cells;
    size_t cells_bytes;
};

/* Makes room for capacity levels in all, so adding up to that many allocates nothing. */
int repeat_set_reserve(struct repeat_set *set, int capacity, error_line *err);

/* Adds the level behind key. Fails only when memory runs out. */
int repeat_set_add(struct repeat_set *set, const struct repeat_key *key, error_line *err);

/* The same from the part of its key a set keeps (another set's kept[i]: the browser's
 * worker rebuilds the page's set from them). */
int repeat_set_add_kept(struct repeat_set *set, const struct repeat_kept *kept, error_line *err);

/* The same from the level itself, its key built here. */
int repeat_set_add_level(struct repeat_set *set, const struct level *lv, error_line *err);

/* Whether the level behind key repeats any level of the set: exactly whether
 * repeat_between names a repeat with any of their keys. */
bool repeat_set_has(const struct repeat_set *set, const struct repeat_key *key);

/* Forgets every level added after the first count, last first (a level taken back). */
void repeat_set_truncate(struct repeat_set *set, int count);

/* The heap the set holds, in bytes. */
size_t repeat_set_bytes(const struct repeat_set *set);

void repeat_set_free(struct repeat_set *set);

#endif
