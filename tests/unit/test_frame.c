/* The frame, as a front end's loop sees it (midend_frame), with no window: the first frame
 * draws, and so does any action (even one that is nothing: the window may have been
 * uncovered) and any change of the window's size; a frame at rest with nothing done draws
 * nothing and names the moment to wake (a notice's end), or none; the time asleep passes
 * whole, so a frame woken then finds the notice gone; a chain in flight asks for the next
 * display frame (wake 0) until it settles; fixed frames (a headless run) are a 60th of a
 * second of play each, eight times that with autoplay, and autoplay's end is answered. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/carillon.h"
#include "game/options.h"

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
static void end(void *ctx) { (void)ctx; }
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

static void run_open(struct run *u, const char *const *args, int argc)
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
    u->g = midend_open(u->b, &host, &CANVAS, u->clock, &err);
    if (!u->g)
        fail_msg("%s", err.text);
}

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
    assert_true(w.wake_ms == UINT64_MAX); /* the select at rest: nothing is due */
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

/* A notice on the select names its end; after a rest that long, one frame finds it gone
 * (the time asleep passed whole, not the 100 ms a busy frame may pass at most). */
static void test_the_time_asleep_passes_whole(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon"};
    struct run u;
    run_open(&u, args, 1);
    frame(&u, NULL, 0, false);
    midend_warn(u.g, "a line for the select");
    u.clock += 16;
    struct carillon_wake w = frame(&u, NULL, 0, false);
    assert_true(w.draw); /* the notice came */
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
        assert_string_equal(said[0], "level 1 cleared in 1 tap (par 1)");
        took[k] = frames;
        run_close(&u);
    }
    assert_int_equal(took[0], took[1]);
    assert_true(took[0] < 60 * 8); /* eight seconds of play a second of frames */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_frame_draws_only_what_changed),
        cmocka_unit_test(test_the_time_asleep_passes_whole),
        cmocka_unit_test(test_a_chain_in_flight_wakes_at_every_display_frame),
        cmocka_unit_test(test_fixed_frames_play_autoplay_to_its_end),
        cmocka_unit_test(test_the_screen_an_action_opens_is_fitted_in_its_frame),
    };
    return cmocka_run_group_tests_name("frame", tests, NULL, NULL);
}
