/* grow.c: the three stages of grow.h, with the side-door guard kept incremental.
 *
 * For every dot the grower keeps its chain (what a tap on it pops). Adding dot x with
 * out-set O (what x's ring touches) and in-set I (whose rings touch x) changes only two
 * things: x's chain is x plus the chains of O, and every dot whose chain meets I now also
 * pops x's chain. So a candidate dot is judged in a few word operations: it is refused
 * when some root that would reach x would then reach another root, or a core dot of
 * another tree (x itself counts as a core dot while cores are grown).
 *
 * Positions are drawn as integer offsets in a square and kept only inside the wanted
 * ring band, so no trigonometry or floating point touches a decision.
 */
#include "grow.h"

#include <assert.h>
#include <string.h>

#include "bits.h"
#include "graph.h"
#include "solver.h"

const char *const GROW_OUTCOME_NAMES[GROW_OUTCOMES] = {
    [GROWN] = "grown",
    [GROW_NO_ROOM] = "no room",
    [GROW_UNFAIR_SHARE] = "unfair share",
    [GROW_SOLVER_DISAGREES] = "solver disagrees",
};

enum {
    ROOT_SPACING = FIELD_HEIGHT / 3 + 1, /* at least a third of the field's height */
    ROOT_TRIES = 400,
    PLACE_TRIES = 48, /* positions tried for a dot at one size before it is tried smaller */
};

/* grow_field's state: the field, and where its choices come from. */
struct grower {
    struct growth f;
    const struct grow_spec *spec;
    struct rng *r;
};

int grow_fair_share(int n, int taps) { return (n + 2 * taps - 1) / (2 * taps); }

static int64_t sq(int64_t v) { return v * v; }

/* Whether x, at its position, is fair to read beside every dot already grown. */
static bool fits(const struct growth *g, const struct dot *x)
{
    if (!dot_inside(x))
        return false;
    for (int i = 0; i < g->n; i++)
        if (!dots_fair(&g->dots[i], x))
            return false;
    return true;
}

void growth_start(struct growth *g, const struct grow_spec *spec)
{
    memset(g, 0, sizeof *g);
    g->spec = spec;
}

enum grow_refusal growth_add(struct growth *g, const struct dot *x, int t, enum grow_role role,
                             struct grow_freedom may)
{
    assert(role == ROLE_ROOT ? t == g->rooted && t < GROW_MAX_TAPS : t >= 0 && t < g->rooted);
    if (g->n == DOTSET_MAX)
        return REFUSED_FULL;
    if (!fits(g, x))
        return REFUSED_UNFAIR;
    int xi = g->n;
    dotset out = 0, in = 0;
    for (int v = 0; v < g->n; v++) {
        if (dot_touches(x, &g->dots[v]))
            out |= dotset_of(v);
        if (dot_touches(&g->dots[v], x))
            in |= dotset_of(v);
    }
    if (!may.reach_back && ((out & g->roots) || (role == ROLE_ROOT && in)))
        return REFUSED_REACHES_ROOT;
    if (may.leaf && out)
        return REFUSED_NOT_LEAF;

    dotset xchain = dotset_of(xi), reachers = dotset_of(xi);
    int v;
    for (DOTSET_EACH(v, out, rest))
        xchain |= g->chain[v];
    for (int u = 0; u < g->n; u++)
        if (g->chain[u] & in)
            reachers |= dotset_of(u);

    /* The side-door guard: a root that will reach x must not then reach another root or
     * another tree's core. x is a root or core dot itself when its role says so. */
    dotset roots = g->roots | (role == ROLE_ROOT ? dotset_of(xi) : 0);
    dotset core[GROW_MAX_TAPS];
    memcpy(core, g->core, sizeof core);
    if (role != ROLE_FREE)
        core[t] |= dotset_of(xi);
    int trees = g->rooted + (role == ROLE_ROOT);
    for (int rt = 0; rt < trees; rt++) {
        int root = rt == t && role == ROLE_ROOT ? xi : g->root[rt];
        if (!dotset_has(reachers, root))
            continue;
        dotset forbidden = roots & ~dotset_of(root);
        for (int o = 0; o < trees; o++)
            if (o != rt)
                forbidden |= core[o];
        if (xchain & forbidden)
            return REFUSED_SIDE_DOOR;
    }

