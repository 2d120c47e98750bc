/* carillon.h: what the game promises its front ends (src/sdl, src/web), and what it
 * asks of them.
 *
 * The host is the front end's side: it fills in the calls the game makes when it needs
 * something only a front end can do (say a line, ring a bell, the clipboard, put settings
 * in force, quit) or has done something a front end may want to follow (a player's file
 * written, which the browser copies back to IndexedDB). The game calls them from within
 * its own calls (an action, a step), never from another thread. Any may be NULL: the
 * game then goes without (no ring: no sound device; no clipboard: pasting finds none).
 *
 * The runner is the front end's too: the levels that grow beside play are grown where
 * it says (below), so nothing of the game waits on them, and nothing of it is joined to a
 * front end by the linker.
 *
 * The canvas is the front end's too: a dozen calls the game draws every frame with (see
 * below), in output pixels. The game paints its circles itself, on the CPU, into the
 * pixels of the frame's lower layer, and its sprites (dots, glows, panels) into images
 * it hands over once a size; the canvas keeps them, copies them where it is told, and
 * draws words. So a front end that can show pixels and words can show the game.
 *
 * CARILLON_VERSION is what `carillon --version` reports; mk/windows.mk names the Windows
 * zip after it, reading its line here as it stands.
 */
#ifndef GAME_CARILLON_H
#define GAME_CARILLON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

#define CARILLON_VERSION "0.2.0"

/* What the front end puts in force when the settings change (and once at the start): a
 * list it walks, value[i] for each setting it has (the volume 0..100, the rest 0 or 1).
 * A setting a front end must know of is a value here and its flag's row in the game's
 * table of settings (files/settings.c). */
enum carillon_setting { CARILLON_VOLUME, CARILLON_MUTE, CARILLON_FULLSCREEN, CARILLON_MUSIC, CARILLON_SETTINGS };
struct carillon_settings {
    int value[CARILLON_SETTINGS]; /* mute: the player's, or --mute */
};

/* Pixels are 0xAARRGGBB with straight (not premultiplied) alpha, rows top to bottom,
 * row y starting at px + y * stride. */
struct image {
    int w, h, stride;
    uint32_t *px;
};

struct rgb {
    uint8_t r, g, b;
};

/* A rectangle in output pixels. */
struct carillon_rect {
    float x, y, w, h;
};

/* Whole pixels: x, y the top left; w or h 0 is none. */
struct carillon_box {
    int x, y, w, h;
};

/* The words' styles: two faces (the words', and the display face for numbers and the
 * title), each at its size in field units times the scale the game sets. */
enum text_style {
    TEXT_SMALL, TEXT_BODY,               /* words */
    TEXT_LARGE, TEXT_TITLE,              /* the display face: numbers in play, the title */
    TEXT_NUMBER_SMALL, TEXT_NUMBER,      /* the display face at the words' sizes: tiles */
    TEXT_STYLES
};
enum text_align { ALIGN_LEFT, ALIGN_CENTRE, ALIGN_RIGHT };

/* The most sprites the game keeps on a canvas at once: ids are 0 .. CARILLON_SPRITES-1. */
enum { CARILLON_SPRITES = 64 };

/* A frame, as the game draws it: clear; begin, its circles painted into the layer's
 * pixels, end (the layer put on the output); then sprites, rectangles and words over it,
 * in the order called. Alphas given as a byte are 0..255; as a float, 0..1. */
struct carillon_canvas {
    void *ctx; /* handed back to every call */
    /* The whole output black. */
    void (*clear)(void *ctx);
    /* (Re)makes the lower layer w x h pixels large (the output's size). */
    int (*layer)(void *ctx, int w, int h, error_line *err);
    /* Opens the layer: out gets its pixels (px and stride; opaque), as the last end left
     * them (after layer: anything, to be filled whole); false when it cannot be opened
     * (then no end follows). */
    bool (*begin)(void *ctx, struct image *out);
    /* Closes the layer and puts it over the whole output; changed holds every pixel that
     * differs from what the last end put (after layer: the whole). */
    void (*end)(void *ctx, const struct carillon_box *changed);
    /* Keeps img as sprite id (replacing any), laid over what is below it by its alpha, or
     * added as light (add); fails with err set when the canvas cannot hold it. */
    int (*sprite_make)(void *ctx, int id, const struct image *img, bool add, error_line *err);
    void (*sprite_drop)(void *ctx, int id);
    /* Copies sprite id stretched over dst, its colours times tint, at alpha. */
    void (*sprite)(void *ctx, int id, const struct carillon_rect *dst, struct rgb tint, uint8_t alpha);
    /* Blends colour at alpha over r, filled or only its outline; r NULL: the whole output. */
    void (*rect)(void *ctx, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill);
    /* Pixels per field unit of the words (the fonts' sizes follow). */
    void (*words_scale)(void *ctx, float scale);
    /* Draws str (UTF-8) with the top of its line at y and its left end, centre or right
     * end at x as align says; wider than max_w (when max_w > 0) it is narrowed to max_w,
     * its height in proportion, centred on its line. Returns the width drawn (0: none). */
    float (*words)(void *ctx, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
                   float y, enum text_align align, float max_w);
    /* The width str would take in style, and the height of a line of style, in pixels. */
    float (*words_width)(void *ctx, const char *str, enum text_style style);
    float (*words_height)(void *ctx, enum text_style style);
};

