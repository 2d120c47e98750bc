/* session.h: what the player is doing, from the first frame to quitting (no window):
 * the midend's core.
 *
 * A session owns the levels (the pack's, then endless ones as they are grown), the
 * player's progress in the save, and the screens (screen.h's table): growing (a pack from
 * a seed, or endless levels), the title and level select (with the settings panel), play
 * (the pack's levels), the workshop, and a level played on its own (the daily level, a
 * pasted code's, a field tried in the workshop). It hands actions and time to the screen
 * in front and follows what it asks for (a level, another screen, back); it switches
 * screens, starts and collects the background growing (grower.h), saves the progress,
 * and keeps the warnings for the player (warnings.h). The settings it changes (M, F11, and
 * the panel's) it stores and hands to the host to put in force; the clipboard, the bells
 * and quitting are the host's too (carillon.h). The midend (midend.c) owns the view and
 * the drawing kit and draws the screen in front. The session itself has no SDL and no
 * clock: the front end hands it the time, so tests drive it with actions and made-up
 * time alone.
 *
 * Screens: growing -> select <-> play. With a level asked for (or autoplay) play comes
 * straight after the levels are there; Esc in play goes back to the select; Esc on the
 * select asks, and a second Esc quits (any other key or press stays). After the pack's
 * last level, N (or the select's endless tile) plays endless levels: each grown while the
 * one before it is played, each harder than the last, so the player seldom waits; when
 * they must, the growing screen shows it. The select opens the workshop and plays the
 * daily level and a pasted code on their own; the workshop tries its field on its own;
 * a level on its own goes back where it was opened from.
 */
#ifndef GAME_SESSION_H
#define GAME_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"
#include "game/draw/buttons.h"
#include "game/files/dailylog.h"
#include "game/files/prefs.h"
#include "game/files/workshopfile.h"
#include "game/levels/grower.h"
#include "game/levels/growingscreen.h"
#include "game/warnings.h"
#include "game/play/playscreen.h"
#include "game/screen.h"
#include "game/select/selectscreen.h"
#include "game/workshop/workshopscreen.h"

/* The screens, each a row of the table (session.c: SCREENS). */
enum screen_id { SCREEN_GROWING, SCREEN_SELECT, SCREEN_PLAY, SCREEN_WORKSHOP, SCREEN_SINGLE, SCREEN_COUNT };

/* The most of the clipboard a paste reads (a level code is far shorter): more is cut. */
enum { SESSION_PASTE_MAX = 4096 };

/* The most lines held until the progress is saved; past them the oldest is said. */
enum { SESSION_HELD_LINES = 8 };

struct session_config {
    struct prefs *prefs;
    struct save *save;
    struct settings *settings;
    const struct carillon_host *host; /* the front end's side (carillon.h), or NULL: none;
                             its ring is NULL when there is no sound (no device, headless,
                             --mute) */
    bool silenced;        /* --mute: no sound this run, whatever the settings say */
    int level;            /* play this level at once, or 0 */
    bool autoplay, all;   /* autoplay.h; all: play on through the pack's last level */
    const struct pack *pack; /* the levels, or NULL to grow them from seed */
    bool shipped;         /* the pack is the game's own (the baked one): its progress is kept
                             whatever else is forgotten (save.h) */
    uint64_t seed;
    struct workshopfile *workshop_file; /* the workshop's fields (workshopfile.h), kept
                               through prefs, or NULL: no workshop */
    bool workshop;          /* start in the workshop */
    struct daily_log *daily_log;  /* the daily levels won (dailylog.h), kept through prefs, or
                                     NULL: none kept */
    const struct level *single; /* a level to play on its own at once, over the pack (--daily,
                                --code), or NULL; Esc goes back to the pack's select */
    enum playscreen_kind single_kind; /* what it is: PLAYSCREEN_DAILY (of daily_day) or PLAYSCREEN_CODE */
    int64_t daily_day;
};

