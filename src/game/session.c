/* session.c: see session.h. */
#include "game/session.h"

#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/keymap.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"

/* Threads for growing a pack or an endless level: the grower's own and one helper, for two cores. */
enum { GROW_THREADS = 2 };

/* Whoever starts a session without a front end (a test) has nothing to call. */
static const struct carillon_host NO_HOST;

/* The screens' table: each screen's row (screen.h) and where its state is in the session.
 * A screen is added here, with its value in enum screen_id. */
static const struct {
    const struct screen *row;
    size_t at;
} SCREENS[SCREEN_COUNT] = {
    [SCREEN_GROWING] = {&GROWINGSCREEN, offsetof(struct session, growing)},
    [SCREEN_SELECT] = {&SELECTSCREEN, offsetof(struct session, select)},
    [SCREEN_PLAY] = {&PLAYSCREEN, offsetof(struct session, play)},
    [SCREEN_WORKSHOP] = {&WORKSHOPSCREEN, offsetof(struct session, workshop)},
    [SCREEN_SINGLE] = {&PLAYSCREEN, offsetof(struct session, single)},
};

static const struct screen *front(const struct session *s) { return SCREENS[s->screen].row; }
/* The state of the screen in front (the session's own, so never truly const). */
static void *front_state(const struct session *s) { return (char *)s + SCREENS[s->screen].at; }

void session_warn(struct session *s, const char *line) { screen_warn(&s->env, line); }

void session_warning(struct session *s, const char *line) { warnings_add(&s->warnings, line); }

/* ---- levels ------------------------------------------------------------------------- */

/* The level to play once it is grown, which the growing screen waits for, or 0. */
static int wanted(const struct session *s)
{
    return s->screen == SCREEN_GROWING && !s->growing.pack ? s->growing.wanted : 0;
}

/* The front end's runner of the grower's jobs, or NULL. */
static const struct carillon_runner *runner(const struct session *s)
{
    return s->c.host ? s->c.host->runner : NULL;
}

/* Starts growing the next endless level when one is wanted, or when the player is on the
 * last level there is and will want it soon. Autoplay never asks for more than it has. */
static void grow_ahead(struct session *s)
{
    if (s->grower || s->pack_levels == 0 || !runner(s)) /* (no runner: no endless levels) */
        return;
    bool soon = s->screen == SCREEN_PLAY && !s->c.autoplay && s->play.rd.level >= s->levels.count;
    if (!soon && wanted(s) <= s->levels.count)
        return;
    error_line err;
    /* The keys of the levels not yet in the set (the pack's, the first time; then the
     * level grown last), added while no grower reads the set. */
    while (s->seen.count < s->levels.count)
        if (repeat_set_add_level(&s->seen, &s->levels.levels[s->seen.count], &err) != 0) {
            session_warn(s, err.text);
            return;
        }
    s->grower = grower_start_next(runner(s), &s->levels.levels[s->levels.count - 1], &s->seen,
                                  s->levels.seed, GROW_THREADS, &err);
    if (!s->grower)
        session_warn(s, err.text);
}

static void play_level(struct session *s, int level)
{
    if (level > s->levels.count) { /* not grown yet: wait for it on the growing screen */
        growingscreen_start_levels(&s->growing, &s->levels, level, s->levels.count);
        s->screen = SCREEN_GROWING;
        grow_ahead(s);
        return;
    }
    playscreen_level(&s->play, level);
    s->screen = SCREEN_PLAY;
    grow_ahead(s);
}

/* Plays lv on its own (the day's, a code's, a field tried). */
static void play_single(struct session *s, const struct level *lv, enum playscreen_kind kind, int64_t day)
{
    error_line err;
    if (playscreen_single(&s->single, &s->env, lv, kind, day, s->c.autoplay, &err) != 0) {
        session_warn(s, err.text);
        return;
    }
    s->screen = SCREEN_SINGLE;
}

