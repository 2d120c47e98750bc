/* The statistics panel's figures (stats.h): the daily's days played, won and won without
 * a hint, the streak and the longest one across a month's and a year's end and a gap,
 * with today not yet played, and the calendar of the last five weeks; a pack's wins and
 * hints; and what opens and closes the panel. No window, no files. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "game/keymap.h"
#include "game/select/stats.h"
#include "levelgen/daily.h"

static int64_t day_of(const char *date)
{
    int64_t day;
    assert_int_equal(daily_parse(date, &day, NULL), 0);
    return day;
}

static struct daily_log log_; /* large: not on the stack */

/* Won from 2026-12-28 through 2027-01-02 (over the year's end), a gap on the 3rd, won
 * the 4th and 5th, and today (the 6th, a Wednesday) not yet played: the streak is 2,
 * the longest 6. */
static void test_streaks_cross_the_years_end_and_stop_at_a_gap(void **state)
{
    (void)state;
    log_.count = 0;
    struct daily_stats st;
    int64_t today = day_of("2027-01-06");
    stats_daily(&log_, today, &st);
    assert_int_equal(st.played + st.won + st.clean + st.streak + st.best, 0);
    for (int64_t d = day_of("2026-12-28"); d <= day_of("2027-01-02"); d++)
        assert_true(daily_log_won(&log_, d, (struct result){3, d == day_of("2026-12-31"), false}));
    assert_true(daily_log_played(&log_, day_of("2027-01-03"))); /* played, not won: a gap */
    assert_true(daily_log_won(&log_, day_of("2027-01-04"), (struct result){4, false, true})); /* read */
    assert_true(daily_log_won(&log_, day_of("2027-01-05"), (struct result){4, true, false}));
    stats_daily(&log_, today, &st);
    assert_int_equal(st.played, 9);
    assert_int_equal(st.won, 8);
    assert_int_equal(st.clean, 6);
    assert_int_equal(st.read, 1);
    assert_int_equal(st.streak, 2); /* today not yet played: up to yesterday */
    assert_int_equal(st.best, 6);
    /* today won: the streak takes it in */
    assert_true(daily_log_won(&log_, today, (struct result){5, false, false}));
    stats_daily(&log_, today, &st);
    assert_int_equal(st.streak, 3);
    assert_int_equal(st.played, 10);
    /* two days on with nothing played, the streak is gone and the best stays */
    stats_daily(&log_, today + 2, &st);
    assert_int_equal(st.streak, 0);
    assert_int_equal(st.best, 6);
}

/* A run over a month's end (November has 30 days), which a later, longer run outdoes. */
static void test_the_longest_run_crosses_a_months_end(void **state)
{
    (void)state;
    log_.count = 0;
    for (int64_t d = day_of("2026-11-28"); d <= day_of("2026-12-02"); d++) /* 5 days */
        assert_true(daily_log_won(&log_, d, (struct result){3, false, false}));
    struct daily_stats st;
    stats_daily(&log_, day_of("2026-12-02"), &st);
    assert_int_equal(st.streak, 5);
    assert_int_equal(st.best, 5);
    stats_daily(&log_, day_of("2026-12-03"), &st); /* the next day, not yet played */
    assert_int_equal(st.streak, 5);
    for (int64_t d = day_of("2027-02-25"); d <= day_of("2027-03-02"); d++) /* 6 days over February's end */
        assert_true(daily_log_won(&log_, d, (struct result){3, false, false}));
    stats_daily(&log_, day_of("2027-03-10"), &st);
    assert_int_equal(st.streak, 0);
    assert_int_equal(st.best, 6);
    assert_int_equal(st.won, 11);
}

/* The calendar: 35 days, Monday first, the last row the week of today; each day as the
 * log has it, the days after today still to come. */
