/* The generator: each guard refuses what it must on hand-made fields, and every grown
 * field keeps the promises of grow.h (fair, proven, the wanted taps, fair shares). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "levelgen/bits.h"
#include "levelgen/graph.h"
#include "levelgen/grow.h"
#include "levelgen/solver.h"

static const struct grow_spec TWO_TAPS = {.taps = 2, .dots = 20, .core = 1};
static const struct grow_freedom PLAIN = {false, false};

static struct dot dot(int x, int y, int size) { return (struct dot){(int16_t)x, (int16_t)y, (uint8_t)size, 0}; }

/* Root A (big) with its core dot, root B (normal) with its core dot: the scene the side
 * door tests open doors into. */
static void two_trees(struct growth *g)
{
    growth_start(g, &TWO_TAPS);
    struct dot a = dot(300, 230, SIZE_BIG), b = dot(480, 600, SIZE_NORMAL);
    struct dot a_core = dot(180, 140, SIZE_NORMAL), b_core = dot(480, 500, SIZE_SMALL);
    assert_int_equal(growth_add(g, &a, 0, ROLE_ROOT, PLAIN), ADMITTED);
    assert_int_equal(growth_add(g, &b, 1, ROLE_ROOT, PLAIN), ADMITTED);
    assert_int_equal(growth_add(g, &a_core, 0, ROLE_CORE, PLAIN), ADMITTED);
    assert_int_equal(growth_add(g, &b_core, 1, ROLE_CORE, PLAIN), ADMITTED);
}

static void test_a_dot_touching_another_core_is_refused(void **state)
{
    (void)state;
    struct growth g;
    two_trees(&g);
    struct dot x = dot(400, 340, SIZE_NORMAL); /* in A's ring */
    assert_true(dot_touches(&g.dots[0], &x));
    assert_int_equal(growth_add(&g, &x, 0, ROLE_FREE, PLAIN), ADMITTED);
    /* y joins A's tree through x and touches B's core (but not B): a side door. */
    struct dot y = dot(465, 410, SIZE_NORMAL);
    assert_true(dot_touches(&x, &y));
    assert_true(dot_touches(&y, &g.dots[3]));
    assert_false(dot_touches(&y, &g.dots[1]));
    assert_int_equal(growth_add(&g, &y, 0, ROLE_FREE, PLAIN), REFUSED_SIDE_DOOR);
    assert_int_equal(g.n, 5);
}

static void test_a_side_door_through_ordinary_dots_is_refused(void **state)
{
    (void)state;
    struct growth g;
    two_trees(&g);
    /* z: an ordinary dot of B's tree, leading into B's core. */
    struct dot z = dot(450, 450, SIZE_NORMAL);
    assert_true(dot_touches(&g.dots[3], &z));
    assert_int_equal(growth_add(&g, &z, 1, ROLE_FREE, PLAIN), ADMITTED);
    assert_true(dot_touches(&z, &g.dots[3]));
    /* x joins A's tree and touches z only: A would reach B's core through z. */
    struct dot x = dot(390, 362, SIZE_NORMAL);
    assert_true(dot_touches(&g.dots[0], &x));
    assert_true(dot_touches(&x, &z));
    assert_false(dot_touches(&x, &g.dots[3]));
    assert_int_equal(growth_add(&g, &x, 0, ROLE_FREE, PLAIN), REFUSED_SIDE_DOOR);
}

static void test_a_harmless_dot_is_admitted(void **state)
{
    (void)state;
    struct growth g;
    two_trees(&g);
    struct dot x = dot(300, 380, SIZE_SMALL); /* in A's ring, touching nothing of B's */
    assert_int_equal(growth_add(&g, &x, 0, ROLE_FREE, PLAIN), ADMITTED);
    assert_true(dotset_has(g.chain[0], 4));
    assert_false(dotset_has(g.chain[1], 4));
}

