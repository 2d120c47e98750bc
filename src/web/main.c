/* main.c (web): the page's front end, written to the game's contract (carillon.h) as the
 * desktop's src/sdl is: a canvas (canvas.h, on the page's Canvas 2D), a host and a loop,
 * with no SDL. The page (web/page.js) hands it the browser's events and drives its loop:
 *
 * - The command line is the page's URL: ?level=N, ?seed=S, ?code=CODE and
 *   ?daily[=YYYY-MM-DD] come as --level, --seed, --code and --daily. A bad value gets the
 *   desktop's own one line in the link's words (no option names or paths), shown on the
 *   page, and the game opens on the level select.
 * - Events come between frames: a key by the browser's name for it (carillon_key; the
 *   game's table says what it asks), a pointer in window points (carillon_pointer), a
 *   look at the pads (carillon_pads, each frame while one is in: the game reads it), a
 *   wheel's notch; each waits in a queue for the next
 *   frame. The page calls carillon_tick on the animation frame after any of them, or
 *   when the game asked to be woken, and at rest not at all.
 * - The clipboard is the page's (navigator.clipboard, web/library.js): what the game
 *   copies goes there (a level's code as a link to this page), and what came of it comes
 *   back later in words (carillon_copied); Ctrl+V asks the page for the clipboard's text,
 *   which comes back later (carillon_pasted) and is played at the next frame.
 * - The bells are the game's own voices, rendered here for the page's AudioWorklet
 *   (carillon_sound); the bells are made one at a time while the page rests
 *   (carillon_bells_ahead), so the start never waits for all eighteen and a tap never
 *   waits for its bell (one not made yet is made when first rung).
 * - The player's files live in /carillon, read from IndexedDB by web/store.js before main
 *   runs; each file the game writes (the host's stored) is handed to it at once, and
 *   after boot so is every file it set aside as damaged. When another tab wrote a file
 *   this one writes too, store.js puts the other's in the folder and the game stores its
 *   own again, merged with it (carillon_merge). A browser that keeps no files is said
 *   once, and play goes on.
 * - Each phase of the boot leaves a performance mark (carillon-main, carillon-loaded,
 *   carillon-opened; the first frame's end, carillon-first-frame), for the bench.
 * Growing levels in a Web Worker is growworker.c's business.
 */
#include <emscripten.h>
#include <stdlib.h>
#include <string.h>

#include "canvas.h"
#include "growworker.h"
#include "game/carillon.h"
#include "game/options.h"

/* The page's side (web/library.js, web/page.js). */
extern void carillon_said(const char *line);
extern void carillon_warned(const char *line);
extern void carillon_store(const char *path);
extern int carillon_refused(char *out, int size);
extern void carillon_framed(double ms, bool drew);
extern void carillon_mark(const char *name);
extern void carillon_copy(int kind, const char *text, const char *query);
extern void carillon_paste(void);
extern int carillon_sound_rate(void);
extern void carillon_fullscreen(bool on);
extern void carillon_start(void);

/* The most actions a frame takes at once; more wait for the next. */
enum { QUEUE = 64, SOUND_FRAMES = 4096 };

static struct web {
    struct options opts;
    struct boot *boot;
    struct web_canvas canvas;
    struct carillon_host host;
    struct midend *game;
    struct voices *voices;
    struct action queue[QUEUE];
    int queued;
    char *pasted; /* the text of a queued ACT_PASTE, freed after its frame */
    struct pad_reader pads;
    int16_t sound[SOUND_FRAMES * 2];
} web;

static void enqueue(struct action a)
{
    if (web.queued < QUEUE)
        web.queue[web.queued++] = a;
}

/* ---- the host (carillon.h) ----------------------------------------------------------- */

static void say(void *ctx, const char *line)
{
    (void)ctx;
    carillon_said(line);
}

static void warn(void *ctx, const char *line)
{
    (void)ctx;
    carillon_warned(line);
}

