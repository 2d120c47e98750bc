/* The daily level: 366 days in a row each give a level that passes every rule a shipped
 * level passes (check_level), none a repeat of another by the pack's rules (repeats.h),
 * each of its weekday's taps and dots, harder on average each day from Monday to Sunday
 * (the table is printed); the same date gives the same level on 1 and 2 threads; dates
 * are read strictly and weekdays are right. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/check.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"
#include "levelgen/repeats.h"

enum { DAYS = 366 };

static void count_failure(void *ctx, const struct level *lv, const char *what)
{
    (void)lv;
    print_error("%s\n", what);
    (*(int *)ctx)++;
}

static int64_t day_of(const char *text)
{
    int64_t day;
    lg_err err;
    if (daily_parse(text, &day, &err) != 0)
        fail_msg("%s", err.text);
    return day;
}

static void test_a_year_of_days_passes_and_never_repeats(void **state)
{
    (void)state;
    int64_t first = day_of("2026-12-01");
    struct level *lv = calloc(DAYS, sizeof *lv);
    struct repeat_key *keys = calloc(DAYS, sizeof *keys);
    assert_non_null(lv);
    assert_non_null(keys);
    int sum[7] = {0}, lo[7], hi[7], days[7] = {0}, repeats = 0;
    for (int i = 0; i < DAYS; i++) {
        lg_err err;
        if (daily_level(first + i, 2, &lv[i], &err) != 0)
            fail_msg("day %d: %s", i, err.text);
        int failures = 0;
        check_level(&lv[i], count_failure, &failures);
        assert_int_equal(failures, 0);
        int w = daily_weekday(first + i);
        assert_int_equal(lv[i].taps, DAILY_PLANS[w].taps);
        assert_int_equal(lv[i].n, DAILY_PLANS[w].dots);
        repeat_key_build(&keys[i], &lv[i]);
        for (int j = 0; j < i; j++)
            if (repeat_between(&keys[j], &keys[i]) != REPEAT_NONE) {
                char a[11], b[11];
                daily_format(first + j, a);
                daily_format(first + i, b);
                print_error("%s repeats %s (%s)\n", b, a,
                            repeat_kind_name(repeat_between(&keys[j], &keys[i])));
                repeats++;
            }
        int c = lv[i].centibits;
        lo[w] = days[w] == 0 || c < lo[w] ? c : lo[w];
        hi[w] = days[w] == 0 || c > hi[w] ? c : hi[w];
        sum[w] += c;
        days[w]++;
    }
    print_message("day  taps dots  bits: least  mean  most  (%d days from 2026-12-01)\n", DAYS);
    for (int w = 0; w < 7; w++) {
        int mean = sum[w] / days[w];
        print_message("%s  %4d %4d        %5d.%02d %2d.%02d %2d.%02d\n", DAILY_PLANS[w].weekday,
                      DAILY_PLANS[w].taps, DAILY_PLANS[w].dots, lo[w] / 100, lo[w] % 100,
                      mean / 100, mean % 100, hi[w] / 100, hi[w] % 100);
        if (w > 0)
            assert_true(sum[w] / days[w] > sum[w - 1] / days[w - 1]);
    }
    assert_int_equal(repeats, 0);
    free(keys);
    free(lv);
}

static void test_the_same_date_gives_the_same_code_on_any_threads(void **state)
{
    (void)state;
    int64_t first = day_of("2027-03-01");
    for (int i = 0; i < 14; i++) {
        struct level one, two;
        char a[CODE_MAX + 1], b[CODE_MAX + 1];
        assert_int_equal(daily_level(first + i, 1, &one, NULL), 0);
        assert_int_equal(daily_level(first + i, 2, &two, NULL), 0);
        assert_int_equal(code_encode(one.dots, one.n, a, NULL), 0);
        assert_int_equal(code_encode(two.dots, two.n, b, NULL), 0);
        assert_string_equal(a, b);
        assert_int_equal(one.taps, two.taps);
        assert_int_equal(one.centibits, two.centibits);
        assert_memory_equal(one.solution, two.solution, (size_t)one.taps);
    }
}

static void test_dates_and_weekdays(void **state)
{
    (void)state;
    char out[11];
    assert_int_equal(daily_weekday(day_of("2026-12-03")), 3); /* a Thursday */
    assert_int_equal(daily_weekday(day_of("2000-01-03")), 0); /* a Monday */
    assert_int_equal(daily_weekday(day_of("2028-02-29")), 1); /* a Tuesday */
    daily_format(day_of("2028-02-29"), out);
    assert_string_equal(out, "2028-02-29");
    daily_format(day_of("9999-12-31"), out);
    assert_string_equal(out, "9999-12-31");
    assert_int_equal(day_of("2000-03-01") - day_of("2000-02-28"), 2);
    static const char *const BAD[] = {"2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10",
                                      "2026-04-31", "2026-1-01",  "26-01-01",   "2026/01/01",
                                      "1999-12-31", "",           "2026-01-01x", "+026-01-01"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        int64_t day;
        lg_err err;
        assert_int_equal(daily_parse(BAD[i], &day, &err), -1);
        assert_non_null(strstr(err.text, BAD[i]));
    }
}

static void test_the_share_line_tells_the_result_not_the_answer(void **state)
{
    (void)state;
    struct level lv;
    int64_t day = day_of("2026-12-03");
    assert_int_equal(daily_level(day, 2, &lv, NULL), 0);
    char line[256];
    daily_share_line(day, &lv, lv.solution, lv.taps, false, line, sizeof line);
    char want[96];
    snprintf(want, sizeof want, "Carillon daily 2026-12-03 (Thu): %d taps, par %d, no hint ",
             lv.taps, lv.taps);
    assert_memory_equal(line, want, strlen(want));
    /* One four-byte glyph per tap, and no numbers that could place a dot. */
    assert_int_equal(strlen(line), strlen(want) + 4 * (size_t)lv.taps);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_year_of_days_passes_and_never_repeats),
        cmocka_unit_test(test_the_same_date_gives_the_same_code_on_any_threads),
        cmocka_unit_test(test_dates_and_weekdays),
        cmocka_unit_test(test_the_share_line_tells_the_result_not_the_answer),
    };
    return cmocka_run_group_tests_name("daily", tests, NULL, NULL);
}