    g->dots[xi] = *x;
    for (DOTSET_EACH(v, reachers, rest2))
        g->chain[v] |= xchain;
    g->tree[t] |= dotset_of(xi);
    g->core[t] = core[t];
    if (role == ROLE_ROOT) {
        g->root[t] = xi;
        g->roots = roots;
        g->rooted++;
    }
    g->n++;
    return ADMITTED;
}

static struct dot random_dot_at(struct grower *g, int x, int y, int size)
{
    return (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)size,
                        .note = (uint8_t)rng_below(g->r, NOTE_COUNT)};
}

static bool place_roots(struct grower *g)
{
    for (int t = 0; t < g->spec->taps; t++) {
        bool placed = false;
        for (int tries = 0; tries < ROOT_TRIES && !placed; tries++) {
            int size = (int)rng_below(g->r, 100) < g->spec->big_root_percent ? SIZE_BIG : SIZE_NORMAL;
            int rad = SIZES[size].radius;
            /* y is drawn before x, each in a statement of its own: a function's arguments
             * are evaluated in an order C leaves open (GCC and clang differ), and the same
             * seed must grow the same field on every compiler. */
            int y = rng_range(g->r, rad, FIELD_HEIGHT - rad);
            int x = rng_range(g->r, rad, FIELD_WIDTH - rad);
            struct dot d = random_dot_at(g, x, y, size);
            bool apart = true;
            for (int o = 0; o < t && apart; o++)
                apart = dot_dist2(&d, &g->f.dots[g->f.root[o]]) >= sq(ROOT_SPACING);
            placed = apart && growth_add(&g->f, &d, t, ROLE_ROOT, (struct grow_freedom){g->spec->learning, false}) == ADMITTED;
        }
        if (!placed)
            return false;
    }
    return true;
}

/* A new dot of the given size inside the ring of a random dot of tree t, with the
 * fairness margin to spare and the spacing kept. */
static struct dot grow_from(struct grower *g, int t, int size)
{
    int pick = (int)rng_below(g->r, (uint32_t)dotset_count(g->f.tree[t]));
    dotset left = g->f.tree[t];
    while (pick--)
        left &= left - 1;
    const struct dot *p = &g->f.dots[dotset_first(left)];
    int64_t outer = SIZES[p->size].ring + SIZES[size].radius - FAIR_RING_MARGIN;
    int64_t inner = SIZES[p->size].radius + SIZES[size].radius + FAIR_SPACING;
    int dx, dy;
    do {
        dx = rng_range(g->r, (int)-outer, (int)outer);
        dy = rng_range(g->r, (int)-outer, (int)outer);
    } while (sq(dx) + sq(dy) > sq(outer) || sq(dx) + sq(dy) < sq(inner));
    return random_dot_at(g, p->x + dx, p->y + dy, size);
}

static int pick_size(struct grower *g)
{
    int roll = (int)rng_below(g->r, 100);
    if (roll < g->spec->big_percent)
        return SIZE_BIG;
    if (roll < g->spec->big_percent + g->spec->small_percent)
        return SIZE_SMALL;
    return SIZE_NORMAL;
}

/* Grows one dot for tree t, trying its size and then each smaller one; a leaf that finds
 * no place is tried again as an ordinary dot (being quiet is a knob, not a rule). */
static bool grow_dot(struct grower *g, int t, enum grow_role role)
{
    /* One draw a statement: an initialiser list's order is open in C too. */
    struct grow_freedom may = {0};
    may.reach_back = g->spec->learning && (int)rng_below(g->r, 100) < g->spec->reach_back_percent;
    may.leaf = role == ROLE_FREE && (int)rng_below(g->r, 100) < g->spec->leaf_percent;
    int first_size = pick_size(g);
    for (;;) {
        for (int size = first_size; size >= SIZE_SMALL; size--) {
            for (int tries = 0; tries < PLACE_TRIES; tries++) {
                struct dot d = grow_from(g, t, size);
                if (growth_add(&g->f, &d, t, role, may) == ADMITTED)
                    return true;
            }
        }
        if (!may.leaf)
            return false;
        may.leaf = false;
    }
}

