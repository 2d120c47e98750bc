/* drawtiles.c: see drawtiles.h. */
#include "game/draw/drawtiles.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game/session.h"

/* A tile's words are parts joined by this, most important first. */
static const char PART[] = "  \xc2\xb7  ";
static const float TILE_NARROWEST = 0.8f;

static void tile(struct kit *d, int x, const char *words, struct rgb ink, bool chosen)
{
    const struct view *v = &d->view;
    float cx = view_px(v, (float)x), cy = view_py(v, EXTRA_TILE_Y);
    float w = 2 * EXTRA_TILE_HALF_W * v->scale, h = fmaxf(2 * EXTRA_TILE_HALF_H * v->scale,
                                                            kit_text_height(d, TEXT_SMALL) + 4 * v->band);
    kit_draw_panel_px(d, w, h, cx, cy, chosen ? 1 : 0.55f);
    /* The words may narrow a little (to TILE_NARROWEST); past that the last parts give
     * way rather than all the words shrinking past reading, and only the first part
     * alone narrows further. */
    char fit[160];
    snprintf(fit, sizeof fit, "%s", words);
    float room = w - 8 * v->scale;
    for (char *cut; kit_text_width(d, fit, TEXT_SMALL) * TILE_NARROWEST > room;) {
        cut = NULL;
        for (char *at = strstr(fit, PART); at; at = strstr(at + 1, PART))
            cut = at;
        if (!cut)
            break;
        *cut = '\0';
    }
    kit_text_within(d, fit, TEXT_SMALL, ink, 1, cx, kit_words_top(d, TEXT_SMALL, cy), ALIGN_CENTRE, room);
}

void drawtiles_select(struct kit *d, const char *daily, int chosen)
{
    tile(d, DAILY_TILE_X, daily, NOTE_COLOURS[2], chosen == SELECT_DAILY);
    tile(d, WORKSHOP_TILE_X, "Workshop  \xc2\xb7  W", chosen == SELECT_WORKSHOP ? INK : INK_DIM,
         chosen == SELECT_WORKSHOP);
}
