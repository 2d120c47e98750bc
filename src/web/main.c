/* main.c (web): the browser's front door to the same shell (src/sdl), in place of
 * src/sdl/main.c. Only what must differ in a browser is here:
 *
 * - The command line is the page's URL: web/shell.js hands ?level=N, ?seed=S, ?code=CODE
 *   and ?daily[=YYYY-MM-DD] over as --level, --seed, --code and --daily. A bad value gets
 *   the desktop's own one line, shown on the page, and the game opens on the level
 *   select instead of exiting.
 * - The clipboard is the page's (navigator.clipboard, web/library.js): what the game
 *   copies goes there (a level's code as a link to this page, shared where the browser
 *   can share), and what came of it comes back later in words (carillon_copied), said
 *   under the field at the next step; Ctrl+V asks the page for the clipboard's text,
 *   which comes back later (carillon_pasted) and is played at the next step.
 * - The browser drives the frames: emscripten_set_main_loop calls app_step once an
 *   animation frame (it never waits; the browser paces it).
 * - The player's files live in /carillon, read from IndexedDB by web/store.js before
 *   main runs; each file the game writes (the host's stored call) is handed to it at
 *   once, to be written to its record, and after boot so is every file it set aside as
 *   damaged. When another tab wrote a file this one was writing too, store.js puts the
 *   other's in the folder and asks for this game's to be stored again, merged with it
 *   (carillon_merge). A browser that keeps no files is said once, and play goes on.
 * - Lines for the player and warnings go to the page, not to a terminal.
 * - Each phase of the boot leaves a performance mark (carillon-main, carillon-loaded,
 *   carillon-opened; the first frame step's end, carillon-first-frame), for the bench.
 * - Sound starts on the first tap or key: SDL's audio asks emscripten's
 *   autoResumeAudioContext to resume it then (the browser's autoplay rule).
 * Growing levels in a Web Worker is src/web/growworker.c's business.
 */
#include <emscripten.h>
#include <stdlib.h>
#include <string.h>

#include "sdl/app.h"

/* The page's side (web/library.js). */
extern void carillon_said(const char *line);
extern void carillon_note(const char *line);
extern void carillon_store(const char *path);
extern int carillon_refused(char *out, int size);
extern void carillon_frame(double ms);
extern void carillon_mark(const char *name);
extern void carillon_copy(const char *text);
extern void carillon_paste(void);

static void to_page(void *ctx, const char *line)
{
    (void)ctx;
    carillon_said(line);
}

static void note(void *ctx, const char *line)
{
    (void)ctx;
    carillon_note(line);
}

static void copy(void *ctx, const char *text)
{
    (void)ctx;
    carillon_copy(text);
}

static void paste(void *ctx)
{
    (void)ctx;
    carillon_paste();
}

/* What the page has handed back for the next step: the clipboard's text it was asked for
 * (NULL: none), to play; the words of what came of a copy, to say. */
static char *pasted, *copied;
static bool paste_due;

/* A copy of text into *kept (NULL when there is none, or no memory for it). */
static void keep(char **kept, const char *text)
{
    free(*kept);
    size_t size = text ? strlen(text) + 1 : 0;
    *kept = size ? malloc(size) : NULL;
    if (*kept)
        memcpy(*kept, text, size);
}

EMSCRIPTEN_KEEPALIVE void carillon_pasted(const char *text);
void carillon_pasted(const char *text)
{
    keep(&pasted, text);
    paste_due = true;
}

EMSCRIPTEN_KEEPALIVE void carillon_copied(const char *line);
void carillon_copied(const char *line) { keep(&copied, line); }

struct web {
    struct options opts;
    struct app_config config;
    struct app *app;
};

static void stored(void *ctx, const char *path)
{
    (void)ctx;
    carillon_store(path);
}

static struct web *web_now; /* the game, for what the page hands it between frames */

EMSCRIPTEN_KEEPALIVE void carillon_merge(const char *path);
void carillon_merge(const char *path)
{
    if (web_now && web_now->app)
        app_file_changed(web_now->app, path);
}

/* The frame step. */
static void step(void *arg)
{
    struct web *w = arg;
    double t0 = emscripten_get_now();
    if (paste_due) {
        paste_due = false;
        app_paste(w->app, pasted);
    }
    if (copied) {
        app_note(w->app, copied);
        keep(&copied, NULL);
    }
    bool going = app_step(w->app);
    carillon_frame(emscripten_get_now() - t0);
    if (going)
        return;
    emscripten_cancel_main_loop();
    error_line err;
    if (app_close(w->app, &err) < 0)
        note(NULL, err.text);
    else
        note(NULL, "the game has ended: reload the page to play again");
    web_now = NULL;
    app_unload(&w->config);
}

/* The options the URL asks for, or (said on the page) none. */
static void parse(struct options *o, int argc, char **argv)
{
    static char program[] = "carillon";
    static char *none[] = {program, NULL};
    error_line err;
    if (options_parse(o, argc, argv, &err) != 0) {
        note(NULL, err.text);
        options_parse(o, 1, none, &err);
    }
}

int main(int argc, char **argv)
{
    static struct web w;
    carillon_mark("carillon-main");
    parse(&w.opts, argc, argv);
    if (app_load(&w.config, &w.opts, to_page, note, &w) != 0) {
        /* the level, code or day asked for cannot be played (said): the select instead */
        if (w.opts.level == 0 && !w.opts.code && !w.opts.daily)
            return 1;
        w.opts.level = 0;
        w.opts.code = NULL;
        w.opts.daily = false;
        if (app_load(&w.config, &w.opts, to_page, note, &w) != 0)
            return 1;
    }
    carillon_mark("carillon-loaded");
    w.config.stored = stored; /* the host's: told every player file the game writes */
    w.config.copy = copy;
    w.config.paste = paste;
    if (w.config.notices > 0) /* a file set aside */
        carillon_store(NULL);
    error_line err;
    w.app = app_open(&w.config, &err);
    if (!w.app) {
        note(NULL, err.text);
        app_unload(&w.config);
        return 1;
    }
    carillon_mark("carillon-opened");
    web_now = &w;
    char why[200];
    if (carillon_refused(why, sizeof why)) {
        error_line line;
        error_fail(&line, "%s, so progress will not be kept", why);
        app_warn(w.app, line.text);
    }
    emscripten_set_main_loop_arg(step, &w, 0, 0);
    return 0;
}
