/* session.c: see session.h. */
#include "game/session.h"
#include "levelgen/daily.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Threads for growing a pack: the grower's own and one helper, for two cores. */
enum { GROW_THREADS = 2 };

/* How long after a failed save the next try comes. */
enum { SAVE_RETRY_MS = 5000 };

/* Whoever starts a session without a front end (a test) has nothing to call. */
static const struct carillon_host NO_HOST;

static void say(const struct session *s, const char *line)
{
    if (s->c.host->say)
        s->c.host->say(s->c.host->ctx, line);
}

void session_warn(struct session *s, const char *line)
{
    if (s->c.host->warn)
        s->c.host->warn(s->c.host->ctx, line);
    session_notice(s, line);
}

static void warn(struct session *s, const char *line) { session_warn(s, line); }

void session_notice(struct session *s, const char *line)
{
    if (s->notices == NOTICE_MAX) { /* the oldest makes way */
        memmove(s->notice[0], s->notice[1], sizeof s->notice[0] * (NOTICE_MAX - 1));
        s->notices--;
    }
    /* the player's own directory goes without saying: the file's name is enough */
    const char *path = s->c.prefs ? s->c.prefs->progress : "", *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    char *out = s->notice[s->notices++], *end = out + sizeof s->notice[0] - 1;
    while (*line && out < end) {
        if (dir && strncmp(line, path, dir) == 0)
            line += dir;
        else
            *out++ = *line++;
    }
    *out = '\0';
    if (s->notices == 1)
        s->notice_ms = 0;
}

/* The notice in front goes: it has been read, or has shown long enough. */
static void next_notice(struct session *s)
{
    if (!s->notices)
        return;
    memmove(s->notice[0], s->notice[1], sizeof s->notice[0] * (NOTICE_MAX - 1));
    s->notices--;
    s->notice_ms = 0;
}

static say_fn announce;

/* ---- levels ------------------------------------------------------------------------- */

/* Starts growing the next endless level when one is wanted, or when the player is on the
 * last level there is and will want it soon. Autoplay never asks for more than it has. */
static void grow_ahead(struct session *s)
{
    if (s->grower || s->pack_levels == 0)
        return;
    bool soon = s->screen == SCREEN_PLAY && !s->c.autoplay && s->play.level >= s->levels.count;
    if (!soon && s->wanted <= s->levels.count)
        return;
    error_line err;
    /* The keys of the levels not yet in the set (the pack's, the first time; then the
     * level grown last), added while no grower reads the set. */
    while (s->seen.count < s->levels.count)
        if (repeat_set_add_level(&s->seen, &s->levels.levels[s->seen.count], &err) != 0) {
            warn(s, err.text);
            return;
        }
    s->grower = grower_start_next(&s->levels.levels[s->levels.count - 1], &s->seen,
                                  s->levels.seed, &err);
    s->growing_pack = false;
    if (!s->grower)
        warn(s, err.text);
}

static void play_level(struct session *s, int level)
{
    if (level > s->levels.count) { /* not grown yet: wait for it on the growing screen */
        s->wanted = level;
        s->wanted_from = s->levels.count;
        s->screen = SCREEN_GROWING;
        s->growing_ms = 0;
        grow_ahead(s);
        return;
    }
    s->wanted = 0;
    s->play.level = 0; /* a level chosen afresh: no help shown on it yet */
    playscreen_start(&s->play, level);
    s->screen = SCREEN_PLAY;
    grow_ahead(s);
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
        warn(s, line.text);
    }
    s->saved_changes = s->progress->changes;
    if (s->c.shipped && !s->progress->shipped) {
        s->progress->shipped = true;
        if (progress_any(s->progress)) /* wins to keep: mark them kept at once */
            s->progress->changes++;
    }
    select_start(&s->select, s->progress);
    s->play = (struct playscreen){
        .pack = &s->levels,
        .pack_levels = pack->count,
        .progress = s->progress,
        .ring = s->c.host->ring,
        .ring_ctx = s->c.host->ctx,
        .say = announce,
        .say_ctx = s,
        .autoplay = s->c.autoplay,
        .autoplay_on = s->c.all,
        .settings = s->c.settings,
        /* autoplay, the daily and a code teach nothing (lessons.h) */
        .lessons_seen = s->c.autoplay || s->c.daily || s->c.code ? NULL : &s->c.settings->lessons_seen,
    };
    if (s->c.level > pack->count)
        return error_fail(err, "there is no level %d (the pack has %d)", s->c.level, pack->count);
    if (s->c.level || s->c.autoplay)
        play_level(s, s->c.level ? s->c.level : progress_first_open(s->progress));
    else
        s->screen = SCREEN_SELECT;
    return 0;
}

