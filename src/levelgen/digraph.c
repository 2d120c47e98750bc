/* digraph.c: colour refinement and individualisation, on one graph or two side by side.
 *
 * A partition is an ordered list of cells; cell c holds cell[0][c], dots of the first
 * graph, and when two graphs are compared cell[1][c], dots of the second. Refining splits
 * a cell by how many out- and in-neighbours each member has in a splitter cell, until every
 * cell is stable against every cell (the coarsest equitable partition). Nothing here looks
 * at a dot's number, only at counts and cell positions, and the pieces of a split cell are
 * placed in order of their counts; so the cells come out in the same order however the
 * dots are numbered. That makes one graph's refined partition an invariant, and keeps two
 * graphs refined side by side in step: a piece holding more dots of one graph than of the
 * other proves that no relabelling fits.
 *
 * The search fixes a dot u of the first graph in the smallest cell that is not yet a
 * single pair, tries each dot v of the second graph in that cell as u's partner (a new
 * cell {u | v}), refines, and goes deeper; a fully split partition is a relabelling, which
 * is checked edge by edge before it is believed. Every partner is tried before a no, with
 * one exception that loses nothing: a dot w with the same edges to every other dot as an
 * already refused partner v (twins, like the dots only one dot reaches) is refused too,
 * since swapping v and w changes nothing in the second graph.
 *
 * Refinement sees nothing to split among identical separate pieces, and a search over
 * them would try every way to pair them up before finding a difference elsewhere. So the
 * graphs are cut into their weakly connected components first, and the pieces of the
 * first graph are paired off one at a time with pieces of the second; isomorphism being
 * an equivalence, taking the first piece that fits never spoils a later pairing.
 */
#include "digraph.h"

#include <limits.h>
#include <string.h>

/* One graph (count 1) or two (count 2), with both edge directions at hand. */
struct sides {
    int n, count;
    dotset out[2][DOTSET_MAX];
    dotset in[2][DOTSET_MAX];
};

struct partition {
    int cells;
    dotset cell[2][DOTSET_MAX];
};

static void sides_load(struct sides *g, int side, const struct chain_graph *graph)
{
    g->n = graph->n;
    memset(g->in[side], 0, sizeof g->in[side]);
    for (int u = 0; u < graph->n; u++) {
        g->out[side][u] = graph->touches[u];
        int v;
        for (DOTSET_EACH(v, graph->touches[u], rest))
            g->in[side][v] |= dotset_of(u);
    }
}

/* One cell holding the dots of part[s] on each side; dots outside it are left alone. */
static void partition_one(struct partition *p, const dotset *part, int count)
{
    memset(p, 0, sizeof *p);
    p->cells = part[0] != 0;
    for (int s = 0; s < count; s++)
        p->cell[s][0] = part[s];
}

static int split_key(const struct sides *g, int side, int u, const dotset *by)
{
    return dotset_count(g->out[side][u] & by[side]) * (DOTSET_MAX + 1) +
           dotset_count(g->in[side][u] & by[side]);
}

/* Splits cell c by each member's counts into the splitter cell `by`, pieces in ascending
 * order of count: the first keeps c, the rest are appended. Sets *split when it split;
 * false when a piece holds more dots of one graph than of the other. */
static bool split_cell(struct partition *p, const struct sides *g, int c, const dotset *by,
                       bool *split)
{
    int key[2][DOTSET_MAX];
    int lo = INT_MAX, hi = INT_MIN;
    for (int s = 0; s < g->count; s++) {
        int u;
        for (DOTSET_EACH(u, p->cell[s][c], rest)) {
            key[s][u] = split_key(g, s, u, by);
            lo = key[s][u] < lo ? key[s][u] : lo;
            hi = key[s][u] > hi ? key[s][u] : hi;
        }
    }
    *split = lo != hi;
    if (!*split)
        return true;
    dotset left[2] = {p->cell[0][c], p->cell[1][c]};
    for (bool first = true; left[0] | left[1]; first = false) {
        dotset piece[2] = {0, 0};
        int next = INT_MAX;
        for (int s = 0; s < g->count; s++) {
            int u;
            for (DOTSET_EACH(u, left[s], rest)) {
                if (key[s][u] == lo)
                    piece[s] |= dotset_of(u);
                else if (key[s][u] < next)
                    next = key[s][u];
            }
            left[s] &= ~piece[s];
        }
        if (g->count == 2 && dotset_count(piece[0]) != dotset_count(piece[1]))
            return false;
        int dest = first ? c : p->cells++;
        p->cell[0][dest] = piece[0];
        p->cell[1][dest] = piece[1];
        lo = next;
    }
    return true;
}

