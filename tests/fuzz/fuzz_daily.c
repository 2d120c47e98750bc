/* fuzz_daily: the daily log's loader (daily_log_parse, daily.json).
 *
 * Promises checked: a refused file gives one line that names it and leaves the log
 * empty; an accepted one holds at most DAILY_LOG_DAYS days, each from 2000 to 9999,
 * oldest first and none twice, each won in 1 to 64 taps or played and not won (no
 * taps, no hint); daily_log_format writes it into
 * text that reads back to the same log. */
#include <stdlib.h>
#include <string.h>

#include "game/files/dailylog.h"

#include "fuzz.h"

static const char NAME[] = "daily.json";
static struct daily_log read_log, again; /* large: not on the stack */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    error_line err;
    if (daily_log_parse((const char *)data, size, NAME, &read_log, &err) != 0) {
        fuzz_expect_one_line(&err, "daily.json: ");
        fuzz_require(read_log.count == 0, "a refused file leaves the log empty");
        return 0;
    }
    fuzz_require(read_log.count >= 0 && read_log.count <= DAILY_LOG_DAYS, "at most DAILY_LOG_DAYS days");
    for (int i = 0; i < read_log.count; i++) {
        fuzz_require(daily_log_holds(read_log.days[i].day), "each day from 2000 to 9999");
        fuzz_require(i == 0 || read_log.days[i - 1].day < read_log.days[i].day, "oldest first, none twice");
        const struct daily_day *d = &read_log.days[i];
        fuzz_require(d->won ? d->taps >= 1 && d->taps <= 64 : d->taps == 0 && !d->hinted,
                     "won in 1 to 64 taps, or played with no taps");
    }
    char *text = daily_log_format(&read_log, &err);
    fuzz_require(text != NULL, "an accepted log can be written");
    fuzz_require(daily_log_parse(text, strlen(text), NAME, &again, &err) == 0,
                 "what the writer writes, the loader reads");
    fuzz_require(again.count == read_log.count, "the log survives writing and reading");
    for (int i = 0; i < read_log.count; i++)
        fuzz_require(again.days[i].day == read_log.days[i].day && again.days[i].won == read_log.days[i].won &&
                         again.days[i].taps == read_log.days[i].taps &&
                         again.days[i].hinted == read_log.days[i].hinted,
                     "each day survives writing and reading");
    free(text);
    return 0;
}