/* Collects what the grower grew. */
static int collect(struct session *s, uint64_t clock_ms, error_line *err)
{
    struct grower *g = s->grower;
    s->grower = NULL;
    if (s->growing_pack) {
        struct pack pack;
        if (grower_take_pack(g, &pack, err) != 0)
            return -1;
        char line[160];
        snprintf(line, sizeof line, "seed %" PRIu64 ": %d levels grown in %.1f s (pack %016" PRIx64 ")",
                 pack.seed, pack.count, (double)(clock_ms - s->grow_started) / 1000,
                 progress_pack_id(&pack));
        say(s, line);
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
        warn(s, why.text);
    if (!grown) { /* nothing more can be grown: back to the levels there are */
        s->wanted = 0;
        if (s->screen == SCREEN_GROWING)
            s->screen = SCREEN_SELECT;
        return 0;
    }
    s->levels.levels = grown;
    next.number = s->levels.count + 1;
    s->levels.levels[s->levels.count++] = next;
    if (s->wanted && s->screen == SCREEN_GROWING && s->levels.count >= s->wanted)
        play_level(s, s->wanted);
    grow_ahead(s);
    return 0;
}

/* ---- the session -------------------------------------------------------------------- */

/* Saves the progress when it has changed, merged with what another copy of the game may
 * have saved meanwhile (prefs_store_save). It counts as saved only once it is written: a
 * failed save (a full disk, say) is said once and tried again every SAVE_RETRY_MS, at
 * once when there is a win to announce, and once more as the session ends. */
enum keep { KEEP_DUE, KEEP_NOW, KEEP_LAST };
static int keep_progress(struct session *s, uint64_t clock_ms, enum keep when, error_line *why)
{
    if (!s->progress || s->progress->changes == s->saved_changes)
        return 0;
    if (when == KEEP_DUE && clock_ms < s->retry_at)
        return 0;
    error_line note;
    int status = prefs_store_save(s->c.prefs, s->c.save, &note, why);
    if (note.text[0])
        warn(s, note.text);
    if (status == 0) {
        s->saved_changes = s->progress->changes;
        s->retry_at = 0;
        return 0;
    }
    if (!s->retry_at && when != KEEP_LAST) {
        char line[sizeof why->text + 64];
        snprintf(line, sizeof line, "%s; the progress is kept and saving is tried again", why->text);
        warn(s, line);
    }
    s->retry_at = clock_ms + SAVE_RETRY_MS;
    return -1;
}

/* The play screen's lines go through here, so a win is saved before it is announced: a
 * copy killed between the two has kept every win it said. */
static void announce(void *ctx, const char *line)
{
    struct session *s = ctx;
    error_line why;
    keep_progress(s, s->retry_at, KEEP_NOW, &why);
    say(s, line);
}

int session_start(struct session *s, const struct session_config *c, uint64_t clock_ms, error_line *err)
{
    *s = (struct session){.c = *c, .settingspanel = {.pressed = -1}};
    if (!c->host)
        s->c.host = &NO_HOST;
    if (c->prefs) { /* every file written is the host's to follow */
        c->prefs->stored = s->c.host->stored;
        c->prefs->stored_ctx = s->c.host->ctx;
    }
    session_apply(s);
    if (c->pack) {
        if (adopt_pack(s, c->pack, err) != 0)
            return -1;
        s->daily_day = c->daily_day;
        if (c->daily)
            bench_daily_played(s);
        if (c->workshop)
            bench_enter(s);
        return 0;
    }
    s->screen = SCREEN_GROWING;
    s->growing_pack = true;
    s->grow_started = clock_ms;
    s->grower = grower_start_pack(c->seed, GROW_THREADS, err);
    return s->grower ? 0 : -1;
}

int session_end(struct session *s, error_line *err)
{
    error_line why;
    int status = keep_progress(s, 0, KEEP_LAST, &why);
    bench_end(s);
    if (status != 0)
        error_fail(err, "%s; the progress of this run is not saved", why.text);
    /* the other files unsaved: their line, or after the progress's as a warning */
    error_line note = {0};
    if (s->c.prefs && prefs_finish(s->c.prefs, &note, &why) != 0) {
        if (status != 0)
            warn(s, why.text);
        else if (err)
            *err = why;
        status = -1;
    }
    if (note.text[0])
        warn(s, note.text);
    grower_free(s->grower);
    s->grower = NULL;
    repeat_set_free(&s->seen); /* after the grower that read it */
    pack_free(&s->levels);
    return status;
}

/* The select's tile to the level it plays: the endless tile goes on from the furthest
 * endless level won. */
static void choose(struct session *s, int tile)
{
    play_level(s, tile <= s->pack_levels ? tile : s->pack_levels + s->progress->endless + 1);
}

/* Back to the select, on the level just played; once it is won, on the one it opened. */
static void back_to_select(struct session *s)
{
    s->screen = SCREEN_SELECT;
    s->wanted = 0;
    int level = s->play.level ? s->play.level : s->select.chosen;
    if (s->play.level && s->play.play.status == PLAY_WON)
        level++;
    s->select.chosen = level > s->pack_levels ? s->pack_levels + 1 : level;
}

/* A locked tile asked to play: it shakes its head (the scene's nudge) and a low bell
 * answers, softly. */
static void refuse(struct session *s)
{
    s->nudged = s->select.refused;
    s->nudge_ms = 0;
    s->select.refused = 0;
    if (s->c.host->ring)
        s->c.host->ring(s->c.host->ctx, 0, SIZE_BIG, 0, LOUD_REFUSED);
}

/* Off the field, Space (or a pad's A) is Enter, a pad's A let go is nothing, and Tab
 * walks the tiles (or the settings' rows). */
static struct action off_the_field(const struct session *s, const struct action *a)
{
    struct action off = *a;
    if (a->kind == ACT_HOLD)
        off.kind = ACT_CONTINUE;
    else if (a->kind == ACT_LET_GO)
        off.kind = ACT_NONE;
    else if (a->kind == ACT_TAB)
        off.kind = s->settingspanel.open ? ACT_DOWN : ACT_RIGHT;
    else if (a->kind == ACT_BACKTAB)
        off.kind = s->settingspanel.open ? ACT_UP : ACT_LEFT;
    return off;
}

/* The player's settings kept in their file. */
static void keep_settings(struct session *s)
{
    error_line why;
    if (s->c.prefs && prefs_store_settings(s->c.prefs, s->c.settings, &why) != 0)
        warn(s, why.text);
}

/* The player's settings changed: kept, and put in force by the host. */
static void settings_changed(struct session *s)
{
    keep_settings(s);
    session_apply(s);
}

void session_apply(const struct session *s)
{
    const struct settings *st = s->c.settings;
    if (s->c.host->apply)
        s->c.host->apply(s->c.host->ctx, &(struct carillon_settings){.volume = st->volume,
                                                                     .mute = st->mute || s->c.silenced,
                                                                     .fullscreen = st->fullscreen});
}

static void quit(struct session *s)
{
    if (s->c.host->quit)
        s->c.host->quit(s->c.host->ctx);
}

/* Anywhere: quitting (the window closed), M and F11. True when a was one of them. */
static bool everywhere(struct session *s, const struct action *a)
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
    if (everywhere(s, given))
        return;
    char clip[SESSION_PASTE_MAX];
    struct action pasted = with_clipboard(s, given, clip, sizeof clip);
    const struct action *act = &pasted;
    if (act->kind != ACT_NONE && act->kind != ACT_RESIZE)
        s->pad = act->pad;
    struct action off = off_the_field(s, act);
    /* the workshop has a field of its own (workshopscreen.h): Space, a pad's A and Tab are its */
    const struct action *a = s->screen == SCREEN_PLAY || s->screen == SCREEN_WORKSHOP ? act : &off;
    switch (s->screen) {
    case SCREEN_GROWING:
        if (a->kind == ACT_BACK) {
            if (s->growing_pack)
                quit(s);
            else
                back_to_select(s);
        }
        break;
    case SCREEN_SELECT:
        if (a->kind != ACT_MOVE && a->kind != ACT_NONE) { /* any key or press: the notice was read */
            next_notice(s);
            if (a->kind != ACT_BACK) /* and one that is not Esc: the player stays */
                s->quit_asked = false;
        }
        if (!s->settingspanel.open && stats_action(&s->stats, a) != STATS_UNUSED) {
            /* the statistics panel opened, closed, or took the action while open */
        } else if (s->settingspanel.open) {
            if (settingspanel_action(&s->settingspanel, s->c.settings, a) == SETTINGSPANEL_CHANGED)
                settings_changed(s);
        } else if (a->kind == ACT_SETTINGS) {
            settingspanel_open(&s->settingspanel);
        } else if (a->kind == ACT_BACK) {
            if (s->quit_asked)
                quit(s);
            s->quit_asked = true;
        } else if (!bench_from_select(s, a)) { /* the daily and workshop tiles, D, W, Ctrl+V */
            int tile = select_action(&s->select, a);
            if (tile == SELECT_DAILY || tile == SELECT_WORKSHOP) /* Enter on either: as D or W */
                bench_from_select(s, &(struct action){.kind = tile == SELECT_DAILY ? ACT_DAILY : ACT_WORKSHOP});
            else if (tile)
                choose(s, tile);
            if (s->select.refused)
                refuse(s);
        }
        break;
    case SCREEN_PLAY:
        if (a->kind == ACT_COPY) {
            bench_copy(s, &s->play, s->c.daily);
            break;
        }
        int was = s->play.level;
        if (playscreen_action(&s->play, a)) {
            if (s->play.level != was) /* N or Enter on to the last level there is */
                grow_ahead(s);
            break;
        }
        if (a->kind == ACT_BACK) {
            back_to_select(s);
        } else if (a->kind == ACT_SETTINGS) {
            back_to_select(s);
            settingspanel_open(&s->settingspanel);
        }
        break;
    case SCREEN_WORKSHOP: bench_action(s, a); break;
    }
}