/* Takes the pack's levels as the first of the session's, and the player's progress in
 * it; then shows the select, or plays the level asked for. */
static int adopt_pack(struct session *s, const struct pack *pack, error_line *err)
{
    if (pack_alloc(&s->levels, pack->count, err) != 0)
        return -1;
    memcpy(s->levels.levels, pack->levels, sizeof *pack->levels * (size_t)pack->count);
    s->levels.seed = pack->seed;
    s->pack_levels = pack->count;
    char note[sizeof(error_line)];
    s->progress = save_progress_for(s->c.save, pack, note, sizeof note, err);
    if (!s->progress)
        return -1;
    if (note[0]) {
        error_line line; /* error_fail: the folder's name may hold anything */
        error_fail(&line, "%s: %s", s->c.prefs->progress, note);
        session_warn(s, line.text);
    }
    s->saved_changes = s->progress->changes;
    if (s->c.shipped && !s->progress->shipped) {
        s->progress->shipped = true;
        if (progress_any(s->progress)) /* wins to keep: mark them kept at once */
            s->progress->changes++;
    }
    selectscreen_start(&s->select, &s->env, &s->levels, pack->count, s->progress, s->subtitle);
    playscreen_start(&s->play, &s->env, &s->levels, pack->count, s->progress, s->c.autoplay, s->c.all);
    if (s->c.level > pack->count)
        return error_fail(err, "there is no level %d (the pack has %d)", s->c.level, pack->count);
    if (s->c.single)
        s->screen = SCREEN_SELECT; /* under the level on its own, played once the session starts */
    else if (s->c.level || s->c.autoplay)
        play_level(s, s->c.level ? s->c.level : progress_first_open(s->progress));
    else
        s->screen = SCREEN_SELECT;
    return 0;
}

/* Back to the select, its choice on tile (0: where it was). */
static void show_select(struct session *s, int tile)
{
    s->screen = SCREEN_SELECT;
    if (tile)
        selectscreen_choose(&s->select, tile);
}

/* Collects what the grower grew. */
static int collect(struct session *s, uint64_t clock_ms, error_line *err)
{
    struct grower *g = s->grower;
    s->grower = NULL;
    if (s->pack_levels == 0) { /* the pack grown */
        struct pack pack;
        if (grower_take_pack(g, &pack, err) != 0)
            return -1;
        char line[160];
        snprintf(line, sizeof line, "seed %" PRIu64 ": %d levels grown in %.1f s (pack %016" PRIx64 ")",
                 pack.seed, pack.count, (double)(clock_ms - s->grow_started) / 1000,
                 progress_pack_id(&pack));
        screen_say(&s->env, line);
        snprintf(s->subtitle, sizeof s->subtitle, "grown from seed %" PRIu64, pack.seed);
        int status = adopt_pack(s, &pack, err);
        pack_free(&pack);
        return status;
    }
    struct level next;
    error_line why;
    struct level *grown = NULL;
    if (grower_take_level(g, &next, &why) == 0)
        grown = realloc(s->levels.levels, sizeof *grown * (size_t)(s->levels.count + 1));
    else
        session_warn(s, why.text);
    if (!grown) { /* nothing more can be grown: back to the levels there are */
        if (s->screen == SCREEN_GROWING)
            s->screen = SCREEN_SELECT;
        return 0;
    }
    s->levels.levels = grown;
    next.number = s->levels.count + 1;
    s->levels.levels[s->levels.count++] = next;
    int w = wanted(s);
    if (w && s->levels.count >= w)
        play_level(s, w); /* which grows ahead itself */
    else
        grow_ahead(s);
    return 0;
}

/* ---- saving ------------------------------------------------------------------------- */

/* Saves the progress when it has changed, merged with what another copy of the game may
 * have saved meanwhile (prefs_store_save). It counts as saved only once it is written: a
 * failed save (a full disk, say) is said once and left to the files' one retry
 * (prefs_retry, every PREFS_RETRY_MS), tried at once all the same when there is a win to
 * announce (now), and once more as the session ends (prefs_finish). */
