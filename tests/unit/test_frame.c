/* The frame, as a front end's loop sees it (midend_frame), with no window: the first frame
 * draws, and so does any action (even one that is nothing: the window may have been
 * uncovered) and any change of the window's size; a frame at rest with nothing done draws
 * nothing and names the moment to wake (a warning's end), or none; the time asleep passes
 * whole, so a frame woken then finds the warning gone; a chain in flight asks for the next
 * display frame (wake 0) until it settles; fixed frames (a headless run) are a 60th of a
 * second of play each, eight times that with autoplay, and autoplay's end is answered.
 * A finger finds the dot whose edge is nearest it within 10 points, and neither of two as near; a mouse
 * stays exact. The layer's box that each frame says changed holds every pixel that did:
 * a canvas that sends only that box shows what the game painted, through play, a win,
 * a resize and a move to another screen. A desktop's window fits its screen. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/carillon.h"
#include "game/draw/kit.h"
#include "game/options.h"
#include "levelgen/pack.h"
#include "pack_under_test.h"

/* A canvas that keeps nothing and draws nothing: the frame's answers are the test. */
static void clear(void *ctx) { (void)ctx; }
static int layer(void *ctx, int w, int h, error_line *err)
{
    (void)ctx, (void)w, (void)h, (void)err;
    return 0;
}
static bool begin(void *ctx, struct image *out)
{
    (void)ctx, (void)out;
    return false;
}
static void end(void *ctx, const struct carillon_box *changed) { (void)ctx, (void)changed; }
static int sprite_make(void *ctx, int id, const struct image *img, bool add, error_line *err)
{
    (void)ctx, (void)id, (void)img, (void)add, (void)err;
    return 0;
}
static void sprite_drop(void *ctx, int id) { (void)ctx, (void)id; }
static void sprite(void *ctx, int id, const struct carillon_rect *dst, struct rgb tint, uint8_t alpha)
{
    (void)ctx, (void)id, (void)dst, (void)tint, (void)alpha;
}
static void rect(void *ctx, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill)
{
    (void)ctx, (void)r, (void)colour, (void)alpha, (void)fill;
}
static void words_scale(void *ctx, float scale) { (void)ctx, (void)scale; }
/* Where the last frame wrote tile 57's number (the select's grid as drawn). */
static float tile57_x = -1, tile57_y = -1;
static float words(void *ctx, const char *str, enum text_style style, struct rgb colour, float alpha, float x, float y,
                   enum text_align align, float max_w)
{
    (void)ctx, (void)style, (void)colour, (void)alpha, (void)align, (void)max_w;
    if (strcmp(str, "57") == 0) {
        tile57_x = x;
        tile57_y = y;
    }
    return 0;
}
static float words_width(void *ctx, const char *str, enum text_style style)
{
    (void)ctx, (void)str, (void)style;
    return 10;
}
static float words_height(void *ctx, enum text_style style)
{
    (void)ctx, (void)style;
    return 10;
}

static const struct carillon_canvas CANVAS = {
    .clear = clear, .layer = layer, .begin = begin, .end = end, .sprite_make = sprite_make,
    .sprite_drop = sprite_drop, .sprite = sprite, .rect = rect, .words_scale = words_scale,
    .words = words, .words_width = words_width, .words_height = words_height,
};

static void quiet(void *ctx, const char *line) { (void)ctx, (void)line; }

static char said[64][80];
static int says;
static void heard(void *ctx, const char *line)
{
    (void)ctx;
    if (says < 64)
        snprintf(said[says++], sizeof said[0], "%s", line);
}

struct run {
    struct boot *b;
    struct midend *g;
    char dir[64];
    uint64_t clock;
    int w, h;
};

static void run_open_on(struct run *u, const char *const *args, int argc, const struct carillon_canvas *canvas)
{
    *u = (struct run){.w = 800, .h = 600, .clock = 1000};
    struct options o;
    error_line err;
    if (options_parse(&o, argc, (char **)args, &err) != 0)
        fail_msg("%s", err.text);
    snprintf(u->dir, sizeof u->dir, "/tmp/carillon-test-frame-XXXXXX");
    assert_non_null(mkdtemp(u->dir));
    u->b = boot_load(&o, "assets/levels.json", u->dir, NULL, quiet, NULL);
    assert_non_null(u->b);
    static const struct carillon_host host = {.say = heard};
    says = 0;
    u->g = midend_open(u->b, &host, canvas, u->clock, &err);
    if (!u->g)
        fail_msg("%s", err.text);
}

