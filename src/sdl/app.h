/* app.h: the game's window, its frame loop and its modes.
 *
 * The app owns everything SDL: the window (resizable, HiDPI, F11 full screen), the
 * renderer and the canvas on it, the words and the sound; it turns events into actions,
 * keeps time, and hands both to the game (carillon.h), which draws on the canvas and
 * calls back the host the app fills in (the bells, the clipboard, settings to put in
 * force, quitting). Its loop is a few lines around the game's frame call (midend_frame),
 * which says when to draw and when to wake. Headless, it uses SDL's dummy video driver,
 * no sound, and runs frames as fast as they are drawn, each a fixed 60th of a second of
 * play (quicker with autoplay), so scripted runs are fast and repeatable. It prints
 * nothing: lines for the player go to `say`.
 */
#ifndef SHELL_APP_H
#define SHELL_APP_H

#include <stdbool.h>

#include "game/carillon.h"
#include "game/options.h"

struct app_config {
    struct boot *boot;          /* what the game read before it opens (carillon.h) */
    const struct options *opts; /* the options as it read them */
    char font_path[4096];       /* the words' face */
    char display_path[4096];    /* the title's and numbers' face */
    carillon_line_fn *say;      /* finished levels, one line each, for the player */
    carillon_line_fn *warn;     /* what did not work but let the game go on (no sound); each
                                   such line is shown on the level select too */
    void *say_ctx;              /* passed to both */
    int warnings;               /* lines said of the player's files (one set aside, say) */
};

/* Reads what o asks for into c, from where this machine keeps the files (assets.h: the
 * baked pack and the fonts; prefdir.h: the player's directory): the game's boot_load,
 * each problem one line through warn. Returns 0, or 1 when the pack cannot be used
 * (said). */
int app_load(struct app_config *c, const struct options *o, carillon_line_fn *say, carillon_line_fn *warn,
             void *ctx);
/* Frees what app_load read (after the app has closed). */
void app_unload(struct app_config *c);

/* The desktop's loop: opens the window, the sound and the game, runs it until the player
 * quits, the frames run out or autoplay is done (each step: the events waiting become
 * actions, handed to midend_frame with the clock and the window's size, and a frame
 * drawn and shown when the game answers that the picture changed, or it is the last),
 * pausing between steps (at least a display refresh apart; at rest, a wait for input
 * until the moment the game asked to be woken or a held pad's direction repeats).
 * Returns 0, 1 when autoplay finished without clearing its level, or -1 with err set
 * when the game cannot start (no window, no font), a step failed (a screenshot that
 * cannot be saved) or the progress could not be saved even as the game ended (then err
 * says which file and why; a step's failure as well goes to warn). */
int app_run(const struct app_config *c, error_line *err);

#endif
