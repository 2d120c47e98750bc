/* The pack the game ships (levels/carillon.json), against the promises of the seed and
 * docs/design.md: its stretches of taps, its curve, and what only the roots may do. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "levelgen/check.h"
#include "levelgen/graph.h"
#include "levelgen/order.h"

static const char PACK_PATH[] = "levels/carillon.json";

static int load(void **state)
{
    static struct pack pack;
    error_line err;
    if (pack_read(PACK_PATH, &pack, &err) != 0) {
        print_error("%s\n", err.text);
        return -1;
    }
    *state = &pack;
    return 0;
}

static int unload(void **state)
{
    pack_free(*state);
    return 0;
}

static void test_stretches_of_taps(void **state)
{
    const struct pack *p = *state;
    assert_int_equal(p->count, STRETCHES[STRETCH_COUNT - 1].last);
    for (int s = 0; s < STRETCH_COUNT; s++)
        for (int n = STRETCHES[s].first; n <= STRETCHES[s].last; n++)
            assert_int_equal(p->levels[n - 1].taps, STRETCHES[s].taps);
    /* The seams the seed names: the first two-, three- and five-tap levels. */
    assert_int_equal(p->levels[3].taps, 2);
    assert_int_equal(p->levels[21].taps, 3);
    assert_int_equal(p->levels[96].taps, 5);
    assert_int_equal(p->levels[95].taps, 4);
}

static void test_first_levels_are_won_by_any_tap(void **state)
{
    const struct pack *p = *state;
    for (int n = 1; n <= 4; n++) {
        const struct level *lv = &p->levels[n - 1];
        if (n == 1 || n == 4)
            assert_int_equal(lv->centibits, 0);
        struct chain_graph g;
        graph_build(&g, lv->dots, lv->n);
        if (lv->centibits == 0) /* 0 bits: every dot is a chain start */
            assert_int_equal(g.starts, dotset_all(lv->n));
    }
}

static void test_the_curve_rises_smoothly_to_the_hardest(void **state)
{
    const struct pack *p = *state;
    int biggest = 0;
    for (int i = 1; i < p->count; i++) {
        const struct level *prev = &p->levels[i - 1], *lv = &p->levels[i];
        assert_true(lv->centibits >= prev->centibits);
        assert_true(lv->n >= prev->n);
        if (lv->centibits - prev->centibits > biggest)
            biggest = lv->centibits - prev->centibits;
        /* A new number of taps starts just above where the last ended. */
        if (lv->taps != prev->taps && lv->number != 4)
            assert_in_range(lv->centibits - prev->centibits, 1, 30);
    }
    assert_true(biggest <= CHECK_MAX_JUMP);
    assert_true(p->levels[p->count - 1].centibits >= 1300);
}

static void test_past_the_learning_levels_only_roots_win(void **state)
{
    const struct pack *p = *state;
    for (int i = 9; i < p->count; i++) {
        const struct level *lv = &p->levels[i];
        struct chain_graph g;
        graph_build(&g, lv->dots, lv->n);
        /* Each chain start stands alone: nothing reaches it, and it is one of taps. */
        assert_int_equal(dotset_count(g.starts), lv->taps);
    }
}

static void report(void *ctx, const struct level *lv, const char *what)
{
    (void)ctx;
    print_error("%s: level %d: %s\n", PACK_PATH, lv ? lv->number : 0, what);
}

static void test_every_level_passes_check(void **state)
{
    assert_int_equal(check_pack(*state, report, NULL), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stretches_of_taps),
        cmocka_unit_test(test_first_levels_are_won_by_any_tap),
        cmocka_unit_test(test_the_curve_rises_smoothly_to_the_hardest),
        cmocka_unit_test(test_past_the_learning_levels_only_roots_win),
        cmocka_unit_test(test_every_level_passes_check),
    };
    return cmocka_run_group_tests_name("shipped pack", tests, load, unload);
}
