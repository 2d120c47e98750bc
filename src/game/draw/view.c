/* view.c: the layout arithmetic of view.h. */
#include "game/draw/view.h"

#include <math.h>

/* The field's largest scale: touching the output along its limiting side. */
static float field_most(const struct view *v)
{
    return fminf((float)v->width / FIELD_WIDTH, (float)v->height / FIELD_HEIGHT);
}

float view_field_share(const struct view *v) { return view_panel_scale(v) / field_most(v); }

/* The words' scale: the canvas's own, as the window gives it, but never under the least.
 * The canvas's row of buttons is left out of it: the words keep the size they had before
 * the buttons came, and the buttons take it too. */
static float band_scale(const struct view *v)
{
    float words_h = CANVAS_HEIGHT - VIEW_BUTTON_ROW - VIEW_BUTTON_GAP;
    float canvas = fminf((float)v->width / CANVAS_WIDTH, (float)v->height / words_h);
    return fmaxf(canvas, VIEW_BAND_MIN * v->ratio_y);
}

bool view_folded(const struct view *v) { return !v->beside && v->foot.h < VIEW_BOTTOM * v->band - 0.5f; }

int view_buttons_across(float width, float b)
{
    int across = (int)((width - VIEW_BUTTON_GAP * b) / ((VIEW_BUTTON_H + VIEW_BUTTON_GAP) * b));
    return across < 1 ? 1 : across;
}

/* The height of the button room a width of pixels across, at the bands' scale b: the
 * rows the most buttons take, and a gap under them. */
static float buttons_height(float width, float b)
{
    int across = view_buttons_across(width, b), rows = (VIEW_BUTTONS_MOST + across - 1) / across;
    return (float)(rows * VIEW_BUTTON_ROW + VIEW_BUTTON_GAP) * b;
}

/* Stacked: the header above the field, the keys' band (folded to its one line with
 * fold) and the buttons under it; the field as large as the words leave room for. A tall
 * window's room to spare (a phone's) goes between the header and the field and between
 * the field and the keys, the header at the window's top and the buttons at its bottom,
 * where a thumb is, a small margin from each edge (it stood as empty bands above the
 * header and under the buttons, 80 and 133 points at 390x844). */
static void stack(struct view *v, float most, bool fold)
{
    float w = (float)v->width, h = (float)v->height, b = band_scale(v);
    /* the canvas's margin, or in a narrow window (a phone's) as little as leaves the
     * field's edge clear of the screen's */
    float side = fminf(VIEW_SIDE * b, fmaxf((w - FIELD_WIDTH * b) / 2, 6 * v->ratio_x));
    float across = (w - 2 * side) / FIELD_WIDTH;
    float keys = buttons_height(w - 2 * side, b);
    float bottom = fold ? VIEW_BOTTOM_FOLDED : VIEW_BOTTOM;
    float s = fmaxf(fminf(across, (h - (VIEW_TOP + bottom) * b - keys) / FIELD_HEIGHT), 0.01f);
    v->scale = fminf(s, most);
    v->band = b;
    v->beside = false;
    v->x0 = (w - FIELD_WIDTH * v->scale) / 2;
    float spare = fmaxf(h - FIELD_HEIGHT * v->scale - (VIEW_TOP + bottom) * b - keys, 0);
    float edge = fminf(spare / 2, 8 * b), between = (spare - 2 * edge) / 2;
    v->y0 = edge + VIEW_TOP * b + between;
    /* the words may take the band's width, or as much of the window's as there is */
    float half = fminf(FIELD_WIDTH / 2.0f * b, w / 2 - 12 * b);
    v->head = (struct view_box){w / 2 - half, edge, 2 * half, VIEW_TOP * b};
    v->buttons = (struct view_box){side, h - edge - keys, w - 2 * side, keys};
    v->foot = (struct view_box){w / 2 - half, v->buttons.y - bottom * b, 2 * half, bottom * b};
}

/* Beside: the field as large as its share allows, the words in columns at its sides,
 * each no wider than its words want, next to the field (a wide window's middle is not
 * left empty with the words far out at its edges); where the columns would be narrower
 * than their words need (VIEW_COLUMN_LEAST), the field shrinks, never the words. */
