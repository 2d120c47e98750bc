/* dailylog.c: see dailylog.h. */
#include "game/files/dailylog.h"

#include <string.h>

#include "base/json.h"
#include "levelgen/daily.h"

static const char FORMAT_NAME[] = "carillon-daily";

/* Whether a is a better record of a day than b: a win over none, then without a hint,
 * then fewer taps. */
static bool better(const struct daily_day *a, const struct daily_day *b)
{
    if (a->won != b->won)
        return a->won;
    return a->hinted != b->hinted ? !a->hinted : a->taps < b->taps;
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
}

/* Keeps rec, or the log's record of its day if that is as good. */
static bool record(struct daily_log *log, const struct daily_day *rec)
{
    if (!daily_log_holds(rec->day))
        return false;
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
        if (at == 0 || !rec->won)
            return false;
        memmove(&log->days[0], &log->days[1], sizeof log->days[0] * (size_t)(--log->count));
        at--;
    }
    memmove(&log->days[at + 1], &log->days[at], sizeof log->days[0] * (size_t)(log->count - at));
    put(&log->days[at], rec);
    log->count++;
    return true;
}

bool daily_log_won(struct daily_log *log, int64_t day, int taps, bool hinted)
{
    return record(log, &(struct daily_day){day, true, taps, hinted});
}

bool daily_log_played(struct daily_log *log, int64_t day)
{
    return record(log, &(struct daily_day){day, false, 0, false});
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
        if (rec.won && (json_int(rd, d, "taps", 1, 64, &rec.taps) != 0 || json_bool(rd, d, "hint", &rec.hinted) != 0))
            return -1;
        if (daily_parse(date, &rec.day, &why) != 0)
            return json_bad(rd, "%s", why.text);
        if (daily_log_find(log, rec.day))
            return json_bad(rd, "%s appears more than once", date);
        if (log->count == DAILY_LOG_DAYS) /* the game keeps no more: none is dropped unsaid */
            return json_bad(rd, "is one more than the %d days kept", DAILY_LOG_DAYS);
        record(log, &rec);
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
        char date[11];
        daily_format(log->days[i].day, date);
        cJSON *d = json_attach(&ok, days, NULL, cJSON_CreateObject());
        json_attach(&ok, d, "date", cJSON_CreateString(date));
        json_attach(&ok, d, "won", cJSON_CreateBool(log->days[i].won));
        if (!log->days[i].won)
            continue;
        json_attach(&ok, d, "taps", cJSON_CreateNumber(log->days[i].taps));
        json_attach(&ok, d, "hint", cJSON_CreateBool(log->days[i].hinted));
    }
    return json_finish(root, ok, "the daily levels", err);
}

/* The days of a and b (each oldest first), walked as one, that out no longer holds:
 * how many, the first and last of them in *first and *last. */
static int gone_from(const struct daily_log *a, const struct daily_log *b, const struct daily_log *out,
                     int64_t *first, int64_t *last)
{
    int i = 0, j = 0, k = 0, gone = 0;
    while (i < a->count || j < b->count) {
        int64_t next;
        if (j == b->count || (i < a->count && a->days[i].day < b->days[j].day))
            next = a->days[i++].day;
        else if (i == a->count || b->days[j].day < a->days[i].day)
            next = b->days[j++].day;
        else
            next = (i++, b->days[j++].day); /* a day both hold */
        while (k < out->count && out->days[k].day < next)
            k++;
        if (k < out->count && out->days[k].day == next)
            continue;
        if (gone++ == 0)
            *first = next;
        *last = next;
    }
    return gone;
}

int daily_log_merge(struct daily_log *log, const struct daily_log *src, int64_t *first, int64_t *last)
{
    /* the days held before, to tell which made way (the log, full, takes a day won in
     * place of its oldest and refuses a day older than all, or only played) */
    static struct daily_log before;
    before.count = log->count;
    memcpy(before.days, log->days, sizeof log->days[0] * (size_t)log->count);
    for (int i = 0; i < src->count; i++)
        record(log, &src->days[i]);
    return gone_from(&before, src, log, first, last);
}
