/* repeats.c: lining two pictures up, and counting what lines up.
 *
 * Centroids are fractions; each key stores its field scaled by its own dot count n, so
 * a dot's offset from the centroid, n*x - sum, is an integer. Two levels of na and nb
 * dots are compared at the common scale na*nb: dots line up when
 * (nb*xa - na*xb)^2 + (nb*ya - na*yb)^2 <= (16*na*nb)^2, exactly, in 64 bits (coordinates
 * are int16, so the largest square stays below 2^59).
 *
 * The first level stays put and the second is turned. Most turns of most pairs are ruled
 * out before any distance is measured: each key drops its dots into a coarse grid, and a
 * dot of the second level can only line up with one of the first if its cell is the same
 * as, or next to, the cell of a dot of the first level of the same size (the cells are
 * wider than 16 units). The dots of the second level that pass bound how many can line
 * up; when too few pass, the turn is skipped. Otherwise, within each size both keys keep
 * their dots sorted by x, so a sweep only measures pairs less than 16 units apart in x.
 *
 * Counting what lines up is a bipartite matching, but in a fair field the pairs are
 * already one to one: two same-sized dots of one fair field stand at least 2*12+14 = 38
 * units apart, so no dot comes within 16 units of both (16+16 < 38). The count of pairs is
 * then the matching, and that is checked and used; only a field that breaks the spacing
 * rule (which `levelgen check` still examines) takes the augmenting-path search.
 */
#include "repeats.h"

#include <assert.h>
#include <stdbool.h>
#include <string.h>

/* The eight turns and mirrors of the square, as x' = xx*x + xy*y, y' = yx*x + yy*y. */
static const struct {
    int xx, xy, yx, yy;
} TURNS[REPEAT_TURNS] = {
    {1, 0, 0, 1},  {0, -1, 1, 0},  {-1, 0, 0, -1}, {0, 1, -1, 0},
    {-1, 0, 0, 1}, {1, 0, 0, -1},  {0, 1, 1, 0},   {0, -1, -1, 0},
};

struct placed {
    int size;
    int32_t x, y;
    int dot;
};

/* By size, then x, then y; the dot's number only breaks exact ties, for determinism. */
static bool placed_before(const struct placed *a, const struct placed *b)
{
    if (a->size != b->size)
        return a->size < b->size;
    if (a->x != b->x)
        return a->x < b->x;
    if (a->y != b->y)
        return a->y < b->y;
    return a->dot < b->dot;
}

/* The coarse cell holding scaled coordinate v of a field of n dots, or -1 if none. */
static int cell_of(int32_t v, int n)
{
    int32_t width = REPEAT_CELL * n, cell = v / width - (v % width < 0);
    cell += REPEAT_GRID / 2;
    return cell >= 0 && cell < REPEAT_GRID ? (int)cell : -1;
}

/* Fills the turn and its cells; false if a dot falls outside the grid. */
static bool build_turn(struct repeat_turn *turn, const struct level *lv, int t, dotset starts)
{
    int64_t sum_x = 0, sum_y = 0;
    for (int i = 0; i < lv->n; i++) {
        sum_x += lv->dots[i].x;
        sum_y += lv->dots[i].y;
    }
    struct placed p[DOTSET_MAX];
    for (int i = 0; i < lv->n; i++) {
        int32_t cx = (int32_t)(lv->n * lv->dots[i].x - sum_x);
        int32_t cy = (int32_t)(lv->n * lv->dots[i].y - sum_y);
        struct placed next = {lv->dots[i].size, TURNS[t].xx * cx + TURNS[t].xy * cy,
                              TURNS[t].yx * cx + TURNS[t].yy * cy, i};
        int j = i;
        for (; j > 0 && placed_before(&next, &p[j - 1]); j--)
            p[j] = p[j - 1];
        p[j] = next;
    }
    turn->starts = 0;
    bool on_grid = true;
    for (int i = 0; i < lv->n; i++) {
        turn->x[i] = p[i].x;
        turn->y[i] = p[i].y;
        if (dotset_has(starts, p[i].dot))
            turn->starts |= dotset_of(i);
        int col = cell_of(p[i].x, lv->n), row = cell_of(p[i].y, lv->n);
        on_grid = on_grid && col >= 0 && row >= 0;
        turn->col[i] = (uint8_t)(col >= 0 ? col : 0);
        turn->row[i] = (uint8_t)(row >= 0 ? row : 0);
    }
    return on_grid;
}

