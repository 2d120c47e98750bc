/* The workshop screen's logic and the daily log, without a window: presses place, pick
 * and drag dots, keys choose the palette and restyle the picked dot, a right press
 * removes; Enter asks to play the field with the solver's par (REQUEST_TRY), and played
 * on its own (playscreen.h) a win goes back; Esc asks to leave (REQUEST_BACK); Ctrl+C puts
 * a code on the clipboard only from a fair field, Ctrl+V opens one as an edit that Z takes
 * back; the workshop file follows every change. The daily log keeps each day's best win and
 * counts the streak up to today (or yesterday, while today is not won). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/files/dailylog.h"
#include "game/keymap.h"
#include "game/play/playscreen.h"
#include "game/workshop/workshopscreen.h"
#include "levelgen/daily.h"

static struct workshopscreen b;
static struct workshopfile file;
static struct request last;  /* what the workshop asked for last */
static char clipboard[256];   /* what it put on the clipboard last */
static struct warnings warnings;

static bool copied(void *ctx, const struct carillon_copy *copy)
{
    (void)ctx;
    assert_int_equal(copy->kind, CARILLON_COPY_CODE); /* the workshop copies a code, and its link */
    snprintf(clipboard, sizeof clipboard, "%s", copy->text);
    return true;
}

static const struct carillon_host host = {.clipboard_set = copied};
static struct settings settings;
static const struct screen_env env = {.host = &host, .settings = &settings, .warnings = &warnings};

static void act(enum action_kind kind, int x, int y)
{
    struct action a = {.kind = kind, .x = x, .y = y};
    last = workshopscreen_action(&b, &a);
}

/* The field the workshop asked to try, played on its own as the session plays it. */
static struct playscreen tried;

static void try_it(void)
{
    assert_int_equal(last.kind, REQUEST_TRY);
    error_line err;
    if (playscreen_single(&tried, &env, last.field, PLAYSCREEN_WORKSHOP, 0, false, &err) != 0)
        fail_msg("%s", err.text);
}

static struct request in_play(enum action_kind kind, bool pad)
{
    struct action a = {.kind = kind, .pad = pad};
    return PLAYSCREEN.action(&tried, &a);
}

static void click(int x, int y)
{
    act(ACT_PRESS, x, y);
    act(ACT_RELEASE, x, y);
}

static void start(void)
{
    workshopfile_init(&file);
    settings = SETTINGS_DEFAULT;
    clipboard[0] = '\0';
    workshopscreen_start(&b, &file, &env);
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
    assert_int_equal(file.field[0].n, 3); /* the workshop file follows */
    assert_true(b.unkept);
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
    workshopscreen_end(&b);
}

static void test_the_field_is_played_and_the_bench_comes_back(void **state)
{
    (void)state;
    start();
    act(ACT_CONTINUE, 0, 0);
    assert_int_equal(last.kind, REQUEST_STAY);
    assert_string_equal(b.line, "place a dot first");
    act(ACT_PICK, 3, 0);
    click(100, 400);
    act(ACT_PICK, 2, 0);
    click(240, 400);
    click(340, 400);
    act(ACT_CONTINUE, 0, 0);
    try_it();
    assert_int_equal(tried.rd.current.taps, 1);
    assert_int_equal(tried.rd.current.n, 3);
    struct action tap = {.kind = ACT_PRESS, .x = 100, .y = 400}; /* the big dot clears the field */
    PLAYSCREEN.action(&tried, &tap);
    tap.kind = ACT_RELEASE;
    PLAYSCREEN.action(&tried, &tap);
    assert_int_equal(PLAYSCREEN.update(&tried, 5000).kind, REQUEST_STAY);
    assert_int_equal(tried.rd.play.status, PLAY_WON);
    in_play(ACT_NEXT, false);
    assert_int_equal(PLAYSCREEN.update(&tried, 16).kind, REQUEST_BACK); /* won and on: back */
    assert_int_equal(b.ws.field.n, 3); /* the field is as it was */
    playscreen_end(&tried);
    workshopscreen_end(&b);
}

