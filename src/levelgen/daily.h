/* daily.h: the day's level, the same for every player, from the date (UTC) alone.
 *
 * A day is a count of days since 1970-01-01 (UTC), and that count is the seed: the level
 * is grown by the generator (order_grow_aimed in order.h) from it, on streams of its own,
 * so the same date always gives the same field, on any machine and thread count. Its
 * difficulty follows the week as newspapers' puzzles do, Monday easiest and Sunday
 * hardest (DAILY_PLANS). It is grown and proven as a pack candidate is, so it passes
 * every rule check.h holds a shipped level to.
 *
 * No day from DAILY_PROVEN_FIRST to DAILY_PROVEN_LAST repeats another or a shipped level
 * (repeats.h): a day plays the candidate nearest its aim, except the few days of a small
 * committed table, which play the next nearest that repeats nothing before them. The day
 * is still a function of the date alone, grown in milliseconds; `make check-daily` grows
 * every day of the span in order against the shipped pack and the days before, derives
 * each day's rank afresh and holds the table to it (daily_sweep).
 */
#ifndef LEVELGEN_DAILY_H
#define LEVELGEN_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "pack.h"

/* Dates from 2000-01-01 to 9999-12-31 have a daily level. */
enum { DAILY_FIRST_YEAR = 2000, DAILY_LAST_YEAR = 9999 };

struct daily_plan {
    const char *weekday;
    int taps, dots;
    int aim; /* centibits the candidates are grown for */
};

/* Monday first. */
extern const struct daily_plan DAILY_PLANS[7];

/* Reads "YYYY-MM-DD" (a real date, in range) into days since 1970-01-01; -1 with one
 * line quoting the text otherwise. */
int daily_parse(const char *text, int64_t *day, error_line *err);

/* Today's day, by the system clock, in UTC. */
int64_t daily_today(void);
/* The day (UTC) of a moment, in seconds since 1970 (before it too: -1 s is day -1). */
int64_t daily_day_of(int64_t seconds);

/* Room for a day's words: "YYYY-MM-DD", its year wider where it is past 9999 or before
 * year 0 ("10000-01-01", "-0001-12-31"). */
enum { DAILY_DATE_SIZE = 24 };

/* The day as "YYYY-MM-DD"; its month and day are its last five characters. */
void daily_format(int64_t day, char out[static DAILY_DATE_SIZE]);

/* 0 for Monday .. 6 for Sunday. */
int daily_weekday(int64_t day);

/* The span the table is proven for: 2026-01-01 to 2100-12-31, as days. */
enum { DAILY_PROVEN_FIRST = 20454, DAILY_PROVEN_LAST = 47846 };

/* A day of the table, and the rank (by nearness to the aim, 0 the nearest) it plays. */
struct daily_skip {
    int32_t day;
    uint8_t rank;
};

/* The rank the day plays: the table's, else 0. */
int daily_rank(int64_t day);

/* Grows the day's level on threads threads (1 or more) into lv, numbered 1. */
int daily_level(int64_t day, int threads, struct level *lv, error_line *err);

/* Told of each day whose derived rank or table rank is not 0. */
typedef void daily_found(void *ctx, int64_t day, int rank, int table);

/* Grows every day from first to last, in order, each at the least rank whose level repeats
 * no level of shipped and no day before it; tells found (may be NULL) of each day as
 * daily_found says. Returns how many days' derived rank differs from the table's, or -1
 * (err) when a day has no such rank or memory runs out. Minutes for the whole span. */
int daily_sweep(int64_t first, int64_t last, const struct pack *shipped, int threads,
                daily_found *found, void *ctx, error_line *err);

/* The line a player shares once the day is won, telling the result without the answer:
 * "Carillon daily 2026-12-03 (Thu): 4 taps, par 4, read ⭐" (made: every tap the
 * player made that day, undone and retried ones too; "read" with its star a win in par
 * with no preview opened, as a daily word game marks its hard mode, else "no hint" or
 * "with help") and then one heart per tap made, in the painted colour of the bell (note)
 * of the dot tapped, in order. taps[0..count) are the dots tapped, at most made of them.
 * Returns the length of its words, before the star and the hearts. */
int daily_share_line(int64_t day, const struct level *lv, const uint8_t *taps, int count, int made, bool helped,
                     bool read, char *out, size_t size);

#endif
