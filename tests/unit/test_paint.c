/* Painted pixels: each colour's mark is a shape of its own (the game can be played in
 * grey), circles touch only their band and light never darkens, PNG files hold exactly
 * the pixels given, the maskable icon keeps its bells where any crop keeps them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/draw/paint.h"
#include "game/draw/png.h"
#include "game/draw/view.h"
#include "game/icon/icon.h"

static int grey(uint32_t p) { return (int)((p >> 16 & 255) * 30 + (p >> 8 & 255) * 59 + (p & 255) * 11) / 100; }

/* The mark of note as a mask: pixels much darker than the dot around them. */
static void mark_mask(int note, float r, uint8_t *mask, int side)
{
    struct image img;
    assert_int_equal(image_new(&img, side, side, NULL), 0);
    paint_dot(&img, r, note, true);
    int body = grey(img.px[(side / 2) * side + side / 2 - (int)(0.7f * r)]); /* beside the mark */
    for (int i = 0; i < side * side; i++)
        mask[i] = (img.px[i] >> 24) > 200 && grey(img.px[i]) < body / 2;
    image_free(&img);
}

static void test_every_colour_has_its_own_mark(void **state)
{
    (void)state;
    for (float r = 12; r <= 60; r *= 2.2f) { /* a small dot at scale 1 up to a big HiDPI one */
        int side = paint_dot_side(r);
        uint8_t *masks = malloc((size_t)NOTE_COUNT * (size_t)(side * side));
        assert_non_null(masks);
        int area[NOTE_COUNT] = {0};
        for (int n = 0; n < NOTE_COUNT; n++) {
            mark_mask(n, r, masks + n * side * side, side);
            for (int i = 0; i < side * side; i++)
                area[n] += masks[n * side * side + i];
            assert_true(area[n] > 0.05 * r * r); /* there is a mark to see */
        }
        for (int a = 0; a < NOTE_COUNT; a++)
            for (int b = a + 1; b < NOTE_COUNT; b++) {
                int differ = 0;
                for (int i = 0; i < side * side; i++)
                    differ += masks[a * side * side + i] != masks[b * side * side + i];
                int smaller = area[a] < area[b] ? area[a] : area[b];
                assert_true(differ * 4 > smaller); /* over a quarter of a mark apart */
            }
        free(masks);
    }
}

/* A small dot in the smallest window (480x360, under 5 pixels of radius) still wears a
 * mark that reads: the square a solid block to its corners (it was a 2x2 blur, a dot),
 * the ring a band round a light hole, wider than the square's block. */
static void test_marks_read_on_the_smallest_dots(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 480, 360, 480, 360);
    float r = (float)SIZES[SIZE_SMALL].radius * view_panel_scale(&v);
    print_message("a small dot at 480x360: %.1f px of radius\n", (double)r);
    int side = paint_dot_side(r);
    uint8_t *square = malloc((size_t)(side * side)), *ring = malloc((size_t)(side * side));
    assert_non_null(square);
    assert_non_null(ring);
    uint8_t *masks[] = {ring, NULL, square};
    for (int note = 0; note <= 2; note += 2) { /* the mark: pixels under half the dot's brightest */
        struct image img;
        assert_int_equal(image_new(&img, side, side, NULL), 0);
        paint_dot(&img, r, note, true);
        int brightest = 0;
        for (int i = 0; i < side * side; i++)
            brightest = grey(img.px[i]) > brightest ? grey(img.px[i]) : brightest;
        for (int i = 0; i < side * side; i++)
            masks[note][i] = (img.px[i] >> 24) > 200 && grey(img.px[i]) < brightest / 2;
        image_free(&img);
    }
    float c = (float)side / 2;
    bool widest = false;
    for (int y = 0; y < side; y++)
        for (int x = 0; x < side; x++) {
            float dx = (float)x + 0.5f - c, dy = (float)y + 0.5f - c, rho = sqrtf(dx * dx + dy * dy);
            if (fabsf(dx) < 0.4f * r && fabsf(dy) < 0.4f * r && !square[y * side + x])
                fail_msg("the square's mark is not solid at (%+.1f, %+.1f) px from the centre", (double)dx,
                         (double)dy);
            if (rho < 0.2f * r && ring[y * side + x])
                fail_msg("the ring's mark has no hole at (%+.1f, %+.1f)", (double)dx, (double)dy);
            widest |= rho > 0.5f * r && ring[y * side + x];
        }
    assert_true(widest);
    free(square);
    free(ring);
}