int session_update(struct session *s, int64_t ms, uint64_t clock_ms, error_line *err)
{
    if (s->grower && grower_ready(s->grower) && collect(s, clock_ms, err) != 0)
        return -1;
    if (s->screen == SCREEN_GROWING)
        s->growing_ms += ms;
    if (s->screen == SCREEN_SELECT && s->notices && (s->notice_ms += ms) >= NOTICE_MS)
        next_notice(s);
    if (s->nudged && (s->nudge_ms += ms) >= NUDGE_MS)
        s->nudged = 0;
    bench_update(s, ms, clock_ms);
    if (s->screen == SCREEN_PLAY) {
        playscreen_update(&s->play, ms);
        if (s->play.wants_level)
            play_level(s, s->play.wants_level);
    }
    if (s->play.lessons_changed) { /* a lesson seen (lessons.h): never shown again */
        s->play.lessons_changed = false;
        keep_settings(s);
    }
    error_line why;
    keep_progress(s, clock_ms, KEEP_DUE, &why);
    if (s->c.prefs) {
        prefs_retry(s->c.prefs, clock_ms, &why);
        if (why.text[0])
            warn(s, why.text);
    }
    return 0;
}

const struct level *session_field(const struct session *s)
{
    if (s->screen == SCREEN_PLAY)
        return &s->play.current;
    if (s->screen == SCREEN_WORKSHOP && s->bench.trying)
        return &s->bench.play.current;
    return NULL;
}

