/* session_bench.c: the session's part in the workshop and in codes (session.h). */
#include "game/session.h"

#include <stdio.h>
#include <string.h>

#include "levelgen/code.h"
#include "levelgen/daily.h"

/* How long "code copied" shows under the field in play; how soon after a change the
 * workshop file is written (a drag changes it many times a second). */
enum { PLAY_NOTE_MS = 4000, WORKSHOP_KEEP_MS = 1500, SHARE_NOTE_MS = 600000 };

static bool open_bench(struct session *s)
{
    if (s->bench_open)
        return true;
    if (!s->c.workshop_file)
        return false;
    error_line err;
    const struct carillon_host *h = s->c.host;
    if (workshopscreen_start(&s->bench, s->c.workshop_file, h->ring, h->ctx, s->c.settings, &err) != 0) {
        session_warn(s, err.text);
        return false;
    }
    s->bench.play.say = h->say;
    s->bench.play.say_ctx = h->ctx;
    s->bench_open = true;
    return true;
}

void bench_enter(struct session *s)
{
    if (!open_bench(s))
        return;
    s->bench.leave = false;
    s->bench_from_select = false;
    s->screen = SCREEN_WORKSHOP;
}

/* Plays lv on the bench, coming back to the select after it. */
static void play_on_bench(struct session *s, const struct level *lv, bool daily)
{
    if (!open_bench(s))
        return;
    workshopscreen_try_level(&s->bench, lv);
    s->bench_from_select = true;
    s->bench_daily = daily;
    s->daily_recorded = false;
    s->play_note_ms = 0;
    s->screen = SCREEN_WORKSHOP;
}

static void play_code(struct session *s, const char *text)
{
    struct level lv;
    error_line err;
    if (!text || !text[0]) {
        session_warn(s, "Ctrl+V plays a level code, and the clipboard holds none");
        return;
    }
    if (code_open(text, &lv, &err) != 0) {
        session_warn(s, err.text);
        return;
    }
    play_on_bench(s, &lv, false);
}

/* Today's level is grown afresh (a few hundredths of a second). */
static void play_daily(struct session *s)
{
    struct level lv;
    error_line err;
    s->daily_day = daily_today();
    if (daily_level(s->daily_day, 2, &lv, &err) != 0) {
        session_warn(s, err.text);
        return;
    }
    play_on_bench(s, &lv, true);
    if (s->screen == SCREEN_WORKSHOP)
        bench_daily_played(s);
}

void bench_daily_played(struct session *s)
{
    if (!s->c.daily_log || !s->c.prefs || !daily_log_played(s->c.daily_log, s->daily_day))
        return;
    error_line note = {0}, err;
    if (prefs_store_daily(s->c.prefs, s->c.daily_log, &note, &err) != 0)
        session_warn(s, err.text);
    else if (note.text[0])
        session_warn(s, note.text);
}

static bool on_tile(const struct session *s, const struct action *a, enum row_tile tile)
{
    return tilerow_at(&s->select.row, a->x, a->y) == (int)tile;
}

bool bench_from_select(struct session *s, const struct action *a)
{
    bool released = a->kind == ACT_RELEASE, pointer = a->kind == ACT_PRESS || released;
    /* the tile opened is the keys' choice too, for coming back to it with Esc */
    if (a->kind == ACT_WORKSHOP || (pointer && on_tile(s, a, ROW_WORKSHOP))) {
        if (a->kind != ACT_PRESS) {
            s->select.chosen = SELECT_WORKSHOP;
            bench_enter(s);
        }
    } else if (a->kind == ACT_DAILY || (pointer && on_tile(s, a, ROW_DAILY))) {
        if (a->kind != ACT_PRESS) {
            s->select.chosen = SELECT_DAILY;
            play_daily(s);
        }
    } else if (a->kind == ACT_PASTE) {
        play_code(s, a->text);
    } else {
        return false;
    }
    return true;
}

/* "Daily Thu 12-03": the day's name, as the tile and play's header give it. */
static void daily_name(int64_t day, char *out, size_t size)
{
    char date[11];
    daily_format(day, date);
    snprintf(out, size, "Daily %s %s", DAILY_PLANS[daily_weekday(day)].weekday, date + 5);
}

const char *bench_title(const struct session *s, bool daily, bool code, char *out, size_t size)
{
    if (daily)
        daily_name(s->daily_day, out, size);
    else
        snprintf(out, size, "%s", code ? "Code" : "Workshop");
    return out;
}

void bench_daily_tile(const struct session *s, char *out, size_t size)
{
    int64_t today = daily_today();
    const struct daily_log *log = s->c.daily_log;
    tilerow_daily_words(out, size, today, log ? daily_log_find(log, today) : NULL, log ? daily_log_streak(log, today) : 0);
}

