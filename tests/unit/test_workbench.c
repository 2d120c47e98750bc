/* The workshop screen's logic and the daily log, without a window: presses place, pick
 * and drag dots, keys choose the palette and restyle the picked dot, a right press
 * removes; Enter plays the field with the solver's par and a win comes back to the bench;
 * Ctrl+C copies a code only from a fair field, Ctrl+V opens one as an edit that Z takes
 * back; the shelf follows every change. The daily log keeps each day's best win and
 * counts the streak up to today (or yesterday, while today is not won). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/dailylog.h"
#include "game/workbench.h"
#include "levelgen/daily.h"

static struct workbench b;
static struct shelf shelf;

static void act(enum action_kind kind, int x, int y)
{
    struct action a = {.kind = kind, .x = x, .y = y};
    workbench_action(&b, &a, NULL);
}

static void click(int x, int y)
{
    act(ACT_PRESS, x, y);
    act(ACT_RELEASE, x, y);
}

static void start(void)
{
    shelf_init(&shelf);
    lg_err err;
    if (workbench_start(&b, &shelf, NULL, NULL, &SETTINGS_DEFAULT, &err) != 0)
        fail_msg("%s", err.text);
}

static void test_clicks_and_keys_make_a_field(void **state)
{
    (void)state;
    start();
    act(ACT_PICK, 3, 0); /* big */
    click(100, 400);
    act(ACT_PICK, 2, 0); /* normal: for the next dot, not the one just placed */
    act(ACT_PICK, 6, 0); /* bell 3 */
    click(240, 400);
    click(340, 400);
    assert_int_equal(b.ws.field.n, 3);
    assert_int_equal(b.ws.field.dots[0].size, SIZE_BIG);
    assert_int_equal(b.ws.field.dots[1].size, SIZE_NORMAL);
    assert_int_equal(b.ws.field.dots[2].note, 2);
    assert_int_equal(b.ws.verdict.fewest_taps, 1);
    assert_int_equal(shelf.field[0].n, 3); /* the shelf follows */
    assert_true(b.changed);
    /* a press on a dot picks it, and a drag moves it as one edit */
    act(ACT_PRESS, 340, 400);
    act(ACT_MOVE, 360, 420);
    act(ACT_MOVE, 380, 440);
    act(ACT_RELEASE, 380, 440);
    assert_int_equal(b.ws.field.dots[2].x, 380);
    act(ACT_PICK, 1, 0); /* the picked dot turns small */
    assert_int_equal(b.ws.field.dots[2].size, SIZE_SMALL);
    act(ACT_UNDO, 0, 0);
    act(ACT_UNDO, 0, 0);
    assert_int_equal(b.ws.field.dots[2].x, 340);
    act(ACT_PRESS_ALT, 240, 400);
    assert_int_equal(b.ws.field.n, 2);
    workbench_end(&b);
}

static void test_the_field_is_played_and_the_bench_comes_back(void **state)
{
    (void)state;
    start();
    act(ACT_CONTINUE, 0, 0);
    assert_false(b.trying);
    assert_string_equal(b.line, "place a dot first");
    act(ACT_PICK, 3, 0);
    click(100, 400);
    act(ACT_PICK, 2, 0);
    click(240, 400);
    click(340, 400);
    act(ACT_CONTINUE, 0, 0);
    assert_true(b.trying);
    assert_int_equal(b.play.current.taps, 1);
    click(100, 400); /* the big dot clears the field */
    workbench_update(&b, 5000);
    assert_int_equal(b.play.play.status, PLAY_WON);
    act(ACT_NEXT, 0, 0);
    workbench_update(&b, 16);
    assert_false(b.trying);
    assert_int_equal(b.ws.field.n, 3); /* the field is as it was */
    workbench_end(&b);
}

