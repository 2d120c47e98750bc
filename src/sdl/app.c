/* app.c: see app.h.
 *
 * Time is the game's (midend_frame): each step hands it SDL's clock, the window's size
 * and the step's events as actions, and it answers whether to draw and when to wake it.
 * A headless run's frames are fixed (a 60th of a second of play, quicker with autoplay)
 * and follow each other at once; a window's sleep until the next input or the moment
 * the game asked to be woken.
 */
#include "app.h"

#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assets.h"
#include "prefdir.h"
#include "base/fileio.h"
#include "canvas.h"
#include "growthread.h"
#include "input.h"
#include "sound.h"
#include "text.h"

struct app {
    const struct app_config *config;
    SDL_Window *window;
    SDL_Renderer *renderer;
    bool running;
    int frame_ms;       /* the display's frame interval: no frame comes sooner */
    struct text *text;
    struct canvas canvas;    /* the game's canvas (carillon.h) on the renderer */
    struct sound *sound;
    struct input input;
    struct carillon_host host; /* the game's calls to this side */
    struct midend *game;
    /* the frame step's own: */
    long frame;              /* steps taken */
    uint64_t started;        /* SDL_GetTicks64() when the last step began */
    struct carillon_wake wake; /* the game's answer to the last step */
    int out_w, out_h;        /* the output's size at the last step (a screenshot's) */
    int windowed_w, windowed_h; /* the window's size before full screen, to go back to */
    int windowed_x, windowed_y; /* and where it stood */
    bool filled;             /* full screen with no window manager: the window made the
                                screen's size itself, without a border (apply) */
    bool ended;              /* the last step has been taken */
    int status;              /* app_close's, once ended */
    error_line err;              /* why a step failed */
};

/* Whether a window manager frames the window, to grant it full screen. On X11 one tells
 * its frame's size (_NET_FRAME_EXTENTS, what SDL reads for the borders; SDL says 0 when
 * none is told); with none, SDL's full screen changes only what SDL believes the window's
 * size to be, and the game would lay out the screen's size in a window that never
 * changed. */
static bool managed(SDL_Window *w)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    int top = 0, left = 0, bottom = 0, right = 0;
    if (!driver || strcmp(driver, "x11") != 0)
        return true;
    return SDL_GetWindowBordersSize(w, &top, &left, &bottom, &right) != 0 || top + left + bottom + right > 0;
}

/* Full screen on or off. With a window manager, SDL's (the manager grants it); without
 * one the window itself is made the screen's size, without a border, and given back its
 * size, place and border after (SDL, told nothing, would keep the screen's size for it). */
static void full_screen(struct app *a, bool on)
{
    bool was = a->filled || (SDL_GetWindowFlags(a->window) & SDL_WINDOW_FULLSCREEN);
    if (on == was)
        return;
    if (on) {
        SDL_GetWindowSize(a->window, &a->windowed_w, &a->windowed_h);
        SDL_GetWindowPosition(a->window, &a->windowed_x, &a->windowed_y);
        SDL_Rect screen;
        if (!managed(a->window) && SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(a->window), &screen) == 0) {
            a->filled = true;
            SDL_SetWindowBordered(a->window, SDL_FALSE);
            SDL_SetWindowPosition(a->window, screen.x, screen.y);
            SDL_SetWindowSize(a->window, screen.w, screen.h);
        } else {
            SDL_SetWindowFullscreen(a->window, SDL_WINDOW_FULLSCREEN_DESKTOP);
        }
        return;
    }
    if (a->filled) {
        a->filled = false;
        SDL_SetWindowBordered(a->window, SDL_TRUE);
        SDL_SetWindowPosition(a->window, a->windowed_x, a->windowed_y);
    } else {
        SDL_SetWindowFullscreen(a->window, 0);
    }
    if (a->windowed_w > 0)
        SDL_SetWindowSize(a->window, a->windowed_w, a->windowed_h);
}

/* The host's apply: the sound (the music too) and full screen (the game puts the shape marks and reduced
 * motion in force itself). */
static void apply(void *ctx, const struct carillon_settings *st)
{
    struct app *a = ctx;
    sound_set(a->sound, st->value[CARILLON_VOLUME], st->value[CARILLON_MUTE], st->value[CARILLON_MUSIC]);
    if (!a->config->opts->headless)
        full_screen(a, st->value[CARILLON_FULLSCREEN]);
}

/* The window's size in points (midend_window_fit), in the screen's usable room; a size
 * asked that does not fit is said. */
static void window_size(const struct app *a, int *w, int *h)
{
    const struct options *o = a->config->opts;
    SDL_Rect usable = {0, 0, 0, 0};
    if (o->headless || SDL_GetDisplayUsableBounds(0, &usable) != 0)
        usable.w = usable.h = 0;
    error_line said;
    midend_window_fit(o->width, o->height, usable.w, usable.h, w, h, &said);
    if (said.text[0] && a->config->warn)
        a->config->warn(a->config->say_ctx, said.text);
}