static void test_a_circle_touches_only_its_band(void **state)
{
    (void)state;
    struct image img;
    assert_int_equal(image_new(&img, 300, 200, NULL), 0); /* not square, on purpose */
    for (int i = 0; i < 300 * 200; i++)
        img.px[i] = 0xff102030;
    struct stroke s = {60, 2, 3, 1};
    paint_circle(&img, 150.5f, 100.5f, s, (struct rgb){200, 100, 50}, 1, PAINT_ADD);
    for (int y = 0; y < 200; y++)
        for (int x = 0; x < 300; x++) {
            uint32_t p = img.px[y * 300 + x];
            float dx = x - 150, dy = y - 100, d2 = dx * dx + dy * dy;
            bool inside_band = d2 >= 53.9f * 53.9f && d2 <= 64.1f * 64.1f;
            if (!inside_band)
                assert_int_equal(p, 0xff102030);
            assert_true((p >> 24) == 255);
            assert_true((p >> 16 & 255) >= 0x10 && (p >> 8 & 255) >= 0x20 && (p & 255) >= 0x30);
        }
    assert_int_equal(img.px[100 * 300 + 150 + 60], 0xff000000u | (0x10 + 200) << 16 | (0x20 + 100) << 8 | (0x30 + 50));
    /* off the image it paints nothing and does not fault */
    paint_circle(&img, -500, 5000, s, (struct rgb){255, 255, 255}, 1, PAINT_OVER);
    paint_circle(&img, 299, 0, (struct stroke){0, 400, 1, 1}, (struct rgb){1, 2, 3}, 1, PAINT_OVER);
    assert_int_equal(img.px[199 * 300], 0xff010203);
    image_free(&img);
}

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

/* An image laid over another: its opaque pixels replace, its clear ones leave alone, half
 * clear ones mix half and half; what falls off the edge is left out. */
static void test_an_image_laid_over_mixes_by_its_alpha(void **state)
{
    (void)state;
    struct image dst, src;
    assert_int_equal(image_new(&dst, 5, 3, NULL), 0);
    assert_int_equal(image_new(&src, 3, 2, NULL), 0);
    for (int i = 0; i < 5 * 3; i++)
        dst.px[i] = 0xff204060u;
    src.px[0] = 0xffe0c0a0u; /* opaque */
    src.px[1] = 0x80e0c0a0u; /* half */
    src.px[2] = 0x00ffffffu; /* clear */
    for (int i = 3; i < 6; i++)
        src.px[i] = 0xffffffffu;
    paint_image(&dst, &src, 3, 1); /* its right column and nothing below falls off */
    assert_int_equal(dst.px[1 * 5 + 3], 0xffe0c0a0u);
    uint32_t half = dst.px[1 * 5 + 4];
    assert_true(half >> 24 == 0xff);
    assert_in_range(half >> 16 & 255, 0x7e, 0x82); /* (0x20 + 0xe0) / 2 */
    assert_in_range(half >> 8 & 255, 0x7e, 0x82);  /* (0x40 + 0xc0) / 2 */
    assert_in_range(half & 255, 0x7e, 0x82);       /* (0x60 + 0xa0) / 2 */
    assert_int_equal(dst.px[2 * 5 + 3], 0xffffffffu);
    assert_int_equal(dst.px[2 * 5 + 4], 0xffffffffu);
    for (int i = 0; i < 5 * 3; i++)
        if (i != 1 * 5 + 3 && i != 1 * 5 + 4 && i != 2 * 5 + 3 && i != 2 * 5 + 4)
            assert_int_equal(dst.px[i], 0xff204060u);
    image_free(&dst);
    image_free(&src);
}

