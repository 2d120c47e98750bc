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
#include <stdlib.h>
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

/* Turn t of key's field. */
static const struct repeat_turn *turn_of(const struct repeat_key *key, int t)
{
    return t == 0 ? &key->kept.unturned : &key->turned[t - 1];
}

/* Marks the cells of the unturned field's dots, and their neighbours, size by size. */
static void mark_near(struct repeat_kept *key)
{
    const struct repeat_turn *turn = &key->unturned;
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
    struct repeat_kept *k = &key->kept;
    struct chain_graph graph;
    k->n = lv->n;
    graph_build(&graph, lv->dots, lv->n);
    k->taps = graph.fewest_taps;
    k->start_count = dotset_count(graph.starts);
    for (int i = 0; i < lv->n; i++) {
        assert(lv->dots[i].size < SIZE_COUNT);
        k->size_first[lv->dots[i].size + 1]++;
    }
    for (int s = 0; s < SIZE_COUNT; s++)
        k->size_first[s + 1] += k->size_first[s];
    k->on_grid = true;
    for (int t = 0; t < REPEAT_TURNS; t++)
        k->on_grid &= build_turn(t == 0 ? &k->unturned : &key->turned[t - 1], lv, t, graph.starts);
    mark_near(k);
    digraph_canon_build(&k->chains, &graph);
}

/* How many dots of b, turned by t, have a dot of a of their size in or next to their
 * cell: at least as many as can line up. */
static int could_line_up(const struct repeat_kept *a, const struct repeat_key *b, int t)
{
    const struct repeat_turn *tb = turn_of(b, t);
    int count = 0;
    for (int s = 0; s < SIZE_COUNT; s++)
        for (int j = b->kept.size_first[s]; j < b->kept.size_first[s + 1]; j++)
            count += (int)((a->near[s][tb->row[j]] >> tb->col[j]) & 1);
    return count;
}

