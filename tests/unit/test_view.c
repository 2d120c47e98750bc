/* Where the field sits in windows of every shape: the field first (at least 90% of the
 * limiting side), the words above and below it or beside it, the pointer mapped back to
 * the same field unit, HiDPI windows drawn at full pixel density; a sparse field framed
 * to its rings' reach, a dense one shown whole; a won or lost level's banner within the
 * field, on its middle. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "game/draw/buttons.h"
#include "game/play/drawplay.h"
#include "game/draw/view.h"

static void assert_near(float a, float b) { assert_true(fabsf(a - b) < 0.01f); }

static void test_the_canvas_itself_is_drawn_one_to_one(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, CANVAS_WIDTH, CANVAS_HEIGHT, CANVAS_WIDTH, CANVAS_HEIGHT);
    assert_near(v.scale, 1);
    assert_near(view_px(&v, 0), VIEW_SIDE);
    assert_near(view_py(&v, 0), VIEW_TOP);
    /* under the keys' band, one row of buttons, to the canvas's foot */
    assert_near(view_py(&v, FIELD_HEIGHT + VIEW_BOTTOM), v.buttons.y);
    assert_near(v.buttons.y + v.buttons.h, CANVAS_HEIGHT);
    assert_near(v.buttons.h, VIEW_BUTTON_ROW + VIEW_BUTTON_GAP);
}

static bool box_inside(const struct view_box *b, const struct view *v)
{
    return b->x >= -0.01f && b->y >= -0.01f && b->x + b->w <= (float)v->width + 0.01f &&
           b->y + b->h <= (float)v->height + 0.01f;
}

/* Whether a box and the field overlap. */
static bool box_on_field(const struct view_box *b, const struct view *v)
{
    float fx1 = view_px(v, FIELD_WIDTH), fy1 = view_py(v, FIELD_HEIGHT);
    return b->h > 0 && b->x < fx1 && b->x + b->w > v->x0 && b->y < fy1 && b->y + b->h > v->y0;
}

/* Every window from 360x480 to 4K, landscape and portrait, HiDPI too: the field fills at
 * least 60% of its limiting side (the words at their size take the rest: 90% and more
 * where there is room) and lies wholly in the window; the words keep their least scale,
 * and their boxes lie in the window and off the field. */
static void test_the_field_comes_first_in_every_window(void **state)
{
    (void)state;
    static const int sizes[][4] = {
        {480, 360, 480, 360},     {800, 600, 800, 600},     {1280, 1000, 1280, 1000}, {1920, 1080, 1920, 1080},
        {2560, 1440, 2560, 1440}, {3840, 2160, 3840, 2160}, {2160, 3840, 2160, 3840}, {360, 480, 360, 480},
        {1080, 1920, 1080, 1920}, {700, 900, 700, 900},     {960, 720, 480, 360},     {680, 990, 680, 990},
        {600, 700, 600, 700},     {1024, 768, 1024, 768},   {5120, 2880, 2560, 1440}, {720, 1280, 720, 1280},
        {360, 640, 360, 640},     {1170, 2532, 390, 844},   {430, 932, 430, 932},     {844, 390, 844, 390},
        {640, 360, 640, 360},     {2532, 1170, 844, 390}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        struct view v;
        view_fit(&v, sizes[k][0], sizes[k][1], sizes[k][2], sizes[k][3]);
        float most = fminf((float)sizes[k][0] / FIELD_WIDTH, (float)sizes[k][1] / FIELD_HEIGHT);
        /* the field shrinks for the words at their size, never much (issue 39) */
        assert_true(v.scale >= 0.6f * most - 1e-4f);
        assert_true(view_field_share(&v) >= 0.6f - 1e-4f);
        assert_true(v.x0 >= 0 && view_px(&v, FIELD_WIDTH) <= (float)sizes[k][0] + 0.01f);
        assert_true(v.y0 >= 0 && view_py(&v, FIELD_HEIGHT) <= (float)sizes[k][1] + 0.01f);
        assert_true(v.band >= VIEW_BAND_MIN * v.ratio_y - 1e-4f);
        assert_true(box_inside(&v.head, &v) && box_inside(&v.foot, &v) && box_inside(&v.buttons, &v));
        assert_false(box_on_field(&v.head, &v));
        assert_false(box_on_field(&v.foot, &v));
        assert_false(box_on_field(&v.buttons, &v));
    }
}

/* A wide window: the words stand in columns beside the field, one each side, the field
 * in the middle. */