/* The frame's window as it is now: the output's pixels (the renderer's, more than the
 * window's points on HiDPI), asked every step, so a change of full screen or of the
 * display's scale re-fits whether or not a resize event came with it. */
static void window_now(struct app *a, struct carillon_frame *f)
{
    SDL_GetWindowSize(a->window, &f->pt_w, &f->pt_h);
    if (SDL_GetRendererOutputSize(a->renderer, &f->px_w, &f->px_h) != 0) {
        f->px_w = f->pt_w;
        f->px_h = f->pt_h;
    }
    a->out_w = f->px_w;
    a->out_h = f->px_h;
}

static int open_window(struct app *a, error_line *err)
{
    const struct options *o = a->config->opts;
    if (o->headless) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    const char *asked = SDL_getenv("SDL_VIDEODRIVER");
    bool chosen = o->headless || (asked && asked[0]); /* a driver named is taken as asked */
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0)
        return error_fail(err, "cannot start SDL: %s", SDL_GetError());
    /* With no display SDL falls back on a driver that shows nothing, and the game would
     * run on unseen for ever. */
    const char *driver = SDL_GetCurrentVideoDriver();
    if (!chosen && driver && (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0))
        return error_fail(err, "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset or "
                            "unreachable); --headless runs without one");
    /* Pads are welcome, not needed: each one plugged in (now or later) arrives as an
     * event (input.h). Headless runs are scripts, and no pad plays them. */
    if (!o->headless && SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0 && a->config->warn) {
        char line[300];
        snprintf(line, sizeof line, "no gamepads: %s", SDL_GetError());
        a->config->warn(a->config->say_ctx, line);
    }
    int w, h;
    window_size(a, &w, &h);
    a->window = SDL_CreateWindow("Carillon", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                 SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!a->window)
        return error_fail(err, "cannot open a window: %s", SDL_GetError());
    int canvas_w, canvas_h;
    midend_window_size(&canvas_w, &canvas_h);
    SDL_SetWindowMinimumSize(a->window, canvas_w / 5, canvas_h / 5);
    if (!o->headless) /* headless frames must not wait for a (simulated) display */
        a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->renderer)
        a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_SOFTWARE);
    if (!a->renderer)
        return error_fail(err, "cannot draw in the window: %s", SDL_GetError());
    /* Vsync paces most displays, but a renderer may claim it and not wait (SDL's dummy
     * driver does), so frames are also kept at least one refresh apart by the clock. */
    SDL_DisplayMode mode;
    int hz = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? mode.refresh_rate : 60;
    a->frame_ms = 1000 / hz;
    return 0;
}

/* ---- the host (carillon.h): what the game asks of the window's side ---- */

static void ring(void *ctx, int note, int size, float pan, float loud)
{
    struct app *a = ctx;
    sound_ring(a->sound, note, size, pan, loud);
}

static void cue(void *ctx, enum carillon_cue which)
{
    struct app *a = ctx;
    sound_cue(a->sound, which);
}

static void say_line(void *ctx, const char *line)
{
    struct app *a = ctx;
    if (a->config->say)
        a->config->say(a->config->say_ctx, line);
}

static void warn_line(void *ctx, const char *line)
{
    struct app *a = ctx;
    if (a->config->warn)
        a->config->warn(a->config->say_ctx, line);
}

static int clipboard_get(void *ctx, char *out, size_t size)
{
    (void)ctx;
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    int len = clip ? snprintf(out, size, "%s", clip) : -1;
    SDL_free(clip);
    return len;
}

static bool clipboard_set(void *ctx, const struct carillon_copy *copy)
{
    struct app *a = ctx;
    if (SDL_SetClipboardText(copy->text) == 0)
        return true;
    error_line line;
    error_fail(&line, "nothing was copied: %s", SDL_GetError());
    midend_note(a->game, line.text);
    return false;
}

static void quit(void *ctx)
{
    struct app *a = ctx;
    a->running = false;
}