static void run_open(struct run *u, const char *const *args, int argc) { run_open_on(u, args, argc, &CANVAS); }

/* One frame at the run's clock, with the actions given. */
static struct carillon_wake frame(struct run *u, const struct action *acts, int n, bool fixed)
{
    struct carillon_frame f = {.clock_ms = u->clock, .px_w = u->w, .px_h = u->h, .pt_w = u->w, .pt_h = u->h,
                               .actions = acts, .count = n, .fixed = fixed};
    struct carillon_wake w;
    error_line err;
    if (midend_frame(u->g, &f, &w, &err) != 0)
        fail_msg("%s", err.text);
    if (w.draw)
        assert_int_equal(midend_draw(u->g, NULL), 0);
    return w;
}

/* Frames at the display's pace while the game paints its sprites ahead (a frame each,
 * drawing nothing), until it rests; the answer of the last. */
static struct carillon_wake settle(struct run *u)
{
    struct carillon_wake w = {.wake_ms = 0};
    for (int i = 0; i < 64 && w.wake_ms == 0; i++) {
        u->clock += 16;
        w = frame(u, NULL, 0, false);
        assert_false(w.draw);
    }
    assert_true(w.wake_ms != 0);
    return w;
}

static void run_close(struct run *u)
{
    assert_int_equal(midend_close(u->g, NULL), 0);
    boot_free(u->b);
    char cmd[sizeof u->dir + 16];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", u->dir);
    assert_int_equal(system(cmd), 0);
}

static void test_a_frame_draws_only_what_changed(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon"};
    struct run u;
    run_open(&u, args, 1);
    assert_true(frame(&u, NULL, 0, false).draw); /* the first */
    u.clock += 16;
    struct carillon_wake w = frame(&u, NULL, 0, false);
    assert_false(w.draw);
    assert_true(w.wake_ms == 0); /* the sprites not yet needed are painted ahead ... */
    w = settle(&u);
    assert_true(w.wake_ms == UINT64_MAX); /* ... then the select rests: nothing is due */
    u.clock += 5000;
    assert_false(frame(&u, NULL, 0, false).draw);
    static const struct action nothing = {.kind = ACT_NONE};
    assert_true(frame(&u, &nothing, 1, false).draw);
    assert_false(frame(&u, NULL, 0, false).draw);
    u.w = 390;
    u.h = 844;
    assert_true(frame(&u, NULL, 0, false).draw); /* the window changed */
    assert_false(frame(&u, NULL, 0, false).draw);
    run_close(&u);
}

/* A warning on the select names its end; after a rest that long, one frame finds it gone
 * (the time asleep passed whole, not the 100 ms a busy frame may pass at most). */
static void test_the_time_asleep_passes_whole(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon"};
    struct run u;
    run_open(&u, args, 1);
    frame(&u, NULL, 0, false);
    settle(&u);
    midend_warn(u.g, "a line for the select");
    u.clock += 16;
    struct carillon_wake w = frame(&u, NULL, 0, false);
    assert_true(w.draw); /* the warning came */
    assert_true(w.wake_ms > u.clock + 1000 && w.wake_ms != UINT64_MAX);
    u.clock = w.wake_ms - 1;
    assert_false(frame(&u, NULL, 0, false).draw);
    u.clock++;
    w = frame(&u, NULL, 0, false);
    assert_true(w.draw); /* gone */
    assert_true(w.wake_ms == UINT64_MAX);
    run_close(&u);
}

/* Level 1 (one big dot and its chain): a tap on the dot sets the chain going, and each
 * frame asks for the next at once until everything settles. */
static void test_a_chain_in_flight_wakes_at_every_display_frame(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--level", "1", "--where"};
    struct run u;
    run_open(&u, args, 4);
    frame(&u, NULL, 0, false);
    settle(&u);
    says = 0;
    midend_where(u.g); /* "index x y radius" of each dot, in window points */
    assert_true(says > 0);
    int i, x, y, r;
    assert_int_equal(sscanf(said[0], "%d %d %d %d", &i, &x, &y, &r), 4);
    struct action tap[] = {{.kind = ACT_PRESS, .wx = (float)x, .wy = (float)y},
                           {.kind = ACT_RELEASE, .wx = (float)x, .wy = (float)y}};
    u.clock += 16;
    struct carillon_wake w = frame(&u, tap, 2, false);
    assert_true(w.draw);
    assert_true(w.wake_ms == 0);
    int frames = 0;
    while (w.wake_ms == 0 && frames < 60 * 60) {
        u.clock += 16;
        w = frame(&u, NULL, 0, false);
        assert_true(w.draw);
        frames++;
    }
    assert_true(frames > 10 && w.wake_ms != 0); /* a chain takes some frames, and ends */
    u.clock += 16;
    assert_false(frame(&u, NULL, 0, false).draw);
    run_close(&u);
}

