/* icon.c: see icon.h. Sizes are fractions of the side, so any size looks the same. */
#include "game/icon/icon.h"

#include <math.h>

/* A dot of note at (cx, cy) of radius r pixels. */
static int dot(struct image *img, float cx, float cy, float r, int note, error_line *err)
{
    struct image d;
    int side = paint_dot_side(r);
    if (image_new(&d, side, side, err) != 0)
        return -1;
    paint_dot(&d, r, note, true);
    paint_image(img, &d, (int)lroundf(cx - (float)side / 2), (int)lroundf(cy - (float)side / 2));
    image_free(&d);
    return 0;
}

/* The icon with its bells drawn at scale k about the centre (1: as designed), on the night
 * that fills the whole square. */
static int paint(struct image *img, int side, float k, error_line *err)
{
    if (image_new(img, side, side, err) != 0)
        return -1;
    float s = (float)side;
    for (int y = 0; y < side; y++) /* night, a little lighter towards the top */
        for (int x = 0; x < side; x++) {
            float t = (float)y / s;
            uint32_t r = (uint32_t)(14 - 7 * t), g = (uint32_t)(19 - 9 * t), b = (uint32_t)(36 - 16 * t);
            img->px[y * img->stride + x] = 0xff000000u | r << 16 | g << 8 | b;
        }
#define AT(f) ((0.5f + ((f) - 0.5f) * k) * s) /* a place, as a fraction of the side */
#define LEN(f) ((f) * k * s)                  /* a length, likewise */
    float bx = AT(0.42f), by = AT(0.56f), reach = LEN(0.32f);
    struct rgb ring = {0xff, 0xb0, 0xa4};
    paint_circle(img, bx, by, (struct stroke){0, reach, 1, 1}, NOTE_COLOURS[0], 0.08f, PAINT_OVER);
    paint_circle(img, bx, by, (struct stroke){reach, LEN(0.006f), LEN(0.035f), LEN(0.006f)}, ring, 0.85f,
                 PAINT_ADD);
    paint_circle(img, bx, by, (struct stroke){0, 0, 1, LEN(0.24f)}, NOTE_COLOURS[0], 0.22f, PAINT_ADD);
    paint_circle(img, AT(0.70f), AT(0.30f), (struct stroke){0, 0, 1, LEN(0.12f)}, NOTE_COLOURS[1], 0.3f,
                 PAINT_ADD);
    paint_circle(img, AT(0.62f), AT(0.84f), (struct stroke){0, 0, 1, LEN(0.11f)}, NOTE_COLOURS[3], 0.3f,
                 PAINT_ADD);
    if (dot(img, bx, by, LEN(0.14f), 0, err) != 0 || dot(img, AT(0.70f), AT(0.30f), LEN(0.085f), 1, err) != 0 ||
        dot(img, AT(0.62f), AT(0.84f), LEN(0.075f), 3, err) != 0) {
        image_free(img);
        return -1;
    }
#undef AT
#undef LEN
    return 0;
}

int icon_paint(struct image *img, int side, error_line *err) { return paint(img, side, 1, err); }

/* The bells reach 0.47 of the side from the centre at most (the low dot's glow): at 0.8
 * they end inside the safe circle's 0.4. */
int icon_paint_maskable(struct image *img, int side, error_line *err) { return paint(img, side, 0.8f, err); }
