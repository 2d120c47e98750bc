/* Building a pack: a progress callback that asks to stop stops it soon, with nothing to
 * free and one line saying so; progress counts up to its total from the calling thread. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <pthread.h>

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
    lg_err err;
    assert_int_equal(order_build_pack(1, 2, watch_progress, &w, &pack, NULL, &err), -1);
    assert_string_equal(err.text, "stopped before the pack was grown");
    assert_int_equal(w.calls, 50);
    assert_true(w.last < w.total);
    assert_null(pack.levels);
    assert_int_equal(pack.count, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_progress_can_stop_the_build),
    };
    return cmocka_run_group_tests_name("order", tests, NULL, NULL);
}
