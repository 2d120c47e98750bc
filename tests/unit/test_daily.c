/* The daily level: 366 days in a row each give a level that passes every rule a shipped
 * level passes (check_level), none a repeat of another by the pack's rules (repeats.h),
 * each of its weekday's taps and dots, harder on average each day from Monday to Sunday
 * (the table is printed); the same date gives the same level on 1 and 2 threads; dates
 * are read strictly and weekdays are right; the share line tells the result, a glyph of
 * the bell's own colour a tap. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/draw/paint.h"
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
    error_line err;
    if (daily_parse(text, &day, &err) != 0)
        fail_msg("%s", err.text);
    return day;
}

/* The bytes of the UTF-8 glyph at s: one code point, with a variation selector
 * (U+FE0F) after it. */
static size_t glyph_length(const char *s)
{
    unsigned char c = (unsigned char)s[0];
    size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (strncmp(s + n, "\xEF\xB8\x8F", 3) == 0)
        n += 3;
    return n;
}

/* The coloured circles and hearts of emoji, each in the colour it is drawn in (Twemoji's
 * fills; the pink heart, which Twemoji drew later, as a mid pink). */
struct emoji {
    const char *glyph;
    uint32_t colour;
};
static const struct emoji EMOJI[] = {
    {"\xF0\x9F\x94\xB4", 0xdd2e44}, /* red circle */
    {"\xF0\x9F\x9F\xA0", 0xf4900c}, /* orange circle */
    {"\xF0\x9F\x9F\xA1", 0xfdcb58}, /* yellow circle */
    {"\xF0\x9F\x9F\xA2", 0x78b159}, /* green circle */
    {"\xF0\x9F\x94\xB5", 0x55acee}, /* blue circle */
    {"\xF0\x9F\x9F\xA3", 0xaa8ed6}, /* purple circle */
    {"\xE2\x9D\xA4\xEF\xB8\x8F", 0xdd2e44}, /* red heart */
    {"\xF0\x9F\xA7\xA1", 0xf4900c}, /* orange heart */
    {"\xF0\x9F\x92\x9B", 0xfdcb58}, /* yellow heart */
    {"\xF0\x9F\x92\x9A", 0x78b159}, /* green heart */
    {"\xF0\x9F\x92\x99", 0x5dadec}, /* blue heart */
    {"\xF0\x9F\x92\x9C", 0xaa8ed6}, /* purple heart */
    {"\xF0\x9F\xA9\xB7", 0xf7a1c4}, /* pink heart */
};

static const struct emoji *emoji_at(const char *s)
{
    for (size_t i = 0; i < sizeof EMOJI / sizeof EMOJI[0]; i++)
        if (strncmp(s, EMOJI[i].glyph, strlen(EMOJI[i].glyph)) == 0 && glyph_length(s) == strlen(EMOJI[i].glyph))
            return &EMOJI[i];
    return NULL;
}

