/* The chain graph: bitset chains against a plain breadth-first search, components and
 * chain starts against their definitions, on random graphs (seeded) and on small
 * hand-made ones whose answers can be read off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "levelgen/graph.h"
#include "levelgen/rng.h"
#include "support/fields.h"

/* Everything reachable from u, by a queue over the adjacency given as edge(u, v). */
struct adjacency {
    int n;
    bool edge[DOTSET_MAX][DOTSET_MAX];
};

/* Only through dots of within (and u itself, where the search starts). */
static void bfs_within(const struct adjacency *a, int u, dotset within, bool *seen)
{
    int queue[DOTSET_MAX], head = 0, tail = 0;
    for (int v = 0; v < a->n; v++)
        seen[v] = false;
    seen[u] = true;
    queue[tail++] = u;
    while (head < tail) {
        int w = queue[head++];
        for (int v = 0; v < a->n; v++)
            if (a->edge[w][v] && !seen[v] && dotset_has(within, v)) {
                seen[v] = true;
                queue[tail++] = v;
            }
    }
}

static void bfs(const struct adjacency *a, int u, bool *seen) { bfs_within(a, u, ~(dotset)0, seen); }

/* Checks every chain, component, chain start and the tap count of g against searches
 * over a, straight from the definitions. */
static void assert_graph_matches(const struct chain_graph *g, const struct adjacency *a)
{
    static bool reach[DOTSET_MAX][DOTSET_MAX];
    for (int u = 0; u < a->n; u++)
        bfs(a, u, reach[u]);
    assert_int_equal(g->n, a->n);
    dotset starts = 0, counted = 0;
    int taps = 0;
    for (int u = 0; u < a->n; u++) {
        dotset chain = 0, component = 0;
        bool start = true;
        for (int v = 0; v < a->n; v++) {
            if (reach[u][v])
                chain |= dotset_of(v);
            if (reach[u][v] && reach[v][u])
                component |= dotset_of(v);
            if (reach[v][u] && !reach[u][v])
                start = false; /* v reaches u from outside u's component */
        }
        assert_true(g->chain[u] == chain);
        assert_true(g->component[u] == component);
        if (start) {
            starts |= dotset_of(u);
            if (!(counted & component))
                taps++;
            counted |= component;
        }
    }
    assert_true(g->starts == starts);
    assert_int_equal(g->fewest_taps, taps);
}

static void graph_of_edges(struct chain_graph *g, struct adjacency *a, int n, const int (*edges)[2],
                           int count)
{
    dotset touches[DOTSET_MAX] = {0};
    a->n = n;
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++)
            a->edge[u][v] = false;
    for (int i = 0; i < count; i++) {
        touches[edges[i][0]] |= dotset_of(edges[i][1]);
        a->edge[edges[i][0]][edges[i][1]] = true;
    }
    graph_from_touches(g, touches, n);
    assert_graph_matches(g, a);
}

/* A random graph of n dots, each edge there with chance per_1024 / 1024, as g and as a. */
static void random_graph(struct rng *r, int n, uint32_t per_1024, struct chain_graph *g,
                         struct adjacency *a)
{
    dotset touches[DOTSET_MAX] = {0};
    a->n = n;
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) {
            a->edge[u][v] = u != v && rng_below(r, 1024) < per_1024;
            if (a->edge[u][v])
                touches[u] |= dotset_of(v);
        }
    graph_from_touches(g, touches, n);
}

static void test_random_graphs_match_search(void **state)
{
    (void)state;
    static struct adjacency a;
    struct rng r;
    rng_seed(&r, 2024, 1);
    for (int round = 0; round < 1500; round++) {
        int n = round < 60 ? round % 5 : rng_range(&r, 1, DOTSET_MAX);
        /* from a sprinkle of edges (many components) to a tangle (one) */
        struct chain_graph g;
        random_graph(&r, n, 1u + rng_below(&r, round % 3 == 0 ? 400 : 60), &g, &a);
        assert_graph_matches(&g, &a);
    }
}

/* A field partly popped: a tap's chain among the dots still standing, against a search
 * that steps only on those. */
static void test_chains_within_the_standing_dots_match_search(void **state)
{
    (void)state;
    static struct adjacency a;
    struct rng r;
    rng_seed(&r, 2024, 3);
    for (int round = 0; round < 400; round++) {
        int n = rng_range(&r, 1, DOTSET_MAX);
        struct chain_graph g;
        random_graph(&r, n, 80, &g, &a);
        dotset within = 0;
        for (int v = 0; v < n; v++)
            if (rng_below(&r, 4) != 0)
                within |= dotset_of(v);
        for (int u = 0; u < n; u++) {
            bool seen[DOTSET_MAX];
            bfs_within(&a, u, within, seen);
            dotset chain = 0;
            for (int v = 0; v < n; v++)
                if (seen[v])
                    chain |= dotset_of(v);
            assert_true(graph_chain_within(&g, u, within | dotset_of(u)) == chain);
            assert_true(graph_chain_within(&g, u, dotset_all(n)) == g.chain[u]);
        }
    }
}