/* The pixel size of style's words at scale (words_scale's), as a font is asked for it
 * (at least 4), and whether style is the display face (else the words'): every canvas
 * sizes its faces alike (textstyle.c). */
int carillon_text_px(enum text_style style, float scale);
bool carillon_text_display(enum text_style style);
/* Where a canvas's words call puts a line that its face sets w x h pixels large: the box
 * words describes (narrowed to max_w, centred on its line; at x by align), at whole
 * pixels. */
struct carillon_rect carillon_words_box(float w, float h, float x, float y, enum text_align align, float max_w);


/* ---- what a player asks (actions) ------------------------------------------------------ */

/* What a player asks of the game, as a plain value: a front end makes them from its
 * events (src/sdl/input.h from SDL's); the screens take nothing else from outside, so a
 * test drives every screen with a list of actions and never needs a window. */
enum action_kind {
    ACT_NONE,
    ACT_PRESS,      /* pointer down at (x, y) */
    ACT_MOVE,       /* pointer moved to (x, y), down or not */
    ACT_RELEASE,    /* pointer up at (x, y) */
    ACT_RESTART,    /* R */
    ACT_NEXT,       /* N */
    ACT_CONTINUE,   /* Enter: whatever the screen offers next (in play, as ACT_HOLD) */
    ACT_HOLD,       /* Space, or a pad's A pressed: in play, holds the focused dot (a
                       second Space taps it); elsewhere the same as ACT_CONTINUE */
    ACT_LET_GO,     /* a pad's A released: taps the dot it held, as a mouse button does */
    ACT_TAB,        /* Tab and Shift+Tab: the focus to the next or previous dot */
    ACT_BACKTAB,
    ACT_BACK,       /* Esc */
    ACT_MUTE,       /* M */
    ACT_FULLSCREEN, /* F11 */
    ACT_UNDO,       /* Z or Backspace */
    ACT_HINT,       /* H */
    ACT_UP,         /* the arrow keys (a pad's d-pad and left stick) */
    ACT_DOWN,
    ACT_LEFT,
    ACT_RIGHT,
    ACT_PAGE_UP,    /* Page Up and Page Down */
    ACT_PAGE_DOWN,
    ACT_SOLVER,     /* the developer's key, named in no menu (docs/maintaining.md) */
    ACT_RESIZE,     /* the window changed size */
    ACT_QUIT,       /* the window was closed */
    ACT_PRESS_ALT,  /* the other (right) mouse button down at (x, y) */
    ACT_DELETE,     /* Delete */
    ACT_REDO,       /* Y */
    ACT_PICK,       /* a digit key 1 to 9; x holds the digit */
    ACT_COPY,       /* Ctrl+C */
    ACT_PASTE,      /* Ctrl+V (the game reads the host's clipboard) */
    ACT_STICK_UP,   /* a pad's right stick pushed up or down (once a push): the workshop */
    ACT_STICK_DOWN, /* goes through its fields with it, as with Page Up and Page Down */
    ACT_OPEN,       /* a key or button that opens a place (S the settings, W the workshop,
                       D the daily level, T the statistics): open says which, in the
                       game's own words (keymap.h), so a new place is no change here */
};