struct session {
    struct session_config c;
    struct screen_env env;    /* what the screens share (screen.h) */
    struct warnings warnings;
    enum screen_id screen;    /* the screen in front */
    enum screen_id resume;    /* the screen the settings were opened from (REQUEST_RESUME) */
    struct growingscreen growing;
    struct selectscreen select;
    struct playscreen play;      /* the pack's levels */
    struct workshopscreen workshop; /* started once its file is set */
    struct playscreen single;    /* a level on its own: the day's, a code's, a field tried */
    struct pack levels;       /* the pack's levels, then the endless ones grown */
    int pack_levels;          /* how many are the pack's (0 while it grows) */
    struct grower *grower;    /* levels growing, or NULL */
    struct repeat_set seen;   /* the repeat keys of levels[0..seen.count): read by the
                                 grower while it grows, changed only when none runs */
    uint64_t grow_started;    /* the app's clock (ms) when the pack began to grow (while
                                 pack_levels is 0, the grower grows the pack) */
    struct progress *progress;
    char held[SESSION_HELD_LINES][160]; /* lines said while the progress could not be
                                 saved: the host hears them once it is */
    int held_count;
    unsigned saved_changes;   /* the progress's changes as last written */
    uint64_t clock_ms;        /* the app's clock at the latest start or update */
    char subtitle[64];
};

/* Starts the session: with the pack, at once; otherwise the pack starts growing.
 * clock_ms is the app's clock now, in milliseconds of real time (the same clock as
 * session_update's). */
int session_start(struct session *s, const struct session_config *c, uint64_t clock_ms, error_line *err);
/* Ends it: progress not yet saved is tried once more, and when that fails too, err
 * names the file and why, and it fails; growing is waited for either way. */
int session_end(struct session *s, error_line *err);

/* Adds a warning for the select (without saying it: the caller has). The directory of
 * the player's files is left out of it, for a line that fits. */
void session_warning(struct session *s, const char *line);

/* What did not work but let play go on: said through the host's warn, and a warning. */
void session_warn(struct session *s, const char *line);

/* Words for the player from the front end (a copy's outcome): the screen in front says
 * them where it says its own (its row's note: under the field in play, on the
 * workshop's line), or none does. */
void session_note(struct session *s, const char *line);

/* Another copy of the game wrote the player's file at path: this session's progress,
 * workshop fields or daily results stored again, merged with it (prefs.h), what went
 * wrong said. */
void session_file_changed(struct session *s, const char *path);

/* An action the app does not handle itself. ACT_PASTE reads the host's clipboard. */
void session_action(struct session *s, const struct action *a);

/* Lets ms of play pass; clock_ms is the app's clock now (real time, for saying how long
 * growing took, whatever pace play runs at). Fails only when the levels cannot be had
 * (err set). */
int session_update(struct session *s, int64_t ms, uint64_t clock_ms, error_line *err);

/* Whether time matters now (something moves, or grows): the screen in front says. */
bool session_busy(const struct session *s);
/* The beat of the screen in front (screen.h): a front end draws when it moved. */
unsigned long session_beat(const struct session *s);

/* The level on the field in front (a level played), which the view frames (view_frame),
 * or NULL on any other screen. */
const struct level *session_field(const struct session *s);

/* When, on the app's clock, the picture next changes by itself with nothing moving (the
 * screen in front says when: a warning's time is up, the workshop file is written; a
 * failed save is tried again, growing is looked in on), or
 * UINT64_MAX: until then the app may sleep (when not busy) and draw nothing. The
 * time that passed meanwhile must then reach session_update whole. */
uint64_t session_next_due(const struct session *s, uint64_t clock_ms);

/* Whether autoplay has finished (and how: *cleared). */
bool session_done(const struct session *s, bool *cleared);

/* Hands the settings to the host to put in force (session_start does, and every change). */
void session_apply(const struct session *s);

/* Which on-screen buttons the screen in front shows (BUTTONS_NONE when its row has none),
 * for a finger when the last press was one. */
void session_buttons(const struct session *s, struct buttons_for *out);

/* The screen in front's own lines of --where (screen.h), in the view v, through say. */
void session_where(const struct session *s, const struct view *v, carillon_line_fn *say, void *ctx);

/* Every screen laid out for the view v (screen.h: fit), in front or not. */
void session_fit(struct session *s, const struct view *v);

/* Holds dot of the level in play as Space on the ringed dot does, its preview open at
 * once (--hold): fails with a line when no level is in play or it has no such dot. */
int session_hold(struct session *s, int dot, error_line *err);

/* Whether the last press was a finger's (the screens show a held dot clear of it, and
 * their words name taps and the on-screen buttons, not keys); any other action but a
 * pointer's moving or letting go says so itself (struct action's touch). */
void session_touch(struct session *s, bool touch);

/* Draws the screen in front on the kit (its row's draw). */
void session_draw(struct session *s, struct kit *kit);

#endif
