/* playscreen.c: see playscreen.h. */
#include "game/play/playscreen.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "game/draw/buttons.h"
#include "game/play/drawlens.h"
#include "game/play/drawplay.h"
#include "game/keymap.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"

/* How long "code copied" shows under the field, and the share line offered once the
 * daily level is won. */
enum { NOTE_MS = 4000, SHARE_NOTE_MS = 600000 };

/* The play screen's lines are said through the environment, which saves first. */
static void say(void *ctx, const char *line)
{
    const struct playscreen *p = ctx;
    screen_say(p->env, line);
}

/* The daily log written at once (when there is a place for it), what went wrong said. */
static void store_daily(const struct screen_env *e)
{
    error_line note = {0}, err;
    if (e->prefs && prefs_store_daily(e->prefs, e->daily_log, &note, &err) != 0)
        screen_warn(e, err.text);
    else if (note.text[0])
        screen_warn(e, note.text);
}

/* The daily level opened for play: the day kept in the log as played (written at once),
 * if it was not there. */
static void daily_played(const struct playscreen *p)
{
    const struct screen_env *e = p->env;
    if (e->daily_log && e->prefs && daily_log_played(e->daily_log, p->day))
        store_daily(e);
}

void playscreen_start(struct playscreen *p, const struct screen_env *env, const struct pack *levels, int pack_levels,
                   struct progress *progress, bool autoplay, bool all)
{
    *p = (struct playscreen){.env = env, .kind = PLAYSCREEN_NUMBERED};
    p->rd = (struct round){
        .pack = levels,
        .pack_levels = pack_levels,
        .progress = progress,
        .ring = env->host->ring,
        .cue = env->silenced ? NULL : env->host->cue,
        .ring_ctx = env->host->ctx,
        .say = say,
        .say_ctx = p,
        .autoplay = autoplay,
        .autoplay_on = all,
        .settings = env->settings,
        /* autoplay teaches nothing (lessons.h) */
        .lessons_seen = autoplay ? NULL : &env->settings->lessons_seen,
    };
}

void playscreen_level(struct playscreen *p, int level)
{
    p->rd.level = 0; /* a level chosen afresh: no help shown on it yet */
    p->note_ms = 0;  /* nor words of a copy made on the level before */
    round_start(&p->rd, level);
}

int playscreen_single(struct playscreen *p, const struct screen_env *env, const struct level *lv, enum playscreen_kind kind,
                int64_t day, bool autoplay, error_line *err)
{
    if (!p->single) {
        struct pack one;
        struct progress progress;
        if (pack_alloc(&one, 1, err) != 0)
            return -1;
        if (progress_new(&progress, 1, err) != 0) {
            pack_free(&one);
            return -1;
        }
        playscreen_start(p, env, &p->one, 1, &p->one_progress, autoplay, false);
        p->rd.lessons_seen = NULL; /* a level on its own teaches nothing (lessons.h) */
        p->one = one;
        p->one_progress = progress;
        p->single = true;
    }
    p->kind = kind;
    p->day = day;
    p->recorded = false;
    p->rd.one_try = kind == PLAYSCREEN_DAILY; /* the day's one try: a restart counts on */
    p->rd.name[0] = '\0';
    if (kind == PLAYSCREEN_DAILY) { /* the line said names it by its date */
        char date[DAILY_DATE_SIZE];
        daily_format(day, date);
        snprintf(p->rd.name, sizeof p->rd.name, "daily %s", date);
    }
    p->note_ms = 0;
    p->one.levels[0] = *lv;
    p->one.levels[0].number = 1;
    playscreen_level(p, 1);
    if (kind == PLAYSCREEN_DAILY)
        daily_played(p);
    return 0;
}

void playscreen_end(struct playscreen *p)
{
    if (!p->single)
        return;
    pack_free(&p->one);
    progress_free(&p->one_progress);
    p->single = false;
}

int playscreen_choice(const struct playscreen *p)
{
    if (!p->rd.level)
        return 0;
    return p->rd.level + (p->rd.play.status == PLAY_WON);
}

