/* What lets the game rest (sleep, drawing nothing), without a window: a play screen with
 * nothing moving is not busy, nor is a dot held by the keys (a still preview), while a
 * chain in flight, a banner on its way and a pointer's hold are; a hint breathes a few
 * times and then lets the game rest; the session names the next moment the picture
 * changes by itself (a warning's time is up) and nothing when there is none, and a warning
 * goes exactly when that moment's time has passed; the growing screen is never busy, its
 * picture moving at a beat of its own, GROWING_BEATS a second, each at the moment its due names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "game/session.h"
#include "pack_under_test.h"

static struct pack pack;

static int load(void **state)
{
    (void)state;
    return read_pack_under_test(&pack);
}

static int unload(void **state)
{
    (void)state;
    pack_free(&pack);
    return 0;
}

static void test_the_play_screen_rests_when_nothing_moves(void **state)
{
    (void)state;
    static struct round rd;
    static struct progress pr;
    struct settings st = SETTINGS_DEFAULT;
    error_line err;
    assert_int_equal(progress_new(&pr, pack.count, &err), 0);
    int level = 1;
    while (level < pack.count && pack.levels[level - 1].taps < 2)
        level++;
    rd = (struct round){.pack = &pack, .pack_levels = pack.count, .progress = &pr, .settings = &st};
    round_start(&rd, level);
    assert_false(round_busy(&rd));

    struct action a = {.kind = ACT_HOLD}; /* Space: a still preview */
    assert_true(round_action(&rd, &a));
    assert_true(rd.held >= 0);
    assert_false(round_busy(&rd));
    a.kind = ACT_BACK;
    assert_true(round_action(&rd, &a));

    const struct dot *d = &rd.current.dots[rd.current.solution[0]];
    a = (struct action){.kind = ACT_PRESS, .x = d->x, .y = d->y}; /* a pointer's hold */
    assert_true(round_action(&rd, &a));
    assert_true(round_busy(&rd));
    a.kind = ACT_RELEASE; /* the tap: the chain moves */
    assert_true(round_action(&rd, &a));
    assert_true(round_busy(&rd));
    for (int i = 0; i < 1000 && round_busy(&rd); i++)
        round_update(&rd, 16);
    assert_false(round_busy(&rd));
    assert_int_equal(rd.play.status, PLAY_ON);

    a = (struct action){.kind = ACT_HINT}; /* a hint breathes, then glows steady */
    assert_true(round_action(&rd, &a));
    assert_true(rd.hint >= 0);
    assert_true(round_busy(&rd));
    round_update(&rd, HINT_BREATHS * HINT_BREATH_MS - 1);
    assert_true(round_busy(&rd));
    round_update(&rd, 1);
    assert_false(round_busy(&rd));
    progress_free(&pr);
}

static void test_the_session_names_its_next_moment(void **state)
{
    (void)state;
    static struct session s;
    static struct save save;
    static struct prefs prefs; /* keeps nothing: no files */
    struct settings st = SETTINGS_DEFAULT;
    struct session_config c = {.prefs = &prefs, .save = &save, .settings = &st, .pack = &pack};
    error_line err;
    assert_int_equal(session_start(&s, &c, 0, &err), 0);
    assert_int_equal(s.screen, SCREEN_SELECT);
    assert_false(session_busy(&s));
    assert_int_equal(session_next_due(&s, 1000), UINT64_MAX); /* nothing due: sleep */

    session_warning(&s, "a line for the player");
    assert_int_equal(session_next_due(&s, 1000), 1000 + WARNING_MS);
    /* a rest of all but a millisecond of it, passed whole: the warning still shows */
    assert_int_equal(session_update(&s, WARNING_MS - 1, 1000 + WARNING_MS - 1, &err), 0);
    assert_int_equal(s.warnings.count, 1);
    assert_int_equal(session_next_due(&s, 1000 + WARNING_MS - 1), 1000 + WARNING_MS);
    assert_int_equal(session_update(&s, 1, 1000 + WARNING_MS, &err), 0);
    assert_int_equal(s.warnings.count, 0);
    assert_int_equal(session_next_due(&s, 1000 + WARNING_MS), UINT64_MAX);
    session_end(&s, NULL);
    save_free(&save);
}

static void test_the_growing_screen_draws_at_its_own_pace(void **state)
{
    (void)state;
    struct growingscreen g;
    growingscreen_start_levels(&g, &pack, pack.count + 1, pack.count);
    const struct screen *row = &GROWINGSCREEN;
    assert_null(row->busy); /* the front end may rest (on the desktop, sleep) between beats */
    assert_int_equal(row->beat(&g), 0);
    int64_t shown = 0;
    for (unsigned long beats = 1; beats <= GROWING_BEATS; beats++) {
        int64_t wait = row->due(&g);
        assert_true(wait >= 1000 / GROWING_BEATS && wait <= (1000 + GROWING_BEATS - 1) / GROWING_BEATS);
        row->update(&g, wait - 1);
        assert_int_equal(row->beat(&g), beats - 1); /* a millisecond short: the same picture */
        assert_int_equal(row->due(&g), 1);
        row->update(&g, 1);
        assert_int_equal(row->beat(&g), beats);
        shown += wait;
    }
    assert_int_equal(shown, 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_play_screen_rests_when_nothing_moves),
        cmocka_unit_test(test_the_session_names_its_next_moment),
        cmocka_unit_test(test_the_growing_screen_draws_at_its_own_pace),
    };
    return cmocka_run_group_tests_name("rest", tests, load, unload);
}
