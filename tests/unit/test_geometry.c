/* Geometry: the touch predicate and the fairness rules exactly at their boundaries, in
 * both directions and along both axes, and inside-the-field at every edge. The field is
 * 640 x 800, so a swapped width and height fails the edge cases. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/geometry.h"

static struct dot dot_at(int x, int y, int size)
{
    return (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)size};
}

/* Dot b at distance dist from a along the x axis (horizontal) or the y axis. */
static struct dot apart(const struct dot *a, int dist, int size, int vertical)
{
    return vertical ? dot_at(a->x, a->y + dist, size) : dot_at(a->x + dist, a->y, size);
}

static void test_touch_is_exact_at_ring_plus_radius(void **state)
{
    (void)state;
    for (int from = 0; from < SIZE_COUNT; from++)
        for (int to = 0; to < SIZE_COUNT; to++)
            for (int vertical = 0; vertical < 2; vertical++) {
                struct dot a = dot_at(100, 100, from);
                int reach = SIZES[from].ring + SIZES[to].radius;
                struct dot at_reach = apart(&a, reach, to, vertical);
                struct dot beyond = apart(&a, reach + 1, to, vertical);
                assert_true(dot_touches(&a, &at_reach));
                assert_false(dot_touches(&a, &beyond));
            }
}

/* 18^2 + 80^2 = 82^2 = (small ring 56 + big radius 26)^2: a diagonal exactly at reach,
 * where a rounded square root could go either way. */
static void test_touch_is_exact_on_a_diagonal(void **state)
{
    (void)state;
    struct dot small = dot_at(200, 300, SIZE_SMALL);
    struct dot big_at = dot_at(218, 380, SIZE_BIG), big_past = dot_at(218, 381, SIZE_BIG);
    assert_int_equal(SIZES[SIZE_SMALL].ring + SIZES[SIZE_BIG].radius, 82);
    assert_int_equal(dot_dist2(&small, &big_at), 82 * 82);
    assert_true(dot_touches(&small, &big_at));
    assert_false(dot_touches(&small, &big_past));
}

/* The ring is the toucher's, the radius the touched one's. */
static void test_touch_has_a_direction(void **state)
{
    (void)state;
    struct dot big = dot_at(100, 400, SIZE_BIG), small = dot_at(200, 400, SIZE_SMALL);
    assert_true(dot_touches(&big, &small));  /* 100 <= 160 + 12 */
    assert_false(dot_touches(&small, &big)); /* 100 >  56 + 26 */
}

/* dots_fair for a pair at dist along either axis, checked in both argument orders. */
static int fair_at(int size_a, int size_b, int dist)
{
    struct dot a = dot_at(300, 300, size_a);
    int verdict = -1;
    for (int vertical = 0; vertical < 2; vertical++) {
        struct dot b = apart(&a, dist, size_b, vertical);
        int ab = dots_fair(&a, &b), ba = dots_fair(&b, &a);
        assert_int_equal(ab, ba);
        if (verdict >= 0)
            assert_int_equal(ab, verdict);
        verdict = ab;
    }
    return verdict;
}

static void test_spacing_is_fourteen_edge_to_edge(void **state)
{
    (void)state;
    for (int a = 0; a < SIZE_COUNT; a++)
        for (int b = 0; b < SIZE_COUNT; b++) {
            int gap = SIZES[a].radius + SIZES[b].radius + FAIR_SPACING;
            /* with these sizes no ring margin falls near the spacing boundary */
            assert_true(fair_at(a, b, gap));
            assert_false(fair_at(a, b, gap - 1));
        }
    assert_int_equal(FAIR_SPACING, 14);
}

static void test_ring_margin_is_ten_on_both_sides(void **state)
{
    (void)state;
    assert_int_equal(FAIR_RING_MARGIN, 10);
    /* normal -> normal reaches 118: unfair strictly between 108 and 128 */
    assert_true(fair_at(SIZE_NORMAL, SIZE_NORMAL, 108));
    assert_false(fair_at(SIZE_NORMAL, SIZE_NORMAL, 109));
    assert_false(fair_at(SIZE_NORMAL, SIZE_NORMAL, 118));
    assert_false(fair_at(SIZE_NORMAL, SIZE_NORMAL, 127));
    assert_true(fair_at(SIZE_NORMAL, SIZE_NORMAL, 128));
    /* big and normal: normal -> big reaches 126, big -> normal 178; each ring's margin
     * counts whichever dot is given first */
    static const struct {
        int dist, fair;
    } big_normal[] = {
        {116, 1}, {117, 0}, {135, 0}, {136, 1}, {150, 1}, {168, 1}, {169, 0}, {187, 0}, {188, 1},
    };
    for (size_t i = 0; i < sizeof big_normal / sizeof big_normal[0]; i++)
        assert_int_equal(fair_at(SIZE_BIG, SIZE_NORMAL, big_normal[i].dist), big_normal[i].fair);
}

