/* view.h: where the field sits in a window of any size and pixel density.
 *
 * The canvas is the field (FIELD_WIDTH x FIELD_HEIGHT units) with a band for the level,
 * the taps and par above it, a band for hints below it and a margin at the sides. It is
 * scaled uniformly to fit the output and centred (letterbox), and everything is placed
 * in field units: the top band has negative y, the bottom band y > FIELD_HEIGHT. The
 * output is measured in real pixels, so HiDPI screens get sharp drawing; pointer
 * positions arrive in window points and are converted with the window's pixel ratio.
 */
#ifndef GAME_VIEW_H
#define GAME_VIEW_H

#include "levelgen/geometry.h"

enum {
    VIEW_SIDE = 20,   /* margin left and right of the field, in field units */
    VIEW_TOP = 84,    /* the band above the field */
    VIEW_BOTTOM = 44, /* the band below the field */
    CANVAS_WIDTH = FIELD_WIDTH + 2 * VIEW_SIDE,
    CANVAS_HEIGHT = VIEW_TOP + FIELD_HEIGHT + VIEW_BOTTOM,
};

struct view {
    int width, height;   /* the output, in pixels */
    float scale;         /* pixels per field unit */
    float x0, y0;        /* the pixel where the field's origin (0, 0) lands */
    float ratio_x, ratio_y; /* output pixels per window point (2 on most HiDPI screens) */
};

/* Fits the canvas into an output of width x height pixels shown in a window of
 * points_w x points_h points (the same numbers when the screen is not HiDPI). */
void view_fit(struct view *v, int width, int height, int points_w, int points_h);

/* Field units to output pixels. */
static inline float view_px(const struct view *v, float fx) { return v->x0 + fx * v->scale; }
static inline float view_py(const struct view *v, float fy) { return v->y0 + fy * v->scale; }

/* A point in window points to the nearest whole field unit. */
void view_to_field(const struct view *v, float wx, float wy, int *fx, int *fy);

#endif