static void keep_progress(struct session *s, bool now)
{
    struct prefs *p = s->c.prefs;
    if (!p || !s->progress || s->progress->changes == s->saved_changes)
        return;
    bool failed_before = prefs_unsaved(p, PREFS_PROGRESS);
    if (failed_before && !now)
        return; /* the retry's to try */
    error_line note, why;
    int status = prefs_store_save(p, s->c.save, &note, &why);
    if (note.text[0])
        session_warn(s, note.text);
    if (status == 0) {
        s->saved_changes = s->progress->changes;
    } else if (!failed_before) {
        char line[sizeof why.text + 64];
        snprintf(line, sizeof line, "%s; the progress is kept and saving is tried again", why.text);
        session_warn(s, line);
    }
}

void session_file_changed(struct session *s, const char *path)
{
    struct prefs *p = s->c.prefs;
    if (!p)
        return;
    error_line note = {0}, why;
    int status = 0;
    if (strcmp(path, p->progress) == 0 && s->progress) {
        status = prefs_store_save(p, s->c.save, &note, &why);
        if (status == 0)
            s->saved_changes = s->progress->changes;
    } else if (strcmp(path, p->workshop) == 0 && s->c.workshop_file) {
        status = prefs_store_workshop(p, s->c.workshop_file, &note, &why);
    } else if (strcmp(path, p->daily) == 0 && s->c.daily_log) {
        status = prefs_store_daily(p, s->c.daily_log, &note, &why);
    }
    if (note.text[0])
        session_warn(s, note.text);
    if (status != 0)
        session_warn(s, why.text);
}

static bool saved(const struct session *s)
{
    return !s->c.prefs || !s->progress || s->progress->changes == s->saved_changes;
}

static void host_say(const struct session *s, const char *line)
{
    if (s->c.host->say)
        s->c.host->say(s->c.host->ctx, line);
}

/* The lines held, said in order once the progress is saved (or, as the session ends
 * with it unsaved, all the same: the level was cleared, and the line after says it is not
 * kept). */
static void say_held(struct session *s, bool anyway)
{
    if (!saved(s) && !anyway)
        return;
    for (int i = 0; i < s->held_count; i++)
        host_say(s, s->held[i]);
    s->held_count = 0;
}

/* A line for the player (screen_say): a win is saved before it is announced, so a copy
 * killed between the two has kept every win it said. A save that fails (the lock held by
 * another copy, a full disk) holds the line until a later one is made (say_held). */
static void say_saved(void *ctx, const char *line)
{
    struct session *s = ctx;
    keep_progress(s, true);
    if (saved(s) && s->held_count == 0) {
        host_say(s, line);
        return;
    }
    if (s->held_count == SESSION_HELD_LINES) { /* the oldest goes on as it is */
        host_say(s, s->held[0]);
        memmove(s->held[0], s->held[1], sizeof s->held[0] * (SESSION_HELD_LINES - 1));
        s->held_count--;
    }
    snprintf(s->held[s->held_count++], sizeof s->held[0], "%s", line);
}

/* ---- the session -------------------------------------------------------------------- */

