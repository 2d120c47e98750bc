/* drawbuttons.c: see drawbuttons.h. */
#include "game/draw/drawbuttons.h"

#include <math.h>
#include <stdio.h>

/* The palette's dot on its button: as large as the button allows, the sizes in
 * proportion to the big dot's. */
static void palette_dot(struct kit *d, const struct button *b, float cx, float cy)
{
    float most = b->box.h * 0.22f, field_r = (float)SIZES[b->size].radius * d->view.scale;
    float r = most * (float)SIZES[b->size].radius / (float)SIZES[SIZE_BIG].radius;
    kit_sprite(d, d->dots[b->note][b->size], d->dot_side[b->size], cx, cy, r / field_r, WHITE, 1);
}

void drawbuttons(struct kit *d, const struct button *b, int n, int pressed)
{
    float band = d->view.band;
    for (int i = 0; i < n; i++) {
        const struct view_box *r = &b[i].box;
        struct carillon_rect box = {r->x, r->y, r->w, r->h};
        kit_rect(d, &box, i == pressed ? INK_DIM : NIGHT, i == pressed ? 120 : 200, true);
        kit_rect(d, &box, INK_DIM, 150, false);
        float cx = view_box_cx(r), room = r->w - 3 * band;
        if (b[i].note >= 0)
            palette_dot(d, &b[i], cx, r->y + r->h * 0.36f);
        else
            kit_text_within(d, kit_text_width(d, b[i].label, TEXT_SMALL) <= room ? b[i].label : b[i].brief,
                            TEXT_SMALL, INK, 1, cx, r->y + 7 * band, ALIGN_CENTRE, room);
        kit_text_within(d, b[i].key, TEXT_SMALL, INK_DIM, 0.85f, cx, r->y + r->h - 7 * band -
                        kit_text_height(d, TEXT_SMALL), ALIGN_CENTRE, room);
    }
}

/* How far above the held dot's top the lens stands, in units at the bands' scale: past
 * a fingertip (about 50 points across). */
enum { LENS_LIFT = 64, LENS_PAD = 14 };

void drawbuttons_held(struct kit *d, const struct play_scene *s)
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
