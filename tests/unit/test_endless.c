/* Levels grown on demand after a pack: each is a proven five-tap level, harder than the
 * one before by a small step, never a repeat, and the same every time, told progress or
 * not, on one thread or more. */
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "levelgen/check.h"
#include "levelgen/order.h"

enum { MORE = 6 };

static void report(void *ctx, const struct level *lv, const char *what)
{
    (void)ctx;
    print_error("level %d: %s\n", lv ? lv->number : 0, what);
}

/* Counts the reports; goes on while ctx's budget lasts (negative: always). */
struct told {
    int reports, budget;
};

static bool tell(void *ctx, int done, int total)
{
    struct told *t = ctx;
    assert_true(done >= 0 && done <= total);
    t->reports++;
    return t->budget < 0 || t->budget-- > 0;
}

static void grow_after(const struct pack *shipped, int threads, struct pack *out, struct told *told)
{
    error_line err;
    assert_int_equal(pack_alloc(out, shipped->count + MORE, &err), 0);
    memcpy(out->levels, shipped->levels, sizeof *out->levels * (size_t)shipped->count);
    struct repeat_set seen = {0};
    for (int i = 0; i < out->count; i++) {
        if (i >= shipped->count && order_grow_next(&out->levels[i - 1], &seen, 7, threads, told ? tell : NULL, told,
                                                      &out->levels[i], &err) != 0)
            fail_msg("%s", err.text);
        assert_int_equal(repeat_set_add_level(&seen, &out->levels[i], &err), 0);
    }
    repeat_set_free(&seen);
}

static void test_endless_levels_extend_the_pack(void **state)
{
    (void)state;
    struct pack shipped, a, b, c;
    error_line err;
    if (pack_read("levels/carillon.json", &shipped, &err) != 0)
        fail_msg("%s", err.text);
    grow_after(&shipped, 1, &a, NULL);
    for (int i = shipped.count; i < a.count; i++) {
        const struct level *lv = &a.levels[i], *prev = &a.levels[i - 1];
        assert_int_equal(lv->number, prev->number + 1);
        assert_int_equal(lv->taps, 5);
        assert_true(lv->centibits > prev->centibits);
    }
    /* Proven, fair, in order, and no repeat of any level before it. */
    assert_int_equal(check_pack(&a, report, NULL), 0);
    /* Told progress or not, on one thread, two (the desktop's) or three, the same levels. */
    struct told told = {.budget = -1};
    grow_after(&shipped, 2, &b, &told);
    assert_memory_equal(a.levels, b.levels, sizeof *a.levels * (size_t)a.count);
    assert_true(told.reports >= MORE); /* a slice at a time in the browser */
    grow_after(&shipped, 3, &c, NULL);
    assert_memory_equal(a.levels, c.levels, sizeof *a.levels * (size_t)a.count);
    /* Asked to stop at its first report, the level after the pack is not grown. */
    struct repeat_set seen = {0};
    for (int i = 0; i < shipped.count; i++)
        assert_int_equal(repeat_set_add_level(&seen, &shipped.levels[i], &err), 0);
    struct told stop = {.budget = 0};
    struct level lv;
    assert_int_not_equal(order_grow_next(&shipped.levels[shipped.count - 1], &seen, 7, 2, tell, &stop, &lv, &err), 0);
    assert_int_equal(stop.reports, 1);
    repeat_set_free(&seen);
    pack_free(&a);
    pack_free(&b);
    pack_free(&c);
    pack_free(&shipped);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_endless_levels_extend_the_pack),
    };
    return cmocka_run_group_tests_name("endless", tests, NULL, NULL);
}
