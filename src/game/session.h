/* session.h: what the player is doing, from the first frame to quitting (no window).
 *
 * A session owns the levels (the pack's, then endless ones as they are grown), the
 * player's progress in the save, and the four screens: growing (a pack from a seed, or
 * endless levels), the title and level select (with the settings panel), play, and the
 * workshop (session_bench.c), where the daily level and pasted codes are played too. It
 * takes actions and time and hands the screen in front to the drawing; it starts and
 * collects the background growing (grower.h), records wins and saves them, and says what
 * happened in lines for the player. The settings it changes (the panel, M, F11) it
 * stores and hands to the host to put in force; the clipboard, the bells and quitting
 * are the host's too (carillon.h). The app (app.h) owns the window, the clock and the
 * sound and draws the scene the session describes. The session itself has no SDL and no
 * clock: the app hands it the time, so tests drive it with actions and made-up time alone.
 *
 * Screens: growing -> select <-> play. With a level asked for (or autoplay) play comes
 * straight after the levels are there; Esc in play goes back to the select; Esc on the
 * select asks, and a second Esc quits (any other key or press stays). After the pack's last level, N (or the select's endless tile) plays
 * endless levels: each grown while the one before it is played, each harder than the
 * last, so the player seldom waits; when they must, the growing screen shows it.
 */
#ifndef GAME_SESSION_H
#define GAME_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"
#include "game/levels/grower.h"
#include "game/select/settingspanel.h"
#include "game/play/playscreen.h"
#include "game/files/prefs.h"
#include "game/scene.h"
#include "game/files/dailylog.h"
#include "game/select/select.h"
#include "game/select/stats.h"
#include "game/files/workshopfile.h"
#include "game/workshop/workshopscreen.h"

enum screen { SCREEN_GROWING, SCREEN_SELECT, SCREEN_PLAY, SCREEN_WORKSHOP };

/* Notices: lines for the player about what did not work but let the game go on (a
 * damaged file moved aside, a pack forgotten, no sound). Each is said through warn (on
 * stderr, from main) and shown on the select, one at a time, for NOTICE_MS of time there
 * or until a key or a press; at most NOTICE_MAX wait (the oldest makes way). */
enum { NOTICE_MAX = 4, NOTICE_LEN = 400, NOTICE_MS = 12000 };

/* The most of the clipboard a paste reads (a level code is far shorter): more is cut. */
enum { SESSION_PASTE_MAX = 4096 };

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
    struct workshopfile *workshop_file;/* the workshop's fields (workshopfile.h), kept through prefs, or NULL:
                               no workshop */
    bool workshop;          /* start in the workshop */
    struct daily_log *daily_log;  /* the daily levels won (dailylog.h), kept through prefs, or
                                     NULL: none kept */
    bool daily;             /* the pack is the daily level of daily_day (--daily) */
    bool code;              /* the pack is the level of a code (--code) */
    int64_t daily_day;
};

struct session {
    struct session_config c;
    enum screen screen;
    struct pack levels;       /* the pack's levels, then the endless ones grown */
    int pack_levels;          /* how many are the pack's (0 while it grows) */
    struct grower *grower;    /* levels growing, or NULL */
    struct repeat_set seen;   /* the repeat keys of levels[0..seen.count): read by the
                                 grower while it grows, changed only when none runs */
    bool growing_pack;
    int64_t growing_ms;       /* how long the growing screen has shown */
    uint64_t grow_started;    /* the app's clock (ms) when the pack began to grow */
    int wanted;               /* the level to play once it is grown, or 0 */
    int wanted_from;          /* the levels there were when it was asked for */
    struct progress *progress;
    unsigned saved_changes;   /* the progress's changes as last written */
    uint64_t retry_at;        /* after a failed save: the clock of the next try, else 0 */
    struct select select;
    struct settingspanel settingspanel;
    struct statspanel stats;  /* the statistics panel over the select (stats.h) */
    struct playscreen play;
    char subtitle[64];
    char notice[NOTICE_MAX][NOTICE_LEN]; /* waiting to be shown, the one in front first */
    int notices;
    int64_t notice_ms;        /* how long the one in front has shown */
    bool quit_asked;          /* Esc on the select: a second quits */
    int nudged;               /* the locked tile last asked to play, or 0 */
    int64_t nudge_ms;         /* how long ago */
    bool pad;                 /* the last action came from a gamepad: the keys lines name
                                 the pad's buttons */
    /* The workshop (session_bench.c): open once asked for; a code pasted on the select is
     * played on its bench and Esc comes back to the select. */
    struct workshopscreen bench;
    bool bench_open, bench_from_select;
    uint64_t workshop_kept_at;   /* the app's clock when the workshop file was last written */
    bool bench_daily;         /* the bench plays the daily level of daily_day ... */
    bool daily_recorded;      /* ... (or the pack is it) and its win is in the log */
    int64_t daily_day;
    char share[200];          /* once won: the line to share (daily.h) */
    char play_note[256];      /* said under the field in play (a code copied) ... */
    int64_t play_note_ms;     /* ... for this long yet */
};