/* Roots A and B on one line, and m, a normal that A and m touch both ways. */
static void line_scene(struct growth *g, const struct grow_spec *spec)
{
    growth_start(g, spec);
    struct dot a = dot(150, 400, SIZE_NORMAL), b = dot(450, 400, SIZE_NORMAL);
    assert_int_equal(growth_add(g, &a, 0, ROLE_ROOT, PLAIN), ADMITTED);
    assert_int_equal(growth_add(g, &b, 1, ROLE_ROOT, PLAIN), ADMITTED);
}

static void test_nothing_may_reach_a_root(void **state)
{
    (void)state;
    struct growth g;
    line_scene(&g, &TWO_TAPS);
    struct dot m = dot(255, 400, SIZE_NORMAL);
    assert_true(dot_touches(&m, &g.dots[0]));
    assert_int_equal(growth_add(&g, &m, 0, ROLE_CORE, PLAIN), REFUSED_REACHES_ROOT);
}

static void test_learning_fields_may_reach_their_own_root_only(void **state)
{
    (void)state;
    struct grow_spec learning = TWO_TAPS;
    learning.learning = true;
    const struct grow_freedom back = {.reach_back = true};
    struct growth g;
    line_scene(&g, &learning);
    struct dot m = dot(255, 400, SIZE_NORMAL), k = dot(350, 400, SIZE_NORMAL);
    assert_int_equal(growth_add(&g, &m, 0, ROLE_CORE, back), ADMITTED);
    assert_true(dotset_has(g.chain[2], 0)); /* m reaches A: a tap on m wins too */
    /* k would carry A's chain on to root B. */
    assert_true(dot_touches(&m, &k) && dot_touches(&k, &g.dots[1]));
    assert_int_equal(growth_add(&g, &k, 0, ROLE_FREE, back), REFUSED_SIDE_DOOR);
    /* Without leave to reach back, m is refused even in a learning field. */
    struct growth plain;
    line_scene(&plain, &learning);
    assert_int_equal(growth_add(&plain, &m, 0, ROLE_CORE, PLAIN), REFUSED_REACHES_ROOT);
}

static void test_a_leaf_touches_nothing(void **state)
{
    (void)state;
    struct growth g;
    two_trees(&g);
    const struct grow_freedom leaf = {.leaf = true};
    struct dot toucher = dot(160, 220, SIZE_NORMAL); /* in A's ring, touching A's core */
    struct dot quiet = dot(300, 380, SIZE_SMALL);    /* in A's ring, touching nothing */
    assert_true(dot_touches(&toucher, &g.dots[2]));
    assert_int_equal(growth_add(&g, &toucher, 0, ROLE_FREE, leaf), REFUSED_NOT_LEAF);
    assert_int_equal(growth_add(&g, &quiet, 0, ROLE_FREE, leaf), ADMITTED);
    assert_int_equal(growth_add(&g, &toucher, 0, ROLE_FREE, PLAIN), ADMITTED);
}

static void test_unfair_dots_are_refused(void **state)
{
    (void)state;
    struct growth g;
    two_trees(&g);
    struct dot crowded = dot(300, 275, SIZE_SMALL);  /* edges 7 apart from A's */
    struct dot outside = dot(8, 300, SIZE_SMALL);    /* pokes out of the field */
    struct dot grazed = dot(300, 402, SIZE_SMALL);   /* A's ring just reaches its edge */
    assert_int_equal(growth_add(&g, &crowded, 0, ROLE_FREE, PLAIN), REFUSED_UNFAIR);
    assert_int_equal(growth_add(&g, &outside, 0, ROLE_FREE, PLAIN), REFUSED_UNFAIR);
    assert_int_equal(growth_add(&g, &grazed, 0, ROLE_FREE, PLAIN), REFUSED_UNFAIR);
    assert_int_equal(g.n, 4);
}

static void test_roots_must_stand_apart_from_what_touches_them(void **state)
{
    (void)state;
    struct growth g;
    two_trees(&g);
    struct grow_spec three = TWO_TAPS;
    three.taps = 3;
    g.spec = &three;
    /* A third root that B's core dot would touch. */
    struct dot c = dot(480, 440, SIZE_NORMAL);
    assert_true(dot_touches(&g.dots[3], &c));
    assert_int_equal(growth_add(&g, &c, 2, ROLE_ROOT, PLAIN), REFUSED_REACHES_ROOT);
}