static int smallest_open_tree(const struct grower *g, const bool *full)
{
    int best = -1;
    for (int t = 0; t < g->spec->taps; t++)
        if (!full[t] && (best < 0 || dotset_count(g->f.tree[t]) < dotset_count(g->f.tree[best])))
            best = t;
    return best;
}

static bool grow_all(struct grower *g)
{
    if (!place_roots(g))
        return false;
    for (int round = 0; round < g->spec->core; round++)
        for (int t = 0; t < g->spec->taps; t++)
            if (g->f.n < g->spec->dots && !grow_dot(g, t, ROLE_CORE))
                return false;
    bool full[GROW_MAX_TAPS] = {false};
    while (g->f.n < g->spec->dots) {
        int t = smallest_open_tree(g, full);
        if (t < 0)
            return false;
        if (!grow_dot(g, t, ROLE_FREE))
            full[t] = true;
    }
    return true;
}

/* Moves the field so its dots' bounding box sits in the middle of the field. A shift
 * changes no distance, so no touch, margin or proof; it only keeps small fields from
 * huddling in a corner. */
static void centre_dots(struct dot *dots, int n)
{
    int left = FIELD_WIDTH, right = 0, top = FIELD_HEIGHT, bottom = 0;
    for (int i = 0; i < n; i++) {
        int r = SIZES[dots[i].size].radius;
        left = dots[i].x - r < left ? dots[i].x - r : left;
        right = dots[i].x + r > right ? dots[i].x + r : right;
        top = dots[i].y - r < top ? dots[i].y - r : top;
        bottom = dots[i].y + r > bottom ? dots[i].y + r : bottom;
    }
    int dx = (FIELD_WIDTH - right - left) / 2, dy = (FIELD_HEIGHT - bottom - top) / 2;
    for (int i = 0; i < n; i++) {
        dots[i].x = (int16_t)(dots[i].x + dx);
        dots[i].y = (int16_t)(dots[i].y + dy);
    }
}

/* Orders dots top to bottom, left to right, so the file reads like the field and a dot's
 * index gives nothing away. Insertion sort: n <= 64. */
static void sort_dots(struct dot *dots, int n)
{
    for (int i = 1; i < n; i++) {
        struct dot d = dots[i];
        int j = i;
        while (j > 0 && (dots[j - 1].y > d.y || (dots[j - 1].y == d.y && dots[j - 1].x > d.x))) {
            dots[j] = dots[j - 1];
            j--;
        }
        dots[j] = d;
    }
}

enum grow_outcome grow_field(const struct grow_spec *spec, struct rng *r, struct level *lv)
{
    struct grower g = {.spec = spec, .r = r};
    growth_start(&g.f, spec);
    if (!grow_all(&g))
        return GROW_NO_ROOM;

    struct level out = {.taps = spec->taps, .n = g.f.n};
    memcpy(out.dots, g.f.dots, sizeof g.f.dots[0] * (size_t)g.f.n);
    centre_dots(out.dots, out.n);
    sort_dots(out.dots, out.n);

    struct chain_graph cg;
    graph_build(&cg, out.dots, out.n);
    struct solution s;
    solve_fewest(&cg, &s);
    if (s.taps != spec->taps || cg.fewest_taps != spec->taps)
        return GROW_SOLVER_DISAGREES;
    int share = grow_fair_share(out.n, spec->taps);
    int u;
    for (DOTSET_EACH(u, cg.starts, rest))
        if (dotset_count(cg.chain[u]) < share)
            return GROW_UNFAIR_SHARE;
    if (bits_rate(&cg, &out.centibits, NULL) != 0)
        return GROW_SOLVER_DISAGREES;
    memcpy(out.solution, s.answer, (size_t)s.taps); /* the rest of answer is not set */
    *lv = out;
    return GROWN;
}

enum grow_outcome grow_proven(const struct grow_spec *spec, struct rng *r, int max_attempts,
                              struct level *lv, int *tally)
{
    enum grow_outcome outcome = GROW_NO_ROOM;
    for (int attempt = 0; attempt < max_attempts; attempt++) {
        outcome = grow_field(spec, r, lv);
        if (tally)
            tally[outcome]++;
        if (outcome == GROWN)
            break;
    }
    return outcome;
}