static void test_geometric_fields_match_search(void **state)
{
    (void)state;
    static struct adjacency a;
    struct rng r;
    rng_seed(&r, 2024, 2);
    for (int round = 0; round < 500; round++) {
        struct dot dots[DOTSET_MAX];
        int n = rng_range(&r, 1, DOTSET_MAX);
        field_scatter(&r, dots, n, rng_range(&r, 60, FIELD_WIDTH), rng_range(&r, 60, FIELD_HEIGHT));
        a.n = n;
        for (int u = 0; u < n; u++)
            for (int v = 0; v < n; v++)
                a.edge[u][v] = u != v && dot_touches(&dots[u], &dots[v]);
        struct chain_graph g;
        graph_build(&g, dots, n);
        assert_graph_matches(&g, &a);
    }
}

static void test_a_cycle_is_one_component_of_chain_starts(void **state)
{
    (void)state;
    static const int edges[][2] = {{0, 1}, {1, 2}, {2, 0}};
    struct chain_graph g;
    static struct adjacency a;
    graph_of_edges(&g, &a, 3, edges, 3);
    assert_true(g.starts == 0x7);
    assert_int_equal(g.fewest_taps, 1);
    for (int u = 0; u < 3; u++) {
        assert_true(g.chain[u] == 0x7);
        assert_true(g.component[u] == 0x7);
    }
}

static void test_a_source_cycle_feeding_a_sink_cycle(void **state)
{
    (void)state;
    /* 0 <-> 1 -> 2 <-> 3 */
    static const int edges[][2] = {{0, 1}, {1, 0}, {1, 2}, {2, 3}, {3, 2}};
    struct chain_graph g;
    static struct adjacency a;
    graph_of_edges(&g, &a, 4, edges, 5);
    assert_true(g.starts == 0x3);
    assert_int_equal(g.fewest_taps, 1);
    assert_true(g.component[0] == 0x3 && g.component[3] == 0xc);
    assert_true(g.chain[1] == 0xf && g.chain[2] == 0xc);
    assert_true(graph_popped(&g, dotset_of(2)) == 0xc);
    assert_true(graph_popped(&g, dotset_of(1)) == 0xf);
}

static void test_isolated_dots_each_need_a_tap(void **state)
{
    (void)state;
    /* 0 and 1 alone; 2 -> 3 and 4 -> 3: five dots, four chain starts */
    static const int edges[][2] = {{2, 3}, {4, 3}};
    struct chain_graph g;
    static struct adjacency a;
    graph_of_edges(&g, &a, 5, edges, 2);
    assert_true(g.starts == 0x17);
    assert_int_equal(g.fewest_taps, 4);
    assert_true(graph_popped(&g, 0x17) == 0x1f);
    assert_true(graph_popped(&g, 0x7) == 0xf);
    assert_true(graph_popped(&g, 0) == 0);

    graph_of_edges(&g, &a, 0, edges, 0);
    assert_true(g.starts == 0);
    assert_int_equal(g.fewest_taps, 0);
}

/* A path through all 64 dots uses the top bit; one tap on dot 0 pops everything. */
static void test_sixty_four_dots_in_a_line(void **state)
{
    (void)state;
    int edges[DOTSET_MAX - 1][2];
    for (int i = 0; i + 1 < DOTSET_MAX; i++) {
        edges[i][0] = i;
        edges[i][1] = i + 1;
    }
    struct chain_graph g;
    static struct adjacency a;
    graph_of_edges(&g, &a, DOTSET_MAX, (const int(*)[2])edges, DOTSET_MAX - 1);
    assert_true(g.starts == 1);
    assert_int_equal(g.fewest_taps, 1);
    assert_true(g.chain[0] == ~(dotset)0);
    assert_true(g.chain[63] == dotset_of(63));
}

/* Touch sets may carry a dot's own bit or bits past n; the graph ignores both. */
static void test_touches_outside_the_field_are_ignored(void **state)
{
    (void)state;
    dotset touches[DOTSET_MAX] = {0};
    touches[0] = dotset_of(0) | dotset_of(1) | dotset_of(5);
    touches[2] = ~(dotset)0;
    struct chain_graph g;
    graph_from_touches(&g, touches, 3);
    assert_true(g.touches[0] == dotset_of(1));
    assert_true(g.touches[2] == 0x3);
    assert_true(g.chain[2] == 0x7);
    assert_true(g.starts == dotset_of(2));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_graphs_match_search),
        cmocka_unit_test(test_chains_within_the_standing_dots_match_search),
        cmocka_unit_test(test_geometric_fields_match_search),
        cmocka_unit_test(test_a_cycle_is_one_component_of_chain_starts),
        cmocka_unit_test(test_a_source_cycle_feeding_a_sink_cycle),
        cmocka_unit_test(test_isolated_dots_each_need_a_tap),
        cmocka_unit_test(test_sixty_four_dots_in_a_line),
        cmocka_unit_test(test_touches_outside_the_field_are_ignored),
    };
    return cmocka_run_group_tests_name("graph", tests, NULL, NULL);
}