/* Refines until stable, starting from the splitter cells in queued (lowest first; a cell
 * goes back in the queue whenever it splits). False when the two graphs fell out of step. */
static bool refine(struct partition *p, const struct sides *g, dotset queued)
{
    while (queued) {
        int sp = dotset_first(queued);
        queued &= queued - 1;
        const dotset by[2] = {p->cell[0][sp], p->cell[1][sp]};
        for (int c = 0; c < p->cells; c++) {
            if (dotset_count(p->cell[0][c]) < 2)
                continue; /* a single pair cannot split */
            int before = p->cells;
            bool split;
            if (!split_cell(p, g, c, by, &split))
                return false;
            if (split)
                queued |= dotset_of(c) | (dotset_all(p->cells) & ~dotset_all(before));
        }
    }
    return true;
}

/* Whether map carries every edge from the first graph's dots in p onto one of the
 * second's, and back. */
static bool relabels(const struct partition *p, const struct sides *g, const uint8_t *map)
{
    for (int c = 0; c < p->cells; c++) {
        int u = dotset_first(p->cell[0][c]), v;
        dotset image = 0;
        for (DOTSET_EACH(v, g->out[0][u], rest))
            image |= dotset_of(map[v]);
        if (image != g->out[1][map[u]])
            return false;
    }
    return true;
}

/* Whether dot w of graph side is a twin of one of the dots in tried. */
static bool twin_of(const struct sides *g, int side, int w, dotset tried)
{
    int v;
    for (DOTSET_EACH(v, tried, rest)) {
        dotset pair = dotset_of(v) | dotset_of(w);
        if (((g->out[side][v] ^ g->out[side][w]) & ~pair) == 0 &&
            ((g->in[side][v] ^ g->in[side][w]) & ~pair) == 0 &&
            dotset_has(g->out[side][v], w) == dotset_has(g->out[side][w], v))
            return true;
    }
    return false;
}

/* p with dot u of side 0 (and v of side 1, when two) taken out of cell c into a cell of
 * its own, placed last, then refined from the two. */
static bool individualise(struct partition *p, const struct sides *g, int c, int u, int v)
{
    int fixed = p->cells++;
    p->cell[0][c] &= ~dotset_of(u);
    p->cell[0][fixed] = dotset_of(u);
    if (g->count == 2) {
        p->cell[1][c] &= ~dotset_of(v);
        p->cell[1][fixed] = dotset_of(v);
    }
    return refine(p, g, dotset_of(c) | dotset_of(fixed));
}

/* The first of the smallest cells of more than one dot, or -1 when every cell is one. */
static int target_cell(const struct partition *p)
{
    int target = -1, smallest = INT_MAX;
    for (int c = 0; c < p->cells; c++) {
        int size = dotset_count(p->cell[0][c]);
        if (size > 1 && size < smallest) {
            smallest = size;
            target = c;
        }
    }
    return target;
}

/* p is refined and in step; finds a relabelling that respects it, into map. */
static bool search(const struct partition *p, const struct sides *g, uint8_t *map)
{
    int target = target_cell(p);
    if (target < 0) {
        for (int c = 0; c < p->cells; c++)
            map[dotset_first(p->cell[0][c])] = (uint8_t)dotset_first(p->cell[1][c]);
        return relabels(p, g, map);
    }
    int u = dotset_first(p->cell[0][target]), v;
    dotset tried = 0;
    for (DOTSET_EACH(v, p->cell[1][target], rest)) {
        if (twin_of(g, 1, v, tried))
            continue;
        tried |= dotset_of(v);
        struct partition q = *p;
        if (individualise(&q, g, target, u, v) && search(&q, g, map))
            return true;
    }
    return false;
}

/* piece[u]: the dots joined to u by edges in either direction, on one side. */
static void weak_components(const struct sides *g, int side, dotset *piece)
{
    dotset both_ways[DOTSET_MAX];
    for (int u = 0; u < g->n; u++)
        both_ways[u] = g->out[side][u] | g->in[side][u];
    struct chain_graph undirected;
    graph_from_touches(&undirected, both_ways, g->n);
    memcpy(piece, undirected.chain, (size_t)g->n * sizeof *piece);
}

