/* drawbuttons.c: see drawbuttons.h. */
#include "game/draw/drawbuttons.h"

#include <math.h>
#include <stdio.h>

/* The palette's dot on its button: as large as the icon would be, the sizes in
 * proportion to the big dot's. */
static void palette_dot(struct kit *d, const struct button *b, float cx, float cy, float side)
{
    float most = side / 2, field_r = (float)SIZES[b->size].radius * d->view.scale;
    float r = most * (float)SIZES[b->size].radius / (float)SIZES[SIZE_BIG].radius;
    kit_sprite(d, d->dots[b->note][b->size], d->dot_side[b->size], cx, cy, r / field_r, WHITE, 1);
}

void drawbuttons(struct kit *d, const struct button *b, int n, int pressed)
{
    float band = d->view.band, line = kit_text_height(d, TEXT_SMALL);
    for (int i = 0; i < n; i++) {
        const struct view_box *r = &b[i].box;
        float cx = view_box_cx(r), room = r->w - 6 * band;
        kit_draw_panel_px(d, r->w, r->h, cx, r->y + r->h / 2, i == pressed ? 1 : 0.85f);
        if (i == pressed) /* held by a finger or a mouse: lit */
            kit_rect(d, &(struct carillon_rect){r->x + 2, r->y + 2, r->w - 4, r->h - 4}, INK, 40, true);
        /* under the icon its word and, once keys are used, its key, where they fit; else
         * the key alone (to a keyboard's player) or the word alone; else the icon alone */
        char words[48];
        bool keyed = b[i].key && b[i].key[0];
        snprintf(words, sizeof words, "%s%s%s", b[i].label, keyed ? "  " : "", keyed ? b[i].key : "");
        if (kit_text_width(d, words, TEXT_SMALL) > room)
            snprintf(words, sizeof words, "%s", keyed ? b[i].key : b[i].label);
        if (kit_text_width(d, words, TEXT_SMALL) > room)
            words[0] = '\0';
        float side = fminf(r->h * 0.5f, r->w * 0.55f), gap = 2 * band;
        float content = side + (words[0] ? gap + line : 0), top = r->y + (r->h - content) / 2;
        if (b[i].note >= 0)
            palette_dot(d, &b[i], cx, top + side / 2, side);
        else
            kit_glyph(d, b[i].glyph, cx, top + side / 2, side, INK, i == pressed ? 1 : 0.92f);
        if (words[0])
            kit_text(d, words, TEXT_SMALL, INK_DIM, 1, cx, top + side + gap, ALIGN_CENTRE);
    }
}