int session_start(struct session *s, const struct session_config *c, uint64_t clock_ms, error_line *err)
{
    *s = (struct session){.c = *c, .clock_ms = clock_ms};
    if (!c->host)
        s->c.host = &NO_HOST;
    s->warnings.home = c->prefs ? c->prefs->progress : NULL;
    s->env = (struct screen_env){.host = s->c.host, .settings = c->settings, .silenced = c->silenced,
                                 .prefs = c->prefs, .daily_log = c->daily_log, .save = c->save,
                                 .warnings = &s->warnings,
                                 .say = say_saved, .say_ctx = s};
    if (c->prefs) { /* every file written is the host's to follow */
        c->prefs->stored = s->c.host->stored;
        c->prefs->stored_ctx = s->c.host->ctx;
    }
    session_apply(s);
    if (c->pack) {
        if (adopt_pack(s, c->pack, err) != 0)
            return -1;
        if (c->single)
            play_single(s, c->single, c->single_kind, c->daily_day);
        if (c->workshop && c->workshop_file) {
            workshopscreen_start(&s->workshop, c->workshop_file, &s->env);
            s->screen = SCREEN_WORKSHOP;
        }
        return 0;
    }
    s->grow_started = clock_ms;
    s->grower = grower_start_pack(runner(s), c->seed, GROW_THREADS, err);
    growingscreen_start_pack(&s->growing, &s->grower, c->seed);
    s->screen = SCREEN_GROWING;
    return s->grower ? 0 : -1;
}

int session_end(struct session *s, error_line *err)
{
    if (s->workshop.file)
        workshopscreen_end(&s->workshop);
    playscreen_end(&s->single);
    /* every file unsaved, the progress too if it changed, tried once more: one line */
    struct prefs *p = s->c.prefs;
    if (p && s->progress && s->progress->changes != s->saved_changes)
        prefs_progress_changed(p, s->c.save);
    error_line note = {0}, why;
    int status = 0;
    if (p && prefs_finish(p, &note, &why) != 0) {
        if (err)
            *err = why;
        status = -1;
    } else if (s->progress) {
        s->saved_changes = s->progress->changes;
    }
    say_held(s, true);
    if (note.text[0])
        session_warn(s, note.text);
    grower_free(s->grower);
    s->grower = NULL;
    repeat_set_free(&s->seen); /* after the grower that read it */
    pack_free(&s->levels);
    return status;
}

/* ---- what the screens ask for ------------------------------------------------------- */

/* Today's level is grown afresh (a few hundredths of a second). */
static void play_daily(struct session *s)
{
    struct level lv;
    error_line err;
    int64_t today = daily_today();
    if (daily_level(today, 2, &lv, &err) != 0) {
        session_warn(s, err.text);
        return;
    }
    play_single(s, &lv, PLAYSCREEN_DAILY, today);
}

static void play_code(struct session *s, const char *text)
{
    struct level lv;
    error_line err;
    if (!text || !text[0]) {
        char line[80];
        snprintf(line, sizeof line, "%s plays a level code, and the clipboard holds none", keymap_name(ACT_PASTE, false));
        session_warn(s, line);
        return;
    }
    if (code_open(text, &lv, &err) != 0) {
        session_warn(s, err.text);
        return;
    }
    play_single(s, &lv, PLAYSCREEN_CODE, 0);
}

/* Opens the workshop (W on the select, or --workshop): none without a workshop file. */
static void open_workshop(struct session *s)
{
    if (!s->c.workshop_file)
        return;
    if (!s->workshop.file)
        workshopscreen_start(&s->workshop, s->c.workshop_file, &s->env);
    s->screen = SCREEN_WORKSHOP;
}

/* Back from the screen in front to where it was opened from; the select shows the page
 * of the next level to play (the choice, on the daily's or the workshop's tile, kept). */
static void go_back(struct session *s)
{
    if (s->screen == SCREEN_SINGLE) /* a field tried goes back to the workshop, the rest to the select */
        s->screen = s->single.kind == PLAYSCREEN_WORKSHOP ? SCREEN_WORKSHOP : SCREEN_SELECT;
    else if (s->screen == SCREEN_GROWING) /* the levels there are, on the one last played */
        show_select(s, playscreen_choice(&s->play));
    else
        show_select(s, 0);
    select_page_next(&s->select.grid);
}

/* The player's settings changed: kept in their file, and put in force by the host. */
static void settings_changed(struct session *s)
{
    error_line why;
    if (s->c.prefs && prefs_store_settings(s->c.prefs, s->c.settings, &why) != 0)
        session_warn(s, why.text);
    session_apply(s);
}

