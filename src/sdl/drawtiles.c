/* drawtiles.c: see drawtiles.h. */
#include "drawtiles.h"

#include <math.h>

#include "game/session_bench.h"

static void tile(struct draw *d, int x, const char *words, struct rgb ink, bool chosen)
{
    const struct view *v = &d->view;
    float cx = view_px(v, (float)x), cy = view_py(v, EXTRA_TILE_Y);
    float w = 2 * EXTRA_TILE_HALF_W * v->scale, h = fmaxf(2 * EXTRA_TILE_HALF_H * v->scale,
                                                            text_height(d->text, TEXT_SMALL) + 4 * v->band);
    kit_draw_panel_px(d, w, h, cx, cy, chosen ? 1 : 0.55f);
    text_draw_within(d->text, words, TEXT_SMALL, ink, 1, cx, kit_words_top(d, TEXT_SMALL, cy), ALIGN_CENTRE,
                     w - 8 * v->scale);
}

void drawtiles_select(struct draw *d, const char *daily, int chosen)
{
    tile(d, DAILY_TILE_X, daily, NOTE_COLOURS[2], chosen == SELECT_DAILY);
    tile(d, WORKSHOP_TILE_X, "Workshop  \xc2\xb7  W", chosen == SELECT_WORKSHOP ? INK : INK_DIM,
         chosen == SELECT_WORKSHOP);
}