struct action {
    enum action_kind kind;
    int x, y; /* pointer actions: where, in field units (the game's own and its tests') */
    float wx, wy; /* pointer actions from a front end: where, in window points, which
                     midend_action turns into x and y */
    bool pad; /* it came from a gamepad (the keys line then names the pad's buttons) */
    bool touch; /* pointer actions: a finger made it (a held dot's preview then stands
                   clear of the finger: buttons.h) */
    float reach; /* a finger's pointer action: how far past a dot's edge, in field units,
                    it still finds the dot (the game sets it: midend_action) */
    bool button; /* an on-screen button's (a pointer pressed it), not a key's: the game
                    sets it (midend_action); the buttons name keys only once keys are used */
    bool wheel; /* ACT_PAGE_UP, ACT_PAGE_DOWN: a mouse wheel's notch, not a key */
    bool fine; /* an arrow with Shift held, or a pad's direction with a trigger held: a
                  finer step where a screen has steps (the workshop's cursor) */
    const char *text; /* ACT_PASTE: the clipboard's text, borrowed for the call, or NULL */
    int open; /* ACT_OPEN: the place it opens (keymap.h: enum open_place) */
};

/* ---- keys and pads (keymap.c: the game's one table of them) --------------------------- */

/* The keys the game reads: the letters, the digits 1 to 9, and these. */
enum key {
    KEY_NONE,
    KEY_A, KEY_Z = KEY_A + 25,
    KEY_1, KEY_9 = KEY_1 + 8,
    KEY_ENTER, KEY_SPACE, KEY_ESCAPE, KEY_TAB, KEY_BACKSPACE, KEY_DELETE,
    KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_PAGE_UP, KEY_PAGE_DOWN,
    KEY_F3, KEY_F11,
};
/* The letter c ('a' to 'z') as a key id. */
#define KEY_LETTER(c) ((enum key)(KEY_A + ((c) - 'a')))

enum key_mods { KEYMOD_SHIFT = 1, KEYMOD_CTRL = 2 };

/* A pad's buttons, as a standard (Xbox-like) layout names them. */
enum pad_button {
    PAD_NONE, PAD_A, PAD_B, PAD_X, PAD_Y, PAD_BACK, PAD_START, PAD_LEFT_SHOULDER, PAD_RIGHT_SHOULDER,
    PAD_DPAD_UP, PAD_DPAD_DOWN, PAD_DPAD_LEFT, PAD_DPAD_RIGHT,
};

/* The action a key asks for with mods held (ACT_NONE: none); a digit's carries it in x.
 * With Ctrl held only Ctrl+C and Ctrl+V ask for anything; Shift makes Tab go back and
 * an arrow fine. held: the key is held down and the system repeats it: the arrows and
 * Tab move on, any other key acts once (ACT_NONE). A front end turns its key codes into
 * these ids and nothing more. */
struct action keymap_key(enum key key, unsigned mods, bool held);

/* The action a pad's button asks for, pressed (down) or let go; ACT_NONE for none. A
 * let go asks for nothing but A's (ACT_LET_GO). Every action says it came from a pad. */
struct action keymap_pad(enum pad_button button, bool down);

/* The pads as a front end finds them, every pad plugged in acting as one (pads.c). */
enum { PAD_BUTTONS = PAD_DPAD_RIGHT + 1 };
struct pad_look {
    bool any;                   /* a pad is plugged in */
    bool held[PAD_BUTTONS];     /* by button (held[PAD_NONE] unused) */
    float left_x, left_y;       /* the left stick, -1 .. 1 (y down) */
    float right_y;              /* the right stick's up and down, -1 .. 1 */
    float triggers[2];          /* the left and right triggers, 0 .. 1 */
};
/* The stick's dead zone (a direction from ON, held until back within OFF), a trigger's
 * press (from ON), and a held direction's repeats (the first after DELAY ms, then every
 * REPEAT): the game's to say, not a front end's. */
#define PADS_STICK_ON 0.49f
#define PADS_STICK_OFF 0.3f
#define PADS_TRIGGER_ON 0.49f
enum { PADS_REPEAT_DELAY_MS = 400, PADS_REPEAT_MS = 140 };
/* What the pads held at the last look; a front end keeps one, all zero at first. */
struct pad_reader {
    bool held[PAD_BUTTONS];
    enum action_kind stick, right, repeating; /* the left stick's direction, the right's
                                                 push, the direction repeating */
    uint64_t repeat_at;
};
/* The actions the pads ask for, looked at now_ms (the front end's clock), as a player
 * holds them: each button pressed or let go since the last look (keymap_pad); the d-pad,
 * or else the left stick past its dead zone, as an arrow at once, again after
 * PADS_REPEAT_DELAY_MS and then every PADS_REPEAT_MS while held, fine (action.fine)
 * while a trigger is held; the right stick pushed up or down, once a push, as
 * ACT_STICK_UP or ACT_STICK_DOWN. With no pad plugged in, what was held is forgotten and
 * nothing asked (a pad pulled out with A held taps nothing). Writes up to most actions
 * into out; returns how many. */