static void test_a_wide_window_puts_the_words_beside_the_field(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 1920, 1080, 1920, 1080);
    assert_true(v.beside);
    assert_near(view_field_share(&v), VIEW_FIELD_BESIDE);
    assert_near(v.x0, 1920 - view_px(&v, FIELD_WIDTH)); /* centred */
    assert_true(v.head.x + v.head.w <= v.x0 && v.foot.x >= view_px(&v, FIELD_WIDTH));
    assert_true(v.head.w >= VIEW_COLUMN * v.band - 0.01f);
}

/* 800x600: a small dot is at least 16 pixels across. */
static void test_a_small_dot_is_16_pixels_at_800x600(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 800, 600, 800, 600);
    assert_true(2 * SIZES[SIZE_SMALL].radius * v.scale >= 16);
}

/* A window too short for both bands at the field's share: the keys fold away, the
 * header stays above the field. */
/* The desktop's default window, 494x720: the keys band folds to the one line the game
 * says (issue 33, item 1: it folded away whole, and the line with it), between the
 * field and the buttons. */
static void test_a_short_window_folds_the_keys_away(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 494, 720, 494, 720);
    assert_false(v.beside);
    assert_true(view_folded(&v));
    assert_true(v.foot.h >= VIEW_BOTTOM_FOLDED * v.band - 0.01f && v.head.h > 0);
    assert_true(v.head.y + v.head.h <= v.y0 + 0.01f);
    assert_true(v.foot.y >= v.y0 + FIELD_HEIGHT * v.scale - 0.01f && v.foot.y + v.foot.h <= v.buttons.y + 0.01f);
    view_fit(&v, 680, 990, 680, 990);
    assert_false(view_folded(&v));
}

static void test_the_pointer_maps_back_to_the_field(void **state)
{
    (void)state;
    static const int sizes[][4] = {
        {1280, 1000, 1280, 1000}, {333, 777, 333, 777}, {2560, 1600, 1280, 800}, {999, 401, 999, 401},
        {480, 360, 480, 360}, {680, 990, 680, 990}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        struct view v;
        view_fit(&v, sizes[k][0], sizes[k][1], sizes[k][2], sizes[k][3]);
        /* the field, and when stacked the bands above and below it too */
        int top = v.beside ? 0 : -VIEW_TOP, bottom = v.beside || v.foot.h == 0 ? FIELD_HEIGHT : FIELD_HEIGHT + VIEW_BOTTOM;
        for (int x = 0; x <= FIELD_WIDTH; x += 80)
            for (int y = top; y <= bottom; y += 4) {
                int fx, fy;
                /* the window point over field unit (x, y) */
                view_to_field(&v, view_px(&v, (float)x) / v.ratio_x, view_py(&v, (float)y) / v.ratio_y,
                              &fx, &fy);
                assert_int_equal(fx, x);
                assert_int_equal(fy, y);
            }
    }
}

/* A tall window's room to spare goes between the header and the field and between the
 * field and the keys: the header stands at the window's top and the buttons at its foot,
 * a small margin (8 units at the bands' scale, less when there is less) from each edge.
 * At 390x844 they stood in the middle, 80 points empty above and 133 below. A point in
 * that room is just off the field: never a dot, never a band's words. */
static void test_a_tall_window_spares_its_room_around_the_field(void **state)
{
    (void)state;
    static const int sizes[][2] = {{390, 844}, {360, 800}, {430, 932}, {320, 700}, {600, 1400}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        struct view v;
        view_fit(&v, w, h, w, h);
        assert_false(v.beside);
        float edge = 8 * v.band + 0.5f, keys = v.buttons.y + v.buttons.h;
        print_message("%dx%d: header from %.1f, buttons to %.1f\n", w, h, (double)v.head.y, (double)keys);
        if (v.head.y > edge || h - keys > edge)
            fail_msg("%dx%d: %.0f points over the header, %.0f under the buttons", w, h, (double)v.head.y, (double)(h - keys));
        float above = (v.head.y + v.head.h + v.field.y) / 2, below = (v.field.y + v.field.h + v.foot.y) / 2;
        assert_true(v.field.y - (v.head.y + v.head.h) > 10 && v.foot.y - (v.field.y + v.field.h) > 10);
        int fx, fy;
        view_to_field(&v, (float)w / 2, above, &fx, &fy);
        assert_int_equal(fy, -1);
        view_to_field(&v, (float)w / 2, below, &fx, &fy);
        assert_int_equal(fy, FIELD_HEIGHT + 1);
    }
}