static int open_app(struct app *a, error_line *err)
{
    const struct app_config *c = a->config;
    if (open_window(a, err) != 0)
        return -1;
    a->text = text_open(a->renderer, c->font_path, c->display_path, err);
    if (!a->text && strcmp(c->font_path, ASSETS_SYSTEM_FONT) != 0) { /* Debian's copy, said */
        error_line first = *err;
        a->text = text_open(a->renderer, ASSETS_SYSTEM_FONT, c->display_path, err);
        if (!a->text)
            *err = first;
        else if (c->warn) {
            error_line line;
            error_fail(&line, "%s; using %s instead", first.text, ASSETS_SYSTEM_FONT);
            c->warn(c->say_ctx, line.text);
        }
    }
    if (!a->text)
        return -1;
    canvas_open(&a->canvas, a->renderer, a->text);
    /* Headless runs are for scripts: nothing hears the dummy audio driver, and ringing
     * eighteen bells into it would cost more than a short run itself. --mute is silence
     * for this run: no device is opened (so a machine without sound says nothing about
     * it), and the player's sound setting is left as it is. */
    error_line no_sound = {{0}};
    if (!c->opts->headless && !c->opts->mute)
        a->sound = sound_open(&no_sound); /* the settings' volume and mute: at the game's apply */
    a->host = (struct carillon_host){
        .ctx = a,
        .runner = &growthread_runner,
        .say = say_line,
        .warn = warn_line,
        .ring = a->sound ? ring : NULL,
        .cue = a->sound ? cue : NULL,
        .clipboard_get = clipboard_get,
        .clipboard_set = clipboard_set,
        .apply = apply,
        .quit = quit,
    };
    a->game = midend_open(c->boot, &a->host, &a->canvas.calls, SDL_GetTicks64(), err);
    if (!a->game)
        return -1;
    if (no_sound.text[0]) /* the library's words for whoever reads stderr; the player is
                             told "no sound device" under the field (game/words.h) */
        warn_line(a, no_sound.text);
    return 0;
}

int app_load(struct app_config *c, const struct options *o, carillon_line_fn *say, carillon_line_fn *warn,
             void *ctx)
{
    *c = (struct app_config){.say = say, .warn = warn, .say_ctx = ctx};
    char baked[4096], dir[4096];
    error_line no_dir, elsewhere;
    assets_find("levels.json", baked, sizeof baked);
    bool has_dir = prefdir_find(dir, sizeof dir, &elsewhere, &no_dir) == 0;
    if (has_dir && elsewhere.text[0] && warn)
        warn(ctx, elsewhere.text);
    c->boot = boot_load(o, baked, has_dir ? dir : NULL, no_dir.text, warn, ctx);
    if (!c->boot)
        return 1;
    c->opts = boot_options(c->boot);
    c->warnings = boot_warnings(c->boot);
    assets_find("DejaVuSans.ttf", c->font_path, sizeof c->font_path);
    assets_find("Quicksand-Medium.ttf", c->display_path, sizeof c->display_path);
    return 0;
}

void app_unload(struct app_config *c)
{
    boot_free(c->boot);
    c->boot = NULL;
}

/* Closes everything; fails, with err set, when progress could not be saved even now. */
static int close_app(struct app *a, error_line *err)
{
    int status = 0;
    /* Ending the session waits for any growing to finish (the core cannot stop a pack
     * half grown); the window goes at once, so quitting never looks stuck. */
    if (a->window)
        SDL_HideWindow(a->window);
    if (a->game)
        status = midend_close(a->game, err);
    input_close(&a->input);
    sound_close(a->sound);
    canvas_close(&a->canvas);
    text_close(a->text);
    if (a->renderer)
        SDL_DestroyRenderer(a->renderer);
    if (a->window)
        SDL_DestroyWindow(a->window);
    SDL_Quit();
    return status;
}

static int save_screenshot(struct app *a, const char *path, error_line *err)
{
    int w = a->out_w, h = a->out_h;
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    if (!px)
        return error_fail(err, "%s: out of memory for the screenshot", path);
    int status = SDL_RenderReadPixels(a->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4) != 0
                     ? error_fail(err, "%s: cannot read the frame: %s", path, SDL_GetError())
                     : midend_write_shot(path, px, w, h, w, err);
    free(px);
    return status;
}

static struct app *app_open(const struct app_config *c, error_line *err)
{
    struct app *a = calloc(1, sizeof *a);
    if (!a) {
        error_fail(err, "out of memory for the game");
        return NULL;
    }
    a->config = c;
    if (open_app(a, err) != 0) {
        close_app(a, NULL);
        free(a);
        return NULL;
    }
    a->running = true;
    return a;
}

/* Ends the steps with status; false, for app_step to return. */
static bool end(struct app *a, int status)
{
    a->ended = true;
    a->status = status;
    return false;
}

/* The most actions a step hands the game at once; more wait for the next step. */
enum { STEP_ACTIONS = 64 };

/* The step's events as actions (every event one: it may have uncovered the window), and
 * a held pad direction's repeat. */
static int gather(struct app *a, struct action *out, int room)
{
    int n = 0, ww, wh;
    SDL_GetWindowSize(a->window, &ww, &wh);
    SDL_Event e;
    while (n < room - 4 && SDL_PollEvent(&e))
        n += input_translate(&a->input, &e, ww, wh, out + n, room - 1 - n);
    return n + input_repeat(&a->input, SDL_GetTicks64(), out + n, room - n);
}