/* Esc from play in the frame that has it: the select drawn then is laid out for its own
 * view, as one opened on it is (level 2 is framed at x1.8: the kit was fitted before the
 * action, to play's framed view, and the select drawn magnified, 6 of its 10 columns in
 * the window, until the next event). */
static void test_the_screen_an_action_opens_is_fitted_in_its_frame(void **state)
{
    (void)state;
    static const char *const select_args[] = {"carillon"}, *const play_args[] = {"carillon", "--level", "2"};
    struct run u;
    run_open(&u, select_args, 1);
    u.w = 680, u.h = 990; /* the canvas's own shape: 120 tiles on one page */
    tile57_x = tile57_y = -1;
    frame(&u, NULL, 0, false);
    float x57 = tile57_x, y57 = tile57_y;
    assert_true(x57 >= 0);
    run_close(&u);
    run_open(&u, play_args, 3);
    u.w = 680, u.h = 990;
    frame(&u, NULL, 0, false);
    static const struct action back = {.kind = ACT_BACK};
    u.clock += 16;
    tile57_x = tile57_y = -1;
    assert_true(frame(&u, &back, 1, false).draw);
    if (tile57_x != x57 || tile57_y != y57)
        fail_msg("tile 57's number drawn at (%.1f, %.1f), at (%.1f, %.1f) on a select opened afresh", tile57_x,
                 tile57_y, x57, y57);
    run_close(&u);
}

/* A mouse moves nothing until it moves: a move to where it already is (a window
 * appearing, a focus change), and the first, which only tells where it rests (a window
 * opening under it), change nothing and draw nothing, so a resting mouse never takes the
 * focus from the keys or a pad, nor chooses a level; a real move over tile 57 chooses it.
 * The game tells them apart: a front end hands every move it is told. A finger's first
 * move is a move. */
static void test_a_resting_mouse_moves_nothing(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon"};
    struct run u;
    run_open(&u, args, 1);
    u.w = 680, u.h = 990; /* the canvas's own shape: 120 tiles on one page */
    tile57_x = tile57_y = -1;
    frame(&u, NULL, 0, false);
    assert_true(tile57_x >= 0);
    struct action move = {.kind = ACT_MOVE, .wx = tile57_x, .wy = tile57_y + 4};
    u.clock += 16;
    assert_false(frame(&u, &move, 1, false).draw); /* where it rests */
    u.clock += 16;
    assert_false(frame(&u, &move, 1, false).draw); /* told again: not moved */
    move.wx += 1;
    u.clock += 16;
    assert_true(frame(&u, &move, 1, false).draw); /* moved: over tile 57, chosen */
    run_close(&u);

    run_open(&u, args, 1);
    u.w = 680, u.h = 990;
    frame(&u, NULL, 0, false);
    move.touch = true; /* a finger's is never a mouse at rest */
    u.clock += 16;
    assert_true(frame(&u, &move, 1, false).draw);
    run_close(&u);
}

/* Autoplay on fixed frames: level 1's answer is played and its end answered after the
 * same number of frames whatever the clock says (it stands still here). */
static void test_fixed_frames_play_autoplay_to_its_end(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--level", "1", "--autoplay"};
    int took[2];
    for (int k = 0; k < 2; k++) {
        struct run u;
        run_open(&u, args, 4);
        struct carillon_wake w = {0};
        int frames = 0;
        while (!w.done && frames < 60 * 60) {
            w = frame(&u, NULL, 0, true);
            frames++;
        }
        assert_true(w.done && w.cleared);
        assert_string_equal(said[0], "level 1 cleared in 1 tap (par 1), helped"); /* the autoplayer's */
        took[k] = frames;
        run_close(&u);
    }
    assert_int_equal(took[0], took[1]);
    assert_true(took[0] < 60 * 8); /* eight seconds of play a second of frames */
}


/* The desktop's window: the game's shape at nine tenths of the screen's height, or the
 * size asked, made to fit the screen or a frame's memory and said. */
