/* The first levels' lessons (lessons.h), without a window: which lesson each level
 * teaches; each shows until its point is made and then never again (a win, a dot held
 * long enough, an undo), while a level left or lost shows it again; undo waits for a
 * tap; a level played on its own teaches nothing; the seen lessons go through the
 * settings file (and a version 1 file, from before the lessons, still reads) and the
 * settings panel's row shows them all again; the lights fall on the dots they promise,
 * on the shipped pack's first levels. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "game/files/settings.h"
#include "game/play/lessons.h"
#include "game/select/settingspanel.h"
#include "pack_under_test.h"

static void test_each_level_teaches_one_idea(void **state)
{
    (void)state;
    static const enum lesson WANT[] = {LESSON_NONE, LESSON_TAP,  LESSON_CHAIN, LESSON_BELL,
                                       LESSON_FEWEST, LESSON_SIZES, LESSON_HOLD, LESSON_UNDO,
                                       LESSON_NONE, LESSON_NONE, LESSON_READ, LESSON_MARK};
    for (int level = 0; level < (int)(sizeof WANT / sizeof WANT[0]); level++)
        assert_int_equal(lesson_of_level(level), WANT[level]);
    for (int level = 12; level <= 1000; level++)
        assert_int_equal(lesson_of_level(level), LESSON_NONE);
    for (int l = 0; l < LESSON_COUNT; l++) { /* every lesson is named, and found by its name */
        assert_true(strlen(lesson_name((enum lesson)l)) > 0);
        assert_int_equal(lesson_named(lesson_name((enum lesson)l)), l);
    }
    assert_int_equal(lesson_named("juggling"), LESSON_NONE);
}

/* A visit to level 1: the line shows through the tap and the chain, a win sees it, and the
 * next visit shows nothing. */
static void test_a_lesson_is_shown_once(void **state)
{
    (void)state;
    unsigned seen = 0;
    struct lessons ls;
    lessons_begin(&ls, &seen, 1, false);
    assert_int_equal(lessons_showing(&ls), LESSON_TAP);
    assert_false(lessons_event(&ls, LESSON_TAPPED));
    assert_int_equal(lessons_showing(&ls), LESSON_TAP); /* the ring goes out under it */
    assert_false(lessons_event(&ls, LESSON_HELD));      /* not this lesson's point */
    assert_true(lessons_event(&ls, LESSON_WON));
    assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    assert_int_equal(seen, 1u << LESSON_TAP);
    assert_false(lessons_event(&ls, LESSON_WON)); /* nothing more to keep */

    lessons_begin(&ls, &seen, 1, false);
    assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    /* level 2 has not been taught: it shows, as does the scale mark's note */
    lessons_begin(&ls, &seen, 2, false);
    assert_int_equal(lessons_showing(&ls), LESSON_CHAIN);
    assert_true(lessons_zoom_showing(&ls));
    assert_true(lessons_event(&ls, LESSON_WON));
    assert_false(lessons_zoom_showing(&ls));
    assert_int_equal(seen, 1u << LESSON_TAP | 1u << LESSON_CHAIN | 1u << LESSON_ZOOM);
}

/* Lost, restarted or left before the win: the lesson is not seen, and shows again. */
static void test_a_lesson_not_taken_in_shows_again(void **state)
{
    (void)state;
    unsigned seen = 0;
    struct lessons ls;
    lessons_begin(&ls, &seen, 4, false);
    assert_int_equal(lessons_showing(&ls), LESSON_FEWEST);
    assert_false(lessons_event(&ls, LESSON_TAPPED));
    assert_false(lessons_event(&ls, LESSON_TAPPED));
    assert_false(lessons_event(&ls, LESSON_RETRIED)); /* out of taps, and again */
    assert_int_equal(lessons_showing(&ls), LESSON_FEWEST);
    lessons_begin(&ls, &seen, 4, false); /* left, and come back to */
    assert_int_equal(lessons_showing(&ls), LESSON_FEWEST);
    assert_int_equal(seen, 0);
}

/* Hold is taught by holding: its line goes once a dot is held long enough, before any
 * win; undo shows only once there is a tap to take back, and goes at the undo. */
