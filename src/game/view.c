/* view.c: the letterbox arithmetic of view.h. */
#include "view.h"

#include <math.h>

void view_fit(struct view *v, int width, int height, int points_w, int points_h)
{
    v->width = width > 1 ? width : 1;
    v->height = height > 1 ? height : 1;
    v->ratio_x = points_w > 0 ? (float)v->width / (float)points_w : 1.0f;
    v->ratio_y = points_h > 0 ? (float)v->height / (float)points_h : 1.0f;
    float sx = (float)v->width / CANVAS_WIDTH, sy = (float)v->height / CANVAS_HEIGHT;
    v->scale = sx < sy ? sx : sy;
    v->x0 = ((float)v->width - CANVAS_WIDTH * v->scale) / 2 + VIEW_SIDE * v->scale;
    v->y0 = ((float)v->height - CANVAS_HEIGHT * v->scale) / 2 + VIEW_TOP * v->scale;
}

void view_to_field(const struct view *v, float wx, float wy, int *fx, int *fy)
{
    *fx = (int)lroundf((wx * v->ratio_x - v->x0) / v->scale);
    *fy = (int)lroundf((wy * v->ratio_y - v->y0) / v->scale);
}