/* The daily level won: kept in the log (written at once), its share line offered. */
static void record_daily(struct playscreen *p)
{
    const struct round *rd = &p->rd;
    const struct screen_env *e = p->env;
    p->recorded = true;
    int made = rd->taps_made < DOTSET_MAX ? rd->taps_made : DOTSET_MAX;
    /* the words without the star and the bells' glyphs, which the game's font does not draw */
    int words = daily_share_line(p->day, &rd->current, rd->made, made, rd->taps_made, rd->result.helped,
                                 rd->result.read, p->share, sizeof p->share);
    char verb[32]; /* a finger has no Ctrl+C: the Share button, by its label */
    if (e->touch)
        snprintf(verb, sizeof verb, "Share hands on");
    else
        snprintf(verb, sizeof verb, "%s copies", keymap_name(ACT_COPY, false));
    snprintf(p->note, sizeof p->note, "%s the share line: %.*s, and a bell for each tap", verb, words, p->share);
    p->note_ms = SHARE_NOTE_MS;
    struct daily_log *log = e->daily_log;
    if (!log)
        return;
    const char *file = e->prefs ? e->prefs->daily : "daily.json";
    char date[DAILY_DATE_SIZE];
    error_line line;
    if (!daily_log_holds(p->day)) { /* a clock before 2000 or past 9999 */
        daily_format(p->day, date);
        error_fail(&line, "%s: the clock's day (%s) is outside 2000 to 9999, so this daily win is not kept", file,
                date);
        screen_warn(e, line.text);
        return;
    }
    struct daily_day oldest = log->days[0];
    bool full = log->count == DAILY_LOG_DAYS;
    if (daily_log_won(log, p->day, rd->result) && full && log->days[0].day != oldest.day) {
        daily_format(oldest.day, date);
        error_fail(&line, "%s keeps the last %d days won; the oldest, %s (%d taps), makes way", file, DAILY_LOG_DAYS,
                date, oldest.taps);
        screen_warn(e, line.text);
    } else if (!daily_log_win(log, p->day)) { /* every day kept is after this one: a clock once set ahead */
        daily_format(p->day, date);
        error_fail(&line, "%s keeps %d days, every one after %s (a clock set ahead wrote them), so this daily win is not kept",
                   file, log->count, date);
        screen_warn(e, line.text);
        return;
    }
    store_daily(e);
}

/* Words under the field for a while (a copy's outcome). */
static void note(void *self, const char *line)
{
    struct playscreen *p = self;
    snprintf(p->note, sizeof p->note, "%s", line);
    p->note_ms = NOTE_MS;
}

/* Ctrl+C: the level's code handed on to be copied (or, once the daily level is won, its
 * share line), and a word under the field; when the front end says itself what came of
 * it, its words (note) later. */
static void copy(struct playscreen *p)
{
    error_line err;
    char code[CODE_MAX + 1], line[sizeof p->note];
    const struct level *lv = &p->rd.current;
    p->note_ms = 0; /* no words of an earlier copy stand for this one's */
    if (p->kind == PLAYSCREEN_DAILY && p->recorded) {
        if (screen_copy(p->env, CARILLON_COPY_SHARE, p->share, p->day))
            note(p, "the share line is on the clipboard");
    } else if (code_encode(lv->dots, lv->n, code, &err) != 0) {
        snprintf(line, sizeof line, "no code: %.80s", err.text);
        note(p, line);
    } else if (screen_copy(p->env, CARILLON_COPY_CODE, code, 0)) {
        snprintf(line, sizeof line, "the level's code is on the clipboard (%zu characters)", strlen(code));
        note(p, line);
    }
}

static struct request action(void *self, const struct action *a)
{
    struct playscreen *p = self;
    if (a->kind == ACT_COPY) {
        copy(p);
        return STAY;
    }
    int level = p->rd.level;
    if (round_action(&p->rd, a)) {
        if (p->rd.level != level) /* on to the next (N): the words were the last level's */
            p->note_ms = 0;
        return STAY;
    }
    if (a->kind == ACT_BACK)
        return p->single ? (struct request){.kind = REQUEST_BACK}
                      : (struct request){.kind = REQUEST_SELECT, .level = playscreen_choice(p)};
    bool settings = action_opens(a, OPEN_SETTINGS), stats = action_opens(a, OPEN_STATS);
    if (settings || stats) /* over the select, closed back into the level */
        return (struct request){.kind = REQUEST_SELECT, .level = p->single ? 0 : playscreen_choice(p),
                                .panel = settings, .stats = stats};
    return STAY;
}