static void test_the_window_fits_the_screen(void **state)
{
    (void)state;
    int w, h, cw, ch;
    error_line line;
    midend_window_size(&cw, &ch);
    midend_window_fit(0, 0, 1920, 1080, &w, &h, &line);
    assert_int_equal(h, 972);
    assert_int_equal(w, 972 * cw / ch);
    assert_string_equal(line.text, "");
    midend_window_fit(0, 0, 0, 0, &w, &h, &line); /* headless: the game's own size */
    assert_true(w == cw && h == ch);
    midend_window_fit(800, 600, 1920, 1080, &w, &h, &line);
    assert_true(w == 800 && h == 600 && line.text[0] == '\0');
    midend_window_fit(3000, 900, 1920, 1080, &w, &h, &line);
    assert_true(w == 1920 && h == 900);
    assert_string_equal(line.text, "--size 3000x900: more than the screen allows; the window is 1920x900");
    midend_window_fit(16384, 16384, 0, 0, &w, &h, &line);
    assert_true(w == 4096 && h == 4096);
    assert_string_equal(line.text, "--size 16384x16384: more than the memory of a frame allows; the window is 4096x4096");
}

/* ---- the layer's changed box ------------------------------------------------------------ */

/* A canvas that keeps the layer twice: as the game paints it, and as a front end that
 * sends only the box each end names holds it. */
static struct kept {
    uint32_t *painted, *sent;
    int w, h;
    long frames, pixels_sent;
    struct carillon_box last; /* what the last end named */
} kept;

static int keep_layer(void *ctx, int w, int h, error_line *err)
{
    (void)ctx, (void)err;
    free(kept.painted);
    free(kept.sent);
    size_t n = (size_t)w * (size_t)h;
    kept.painted = malloc(n * sizeof *kept.painted);
    kept.sent = malloc(n * sizeof *kept.sent);
    assert_non_null(kept.painted);
    assert_non_null(kept.sent);
    for (size_t i = 0; i < n; i++) /* "anything" (carillon.h), and not what the game paints */
        kept.painted[i] = kept.sent[i] = 0x12345678u;
    kept.w = w, kept.h = h;
    return 0;
}

static bool keep_begin(void *ctx, struct image *out)
{
    (void)ctx;
    *out = (struct image){kept.w, kept.h, kept.w, kept.painted};
    return kept.painted != NULL;
}

static void keep_end(void *ctx, const struct carillon_box *changed)
{
    (void)ctx;
    const struct carillon_box *b = changed;
    kept.last = *b;
    assert_true(b->x >= 0 && b->y >= 0 && b->w >= 0 && b->h >= 0);
    assert_true(b->x + b->w <= kept.w && b->y + b->h <= kept.h);
    for (int y = b->y; y < b->y + b->h; y++)
        memcpy(kept.sent + (size_t)y * (size_t)kept.w + (size_t)b->x,
               kept.painted + (size_t)y * (size_t)kept.w + (size_t)b->x, (size_t)b->w * sizeof *kept.sent);
    kept.frames++;
    kept.pixels_sent += (long)b->w * b->h;
    assert_memory_equal(kept.sent, kept.painted, (size_t)kept.w * (size_t)kept.h * sizeof *kept.sent);
}

static const struct carillon_canvas KEEPING = {
    .clear = clear, .layer = keep_layer, .begin = keep_begin, .end = keep_end, .sprite_make = sprite_make,
    .sprite_drop = sprite_drop, .sprite = sprite, .rect = rect, .words_scale = words_scale,
    .words = words, .words_width = words_width, .words_height = words_height,
};

/* Level 120 played by the autoplayer to its win and peal, the window resized on the way
 * (the layer made again), then Esc to the select (another view of another screen): each
 * end's box is checked by keep_end; and the rings' frames send less than the whole. */
static void test_the_changed_box_holds_every_changed_pixel(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--level", "120", "--autoplay"};
    kept = (struct kept){0};
    struct run u;
    run_open_on(&u, args, 4, &KEEPING);
    struct carillon_wake w = {0};
    int frames = 0;
    while (!w.done && frames < 60 * 60) {
        if (frames == 20)
            u.w = 700, u.h = 900;
        w = frame(&u, NULL, 0, true);
        frames++;
    }
    assert_true(w.done && w.cleared);
    assert_true(kept.frames > 30);
    long whole = (long)kept.w * kept.h;
    assert_true(kept.pixels_sent < kept.frames * whole / 2);
    static const struct action esc = {.kind = ACT_BACK};
    u.clock += 16;
    long before = kept.frames;
    assert_true(frame(&u, &esc, 1, false).draw);
    assert_true(kept.frames > before);
    run_close(&u);
    free(kept.painted);
    free(kept.sent);
}

