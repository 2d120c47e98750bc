/* The exact isomorphism test of who-pops-whom digraphs: random graphs relabelled,
 * one edge changed, a brute-force cross-check on small graphs, and the symmetric graphs
 * where colour refinement alone says nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/digraph.h"
#include "levelgen/rng.h"

static struct chain_graph graph_of(const dotset *touches, int n)
{
    struct chain_graph g;
    graph_from_touches(&g, touches, n);
    return g;
}

static void random_permutation(struct rng *r, uint8_t *perm, int n)
{
    for (int i = 0; i < n; i++)
        perm[i] = (uint8_t)i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        uint8_t t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
}

/* The graph with dot u renamed perm[u]. */
static struct chain_graph relabelled(const struct chain_graph *g, const uint8_t *perm)
{
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < g->n; u++) {
        int v;
        for (DOTSET_EACH(v, g->touches[u], rest))
            touches[perm[u]] |= dotset_of(perm[v]);
    }
    return graph_of(touches, g->n);
}

/* Whether map is a bijection carrying exactly a's edges onto b's. */
static bool is_isomorphism(const struct chain_graph *a, const struct chain_graph *b,
                           const uint8_t *map)
{
    dotset hit = 0;
    for (int u = 0; u < a->n; u++)
        hit |= dotset_of(map[u]);
    if (hit != dotset_all(a->n))
        return false;
    for (int u = 0; u < a->n; u++)
        for (int v = 0; v < a->n; v++)
            if (dotset_has(a->touches[u], v) != dotset_has(b->touches[map[u]], map[v]))
                return false;
    return true;
}

/* Edges (u != v) each present with probability per_mille / 1000. */
static struct chain_graph random_graph(struct rng *r, int n, uint32_t per_mille)
{
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++)
            if (u != v && rng_below(r, 1000) < per_mille)
                touches[u] |= dotset_of(v);
    return graph_of(touches, n);
}

/* Whether a and b have the same canonical form. */
static bool same_form(const struct chain_graph *a, const struct chain_graph *b)
{
    struct digraph_canon ca, cb;
    digraph_canon_build(&ca, a);
    digraph_canon_build(&cb, b);
    return digraph_canons_equal(&ca, &cb);
}

static void assert_isomorphic(const struct chain_graph *a, const struct chain_graph *b)
{
    assert_true(same_form(a, b));
    uint8_t map[DOTSET_MAX];
    assert_true(digraph_isomorphic(a, b, map));
    assert_true(is_isomorphism(a, b, map));
}

static void assert_relabelled_copy_isomorphic(struct rng *r, const struct chain_graph *g)
{
    uint8_t perm[DOTSET_MAX];
    random_permutation(r, perm, g->n);
    struct chain_graph h = relabelled(g, perm);
    assert_isomorphic(g, &h);
}

/* one and two are not isomorphic, either way round, and each is isomorphic to a
 * relabelled copy of itself. */
static void assert_told_apart(struct rng *r, const struct chain_graph *one,
                              const struct chain_graph *two)
{
    assert_false(digraph_isomorphic(one, two, NULL));
    assert_false(digraph_isomorphic(two, one, NULL));
    assert_false(same_form(one, two));
    assert_relabelled_copy_isomorphic(r, one);
    assert_relabelled_copy_isomorphic(r, two);
}

static void test_random_relabelled_graphs_are_isomorphic(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 2024, 1);
    for (int trial = 0; trial < 3000; trial++) {
        int n = 1 + (int)rng_below(&r, DOTSET_MAX);
        struct chain_graph g = random_graph(&r, n, rng_below(&r, 1001));
        uint8_t perm[DOTSET_MAX];
        random_permutation(&r, perm, n);
        struct chain_graph h = relabelled(&g, perm);
        assert_isomorphic(&g, &h);

        if (n < 2)
            continue;
        int u = (int)rng_below(&r, (uint32_t)n), v = (int)rng_below(&r, (uint32_t)n - 1);
        v += v >= u;
        dotset touches[DOTSET_MAX];
        memcpy(touches, h.touches, sizeof touches);
        touches[u] ^= dotset_of(v);
        struct chain_graph changed = graph_of(touches, n);
        assert_false(digraph_isomorphic(&g, &changed, NULL));
        assert_false(same_form(&g, &changed));
    }
}