static void test_hidpi_draws_at_full_density(void **state)
{
    (void)state;
    struct view lo, hi;
    view_fit(&lo, 1280, 800, 1280, 800);
    view_fit(&hi, 2560, 1600, 1280, 800); /* the same window on a HiDPI screen */
    assert_near(hi.scale, 2 * lo.scale);
    assert_near(hi.ratio_x, 2);
    int fx, fy;
    view_to_field(&hi, view_px(&lo, 320), view_py(&lo, 400), &fx, &fy);
    assert_int_equal(fx, 320);
    assert_int_equal(fy, 400);
}

/* The part of the field a field's rings reach, within the field. */
static void reach(const struct dot *dots, int n, int *x0, int *y0, int *x1, int *y1)
{
    *x0 = FIELD_WIDTH, *y0 = FIELD_HEIGHT, *x1 = 0, *y1 = 0;
    for (int i = 0; i < n; i++) {
        int ring = SIZES[dots[i].size].ring;
        *x0 = dots[i].x - ring < *x0 ? dots[i].x - ring : *x0, *x1 = dots[i].x + ring > *x1 ? dots[i].x + ring : *x1;
        *y0 = dots[i].y - ring < *y0 ? dots[i].y - ring : *y0, *y1 = dots[i].y + ring > *y1 ? dots[i].y + ring : *y1;
    }
    *x0 = *x0 < 0 ? 0 : *x0, *y0 = *y0 < 0 ? 0 : *y0;
    *x1 = *x1 > FIELD_WIDTH ? FIELD_WIDTH : *x1, *y1 = *y1 > FIELD_HEIGHT ? FIELD_HEIGHT : *y1;
}

static const int FRAMED_SIZES[][4] = {{480, 360, 480, 360},     {800, 600, 800, 600},   {1280, 1000, 1280, 1000},
                                      {1920, 1080, 1920, 1080}, {360, 480, 360, 480},   {2560, 1600, 1280, 800},
                                      {680, 990, 680, 990},     {3840, 2160, 3840, 2160}};

/* A sparse field (five dots, as level 1), and the same near a corner: framed in every
 * window, the panel where the layout put it, the rings' reach filling it along its
 * limiting side, every ring inside it, what it shows within the field; the pointer over
 * each dot finds that dot; the scale mark inside the panel, clear of every dot. */
static void test_a_sparse_field_is_framed_to_its_rings(void **state)
{
    (void)state;
    static const struct dot fields[][5] = {
        {{299, 288, SIZE_NORMAL, 4}, {250, 330, SIZE_SMALL, 1}, {350, 380, SIZE_BIG, 2},
         {280, 460, SIZE_NORMAL, 3}, {320, 520, SIZE_NORMAL, 0}},
        {{60, 700, SIZE_NORMAL, 4}, {120, 740, SIZE_SMALL, 1}, {170, 650, SIZE_BIG, 2},
         {40, 600, SIZE_SMALL, 3}, {100, 560, SIZE_NORMAL, 0}}};
    for (size_t f = 0; f < 2; f++)
        for (size_t k = 0; k < sizeof FRAMED_SIZES / sizeof FRAMED_SIZES[0]; k++) {
            const int *sz = FRAMED_SIZES[k];
            struct view whole, v;
            view_fit(&whole, sz[0], sz[1], sz[2], sz[3]);
            v = whole;
            view_frame(&v, fields[f], 5);
            assert_true(v.zoom >= VIEW_ZOOM_LEAST && v.zoom <= VIEW_ZOOM_MOST);
            assert_near(v.scale, whole.scale * v.zoom);
            assert_true(memcmp(&v.field, &whole.field, sizeof v.field) == 0);
            assert_near(view_field_share(&v), view_field_share(&whole));
            int x0, y0, x1, y1;
            reach(fields[f], 5, &x0, &y0, &x1, &y1);
            float fill = fmaxf((float)(x1 - x0) * v.scale / v.field.w, (float)(y1 - y0) * v.scale / v.field.h);
            assert_true(fill >= 0.9f || fabsf(v.zoom - VIEW_ZOOM_MOST) < 1e-4f);
            assert_true(view_px(&v, (float)x0) >= v.field.x - 0.01f && view_px(&v, (float)x1) <= v.field.x + v.field.w + 0.01f);
            assert_true(view_py(&v, (float)y0) >= v.field.y - 0.01f && view_py(&v, (float)y1) <= v.field.y + v.field.h + 0.01f);
            float sx0, sy0, sx1, sy1;
            view_shown(&v, &sx0, &sy0, &sx1, &sy1);
            assert_true(sx0 >= -0.01f && sy0 >= -0.01f && sx1 <= FIELD_WIDTH + 0.01f && sy1 <= FIELD_HEIGHT + 0.01f);
            const struct view_box *m = &v.mark;
            assert_true(m->w > 0 && m->x >= v.field.x && m->y >= v.field.y && m->x + m->w <= v.field.x + v.field.w &&
                        m->y + m->h <= v.field.y + v.field.h);
            for (int i = 0; i < 5; i++) {
                const struct dot *d = &fields[f][i];
                float cx = view_px(&v, (float)d->x), cy = view_py(&v, (float)d->y);
                float r = (float)SIZES[d->size].radius * v.scale;
                assert_true(cx + r <= m->x || cx - r >= m->x + m->w || cy + r <= m->y || cy - r >= m->y + m->h);
                int fx, fy;
                view_to_field(&v, cx / v.ratio_x, cy / v.ratio_y, &fx, &fy);
                assert_int_equal(fx, d->x);
                assert_int_equal(fy, d->y);
            }
            /* the words above the panel are where they were */
            assert_near(view_py(&v, -40), view_py(&whole, -40));
        }
}