static void test_hold_and_undo_are_taught_by_doing(void **state)
{
    (void)state;
    unsigned seen = 0;
    struct lessons ls;
    lessons_begin(&ls, &seen, 6, false);
    assert_int_equal(lessons_showing(&ls), LESSON_HOLD);
    assert_false(lessons_event(&ls, LESSON_TAPPED));
    assert_int_equal(lessons_showing(&ls), LESSON_HOLD);
    assert_true(lessons_event(&ls, LESSON_HELD));
    assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    assert_int_equal(seen, 1u << LESSON_HOLD);

    lessons_begin(&ls, &seen, 7, false);
    assert_int_equal(lessons_showing(&ls), LESSON_NONE); /* nothing to undo yet */
    lessons_event(&ls, LESSON_TAPPED);
    assert_int_equal(lessons_showing(&ls), LESSON_UNDO);
    lessons_event(&ls, LESSON_RETRIED); /* a restart: nothing to undo again */
    assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    lessons_event(&ls, LESSON_TAPPED);
    assert_true(lessons_event(&ls, LESSON_UNDONE));
    assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    assert_true(seen >> LESSON_UNDO & 1u);
}

/* The daily, a code or the workshop's field, even as "level 1", teaches nothing. */
static void test_a_level_played_on_its_own_teaches_nothing(void **state)
{
    (void)state;
    unsigned seen = 0;
    struct lessons ls;
    lessons_begin(&ls, &seen, 1, true);
    assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    assert_false(lessons_zoom_showing(&ls));
    assert_false(lessons_event(&ls, LESSON_WON));
    assert_int_equal(seen, 0);
}

/* The settings panel's row: any seen, all show again; none seen yet, none will. Kept in
 * the settings file, by name; a version 1 file reads with none seen. */
