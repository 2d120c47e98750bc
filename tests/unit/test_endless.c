/* Levels grown on demand after a pack: each is a proven five-tap level, harder than the
 * one before by a small step, never a repeat, and the same every time. */
#include <setjmp.h>
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

static void grow_after(const struct pack *shipped, struct pack *out)
{
    lg_err err;
    assert_int_equal(pack_alloc(out, shipped->count + MORE, &err), 0);
    memcpy(out->levels, shipped->levels, sizeof *out->levels * (size_t)shipped->count);
    struct repeat_set seen = {0};
    for (int i = 0; i < out->count; i++) {
        if (i >= shipped->count && order_grow_next(&out->levels[i - 1], &seen, 7, &out->levels[i], &err) != 0)
            fail_msg("%s", err.text);
        assert_int_equal(repeat_set_add_level(&seen, &out->levels[i], &err), 0);
    }
    repeat_set_free(&seen);
}

static void test_endless_levels_extend_the_pack(void **state)
{
    (void)state;
    struct pack shipped, a, b;
    lg_err err;
    if (pack_read("levels/carillon.json", &shipped, &err) != 0)
        fail_msg("%s", err.text);
    grow_after(&shipped, &a);
    for (int i = shipped.count; i < a.count; i++) {
        const struct level *lv = &a.levels[i], *prev = &a.levels[i - 1];
        assert_int_equal(lv->number, prev->number + 1);
        assert_int_equal(lv->taps, 5);
        assert_true(lv->centibits > prev->centibits);
    }
    /* Proven, fair, in order, and no repeat of any level before it. */
    assert_int_equal(check_pack(&a, report, NULL), 0);
    grow_after(&shipped, &b);
    assert_memory_equal(a.levels, b.levels, sizeof *a.levels * (size_t)a.count);
    pack_free(&a);
    pack_free(&b);
    pack_free(&shipped);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_endless_levels_extend_the_pack),
    };
    return cmocka_run_group_tests_name("endless", tests, NULL, NULL);
}
