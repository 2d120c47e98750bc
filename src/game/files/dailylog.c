/* dailylog.c: see dailylog.h. */
#include "game/files/dailylog.h"

#include <string.h>

#include "base/json.h"
#include "levelgen/daily.h"

static const char FORMAT_NAME[] = "carillon-daily";

static struct result result_of_day(const struct daily_day *d)
{
    return (struct result){.taps = d->won ? d->taps : 0, .helped = d->hinted, .read = d->read};
}

/* Whether a is a better record of a day than b: a win over none, then the better result
 * (result.h: read, unhelped, fewer taps). */
static bool better(const struct daily_day *a, const struct daily_day *b)
{
    if (a->won != b->won)
        return a->won;
    return result_better(result_of_day(a), result_of_day(b));
}

bool daily_log_holds(int64_t day) { return day >= DAILY_LOG_FIRST_DAY && day <= DAILY_LOG_LAST_DAY; }

/* Puts rec at the slot, its padding zero: logs compare as bytes. */
static void put(struct daily_day *slot, const struct daily_day *rec)
{
    memset(slot, 0, sizeof *slot);
    slot->day = rec->day;
    slot->won = rec->won;
    slot->taps = rec->taps;
    slot->hinted = rec->hinted;
    slot->read = rec->read;
}

/* The days that made way in a merge: how many, the first and last of them. */
struct gone {
    int count;
    int64_t first, last;
};

static void lose(struct gone *g, int64_t day)
{
    if (!g)
        return;
    if (g->count++ == 0 || day < g->first)
        g->first = day;
    if (g->count == 1 || day > g->last)
        g->last = day;
}

/* Keeps rec, or the log's record of its day if that is as good; a day that so leaves
 * the log, or never gets in, is told to g (which may be NULL). */
static bool record(struct daily_log *log, const struct daily_day *rec, struct gone *g)
{
    if (!daily_log_holds(rec->day)) {
        lose(g, rec->day);
        return false;
    }
    int at = 0;
    while (at < log->count && log->days[at].day < rec->day)
        at++;
    if (at < log->count && log->days[at].day == rec->day) {
        if (!better(rec, &log->days[at]))
            return false;
        put(&log->days[at], rec);
        return true;
    }
    if (log->count == DAILY_LOG_DAYS) { /* the oldest day makes way, for a day won */
        if (at == 0 || !rec->won) {
            lose(g, rec->day);
            return false;
        }
        lose(g, log->days[0].day);
        memmove(&log->days[0], &log->days[1], sizeof log->days[0] * (size_t)(--log->count));
        at--;
    }
    memmove(&log->days[at + 1], &log->days[at], sizeof log->days[0] * (size_t)(log->count - at));
    put(&log->days[at], rec);
    log->count++;
    return true;
}

bool daily_log_won(struct daily_log *log, int64_t day, struct result r)
{
    return record(log, &(struct daily_day){day, true, r.taps, r.helped, r.read && !r.helped}, NULL);
}

bool daily_log_played(struct daily_log *log, int64_t day)
{
    return record(log, &(struct daily_day){day, false, 0, false, false}, NULL);
}

const struct daily_day *daily_log_find(const struct daily_log *log, int64_t day)
{
    for (int i = 0; i < log->count; i++)
        if (log->days[i].day == day)
            return &log->days[i];
    return NULL;
}

const struct daily_day *daily_log_win(const struct daily_log *log, int64_t day)
{
    const struct daily_day *d = daily_log_find(log, day);
    return d && d->won ? d : NULL;
}

int daily_log_streak(const struct daily_log *log, int64_t today)
{
    int64_t day = daily_log_win(log, today) ? today : today - 1;
    int streak = 0;
    while (daily_log_win(log, day - streak))
        streak++;
    return streak;
}

int daily_log_longest(const struct daily_log *log)
{
    int run = 0, longest = 0;
    int64_t last_won = 0;
    for (int i = 0; i < log->count; i++) { /* days are oldest first */
        const struct daily_day *d = &log->days[i];
        if (!d->won)
            continue;
        run = run > 0 && d->day == last_won + 1 ? run + 1 : 1;
        last_won = d->day;
        if (run > longest)
            longest = run;
    }
    return longest;
}

static int read_log(struct json_reader *rd, const cJSON *root, void *out)
{
    struct daily_log *log = out;
    int version;
    if (json_header_of(rd, root, FORMAT_NAME, 1, DAILY_LOG_VERSION, &version) != 0)
        return -1;
    const cJSON *days = json_array(rd, root, "days");
    if (!days)
        return -1;
    const cJSON *d;
    int k = 0;
    cJSON_ArrayForEach(d, days) {
        json_at(rd, "day %d", ++k);
        if (!cJSON_IsObject(d))
            return json_bad(rd, "is not an object");
        const char *date = json_string(rd, d, "date");
        struct daily_day rec = {.won = true}; /* version 1 kept only the days won */
        error_line why;
        if (!date || (version > 1 && json_bool(rd, d, "won", &rec.won) != 0))
            return -1;
        if (rec.won && (json_int(rd, d, "taps", 1, 64, &rec.taps) != 0 || json_bool(rd, d, "hint", &rec.hinted) != 0 ||
                        (version > 2 && json_bool(rd, d, "read", &rec.read) != 0)))
            return -1;
        if (rec.read && rec.hinted)
            return json_bad(rd, "is read and helped at once");
        if (daily_parse(date, &rec.day, &why) != 0)
            return json_bad(rd, "%s", why.text);
        if (daily_log_find(log, rec.day))
            return json_bad(rd, "%s appears more than once", date);
        if (log->count == DAILY_LOG_DAYS) /* the game keeps no more: none is dropped unsaid */
            return json_bad(rd, "is one more than the %d days kept", DAILY_LOG_DAYS);
        record(log, &rec, NULL);
    }
    return 0;
}

int daily_log_parse(const char *text, size_t len, const char *name, struct daily_log *log, error_line *err)
{
    log->count = 0;
    int status = json_read_text(text, len, DAILY_LOG_MAX_BYTES, name, read_log, log, err);
    if (status != 0)
        log->count = 0;
    return status;
}

char *daily_log_format(const struct daily_log *log, error_line *err)
{
    bool ok = true;
    cJSON *root = json_begin(&ok, FORMAT_NAME, DAILY_LOG_VERSION);
    cJSON *days = json_attach(&ok, root, "days", cJSON_CreateArray());
    for (int i = 0; i < log->count; i++) {
        char date[DAILY_DATE_SIZE];
        daily_format(log->days[i].day, date);
        cJSON *d = json_attach(&ok, days, NULL, cJSON_CreateObject());
        json_attach(&ok, d, "date", cJSON_CreateString(date));
        json_attach(&ok, d, "won", cJSON_CreateBool(log->days[i].won));
        if (!log->days[i].won)
            continue;
        json_attach(&ok, d, "taps", cJSON_CreateNumber(log->days[i].taps));
        json_attach(&ok, d, "hint", cJSON_CreateBool(log->days[i].hinted));
        json_attach(&ok, d, "read", cJSON_CreateBool(log->days[i].read));
    }
    return json_finish(root, ok, "the daily levels", err);
}

int daily_log_merge(struct daily_log *log, const struct daily_log *src, int64_t *first, int64_t *last)
{
    /* src's days come oldest first, so a day that made way never comes back */
    struct gone g = {0};
    for (int i = 0; i < src->count; i++)
        record(log, &src->days[i], &g);
    if (g.count) {
        *first = g.first;
        *last = g.last;
    }
    return g.count;
}