bool session_busy(const struct session *s)
{
    if (s->screen == SCREEN_GROWING || s->play_note_ms > 0)
        return true;
    if (s->screen == SCREEN_WORKSHOP)
        return workshopscreen_busy(&s->bench);
    return (s->screen == SCREEN_PLAY && playscreen_busy(&s->play)) || s->nudged;
}

/* How often the app looks in on levels growing: they finish by themselves, without an
 * event to wake it. */
enum { GROWER_POLL_MS = 50 };

uint64_t session_next_due(const struct session *s, uint64_t clock_ms)
{
    uint64_t due = UINT64_MAX;
    if (s->grower)
        due = clock_ms + GROWER_POLL_MS;
    if (s->screen == SCREEN_SELECT && s->notices) {
        uint64_t shown = clock_ms + (uint64_t)(NOTICE_MS - (s->notice_ms < NOTICE_MS ? s->notice_ms : NOTICE_MS));
        due = shown < due ? shown : due;
    }
    if (s->retry_at && s->retry_at < due)
        due = s->retry_at;
    if (s->c.prefs && prefs_next_due(s->c.prefs) < due)
        due = prefs_next_due(s->c.prefs);
    return due;
}

bool session_done(const struct session *s, bool *cleared)
{
    *cleared = s->play.play.status == PLAY_WON;
    return s->screen == SCREEN_PLAY && s->play.autoplay && s->play.done;
}

