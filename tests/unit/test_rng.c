/* The project's own random numbers: the PCG32 reference vector, streams, and bounds. */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "levelgen/rng.h"

/* The first outputs of the PCG reference demo (pcg32-demo, seed 42, stream 54). */
static void test_reference_vector(void **state)
{
    (void)state;
    static const uint32_t expected[] = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                        0x83d2f293, 0xbfa4784b, 0xcbed606e};
    struct rng r;
    rng_seed(&r, 42, 54);
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        assert_int_equal(rng_next(&r), expected[i]);
}

static void test_streams_differ(void **state)
{
    (void)state;
    struct rng a, b;
    rng_seed(&a, 7, 1);
    rng_seed(&b, 7, 2);
    int same = 0;
    for (int i = 0; i < 100; i++)
        same += rng_next(&a) == rng_next(&b);
    assert_true(same < 3);
}

static void test_below_stays_in_range_and_covers_it(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 1, 1);
    int seen[7] = {0};
    for (int i = 0; i < 7000; i++) {
        uint32_t v = rng_below(&r, 7);
        assert_true(v < 7);
        seen[v]++;
    }
    for (int i = 0; i < 7; i++)
        assert_in_range(seen[i], 800, 1200);
    for (int i = 0; i < 1000; i++) {
        int v = rng_range(&r, -3, 3); /* cmocka's range checks are unsigned */
        assert_true(v >= -3 && v <= 3);
    }
}

/* hi - lo overflowed an int for ranges wider than INT_MAX (undefined behaviour, caught
 * by UBSan), and the whole int range asked rng_below for a bound of 0. */
static void test_range_wider_than_int(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 3, 3);
    int below_zero = 0, above_zero = 0;
    for (int i = 0; i < 200; i++) {
        int v = rng_range(&r, INT_MIN, INT_MAX);
        below_zero += v < 0;
        above_zero += v > 0;
        int w = rng_range(&r, -2, INT_MAX);
        assert_true(w >= -2);
    }
    assert_true(below_zero > 50 && above_zero > 50);
    assert_int_equal(rng_range(&r, INT_MAX, INT_MAX), INT_MAX);
    assert_int_equal(rng_range(&r, INT_MIN, INT_MIN), INT_MIN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reference_vector),
        cmocka_unit_test(test_streams_differ),
        cmocka_unit_test(test_below_stays_in_range_and_covers_it),
        cmocka_unit_test(test_range_wider_than_int),
    };
    return cmocka_run_group_tests_name("rng", tests, NULL, NULL);
}
