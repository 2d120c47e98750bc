/* view.h: where the field and the words around it sit in a window of any size, shape
 * and pixel density (pure arithmetic, no SDL).
 *
 * The field (FIELD_WIDTH x FIELD_HEIGHT units) comes first: it is scaled uniformly and
 * always fills at least VIEW_FIELD_LEAST of the window along its limiting side. The
 * words go where that leaves room for them, at the bands' scale (`band`, never below
 * VIEW_BAND_MIN points a unit, so the smallest words keep 11 points):
 *
 * - stacked (a window about as tall as the canvas, or taller): a band for the level,
 *   the taps and par above the field (VIEW_TOP units), one for the keys below it
 *   (VIEW_BOTTOM) and under that the on-screen buttons (`buttons`: as many rows as
 *   VIEW_BUTTONS_MOST buttons take across the window), as on the canvas; when the bands
 *   would squeeze the field under its share, the keys band folds to one line
 *   (VIEW_BOTTOM_FOLDED: the line the game says, a warning, a copy's result, a locked
 *   tile's reason, Esc's question, never the keys) and the header and the buttons stay. The field is as wide as the window less a narrow
 *   margin (VIEW_SIDE units, less in a narrow window: a phone in portrait);
 * - beside (a window wider than that): the field stands in the middle and the words
 *   move into columns beside it, as wide as their words want and no wider, next to the
 *   field: the header's at the top of the left column, the buttons at the top of the
 *   right one and the keys' under them (`foot`, drawn up from its bottom), or, where the
 *   buttons take more than half the column (480x360), at the foot of the left one.
 *
 * A sparse field is framed (view_frame): the field's panel (`field`) stays where the
 * layout put it, and shows only the part of the field the level's rings can reach, larger
 * (`zoom`, never under 1:1 and at most VIEW_ZOOM_MOST). Everything in field units goes
 * through the one transform below (view_px, view_py, view_to_field): dots, rings, taps,
 * the focus, hints; the banner and the words go by the panel and the boxes. A framed
 * view also says where its scale mark goes (`mark`): the whole field in miniature with
 * the part shown, and the zoom, so sizes and distances stay honest.
 *
 * Everything is placed in field units or in the pixel boxes `head` and `foot`: a y above
 * the field (negative) is measured from the top of head, a y below it (> FIELD_HEIGHT)
 * from the top of foot, both at the bands' scale. The output is measured in real pixels,
 * so HiDPI screens get sharp drawing; pointer positions arrive in window points and are
 * converted with the window's pixel ratio.
 */
#ifndef GAME_VIEW_H
#define GAME_VIEW_H

#include <stdbool.h>

#include "levelgen/geometry.h"

/* The on-screen buttons (buttons.h), in units at the bands' scale: a button is
 * VIEW_BUTTON_W x VIEW_BUTTON_H (at the least scale 63 x 44 points, a fingertip's), with
 * VIEW_BUTTON_GAP between and around them, or narrower (square at the least) where a
 * row would not hold them; room is made for VIEW_BUTTONS_MOST of them, the most a
 * screen has. */
enum { VIEW_BUTTON_W = 72, VIEW_BUTTON_H = 50, VIEW_BUTTON_GAP = 6, VIEW_BUTTONS_MOST = 8 };

enum {
    VIEW_SIDE = 20,   /* margin left and right of the field in a stacked view, in units */
    VIEW_TOP = 84,    /* the band above the field */
    VIEW_BOTTOM = 44, /* the band below the field */
    VIEW_BOTTOM_FOLDED = 22, /* ... folded to its one line (view_folded) */
    VIEW_BUTTON_ROW = VIEW_BUTTON_H + VIEW_BUTTON_GAP, /* a row of buttons, and its gap */
    CANVAS_WIDTH = FIELD_WIDTH + 2 * VIEW_SIDE,
    CANVAS_HEIGHT = VIEW_TOP + FIELD_HEIGHT + VIEW_BOTTOM + VIEW_BUTTON_ROW + VIEW_BUTTON_GAP,
    VIEW_COLUMN = 250, /* the width a column of words beside the field would like, in units */
    VIEW_COLUMN_LEAST = 130, /* the least it may have: its words are never narrowed or cut */
};

/* How much larger the field must be beside its words than stacked with them for the
 * words to move beside it. */
#define VIEW_BESIDE_GAIN 1.02f

/* The bands' smallest scale, in window points per field unit. Words are sized at the
 * bands' scale (text.h), so the smallest (12.5 units) are never below 11 points, and
 * each band keeps the room its words have at full size. */
#define VIEW_BAND_MIN 0.88f

/* The field's least share of the window along its limiting side, and the share it takes
 * when the words stand beside it. */
#define VIEW_FIELD_LEAST 0.9f
#define VIEW_FIELD_BESIDE 0.95f

/* Framing (view_frame): the largest zoom, and the least worth making. At 2x the panel
 * shows 320 x 400 units: a one-big-dot level's whole reach (320 units across) just fits,
 * and the big dot is an eighth of the panel's height; more would make one dot a giant
 * disc with nothing to read around it. Under 1.15x the dots would hardly grow, and the
 * whole field's outline is worth more: such a level is shown whole, as a dense one is. */
