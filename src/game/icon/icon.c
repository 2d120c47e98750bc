/* icon.c: see icon.h. Sizes are fractions of the side, so any size looks the same. */
#include "game/icon/icon.h"

#include <math.h>

/* A dot of note at (cx, cy) of radius r pixels. */
static int dot(struct image *img, float cx, float cy, float r, int note, lg_err *err)
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

int icon_paint(struct image *img, int side, lg_err *err)
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
    float bx = 0.42f * s, by = 0.56f * s, reach = 0.32f * s;
    struct rgb ring = {0xff, 0xb0, 0xa4};
    paint_circle(img, bx, by, (struct stroke){0, reach, 1, 1}, NOTE_COLOURS[0], 0.08f, PAINT_OVER);
    paint_circle(img, bx, by, (struct stroke){reach, 0.006f * s, 0.035f * s, 0.006f * s}, ring, 0.85f,
                 PAINT_ADD);
    paint_circle(img, bx, by, (struct stroke){0, 0, 1, 0.24f * s}, NOTE_COLOURS[0], 0.22f, PAINT_ADD);
    paint_circle(img, 0.70f * s, 0.30f * s, (struct stroke){0, 0, 1, 0.12f * s}, NOTE_COLOURS[1], 0.3f,
                 PAINT_ADD);
    paint_circle(img, 0.62f * s, 0.84f * s, (struct stroke){0, 0, 1, 0.11f * s}, NOTE_COLOURS[3], 0.3f,
                 PAINT_ADD);
    if (dot(img, bx, by, 0.14f * s, 0, err) != 0 || dot(img, 0.70f * s, 0.30f * s, 0.085f * s, 1, err) != 0 ||
        dot(img, 0.62f * s, 0.84f * s, 0.075f * s, 3, err) != 0) {
        image_free(img);
        return -1;
    }
    return 0;
}