static void test_the_settings_keep_them_and_show_them_again(void **state)
{
    (void)state;
    struct settings s = SETTINGS_DEFAULT;
    s.lessons_seen = 1u << LESSON_TAP | 1u << LESSON_UNDO;
    char *text = settings_format(&s, NULL);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"lessons_seen\""));
    assert_non_null(strstr(text, "\"undo\""));
    struct settings back;
    error_line err;
    if (settings_parse(text, strlen(text), "settings.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    free(text);
    assert_int_equal(back.lessons_seen, s.lessons_seen);

    struct settingspanel m;
    settingspanel_open(&m);
    m.row = ROW_LESSONS;
    char value[64];
    settingspanel_row_value(ROW_LESSONS, &back, false, value, sizeof value);
    assert_string_equal(value, "show them again");
    assert_int_equal(settingspanel_action(&m, &back, &(struct action){.kind = ACT_CONTINUE}), SETTINGSPANEL_CHANGED);
    assert_int_equal(back.lessons_seen, 0);
    unsigned seen = back.lessons_seen;
    struct lessons ls;
    lessons_begin(&ls, &seen, 1, false);
    assert_int_equal(lessons_showing(&ls), LESSON_TAP);
    /* switched again: none will show */
    assert_int_equal(settingspanel_action(&m, &back, &(struct action){.kind = ACT_CONTINUE}), SETTINGSPANEL_CHANGED);
    seen = back.lessons_seen;
    for (int level = 1; level <= 7; level++) {
        lessons_begin(&ls, &seen, level, false);
        lessons_event(&ls, LESSON_TAPPED);
        assert_int_equal(lessons_showing(&ls), LESSON_NONE);
    }

    static const char older[] = "{\"format\": \"carillon-settings\", \"version\": 1, \"volume\": 30}";
    if (settings_parse(older, strlen(older), "settings.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(back.volume, 30);
    assert_int_equal(back.lessons_seen, 0);

    static const struct {
        const char *text, *says;
    } bad[] = {
        {"{\"format\": \"carillon-settings\", \"version\": 2, \"lessons_seen\": [\"tap\", \"juggle\"]}",
         "\"lessons_seen\" holds \"juggle\", not a lesson's name met once"},
        {"{\"format\": \"carillon-settings\", \"version\": 2, \"lessons_seen\": [\"tap\", \"tap\"]}",
         "not a lesson's name met once"},
        {"{\"format\": \"carillon-settings\", \"version\": 2, \"lessons_seen\": [3]}", "something else"},
        {"{\"format\": \"carillon-settings\", \"version\": 2, \"lessons_seen\": \"tap\"}", "lessons_seen"},
        {"{\"format\": \"carillon-settings\", \"version\": 3}", "version 3; this build reads versions 1 to 2"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        back.lessons_seen = 99;
        assert_int_equal(settings_parse(bad[i].text, strlen(bad[i].text), "settings.json", &back, &err), -1);
        if (!strstr(err.text, bad[i].says))
            fail_msg("%s: said \"%s\", not \"%s\"", bad[i].text, err.text, bad[i].says);
        assert_int_equal(back.lessons_seen, 0); /* the defaults, whole */
    }
}

/* The lights on the pack's first levels: a chain start of the answer, one dot of each
 * size (biggest first), the dot the last tap took. */
static void test_the_lights_fall_where_they_teach(void **state)
{
    (void)state;
    struct pack pack;
    assert_int_equal(read_pack_under_test(&pack), 0);
    int dots[SIZE_COUNT];
    struct play p;
    for (int level = 1; level <= 11; level++) {
        enum lesson l = lesson_of_level(level);
        if (l == LESSON_NONE)
            continue;
        play_start(&p, &pack.levels[level - 1]);
        char words[200];
        lesson_words(l, &p, false, false, 1.9f, words, sizeof words);
        assert_true(strlen(words) > 20 && strlen(words) < 80); /* a short line, not a wall */
        int n = lesson_dots(l, &p, dots);
        switch (lesson_light(l)) {
        case LIGHT_DOT:
        case LIGHT_CHAIN:
            assert_int_equal(n, 1);
            assert_int_equal(dots[0], pack.levels[level - 1].solution[0]);
            break;
        case LIGHT_REACHES: {
            assert_true(n >= 2);
            for (int k = 1; k < n; k++)
                assert_true(p.level->dots[dots[k - 1]].size > p.level->dots[dots[k]].size);
            break;
        }
        case LIGHT_TAKEN:
            assert_int_equal(n, 0);
            assert_true(play_tap(&p, 0));
            assert_int_equal(lesson_dots(l, &p, dots), 1);
            assert_int_equal(dots[0], 0);
            break;
        default: assert_int_equal(n, 0); break;
        }
    }
    /* the fewest taps' line names the level's par and the pips that count it down (issue
     * 33: the first level that can be lost says that par matters); the keys', the pad's
     * and a finger's undo differ */
    char words[200];
    play_start(&p, &pack.levels[3]);
    lesson_words(LESSON_FEWEST, &p, false, false, 1, words, sizeof words);
    assert_non_null(strstr(words, "Par is 2"));
    assert_non_null(strstr(words, "the pips up top are the taps you have left"));
    lesson_words(LESSON_UNDO, &p, true, false, 1, words, sizeof words);
    assert_true(words[0] == 'X');
    lesson_words(LESSON_UNDO, &p, false, false, 1, words, sizeof words);
    assert_string_equal(words, "Z takes back the last tap; it still counts until you restart");
    lesson_words(LESSON_UNDO, &p, false, true, 1, words, sizeof words); /* a finger: the button */
    assert_string_equal(words, "Undo takes back the last tap; it still counts until you restart");
    /* reading (issue 43): the first level whose chain starts no ring reaches says how to
     * find them, and the next names the mark a win read earns */
    lesson_words(LESSON_READ, &p, false, false, 1, words, sizeof words);
    assert_non_null(strstr(words, "No ring reaches a chain start"));
    assert_non_null(strstr(words, "no ring touches"));
    lesson_words(LESSON_MARK, &p, false, false, 1, words, sizeof words);
    assert_non_null(strstr(words, "without holding a dot"));
    assert_non_null(strstr(words, "marked read"));
    lesson_words(LESSON_ZOOM, &p, false, false, 1.9f, words, sizeof words);
    assert_non_null(strstr(words, "\xc3\x97" "1.9"));
    pack_free(&pack);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_level_teaches_one_idea),
        cmocka_unit_test(test_a_lesson_is_shown_once),
        cmocka_unit_test(test_a_lesson_not_taken_in_shows_again),
        cmocka_unit_test(test_hold_and_undo_are_taught_by_doing),
        cmocka_unit_test(test_a_level_played_on_its_own_teaches_nothing),
        cmocka_unit_test(test_the_settings_keep_them_and_show_them_again),
        cmocka_unit_test(test_the_lights_fall_where_they_teach),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