/* Fills line[i] with the dots of b, turned by t, that dot i of a lines up with. */
static void line_up(const struct repeat_kept *a, const struct repeat_key *b, int t, dotset *line)
{
    const struct repeat_turn *ta = &a->unturned, *tb = turn_of(b, t);
    const int64_t na = a->n, nb = b->kept.n, reach = REPEAT_LINE_UP * na * nb;
    memset(line, 0, (size_t)a->n * sizeof *line);
    for (int s = 0; s < SIZE_COUNT; s++) {
        int lo = b->kept.size_first[s], end = b->kept.size_first[s + 1];
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
static bool starts_line_up(const struct repeat_kept *a, const struct repeat_key *b, int t,
                           const dotset *line)
{
    dotset start_line[DOTSET_MAX] = {0};
    int i;
    for (DOTSET_EACH(i, a->unturned.starts, rest))
        start_line[i] = line[i] & turn_of(b, t)->starts;
    int fewer = a->start_count < b->kept.start_count ? a->start_count : b->kept.start_count;
    return matching(start_line, a->n) == fewer;
}

/* The picture rules, with a kept and b turned. */
static enum repeat_kind same_picture(const struct repeat_kept *a, const struct repeat_key *b)
{
    const int larger = a->n > b->kept.n ? a->n : b->kept.n;
    const bool same_taps = a->taps == b->kept.taps;
    /* The fewest dots that must line up for either picture rule to hold. */
    const int need = same_taps ? (larger + 2) / 3 : larger / 2 + 1;
    int could = 0;
    for (int s = 0; s < SIZE_COUNT; s++) {
        int in_a = a->size_first[s + 1] - a->size_first[s];
        int in_b = b->kept.size_first[s + 1] - b->kept.size_first[s];
        could += in_a < in_b ? in_a : in_b;
    }
    if (larger > 0 && could >= need) {
        const bool grid = a->on_grid && b->kept.on_grid;
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
    return REPEAT_NONE;
}

enum repeat_kind repeat_between(const struct repeat_key *a, const struct repeat_key *b)
{
    enum repeat_kind kind = same_picture(&a->kept, b);
    if (kind == REPEAT_NONE && digraph_canons_equal(&a->kept.chains, &b->kept.chains))
        kind = REPEAT_SAME_CHAINS;
    return kind;
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

/* ---- the repeat set ------------------------------------------------------------------ */

/* Where hash starts its probe in a table of slots slots. */
static int slot_of(uint64_t hash, int slots)
{
    return (int)(hash & (uint64_t)(slots - 1));
}

static void slot_put(int *slot, int slots, uint64_t hash, int index)
{
    int i = slot_of(hash, slots);
    while (slot[i] >= 0)
        i = (i + 1) & (slots - 1);
    slot[i] = index;
}

int repeat_set_reserve(struct repeat_set *set, int capacity, error_line *err)
{
    if (capacity <= set->cap)
        return 0;
    int slots = 16;
    while (slots < 2 * capacity)
        slots *= 2;
    int *slot = malloc(sizeof *slot * (size_t)slots);
    struct repeat_brief *brief = slot ? realloc(set->brief, sizeof *brief * (size_t)capacity) : NULL;
    if (brief)
        set->brief = brief;
    struct repeat_kept *kept = brief ? realloc(set->kept, sizeof *kept * (size_t)capacity) : NULL;
    if (!kept) {
        free(slot);
        return error_fail(err, "out of memory for the repeat check of %d levels", capacity);
    }
    for (int i = 0; i < slots; i++)
        slot[i] = -1;
    for (int i = 0; i < set->count; i++)
        slot_put(slot, slots, kept[i].chains.hash, i);
    free(set->slot);
    set->kept = kept;
    set->cap = capacity;
    set->slot = slot;
    set->slots = slots;
    return 0;
}

_Static_assert(REPEAT_FINE * REPEAT_FINE_REACH >= REPEAT_LINE_UP,
               "dots that line up must be at most REPEAT_FINE_REACH fine cells apart");

/* The fine cell holding scaled coordinate v of a field of n dots, or -1 if none. */
static int fine_of(int32_t v, int n)
{
    int32_t width = REPEAT_FINE * n, cell = v / width - (v % width < 0);
    cell += REPEAT_FINE_GRID / 2;
    return cell >= 0 && cell < REPEAT_FINE_GRID ? (int)cell : -1;
}

static struct repeat_cell_list *cell_list(const struct repeat_set *set, int s, int row, int col)
{
    return &set->cells[(s * REPEAT_FINE_GRID + row) * REPEAT_FINE_GRID + col];
}

/* Whether every dot of turn has its fine cell; rows and cols get them. */
static bool fine_cells(const struct repeat_turn *turn, int n, int *rows, int *cols)
{
    bool all = true;
    for (int i = 0; i < n; i++) {
        rows[i] = fine_of(turn->y[i], n);
        cols[i] = fine_of(turn->x[i], n);
        all = all && rows[i] >= 0 && cols[i] >= 0;
    }
    return all;
}

/* Puts kept level index in the list of the fine cell of each of its dots; false, with
 * nothing listed, when a dot is off the fine grid. */
static int list_cells(struct repeat_set *set, const struct repeat_kept *k, int index, bool *listed,
                      error_line *err)
{
    int rows[DOTSET_MAX], cols[DOTSET_MAX];
    *listed = fine_cells(&k->unturned, k->n, rows, cols);
    if (!*listed)
        return 0;
    if (!set->cells) {
        size_t count = (size_t)SIZE_COUNT * REPEAT_FINE_GRID * REPEAT_FINE_GRID;
        set->cells = calloc(count, sizeof *set->cells);
        if (!set->cells)
            return error_fail(err, "out of memory for the repeat check");
        set->cells_bytes = sizeof *set->cells * count;
    }
    for (int s = 0; s < SIZE_COUNT; s++)
        for (int i = k->size_first[s]; i < k->size_first[s + 1]; i++) {
            struct repeat_cell_list *l = cell_list(set, s, rows[i], cols[i]);
            if (l->len == l->cap) {
                int cap = l->cap ? 2 * l->cap : 8;
                int *grown = realloc(l->level, sizeof *grown * (size_t)cap);
                if (!grown)
                    return error_fail(err, "out of memory for the repeat check");
                set->cells_bytes += sizeof *grown * (size_t)(cap - l->cap);
                l->level = grown;
                l->cap = cap;
            }
            l->level[l->len++] = index;
        }
    return 0;
}

int repeat_set_add_kept(struct repeat_set *set, const struct repeat_kept *kept, error_line *err)
{
    if (set->count == set->cap &&
        repeat_set_reserve(set, set->cap < 64 ? 128 : 2 * set->cap, err) != 0)
        return -1;
    bool listed;
    if (list_cells(set, kept, set->count, &listed, err) != 0) {
        repeat_set_truncate(set, set->count); /* takes back the cells listed so far */
        return -1;
    }
    set->kept[set->count] = *kept;
    set->brief[set->count] = (struct repeat_brief){(uint8_t)kept->n, (uint8_t)kept->taps,
                                                   listed};
    slot_put(set->slot, set->slots, kept->chains.hash, set->count);
    set->count++;
    return 0;
}

int repeat_set_add(struct repeat_set *set, const struct repeat_key *key, error_line *err)
{
    return repeat_set_add_kept(set, &key->kept, err);
}

int repeat_set_add_level(struct repeat_set *set, const struct level *lv, error_line *err)
{
    struct repeat_key key;
    repeat_key_build(&key, lv);
    return repeat_set_add(set, &key, err);
}

/* For each kept level on the fine grid, the most pairs, under any one turn, of a dot of
 * key and a dot of the kept level of its size at most REPEAT_FINE_REACH cells away:
 * at least as many as line up under that turn. most and hits have set->count entries.
 * False when a dot of key falls off the fine grid. */
static bool most_near(const struct repeat_set *set, const struct repeat_key *key, uint16_t *most,
                      uint16_t *hits)
{
    memset(most, 0, sizeof *most * (size_t)set->count);
    for (int t = 0; t < REPEAT_TURNS; t++) {
        int rows[DOTSET_MAX], cols[DOTSET_MAX];
        if (!fine_cells(turn_of(key, t), key->kept.n, rows, cols))
            return false;
        memset(hits, 0, sizeof *hits * (size_t)set->count);
        for (int s = 0; s < SIZE_COUNT; s++)
            for (int j = key->kept.size_first[s]; j < key->kept.size_first[s + 1]; j++)
                for (int r = rows[j] - REPEAT_FINE_REACH; r <= rows[j] + REPEAT_FINE_REACH; r++)
                    for (int c = cols[j] - REPEAT_FINE_REACH; c <= cols[j] + REPEAT_FINE_REACH; c++) {
                        if (r < 0 || r >= REPEAT_FINE_GRID || c < 0 || c >= REPEAT_FINE_GRID)
                            continue;
                        const struct repeat_cell_list *l = cell_list(set, s, r, c);
                        for (int i = 0; i < l->len; i++)
                            hits[l->level[i]]++; /* at most 64 * 64 */
                    }
        for (int i = 0; i < set->count; i++)
            most[i] = hits[i] > most[i] ? hits[i] : most[i];
    }
    return true;
}

bool repeat_set_has(const struct repeat_set *set, const struct repeat_key *key)
{
    const struct digraph_canon *chains = &key->kept.chains;
    for (int i = set->slots ? slot_of(chains->hash, set->slots) : 0; set->slots && set->slot[i] >= 0;
         i = (i + 1) & (set->slots - 1))
        if (digraph_canons_equal(&set->kept[set->slot[i]].chains, chains))
            return true;
    /* Either picture rule needs at least `need` dots lined up under one turn, each within
     * REPEAT_LINE_UP of its partner, so REPEAT_FINE_REACH cells away at most: a kept level with
     * fewer such pairs under every turn cannot repeat. Without the counts (a dot off the
     * fine grid, or no memory for them) every kept level gets the full comparison. */
    uint16_t *most = set->cells ? malloc(sizeof *most * (2 * (size_t)set->count + 1)) : NULL;
    bool counted = most && most_near(set, key, most, most + set->count);
    bool found = false;
    for (int i = 0; i < set->count && !found; i++) {
        const struct repeat_brief *a = &set->brief[i];
        int larger = a->n > key->kept.n ? a->n : key->kept.n;
        int need = a->taps == key->kept.taps ? (larger + 2) / 3 : larger / 2 + 1;
        if (counted && a->listed && most[i] < need)
            continue;
        found = same_picture(&set->kept[i], key) != REPEAT_NONE;
    }
    free(most);
    return found;
}

/* Undoing insertions last first needs no rehash: a level added earlier found every
 * slot of a later one empty, so its probe never passed over one. */
void repeat_set_truncate(struct repeat_set *set, int count)
{
    for (; set->count > count && set->count > 0; set->count--) {
        const struct repeat_kept *k = &set->kept[set->count - 1];
        int i = slot_of(k->chains.hash, set->slots);
        while (set->slot[i] != set->count - 1)
            i = (i + 1) & (set->slots - 1);
        set->slot[i] = -1;
    }
    /* The lists, last first too; also what a failed add listed before it ran out. */
    for (int c = 0; set->cells && c < SIZE_COUNT * REPEAT_FINE_GRID * REPEAT_FINE_GRID; c++) {
        struct repeat_cell_list *l = &set->cells[c];
        while (l->len > 0 && l->level[l->len - 1] >= count)
            l->len--;
    }
}

size_t repeat_set_bytes(const struct repeat_set *set)
{
    return (sizeof *set->kept + sizeof *set->brief) * (size_t)set->cap +
           sizeof *set->slot * (size_t)set->slots + set->cells_bytes;
}

void repeat_set_free(struct repeat_set *set)
{
    for (int c = 0; set->cells && c < SIZE_COUNT * REPEAT_FINE_GRID * REPEAT_FINE_GRID; c++)
        free(set->cells[c].level);
    free(set->cells);
    free(set->brief);
    free(set->kept);
    free(set->slot);
    *set = (struct repeat_set){0};
}