static bool app_step(struct app *a)
{
    if (a->ended)
        return false;
    const struct options *o = a->config->opts;
    error_line *err = &a->err;
    a->started = SDL_GetTicks64();
    struct action actions[STEP_ACTIONS];
    struct carillon_frame f = {.clock_ms = a->started, .actions = actions, .fixed = o->headless};
    f.count = gather(a, actions, STEP_ACTIONS);
    window_now(a, &f);
    if (midend_frame(a->game, &f, &a->wake, err) != 0)
        return end(a, -1);
    /* a headless screenshot with nothing to count its frames by is of the picture once it
     * has settled: the first frame with nothing to draw and nothing moving (it ran for
     * ever, a core's worth, on a screen at rest) */
    bool settled = o->headless && o->screenshot && !o->frames && !o->autoplay && a->frame > 0 && !a->wake.draw &&
                   a->wake.wake_ms != 0;
    bool final = !a->running || a->wake.done || (o->frames && a->frame + 1 >= o->frames) || o->where || settled;
    a->frame++;
    if (a->wake.draw || final) {
        if (midend_draw(a->game, err) != 0)
            return end(a, -1);
        if (final && o->screenshot && save_screenshot(a, o->screenshot, err) != 0)
            return end(a, -1);
        SDL_RenderPresent(a->renderer);
    }
    if (final && o->where)
        midend_where(a->game);
    return final ? end(a, a->wake.done && !a->wake.cleared ? 1 : 0) : true;
}

/* How long until the next step is due: 0 when something moves (step at the next display
 * frame), else the most milliseconds to wait for input first (the game's wake, a held
 * pad direction's repeat), at most an hour when nothing is due at all. */
enum { APP_REST_MAX_MS = 3600 * 1000 };
static int app_due_ms(const struct app *a)
{
    uint64_t now = SDL_GetTicks64(), due = a->wake.wake_ms;
    uint64_t repeat = input_next_due(&a->input);
    if (repeat < due)
        due = repeat;
    if (due <= now)
        return 0;
    return due - now < APP_REST_MAX_MS ? (int)(due - now) : APP_REST_MAX_MS;
}

static int app_close(struct app *a, error_line *err)
{
    int status = a->ended ? a->status : 0;
    if (status < 0)
        *err = a->err;
    const struct app_config *c = a->config;
    error_line why;
    if (close_app(a, &why) != 0) { /* the progress not saved: said, and the run fails */
        if (status < 0 && c->warn)
            c->warn(c->say_ctx, why.text);
        else
            *err = why;
        status = -1;
    }
    free(a);
    return status;
}

/* The desktop's pause between steps: frames at least one refresh apart, and at rest
 * (app_due_ms) a sleep until the next event or the next moment something is due, with
 * nothing drawn meanwhile; sound rings on in its own thread. The sleep looks up every
 * REST_LOOK_MS, so that a pad plugged in is noticed (SDL finds new pads only when it
 * pumps events); with a pad in, SDL's own wait would look at it every millisecond, so
 * it is taken in naps of REST_PAD_MS instead. Headless steps follow each other at once. */
enum { REST_LOOK_MS = 500, REST_PAD_MS = 20 };

static void pause_between_steps(struct app *a)
{
    if (a->config->opts->headless) {
        if (midend_growing(a->game))
            SDL_Delay(5); /* leave the cores to the growing */
        return;
    }
    uint64_t spent = SDL_GetTicks64() - a->started;
    if (spent < (uint64_t)a->frame_ms)
        SDL_Delay((Uint32)((uint64_t)a->frame_ms - spent));
    /* The wake-up is reckoned once: asked again after a nap, the session (whose time
     * stands still while it sleeps) would put it off by the nap, a warning's time among
     * them, for ever. */
    int due = app_due_ms(a);
    for (uint64_t wake = SDL_GetTicks64() + (uint64_t)(due > 0 ? due : 0), now; (now = SDL_GetTicks64()) < wake;) {
        bool pads = SDL_NumJoysticks() > 0;
        int left = (int)(wake - now), nap = pads ? REST_PAD_MS : REST_LOOK_MS, wait = left < nap ? left : nap;
        if (pads) {
            SDL_Delay((Uint32)wait);
            SDL_PumpEvents();
            if (SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT))
                return;
        } else if (SDL_WaitEventTimeout(NULL, wait)) {
            return;
        }
    }
}

int app_run(const struct app_config *c, error_line *err)
{
    struct app *a = app_open(c, err);
    if (!a)
        return -1;
    while (app_step(a))
        pause_between_steps(a);
    return app_close(a, err);
}