/* Tries every relabelling, for graphs small enough. */
static bool isomorphic_by_brute_force(const struct chain_graph *a, const struct chain_graph *b)
{
    uint8_t perm[8];
    int n = a->n, c[8] = {0};
    for (int i = 0; i < n; i++)
        perm[i] = (uint8_t)i;
    if (is_isomorphism(a, b, perm))
        return true;
    for (int i = 1; i < n;) { /* Heap's algorithm */
        if (c[i] < i) {
            int j = i % 2 ? c[i] : 0;
            uint8_t t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
            if (is_isomorphism(a, b, perm))
                return true;
            c[i]++;
            i = 1;
        } else {
            c[i++] = 0;
        }
    }
    return false;
}

/* Graphs with an edge moved keep every count, so only a real search tells them apart. */
static void test_small_graphs_agree_with_brute_force(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 7, 2);
    int same = 0, different = 0;
    for (int trial = 0; trial < 3000; trial++) {
        int n = 2 + (int)rng_below(&r, 6);
        struct chain_graph g = random_graph(&r, n, rng_below(&r, 1001));
        uint8_t perm[DOTSET_MAX];
        random_permutation(&r, perm, n);
        struct chain_graph h = relabelled(&g, perm);
        dotset touches[DOTSET_MAX];
        memcpy(touches, h.touches, sizeof touches);
        int from = (int)rng_below(&r, (uint32_t)n), to = (int)rng_below(&r, (uint32_t)n);
        if (from != to && touches[from] && (touches[from] & dotset_of(to)) == 0) {
            touches[from] &= ~dotset_of(dotset_first(touches[from]));
            touches[from] |= dotset_of(to);
        }
        struct chain_graph moved = graph_of(touches, n);
        bool expected = isomorphic_by_brute_force(&g, &moved);
        uint8_t map[DOTSET_MAX];
        bool found = digraph_isomorphic(&g, &moved, map);
        assert_int_equal(found, expected);
        assert_int_equal(same_form(&g, &moved), expected);
        if (found)
            assert_true(is_isomorphism(&g, &moved, map));
        same += expected;
        different += !expected;
    }
    assert_true(same > 100 && different > 100); /* both answers were exercised */
}

/* Cycles of length dots each over dots first .. first+count-1, in one direction or both. */
static void add_cycles(dotset *touches, int first, int count, int length, bool both_ways)
{
    for (int k = 0; k < count; k++) {
        int u = first + k, next = first + k / length * length + (k + 1) % length;
        touches[u] |= dotset_of(next);
        if (both_ways)
            touches[next] |= dotset_of(u);
    }
}

static struct chain_graph cycles(int n, int length, bool both_ways)
{
    dotset touches[DOTSET_MAX] = {0};
    add_cycles(touches, 0, n, length, both_ways);
    return graph_of(touches, n);
}

static void test_one_long_cycle_is_not_two_short_ones(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 3, 3);
    for (int both = 0; both < 2; both++) {
        struct chain_graph one = cycles(64, 64, both), two = cycles(64, 32, both);
        struct chain_graph many = cycles(64, 4, both), fewer = cycles(64, 8, both);
        assert_told_apart(&r, &one, &two);
        assert_told_apart(&r, &many, &fewer);
    }
}

static void test_complete_and_empty_graphs(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 4, 4);
    dotset touches[DOTSET_MAX];
    for (int u = 0; u < DOTSET_MAX; u++)
        touches[u] = ~(dotset)0;
    struct chain_graph complete = graph_of(touches, 64);
    assert_relabelled_copy_isomorphic(&r, &complete);
    touches[5] &= ~dotset_of(9);
    struct chain_graph less_one = graph_of(touches, 64);
    assert_relabelled_copy_isomorphic(&r, &less_one);
    touches[9] &= ~dotset_of(5);
    struct chain_graph less_both_ways = graph_of(touches, 64);
    touches[9] |= dotset_of(5);
    touches[9] &= ~dotset_of(6);
    struct chain_graph less_a_path = graph_of(touches, 64); /* 5 -/-> 9 -/-> 6 */
    assert_false(digraph_isomorphic(&less_both_ways, &less_a_path, NULL));

    memset(touches, 0, sizeof touches);
    struct chain_graph empty = graph_of(touches, 64), none = graph_of(touches, 0);
    assert_relabelled_copy_isomorphic(&r, &empty);
    assert_true(digraph_isomorphic(&none, &none, NULL));
    assert_false(digraph_isomorphic(&none, &empty, NULL));
}

/* One dot reaching `leaves` dots that reach nothing (twins: any two can swap) and every
 * dot of the cycles of `length` that follow them. Refinement splits off the hub, the
 * leaves and the cycles, and no further. */