int pads_read(struct pad_reader *r, const struct pad_look *look, uint64_t now_ms, struct action *out, int most);
/* When the held direction's next repeat is due (the same clock), or UINT64_MAX. */
uint64_t pads_next_due(const struct pad_reader *r);

/* ---- the front end's side -------------------------------------------------------------- */

/* A line for someone: the player, or whoever reads what did not work. */
typedef void carillon_line_fn(void *ctx, const char *line);
/* Rings the bell of note (0 ..) at size (a dot's); pan from -1 (left) to 1 (right), loud
 * from 0 to 1. */
typedef void carillon_ring_fn(void *ctx, int note, int size, float pan, float loud);

/* The game's small sounds besides the bells (voices_cue makes them). */
enum carillon_cue {
    CARILLON_CUE_OUT_OF_TAPS, /* a level's taps are spent with dots standing: a soft low fifth */
    CARILLON_CUE_BUTTON,      /* an on-screen button pressed: a quiet tick */
    CARILLON_CUE_PANEL,       /* a panel opened or closed (settings, statistics): a soft pluck */
    CARILLON_CUES
};

/* The runner of the grower's jobs: levels grow beside play (a whole pack from a seed, the
 * endless level to follow), and the front end runs each job where the screen never waits
 * on it (the desktop on a thread of its own, the page in a Web Worker), with what
 * game/levels/growjob.h lets it do with the job. */
struct grow_job;
struct grow_run;
struct carillon_runner {
    /* Starts running job (which outlives the run); NULL with err set when it cannot. */
    struct grow_run *(*start)(struct grow_job *job, error_line *err);
    /* Whether the job is done (the page takes the worker's result in here). */
    bool (*ready)(struct grow_run *r);
    /* How far the job has come: *done of *total. */
    void (*progress)(const struct grow_run *r, int *done, int *total);
    /* Waits for the job, asking it first to stop soon when cancel is set, and frees the
     * run; the job's result may be read after. The page cannot wait: there a job not yet
     * done is stopped, and fails when it was not cancelled. */
    void (*end)(struct grow_run *r, bool cancel);
};

/* What the game hands on to be copied: its text, and what a front end that makes links
 * (the page) needs to make one without reading the text. */
enum carillon_copy_kind {
    CARILLON_COPY_TEXT,  /* words alone */
    CARILLON_COPY_CODE,  /* a level's code: a link that plays it stands for it */
    CARILLON_COPY_SHARE, /* the daily's share line: a link that plays its day goes with it */
};
struct carillon_copy {
    enum carillon_copy_kind kind;
    const char *text;
    const char *query; /* CODE, SHARE: the link's query ("code=C1Ks...", "daily=2026-11-30") */
};

struct carillon_host {
    void *ctx; /* handed back to every call */
    /* Runs the grower's jobs; NULL: this front end grows no levels (a pack from a seed
     * or an endless level is refused, said). */
    const struct carillon_runner *runner;
    /* A line for the player (a level finished); what did not work but let play go on. */
    carillon_line_fn *say, *warn;
    /* NULL: there is no sound device. */
    carillon_ring_fn *ring;
    /* Sounds a cue (voices_cue); NULL: there is no sound device. */
    void (*cue)(void *ctx, enum carillon_cue cue);
    /* Copies the clipboard's text into out (size bytes, cut short and ended by a NUL)
     * and returns its whole length in bytes, or -1 when it holds no text. */
    int (*clipboard_get)(void *ctx, char *out, size_t size);
    /* Hands copy on to be copied. True when it is on the clipboard now: the game says so
     * under the field. False when the front end says itself what came of it, through
     * midend_note, now or later (the browser's page makes a level's code a link and
     * shares or copies it, and hears back later; a clipboard that refused). */
    bool (*clipboard_set)(void *ctx, const struct carillon_copy *copy);
    /* A player's file was written (its path): progress, settings, the workshop file, the daily
     * results, or a damaged one moved aside before it. */
    void (*stored)(void *ctx, const char *path);
    /* The settings changed (and were stored): put them in force. */
    void (*apply)(void *ctx, const struct carillon_settings *settings);
    /* The player asked to quit (Esc twice, Esc while the first pack grows). */
    void (*quit)(void *ctx);
};