static struct request update(void *self, int64_t ms)
{
    struct playscreen *p = self;
    if (p->note_ms > 0)
        p->note_ms -= ms;
    round_update(&p->rd, ms);
    if (p->rd.lessons_changed) { /* a lesson seen (lessons.h): kept, never shown again */
        p->rd.lessons_changed = false;
        error_line why;
        if (p->env->prefs && prefs_store_settings(p->env->prefs, p->env->settings, &why) != 0)
            screen_warn(p->env, why.text);
    }
    if (p->kind == PLAYSCREEN_DAILY && !p->recorded && p->rd.play.status == PLAY_WON)
        record_daily(p);
    if (p->rd.wants_level) /* won, and on to the next */
        return p->single ? (struct request){.kind = REQUEST_BACK}
                      : (struct request){.kind = REQUEST_LEVEL, .level = p->rd.wants_level};
    return STAY;
}

static bool busy(const void *self)
{
    const struct playscreen *p = self;
    return round_busy(&p->rd) || p->note_ms > 0;
}

/* The daily won: the streak and the longest, in words, and how long until the next day's
 * level opens (midnight UTC), for its banner. */
static void daily_end(const struct playscreen *p, char *out, size_t n)
{
    int streak = daily_log_streak(p->env->daily_log, daily_today()), longest = daily_log_longest(p->env->daily_log);
    long left = 86400 - (long)(time(NULL) % 86400), hours = left / 3600, minutes = (left % 3600 + 59) / 60;
    char next[40];
    if (hours > 0)
        snprintf(next, sizeof next, "%ld h %ld min", hours, minutes);
    else
        snprintf(next, sizeof next, "%ld min", minutes);
    snprintf(out, n, "streak: %d day%s  \xc2\xb7  longest: %d day%s  \xc2\xb7  the next daily in %s", streak,
             streak == 1 ? "" : "s", longest, longest == 1 ? "" : "s", next);
}

void playscreen_scene(const struct playscreen *p, struct play_scene *out, char *title, size_t size)
{
    round_scene(&p->rd, out);
    out->sound = screen_sound(p->env);
    out->pad = p->env->pad;
    out->touch = p->env->touch;
    out->keys = p->env->keys && !p->env->pad && !p->env->touch;
    out->note = p->note_ms > 0 ? p->note : NULL;
    out->single = p->single;
    out->back_to_workshop = p->single && p->kind == PLAYSCREEN_WORKSHOP;
    if (p->kind == PLAYSCREEN_DAILY && p->env->daily_log && p->rd.play.status == PLAY_WON)
        daily_end(p, out->daily_end, sizeof out->daily_end);
    if (p->kind == PLAYSCREEN_DAILY)
        words_daily_name(p->day, title, size);
    else if (p->kind != PLAYSCREEN_NUMBERED)
        snprintf(title, size, "%s", p->kind == PLAYSCREEN_CODE ? "Code" : "Workshop");
    if (p->kind != PLAYSCREEN_NUMBERED)
        out->title = title;
}

static void draw(void *self, struct kit *kit)
{
    struct play_scene sc;
    char title[32];
    playscreen_scene(self, &sc, title, sizeof title);
    drawplay_scene(kit, &sc);
    const struct playscreen *p = self;
    if (p->env->touch) /* the dot held, clear of the finger over it */
        drawlens(kit, &sc);
}

static void buttons(const void *self, struct buttons_for *out)
{
    const struct playscreen *p = self;
    out->screen = BUTTONS_PLAY;
    out->back_to_workshop = p->single && p->kind == PLAYSCREEN_WORKSHOP;
}

static const struct level *field(const void *self)
{
    const struct playscreen *p = self;
    return &p->rd.current;
}

/* What a held dot's preview lights, a line "lit D" each (the held dot aside). */
static void where(const void *self, const struct view *v, carillon_line_fn *tell, void *ctx)
{
    (void)v;
    const struct playscreen *p = self;
    bool chain;
    int i;
    for (DOTSET_EACH(i, round_lit(&p->rd, &chain), rest)) {
        char line[16];
        snprintf(line, sizeof line, "lit %d", i);
        tell(ctx, line);
    }
}

const struct screen PLAYSCREEN = {.action = action, .update = update, .busy = busy, .draw = draw, .field = field,
                               .note = note, .buttons = buttons, .where = where};