static void ring(void *ctx, int note, int size, float pan, float loud)
{
    (void)ctx;
    voices_ring(web.voices, note, size, pan, loud, true);
}

static void cue(void *ctx, enum carillon_cue which)
{
    (void)ctx;
    voices_cue(web.voices, which);
}

static int clipboard_get(void *ctx, char *out, size_t size)
{
    (void)ctx, (void)out, (void)size;
    return -1; /* the page's clipboard answers later: its text comes with ACT_PASTE */
}

static bool clipboard_set(void *ctx, const struct carillon_copy *copy)
{
    (void)ctx;
    carillon_copy((int)copy->kind, copy->text, copy->query ? copy->query : "");
    return false;
}

static void stored(void *ctx, const char *path)
{
    (void)ctx;
    carillon_store(path);
}

static void apply(void *ctx, const struct carillon_settings *st)
{
    (void)ctx;
    if (web.voices)
        voices_set(web.voices, st->value[CARILLON_VOLUME], st->value[CARILLON_MUTE], st->value[CARILLON_MUSIC]);
    carillon_fullscreen(st->value[CARILLON_FULLSCREEN]);
}


/* ---- what the page hands the game between frames -------------------------------------- */

/* The browser's name of a key (KeyboardEvent.key) as the game's key id. */
static enum key key_id(const char *name)
{
    static const struct {
        const char *name;
        enum key key;
    } NAMED[] = {
        {"Enter", KEY_ENTER}, {" ", KEY_SPACE}, {"Escape", KEY_ESCAPE}, {"Tab", KEY_TAB},
        {"Backspace", KEY_BACKSPACE}, {"Delete", KEY_DELETE}, {"ArrowUp", KEY_UP}, {"ArrowDown", KEY_DOWN},
        {"ArrowLeft", KEY_LEFT}, {"ArrowRight", KEY_RIGHT}, {"PageUp", KEY_PAGE_UP},
        {"PageDown", KEY_PAGE_DOWN}, {"F3", KEY_F3}, {"F11", KEY_F11},
    };
    char c = name[0] >= 'A' && name[0] <= 'Z' ? (char)(name[0] - 'A' + 'a') : name[0];
    if (name[0] && !name[1] && c >= 'a' && c <= 'z')
        return KEY_LETTER(c);
    if (name[0] && !name[1] && c >= '1' && c <= '9')
        return (enum key)(KEY_1 + (c - '1'));
    for (size_t i = 0; i < sizeof NAMED / sizeof NAMED[0]; i++)
        if (strcmp(name, NAMED[i].name) == 0)
            return NAMED[i].key;
    return KEY_NONE;
}

/* A key pressed (held: the browser's repeat); whether the game has a use for it, so the
 * page keeps the browser's own from it. Held arrows and Tab move on; any other key held
 * down acts once. Ctrl+V asks the page for the clipboard's text. */
EMSCRIPTEN_KEEPALIVE bool carillon_key(const char *name, bool shift, bool ctrl, bool held);
bool carillon_key(const char *name, bool shift, bool ctrl, bool held)
{
    enum key id = key_id(name);
    unsigned mods = (shift ? KEYMOD_SHIFT : 0) | (ctrl ? KEYMOD_CTRL : 0);
    struct action a = keymap_key(id, mods, held);
    if (a.kind == ACT_PASTE)
        carillon_paste();
    else if (a.kind != ACT_NONE)
        enqueue(a);
    /* the game's key, held or not: the browser does nothing more with it */
    return a.kind != ACT_NONE || keymap_key(id, mods, false).kind != ACT_NONE;
}

/* A pointer's press (0), move (1), release (2) or other button's press (3) at (x, y) in
 * window points, by a finger or not; a wheel's notch away (4) or towards the player (5). */