static void test_the_calendar_holds_five_weeks_ending_with_this_one(void **state)
{
    (void)state;
    log_.count = 0;
    int64_t today = day_of("2026-12-03"); /* a Thursday */
    assert_true(daily_log_won(&log_, today, (struct result){3, false, false}));
    assert_true(daily_log_won(&log_, today - 1, (struct result){3, true, false}));
    assert_true(daily_log_played(&log_, today - 2));
    assert_true(daily_log_won(&log_, day_of("2026-11-02"), (struct result){3, false, false})); /* the first Monday */
    assert_true(daily_log_won(&log_, day_of("2026-11-01"), (struct result){3, false, false})); /* the Sunday before: not shown */
    struct daily_stats st;
    stats_daily(&log_, today, &st);
    assert_int_equal(STATS_DAYS, 35);
    assert_int_equal(st.first, day_of("2026-11-02"));
    assert_int_equal(daily_weekday(st.first), 0);
    assert_int_equal(st.today, 31); /* the fifth row's Thursday */
    int won = 0, none = 0, future = 0;
    for (int i = 0; i < STATS_DAYS; i++) {
        won += st.days[i] == MARK_WON;
        none += st.days[i] == MARK_NONE;
        future += st.days[i] == MARK_FUTURE;
    }
    assert_int_equal(st.days[0], MARK_WON);
    assert_int_equal(st.days[29], MARK_PLAYED);
    assert_int_equal(st.days[30], MARK_HINTED);
    assert_int_equal(st.days[31], MARK_WON);
    assert_int_equal(won, 2);
    assert_int_equal(future, 3); /* Friday to Sunday */
    assert_int_equal(none, 35 - 3 - 4);
    /* on a Monday the last row is that day alone, and on a Sunday it is full */
    stats_daily(&log_, day_of("2026-12-07"), &st);
    assert_int_equal(st.today, 28);
    assert_int_equal(st.days[29], MARK_FUTURE);
    stats_daily(&log_, day_of("2026-12-06"), &st);
    assert_int_equal(st.today, 34);
    assert_int_equal(st.days[34], MARK_NONE);
}

static void test_a_packs_figures(void **state)
{
    (void)state;
    struct progress pr;
    assert_int_equal(progress_new(&pr, 10, NULL), 0);
    progress_won(&pr, 1, (struct result){1, false, false});
    progress_won(&pr, 2, (struct result){2, true, false});
    progress_won(&pr, 3, (struct result){2, true, false});
    progress_won(&pr, 3, (struct result){2, false, false}); /* won again, unaided */
    progress_won(&pr, 4, (struct result){1, false, true});  /* read */
    progress_won(&pr, 5, (struct result){1, false, false});
    progress_won(&pr, 5, (struct result){1, false, true});  /* read the second time */
    progress_won(&pr, 12, (struct result){5, false, false}); /* endless level 2 */
    progress_hint(&pr);
    progress_hint(&pr);
    struct pack_stats st;
    stats_pack(&pr, &st);
    assert_int_equal(st.levels, 10);
    assert_int_equal(st.won, 5);
    assert_int_equal(st.clean, 4);
    assert_int_equal(st.read, 2);
    assert_int_equal(st.hints, 2);
    assert_int_equal(st.endless, 2);
    progress_free(&pr);
}

static enum stats_result act(struct statspanel *p, enum action_kind kind, int x, int y)
{
    return stats_action(p, &(struct action){.kind = kind, .x = x, .y = y});
}

/* T, as the keys or the panel's button ask for it. */
static enum stats_result t(struct statspanel *p) { return stats_action(p, &(struct action){.kind = ACT_OPEN, .open = OPEN_STATS}); }

/* T opens it; T, Esc and a press outside it close it; a press inside, the arrows and
 * Enter are its own while it is open; mute and full screen stay the app's. */
static void test_the_panel_opens_and_closes(void **state)
{
    (void)state;
    struct statspanel p = {0};
    assert_int_equal(act(&p, ACT_DOWN, 0, 0), STATS_UNUSED);
    assert_int_equal(t(&p), STATS_USED);
    assert_true(p.open);
    assert_int_equal(act(&p, ACT_DOWN, 0, 0), STATS_USED);
    assert_int_equal(act(&p, ACT_CONTINUE, 0, 0), STATS_USED);
    assert_int_equal(act(&p, ACT_PRESS, FIELD_WIDTH / 2, FIELD_HEIGHT / 2), STATS_USED);
    assert_int_equal(act(&p, ACT_MUTE, 0, 0), STATS_UNUSED);
    assert_true(p.open);
    assert_int_equal(t(&p), STATS_CLOSED);
    assert_false(p.open);
    t(&p);
    assert_int_equal(act(&p, ACT_BACK, 0, 0), STATS_CLOSED);
    t(&p);
    assert_int_equal(act(&p, ACT_PRESS, FIELD_WIDTH / 2, STATS_Y1 + 1), STATS_CLOSED); /* below it */
    t(&p);
    assert_int_equal(act(&p, ACT_PRESS, FIELD_WIDTH / 2, FIELD_HEIGHT + 10), STATS_USED); /* the band below the field: the panel's */
    assert_int_equal(act(&p, ACT_PRESS, STATS_X1 + 1, FIELD_HEIGHT / 2), STATS_CLOSED);
    assert_false(p.open);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_streaks_cross_the_years_end_and_stop_at_a_gap),
        cmocka_unit_test(test_the_longest_run_crosses_a_months_end),
        cmocka_unit_test(test_the_calendar_holds_five_weeks_ending_with_this_one),
        cmocka_unit_test(test_a_packs_figures),
        cmocka_unit_test(test_the_panel_opens_and_closes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
