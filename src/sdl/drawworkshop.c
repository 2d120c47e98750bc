/* drawworkshop.c: see drawworkshop.h. */
#include "drawworkshop.h"

#include <math.h>
#include <stdio.h>

/* The colour of a fault: a warm red that no bell wears. */
static const struct rgb FAULT = {0xff, 0x4d, 0x4d};

/* Whether a's ring runs within the margin of b's edge (what makes a ring fault). */
static bool ring_on_edge(const struct dot *a, const struct dot *b)
{
    double gap = sqrt((double)dot_dist2(a, b)) - (SIZES[a->size].ring + SIZES[b->size].radius);
    return fabs(gap) < FAIR_RING_MARGIN;
}

static void outline(struct draw *d, const struct dot *dot, float extra, float width,
                    struct rgb c, float alpha)
{
    const struct view *v = &d->view;
    kit_line(&d->field, view_px(v, dot->x), view_py(v, dot->y),
             (SIZES[dot->size].radius + extra) * v->scale, width * v->scale, c, alpha, PAINT_OVER);
}

static void draw_faults(struct draw *d, const struct workshop *ws)
{
    const struct view *v = &d->view;
    const struct workshop_verdict *vd = &ws->verdict;
    int shown = vd->faults < WORKSHOP_FAULTS_SHOWN ? vd->faults : WORKSHOP_FAULTS_SHOWN;
    for (int k = 0; k < shown; k++) {
        const struct workshop_fault *f = &vd->fault[k];
        const struct dot *a = &ws->field.dots[f->a];
        if (f->kind == FAULT_OUTSIDE) {
            outline(d, a, 4, 3, FAULT, 0.95f);
            continue;
        }
        const struct dot *b = &ws->field.dots[f->b];
        outline(d, a, 4, 3, FAULT, 0.95f);
        outline(d, b, 4, 3, FAULT, 0.95f);
        if (f->kind != FAULT_RING_EDGE)
            continue;
        for (int side = 0; side < 2; side++) {
            const struct dot *from = side ? b : a, *to = side ? a : b;
            if (ring_on_edge(from, to))
                kit_line(&d->field, view_px(v, from->x), view_py(v, from->y),
                         SIZES[from->size].ring * v->scale, 2 * v->scale, FAULT, 0.8f, PAINT_OVER);
        }
    }
}

static void draw_dots(struct draw *d, const struct workshop *ws)
{
    const struct view *v = &d->view;
    for (int i = 0; i < ws->field.n; i++) {
        const struct dot *dot = &ws->field.dots[i];
        kit_sprite(d, d->glows[dot->size], d->glow_side[dot->size], view_px(v, dot->x),
                   view_py(v, dot->y), 1, NOTE_COLOURS[dot->note], 0.16f);
    }
    for (int i = 0; i < ws->field.n; i++) {
        const struct dot *dot = &ws->field.dots[i];
        kit_sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], view_px(v, dot->x),
                   view_py(v, dot->y), 1, WHITE, 1);
    }
    /* the solver's answer: each chain start numbered in the order of its tap */
    for (int t = 0; t < ws->verdict.fewest_taps && ws->field.n > 0; t++) {
        const struct dot *dot = &ws->field.dots[ws->verdict.answer[t]];
        char number[12];
        snprintf(number, sizeof number, "%d", t + 1);
        float cx = view_px(v, dot->x), cy = view_py(v, dot->y);
        text_draw(d->text, number, TEXT_SMALL, NIGHT, 1, cx, kit_words_top(d, TEXT_SMALL, cy), ALIGN_CENTRE);
    }
}

static void draw_words(struct draw *d, const struct workshop_scene *s)
{
    const struct view *v = &d->view;
    const struct workshop_verdict *vd = &s->ws->verdict;
    struct text *t = d->text;
    float cx = view_px(v, FIELD_WIDTH / 2.0f), half = kit_band_half(d);
    float left = cx - half, right = cx + half;
    char buf[96];

    text_draw(t, "WORKSHOP", TEXT_SMALL, INK_DIM, 1, left, view_py(v, -76), ALIGN_LEFT);
    snprintf(buf, sizeof buf, "field %d of %d  \xc2\xb7  %d dots", s->shelf_at, s->shelf_count, s->ws->field.n);
    text_draw(t, buf, TEXT_BODY, INK, 1, left, view_py(v, -56), ALIGN_LEFT);

    text_draw(t, "PAR", TEXT_SMALL, INK_DIM, 1, right, view_py(v, -76), ALIGN_RIGHT);
    if (s->ws->field.n == 0)
        snprintf(buf, sizeof buf, "-");
    else if (vd->centibits < 0)
        snprintf(buf, sizeof buf, "%d  \xc2\xb7  unrated", vd->fewest_taps);
    else
        snprintf(buf, sizeof buf, "%d  \xc2\xb7  %d.%02d bits", vd->fewest_taps, vd->centibits / 100,
                 vd->centibits % 100);
    text_draw(t, buf, TEXT_BODY, INK, 1, right, view_py(v, -56), ALIGN_RIGHT);

    /* the palette: what a press on empty ground places */
    const struct rgb note = NOTE_COLOURS[s->note];
    kit_sprite(d, d->dots[s->note][s->size], d->dot_side[s->size], cx, view_py(v, -52), 0.8f, WHITE, 1);
    snprintf(buf, sizeof buf, "%s, bell %d", SIZES[s->size].name, s->note + 1);
    text_draw(t, buf, TEXT_SMALL, note, 1, cx, view_py(v, -26), ALIGN_CENTRE);

    char faults[120];
    workshop_fault_line(vd, faults, sizeof faults);
    const char *said = s->line && s->line[0] ? s->line : faults;
    text_draw_within(t, said, TEXT_SMALL, vd->faults && said == faults ? FAULT : INK, 1, cx,
                     view_py(v, FIELD_HEIGHT + 4), ALIGN_CENTRE, 2 * half);
    text_draw_within(t,
                     "click place  \xc2\xb7  drag move  \xc2\xb7  right-click/Del remove  \xc2\xb7  1-3 size  "
                     "\xc2\xb7  4-9 bell  \xc2\xb7  Z/Y undo/redo  \xc2\xb7  Enter play  \xc2\xb7  Ctrl+C/V code  "
                     "\xc2\xb7  PgUp/PgDn fields  \xc2\xb7  Esc levels",
                     TEXT_SMALL, INK_DIM, 0.85f, cx, view_py(v, FIELD_HEIGHT + 24), ALIGN_CENTRE, 2 * half);
}

void drawworkshop_scene(struct draw *d, const struct workshop_scene *s)
{
    const struct workshop *ws = s->ws;
    if (kit_begin(d)) {
        draw_faults(d, ws);
        if (s->picked >= 0 && s->picked < ws->field.n)
            outline(d, &ws->field.dots[s->picked], 6, 2.4f, INK, 1);
        for (int t = 0; t < ws->verdict.fewest_taps && ws->field.n > 0; t++)
            outline(d, &ws->field.dots[ws->verdict.answer[t]], 9, 1.6f, INK, 0.7f);
        kit_end(d);
    }
    draw_dots(d, ws);
    draw_words(d, s);
}
