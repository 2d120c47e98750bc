/* dailylog.h: the player's daily levels (daily.h): each day's result and the streak.
 *
 * No SDL: a day played is kept, and once won its result (result.h: its taps, whether
 * help was had and whether it was read; the best of its wins, by result_better); the streak is the
 * run of days won that ends today, or yesterday while today is not won yet. Kept in
 * daily.json beside progress.json (prefs.h), read and merged before each write (so two
 * copies of the game never lose each other's days; a day won in either is won) and
 * written atomically:
 *
 *     {"format": "carillon-daily", "version": 3,
 *      "days": [{"date": "2026-12-03", "won": true, "taps": 4, "hint": false, "read": true},
 *               {"date": "2026-12-04", "won": false}]}
 *
 * Version 1 (before days played but not won were kept) had no "won": each of its days
 * is a win, and it still reads; version 2 (before a win could be read) reads as not read. Only the last DAILY_LOG_DAYS days are kept (ten years
 * of dailies): the session says which day makes way past that, and a merge with another
 * copy's days says which made way. The reader checks everything (no more days than
 * that) and refuses anything else with one line, leaving the log empty.
 */
#ifndef GAME_DAILYLOG_H
#define GAME_DAILYLOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "game/files/result.h"

enum { DAILY_LOG_DAYS = 3660, DAILY_LOG_VERSION = 3 };
#define DAILY_LOG_MAX_BYTES ((size_t)1 << 20)

struct daily_day {
    int64_t day; /* days since 1970-01-01 (daily.h) */
    bool won;    /* else played, not (yet) won: */
    int taps;    /* 0 */
    bool hinted; /* false: help was had (a hint, the whole-chain assist) */
    bool read;   /* false: won in par with no preview opened */
};

struct daily_log {
    int count;                              /* days, oldest first */
    struct daily_day days[DAILY_LOG_DAYS];
};

/* The days a log keeps: 2000-01-01 (day 10957) to 9999-12-31 (day 2932896), the days
 * its dates can be written as and read back. A clock outside them (before 1970, or
 * set far ahead) gives days that are refused before they are written. */
enum { DAILY_LOG_FIRST_DAY = 10957, DAILY_LOG_LAST_DAY = 2932896 };
bool daily_log_holds(int64_t day);

/* Records a win of day (keeping the better of two wins of one day); false if the log
 * already held as good a win, or the day is one it does not hold. */
bool daily_log_won(struct daily_log *log, int64_t day, struct result r);

/* Records that day was played (its level opened); false if the log already had the
 * day, won or played, or the day is one it does not hold, or the log is full (only a
 * win makes the oldest day make way). */
bool daily_log_played(struct daily_log *log, int64_t day);

/* The day's record (won or only played), or NULL. */
const struct daily_day *daily_log_find(const struct daily_log *log, int64_t day);

/* The day's win, or NULL when it is not won (or not there). */
const struct daily_day *daily_log_win(const struct daily_log *log, int64_t day);

/* Days won in a row up to today (or yesterday, while today is not won). */
int daily_log_streak(const struct daily_log *log, int64_t today);

/* The most days won in a row, ever. */
int daily_log_longest(const struct daily_log *log);

int daily_log_parse(const char *text, size_t len, const char *name, struct daily_log *log, error_line *err);
char *daily_log_format(const struct daily_log *log, error_line *err);

/* Adds every day of src to log, keeping the better win of a day both hold (a win over
 * a day only played). Past DAILY_LOG_DAYS some days of the two make way (a day won
 * takes the oldest's place; a day older than all, or only played, is not taken):
 * returns how many, with the first and last of them in *first and *last (untouched
 * when none). */
int daily_log_merge(struct daily_log *log, const struct daily_log *src, int64_t *first, int64_t *last);

#endif