/* Grows fields of every tap count and checks each against grow.h's promises. */
static void check_grown(const struct grow_spec *spec, int fields)
{
    for (int i = 0; i < fields; i++) {
        struct rng r;
        rng_seed(&r, 99, (uint64_t)i);
        struct level lv;
        if (grow_proven(spec, &r, 64, &lv, NULL) != GROWN)
            fail_msg("no field grown for %d taps, %d dots, stream %d", spec->taps, spec->dots, i);
        assert_int_equal(lv.n, spec->dots);
        assert_int_equal(field_check_fair(lv.dots, lv.n, NULL), 0);

        struct chain_graph g;
        graph_build(&g, lv.dots, lv.n);
        struct solution s;
        solve_fewest(&g, &s);
        assert_int_equal(s.taps, spec->taps);
        assert_int_equal(g.fewest_taps, spec->taps);
        if (!spec->learning) /* the roots, alone, are the chain starts */
            assert_int_equal(dotset_count(g.starts), spec->taps);
        int u;
        for (DOTSET_EACH(u, g.starts, rest))
            assert_true(dotset_count(g.chain[u]) >= grow_fair_share(lv.n, spec->taps));

        dotset taps = 0;
        for (int t = 0; t < lv.taps; t++)
            taps |= dotset_of(lv.solution[t]);
        assert_int_equal(graph_popped(&g, taps), dotset_all(lv.n));
        int centibits;
        assert_int_equal(bits_rate(&g, &centibits, NULL), 0);
        assert_int_equal(centibits, lv.centibits);
    }
}

static void test_grown_fields_keep_their_promises(void **state)
{
    (void)state;
    for (int taps = 1; taps <= 5; taps++) {
        for (int dots = 6 * taps; dots <= 12 * taps; dots += 3 * taps) {
            struct grow_spec spec = {.taps = taps, .dots = dots, .core = 2, .big_root_percent = 50,
                                     .big_percent = 25, .small_percent = 25, .leaf_percent = 20};
            check_grown(&spec, 12);
            spec.learning = true;
            spec.reach_back_percent = 50;
            check_grown(&spec, 6);
        }
    }
}

static void test_the_same_stream_grows_the_same_field(void **state)
{
    (void)state;
    struct grow_spec spec = {.taps = 4, .dots = 36, .core = 2, .big_root_percent = 50,
                             .big_percent = 30, .small_percent = 30};
    struct level a, b, c;
    struct rng r;
    rng_seed(&r, 5, 17);
    assert_int_equal(grow_proven(&spec, &r, 64, &a, NULL), GROWN);
    rng_seed(&r, 5, 17);
    assert_int_equal(grow_proven(&spec, &r, 64, &b, NULL), GROWN);
    rng_seed(&r, 5, 18);
    assert_int_equal(grow_proven(&spec, &r, 64, &c, NULL), GROWN);
    assert_memory_equal(&a, &b, sizeof a);
    assert_memory_not_equal(a.dots, c.dots, sizeof a.dots);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_dot_touching_another_core_is_refused),
        cmocka_unit_test(test_a_side_door_through_ordinary_dots_is_refused),
        cmocka_unit_test(test_a_harmless_dot_is_admitted),
        cmocka_unit_test(test_nothing_may_reach_a_root),
        cmocka_unit_test(test_learning_fields_may_reach_their_own_root_only),
        cmocka_unit_test(test_a_leaf_touches_nothing),
        cmocka_unit_test(test_unfair_dots_are_refused),
        cmocka_unit_test(test_roots_must_stand_apart_from_what_touches_them),
        cmocka_unit_test(test_grown_fields_keep_their_promises),
        cmocka_unit_test(test_the_same_stream_grows_the_same_field),
    };
    return cmocka_run_group_tests_name("grow", tests, NULL, NULL);
}
