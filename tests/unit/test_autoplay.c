/* The autoplayer plays like a patient person: it holds each dot of the solver's answer
 * long enough to be seen, lets go on the same dot, waits for each chain, and clears
 * every level of the pack in par; the built-in practice levels
 * meet every rule a shipped level meets. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/play/autoplay.h"
#include "game/levels/builtin.h"
#include "levelgen/check.h"
#include "pack_under_test.h"

static void test_autoplay_clears_every_level_like_a_person(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    assert_int_equal(pack_read(pack_under_test(), &pack, &err), 0);
    static struct play p;
    static struct autoplay a;
    for (int i = 0; i < pack.count; i++) {
        play_start(&p, &pack.levels[i]);
        autoplay_start(&a, &p);
        int held = -1;
        int64_t held_at = 0, last_release = -1;
        while (p.status == PLAY_ON) {
            assert_true(p.now < 600000); /* it never stalls */
            int dot;
            enum autoplay_move m = autoplay_step(&a, &p, &dot);
            if (m == AUTO_HOLD) {
                assert_int_equal(held, -1);
                assert_true(dotset_has(p.standing, dot));
                assert_int_equal(play_next_pop(&p), PLAY_NEVER); /* the field is still */
                assert_true(last_release < 0 || p.now >= last_release + AUTO_SETTLE_MS);
                assert_true(p.now >= AUTO_LOOK_MS);
                held = dot;
                held_at = p.now;
            } else if (m == AUTO_RELEASE) {
                assert_int_equal(dot, held);
                assert_true(p.now >= held_at + AUTO_HOLD_MS);
                assert_true(play_tap(&p, dot));
                held = -1;
                last_release = p.now;
            } else {
                play_advance(&p, 5);
            }
        }
        assert_int_equal(p.status, PLAY_WON);
        assert_int_equal(p.taps_used, pack.levels[i].taps);
    }
    pack_free(&pack);
}

static void count_failure(void *ctx, const struct level *lv, const char *what)
{
    (void)lv;
    (void)what;
    ++*(int *)ctx;
}

static void test_the_built_in_levels_meet_every_rule(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    assert_int_equal(builtin_read(&pack, "built-in", &err), 0);
    assert_int_equal(pack.count, BUILTIN_LEVELS);
    int failures = 0;
    assert_int_equal(check_pack(&pack, count_failure, &failures), 0);
    assert_int_equal(failures, 0);
    pack_free(&pack);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_autoplay_clears_every_level_like_a_person),
        cmocka_unit_test(test_the_built_in_levels_meet_every_rule),
    };
    return cmocka_run_group_tests_name("autoplay, built-in levels", tests, NULL, NULL);
}