/* Marks the cells of the unturned field's dots, and their neighbours, size by size. */
static void mark_near(struct repeat_key *key)
{
    const struct repeat_turn *turn = &key->turn[0];
    for (int s = 0; s < SIZE_COUNT; s++)
        for (int i = key->size_first[s]; i < key->size_first[s + 1]; i++) {
            int c = turn->col[i];
            uint64_t cols = (uint64_t)1 << c;
            cols |= c > 0 ? (uint64_t)1 << (c - 1) : 0;
            cols |= c + 1 < REPEAT_GRID ? (uint64_t)1 << (c + 1) : 0;
            for (int r = turn->row[i] - 1; r <= turn->row[i] + 1; r++)
                if (r >= 0 && r < REPEAT_GRID)
                    key->near[s][r] |= cols;
        }
}

void repeat_key_build(struct repeat_key *key, const struct level *lv)
{
    assert(lv->n >= 0 && lv->n <= DOTSET_MAX);
    memset(key, 0, sizeof *key);
    key->n = lv->n;
    graph_build(&key->graph, lv->dots, lv->n);
    key->taps = key->graph.fewest_taps;
    key->start_count = dotset_count(key->graph.starts);
    for (int i = 0; i < lv->n; i++) {
        assert(lv->dots[i].size < SIZE_COUNT);
        key->size_first[lv->dots[i].size + 1]++;
    }
    for (int s = 0; s < SIZE_COUNT; s++)
        key->size_first[s + 1] += key->size_first[s];
    key->on_grid = true;
    for (int t = 0; t < REPEAT_TURNS; t++)
        key->on_grid &= build_turn(&key->turn[t], lv, t, key->graph.starts);
    mark_near(key);
    digraph_invariant_build(&key->chains, &key->graph);
}

/* How many dots of b, turned by t, have a dot of a of their size in or next to their
 * cell: at least as many as can line up. */
static int could_line_up(const struct repeat_key *a, const struct repeat_key *b, int t)
{
    const struct repeat_turn *tb = &b->turn[t];
    int count = 0;
    for (int s = 0; s < SIZE_COUNT; s++)
        for (int j = b->size_first[s]; j < b->size_first[s + 1]; j++)
            count += (int)((a->near[s][tb->row[j]] >> tb->col[j]) & 1);
    return count;
}

/* Fills line[i] with the dots of b, turned by t, that dot i of a lines up with. */
static void line_up(const struct repeat_key *a, const struct repeat_key *b, int t, dotset *line)
{
    const struct repeat_turn *ta = &a->turn[0], *tb = &b->turn[t];
    const int64_t na = a->n, nb = b->n, reach = REPEAT_LINE_UP * na * nb;
    memset(line, 0, (size_t)a->n * sizeof *line);
    for (int s = 0; s < SIZE_COUNT; s++) {
        int lo = b->size_first[s], end = b->size_first[s + 1];
        for (int i = a->size_first[s]; i < a->size_first[s + 1]; i++) {
            int64_t ax = nb * ta->x[i], ay = nb * ta->y[i];
            while (lo < end && na * tb->x[lo] < ax - reach)
                lo++;
            for (int j = lo; j < end && na * tb->x[j] <= ax + reach; j++) {
                int64_t dx = ax - na * tb->x[j], dy = ay - na * tb->y[j];
                if (dx * dx + dy * dy <= reach * reach)
                    line[i] |= dotset_of(j);
            }
        }
    }
}