#define VIEW_ZOOM_MOST 2.0f
#define VIEW_ZOOM_LEAST 1.15f

/* The scale mark of a framed view, at the words' scale: the whole field in miniature
 * VIEW_MARK_H units tall (at its own shape), the zoom's words under it, VIEW_MARK_PAD
 * units in from a corner of the panel. */
enum { VIEW_MARK_H = 56, VIEW_MARK_W = VIEW_MARK_H * FIELD_WIDTH / FIELD_HEIGHT, VIEW_MARK_WORDS = 16,
       VIEW_MARK_PAD = 14 };

/* A rectangle of the output, in pixels. */
struct view_box {
    float x, y, w, h;
};

struct view {
    int width, height;   /* the output, in pixels */
    float scale;         /* pixels per field unit, on the field (framed: zoomed) */
    float band;          /* pixels per field unit for the words */
    float x0, y0;        /* the pixel where the field's origin (0, 0) lands (framed: it
                            may lie outside the panel, even outside the output) */
    struct view_box field; /* the field's panel: the whole field, or the part framed */
    float zoom;          /* scale over the panel's whole-field scale: 1, or framed more */
    struct view_box mark; /* framed: the scale mark (the miniature, its words under it);
                             w 0 when the whole field shows */
    float ratio_x, ratio_y; /* output pixels per window point (2 on most HiDPI screens) */
    bool beside;         /* the words stand in columns beside the field */
    struct view_box head; /* the header's words: the band above the field, or a column */
    struct view_box foot; /* the keys' words: the band below, or a column; one line when
                             folded (view_folded) */
    struct view_box buttons; /* the on-screen buttons' room: the band under the keys, or
                                the top of the right column (never over the field) */
};

/* Whether the band under the field is folded to its one line (stacked, in a window too
 * short for the keys: the desktop's default 494x720). */
bool view_folded(const struct view *v);

/* Field units and pixels in window points, whole, as --where prints them: a place
 * across and down, and a length across. */
long view_pt_x(const struct view *v, float x);
long view_pt_y(const struct view *v, float y);
long view_pt_len(const struct view *v, float len);

/* Fits the field and the words into an output of width x height pixels shown in a
 * window of points_w x points_h points (the same numbers when the screen is not HiDPI). */
void view_fit(struct view *v, int width, int height, int points_w, int points_h);

/* Frames the field to the level's dots (n of them; none unframes it): the panel shows
 * the part of the field their rings can reach (each centre plus and minus its ring's
 * reach, within the field) as large as fits, centred on it and kept within the field,
 * at zoom at most VIEW_ZOOM_MOST (1 when under VIEW_ZOOM_LEAST), and puts the scale
 * mark in the panel's corner farthest from any dot. Call it after view_fit, again
 * whenever the level changes; the same dots always give the same view. */
void view_frame(struct view *v, const struct dot *dots, int n);

/* The room a panel over a screen may take (the statistics): the field's panel and the
 * words' room beside it that holds no buttons: stacked, the bands above and below it;
 * beside, the header's column at its left. In field units, the same lies within y from
 * -VIEW_OVER_TOP to FIELD_HEIGHT + VIEW_OVER_BOTTOM (view_py's units above and below the
 * field) and x up to FIELD_WIDTH (left of 0: the header's column, beside). */
enum { VIEW_OVER_TOP = VIEW_TOP - 6, VIEW_OVER_BOTTOM = VIEW_BOTTOM_FOLDED - 6 };
struct view_box view_over(const struct view *v);

/* The part of the field the panel shows, in field units. */
void view_shown(const struct view *v, float *x0, float *y0, float *x1, float *y1);

/* The field's share of the output along its limiting side (1 when it touches it). */
float view_field_share(const struct view *v);

/* Pixels a field unit takes when the panel shows the whole field (the scale before any
 * framing: sprites of the panel's own, the grid's points, the scale mark). */
static inline float view_panel_scale(const struct view *v) { return v->field.w / FIELD_WIDTH; }

/* The level select's tiles' radius in field units, with the most columns and rows (at
 * the panel's scale): the select lays its grid out by it (select.h), and the kit paints
 * the tiles' sprites at it. */
enum { TILE_RADIUS = 22 };

/* Field units to output pixels. */
static inline float view_px(const struct view *v, float fx) { return v->x0 + fx * v->scale; }
static inline float view_py(const struct view *v, float fy)
{
    if (fy < 0)
        return v->head.y + (fy + VIEW_TOP) * v->band;
    if (fy > FIELD_HEIGHT)
        return v->foot.y + (fy - FIELD_HEIGHT) * v->band;
    return v->y0 + fy * v->scale;
}

/* How many buttons a row of the button room width pixels wide holds at the bands' scale
 * b (at least one): each at least VIEW_BUTTON_H units wide, square, with a gap between
 * and at either end. */
int view_buttons_across(float width, float b);

/* The middle of a box, across. */
static inline float view_box_cx(const struct view_box *b) { return b->x + b->w / 2; }

/* A point in window points to the nearest whole field unit (the bands above and below
 * the field measured at the bands' scale from its edges). */
void view_to_field(const struct view *v, float wx, float wy, int *fx, int *fy);

#endif