static void test_codes_go_out_only_when_fair_and_come_in_as_an_edit(void **state)
{
    (void)state;
    start();
    click(100, 100);
    click(130, 100); /* too close */
    act(ACT_COPY, 0, 0);
    assert_string_equal(clipboard, "");
    assert_string_equal(b.line, "not copied: 1 fault: fix it first");
    click(500, 500); /* a change that leaves the fault: the note stays */
    assert_string_equal(b.line, "not copied: 1 fault: fix it first");
    act(ACT_UNDO, 0, 0);
    act(ACT_UNDO, 0, 0); /* the fault fixed: the note goes with it */
    assert_string_equal(b.line, "");
    click(130, 100);
    act(ACT_COPY, 0, 0);
    act(ACT_PRESS_ALT, 100, 100);
    act(ACT_PRESS_ALT, 130, 100); /* no dot left, so no fault either */
    assert_int_equal(b.ws.field.n, 0);
    assert_string_equal(b.line, "");
    click(100, 100);
    click(300, 100);
    act(ACT_COPY, 0, 0);
    assert_true(strncmp(clipboard, "C1", 2) == 0);
    char code[CODE_MAX + 1];
    strcpy(code, clipboard);
    act(ACT_PAGE_DOWN, 0, 0); /* a new, empty field on the workshop file */
    assert_int_equal(file.count, 2);
    assert_int_equal(b.ws.field.n, 0);
    struct action paste = {.kind = ACT_PASTE, .text = code};
    workshopscreen_action(&b, &paste);
    assert_int_equal(b.ws.field.n, 2);
    assert_int_equal(file.field[1].n, 2);
    paste.text = "C1nonsense";
    workshopscreen_action(&b, &paste);
    assert_non_null(strstr(b.line, "checksum"));
    act(ACT_UNDO, 0, 0);
    assert_int_equal(b.ws.field.n, 0);
    act(ACT_PAGE_UP, 0, 0);
    assert_int_equal(b.ws.field.n, 2);
    workshopscreen_end(&b);
}

/* An arrow, Shift held (fine) or not, n times. */
static void arrows(enum action_kind kind, int n, bool fine)
{
    for (int i = 0; i < n; i++) {
        struct action a = {.kind = kind, .fine = fine};
        workshopscreen_action(&b, &a);
    }
}

/* design.md's field (a big dot at (100,400), normals at (240,400) and (340,400): one tap,
 * 1.58 bits) made with the keys alone: the cursor starts at the field's centre (320,400),
 * steps WORKSHOPSCREEN_STEP units an arrow, and Space places there; then its code is copied
 * and holds exactly those dots. Tab walks the dots in reading order. */