/* Whether the pieces part[0] of the first graph and part[1] of the second are
 * isomorphic; if so, map is filled for the dots of part[0]. */
static bool pieces_isomorphic(const struct sides *g, const dotset *part, uint8_t *map)
{
    if (dotset_count(part[0]) != dotset_count(part[1]))
        return false;
    struct partition p;
    partition_one(&p, part, 2);
    return refine(&p, g, dotset_all(p.cells)) && search(&p, g, map);
}

bool digraph_isomorphic(const struct chain_graph *a, const struct chain_graph *b, uint8_t *map)
{
    if (a->n != b->n)
        return false;
    struct sides g;
    g.count = 2;
    sides_load(&g, 0, a);
    sides_load(&g, 1, b);
    dotset piece[2][DOTSET_MAX];
    weak_components(&g, 0, piece[0]);
    weak_components(&g, 1, piece[1]);
    uint8_t found[DOTSET_MAX];
    dotset unpaired = dotset_all(g.n); /* dots of the second graph not yet paired */
    for (dotset left = dotset_all(g.n); left; left &= ~piece[0][dotset_first(left)]) {
        dotset part[2] = {piece[0][dotset_first(left)], 0};
        dotset candidates = unpaired;
        for (; candidates; candidates &= ~part[1]) {
            part[1] = piece[1][dotset_first(candidates)];
            if (pieces_isomorphic(&g, part, found))
                break;
        }
        if (!candidates)
            return false;
        unpaired &= ~part[1];
    }
    if (map)
        memcpy(map, found, (size_t)a->n);
    return true;
}

/* ---- the canonical form ------------------------------------------------------------
 *
 * The search tree of one graph: each node a refined partition, its children the ways to
 * take one dot of its target cell into a cell of its own, its leaves the partitions of
 * single dots. A leaf numbers the dots by their cells' positions, and so relabels the
 * graph; nothing in the tree looks at a dot's number, so a relabelled graph has the same
 * tree, relabelled, and the same set of relabelled graphs at its leaves. The canonical
 * form is the least of them (rows compared as numbers, first row first).
 *
 * Only subtrees that an automorphism carries onto subtrees already searched are skipped,
 * since they hold the same relabelled graphs: a twin of a dot already tried; a dot in the
 * same orbit as one already tried, under the automorphisms found so far that fix the
 * node's path; and, when a leaf gives the same graph as the first leaf or the least so
 * far (an automorphism that maps that leaf's path onto this one), the rest of this
 * subtree, back up to where the two paths part.
 */

enum { CANON_GENERATORS = 64 }; /* automorphisms kept for pruning; more are dropped */

struct canon_leaf {
    int depth;
    uint8_t path[DOTSET_MAX]; /* the dots individualised on the way to it */
    uint8_t lab[DOTSET_MAX];  /* lab[i]: the dot labelled i */
    dotset rows[DOTSET_MAX];  /* the graph relabelled */
};

struct canon_search {
    const struct sides *g;
    uint8_t path[DOTSET_MAX];
    bool have_first;
    struct canon_leaf first, best;
    uint8_t gen[CANON_GENERATORS][DOTSET_MAX];
    int gens;
};