static struct chain_graph hub_with_leaves_and_cycles(int leaves, int cycle_dots, int length)
{
    dotset touches[DOTSET_MAX] = {0};
    int n = 1 + leaves + cycle_dots;
    for (int u = 1; u < n; u++)
        touches[0] |= dotset_of(u);
    add_cycles(touches, 1 + leaves, cycle_dots, length, false);
    return graph_of(touches, n);
}

/* Trying each of 30 leaves as the partner of each would take 30! steps. */
static void test_twins_are_tried_once(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 6, 6);
    struct chain_graph one = hub_with_leaves_and_cycles(30, 24, 24);
    struct chain_graph two = hub_with_leaves_and_cycles(30, 24, 12);
    assert_told_apart(&r, &one, &two);
}

/* `copies` separate 3-cycles, then the cycles of `length`: refinement cannot tell a dot of
 * a 3-cycle from one of a longer cycle, and pairing the 3-cycles up every way first would
 * take 8! tries. */
static struct chain_graph triangles_and_cycles(int copies, int cycle_dots, int length)
{
    dotset touches[DOTSET_MAX] = {0};
    add_cycles(touches, 0, 3 * copies, 3, false);
    add_cycles(touches, 3 * copies, cycle_dots, length, false);
    return graph_of(touches, 3 * copies + cycle_dots);
}

static void test_separate_pieces_are_paired_off(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 7, 7);
    struct chain_graph one = triangles_and_cycles(8, 24, 24);
    struct chain_graph two = triangles_and_cycles(8, 24, 12);
    assert_told_apart(&r, &one, &two);
    struct chain_graph triangles = triangles_and_cycles(21, 0, 1);
    assert_relabelled_copy_isomorphic(&r, &triangles);
}

/* Both strongly regular with parameters (16, 6, 2, 2): every dot has 6 neighbours,
 * neighbours share 2, non-neighbours share 2. Colour refinement never splits them. */
static struct chain_graph rook_4x4(void)
{
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < 16; u++)
        for (int v = 0; v < 16; v++)
            if (u != v && (u / 4 == v / 4 || u % 4 == v % 4))
                touches[u] |= dotset_of(v);
    return graph_of(touches, 16);
}

static struct chain_graph shrikhande(void)
{
    static const int steps[6][2] = {{0, 1}, {0, 3}, {1, 0}, {3, 0}, {1, 1}, {3, 3}};
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < 16; u++)
        for (int s = 0; s < 6; s++)
            touches[u] |= dotset_of((u / 4 + steps[s][0]) % 4 * 4 + (u % 4 + steps[s][1]) % 4);
    return graph_of(touches, 16);
}

/* The Latin square graph of a group of order 8: 64 dots, one per cell of its table,
 * neighbours when they share a row, a column or a symbol; strongly regular (64, 21, 8, 6)
 * whatever the group, and isomorphic only for isomorphic groups. */
static struct chain_graph latin_square_graph(int (*op)(int, int))
{
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < 64; u++)
        for (int v = 0; v < 64; v++) {
            int ur = u / 8, uc = u % 8, vr = v / 8, vc = v % 8;
            if (u != v && (ur == vr || uc == vc || op(ur, uc) == op(vr, vc)))
                touches[u] |= dotset_of(v);
        }
    return graph_of(touches, 64);
}

static int cyclic_8(int a, int b) { return (a + b) % 8; }
static int elementary_8(int a, int b) { return a ^ b; }
static int cyclic_4_by_2(int a, int b) { return ((a / 2 + b / 2) % 4) * 2 + (a % 2 ^ b % 2); }

static void test_strongly_regular_graphs(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 5, 5);
    struct chain_graph rook = rook_4x4(), shri = shrikhande();
    assert_told_apart(&r, &rook, &shri);

    struct chain_graph z8 = latin_square_graph(cyclic_8), z222 = latin_square_graph(elementary_8);
    struct chain_graph z42 = latin_square_graph(cyclic_4_by_2);
    assert_told_apart(&r, &z8, &z222);
    assert_told_apart(&r, &z42, &z8);
    assert_false(digraph_isomorphic(&z42, &z222, NULL));
    assert_false(same_form(&z42, &z222));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_relabelled_graphs_are_isomorphic),
        cmocka_unit_test(test_small_graphs_agree_with_brute_force),
        cmocka_unit_test(test_one_long_cycle_is_not_two_short_ones),
        cmocka_unit_test(test_complete_and_empty_graphs),
        cmocka_unit_test(test_twins_are_tried_once),
        cmocka_unit_test(test_separate_pieces_are_paired_off),
        cmocka_unit_test(test_strongly_regular_graphs),
    };
    return cmocka_run_group_tests_name("isomorph", tests, NULL, NULL);
}
