/* The field played by keys and pads (round.h), without a window: the first key
 * shows the focus ring, arrows and Tab move it over standing dots only, Space holds with
 * the same preview as a held mouse button and a second Space or Enter taps, Esc or a
 * move lets go without a tap, a pad's A taps on release; the focus follows a popped dot
 * to its nearest neighbour at every moment of a chain, goes back to the dot of an undone
 * tap and stays on a restart; the pointer hides the ring and hands over its dot; and off
 * the field Space plays a tile and the keys lines learn that a pad is in use. Over every
 * level of the pack under test, its answer played with Tab and Space alone clears it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "game/keymap.h"
#include "game/play/round.h"
#include "game/session.h"
#include "pack_under_test.h"

static struct pack pack;
static struct settings settings;
static struct progress progress;

static int load(void **state)
{
    (void)state;
    error_line err;
    if (read_pack_under_test(&pack) != 0)
        return -1;
    return progress_new(&progress, pack.count, &err);
}

static int unload(void **state)
{
    (void)state;
    progress_free(&progress);
    pack_free(&pack);
    return 0;
}

static void start(struct round *rd, int level)
{
    settings = SETTINGS_DEFAULT;
    *rd = (struct round){.pack = &pack, .pack_levels = pack.count, .progress = &progress,
                              .settings = &settings};
    round_start(rd, level);
}

static bool key(struct round *rd, enum action_kind kind)
{
    struct action a = {.kind = kind};
    return round_action(rd, &a);
}

static bool pad(struct round *rd, enum action_kind kind)
{
    struct action a = {.kind = kind, .pad = true};
    return round_action(rd, &a);
}

static struct play_scene scene(const struct round *rd)
{
    struct play_scene s;
    round_scene(rd, &s);
    return s;
}

/* A level of two taps or more, so a tap leaves dots standing. */
static int two_tap_level(void)
{
    for (int l = 0; l < pack.count; l++)
        if (pack.levels[l].taps >= 2)
            return l + 1;
    fail_msg("the pack has no level of two taps");
    return 0;
}

static void test_space_holds_and_taps_esc_lets_go(void **state)
{
    (void)state;
    static struct round rd;
    start(&rd, two_tap_level());
    assert_int_equal(scene(&rd).focus, -1); /* no ring until a key */
    assert_true(key(&rd, ACT_TAB));
    int first = scene(&rd).focus;
    assert_int_equal(first, focus_tab(&rd.current, rd.play.standing, -1, true)); /* shown, not moved */
    assert_true(key(&rd, ACT_RIGHT));
    int focus = scene(&rd).focus;
    assert_true(focus >= 0 && dotset_has(rd.play.standing, focus));

    assert_true(key(&rd, ACT_HOLD));
    assert_int_equal(scene(&rd).held, focus); /* the preview a held mouse button shows */
    assert_int_equal(scene(&rd).focus, focus);
    assert_true(key(&rd, ACT_BACK)); /* Esc lets go: used, not a way back to the levels */
    assert_int_equal(scene(&rd).held, -1);
    assert_int_equal(rd.play.taps_used, 0);
    assert_false(key(&rd, ACT_BACK)); /* nothing held: Esc is the caller's */

    assert_true(key(&rd, ACT_HOLD));
    assert_true(key(&rd, ACT_DOWN)); /* moving the focus lets go too */
    assert_int_equal(scene(&rd).held, -1);
    assert_int_equal(rd.play.taps_used, 0);

    focus = scene(&rd).focus;
    assert_true(key(&rd, ACT_HOLD));
    assert_true(key(&rd, ACT_HOLD)); /* a second Space taps */
    assert_int_equal(rd.play.taps_used, 1);
    assert_int_equal(rd.play.taps[0], focus);
    assert_int_equal(scene(&rd).held, -1);

    focus = rd.focus; /* the tapped dot popped: the focus is on its nearest neighbour */
    assert_true(dotset_has(rd.play.standing, focus));
    assert_true(rd.previewed); /* Space's hold opened the preview: this try is not read */
    round_start(&rd, rd.level); /* restart keeps the focus on its dot, and is a new try */
    assert_int_equal(rd.focus, focus);
    assert_false(rd.previewed);
    assert_true(key(&rd, ACT_CONTINUE)); /* Enter taps the ringed dot at once ... */
    assert_int_equal(rd.play.taps_used, 1);
    assert_int_equal(rd.play.taps[0], focus);
    assert_false(rd.previewed); /* ... with no preview */
    focus = rd.focus;
    assert_true(key(&rd, ACT_HOLD)); /* after Space, Enter taps what is held */
    assert_int_equal(scene(&rd).held, focus);
    assert_true(scene(&rd).preview);
    assert_true(key(&rd, ACT_CONTINUE));
    assert_int_equal(rd.play.taps_used, 2);
    assert_true(rd.previewed);
}

