/* view.c: the letterbox arithmetic of view.h. */
#include "view.h"

#include <math.h>

void view_fit(struct view *v, int width, int height, int points_w, int points_h)
{
    v->width = width > 1 ? width : 1;
    v->height = height > 1 ? height : 1;
    v->ratio_x = points_w > 0 ? (float)v->width / (float)points_w : 1.0f;
    v->ratio_y = points_h > 0 ? (float)v->height / (float)points_h : 1.0f;
    float w = (float)v->width, h = (float)v->height, bands = VIEW_TOP + VIEW_BOTTOM;
    float sx = w / CANVAS_WIDTH, sy = h / CANVAS_HEIGHT;
    v->scale = sx < sy ? sx : sy;
    v->band = v->scale;
    /* a small window: the bands keep their least scale (but never take more than half the
     * height), and the field fits in what is left */
    float least = fminf(VIEW_BAND_MIN * v->ratio_y, h / 2 / bands);
    if (v->band < least) {
        v->band = least;
        v->scale = fminf(sx, (h - bands * least) / FIELD_HEIGHT);
    }
    v->x0 = (w - CANVAS_WIDTH * v->scale) / 2 + VIEW_SIDE * v->scale;
    v->y0 = (h - FIELD_HEIGHT * v->scale - bands * v->band) / 2 + VIEW_TOP * v->band;
}

void view_to_field(const struct view *v, float wx, float wy, int *fx, int *fy)
{
    float px = wx * v->ratio_x, py = wy * v->ratio_y, bottom = v->y0 + FIELD_HEIGHT * v->scale;
    *fx = (int)lroundf((px - v->x0) / v->scale);
    if (py < v->y0)
        *fy = (int)lroundf((py - v->y0) / v->band);
    else if (py > bottom)
        *fy = (int)lroundf(FIELD_HEIGHT + (py - bottom) / v->band);
    else
        *fy = (int)lroundf((py - v->y0) / v->scale);
}