/* One dot alone: the zoom stops at its cap, the dot centred. */
static void test_one_dot_stops_at_the_cap(void **state)
{
    (void)state;
    const struct dot one = {320, 400, SIZE_SMALL, 0};
    struct view v;
    view_fit(&v, 1280, 1000, 1280, 1000);
    view_frame(&v, &one, 1);
    assert_near(v.zoom, VIEW_ZOOM_MOST);
    assert_near(view_px(&v, 320), v.field.x + v.field.w / 2);
    assert_near(view_py(&v, 400), v.field.y + v.field.h / 2);
}

/* Whether a shows the field exactly as b (the transform, the panel, no mark). */
static bool shown_alike(const struct view *a, const struct view *b)
{
    return a->scale == b->scale && a->x0 == b->x0 && a->y0 == b->y0 && a->zoom == b->zoom && a->mark.w == b->mark.w &&
           memcmp(&a->field, &b->field, sizeof a->field) == 0;
}

/* A field whose rings reach its whole width is shown whole, unmarked, exactly as
 * view_fit laid it out; so is no field at all (the select, the workshop). */
static void test_a_dense_field_is_shown_whole(void **state)
{
    (void)state;
    const struct dot wide[2] = {{40, 300, SIZE_BIG, 0}, {600, 500, SIZE_BIG, 1}};
    for (size_t k = 0; k < sizeof FRAMED_SIZES / sizeof FRAMED_SIZES[0]; k++) {
        const int *sz = FRAMED_SIZES[k];
        struct view whole, v;
        view_fit(&whole, sz[0], sz[1], sz[2], sz[3]);
        v = whole;
        view_frame(&v, wide, 2);
        assert_true(shown_alike(&v, &whole));
        view_frame(&v, &wide[0], 1); /* framed, then nothing: whole again */
        assert_true(v.zoom > 1);
        view_frame(&v, NULL, 0);
        assert_true(shown_alike(&v, &whole));
    }
}

static bool boxes_meet(const struct view_box *a, const struct view_box *b)
{
    return a->w > 0 && a->h > 0 && b->w > 0 && b->h > 0 && a->x < b->x + b->w && b->x < a->x + a->w &&
           a->y < b->y + b->h && b->y < a->y + a->h;
}

/* A won or lost level's banner stands over the field, in it, at every window shape, at
 * one and three pixels a point, with the fewest lines of words under its title and the
 * most: wholly within the field's panel (to a pixel), centred on it (to a pixel), off
 * the header and every button. In landscape (844x390, 480x360) it was wider than the
 * field and off its middle, and at 480x360 over the header's taps and pips. */