static void test_keys_alone_make_a_fair_field_and_copy_its_code(void **state)
{
    (void)state;
    start();
    assert_true(b.cursor_shown);
    assert_int_equal(b.cursor_x, FIELD_WIDTH / 2);
    assert_int_equal(b.cursor_y, FIELD_HEIGHT / 2);
    act(ACT_PICK, 3, 0); /* big */
    arrows(ACT_LEFT, (320 - 100) / WORKSHOPSCREEN_STEP, false);
    act(ACT_HOLD, 0, 0);
    act(ACT_PICK, 2, 0); /* normal */
    arrows(ACT_RIGHT, (240 - 100) / WORKSHOPSCREEN_STEP, false);
    act(ACT_HOLD, 0, 0);
    arrows(ACT_RIGHT, (340 - 240) / WORKSHOPSCREEN_STEP, false);
    act(ACT_HOLD, 0, 0);
    static const struct dot WANT[] = {{100, 400, SIZE_BIG, 0}, {240, 400, SIZE_NORMAL, 0}, {340, 400, SIZE_NORMAL, 0}};
    assert_int_equal(b.ws.field.n, 3);
    assert_memory_equal(b.ws.field.dots, WANT, sizeof WANT);
    assert_int_equal(b.picked, -1); /* placed, not picked: the palette is for the next dot */
    assert_int_equal(b.ws.verdict.faults, 0);
    assert_int_equal(b.ws.verdict.fewest_taps, 1);
    assert_int_equal(b.ws.verdict.centibits, 158);
    act(ACT_COPY, 0, 0);
    struct dot back[DOTSET_MAX];
    int n;
    error_line err;
    if (code_decode(clipboard, back, &n, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(n, 3);
    assert_memory_equal(back, WANT, sizeof WANT);
    /* Tab: from the last dot round to the first, then on; Shift+Tab back */
    act(ACT_TAB, 0, 0);
    assert_int_equal(b.cursor_x, 100);
    act(ACT_TAB, 0, 0);
    assert_int_equal(b.cursor_x, 240);
    act(ACT_BACKTAB, 0, 0);
    assert_int_equal(b.cursor_x, 100);
    /* the cursor stays on the field */
    arrows(ACT_UP, FIELD_HEIGHT / WORKSHOPSCREEN_STEP + 2, false);
    assert_int_equal(b.cursor_y, 0);
    workshopscreen_end(&b);
}

/* With a dot picked up by Space, a run of arrows moves it as one edit (undone and redone
 * whole), Shift making the step fine; Space puts it down and the next run is the next
 * edit; Esc puts a carried dot down before it leaves; Delete removes the dot under the
 * cursor; the pointer hides the cursor and the first arrow after it only shows it. */
static void test_a_keyboard_move_is_one_edit_undone_and_redone(void **state)
{
    (void)state;
    start();
    act(ACT_HOLD, 0, 0); /* a normal dot at (320,400) */
    arrows(ACT_RIGHT, 5, false);
    act(ACT_HOLD, 0, 0); /* another at (420,400) */
    int undos = b.ws.undos;
    act(ACT_BACKTAB, 0, 0);
    assert_int_equal(b.cursor_x, 320);
    act(ACT_HOLD, 0, 0); /* picks it up */
    assert_int_equal(b.carried, 0);
    assert_int_equal(b.picked, 0);
    arrows(ACT_LEFT, 3, false);
    arrows(ACT_UP, 2, true);
    assert_int_equal(b.ws.field.dots[0].x, 320 - 3 * WORKSHOPSCREEN_STEP);
    assert_int_equal(b.ws.field.dots[0].y, 400 - 2 * WORKSHOPSCREEN_FINE_STEP);
    assert_int_equal(file.field[0].dots[0].x, 320 - 3 * WORKSHOPSCREEN_STEP); /* the workshop file follows */
    act(ACT_HOLD, 0, 0); /* put down */
    assert_int_equal(b.carried, -1);
    assert_int_equal(b.ws.undos, undos + 1); /* the run was one edit */
    act(ACT_HOLD, 0, 0);
    arrows(ACT_DOWN, 4, false);
    act(ACT_BACK, 0, 0); /* Esc puts it down, and does not leave */
    assert_int_equal(last.kind, REQUEST_STAY);
    assert_int_equal(b.carried, -1);
    assert_int_equal(b.ws.undos, undos + 2);
    assert_int_equal(b.ws.field.dots[0].y, 400 - 2 * WORKSHOPSCREEN_FINE_STEP + 4 * WORKSHOPSCREEN_STEP);
    act(ACT_UNDO, 0, 0);
    assert_int_equal(b.ws.field.dots[0].x, 320 - 3 * WORKSHOPSCREEN_STEP);
    assert_int_equal(b.ws.field.dots[0].y, 400 - 2 * WORKSHOPSCREEN_FINE_STEP);
    act(ACT_UNDO, 0, 0);
    assert_int_equal(b.ws.field.dots[0].x, 320);
    assert_int_equal(b.ws.field.dots[0].y, 400);
    act(ACT_REDO, 0, 0);
    assert_int_equal(b.ws.field.dots[0].x, 320 - 3 * WORKSHOPSCREEN_STEP);
    assert_int_equal(b.ws.field.dots[0].y, 400 - 2 * WORKSHOPSCREEN_FINE_STEP);
    /* Delete: the dot under the cursor, not the other one */
    act(ACT_TAB, 0, 0);
    act(ACT_TAB, 0, 0);
    assert_int_equal(b.cursor_x, 420);
    act(ACT_DELETE, 0, 0);
    assert_int_equal(b.ws.field.n, 1);
    assert_int_equal(b.ws.field.dots[0].x, 320 - 3 * WORKSHOPSCREEN_STEP);
    /* the pointer leads: the cursor hides and goes where it went */
    act(ACT_MOVE, 500, 600);
    assert_false(b.cursor_shown);
    arrows(ACT_RIGHT, 1, false);
    assert_true(b.cursor_shown);
    assert_int_equal(b.cursor_x, 500);
    arrows(ACT_RIGHT, 1, false);
    assert_int_equal(b.cursor_x, 500 + WORKSHOPSCREEN_STEP);
    act(ACT_BACK, 0, 0);
    assert_int_equal(last.kind, REQUEST_BACK);
    workshopscreen_end(&b);
}

/* A pad's buttons, as input.c sends them (play's actions, from a pad): A places and
 * picks, the shoulders take the next size and bell, X removes, Y undoes and Back redoes,
 * the right stick goes through the workshop file, Start plays the field, and in play A holds and
 * taps on release and B comes back. */
static void test_a_pad_makes_and_plays_a_field(void **state)
{
    (void)state;
    start();
    struct action a = {.pad = true};
#define PAD(k) (a.kind = (k), last = workshopscreen_action(&b, &a))
    PAD(ACT_PAGE_UP); /* LB: normal to big */
    assert_int_equal(b.size, SIZE_BIG);
    PAD(ACT_PAGE_DOWN); /* RB: bell 1 to 2 */
    assert_int_equal(b.note, 1);
    for (int i = 0; i < 11; i++)
        PAD(ACT_LEFT);
    PAD(ACT_HOLD);
    PAD(ACT_LET_GO); /* A's release does nothing here */
    assert_int_equal(b.ws.field.n, 1);
    assert_int_equal(b.ws.field.dots[0].x, 100);
    assert_int_equal(b.ws.field.dots[0].size, SIZE_BIG);
    assert_int_equal(b.ws.field.dots[0].note, 1);
    PAD(ACT_PAGE_UP);
    PAD(ACT_PAGE_UP); /* big to small, to normal */
    assert_int_equal(b.size, SIZE_NORMAL);
    for (int i = 0; i < 7; i++)
        PAD(ACT_RIGHT);
    PAD(ACT_HOLD);
    for (int i = 0; i < 5; i++)
        PAD(ACT_RIGHT);
    PAD(ACT_HOLD);
    assert_int_equal(b.ws.field.n, 3);
    PAD(ACT_UNDO); /* X: removes the dot under the cursor */
    assert_int_equal(b.ws.field.n, 2);
    PAD(ACT_HINT); /* Y: undo */
    assert_int_equal(b.ws.field.n, 3);
    PAD(ACT_RESTART); /* Back: redo */
    assert_int_equal(b.ws.field.n, 2);
    PAD(ACT_HINT);
    assert_int_equal(b.ws.field.n, 3);
    PAD(ACT_STICK_DOWN); /* the right stick down: a new, empty field on the workshop file */
    assert_int_equal(file.count, 2);
    assert_int_equal(file.current, 1);
    assert_int_equal(b.ws.field.n, 0);
    PAD(ACT_STICK_UP); /* and up: back to the first, as it was */
    assert_int_equal(file.current, 0);
    assert_int_equal(b.ws.field.n, 3);
    a.open = OPEN_SETTINGS;
    PAD(ACT_OPEN); /* Start: play it */
    try_it();
    assert_int_equal(tried.rd.current.taps, 1);
    in_play(ACT_TAB, true); /* the focus on the first dot in reading order: the big one */
    in_play(ACT_HOLD, true);
    assert_int_equal(tried.rd.held, 0);
    assert_int_equal(in_play(ACT_BACK, true).kind, REQUEST_STAY); /* B lets go first */
    assert_int_equal(tried.rd.held, -1);
    in_play(ACT_HOLD, true);
    in_play(ACT_LET_GO, true);
    PLAYSCREEN.update(&tried, 5000);
    assert_int_equal(tried.rd.play.status, PLAY_WON);
    assert_int_equal(in_play(ACT_BACK, true).kind, REQUEST_BACK);
    playscreen_end(&tried);
    PAD(ACT_BACK);
    assert_int_equal(last.kind, REQUEST_BACK);
#undef PAD
    workshopscreen_end(&b);
}

static void test_the_daily_log_keeps_days_and_streaks(void **state)
{
    (void)state;
    static struct daily_log log;
    int64_t today;
    assert_int_equal(daily_parse("2026-12-03", &today, NULL), 0);
    assert_int_equal(daily_log_streak(&log, today), 0);
    assert_true(daily_log_won(&log, today - 1, (struct result){4, true, false}));
    assert_true(daily_log_won(&log, today - 2, (struct result){3, false, false}));
    assert_true(daily_log_won(&log, today - 4, (struct result){3, false, false}));
    assert_int_equal(daily_log_streak(&log, today), 2); /* today not won yet: up to yesterday */
    assert_true(daily_log_won(&log, today, (struct result){5, false, false}));
    assert_int_equal(daily_log_streak(&log, today), 3);
    assert_int_equal(daily_log_streak(&log, today + 2), 0);
    /* the better win of a day is kept: without a hint, then fewer taps */
    assert_false(daily_log_won(&log, today - 1, (struct result){5, true, false}));
    assert_true(daily_log_won(&log, today - 1, (struct result){5, false, false}));
    assert_false(daily_log_won(&log, today - 1, (struct result){4, true, false}));
    assert_int_equal(daily_log_find(&log, today - 1)->taps, 5);
    assert_false(daily_log_find(&log, today - 1)->hinted);
    error_line err;
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
        cmocka_unit_test(test_keys_alone_make_a_fair_field_and_copy_its_code),
        cmocka_unit_test(test_a_keyboard_move_is_one_edit_undone_and_redone),
        cmocka_unit_test(test_a_pad_makes_and_plays_a_field),
        cmocka_unit_test(test_the_daily_log_keeps_days_and_streaks),
    };
    return cmocka_run_group_tests_name("workshop screen", tests, NULL, NULL);
}
