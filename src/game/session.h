/* session.h: what the player is doing, from the first frame to quitting (no window).
 *
 * A session owns the levels (the pack's, then endless ones as they are grown), the
 * player's progress in the save, and the three screens: growing (a pack from a seed, or
 * endless levels), the title and level select (with the settings panel), and play. It
 * takes actions and time and hands the screen in front to the drawing; it starts and
 * collects the background growing (grower.h), records wins and saves them, and says what
 * happened in lines for the player. The app (app.h) owns the window and the sound, and
 * applies the settings whenever the session marks them changed.
 *
 * Screens: growing -> select <-> play. With a level asked for (or autoplay) play comes
 * straight after the levels are there; Esc in play goes back to the select, Esc on the
 * select quits. After the pack's last level, N (or the select's endless tile) plays
 * endless levels: each grown while the one before it is played, each harder than the
 * last, so the player seldom waits; when they must, the growing screen shows it.
 */
#ifndef GAME_SESSION_H
#define GAME_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "draw.h"
#include "grower.h"
#include "levelselect.h"
#include "playscreen.h"
#include "prefs.h"
#include "settingsmenu.h"

enum screen { SCREEN_GROWING, SCREEN_SELECT, SCREEN_PLAY };

struct session_config {
    struct prefs *prefs;
    struct save *save;
    struct settings *settings;
    struct sound *sound;  /* may be NULL */
    say_fn *say, *warn;   /* lines for the player; what did not work but let play go on */
    void *say_ctx;
    int level;            /* play this level at once, or 0 */
    bool autoplay, all;   /* autoplay.h; all: play on through the pack's last level */
    const struct pack *pack; /* the levels, or NULL to grow them from seed */
    uint64_t seed;
};

struct session {
    struct session_config c;
    enum screen screen;
    struct pack levels;       /* the pack's levels, then the endless ones grown */
    int pack_levels;          /* how many are the pack's (0 while it grows) */
    struct grower *grower;    /* levels growing, or NULL */
    bool growing_pack;
    int64_t growing_ms;       /* how long the growing screen has shown */
    uint64_t grow_started;    /* SDL ticks when the pack began to grow */
    int wanted;               /* the level to play once it is grown, or 0 */
    int wanted_from;          /* the levels there were when it was asked for */
    struct progress *progress;
    unsigned saved_changes;
    struct levelselect select;
    struct settingsmenu menu;
    struct playscreen play;
    char subtitle[64];
    bool settings_changed;    /* for the app to apply and save */
    bool quit;
};

/* Starts the session: with the pack, at once; otherwise the pack starts growing. */
int session_start(struct session *s, const struct session_config *c, lg_err *err);
void session_end(struct session *s);

/* An action the app does not handle itself. */
void session_action(struct session *s, const struct action *a);

/* Lets ms of time pass; fails only when the levels cannot be had (err set). */
int session_update(struct session *s, int64_t ms, lg_err *err);

/* Whether time matters now (something moves, or grows). */
bool session_busy(const struct session *s);

/* Whether autoplay has finished (and how: *cleared). */
bool session_done(const struct session *s, bool *cleared);

void session_draw(const struct session *s, struct draw *d);

#endif