static void test_codes_go_out_only_when_fair_and_come_in_as_an_edit(void **state)
{
    (void)state;
    start();
    click(100, 100);
    click(130, 100); /* too close */
    act(ACT_COPY, 0, 0);
    assert_string_equal(b.copied, "");
    assert_string_equal(b.line, "not copied: 1 fault: fix it first");
    act(ACT_UNDO, 0, 0);
    click(300, 100);
    act(ACT_COPY, 0, 0);
    assert_true(strncmp(b.copied, "C1", 2) == 0);
    char code[CODE_MAX + 1];
    strcpy(code, b.copied);
    act(ACT_PAGE_DOWN, 0, 0); /* a new, empty field on the shelf */
    assert_int_equal(shelf.count, 2);
    assert_int_equal(b.ws.field.n, 0);
    struct action paste = {.kind = ACT_PASTE};
    workbench_action(&b, &paste, code);
    assert_int_equal(b.ws.field.n, 2);
    assert_int_equal(shelf.field[1].n, 2);
    workbench_action(&b, &paste, "C1nonsense");
    assert_non_null(strstr(b.line, "checksum"));
    act(ACT_UNDO, 0, 0);
    assert_int_equal(b.ws.field.n, 0);
    act(ACT_PAGE_UP, 0, 0);
    assert_int_equal(b.ws.field.n, 2);
    workbench_end(&b);
}

static void test_the_daily_log_keeps_days_and_streaks(void **state)
{
    (void)state;
    static struct daily_log log;
    int64_t today;
    assert_int_equal(daily_parse("2026-12-03", &today, NULL), 0);
    assert_int_equal(daily_log_streak(&log, today), 0);
    assert_true(daily_log_won(&log, today - 1, 4, true));
    assert_true(daily_log_won(&log, today - 2, 3, false));
    assert_true(daily_log_won(&log, today - 4, 3, false));
    assert_int_equal(daily_log_streak(&log, today), 2); /* today not won yet: up to yesterday */
    assert_true(daily_log_won(&log, today, 5, false));
    assert_int_equal(daily_log_streak(&log, today), 3);
    assert_int_equal(daily_log_streak(&log, today + 2), 0);
    /* the better win of a day is kept: without a hint, then fewer taps */
    assert_false(daily_log_won(&log, today - 1, 5, true));
    assert_true(daily_log_won(&log, today - 1, 5, false));
    assert_false(daily_log_won(&log, today - 1, 4, true));
    assert_int_equal(daily_log_find(&log, today - 1)->taps, 5);
    assert_false(daily_log_find(&log, today - 1)->hinted);
    lg_err err;
    char *text = daily_log_format(&log, &err);
    assert_non_null(text);
    static struct daily_log back;
    if (daily_log_parse(text, strlen(text), "daily.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(back.count, 4);
    assert_memory_equal(back.days, log.days, sizeof log.days[0] * 4);
    free(text);
    static const char TWICE[] = "{\"format\": \"carillon-daily\", \"version\": 1, \"days\": ["
                                "{\"date\": \"2026-12-03\", \"taps\": 4, \"hint\": false},"
                                "{\"date\": \"2026-12-03\", \"taps\": 3, \"hint\": false}]}";
    assert_int_equal(daily_log_parse(TWICE, strlen(TWICE), "daily.json", &back, &err), -1);
    assert_string_equal(err.text, "daily.json: day 2: 2026-12-03 appears more than once");
    assert_int_equal(back.count, 0);
    static const char BAD_DATE[] = "{\"format\": \"carillon-daily\", \"version\": 1, \"days\": ["
                                   "{\"date\": \"2026-02-30\", \"taps\": 4, \"hint\": false}]}";
    assert_int_equal(daily_log_parse(BAD_DATE, strlen(BAD_DATE), "daily.json", &back, &err), -1);
    assert_string_equal(err.text, "daily.json: day 1: '2026-02-30' is not a day of the calendar");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clicks_and_keys_make_a_field),
        cmocka_unit_test(test_the_field_is_played_and_the_bench_comes_back),
        cmocka_unit_test(test_codes_go_out_only_when_fair_and_come_in_as_an_edit),
        cmocka_unit_test(test_the_daily_log_keeps_days_and_streaks),
    };
    return cmocka_run_group_tests_name("workbench", tests, NULL, NULL);
}
