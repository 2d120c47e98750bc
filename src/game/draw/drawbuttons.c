/* drawbuttons.c: see drawbuttons.h. */
#include "game/draw/drawbuttons.h"


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
    float band = d->view.band, line = kit_text_height(d, TEXT_SMALL);
    for (int i = 0; i < n; i++) {
        const struct view_box *r = &b[i].box;
        struct carillon_rect box = {r->x, r->y, r->w, r->h};
        kit_rect(d, &box, i == pressed ? INK_DIM : NIGHT, i == pressed ? 120 : 200, true);
        kit_rect(d, &box, INK_DIM, 150, false);
        float cx = view_box_cx(r), room = r->w - 3 * band;
        /* with no key under them, the words (or the dot) stand in the middle */
        bool keyed = b[i].key != NULL;
        if (b[i].note >= 0)
            palette_dot(d, &b[i], cx, r->y + r->h * (keyed ? 0.36f : 0.5f));
        else
            kit_text_within(d, kit_text_width(d, b[i].label, TEXT_SMALL) <= room ? b[i].label : b[i].brief,
                            TEXT_SMALL, INK, 1, cx, keyed ? r->y + 7 * band : r->y + (r->h - line) / 2,
                            ALIGN_CENTRE, room);
        if (keyed)
            kit_text_within(d, b[i].key, TEXT_SMALL, INK_DIM, 0.85f, cx, r->y + r->h - 7 * band - line,
                            ALIGN_CENTRE, room);
    }
}