static enum sound_state sound_state(const struct session *s)
{
    if (s->c.silenced)
        return SOUND_SILENCED;
    if (s->c.settings->mute)
        return SOUND_MUTED;
    return s->c.host->ring ? SOUND_ON : SOUND_NO_DEVICE;
}

void session_scene(const struct session *s, struct session_scene *out)
{
    out->screen = s->screen;
    switch (s->screen) {
    case SCREEN_GROWING:
        out->growing = (struct growing_scene){.title = out->title, .age_ms = s->growing_ms};
        if (s->growing_pack) {
            snprintf(out->title, sizeof out->title, "Growing a pack from seed %" PRIu64, s->c.seed);
            if (s->grower)
                grower_progress(s->grower, &out->growing.done, &out->growing.total);
        } else {
            snprintf(out->title, sizeof out->title, "Growing level %d", s->wanted);
            out->growing.done = s->levels.count - s->wanted_from;
            out->growing.total = s->wanted - s->wanted_from;
        }
        break;
    case SCREEN_SELECT:
        out->select = (struct select_scene){
            .select = &s->select,
            .pack = &s->levels,
            .settingspanel = s->settingspanel.open ? &s->settingspanel : NULL,
            .settings = s->c.settings,
            .subtitle = s->subtitle[0] ? s->subtitle : NULL,
            .sound = sound_state(s),
            .notice = s->notices ? s->notice[0] : NULL,
            .quit_asked = s->quit_asked,
            .nudged = s->c.settings->reduced_motion ? 0 : s->nudged,
            .nudge_age = s->nudge_ms,
            .pad = s->pad,
            .daily_words = out->daily_tile,
        };
        bench_daily_tile(s, out->daily_tile, sizeof out->daily_tile);
        if (s->stats.open) {
            stats_scene(&out->stats, s->c.daily_log, daily_today(), s->c.save ? s->c.save->packs : NULL,
                        s->c.save ? s->c.save->count : 0);
            out->stats.pad = s->pad;
            out->select.stats = &out->stats;
        }
        break;
    case SCREEN_PLAY:
        playscreen_scene(&s->play, &out->play);
        out->play.sound = sound_state(s);
        out->play.pad = s->pad;
        out->play.note = s->play_note_ms > 0 ? s->play_note : NULL;
        if (s->c.daily || s->c.code)
            out->play.title = bench_title(s, s->c.daily, true, out->play_title, sizeof out->play_title);
        break;
    case SCREEN_WORKSHOP:
        out->trying = s->bench.trying;
        if (s->bench.trying) {
            playscreen_scene(&s->bench.play, &out->play);
            out->play.sound = sound_state(s);
            out->play.note = s->play_note_ms > 0 ? s->play_note : NULL;
            out->play.one_off = true;
            out->play.pad = s->pad;
            out->play.title = bench_title(s, s->bench_daily, s->bench_from_select, out->play_title,
                                          sizeof out->play_title);
            out->play.back_to_workshop = !s->bench_from_select;
        }
        workshopscreen_scene(&s->bench, &out->workshop);
        out->workshop.pad = s->pad;
        break;
    }
}