static void beside(struct view *v, float most)
{
    float w = (float)v->width, h = (float)v->height, b = band_scale(v);
    float s = VIEW_FIELD_BESIDE * most, pad = 6 * b;
    /* each column keeps as much again from the window's edge (its words never touch it) */
    float want = VIEW_COLUMN * b + 3 * pad, least = VIEW_COLUMN_LEAST * b + 3 * pad;
    /* columns too narrow for their words: the field gives up some of its share, to the
     * least the words need */
    if (w - FIELD_WIDTH * s < 2 * want)
        s = fmaxf(fminf(VIEW_FIELD_LEAST * most, (w - 2 * least) / FIELD_WIDTH), (w - 2 * want) / FIELD_WIDTH);
    s = fmaxf(s, 0.01f);
    float fw = FIELD_WIDTH * s, fh = FIELD_HEIGHT * s, left = w - fw;
    float col = fminf(left / 2 - 3 * pad, 1.25f * VIEW_COLUMN * b);
    v->scale = s;
    v->beside = true;
    v->y0 = (h - fh) / 2;
    v->x0 = left / 2;
    v->head = (struct view_box){v->x0 - pad - col, v->y0, col, fh};
    v->foot = (struct view_box){v->x0 + fw + pad, v->y0, col, fh};
    /* words no larger than their column can take */
    v->band = fmaxf(VIEW_BAND_MIN * v->ratio_y, fminf(b, v->head.w / VIEW_COLUMN_LEAST));
    /* the buttons' own gaps are their margins: their room reaches nearer the edges */
    float room = fminf(left / 2 - pad, col + pad);
    v->buttons = (struct view_box){v->foot.x - pad / 2, v->foot.y, room, buttons_height(room, v->band)};
    if (v->buttons.h > fh / 2) { /* the buttons leave the keys too little: they join the header's column */
        v->foot = v->head;
    } else { /* the keys' words under the buttons */
        v->foot.y += v->buttons.h;
        v->foot.h -= v->buttons.h;
    }
}

void view_fit(struct view *v, int width, int height, int points_w, int points_h)
{
    v->width = width > 1 ? width : 1;
    v->height = height > 1 ? height : 1;
    v->ratio_x = points_w > 0 ? (float)v->width / (float)points_w : 1.0f;
    v->ratio_y = points_h > 0 ? (float)v->height / (float)points_h : 1.0f;
    /* One rule for every shape: of the three layouts (stacked; stacked with the keys
     * folded to their one line; the words beside), each with its words at their size,
     * the one that leaves the field largest. Stacked as on the canvas wins a near tie
     * (within VIEW_BESIDE_GAIN), and its keys fold only when the field would otherwise
     * take less than its least share (the keys are worth more than a little field). */
    float most = field_most(v);
    struct view open = *v, folded = *v, side = *v;
    stack(&open, most, false);
    stack(&folded, most, true);
    beside(&side, most);
    const struct view *best = &open;
    if (open.scale < VIEW_FIELD_LEAST * most && folded.scale > open.scale)
        best = &folded;
    if (side.scale > best->scale * VIEW_BESIDE_GAIN)
        best = &side;
    *v = *best;
    v->field = (struct view_box){v->x0, v->y0, FIELD_WIDTH * v->scale, FIELD_HEIGHT * v->scale};
    v->zoom = 1;
    v->mark = (struct view_box){0};
}

/* The distance from a box to a disc's edge, in pixels (negative when they overlap). */
static float box_gap(const struct view_box *b, float cx, float cy, float r)
{
    float dx = fmaxf(fmaxf(b->x - cx, cx - (b->x + b->w)), 0);
    float dy = fmaxf(fmaxf(b->y - cy, cy - (b->y + b->h)), 0);
    return sqrtf(dx * dx + dy * dy) - r;
}

/* The scale mark in the panel's corner farthest from every dot: bottom right, bottom
 * left, top right, top left, the first of them on a tie. */
static void place_mark(struct view *v, const struct dot *dots, int n)
{
    const struct view_box *f = &v->field;
    float w = VIEW_MARK_W * v->band, h = (VIEW_MARK_H + VIEW_MARK_WORDS) * v->band, pad = VIEW_MARK_PAD * v->band;
    float best = -INFINITY;
    for (int corner = 0; corner < 4; corner++) {
        struct view_box b = {corner & 1 ? f->x + pad : f->x + f->w - pad - w,
                             corner & 2 ? f->y + pad : f->y + f->h - pad - h, w, h};
        float gap = INFINITY;
        for (int i = 0; i < n; i++)
            gap = fminf(gap, box_gap(&b, view_px(v, (float)dots[i].x), view_py(v, (float)dots[i].y),
                                     (float)SIZES[dots[i].size].radius * v->scale));
        if (gap > best) {
            best = gap;
            v->mark = b;
        }
    }
}