/* Kuhn's augmenting path from row i; taken marks the columns this search has visited. */
static bool augment(const dotset *line, int i, int *row_of, dotset *taken)
{
    int j;
    for (DOTSET_EACH(j, line[i] & ~*taken, rest)) {
        *taken |= dotset_of(j);
        if (row_of[j] < 0 || augment(line, row_of[j], row_of, taken)) {
            row_of[j] = i;
            return true;
        }
    }
    return false;
}

/* The largest number of rows paired with distinct columns. */
static int matching(const dotset *line, int rows)
{
    int pairs = 0, linked = 0;
    dotset columns = 0;
    for (int i = 0; i < rows; i++) {
        pairs += dotset_count(line[i]);
        linked += line[i] != 0;
        columns |= line[i];
    }
    if (pairs == linked && dotset_count(columns) == pairs)
        return pairs; /* already one to one: always so between fair fields */
    int row_of[DOTSET_MAX];
    for (int j = 0; j < DOTSET_MAX; j++)
        row_of[j] = -1;
    int matched = 0;
    for (int i = 0; i < rows; i++) {
        dotset taken = 0;
        matched += augment(line, i, row_of, &taken);
    }
    return matched;
}

/* Whether the chain starts of the level with fewer of them all line up with distinct
 * chain starts of the other; a matching's size does not depend on the side it is
 * counted from. */
static bool starts_line_up(const struct repeat_key *a, const struct repeat_key *b, int t,
                           const dotset *line)
{
    dotset start_line[DOTSET_MAX] = {0};
    int i;
    for (DOTSET_EACH(i, a->turn[0].starts, rest))
        start_line[i] = line[i] & b->turn[t].starts;
    int fewer = a->start_count < b->start_count ? a->start_count : b->start_count;
    return matching(start_line, a->n) == fewer;
}

enum repeat_kind repeat_between(const struct repeat_key *a, const struct repeat_key *b)
{
    const int larger = a->n > b->n ? a->n : b->n;
    const bool same_taps = a->taps == b->taps;
    /* The fewest dots that must line up for either picture rule to hold. */
    const int need = same_taps ? (larger + 2) / 3 : larger / 2 + 1;
    int could = 0;
    for (int s = 0; s < SIZE_COUNT; s++) {
        int in_a = a->size_first[s + 1] - a->size_first[s];
        int in_b = b->size_first[s + 1] - b->size_first[s];
        could += in_a < in_b ? in_a : in_b;
    }
    if (larger > 0 && could >= need) {
        const bool grid = a->on_grid && b->on_grid;
        bool answer = false;
        for (int t = 0; t < REPEAT_TURNS; t++) {
            if (grid && could_line_up(a, b, t) < need)
                continue;
            dotset line[DOTSET_MAX];
            line_up(a, b, t, line);
            int lined = matching(line, a->n);
            if (2 * lined > larger)
                return REPEAT_SAME_PICTURE;
            if (same_taps && 3 * lined >= larger && !answer)
                answer = starts_line_up(a, b, t, line);
        }
        if (answer)
            return REPEAT_SAME_ANSWER;
    }
    if (digraph_invariants_equal(&a->chains, &b->chains) &&
        digraph_isomorphic(&a->graph, &b->graph, NULL))
        return REPEAT_SAME_CHAINS;
    return REPEAT_NONE;
}

const char *repeat_kind_name(enum repeat_kind kind)
{
    switch (kind) {
    case REPEAT_NONE:
        return "not a repeat";
    case REPEAT_SAME_PICTURE:
        return "same picture";
    case REPEAT_SAME_ANSWER:
        return "answer in the same place";
    case REPEAT_SAME_CHAINS:
        return "same chains";
    }
    return "unknown repeat";
}