EMSCRIPTEN_KEEPALIVE void carillon_pointer(int kind, float x, float y, bool touch);
void carillon_pointer(int kind, float x, float y, bool touch)
{
    static const enum action_kind KINDS[] = {ACT_PRESS, ACT_MOVE, ACT_RELEASE, ACT_PRESS_ALT, ACT_PAGE_UP,
                                             ACT_PAGE_DOWN};
    if (kind >= 0 && kind < (int)(sizeof KINDS / sizeof KINDS[0]))
        enqueue((struct action){.kind = KINDS[kind], .wx = x, .wy = y, .touch = touch, .wheel = kind >= 4});
}

/* The pads as the page found them at now (the page's clock, ms), every pad connected
 * acting as one: held, a bit for each button by its index in the browser's standard
 * mapping (the Gamepad API's); the left stick, the right stick's up and down, and
 * the triggers, 0 to 1. The game says what they ask (pads_read). */
EMSCRIPTEN_KEEPALIVE void carillon_pads(bool any, uint32_t held, float left_x, float left_y, float right_y,
                                        float left_trigger, float right_trigger, double now);
void carillon_pads(bool any, uint32_t held, float left_x, float left_y, float right_y, float left_trigger,
                   float right_trigger, double now)
{
    static const enum pad_button STANDARD[] = {
        PAD_A, PAD_B, PAD_X, PAD_Y, PAD_LEFT_SHOULDER, PAD_RIGHT_SHOULDER, PAD_NONE, PAD_NONE, PAD_BACK,
        PAD_START, PAD_NONE, PAD_NONE, PAD_DPAD_UP, PAD_DPAD_DOWN, PAD_DPAD_LEFT, PAD_DPAD_RIGHT,
    };
    struct pad_look look = {.any = any, .left_x = left_x, .left_y = left_y, .right_y = right_y,
                            .triggers = {left_trigger, right_trigger}};
    for (size_t i = 0; i < sizeof STANDARD / sizeof STANDARD[0]; i++)
        look.held[STANDARD[i]] |= (held >> i & 1) != 0;
    struct action asked[4];
    int n = pads_read(&web.pads, &look, (uint64_t)now, asked, 4);
    for (int i = 0; i < n; i++)
        enqueue(asked[i]);
}

/* The page was shown again, or its window uncovered: drawn afresh. */
EMSCRIPTEN_KEEPALIVE void carillon_shown(void);
void carillon_shown(void) { enqueue((struct action){.kind = ACT_NONE}); }

EMSCRIPTEN_KEEPALIVE void carillon_pasted(const char *text);
void carillon_pasted(const char *text)
{
    size_t size = strlen(text) + 1;
    free(web.pasted);
    if (!(web.pasted = malloc(size)))
        return; /* no memory for it: the paste is let go */
    memcpy(web.pasted, text, size);
    enqueue((struct action){.kind = ACT_PASTE, .text = web.pasted});
}

EMSCRIPTEN_KEEPALIVE void carillon_copied(const char *line);
void carillon_copied(const char *line)
{
    if (web.game)
        midend_note(web.game, line);
}

EMSCRIPTEN_KEEPALIVE void carillon_merge(const char *path);
void carillon_merge(const char *path)
{
    if (web.game)
        midend_file_changed(web.game, path);
}

/* The next frames of sound, interleaved left and right (16-bit), for the page's
 * AudioWorklet; NULL when there is none. */
EMSCRIPTEN_KEEPALIVE const int16_t *carillon_sound(int frames);
const int16_t *carillon_sound(int frames)
{
    if (!web.voices || frames <= 0 || frames > SOUND_FRAMES)
        return NULL;
    voices_render(web.voices, web.sound, frames);
    return web.sound;
}

/* One bell made ahead, while the page rests (each takes a few ms, too long for the frame
 * of a tap); whether one was, so the page asks again. */
EMSCRIPTEN_KEEPALIVE bool carillon_bells_ahead(void);
bool carillon_bells_ahead(void) { return web.voices && voices_synthesise_next(web.voices); }

/* ---- the loop ------------------------------------------------------------------------- */