void view_frame(struct view *v, const struct dot *dots, int n)
{
    const float whole = view_panel_scale(v);
    v->scale = whole;
    v->x0 = v->field.x;
    v->y0 = v->field.y;
    v->zoom = 1;
    v->mark = (struct view_box){0};
    if (n <= 0)
        return;
    /* the reach of every ring, within the field (in whole units: centres and reaches are) */
    int x0 = FIELD_WIDTH, y0 = FIELD_HEIGHT, x1 = 0, y1 = 0;
    for (int i = 0; i < n; i++) {
        int ring = SIZES[dots[i].size].ring;
        x0 = dots[i].x - ring < x0 ? dots[i].x - ring : x0;
        y0 = dots[i].y - ring < y0 ? dots[i].y - ring : y0;
        x1 = dots[i].x + ring > x1 ? dots[i].x + ring : x1;
        y1 = dots[i].y + ring > y1 ? dots[i].y + ring : y1;
    }
    x0 = x0 < 0 ? 0 : x0, y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > FIELD_WIDTH ? FIELD_WIDTH : x1, y1 = y1 > FIELD_HEIGHT ? FIELD_HEIGHT : y1;
    if (x1 <= x0 || y1 <= y0)
        return;
    float zoom = fminf(VIEW_ZOOM_MOST, fminf((float)FIELD_WIDTH / (float)(x1 - x0), (float)FIELD_HEIGHT / (float)(y1 - y0)));
    if (zoom < VIEW_ZOOM_LEAST)
        return;
    /* the part shown: the panel's shape, centred on the reach, kept within the field */
    float w = FIELD_WIDTH / zoom, h = FIELD_HEIGHT / zoom;
    float left = fminf(fmaxf((float)(x0 + x1) / 2 - w / 2, 0), FIELD_WIDTH - w);
    float top = fminf(fmaxf((float)(y0 + y1) / 2 - h / 2, 0), FIELD_HEIGHT - h);
    v->zoom = zoom;
    v->scale = whole * zoom;
    v->x0 = v->field.x - left * v->scale;
    v->y0 = v->field.y - top * v->scale;
    place_mark(v, dots, n);
}

struct view_box view_over(const struct view *v)
{
    if (v->beside)
        return (struct view_box){v->head.x, v->field.y, v->field.x + v->field.w - v->head.x, v->field.h};
    float top = view_py(v, -VIEW_OVER_TOP), bottom = view_py(v, FIELD_HEIGHT + VIEW_OVER_BOTTOM);
    return (struct view_box){v->field.x, top, v->field.w, bottom - top};
}

void view_shown(const struct view *v, float *x0, float *y0, float *x1, float *y1)
{
    *x0 = (v->field.x - v->x0) / v->scale;
    *y0 = (v->field.y - v->y0) / v->scale;
    *x1 = *x0 + v->field.w / v->scale;
    *y1 = *y0 + v->field.h / v->scale;
}

void view_to_field(const struct view *v, float wx, float wy, int *fx, int *fy)
{
    float px = wx * v->ratio_x, py = wy * v->ratio_y, top = v->field.y, bottom = top + v->field.h;
    /* above and below the field, the bands' units (view_py's), from the header's foot and
     * the keys' top; the room a tall window spares between them and the field is just
     * off the field's edge */
    float head_foot = fminf(v->head.y + VIEW_TOP * v->band, top), keys_top = fmaxf(v->foot.y, bottom);
    *fx = (int)lroundf((px - v->x0) / v->scale);
    if (py < top)
        *fy = py > head_foot ? -1 : (int)lroundf((py - head_foot) / v->band);
    else if (py > bottom)
        *fy = py < keys_top ? FIELD_HEIGHT + 1 : (int)lroundf(FIELD_HEIGHT + (py - keys_top) / v->band);
    else
        *fy = (int)lroundf((py - v->y0) / v->scale);
}

long view_pt_x(const struct view *v, float x) { return lroundf(view_px(v, x) / v->ratio_x); }
long view_pt_y(const struct view *v, float y) { return lroundf(view_py(v, y) / v->ratio_y); }
long view_pt_len(const struct view *v, float len) { return lroundf(len * v->scale / v->ratio_x); }