static void test_the_focus_follows_pops_undo_and_restart(void **state)
{
    (void)state;
    static struct round rd;
    for (int level = 1; level <= pack.count; level++) {
        start(&rd, level);
        const struct level *lv = &rd.current;
        int tapped = lv->solution[0];
        rd.focus = tapped;
        assert_true(key(&rd, ACT_TAB)); /* shows the ring on it */
        assert_true(key(&rd, ACT_HOLD));
        assert_true(key(&rd, ACT_HOLD));
        assert_int_equal(rd.play.taps_used, 1);
        /* at every moment of the chain the focus is on a standing dot, or none stands */
        while (play_next_pop(&rd.play) != PLAY_NEVER) {
            assert_true(rd.focus >= 0 ? dotset_has(rd.play.standing, rd.focus) : rd.play.standing == 0);
            round_update(&rd, 16);
        }
        round_update(&rd, 16);
        assert_true(rd.focus >= 0 ? dotset_has(rd.play.standing, rd.focus) : rd.play.standing == 0);
        if (rd.play.standing)
            assert_int_equal(rd.focus, focus_nearest(lv, rd.play.standing, tapped));
        if (rd.play.status == PLAY_ON) { /* undo: back on the dot the tap took */
            assert_true(key(&rd, ACT_UNDO));
            assert_int_equal(rd.focus, tapped);
            assert_true(dotset_has(rd.play.standing, tapped));
        }
    }
}

static void test_the_pointer_and_the_keys_mix(void **state)
{
    (void)state;
    static struct round rd;
    start(&rd, two_tap_level());
    const struct dot *d = &rd.current.dots[3];
    struct action move = {.kind = ACT_MOVE, .x = d->x, .y = d->y};
    assert_true(key(&rd, ACT_TAB));
    assert_true(round_action(&rd, &move)); /* the pointer moves: no ring, its dot hovered */
    assert_int_equal(scene(&rd).focus, -1);
    assert_int_equal(scene(&rd).hovered, 3);
    assert_true(key(&rd, ACT_LEFT)); /* the first key shows the ring where the pointer left it */
    assert_int_equal(scene(&rd).focus, 3);
    assert_int_equal(scene(&rd).hovered, -1); /* and the hover waits until the pointer moves */
    assert_true(key(&rd, ACT_LEFT));
    assert_int_equal(scene(&rd).focus, focus_step(&rd.current, rd.play.standing, 3, FOCUS_LEFT));

    /* a key hold is not the pointer's: a release elsewhere neither taps nor lets go */
    assert_true(key(&rd, ACT_HOLD));
    int held = scene(&rd).held;
    struct action release = {.kind = ACT_RELEASE, .x = 0, .y = 0};
    assert_true(round_action(&rd, &release));
    assert_int_equal(scene(&rd).held, held);
    assert_int_equal(rd.play.taps_used, 0);
    /* nor does a key hold keep the game awake: a still preview needs no frames */
    assert_false(round_busy(&rd));
}