static int rows_compare(const dotset *a, const dotset *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static int common_prefix(const uint8_t *a, const uint8_t *b, int len)
{
    int k = 0;
    while (k < len && a[k] == b[k])
        k++;
    return k;
}

/* The automorphism that takes the leaf seen's labelling to lab: seen->lab[i] -> lab[i]. */
static void keep_automorphism(struct canon_search *s, const struct canon_leaf *seen,
                              const uint8_t *lab)
{
    if (s->gens == CANON_GENERATORS)
        return;
    for (int i = 0; i < s->g->n; i++)
        s->gen[s->gens][seen->lab[i]] = lab[i];
    s->gens++;
}

/* A leaf at depth; returns the depth the search goes on from (see explore). */
static int canon_leaf(struct canon_search *s, const struct partition *p, int depth)
{
    const int n = s->g->n;
    struct canon_leaf here;
    uint8_t at[DOTSET_MAX];
    here.depth = depth;
    memcpy(here.path, s->path, (size_t)depth);
    for (int c = 0; c < p->cells; c++) {
        here.lab[c] = (uint8_t)dotset_first(p->cell[0][c]);
        at[here.lab[c]] = (uint8_t)c;
    }
    for (int i = 0; i < n; i++) {
        dotset row = 0;
        int v;
        for (DOTSET_EACH(v, s->g->out[0][here.lab[i]], rest))
            row |= dotset_of(at[v]);
        here.rows[i] = row;
    }
    if (!s->have_first) {
        s->have_first = true;
        s->first = s->best = here;
        return depth;
    }
    const struct canon_leaf *same = NULL;
    if (rows_compare(here.rows, s->first.rows, n) == 0)
        same = &s->first;
    else if (rows_compare(here.rows, s->best.rows, n) == 0)
        same = &s->best;
    if (same) {
        keep_automorphism(s, same, here.lab);
        return common_prefix(here.path, same->path, depth < same->depth ? depth : same->depth);
    }
    if (rows_compare(here.rows, s->best.rows, n) < 0)
        s->best = here;
    return depth;
}

static int orbit_root(uint8_t *root, int u)
{
    while (root[u] != u)
        u = root[u] = root[root[u]];
    return u;
}

/* root: the orbits of the automorphisms found that fix the first depth dots of the path. */
static void orbits(const struct canon_search *s, int depth, uint8_t *root)
{
    for (int u = 0; u < s->g->n; u++)
        root[u] = (uint8_t)u;
    for (int k = 0; k < s->gens; k++) {
        const uint8_t *gamma = s->gen[k];
        bool fixes = true;
        for (int d = 0; d < depth && fixes; d++)
            fixes = gamma[s->path[d]] == s->path[d];
        for (int u = 0; fixes && u < s->g->n; u++) {
            int a = orbit_root(root, u), b = orbit_root(root, gamma[u]);
            root[a > b ? a : b] = (uint8_t)(a < b ? a : b);
        }
    }
}

/* Searches below p, a node at depth. Returns the depth to go on from: a leaf that
 * matched an earlier one sends the search back to the node where their paths part, and
 * every node deeper than that gives up its remaining children. */
static int explore(struct canon_search *s, const struct partition *p, int depth)
{
    int target = target_cell(p);
    if (target < 0)
        return canon_leaf(s, p, depth);
    dotset tried = 0;
    uint8_t root[DOTSET_MAX];
    int orbit_gens = -1, v;
    for (DOTSET_EACH(v, p->cell[0][target], rest)) {
        if (twin_of(s->g, 0, v, tried))
            continue;
        if (orbit_gens != s->gens) {
            orbits(s, depth, root);
            orbit_gens = s->gens;
        }
        bool seen = false;
        int w;
        for (DOTSET_EACH(w, tried, rest_tried))
            seen |= orbit_root(root, w) == orbit_root(root, v);
        if (seen)
            continue;
        tried |= dotset_of(v);
        struct partition q = *p;
        individualise(&q, s->g, target, v, 0); /* one graph never falls out of step */
        s->path[depth] = (uint8_t)v;
        int back = explore(s, &q, depth + 1);
        if (back < depth)
            return back;
    }
    return depth;
}

void digraph_canon_build(struct digraph_canon *c, const struct chain_graph *g)
{
    struct sides one;
    one.count = 1;
    sides_load(&one, 0, g);
    struct partition p;
    const dotset all = dotset_all(g->n);
    partition_one(&p, &all, 1);
    refine(&p, &one, dotset_all(p.cells)); /* one graph never falls out of step */
    struct canon_search s = {.g = &one};
    explore(&s, &p, 0);
    memset(c, 0, sizeof *c);
    c->n = g->n;
    uint64_t h = 0xcbf29ce484222325ULL ^ (uint64_t)g->n;
    for (int i = 0; i < g->n; i++) {
        c->rows[i] = s.best.rows[i];
        h = (h ^ c->rows[i]) * 0x100000001b3ULL;
        h ^= h >> 29;
    }
    c->hash = h;
}

bool digraph_canons_equal(const struct digraph_canon *a, const struct digraph_canon *b)
{
    return a->n == b->n && a->hash == b->hash && rows_compare(a->rows, b->rows, a->n) == 0;
}
