/* drawlens.c: see drawlens.h. */
#include "game/draw/drawlens.h"

#include <math.h>
#include <stdio.h>

/* How far above the held dot's top the lens stands, in units at the bands' scale: past
 * a fingertip (about 50 points across). */
enum { LENS_LIFT = 64, LENS_PAD = 14 };

void drawlens(struct kit *d, const struct play_scene *s)
{
    const struct play *p = s->play;
    if (s->held < 0 || !dotset_has(p->standing, s->held))
        return;
    const struct view *v = &d->view;
    const struct dot *dot = &p->level->dots[s->held];
    float b = v->band, r = (float)SIZES[dot->size].radius * v->scale;
    float side = 2 * r + 2 * LENS_PAD * b + kit_text_height(d, TEXT_SMALL);
    float cx = fminf(fmaxf(view_px(v, dot->x), side / 2), (float)v->width - side / 2);
    float cy = view_py(v, dot->y) - r - LENS_LIFT * b - side / 2;
    if (cy - side / 2 < 0) /* no room above: below the dot, clear of the finger's tip */
        cy = view_py(v, dot->y) + r + LENS_LIFT * b + side / 2;
    float top = kit_draw_panel_px(d, side, side, cx, cy, 0.95f);
    float dot_y = top + LENS_PAD * b + r;
    kit_sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], cx, dot_y, 1, WHITE, 1);
    dotset touched, chain;
    play_preview(p, s->held, &touched, &chain);
    char words[32];
    snprintf(words, sizeof words, "pops %d", dotset_count(chain));
    kit_text_within(d, words, TEXT_SMALL, INK, 1, cx, dot_y + r + 4 * b, ALIGN_CENTRE, side);
}