static void test_a_pad_taps_on_release(void **state)
{
    (void)state;
    static struct round rd;
    start(&rd, two_tap_level());
    assert_true(pad(&rd, ACT_DOWN));
    int focus = scene(&rd).focus;
    assert_true(pad(&rd, ACT_HOLD)); /* A down: held while pressed */
    assert_int_equal(scene(&rd).held, focus);
    assert_true(pad(&rd, ACT_RIGHT)); /* moved off while held: let go, no tap */
    assert_true(pad(&rd, ACT_LET_GO));
    assert_int_equal(rd.play.taps_used, 0);
    focus = scene(&rd).focus;
    assert_true(pad(&rd, ACT_HOLD));
    assert_true(pad(&rd, ACT_LET_GO)); /* A up: the tap */
    assert_int_equal(rd.play.taps_used, 1);
    assert_int_equal(rd.play.taps[0], focus);
}

/* Every level of the pack, its answer found by Tab alone and tapped with Space. */
static void test_every_level_cleared_by_tab_and_space(void **state)
{
    (void)state;
    static struct round rd;
    for (int level = 1; level <= pack.count; level++) {
        start(&rd, level);
        assert_true(key(&rd, ACT_TAB));
        for (int t = 0; t < rd.current.taps; t++) {
            int want = rd.current.solution[t];
            for (int presses = 0; rd.focus != want; presses++) {
                assert_true(presses <= rd.current.n); /* Tab reaches every standing dot */
                assert_true(key(&rd, ACT_TAB));
            }
            assert_true(key(&rd, ACT_HOLD));
            assert_true(key(&rd, ACT_HOLD));
            round_update(&rd, 60000);
        }
        assert_int_equal(rd.play.status, PLAY_WON);
    }
}

/* Off the field: Space (or a pad's A) plays the chosen tile, and the scene says when
 * the last input came from a pad, so the keys line can name its buttons. */
static void test_off_the_field_and_the_keys_line(void **state)
{
    (void)state;
    static struct session s;
    static struct save save;
    static struct prefs prefs;
    settings = SETTINGS_DEFAULT;
    struct session_config c = {.prefs = &prefs, .save = &save, .settings = &settings, .pack = &pack};
    error_line err;
    assert_int_equal(session_start(&s, &c, 0, &err), 0); /* prefs keep nothing: no files */
    struct select_scene chosen;
    struct stats_scene stats;
    char daily[SELECTSCREEN_DAILY_WORDS], title[32];
    selectscreen_scene(&s.select, &chosen, daily, &stats);
    assert_int_equal(s.screen, SCREEN_SELECT);
    assert_false(chosen.pad);
    struct action a = {.kind = ACT_HOLD, .pad = true};
    session_action(&s, &a);
    struct play_scene sc;
    playscreen_scene(&s.play, &sc, title, sizeof title);
    assert_int_equal(s.screen, SCREEN_PLAY);
    assert_true(sc.pad);
    assert_string_equal(keymap_name(ACT_UNDO, sc.pad), "X");
    a = (struct action){.kind = ACT_MOVE, .x = 1, .y = 1};
    session_action(&s, &a);
    playscreen_scene(&s.play, &sc, title, sizeof title);
    assert_false(sc.pad);
    assert_string_equal(keymap_name(ACT_UNDO, sc.pad), "Z");
    a = (struct action){.kind = ACT_BACK, .pad = true}; /* B: back to the levels */
    session_action(&s, &a);
    a = (struct action){.kind = ACT_OPEN, .open = OPEN_SETTINGS, .pad = true}; /* Start: the settings */
    session_action(&s, &a);
    assert_int_equal(s.screen, SCREEN_SELECT);
    assert_true(s.select.panel.open);
    session_end(&s, NULL);
    save_free(&save);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_space_holds_and_taps_esc_lets_go),
        cmocka_unit_test(test_the_focus_follows_pops_undo_and_restart),
        cmocka_unit_test(test_the_pointer_and_the_keys_mix),
        cmocka_unit_test(test_a_pad_taps_on_release),
        cmocka_unit_test(test_every_level_cleared_by_tab_and_space),
        cmocka_unit_test(test_off_the_field_and_the_keys_line),
    };
    return cmocka_run_group_tests_name("keyplay", tests, load, unload);
}