static void test_inside_the_field_at_every_edge(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++) {
        int r = SIZES[s].radius;
        struct dot in[] = {dot_at(r, 400, s), dot_at(FIELD_WIDTH - r, 400, s),
                           dot_at(320, r, s), dot_at(320, FIELD_HEIGHT - r, s),
                           dot_at(r, r, s),   dot_at(FIELD_WIDTH - r, FIELD_HEIGHT - r, s)};
        struct dot out[] = {dot_at(r - 1, 400, s), dot_at(FIELD_WIDTH - r + 1, 400, s),
                            dot_at(320, r - 1, s), dot_at(320, FIELD_HEIGHT - r + 1, s)};
        for (size_t i = 0; i < sizeof in / sizeof in[0]; i++)
            assert_true(dot_inside(&in[i]));
        for (size_t i = 0; i < sizeof out / sizeof out[0]; i++)
            assert_false(dot_inside(&out[i]));
    }
    /* the field is taller than wide */
    struct dot low = dot_at(320, 700, SIZE_NORMAL), wide = dot_at(700, 320, SIZE_NORMAL);
    assert_true(dot_inside(&low));
    assert_false(dot_inside(&wide));
}

static void test_field_check_names_the_dots_and_the_rule(void **state)
{
    (void)state;
    error_line err;
    /* the seed's tiny field is fair */
    struct dot tiny[] = {dot_at(100, 400, SIZE_BIG), dot_at(240, 400, SIZE_NORMAL),
                         dot_at(340, 400, SIZE_NORMAL)};
    assert_int_equal(field_check_fair(tiny, 3, &err), 0);
    assert_int_equal(field_check_fair(tiny, 0, &err), 0);

    struct dot close[] = {dot_at(100, 100, SIZE_SMALL), dot_at(300, 300, SIZE_NORMAL),
                          dot_at(349, 300, SIZE_NORMAL)};
    assert_int_equal(field_check_fair(close, 3, &err), -1);
    assert_non_null(strstr(err.text, "dots 1 and 2 are closer than 14 units"));

    struct dot margin[] = {dot_at(300, 300, SIZE_NORMAL), dot_at(300, 420, SIZE_NORMAL)};
    assert_int_equal(field_check_fair(margin, 2, &err), -1);
    assert_non_null(strstr(err.text, "within 10 units of an edge between dots 0 and 1"));

    struct dot outside[] = {dot_at(300, 300, SIZE_NORMAL), dot_at(300, 790, SIZE_NORMAL)};
    assert_int_equal(field_check_fair(outside, 2, &err), -1);
    assert_non_null(strstr(err.text, "dot 1 at (300,790) is not wholly inside the 640x800 field"));

    assert_int_equal(field_check_fair(close, 2, NULL), 0);
}

static void test_sizes_by_name(void **state)
{
    (void)state;
    for (int s = 0; s < SIZE_COUNT; s++)
        assert_int_equal(size_by_name(SIZES[s].name), s);
    assert_int_equal(size_by_name("Big"), -1);
    assert_int_equal(size_by_name(""), -1);
    assert_int_equal(size_by_name("normal "), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_touch_is_exact_at_ring_plus_radius),
        cmocka_unit_test(test_touch_is_exact_on_a_diagonal),
        cmocka_unit_test(test_touch_has_a_direction),
        cmocka_unit_test(test_spacing_is_fourteen_edge_to_edge),
        cmocka_unit_test(test_ring_margin_is_ten_on_both_sides),
        cmocka_unit_test(test_inside_the_field_at_every_edge),
        cmocka_unit_test(test_field_check_names_the_dots_and_the_rule),
        cmocka_unit_test(test_sizes_by_name),
    };
    return cmocka_run_group_tests_name("geometry", tests, NULL, NULL);
}
