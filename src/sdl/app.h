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
    void *say_ctx;              /* passed to both, and to stored */
    int warnings;                /* lines said of the player's files (one set aside, say) */
    void (*stored)(void *ctx, const char *path); /* a player's file was written, or NULL */
    /* The clipboard, where the front door has one of its own (a browser's page, whose
     * clipboard SDL does not reach), or NULL for SDL's: copy is handed what the game
     * puts out to copy (a level's code, the daily's share line) and says what came of it
     * through app_note; paste is asked for the clipboard's text at Ctrl+V, and hands it
     * back later through app_paste. */
    carillon_line_fn *copy;
    void (*paste)(void *ctx);
};

/* Reads what o asks for into c, from where this machine keeps the files (assets.h: the
 * baked pack and the fonts; prefdir.h: the player's directory), for any front door (the
 * desktop's main, the browser's): the game's boot_load, each problem one line through
 * warn. Returns 0, or 1 when the pack cannot be used (said). */
int app_load(struct app_config *c, const struct options *o, carillon_line_fn *say, carillon_line_fn *warn,
             void *ctx);
/* Frees what app_load read (after the app has closed). */
void app_unload(struct app_config *c);

struct app;

/* The desktop's loop: runs the game until the player quits, the frames run out or
 * autoplay is done, pausing between steps (at least a display refresh apart; at rest, a
 * wait for input as long as app_due_ms allows). Returns as app_close does, or -1 with
 * err set when the game cannot start (no window, no font). */
int app_run(const struct app_config *c, error_line *err);

/* A front door other than app_run's loop (a browser's animation callback, say) drives
 * the game with these three: open, a step per frame until it returns false, close. */

/* Opens the window, the sound and the session; NULL with err set when the game cannot
 * run. c and what it points to are borrowed until app_close. */
struct app *app_open(const struct app_config *c, error_line *err);

/* One frame: the events waiting become actions, handed to midend_frame with the clock
 * and the window's size, and a frame is drawn and shown when the game answers that the
 * picture changed, or it is the last. Never waits. Returns whether the game goes on: false once
 * the player quits, the frames run out, autoplay is done or something failed. */
bool app_step(struct app *a);

/* The clipboard's text that the front door's paste (app_config) was asked for, played
 * as Ctrl+V with it (NULL: the clipboard holds no text); between steps, never in one. */
void app_paste(struct app *a, const char *text);

/* What came of a copy the front door's copy was handed (a link shared, copied, or
 * nothing copied and why), in words for the player, said under the field; between
 * steps, never in one. */
void app_note(struct app *a, const char *line);

/* What did not work but lets play go on, from the front door (the browser keeps no
 * files): warned and shown on the select; between steps, never in one. */
void app_warn(struct app *a, const char *line);

/* Another copy of the game (a browser's other tab) wrote the player's file at path: this
 * one's is stored again, merged with it (midend_file_changed); between steps. */
void app_file_changed(struct app *a, const char *path);

/* How long until the next step is due: 0 when something moves (step at the next
 * display frame), otherwise the most milliseconds to wait for input first: until the
 * moment the game asked to be woken (midend_frame) or a held pad's direction repeats,
 * at most APP_REST_MAX_MS when nothing is due at all. */
enum { APP_REST_MAX_MS = 3600 * 1000 };
int app_due_ms(const struct app *a);

/* Closes everything and frees a. Returns 0, 1 when autoplay finished without clearing
 * its level, or -1 with err set when a step failed (a screenshot that cannot be saved)
 * or the progress could not be saved even as the game ended (then err says which file
 * and why; a step's failure as well goes to warn). */
int app_close(struct app *a, error_line *err);

#endif
