/* The solver against the graph argument and against brute force, on thousands of
 * seeded random fields: noise (sparse and dense), grown fields that look generated
 * (several chains, fair to read), and abstract digraphs. For every field: the fewest
 * taps equals the number of source components; the answer has that many taps, each a
 * chain start, and clears the field; one tap fewer is refused. On fields of up to 14
 * dots every set of taps is tried, so the fewest is checked without the solver's help. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "levelgen/solver.h"
#include "support/fields.h"

enum { BRUTE_MAX = 14 };

/* The fewest taps by trying all 2^n sets of taps, n <= BRUTE_MAX. */
static int brute_fewest(const struct chain_graph *g)
{
    static dotset popped[1 << BRUTE_MAX];
    int best = g->n;
    popped[0] = 0;
    for (uint32_t set = 1; set < (1u << g->n); set++) {
        int low = __builtin_ctz(set);
        popped[set] = popped[set & (set - 1)] | g->chain[low];
        if (popped[set] == dotset_all(g->n) && __builtin_popcount(set) < best)
            best = __builtin_popcount(set);
    }
    return best;
}

/* Everything the solver promises about g; returns its fewest taps. */
static int assert_solved(const struct chain_graph *g)
{
    struct solution s;
    solve_fewest(g, &s);
    assert_int_equal(s.taps, g->fewest_taps);

    dotset tapped = 0;
    for (int i = 0; i < s.taps; i++) {
        assert_true(s.answer[i] < g->n);
        assert_true(dotset_has(g->starts, s.answer[i]));
        assert_false(dotset_has(tapped, s.answer[i]));
        tapped |= dotset_of(s.answer[i]);
    }
    assert_true(graph_popped(g, tapped) == dotset_all(g->n));

    uint8_t answer[DOTSET_MAX];
    int used = -1;
    assert_true(solver_clears_within(g, s.taps, answer, &used, NULL));
    assert_int_equal(used, s.taps);
    if (s.taps > 0)
        assert_false(solver_clears_within(g, s.taps - 1, NULL, NULL, NULL));
    if (g->n <= BRUTE_MAX)
        assert_int_equal(brute_fewest(g), s.taps);
    return s.taps;
}

static void test_scattered_small_fields_against_brute_force(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 7, 1);
    int taps_seen[BRUTE_MAX + 1] = {0};
    for (int round = 0; round < 3000; round++) {
        struct dot dots[BRUTE_MAX];
        int n = rng_range(&r, 1, BRUTE_MAX);
        field_scatter(&r, dots, n, rng_range(&r, 60, FIELD_WIDTH), rng_range(&r, 60, FIELD_HEIGHT));
        struct chain_graph g;
        graph_build(&g, dots, n);
        taps_seen[assert_solved(&g)]++;
    }
    /* the fields ranged from one tap to many */
    for (int t = 1; t <= 6; t++)
        assert_true(taps_seen[t] > 20);
}

static void test_scattered_large_fields(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 7, 2);
    int many_taps = 0;
    for (int round = 0; round < 1500; round++) {
        struct dot dots[DOTSET_MAX];
        struct chain_graph g;
        if (round % 2) { /* a few dots over the whole field: sparse noise */
            int n = rng_range(&r, BRUTE_MAX + 1, 32);
            field_scatter(&r, dots, n, FIELD_WIDTH, FIELD_HEIGHT);
            graph_build(&g, dots, n);
        } else { /* many dots in a box from 150 units to the whole field: tangles */
            int n = rng_range(&r, 33, DOTSET_MAX);
            int side = rng_range(&r, 150, FIELD_WIDTH);
            field_scatter(&r, dots, n, side, rng_range(&r, side, FIELD_HEIGHT));
            graph_build(&g, dots, n);
        }
        if (assert_solved(&g) >= 6)
            many_taps++;
    }
    assert_true(many_taps > 100);
}

static void test_grown_fields(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 7, 3);
    int small = 0;
    for (int round = 0; round < 1500; round++) {
        struct dot dots[DOTSET_MAX];
        struct grow_options opt = {
            .dots = round % 3 == 0 ? rng_range(&r, 4, BRUTE_MAX) : rng_range(&r, 20, DOTSET_MAX),
            .roots = rng_range(&r, 1, 6),
            .fair = round % 2 == 0,
            .roots_untouched = round % 5 != 0,
        };
        int n = field_grow(&r, dots, &opt);
        struct chain_graph g;
        graph_build(&g, dots, n);
        int taps = assert_solved(&g);
        /* planted roots no ring touches are exactly the chain starts */
        if (opt.roots_untouched && n > 0)
            assert_true(taps >= 1 && taps <= opt.roots);
        small += n <= BRUTE_MAX;
    }
    assert_true(small > 300);
}

static void test_random_digraphs_against_brute_force(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 7, 4);
    for (int round = 0; round < 2000; round++) {
        int n = rng_range(&r, 0, BRUTE_MAX);
        uint32_t per_1024 = 1u + rng_below(&r, 300);
        dotset touches[DOTSET_MAX] = {0};
        for (int u = 0; u < n; u++)
            for (int v = 0; v < n; v++)
                if (u != v && rng_below(&r, 1024) < per_1024)
                    touches[u] |= dotset_of(v);
        struct chain_graph g;
        graph_from_touches(&g, touches, n);
        assert_solved(&g);
    }
}

/* Sixty-four dots that touch nothing: the deepest search the pack allows. */
static void test_sixty_four_lone_dots(void **state)
{
    (void)state;
    dotset none[DOTSET_MAX] = {0};
    struct chain_graph g;
    graph_from_touches(&g, none, DOTSET_MAX);
    assert_int_equal(assert_solved(&g), DOTSET_MAX);
}

static void test_the_seeds_tiny_field_takes_the_big_dot(void **state)
{
    (void)state;
    struct dot tiny[] = {{.x = 100, .y = 400, .size = SIZE_BIG},
                         {.x = 240, .y = 400, .size = SIZE_NORMAL},
                         {.x = 340, .y = 400, .size = SIZE_NORMAL}};
    struct chain_graph g;
    graph_build(&g, tiny, 3);
    struct solution s;
    solve_fewest(&g, &s);
    assert_int_equal(s.taps, 1);
    assert_int_equal(s.answer[0], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scattered_small_fields_against_brute_force),
        cmocka_unit_test(test_scattered_large_fields),
        cmocka_unit_test(test_grown_fields),
        cmocka_unit_test(test_random_digraphs_against_brute_force),
        cmocka_unit_test(test_sixty_four_lone_dots),
        cmocka_unit_test(test_the_seeds_tiny_field_takes_the_big_dot),
    };
    return cmocka_run_group_tests_name("solver", tests, NULL, NULL);
}