/* Ends the game: what could not be saved is said, and so is the end. */
static void end(void)
{
    error_line err;
    if (midend_close(web.game, &err) != 0)
        carillon_warned(err.text);
    else
        carillon_warned("the game has ended: reload the page to play again");
    web.game = NULL;
    web_canvas_close(&web.canvas);
    voices_free(web.voices);
    web.voices = NULL;
    boot_free(web.boot);
    web.boot = NULL;
}

/* One frame, at now (the page's clock, ms) in a window of pt_w x pt_h points and
 * px_w x px_h pixels: the queued actions, then a drawing when the picture changed.
 * Returns the ms until the game wants its next frame with nothing done: 0 at the next
 * animation frame, -1 not until an event, -2 never (the game has ended). */
EMSCRIPTEN_KEEPALIVE double carillon_tick(double now, int px_w, int px_h, int pt_w, int pt_h);
double carillon_tick(double now, int px_w, int px_h, int pt_w, int pt_h)
{
    if (!web.game)
        return -2;
    double t0 = emscripten_get_now();
    struct carillon_frame f = {.clock_ms = (uint64_t)now, .px_w = px_w, .px_h = px_h, .pt_w = pt_w,
                               .pt_h = pt_h, .actions = web.queue, .count = web.queued};
    struct carillon_wake wake;
    error_line err;
    bool failed = midend_frame(web.game, &f, &wake, &err) != 0 || (wake.draw && midend_draw(web.game, &err) != 0);
    web.queued = 0;
    free(web.pasted);
    web.pasted = NULL;
    carillon_framed(emscripten_get_now() - t0, wake.draw);
    if (failed)
        carillon_warned(err.text);
    if (failed) {
        end();
        return -2;
    }
    if (wake.wake_ms == UINT64_MAX)
        return -1;
    return wake.wake_ms <= f.clock_ms ? 0 : (double)(wake.wake_ms - f.clock_ms);
}

/* The options the URL asks for, or (said on the page) none. */
static void parse(struct options *o, int argc, char **argv)
{
    static char program[] = "carillon";
    static char *none[] = {program, NULL};
    error_line err;
    if (options_parse_link(o, argc, argv, &err) != 0) {
        carillon_warned(err.text);
        options_parse_link(o, 1, none, &err);
    }
}

static struct boot *load(const struct options *o)
{
    return boot_load(o, "/assets/levels.pack", "/carillon", NULL, warn, NULL);
}

int main(int argc, char **argv)
{
    carillon_mark("carillon-main");
    parse(&web.opts, argc, argv);
    web.boot = load(&web.opts);
    if (!web.boot) {
        /* the level, code or day asked for cannot be played (said): the select instead */
        if (web.opts.level == 0 && !web.opts.code && !web.opts.daily)
            return 1;
        web.opts.level = 0;
        web.opts.code = NULL;
        web.opts.daily = false;
        if (!(web.boot = load(&web.opts)))
            return 1;
    }
    carillon_mark("carillon-loaded");
    if (boot_warnings(web.boot) > 0) /* a file set aside */
        carillon_store(NULL);
    int rate = carillon_sound_rate();
    web.voices = rate > 0 ? voices_new(rate, false) : NULL;
    web_canvas_open(&web.canvas);
    web.host = (struct carillon_host){
        .runner = &growworker_runner, .say = say, .warn = warn, .ring = web.voices ? ring : NULL,
        .cue = web.voices ? cue : NULL, .clipboard_get = clipboard_get, .clipboard_set = clipboard_set,
        .stored = stored, .apply = apply, /* no quit: a page is closed, not quit */
    };
    error_line err;
    web.game = midend_open(web.boot, &web.host, &web.canvas.calls, (uint64_t)emscripten_get_now(), &err);
    if (!web.game) {
        carillon_warned(err.text);
        return 1;
    }
    carillon_mark("carillon-opened");
    char why[200];
    if (carillon_refused(why, sizeof why)) {
        error_line line;
        error_fail(&line, "%s, so progress will not be kept", why);
        midend_warn(web.game, line.text);
    }
    carillon_start();
    return 0;
}