/* What the screen in front shows: one of the three scenes, as screen says. */
struct session_scene {
    enum screen screen;
    struct growing_scene growing;
    struct select_scene select;
    struct play_scene play;  /* also the workshop's while a field is tried */
    struct workshop_scene workshop;
    bool trying;             /* the workshop plays its field: draw play */
    char daily_tile[600];    /* the select's daily tile: the day, its result, the streak
                                (tilerow.h's forms, one a line) */
    struct stats_scene stats; /* the statistics panel, while it is open */
    char play_title[32];     /* play's title for a level played on its own (scene.h) */
    char title[96]; /* the growing screen's title */
};

/* Starts the session: with the pack, at once; otherwise the pack starts growing.
 * clock_ms is the app's clock now, in milliseconds of real time (the same clock as
 * session_update's). */
int session_start(struct session *s, const struct session_config *c, uint64_t clock_ms, error_line *err);
/* Ends it: progress not yet saved is tried once more, and when that fails too, err
 * names the file and why, and it fails; growing is waited for either way. */
int session_end(struct session *s, error_line *err);

/* Adds a notice for the select (without saying it: the caller has). The directory of
 * the player's files is left out of it, for a line that fits. */
void session_notice(struct session *s, const char *line);

/* What did not work but let play go on: said through the host's warn, and a notice. */
void session_warn(struct session *s, const char *line);

/* Words for the player under the field (a copy's outcome): in play, in a workshop's try,
 * or on the workshop's own line. */
void session_note(struct session *s, const char *line);

/* An action the app does not handle itself. ACT_PASTE reads the host's clipboard. */
void session_action(struct session *s, const struct action *a);

/* Lets ms of play pass; clock_ms is the app's clock now (real time, for saying how long
 * growing took, whatever pace play runs at). Fails only when the levels cannot be had
 * (err set). */
int session_update(struct session *s, int64_t ms, uint64_t clock_ms, error_line *err);

/* Whether time matters now (something moves, or grows). */
bool session_busy(const struct session *s);

/* The level on the field in front (played, or the workshop's field tried), which the
 * view frames (view_frame), or NULL on any other screen. */
const struct level *session_field(const struct session *s);

/* When, on the app's clock, the picture next changes by itself with nothing moving (a
 * notice's time is up, a failed save is tried again, growing is looked in on), or
 * UINT64_MAX: until then the app may sleep (when not busy) and draw nothing. The
 * time that passed meanwhile must then reach session_update whole. */
uint64_t session_next_due(const struct session *s, uint64_t clock_ms);

/* Whether autoplay has finished (and how: *cleared). */
bool session_done(const struct session *s, bool *cleared);

/* Hands the settings to the host to put in force (session_start does, and every change). */
void session_apply(const struct session *s);

/* Describes the screen in front (*out holds it; out->title is borrowed by its scene). */
void session_scene(const struct session *s, struct session_scene *out);

/* ---- the session's part in the workshop and in codes (session_bench.c) ----------------
 * Opening the workshop, playing a code pasted on the select or the daily level on the
 * workshop's bench, copying the code of the level in play, keeping the workshop file: calls of
 * session.c's, kept in a file of their own. */

/* Opens the workshop (W on the select, or --workshop); says why not when it cannot be. */
void bench_enter(struct session *s);

/* On the select: D or the daily tile plays today's level, W or the workshop tile opens
 * the workshop (either way the select's choice is then on that tile, for Esc to come
 * back to), Ctrl+V plays the code on the clipboard. False for any other action (the
 * select's own). */
bool bench_from_select(struct session *s, const struct action *a);

/* The daily level of daily_day opened for play: the day kept in the log as played
 * (written at once), if it was not there. */
void bench_daily_played(struct session *s);

/* Play's title for a level played on its own (scene.h): the daily level's day (daily),
 * else a code's (code), else the workshop's field; written into out. */
const char *bench_title(const struct session *s, bool daily, bool code, char *out, size_t size);

/* The words on the daily tile (tilerow_daily_words): the day, and its result and the
 * streak once won. */
void bench_daily_tile(const struct session *s, char *out, size_t size);

/* Ctrl+C in play on ps: the level's code to the clipboard (or, once the daily level is
 * won, its share line), and a word under the field. */
void bench_copy(struct session *s, const struct playscreen *ps, bool daily);

/* An action while the workshop is in front. */
void bench_action(struct session *s, const struct action *a);

/* Time passing: a try in the workshop plays on; a win of the daily level (on the bench
 * or with --daily) goes into the log; the workshop file is written a moment after it changed;
 * the word under the field in play fades. */
void bench_update(struct session *s, int64_t ms, uint64_t clock_ms);

/* The workshop file written, if it changed, and the bench closed. */
void bench_end(struct session *s);


#endif