static void test_png_holds_the_pixels(void **state)
{
    (void)state;
    enum { W = 300, H = 230 }; /* rows of 901 bytes: the stored blocks split mid-row */
    static uint32_t px[W * H];
    for (int i = 0; i < W * H; i++)
        px[i] = 0xff000000u | (uint32_t)(i * 2654435761u >> 8);
    size_t len;
    uint8_t *png = png_encode(px, W, H, W, &len, NULL);
    assert_non_null(png);
    assert_memory_equal(png, "\x89PNG\r\n\x1a\n", 8);
    assert_int_equal(be32(png + 16), W);
    assert_int_equal(be32(png + 20), H);
    /* walk the stored deflate blocks of the one IDAT chunk and compare every byte */
    const uint8_t *idat = png + 8 + 25;
    assert_memory_equal(idat + 4, "IDAT", 4);
    const uint8_t *z = idat + 8 + 2;
    size_t at = 0, row_bytes = 1 + 3 * W;
    for (int last = 0; !last;) {
        last = z[0] & 1;
        size_t n = (size_t)z[1] | (size_t)z[2] << 8;
        assert_int_equal(n ^ 0xffff, (size_t)z[3] | (size_t)z[4] << 8);
        for (size_t i = 0; i < n; i++, at++) {
            size_t row = at / row_bytes, col = at % row_bytes;
            int want = 0; /* each row opens with filter type 0 */
            if (col > 0)
                want = (int)(px[row * W + (col - 1) / 3] >> (16 - 8 * ((col - 1) % 3)) & 255);
            assert_int_equal(z[5 + i], want);
        }
        z += 5 + n;
    }
    assert_int_equal(at, row_bytes * H);
    assert_memory_equal(png + len - 8, "IEND", 4);
    free(png);
    assert_null(png_encode(px, 0, 5, 0, &len, NULL));
}

static void test_marks_can_be_taken_off(void **state)
{
    (void)state;
    float r = 26;
    int side = paint_dot_side(r);
    struct image with, without;
    assert_int_equal(image_new(&with, side, side, NULL), 0);
    assert_int_equal(image_new(&without, side, side, NULL), 0);
    for (int note = 0; note < NOTE_COUNT; note++) {
        paint_dot(&with, r, note, true);
        paint_dot(&without, r, note, false);
        int c = side / 2 * side + side / 2, darker = 0;
        for (int i = 0; i < side * side; i++) /* without its mark no pixel is much darker */
            darker += grey(without.px[i]) < grey(without.px[c]) / 2 && (without.px[i] >> 24) > 200;
        assert_int_equal(darker, 0);
        assert_memory_not_equal(with.px, without.px, sizeof *with.px * (size_t)(side * side));
    }
    image_free(&with);
    image_free(&without);
}

/* How many pixels outside the circle of 0.4 of the side about the centre (a maskable
 * icon's safe zone, with a pixel to spare) differ from the night of their row (the
 * backdrop changes only from row to row: the pixel at the row's left end is night). */
static int painted_outside_safe_zone(const struct image *img)
{
    int side = img->w, painted = 0;
    float c = (float)side / 2, reach = 0.4f * (float)side + 1;
    for (int y = 0; y < side; y++)
        for (int x = 0; x < side; x++) {
            float dx = (float)x + 0.5f - c, dy = (float)y + 0.5f - c;
            painted += dx * dx + dy * dy > reach * reach && img->px[y * img->stride + x] != img->px[y * img->stride];
        }
    return painted;
}

/* The browser's installed app may be cropped to a circle or a squircle: the maskable
 * icon's bells all lie in the safe zone; the plain icon's reach past it (so the count
 * sees bells). */
static void test_the_maskable_icon_keeps_its_bells_in_the_safe_zone(void **state)
{
    (void)state;
    for (int side = 192; side <= 512; side += 320) {
        struct image plain, maskable;
        assert_int_equal(icon_paint(&plain, side, NULL), 0);
        assert_int_equal(icon_paint_maskable(&maskable, side, NULL), 0);
        assert_true(painted_outside_safe_zone(&plain) > side);
        assert_int_equal(painted_outside_safe_zone(&maskable), 0);
        image_free(&plain);
        image_free(&maskable);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_colour_has_its_own_mark),
        cmocka_unit_test(test_marks_can_be_taken_off),
        cmocka_unit_test(test_marks_read_on_the_smallest_dots),
        cmocka_unit_test(test_a_circle_touches_only_its_band),
        cmocka_unit_test(test_an_image_laid_over_mixes_by_its_alpha),
        cmocka_unit_test(test_png_holds_the_pixels),
        cmocka_unit_test(test_the_maskable_icon_keeps_its_bells_in_the_safe_zone),
    };
    return cmocka_run_group_tests_name("paint", tests, NULL, NULL);
}