/* ---- the game, for a front end (midend.c) ------------------------------------------------ */

/* What the game reads before it opens (boot.c): the level pack the options ask for (none
 * when it is grown from a seed: --seed) and the player's progress, settings, workshop
 * workshop file and daily results. baked is where the front end found the baked pack
 * (levels.json; when it is not there the built-in practice levels are played, said);
 * dir is the player's directory, or NULL when there is none, no_dir then saying why
 * (the game plays on without saving). Each problem is one line through warn. NULL when
 * the pack cannot be used or has no level the options ask for (said). */
struct boot;
struct options; /* the command line (options.h), as a front end read it */
struct boot *boot_load(const struct options *o, const char *baked, const char *dir, const char *no_dir,
                       carillon_line_fn *warn, void *ctx);
/* The options as read: o, with the day --daily reads. */
const struct options *boot_options(const struct boot *b);
/* How many lines it said of the player's files (one set aside, say). */
int boot_warnings(const struct boot *b);
/* After midend_close. */
void boot_free(struct boot *b);

/* The bells, for a front end's sound device (voices.c): the eighteen bells (six notes in
 * three sizes) synthesised from their partials, the music under them and the cues, and
 * the mixer that sums them into one stereo stream that never clips. Not locked: a front end whose device renders on a
 * thread of its own keeps voices_ring, voices_set and voices_render apart. */
struct voices;
/* Voices at rate samples a second, muted or not; NULL when memory runs out. */
struct voices *voices_new(int rate, bool muted);
void voices_free(struct voices *v);
/* Synthesises every bell (a second or so: a thread of its own, where there are threads);
 * false when memory runs out (then the bells not made stay silent). */
bool voices_synthesise(struct voices *v);
/* Synthesises one bell not made yet (a few ms: where there are no threads, one in each
 * pause between frames); true when it made one (call again), false once none remain
 * (or memory ran out: those stay silent). */
bool voices_synthesise_next(struct voices *v);
/* Rings the bell of note at size (pan from -1, left, to 1; loud from 0 to 1), making it
 * first when make is true and it is not made yet; false when it is not rung (muted, no
 * such bell, not made). */
bool voices_ring(struct voices *v, int note, int size, float pan, float loud, bool make);
/* The volume (0..100), mute and the music (music.h: on or off); the loudness glides
 * there, so it never clicks. */
void voices_set(struct voices *v, int volume, bool muted, bool music);
/* Sounds a cue, made as it sounds (nothing to synthesise first); nothing while muted. */
void voices_cue(struct voices *v, enum carillon_cue cue);
/* The next frames of every voice, interleaved left and right, 16-bit. */
void voices_render(struct voices *v, int16_t *out, int frames);

/* "carillon VERSION (level pack format N, save format N, settings format N)". */
void midend_version(char *out, size_t size);

struct midend;

/* The window the game is laid out for, in points (a field unit a point): a front end's
 * size when none is asked for, and a fifth of it its least. */
void midend_window_size(int *w, int *h);

/* The window a desktop opens, in points, *w x *h: asked_w x asked_h (0: none asked), or
 * the game's own shape at nine tenths of the screen's usable height; usable_w x usable_h
 * is the screen's room (0: none known, as headless). A size asked that the screen or a
 * frame's memory cannot hold is made to fit (the screen, then 4096 x 4096 pixels, its
 * shape kept) and said in *said; said->text is empty when nothing was changed. */
void midend_window_fit(int asked_w, int asked_h, int usable_w, int usable_h, int *w, int *h, error_line *said);

/* Opens the game on what boot read (borrowed until midend_close, which writes the
 * progress and settings back through it) and the front end's host and canvas (both
 * borrowed, to outlive it): the levels (or their growing), the player's progress, the first screen; clock_ms is
 * the front end's clock now, in milliseconds of real time. The settings are handed to
 * the host's apply before it returns. NULL with err set when it cannot start. */
struct midend *midend_open(struct boot *boot, const struct carillon_host *host,
                               const struct carillon_canvas *canvas, uint64_t clock_ms, error_line *err);

/* Ends the game: progress not yet saved is tried once more, and when that fails too, err
 * names the file and why, and it fails; growing is waited for either way. Frees g. */
int midend_close(struct midend *g, error_line *err);

