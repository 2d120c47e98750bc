/* daily.c: the day's level; see daily.h.
 *
 * Dates are turned into day counts and back with the proleptic Gregorian calendar
 * (Howard Hinnant's days_from_civil), all in integers, so no time zone or C library's
 * calendar is involved: the day is the one in UTC.
 */
#include "daily.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "order.h"
#include "repeats.h"

#include <stdlib.h>

/* Candidates grown per day, the one nearest the aim played: a few hundredths of a second. */
enum { DAILY_CANDIDATES = 8 };

const struct daily_plan DAILY_PLANS[7] = {
    {"Mon", 2, 18, 400},  {"Tue", 3, 22, 550},  {"Wed", 3, 28, 750},  {"Thu", 4, 34, 900},
    {"Fri", 4, 40, 1050}, {"Sat", 5, 46, 1200}, {"Sun", 5, 52, 1330},
};

static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int *year, int *month, int *day)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *day = (int)(doy - (153 * mp + 2) / 5 + 1);
    *month = (int)(mp < 10 ? mp + 3 : mp - 9);
    *year = (int)(yoe + era * 400 + (*month <= 2));
}

static int digits(const char *s, int count)
{
    int v = 0;
    for (int i = 0; i < count; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

int daily_parse(const char *text, int64_t *day, error_line *err)
{
    char shown[ERROR_SHOWN_MAX];
    if (strlen(text) != 10 || text[4] != '-' || text[7] != '-')
        return error_fail(err, "'%s' is not a date of the form YYYY-MM-DD", error_shown(text, shown));
    int y = digits(text, 4), m = digits(text + 5, 2), d = digits(text + 8, 2);
    if (y < 0 || m < 0 || d < 0)
        return error_fail(err, "'%s' is not a date of the form YYYY-MM-DD", error_shown(text, shown));
    if (y < DAILY_FIRST_YEAR)
        return error_fail(err, "'%s' is before %d, when daily levels begin", error_shown(text, shown),
                       DAILY_FIRST_YEAR);
    int64_t z = days_from_civil(y, m, d);
    int y2, m2, d2;
    civil_from_days(z, &y2, &m2, &d2);
    if (m < 1 || m > 12 || y2 != y || m2 != m || d2 != d)
        return error_fail(err, "'%s' is not a day of the calendar", error_shown(text, shown));
    *day = z;
    return 0;
}

int64_t daily_day_of(int64_t seconds)
{
    /* C's division truncates towards zero: a moment before 1970 belongs to the day before */
    return seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400);
}

int64_t daily_today(void) { return daily_day_of((int64_t)time(NULL)); }

void daily_format(int64_t day, char out[static DAILY_DATE_SIZE])
{
    int y, m, d;
    civil_from_days(day, &y, &m, &d);
    /* The unsigned remainders only tell the compiler the fields fit; they change nothing. */
    snprintf(out, DAILY_DATE_SIZE, "%s%04u-%02u-%02u", y < 0 ? "-" : "", (unsigned)(y < 0 ? -(long long)y : y),
             (unsigned)m % 100u, (unsigned)d % 100u);
}

int daily_weekday(int64_t day)
{
    /* 1970-01-01 was a Thursday. */
    return (int)(((day % 7) + 7 + 3) % 7);
}

/* The days of the proven span whose nearest candidate repeats an earlier day or a shipped
 * level, with the rank of the candidate each takes instead: what `make check-daily`
 * derives afresh (daily_sweep) and holds this table to. In day order. */
static const struct daily_skip DAILY_SKIPS[] = {
#include "daily_skips.h"
};
enum { DAILY_SKIP_COUNT = sizeof DAILY_SKIPS / sizeof DAILY_SKIPS[0] };

int daily_rank(int64_t day)
{
    if (day < DAILY_PROVEN_FIRST || day > DAILY_PROVEN_LAST)
        return 0;
    int lo = 0, hi = DAILY_SKIP_COUNT;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (DAILY_SKIPS[mid].day < day)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < DAILY_SKIP_COUNT && DAILY_SKIPS[lo].day == day ? DAILY_SKIPS[lo].rank : 0;
}

static int grow_day(int64_t day, int rank, int threads, struct level *lv, error_line *err)
{
    const struct daily_plan *plan = &DAILY_PLANS[daily_weekday(day)];
    return order_grow_aimed((uint64_t)day, plan->taps, plan->dots, plan->aim, DAILY_CANDIDATES,
                            rank, threads, lv, err);
}

int daily_level(int64_t day, int threads, struct level *lv, error_line *err)
{
    return grow_day(day, daily_rank(day), threads, lv, err);
}

int daily_sweep(int64_t first, int64_t last, const struct pack *shipped, int threads,
                daily_found *found, void *ctx, error_line *err)
{
    struct repeat_set seen = {0};
    struct repeat_key *key = malloc(sizeof *key);
    int status = key ? repeat_set_reserve(&seen, shipped->count + (int)(last - first + 1), err)
                     : error_fail(err, "out of memory for the repeat check");
    for (int i = 0; status == 0 && i < shipped->count; i++)
        status = repeat_set_add_level(&seen, &shipped->levels[i], err);
    int differ = 0;
    for (int64_t day = first; status == 0 && day <= last; day++) {
        int rank = 0;
        struct level lv;
        for (;; rank++) {
            if (rank == DAILY_CANDIDATES) {
                char date[DAILY_DATE_SIZE];
                daily_format(day, date);
                status = error_fail(err, "%s: every one of its %d candidates repeats a level", date,
                                 DAILY_CANDIDATES);
                break;
            }
            if ((status = grow_day(day, rank, threads, &lv, err)) != 0)
                break;
            repeat_key_build(key, &lv);
            if (!repeat_set_has(&seen, key))
                break;
        }
        if (status != 0)
            break;
        status = repeat_set_add(&seen, key, err);
        int table = daily_rank(day);
        differ += rank != table;
        if (found && (rank != 0 || table != 0))
            found(ctx, day, rank, table);
    }
    repeat_set_free(&seen);
    free(key);
    return status == 0 ? differ : -1;
}

int daily_share_line(int64_t day, const struct level *lv, const uint8_t *taps, int count, int made, bool helped,
                     bool read, char *out, size_t size)
{
    /* One heart per bell, in the painter's colours by note (NOTE_COLOURS in
     * game/paint.c: coral, amber, green, sky, violet, rose). Hearts, not circles: the
     * circles have no pink, so rose would share coral's red. */
    static const char *const BELLS[NOTE_COUNT] = {"\xE2\x9D\xA4\xEF\xB8\x8F", "\xF0\x9F\x92\x9B",
                                                  "\xF0\x9F\x92\x9A", "\xF0\x9F\x92\x99",
                                                  "\xF0\x9F\x92\x9C", "\xF0\x9F\xA9\xB7"};
    char date[DAILY_DATE_SIZE];
    daily_format(day, date);
    int words = snprintf(out, size, "Carillon daily %s (%s): %d tap%s, par %d, %s", date,
                         DAILY_PLANS[daily_weekday(day)].weekday, made, made == 1 ? "" : "s", lv->taps,
                         helped ? "with help" : read ? "read" : "no hint");
    int used = words;
    if (used >= 0 && (size_t)used < size) /* a read win's star, and the hearts: glyphs, after the words */
        used += snprintf(out + used, size - (size_t)used, "%s ", !helped && read ? " \xE2\xAD\x90" : "");
    for (int t = 0; t < count && t < made && used >= 0 && (size_t)used < size; t++)
        if (taps[t] < lv->n)
            used += snprintf(out + used, size - (size_t)used, "%s", BELLS[lv->dots[taps[t]].note]);
    return words;
}