/* The kit alone: a view moved with its scale and panel kept (two framed levels at the
 * most zoom, say) paints the grid where it now is, as a kit fitted to it afresh does; a
 * frame that paints nothing after one that painted nothing puts back and sends nothing. */
static void test_a_moved_view_moves_the_grid_under_it(void **state)
{
    (void)state;
    struct view v, moved;
    view_fit(&v, 800, 600, 800, 600);
    moved = v;
    moved.x0 += 7, moved.y0 -= 5;
    uint32_t *fresh = malloc((size_t)800 * 600 * sizeof *fresh);
    assert_non_null(fresh);
    for (int k = 0; k < 2; k++) {
        kept = (struct kept){0};
        struct kit *d = kit_open(&KEEPING, false, NULL);
        assert_non_null(d);
        if (k == 1) { /* fitted and drawn as it was first */
            assert_int_equal(kit_fit(d, &v, NULL), 0);
            assert_true(kit_begin(d));
            kit_end(d);
        }
        assert_int_equal(kit_fit(d, &moved, NULL), 0);
        assert_true(kit_begin(d));
        kit_end(d);
        if (k == 0)
            memcpy(fresh, kept.painted, (size_t)800 * 600 * sizeof *fresh);
        else
            assert_memory_equal(kept.painted, fresh, (size_t)800 * 600 * sizeof *fresh);
        assert_true(kit_begin(d)); /* a frame that paints nothing after one that painted nothing */
        kit_end(d);
        assert_true(kept.last.w == 0 || kept.last.h == 0);
        kit_close(d);
        free(kept.painted);
        free(kept.sent);
    }
    free(fresh);
}

/* ---- a fingertip's reach ---------------------------------------------------------------- */

struct spot {
    float x, y, r; /* a dot's centre and radius, in window points */
};

/* Where the dots of the level in front are (midend_where's lines "i x y r"). */
static int dots_where(struct run *u, struct spot *out, int room)
{
    says = 0;
    midend_where(u->g);
    int n = 0;
    for (int i = 0; i < says && n < room; i++) {
        int index;
        float x, y, r;
        if (sscanf(said[i], "%d %f %f %f", &index, &x, &y, &r) == 4 && index == n)
            out[n++] = (struct spot){x, y, r};
    }
    return n;
}

/* A tap (press and release) at (x, y) in window points, by a finger or the mouse, and a
 * few seconds of play after it. */
static void tap_at(struct run *u, float x, float y, bool finger)
{
    struct action tap[2] = {{.kind = ACT_PRESS, .wx = x, .wy = y, .touch = finger},
                            {.kind = ACT_RELEASE, .wx = x, .wy = y, .touch = finger}};
    frame(u, tap, 2, true);
    for (int i = 0; i < 300; i++)
        frame(u, NULL, 0, true);
}

/* Level (of the baked pack) opened on a phone's small screen, 360x640, its first frame
 * drawn; where its dots are (as dots_where). */
static int open_on_a_phone(struct run *u, int level, struct spot *dots, int room)
{
    char number[16];
    snprintf(number, sizeof number, "%d", level);
    const char *args[] = {"carillon", "--level", number};
    run_open(u, args, 3);
    u->w = 360;
    u->h = 640;
    frame(u, NULL, 0, true);
    return dots_where(u, dots, room);
}

static bool cleared(void)
{
    for (int i = 0; i < says; i++)
        if (strstr(said[i], "cleared"))
            return true;
    return false;
}

/* Taps lv's answer from its tap `from` on, each on its dot by a finger: the level is
 * cleared (no tap was wasted before); closes the run. */
static void answer_clears(struct run *u, const struct spot *dots, const struct level *lv, int from)
{
    for (int t = from; t < lv->taps; t++)
        tap_at(u, dots[lv->solution[t]].x, dots[lv->solution[t]].y, true);
    assert_true(cleared());
    run_close(u);
}

static float dist(struct spot a, float x, float y) { return hypotf(a.x - x, a.y - y); }

/* A phone's small screen (360x640), a level whose answer starts on a dot at most 20
 * points across (the pack's smallest there; a small dot, 12 to 14, starts none): its
 * first tap 8 points outside the dot's edge, on the side away from every other dot. The mouse there finds nothing; a finger finds the dot, and the rest of
 * the answer, tapped on the dots, clears the level. */