/* The output is px_w x px_h pixels, the window pt_w x pt_h points (HiDPI: more pixels
 * than points). Called once after midend_open, before any action, and then on every
 * frame; only a change repaints. Fails when the canvas
 * cannot hold what is painted. */
int midend_resize(struct midend *g, int px_w, int px_h, int pt_w, int pt_h, error_line *err);

/* A player's action (pointers in window points). */
void midend_action(struct midend *g, const struct action *a);

/* Lets ms of play pass; clock_ms as midend_open's. After the first frame, each step also
 * paints one of the sprites the drawing has not yet needed (so the first frame paints
 * only its own). Fails only when the levels cannot be had, or memory or the canvas runs
 * out. */
int midend_step(struct midend *g, int64_t ms, uint64_t clock_ms, error_line *err);

/* ---- the frame: a front end's loop is a few lines around midend_frame --------------- */

/* What a front end hands the game each time its loop wakes: the time, the window as it
 * is now, and what the player did since the last frame. */
struct carillon_frame {
    uint64_t clock_ms;            /* the front end's clock now (real time, as midend_open's) */
    int px_w, px_h, pt_w, pt_h;   /* the output in pixels, the window in points (midend_resize) */
    const struct action *actions; /* in the order they came (borrowed for the call); any
                                     event at all may be one, ACT_NONE too: the window may
                                     have been uncovered, so the frame is drawn */
    int count;
    bool fixed;                   /* frames are not real time (a headless run): each is a
                                     60th of a second of play, CARILLON_FIXED_SPEED times
                                     that with autoplay, so scripted runs repeat exactly */
};
enum { CARILLON_FIXED_SPEED = 8 };

/* What the game answers: whether to draw, and when to wake it again. */
struct carillon_wake {
    bool draw;         /* the picture changed: midend_draw, then show it */
    uint64_t wake_ms;  /* on the front end's clock, when to call again at the latest with
                          nothing done: 0 at the next display frame (something moves),
                          UINT64_MAX only once something is done */
    bool done;         /* autoplay has finished its level (or all of them) */
    bool cleared;      /* ... and cleared its level */
};

/* One frame: a new window's size is applied first (a resize that came in the middle of
 * a step, as any other: the actions are in the window as it is now), then the time
 * asleep passes whole when the game was at rest (so what woke it, a tap, starts at the
 * moment it came), then the actions, the window fitted again to the screen they leave in
 * front, then the time of this frame (in real time at most 100 ms of play: a stall never skips a chain). Fails as
 * midend_resize or midend_step do. */
int midend_frame(struct midend *g, const struct carillon_frame *in, struct carillon_wake *out, error_line *err);

/* Whether the screen in front is the growing one (a front end leaves the cores to it). */
bool midend_growing(const struct midend *g);

/* Draws the screen in front over the whole output on the canvas (not presented); fails
 * when the canvas cannot hold the sprites painted afresh (the shape marks switched). */
int midend_draw(struct midend *g, error_line *err);

/* What did not work but let play go on, said by the front end: warned and shown on the
 * select. */
void midend_warn(struct midend *g, const char *line);

/* Another copy of the game (a browser's other tab) wrote the player's file at path, a
 * path the host's stored was told: the game stores its own again, merged with it, as a
 * save merges with the file it finds (progress, workshop fields, daily results; the
 * settings are this copy's). Between frames. */
void midend_file_changed(struct midend *g, const char *path);

/* What came of a copy the host's clipboard_set left to the front end (a link shared or
 * copied, or nothing copied and why), in words for the player: said where the game says
 * its own, under the field in play or in the workshop. */
void midend_note(struct midend *g, const char *line);

/* --where: says (the host's say) each dot of the level on the field (none on a screen
 * without one: the select, the workshop), where a pointer finds it: its index, its
 * centre's x and y and its radius, in window points, one line a dot; on the level
 * select each tile of the page shown: "tile N x y r", its level, centre and radius,
 * and each tile of the row under the grid: "row NAME x y w h" (daily, endless,
 * workshop), its box; then each button of the screen (buttons.h): "button NAME x y w h",
 * its box in window points. */
void midend_where(struct midend *g);

/* Writes w x h pixels (0xAARRGGBB, rows of stride pixels) to path as a screenshot: a BMP
 * when path ends in .bmp, else a PNG; atomically, and only over a regular file. */
int midend_write_shot(const char *path, const uint32_t *px, int w, int h, int stride, error_line *err);

#endif
