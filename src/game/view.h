/* view.h: where the field sits in a window of any size and pixel density.
 *
 * The canvas is the field (FIELD_WIDTH x FIELD_HEIGHT units) with a band for the level,
 * the taps and par above it, a band for hints below it and a margin at the sides. It is
 * scaled uniformly to fit the output and centred (letterbox), and everything is placed
 * in field units: the top band has negative y, the bottom band y > FIELD_HEIGHT. In a
 * small window the words would be too small to read, so the bands never scale below
 * VIEW_BAND_MIN points a unit: they grow taller than the canvas says, and the field
 * shrinks to leave them room. The output is measured in real pixels, so HiDPI screens
 * get sharp drawing; pointer positions arrive in window points and are converted with
 * the window's pixel ratio.
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

/* The bands' smallest scale, in window points per field unit. Words are sized at the
 * bands' scale (text.h), so the smallest (12.5 units) are never below 11 points, and
 * each band keeps the room its words have at full size. */
#define VIEW_BAND_MIN 0.88f

struct view {
    int width, height;   /* the output, in pixels */
    float scale;         /* pixels per field unit, on the field and at its sides */
    float band;          /* pixels per field unit down the bands above and below the field:
                            scale, or more in a small window */
    float x0, y0;        /* the pixel where the field's origin (0, 0) lands */
    float ratio_x, ratio_y; /* output pixels per window point (2 on most HiDPI screens) */
};

/* Fits the canvas into an output of width x height pixels shown in a window of
 * points_w x points_h points (the same numbers when the screen is not HiDPI). */
void view_fit(struct view *v, int width, int height, int points_w, int points_h);

/* Field units to output pixels. */
static inline float view_px(const struct view *v, float fx) { return v->x0 + fx * v->scale; }
static inline float view_py(const struct view *v, float fy)
{
    if (fy < 0)
        return v->y0 + fy * v->band;
    if (fy > FIELD_HEIGHT)
        return v->y0 + FIELD_HEIGHT * v->scale + (fy - FIELD_HEIGHT) * v->band;
    return v->y0 + fy * v->scale;
}

/* A point in window points to the nearest whole field unit. */
void view_to_field(const struct view *v, float wx, float wy, int *fx, int *fy);

#endif
