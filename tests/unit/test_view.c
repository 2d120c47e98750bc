/* Where the field sits in windows of every shape: letterboxed, centred, the pointer
 * mapped back to the same field unit, HiDPI windows drawn at full pixel density, and in a
 * small window bands tall enough for readable words. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "game/view.h"

static void assert_near(float a, float b) { assert_true(fabsf(a - b) < 0.01f); }

static void test_the_canvas_itself_is_drawn_one_to_one(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, CANVAS_WIDTH, CANVAS_HEIGHT, CANVAS_WIDTH, CANVAS_HEIGHT);
    assert_near(v.scale, 1);
    assert_near(view_px(&v, 0), VIEW_SIDE);
    assert_near(view_py(&v, 0), VIEW_TOP);
    assert_near(view_py(&v, FIELD_HEIGHT + VIEW_BOTTOM), CANVAS_HEIGHT);
}

static void test_a_wide_window_letterboxes_at_the_sides(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 1920, 1080, 1920, 1080);
    assert_near(v.scale, 1080.0f / CANVAS_HEIGHT);
    float left = view_px(&v, -VIEW_SIDE), right = view_px(&v, FIELD_WIDTH + VIEW_SIDE);
    assert_near(left, 1920 - right); /* centred */
    assert_near(view_py(&v, -VIEW_TOP), 0);
    assert_true(left > 0);
}

static void test_a_tall_window_letterboxes_above_and_below(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 500, 1400, 500, 1400);
    assert_near(v.scale, 500.0f / CANVAS_WIDTH);
    float top = view_py(&v, -VIEW_TOP), bottom = view_py(&v, FIELD_HEIGHT + VIEW_BOTTOM);
    assert_near(top, 1400 - bottom);
    assert_true(top > 0);
}

/* A window too small for words at the canvas's own scale: the bands keep their least
 * scale (words stay readable), the field shrinks to leave them room, and the whole canvas
 * still fits, centred. A HiDPI window counts in points. The smallest window allowed
 * (a fifth of the canvas) still has a field. */
static void test_a_small_window_keeps_its_bands_readable(void **state)
{
    (void)state;
    static const int sizes[][4] = {{480, 360, 480, 360}, {960, 720, 480, 360}, {600, 700, 600, 700}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        struct view v;
        view_fit(&v, sizes[k][0], sizes[k][1], sizes[k][2], sizes[k][3]);
        float ratio = (float)sizes[k][1] / (float)sizes[k][3];
        assert_near(v.band, VIEW_BAND_MIN * ratio);
        assert_true(v.scale < v.band);
        float top = view_py(&v, -VIEW_TOP), bottom = view_py(&v, FIELD_HEIGHT + VIEW_BOTTOM);
        assert_true(top >= -0.01f && bottom <= (float)sizes[k][1] + 0.01f);
        assert_near(top, (float)sizes[k][1] - bottom);
        assert_near(view_py(&v, 0) - top, VIEW_TOP * v.band);
        assert_near(bottom - view_py(&v, FIELD_HEIGHT), VIEW_BOTTOM * v.band);
        assert_true(view_px(&v, -VIEW_SIDE) >= 0 && view_px(&v, FIELD_WIDTH + VIEW_SIDE) <= (float)sizes[k][0]);
    }
    struct view v;
    view_fit(&v, CANVAS_WIDTH / 5, CANVAS_HEIGHT / 5, CANVAS_WIDTH / 5, CANVAS_HEIGHT / 5);
    assert_true(v.scale > 0.05f && view_py(&v, FIELD_HEIGHT + VIEW_BOTTOM) <= CANVAS_HEIGHT / 5 + 0.01f);
}

static void test_the_pointer_maps_back_to_the_field(void **state)
{
    (void)state;
    static const int sizes[][4] = {
        {1280, 1000, 1280, 1000}, {333, 777, 333, 777}, {2560, 1600, 1280, 800}, {999, 401, 999, 401},
        {480, 360, 480, 360}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        struct view v;
        view_fit(&v, sizes[k][0], sizes[k][1], sizes[k][2], sizes[k][3]);
        for (int x = 0; x <= FIELD_WIDTH; x += 80)
            for (int y = -VIEW_TOP; y <= FIELD_HEIGHT + VIEW_BOTTOM; y += 44) { /* the bands too */
                int fx, fy;
                /* the window point over field unit (x, y) */
                view_to_field(&v, view_px(&v, (float)x) / v.ratio_x, view_py(&v, (float)y) / v.ratio_y,
                              &fx, &fy);
                assert_int_equal(fx, x);
                assert_int_equal(fy, y);
            }
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_canvas_itself_is_drawn_one_to_one),
        cmocka_unit_test(test_a_wide_window_letterboxes_at_the_sides),
        cmocka_unit_test(test_a_tall_window_letterboxes_above_and_below),
        cmocka_unit_test(test_a_small_window_keeps_its_bands_readable),
        cmocka_unit_test(test_the_pointer_maps_back_to_the_field),
        cmocka_unit_test(test_hidpi_draws_at_full_density),
    };
    return cmocka_run_group_tests_name("view", tests, NULL, NULL);
}