static void test_a_finger_finds_the_dot_within_its_reach(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    assert_int_equal(pack_read(pack_under_test(), &pack, &err), 0);
    for (int level = 1; level <= pack.count; level++) {
        const struct level *lv = &pack.levels[level - 1];
        struct run u;
        struct spot dots[64];
        int n = open_on_a_phone(&u, level, dots, 64);
        struct spot a = dots[lv->solution[0]];
        /* of 16 ways out, one where every other dot is clearly farther, and not under it */
        float best_x = 0, best_y = 0;
        bool found = false;
        for (int k = 0; k < 16 && !found; k++) {
            best_x = a.x + (a.r + 8) * cosf((float)k * 0.3927f);
            best_y = a.y + (a.r + 8) * sinf((float)k * 0.3927f);
            found = true;
            for (int i = 0; i < n; i++)
                if (i != lv->solution[0] && (dist(dots[i], best_x, best_y) < dots[i].r + 4 ||
                                             dist(dots[i], best_x, best_y) < a.r + 8 + 4))
                    found = false;
        }
        if (a.r > 10 || !found) { /* not the case: the next level */
            run_close(&u);
            continue;
        }
        says = 0;
        struct action press = {.kind = ACT_PRESS, .wx = best_x, .wy = best_y};
        assert_int_equal(frame(&u, &press, 1, true).wake_ms, 0); /* a ripple answers it */
        tap_at(&u, best_x, best_y, false);
        assert_int_equal(says, 0); /* the mouse is exact: nothing happened */
        assert_true(frame(&u, NULL, 0, true).wake_ms == UINT64_MAX); /* and it has faded */
        tap_at(&u, best_x, best_y, true);
        answer_clears(&u, dots, lv, 1);
        pack_free(&pack);
        return;
    }
    pack_free(&pack);
    fail_msg("no level's answer starts on a small dot with room around it");
}

/* Two dots whose edges are as near a point between them, within a finger's reach of it
 * (10 points past each edge): a finger there finds neither (it takes no tap), so the
 * level is still cleared by its answer's taps after it. */
static void test_a_finger_midway_between_two_dots_finds_neither(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    assert_int_equal(pack_read(pack_under_test(), &pack, &err), 0);
    for (int level = 1; level <= pack.count; level++) {
        struct run u;
        struct spot dots[64];
        int n = open_on_a_phone(&u, level, dots, 64), pair_i = -1;
        float mx = 0, my = 0;
        for (int i = 0; i < n && pair_i < 0; i++)
            for (int j = i + 1; j < n && pair_i < 0; j++) {
                /* the point between them as far past i's edge as past j's */
                float d = dist(dots[i], dots[j].x, dots[j].y), t = (d + dots[i].r - dots[j].r) / (2 * d);
                float past = (d - dots[i].r - dots[j].r) / 2;
                mx = dots[i].x + (dots[j].x - dots[i].x) * t;
                my = dots[i].y + (dots[j].y - dots[i].y) * t;
                bool clear = past > 2 && past < 8;
                for (int k = 0; k < n && clear; k++)
                    clear = k == i || k == j || dist(dots[k], mx, my) - dots[k].r > past + 4;
                if (clear)
                    pair_i = i;
            }
        if (pair_i < 0) {
            run_close(&u);
            continue; /* no such pair on this level: the next */
        }
        says = 0;
        tap_at(&u, mx, my, true);
        answer_clears(&u, dots, &pack.levels[level - 1], 0);
        pack_free(&pack);
        return;
    }
    pack_free(&pack);
    fail_msg("no level has two dots whose edges are as near a point between them, within a finger's reach");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_frame_draws_only_what_changed),
        cmocka_unit_test(test_the_time_asleep_passes_whole),
        cmocka_unit_test(test_a_chain_in_flight_wakes_at_every_display_frame),
        cmocka_unit_test(test_fixed_frames_play_autoplay_to_its_end),
        cmocka_unit_test(test_the_screen_an_action_opens_is_fitted_in_its_frame),
        cmocka_unit_test(test_a_resting_mouse_moves_nothing),
        cmocka_unit_test(test_the_window_fits_the_screen),
        cmocka_unit_test(test_the_changed_box_holds_every_changed_pixel),
        cmocka_unit_test(test_a_moved_view_moves_the_grid_under_it),
        cmocka_unit_test(test_a_finger_finds_the_dot_within_its_reach),
        cmocka_unit_test(test_a_finger_midway_between_two_dots_finds_neither),
    };
    return cmocka_run_group_tests_name("frame", tests, NULL, NULL);
}
