/* drawlens.c: see drawlens.h. */
#include "game/play/drawlens.h"

#include <math.h>
#include <stdio.h>

/* How far the lens keeps from the held dot's ring, in field units: past the fair margin
 * (10) and the biggest dot just outside it (26 across its radius), so the near misses the
 * player reads stay in view. The lens's padding, at the bands' scale. */
enum { LENS_CLEAR = 44, LENS_PAD = 14 };

/* How far the box of side side centred at (x, y) stays from (cx, cy): its nearest point. */
static float clear_of(float x, float y, float side, float cx, float cy)
{
    float dx = fmaxf(fabsf(x - cx) - side / 2, 0), dy = fmaxf(fabsf(y - cy) - side / 2, 0);
    return sqrtf(dx * dx + dy * dy);
}

/* Where the lens goes: the first place, above the dot first (the finger is below it),
 * then below, beside and at the corners, that lies within the window and clear of the
 * ring and the dots just outside it; where none is, the one that keeps furthest away. */
static void lens_place(const struct view *v, float cx, float cy, float keep, float side, float *x, float *y)
{
    static const float WAYS[][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-0.71f, -0.71f}, {0.71f, -0.71f},
                                    {-0.71f, 0.71f}, {0.71f, 0.71f}};
    float best = -1, far = keep + side * 0.72f;
    for (size_t i = 0; i < sizeof WAYS / sizeof WAYS[0]; i++) {
        float lx = fminf(fmaxf(cx + WAYS[i][0] * far, side / 2), (float)v->width - side / 2);
        float ly = fminf(fmaxf(cy + WAYS[i][1] * far, side / 2), (float)v->height - side / 2);
        float clear = clear_of(lx, ly, side, cx, cy);
        if (clear >= keep) {
            *x = lx;
            *y = ly;
            return;
        }
        if (clear > best) {
            best = clear;
            *x = lx;
            *y = ly;
        }
    }
}

void drawlens(struct kit *d, const struct play_scene *s)
{
    const struct play *p = s->play;
    if (!s->preview || s->held < 0 || !dotset_has(p->standing, s->held))
        return;
    const struct view *v = &d->view;
    const struct dot *dot = &p->level->dots[s->held];
    float b = v->band, r = (float)SIZES[dot->size].radius * v->scale;
    float side = 2 * r + 2 * LENS_PAD * b + kit_text_height(d, TEXT_SMALL);
    float keep = (float)(SIZES[dot->size].ring + LENS_CLEAR) * v->scale, cx = 0, cy = 0;
    lens_place(v, view_px(v, dot->x), view_py(v, dot->y), keep, side, &cx, &cy);
    float top = kit_draw_panel_px(d, side, side, cx, cy, 0.95f);
    float dot_y = top + LENS_PAD * b + r;
    kit_sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], cx, dot_y, 1, WHITE, 1);
    /* what the preview lights, counted as it lights it: the dots its ring touches (or,
     * where whole chains show, all it pops, itself too) */
    char words[32];
    int lit = dotset_count(s->lit);
    if (s->chain)
        snprintf(words, sizeof words, "pops %d", lit + 1);
    else
        snprintf(words, sizeof words, "touches %d", lit);
    kit_text_within(d, words, TEXT_SMALL, INK, 1, cx, dot_y + r + 4 * b, ALIGN_CENTRE, side);
}