/* The daily level won on ps: kept in the log (written at once), its share line offered. */
static void record_daily(struct session *s, const struct playscreen *ps)
{
    s->daily_recorded = true;
    bool hinted = ps->hinted || ps->autoplay; /* as the progress counts it */
    daily_share_line(s->daily_day, &ps->current, ps->play.taps, ps->play.taps_used, hinted,
                     s->share, sizeof s->share);
    /* The words without the bells' glyphs, which the game's font does not draw. */
    const char *glyphs = strstr(s->share, "hint ");
    int words = glyphs ? (int)(glyphs - s->share) + 4 : (int)strlen(s->share);
    snprintf(s->play_note, sizeof s->play_note, "Ctrl+C copies the share line: %.*s, and a bell for each tap",
             words, s->share);
    s->play_note_ms = SHARE_NOTE_MS;
    if (!s->c.daily_log)
        return;
    if (!daily_log_holds(s->daily_day)) { /* a clock before 2000 or past 9999 */
        char date[11];
        error_line line;
        daily_format(s->daily_day, date);
        error_fail(&line, "%s: the clock's day (%s) is outside 2000 to 9999, so this daily win is not kept",
                s->c.prefs ? s->c.prefs->daily : "daily.json", date);
        session_warn(s, line.text);
        return;
    }
    struct daily_day oldest = s->c.daily_log->days[0];
    bool full = s->c.daily_log->count == DAILY_LOG_DAYS;
    if (daily_log_won(s->c.daily_log, s->daily_day, ps->play.taps_used, hinted) && full &&
        s->c.daily_log->days[0].day != oldest.day) {
        char date[11];
        error_line line;
        daily_format(oldest.day, date);
        error_fail(&line, "%s keeps the last %d days won; the oldest, %s (%d taps), makes way", s->c.prefs->daily,
                DAILY_LOG_DAYS, date, oldest.taps);
        session_warn(s, line.text);
    }
    error_line note = {0}, err;
    if (prefs_store_daily(s->c.prefs, s->c.daily_log, &note, &err) != 0)
        session_warn(s, err.text);
    else if (note.text[0])
        session_warn(s, note.text);
}

/* Whether text is on the clipboard now; if not, the front end says what came of it. */
static bool to_clipboard(const struct session *s, const char *text)
{
    return s->c.host->clipboard_set && s->c.host->clipboard_set(s->c.host->ctx, text);
}

void session_note(struct session *s, const char *line)
{
    if (s->screen == SCREEN_WORKSHOP && !s->bench.trying) {
        snprintf(s->bench.line, sizeof s->bench.line, "%s", line);
        return;
    }
    snprintf(s->play_note, sizeof s->play_note, "%s", line);
    s->play_note_ms = PLAY_NOTE_MS;
}

void bench_copy(struct session *s, const struct playscreen *ps, bool daily)
{
    error_line err;
    char code[CODE_MAX + 1], line[sizeof s->play_note];
    s->play_note_ms = 0; /* no words of an earlier copy stand for this one's */
    if (daily && s->daily_recorded) {
        if (to_clipboard(s, s->share))
            session_note(s, "the share line is on the clipboard");
    } else if (code_encode(ps->current.dots, ps->current.n, code, &err) != 0) {
        snprintf(line, sizeof line, "no code: %.80s", err.text);
        session_note(s, line);
    } else if (to_clipboard(s, code)) {
        snprintf(line, sizeof line, "the level's code is on the clipboard (%zu characters)", strlen(code));
        session_note(s, line);
    }
}

static void keep_workshop(struct session *s)
{
    if (!s->bench_open || !s->bench.changed)
        return;
    error_line note, err;
    if (prefs_store_workshop(s->c.prefs, s->c.workshop_file, &note, &err) != 0)
        session_warn(s, err.text);
    else if (note.text[0])
        session_warn(s, note.text);
    s->bench.changed = false; /* a failure is said once; prefs_retry tries again */
}

void bench_action(struct session *s, const struct action *a)
{
    if (a->kind == ACT_COPY && s->bench.trying) {
        bench_copy(s, &s->bench.play, s->bench_daily);
        return;
    }
    workshopscreen_action(&s->bench, a, a->text);
    if (s->bench.copied[0]) {
        s->bench.line[0] = '\0'; /* the front end's words in place of "code copied" */
        if (to_clipboard(s, s->bench.copied))
            snprintf(s->bench.line, sizeof s->bench.line, "code copied to the clipboard (%zu characters)",
                     strlen(s->bench.copied));
        s->bench.copied[0] = '\0';
    }
    if (s->bench.leave || (s->bench_from_select && !s->bench.trying)) {
        keep_workshop(s);
        s->bench.leave = false;
        s->play_note_ms = 0;
        s->screen = SCREEN_SELECT;
    }
}

void bench_update(struct session *s, int64_t ms, uint64_t clock_ms)
{
    if (s->play_note_ms > 0)
        s->play_note_ms -= ms;
    if (s->c.daily && !s->daily_recorded && s->screen == SCREEN_PLAY && s->play.play.status == PLAY_WON)
        record_daily(s, &s->play); /* --daily */
    if (!s->bench_open)
        return;
    if (s->screen == SCREEN_WORKSHOP) {
        workshopscreen_update(&s->bench, ms);
        if (s->bench_daily && !s->daily_recorded && s->bench.play.play.status == PLAY_WON)
            record_daily(s, &s->bench.play);
        if (s->bench_from_select && !s->bench.trying)
            s->screen = SCREEN_SELECT;
    }
    if (s->bench.changed && clock_ms >= s->workshop_kept_at + WORKSHOP_KEEP_MS) {
        keep_workshop(s);
        s->workshop_kept_at = clock_ms;
    }
}

void bench_end(struct session *s)
{
    if (!s->bench_open)
        return;
    keep_workshop(s);
    workshopscreen_end(&s->bench);
    s->bench_open = false;
}
