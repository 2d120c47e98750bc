/* drawgrowing.c: the growing screen's frame (drawgrowing.h). */
#include "game/levels/drawgrowing.h"

#include <math.h>
#include <stdio.h>

void drawgrowing_scene(struct kit *d, const struct growing_scene *sc)
{
    const struct view *v = &d->view;
    enum { BEADS = 24 };
    /* the beads go with the words around them, at the bands' scale */
    float b = v->band, room = fminf(2 * kit_band_half(d), FIELD_WIDTH * v->scale);
    float cx = view_px(v, FIELD_WIDTH / 2.0f), cy = view_py(v, FIELD_HEIGHT / 2.0f);
    float step = fminf(20 * b, room / BEADS), x0 = cx - step * (BEADS - 1) / 2.0f;
    int lit = sc->total > 0 ? (int)((int64_t)sc->done * BEADS / sc->total) : 0;
    if (kit_begin(d)) {
        /* a string of beads, lit one by one as the pack grows; the next one breathes */
        for (int i = 0; i < BEADS; i++) {
            struct rgb c = NOTE_COLOURS[i * NOTE_COUNT / BEADS];
            float x = x0 + (float)i * step;
            if (i < lit) {
                kit_circle(d, &d->whole, x, cy, (struct stroke){0, 0, 1, 0.7f * step}, c, 0.35f, PAINT_ADD);
                kit_disc(d, &d->whole, x, cy, 0.3f * step, c, 1, PAINT_OVER);
            } else {
                float breath = i == lit ? 0.5f + 0.5f * sinf((float)sc->age_ms / 180.0f) : 0;
                kit_line(d, &d->whole, x, cy, 0.25f * step, 0.07f * step, c, 0.35f + 0.5f * breath, PAINT_OVER);
            }
        }
        kit_end(d);
    }
    kit_text_within(d, "C A R I L L O N", TEXT_TITLE, INK, 1, view_box_cx(&v->head),
                     v->beside ? v->head.y + 8 * b : view_py(v, -76), ALIGN_CENTRE, v->head.w);
    kit_text_within(d, sc->title, TEXT_LARGE, INK, 1, cx, cy - 90 * b, ALIGN_CENTRE, room);
    char line[96];
    snprintf(line, sizeof line, "%d of %d fields grown and proven", sc->done, sc->total);
    kit_text_within(d, line, TEXT_SMALL, INK_DIM, 1, cx, cy + 30 * b, ALIGN_CENTRE, room);
    static const char HOW[] = "every level grown by the generator  \xc2\xb7  proven by the solver  \xc2\xb7  "
                              "put in order";
    if (v->beside)
        kit_draw_column(d, HOW, TEXT_SMALL, INK_DIM, 0.8f, &v->foot, v->foot.y + v->foot.h - 8 * b, true);
    else if (v->foot.h > 0)
        kit_text_within(d, HOW, TEXT_SMALL, INK_DIM, 0.8f, cx, view_py(v, FIELD_HEIGHT + 16), ALIGN_CENTRE,
                         v->foot.w);
}