void session_apply(const struct session *s)
{
    const struct settings *st = s->c.settings;
    struct carillon_settings put = {.value[CARILLON_VOLUME] = st->volume};
    for (int f = 0; f < SETTINGS_FLAGS; f++)
        if (SETTINGS_FLAGS_TABLE[f].front >= 0)
            put.value[SETTINGS_FLAGS_TABLE[f].front] = settings_flag_is(st, (enum settings_flag)f);
    put.value[CARILLON_MUTE] |= s->c.silenced;
    if (s->c.host->apply)
        s->c.host->apply(s->c.host->ctx, &put);
}

static void quit(struct session *s)
{
    if (s->c.host->quit)
        s->c.host->quit(s->c.host->ctx);
}

/* Does what the screen in front asked for. */
static void follow(struct session *s, struct request r)
{
    switch (r.kind) {
    case REQUEST_STAY: break;
    case REQUEST_LEVEL: play_level(s, r.level); break;
    case REQUEST_SELECT:
        if (r.panel || r.stats) /* the settings or the statistics over a level: closed, back into it */
            s->resume = s->screen;
        show_select(s, r.level);
        if (r.panel)
            selectscreen_open_panel(&s->select, true);
        if (r.stats)
            selectscreen_open_stats(&s->select, true);
        break;
    case REQUEST_RESUME: s->screen = s->resume; break;
    case REQUEST_WORKSHOP: open_workshop(s); break;
    case REQUEST_DAILY: play_daily(s); break;
    case REQUEST_CODE: play_code(s, r.text); break;
    case REQUEST_TRY: play_single(s, r.field, PLAYSCREEN_WORKSHOP, 0); break;
    case REQUEST_BACK: go_back(s); break;
    case REQUEST_SETTINGS: settings_changed(s); break;
    case REQUEST_QUIT: quit(s); break;
    }
}

/* What any screen does alike: quitting (the window closed), M and F11. True when a was
 * one of them. */
static bool on_any_screen(struct session *s, const struct action *a)
{
    switch (a->kind) {
    case ACT_QUIT: quit(s); return true;
    case ACT_MUTE: s->c.settings->mute = !s->c.settings->mute; break;
    case ACT_FULLSCREEN: s->c.settings->fullscreen = !s->c.settings->fullscreen; break;
    default: return false;
    }
    settings_changed(s);
    return true;
}

/* The clipboard's text, for a paste: the host's (as much as fits in out), or what the
 * action carries already. */
static struct action with_clipboard(const struct session *s, const struct action *a, char *out, size_t size)
{
    struct action with = *a;
    if (a->kind == ACT_PASTE && !a->text && s->c.host->clipboard_get &&
        s->c.host->clipboard_get(s->c.host->ctx, out, size) >= 0)
        with.text = out;
    return with;
}

void session_action(struct session *s, const struct action *given)
{
    if (on_any_screen(s, given))
        return;
    char clip[SESSION_PASTE_MAX];
    struct action a = with_clipboard(s, given, clip, sizeof clip);
    if (a.kind != ACT_NONE && a.kind != ACT_RESIZE && a.kind != ACT_QUIT) {
        s->env.pad = a.pad;
        if (a.kind == ACT_PRESS || a.pad || a.button || a.wheel) /* a pointer, pad, button or wheel */
            s->env.keys = false;
        else if (a.kind != ACT_MOVE && a.kind != ACT_RELEASE)
            s->env.keys = true;
        /* a key, a pad's button, a wheel or a button pressed tells a finger from the
         * rest as a press does (the front end's, session_touch): the words follow */
        if (a.kind != ACT_PRESS && a.kind != ACT_MOVE && a.kind != ACT_RELEASE)
            s->env.touch = a.touch;
    }
    follow(s, screen_row_action(front(s), front_state(s), &a));
    grow_ahead(s); /* N or Enter on to the last level there is: the next grows at once */
}