static void test_the_banner_stands_within_the_field(void **state)
{
    (void)state;
    static const int sizes[][2] = {{360, 640}, {390, 844},  {430, 932}, {680, 990}, {800, 600},
                                   {1024, 768}, {1280, 720}, {844, 390}, {480, 360}};
    for (int density = 1; density <= 3; density += 2)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
            for (size_t l = 0; l < 2; l++) {
                int w = sizes[k][0], h = sizes[k][1], lines = l ? BANNER_LINES_MOST : BANNER_LINES_LEAST;
                struct view v;
                view_fit(&v, w * density, h * density, w, h);
                struct view_box b = drawplay_banner(&v, lines), *f = &v.field;
                print_message("%dx%d at %dx, %d lines: banner %.0f %.0f %.0f x %.0f, field %.0f %.0f %.0f x %.0f\n", w, h,
                              density, lines, (double)b.x, (double)b.y, (double)b.w, (double)b.h, (double)f->x,
                              (double)f->y, (double)f->w, (double)f->h);
                if (b.x < f->x - 1 || b.y < f->y - 1 || b.x + b.w > f->x + f->w + 1 || b.y + b.h > f->y + f->h + 1)
                    fail_msg("%dx%d at %dx: the banner leaves the field", w, h, density);
                if (fabsf(view_box_cx(&b) - view_box_cx(f)) > 1 || fabsf(b.y + b.h / 2 - (f->y + f->h / 2)) > 1)
                    fail_msg("%dx%d at %dx: the banner is off the field's centre", w, h, density);
                if (boxes_meet(&b, &v.head))
                    fail_msg("%dx%d at %dx: the banner is over the header", w, h, density);
                struct button buttons[BUTTONS_MAX];
                int n = buttons_layout(&v, &(struct buttons_for){.screen = BUTTONS_PLAY}, buttons);
                for (int i = 0; i < n; i++)
                    if (boxes_meet(&b, &buttons[i].box))
                        fail_msg("%dx%d at %dx: the banner is over button %s", w, h, density, buttons[i].name);
            }
}

/* Out of taps (issue 33, item 8): the banner leaves the dots still standing in view.
 * With every dot of the field's upper half standing, and the centred banner over some of
 * them, the lost banner stands where it covers none (the field's foot), within the field. */
static void test_the_lost_banner_leaves_the_standing_dots_in_view(void **state)
{
    (void)state;
    struct level lv = {.number = 1, .taps = 1};
    for (int x = 80; x <= 560; x += 80)
        for (int y = 120; y <= 360; y += 60)
            lv.dots[lv.n++] = (struct dot){(int16_t)x, (int16_t)y, SIZE_NORMAL, 0};
    lv.dots[lv.n++] = (struct dot){320, 700, SIZE_SMALL, 1}; /* popped below */
    struct play p;
    play_start(&p, &lv);
    p.standing &= ~((dotset)1 << (lv.n - 1));
    struct view v;
    view_fit(&v, 680, 990, 680, 990);
    struct view_box centred = drawplay_banner(&v, BANNER_LINES_MOST), lost = drawplay_banner_lost(&v, &p, BANNER_LINES_MOST);
    int under_centred = 0, under_lost = 0, i;
    for (DOTSET_EACH(i, p.standing, rest)) {
        float x = view_px(&v, lv.dots[i].x), y = view_py(&v, lv.dots[i].y), r = (float)SIZES[SIZE_NORMAL].radius * v.scale;
        struct view_box dot = {x - r, y - r, 2 * r, 2 * r};
        under_centred += boxes_meet(&dot, &centred);
        under_lost += boxes_meet(&dot, &lost);
    }
    assert_true(under_centred > 0); /* the case: centred, it hid some */
    assert_int_equal(under_lost, 0);
    assert_true(lost.y >= v.field.y && lost.y + lost.h <= v.field.y + v.field.h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_canvas_itself_is_drawn_one_to_one),
        cmocka_unit_test(test_the_field_comes_first_in_every_window),
        cmocka_unit_test(test_a_wide_window_puts_the_words_beside_the_field),
        cmocka_unit_test(test_a_small_dot_is_16_pixels_at_800x600),
        cmocka_unit_test(test_a_short_window_folds_the_keys_away),
        cmocka_unit_test(test_the_pointer_maps_back_to_the_field),
        cmocka_unit_test(test_a_tall_window_spares_its_room_around_the_field),
        cmocka_unit_test(test_hidpi_draws_at_full_density),
        cmocka_unit_test(test_a_sparse_field_is_framed_to_its_rings),
        cmocka_unit_test(test_one_dot_stops_at_the_cap),
        cmocka_unit_test(test_a_dense_field_is_shown_whole),
        cmocka_unit_test(test_the_banner_stands_within_the_field),
        cmocka_unit_test(test_the_lost_banner_leaves_the_standing_dots_in_view),
    };
    return cmocka_run_group_tests_name("view", tests, NULL, NULL);
}