/* The note whose painted colour is nearest rgb (squared distance in sRGB). */
static int nearest_bell(uint32_t rgb)
{
    int r = (int)(rgb >> 16), g = (int)(rgb >> 8 & 0xff), b = (int)(rgb & 0xff), best = -1;
    long best_d = 0;
    for (int i = 0; i < NOTE_COUNT; i++) {
        long dr = r - NOTE_COLOURS[i].r, dg = g - NOTE_COLOURS[i].g, db = b - NOTE_COLOURS[i].b;
        long d = dr * dr + dg * dg + db * db;
        if (best < 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
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
        error_line err;
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
                char a[DAILY_DATE_SIZE], b[DAILY_DATE_SIZE];
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

/* A clock far off names its day rightly (F-2): a moment before 1970 is on the day before
 * it (C's division truncates towards zero, and made 1969-12-31 23:59:59 a day of 1970),
 * and a year past 9999 is written whole, not as its last four digits. */
static void test_days_before_1970_and_after_9999(void **state)
{
    (void)state;
    char out[DAILY_DATE_SIZE];
    assert_int_equal(daily_day_of(0), 0);
    assert_int_equal(daily_day_of(86399), 0);
    assert_int_equal(daily_day_of(-1), -1);
    assert_int_equal(daily_day_of(-86400), -1);
    assert_int_equal(daily_day_of(-86401), -2);
    daily_format(daily_day_of(-1), out);
    assert_string_equal(out, "1969-12-31");
    daily_format(day_of("9999-12-31") + 1, out);
    assert_string_equal(out, "10000-01-01");
    assert_string_equal(out + strlen(out) - 5, "01-01"); /* the month and day, as the tiles show them */
    daily_format(-719529, out); /* the day before 0000-01-01 (day -719528) */
    assert_string_equal(out, "-0001-12-31");
}

static void test_dates_and_weekdays(void **state)
{
    (void)state;
    char out[DAILY_DATE_SIZE];
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
        error_line err;
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
    int words = daily_share_line(day, &lv, lv.solution, lv.taps, lv.taps, false, false, line, sizeof line);
    char want[96];
    snprintf(want, sizeof want, "Carillon daily 2026-12-03 (Thu): %d taps, par %d, no hint ",
             lv.taps, lv.taps);
    assert_memory_equal(line, want, strlen(want));
    assert_int_equal(words, (int)strlen(want) - 1); /* the words, before the glyphs */
    /* One glyph per tap, and no numbers that could place a dot. */
    const char *glyphs = line + strlen(want);
    for (int t = 0; t < lv.taps; t++)
        glyphs += glyph_length(glyphs);
    assert_string_equal(glyphs, "");

    /* read: its word and a star, as a daily word game marks its hard mode, and nothing
     * more of how; helped says so, and is never read */
    daily_share_line(day, &lv, lv.solution, lv.taps, lv.taps, false, true, line, sizeof line);
    snprintf(want, sizeof want, "Carillon daily 2026-12-03 (Thu): %d taps, par %d, read \xE2\xAD\x90 ", lv.taps,
             lv.taps);
    assert_memory_equal(line, want, strlen(want));
    daily_share_line(day, &lv, lv.solution, lv.taps, lv.taps, true, true, line, sizeof line);
    assert_non_null(strstr(line, ", with help "));
    assert_null(strstr(line, "read"));

    /* a bell for every tap counted: taps undone, and a try before a restart, too */
    uint8_t made[DOTSET_MAX];
    int count = 0;
    for (int t = 0; t < 2; t++) /* two taps undone ... */
        made[count++] = lv.solution[0];
    for (int t = 0; t < lv.taps; t++) /* ... then the answer */
        made[count++] = lv.solution[t];
    daily_share_line(day, &lv, made, count, count, false, false, line, sizeof line);
    snprintf(want, sizeof want, ": %d taps, par %d, no hint ", count, lv.taps);
    assert_non_null(strstr(line, want));
    glyphs = strstr(line, want) + strlen(want);
    for (int t = 0; t < count; t++) {
        assert_true(*glyphs != '\0'); /* a glyph for this tap */
        glyphs += glyph_length(glyphs);
    }
    assert_string_equal(glyphs, "");
}

/* Each bell's glyph on the share line shows the colour its dots are painted in: of the
 * painter's six (NOTE_COLOURS), the glyph's colour as emoji fonts draw it is nearest
 * its own note's. (Blue, blue, amber, green once came out green, green, orange,
 * yellow.) */
static void test_the_share_line_wears_the_bells_colours(void **state)
{
    (void)state;
    struct level lv = {.number = 1, .n = NOTE_COUNT, .taps = NOTE_COUNT};
    uint8_t taps[NOTE_COUNT];
    for (int i = 0; i < NOTE_COUNT; i++) {
        lv.dots[i] = (struct dot){.x = 100 + 80 * i, .y = 400, .size = SIZE_NORMAL, .note = (uint8_t)i};
        taps[i] = (uint8_t)(NOTE_COUNT - 1 - i); /* every bell, out of order */
    }
    char line[256];
    daily_share_line(day_of("2026-12-03"), &lv, taps, NOTE_COUNT, NOTE_COUNT, false, false, line, sizeof line);
    const char *g = strstr(line, "no hint ") + strlen("no hint ");
    for (int t = 0; t < NOTE_COUNT; t++) {
        const struct emoji *e = emoji_at(g);
        if (!e)
            fail_msg("tap %d: a glyph no emoji colour is known for: %s", t, g);
        int note = lv.dots[taps[t]].note;
        if (nearest_bell(e->colour) != note)
            fail_msg("tap %d rang bell %d, painted #%02x%02x%02x, and the line shows #%06x, nearer bell %d", t, note,
                     NOTE_COLOURS[note].r, NOTE_COLOURS[note].g, NOTE_COLOURS[note].b, (unsigned)e->colour,
                     nearest_bell(e->colour));
        g += strlen(e->glyph);
    }
    assert_string_equal(g, "");
}

/* Two days of the span that once came out the same ("answer in the same place"): the
 * table has one of them take another candidate, and the day stays a function of the
 * date: the table's rank, else the nearest. */
static void test_days_of_the_span_no_longer_repeat(void **state)
{
    (void)state;
    struct level a, b;
    error_line err;
    assert_int_equal(daily_level(day_of("2026-04-20"), 2, &a, &err), 0);
    assert_int_equal(daily_level(day_of("2063-06-04"), 1, &b, &err), 0);
    struct repeat_key *ka = malloc(sizeof *ka), *kb = malloc(sizeof *kb);
    assert_non_null(ka);
    assert_non_null(kb);
    repeat_key_build(ka, &a);
    repeat_key_build(kb, &b);
    assert_int_equal(repeat_between(ka, kb), REPEAT_NONE);
    free(ka);
    free(kb);
    assert_int_equal(daily_rank(day_of("2101-01-03")), 0); /* outside the span */
    assert_int_equal(daily_rank(day_of("2063-06-04")), 1);
    assert_true(daily_rank(day_of("2026-04-20")) > 0 || daily_rank(day_of("2063-06-04")) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_days_of_the_span_no_longer_repeat),
        cmocka_unit_test(test_a_year_of_days_passes_and_never_repeats),
        cmocka_unit_test(test_the_same_date_gives_the_same_code_on_any_threads),
        cmocka_unit_test(test_dates_and_weekdays),
        cmocka_unit_test(test_the_share_line_tells_the_result_not_the_answer),
        cmocka_unit_test(test_the_share_line_wears_the_bells_colours),
        cmocka_unit_test(test_days_before_1970_and_after_9999),
    };
    return cmocka_run_group_tests_name("daily", tests, NULL, NULL);
}