void session_note(struct session *s, const char *line)
{
    screen_row_note(front(s), front_state(s), line);
}

int session_update(struct session *s, int64_t ms, uint64_t clock_ms, error_line *err)
{
    s->clock_ms = clock_ms;
    if (s->grower && grower_ready(s->grower) && collect(s, clock_ms, err) != 0)
        return -1;
    follow(s, screen_row_update(front(s), front_state(s), ms));
    keep_progress(s, false);
    struct prefs *p = s->c.prefs;
    if (p) {
        bool waiting = prefs_unsaved(p, PREFS_PROGRESS);
        error_line why;
        prefs_retry(p, clock_ms, &why);
        if (why.text[0])
            session_warn(s, why.text);
        if (waiting && !prefs_unsaved(p, PREFS_PROGRESS)) /* the retry wrote it, as it is now */
            s->saved_changes = s->progress->changes;
    }
    say_held(s, false);
    return 0;
}

const struct level *session_field(const struct session *s)
{
    return screen_row_field(front(s), front_state(s));
}

bool session_busy(const struct session *s) { return screen_row_busy(front(s), front_state(s)); }

unsigned long session_beat(const struct session *s) { return screen_row_beat(front(s), front_state(s)); }

/* How often the app looks in on levels growing: they finish by themselves, without an
 * event to wake it. */
enum { GROWER_POLL_MS = 50 };

static uint64_t sooner(uint64_t a, uint64_t b) { return a < b ? a : b; }

uint64_t session_next_due(const struct session *s, uint64_t clock_ms)
{
    uint64_t due = UINT64_MAX;
    if (s->grower)
        due = clock_ms + GROWER_POLL_MS;
    int64_t in = screen_row_due(front(s), front_state(s));
    if (in != SCREEN_NEVER)
        due = sooner(due, clock_ms + (uint64_t)(in > 0 ? in : 0));
    if (s->c.prefs)
        due = sooner(due, prefs_next_due(s->c.prefs));
    return due;
}

bool session_done(const struct session *s, bool *cleared)
{
    const struct round *rd = s->screen == SCREEN_SINGLE ? &s->single.rd : &s->play.rd;
    *cleared = rd->play.status == PLAY_WON;
    return (s->screen == SCREEN_PLAY || s->screen == SCREEN_SINGLE) && round_done(rd);
}

void session_buttons(const struct session *s, struct buttons_for *out)
{
    *out = (struct buttons_for){.screen = BUTTONS_NONE};
    screen_row_buttons(front(s), front_state(s), out);
    out->touch = s->env.touch;
    out->keys = s->env.keys && !s->env.touch;
}

void session_touch(struct session *s, bool touch) { s->env.touch = touch; }

void session_where(const struct session *s, const struct view *v, carillon_line_fn *say, void *ctx)
{
    screen_row_where(front(s), front_state(s), v, say, ctx);
}

void session_fit(struct session *s, const struct view *v)
{
    for (int i = 0; i < SCREEN_COUNT; i++)
        screen_row_fit(SCREENS[i].row, (char *)s + SCREENS[i].at, v);
}

int session_hold(struct session *s, int dot, error_line *err)
{
    if (s->screen != SCREEN_PLAY && s->screen != SCREEN_SINGLE)
        return error_fail(err, "--hold wants a level in play (--level, --code or --daily)");
    struct round *rd = s->screen == SCREEN_PLAY ? &s->play.rd : &s->single.rd;
    if (!round_hold(rd, dot))
        return error_fail(err, "--hold %d: the level has %d dots (0 to %d)", dot, rd->current.n, rd->current.n - 1);
    return 0;
}

void session_draw(struct session *s, struct kit *kit) { screen_row_draw(front(s), front_state(s), kit); }
