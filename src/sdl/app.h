/* app.h: the game's window, its frame loop and its modes.
 *
 * The app owns everything SDL: the window (resizable, HiDPI, F11 full screen), the
 * renderer, the words, the drawing and the sound; it turns events into actions, keeps
 * time, and hands both to the session (session.h), which switches the screens; it puts
 * the settings in force and saves them when they change. Headless, it uses SDL's dummy
 * video driver, no
 * sound, and runs frames as fast as they are drawn, each a fixed 60th of a second of play
 * (quicker with autoplay), so scripted runs are fast and repeatable. It prints nothing:
 * lines for the player go to `say`.
 */
#ifndef GAME_APP_H
#define GAME_APP_H

#include "game/options.h"
#include "game/playscreen.h"
#include "game/prefs.h"
#include "levelgen/pack.h"

#define CARILLON_VERSION "0.2.0"

/* Headless autoplay runs this many times faster than play in a window. */
enum { HEADLESS_AUTOPLAY_SPEED = 8 };

struct app_config {
    const struct pack *pack;    /* the levels to play, or NULL: grown from opts->seed */
    bool shipped;               /* the levels are the game's own (the baked pack) */
    const struct options *opts;
    const char *font_path;
    struct prefs *prefs;        /* the player's files */
    struct save *save;          /* progress, as loaded: the app records wins in it and saves it */
    struct settings *settings;  /* as loaded: the app changes and saves them */
    say_fn *say;                /* finished levels, one line each, for the player */
    say_fn *warn;               /* what did not work but let the game go on (no sound); each
                                   such line is shown on the level select too */
    void *say_ctx;              /* passed to both */
    const char *const *notices; /* lines main has said already (a damaged file moved aside),
                                   to show on the level select */
    int notice_count;
};

/* Runs the game until the player quits, the frames run out or autoplay is done.
 * Returns 0, or 1 when autoplay finished without clearing its level; returns -1 with err
 * set when the game cannot run (no window, no font, a screenshot that cannot be saved). */
int app_run(const struct app_config *c, lg_err *err);

#endif
