/* Building a pack: a progress callback that asks to stop stops it soon, with nothing to
 * free and one line saying so; progress counts up to its total from the calling thread.
 * A pool grown in two shares (as two Web Workers grow it) and ordered is the committed
 * pack, byte for byte, as order_build_pack grows it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "levelgen/check.h"
#include "levelgen/order.h"

struct watch {
    pthread_t caller;
    int calls, last, total, stop_after;
};

static bool watch_progress(void *ctx, int done, int total)
{
    struct watch *w = ctx;
    assert_true(pthread_equal(pthread_self(), w->caller));
    assert_true(done >= w->last && done <= total);
    w->calls++;
    w->last = done;
    w->total = total;
    return w->stop_after == 0 || w->calls < w->stop_after;
}

static void test_progress_can_stop_the_build(void **state)
{
    (void)state;
    struct watch w = {.caller = pthread_self(), .stop_after = 50};
    struct pack pack;
    error_line err;
    assert_int_equal(order_build_pack(1, 2, watch_progress, &w, &pack, NULL, &err), -1);
    assert_string_equal(err.text, "stopped before the pack was grown");
    assert_int_equal(w.calls, 50);
    assert_true(w.last < w.total);
    assert_null(pack.levels);
    assert_int_equal(pack.count, 0);
}

/* The order's rule, in fine units, exactly: one fine unit easier for touch is easier, though
 * both round to the same hundredths; the other guessers may fall 0.25 bits, not one unit
 * more; in the band a level may go down, but not out of it. */
static void test_a_step_is_judged_exactly(void **state)
{
    (void)state;
    bool harder;
    int prev[BITS_MODEL_COUNT] = {10 * BITS_FINE, 12 * BITS_FINE, 9 * BITS_FINE};
    int next[BITS_MODEL_COUNT] = {10 * BITS_FINE - 1, 12 * BITS_FINE, 9 * BITS_FINE};
    assert_int_equal(bits_centi(prev[0]), bits_centi(next[0]));
    assert_int_equal(check_step(prev, next, &harder), BITS_TOUCH);
    assert_false(harder);
    next[BITS_TOUCH] = prev[BITS_TOUCH] + CHECK_MAX_JUMP;
    assert_int_equal(check_step(prev, next, &harder), -1);
    next[BITS_TOUCH]++;
    assert_int_equal(check_step(prev, next, &harder), BITS_TOUCH);
    assert_true(harder);
    next[BITS_TOUCH] = prev[BITS_TOUCH];
    next[BITS_UNIFORM] = prev[BITS_UNIFORM] - CHECK_MAX_DROP;
    assert_int_equal(check_step(prev, next, &harder), -1);
    next[BITS_POPPED] = prev[BITS_POPPED] - CHECK_MAX_DROP - 1;
    assert_int_equal(check_step(prev, next, &harder), BITS_POPPED);
    /* in the band */
    int band[BITS_MODEL_COUNT] = {CHECK_BAND_LOW + BITS_FINE / 4, 20 * BITS_FINE, 18 * BITS_FINE};
    int down[BITS_MODEL_COUNT] = {CHECK_BAND_LOW, 10 * BITS_FINE, 10 * BITS_FINE};
    assert_int_equal(check_step(band, down, &harder), -1);
    down[BITS_TOUCH] = CHECK_BAND_LOW - 1;
    assert_int_equal(check_step(band, down, &harder), BITS_TOUCH);
    assert_false(harder);
    int top[BITS_MODEL_COUNT] = {CHECK_BAND_HIGH, 0, 0}, over[BITS_MODEL_COUNT] = {CHECK_BAND_HIGH + 1, 0, 0};
    assert_int_equal(check_step(top, over, &harder), BITS_TOUCH);
    assert_true(harder);
}

/* The text of the file at path (free it), or NULL. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = calloc(1, (size_t)size + 1);
    if (text && fread(text, 1, (size_t)size, f) != (size_t)size) {
        free(text);
        text = NULL;
    }
    fclose(f);
    return text;
}

static bool count_share(void *ctx, int done, int total)
{
    int *most = ctx;
    assert_true(done >= 0 && done <= total);
    *most = total;
    return true;
}

static void test_a_pool_grown_in_shares_orders_into_the_same_pack(void **state)
{
    (void)state;
    struct pack shipped, pack;
    error_line err;
    if (pack_read("levels/carillon.json", &shipped, &err) != 0)
        fail_msg("%s", err.text);
    int size = order_pool_size(), totals[2];
    struct order_grown *grown = calloc((size_t)size, sizeof *grown);
    assert_non_null(grown);
    assert_int_equal(order_grow_share(shipped.seed, 1, 2, count_share, &totals[1], grown, &err), 0);
    assert_int_equal(order_grow_share(shipped.seed, 0, 2, count_share, &totals[0], grown, &err), 0);
    assert_int_equal(totals[0] + totals[1], size);
    assert_int_not_equal(order_grow_share(shipped.seed, 2, 2, NULL, NULL, grown, &err), 0);
    if (order_pack_from(shipped.seed, grown, NULL, NULL, &pack, NULL, &err) != 0)
        fail_msg("%s", err.text);
    char path[] = "/tmp/carillon-test-order-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(pack_write(path, &pack, &err), 0);
    char *ours = slurp(path), *theirs = slurp("levels/carillon.json");
    unlink(path);
    assert_non_null(ours);
    assert_non_null(theirs);
    assert_string_equal(ours, theirs);
    free(ours);
    free(theirs);
    free(grown);
    pack_free(&pack);
    pack_free(&shipped);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_progress_can_stop_the_build),
        cmocka_unit_test(test_a_step_is_judged_exactly),
        cmocka_unit_test(test_a_pool_grown_in_shares_orders_into_the_same_pack),
    };
    return cmocka_run_group_tests_name("order", tests, NULL, NULL);
}
