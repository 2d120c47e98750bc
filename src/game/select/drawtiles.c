/* drawtiles.c: see drawtiles.h. */
#include "game/select/drawtiles.h"

#include <math.h>
#include <stdio.h>

#include "game/keymap.h"

/* The endless tile's forms: open, the sign of it; locked, how it opens (issue 42: it was
 * greyed with nothing saying why). */
static void endless_words(char *out, size_t n, bool open, int last)
{
    if (open)
        snprintf(out, n, "Endless  \xe2\x88\x9e\nEndless \xe2\x88\x9e\nEndless");
    else
        snprintf(out, n, "Endless  \xc2\xb7  after level %d\nEndless \xc2\xb7 after %d\nEndless", last, last);
}

/* The workshop tile's forms (tilerow.h), naming its key, but to a finger (which has none). */
static void workshop_words(char *out, size_t n, bool touch)
{
    keymap_words(touch ? "Workshop\nMake" : "Workshop  \xc2\xb7  {workshop}\nWorkshop \xc2\xb7 {workshop}\nWorkshop\nMake", false, out,
                 n);
}

static float measure(void *ctx, enum row_tile tile, const char *words)
{
    (void)tile;
    struct kit *d = ctx;
    return kit_text_width(d, words, TEXT_SMALL) / d->view.scale;
}

void drawtiles_fit(struct kit *d, struct select *sel, const char *daily_words, bool touch)
{
    char workshop[64], endless[96];
    workshop_words(workshop, sizeof workshop, touch);
    bool open = select_tile_state(sel, sel->count + 1) != TILE_LOCKED;
    endless_words(endless, sizeof endless, open, sel->count);
    const char *const words[ROW_TILES] = {daily_words, endless, workshop};
    tilerow_lay_out(&sel->row, words, open, ROW_PAD * d->view.band / d->view.scale, measure, d);
}

static void tile(struct kit *d, const struct tile_row *row, enum row_tile t, const char *words, struct rgb ink,
                 float alpha, bool chosen)
{
    const struct view *v = &d->view;
    float cx = view_px(v, row->cx[t]), cy = view_py(v, ROW_Y);
    float w = 2 * row->half_w[t] * v->scale;
    float h = fmaxf(2 * ROW_HALF_H * v->scale, kit_text_height(d, TEXT_SMALL) + 12 * v->band);
    kit_draw_panel_px(d, w, h, cx, cy, chosen ? 1 : 0.55f);
    char form[256];
    tilerow_form(words, row->form[t], form, sizeof form);
    kit_text_within(d, form, TEXT_SMALL, ink, alpha, cx, kit_words_top(d, TEXT_SMALL, cy), ALIGN_CENTRE,
                    row->room[t] * v->scale);
}

void drawtiles_row(struct kit *d, const struct select_scene *sc)
{
    const struct select *sel = sc->select;
    const struct tile_row *row = &sel->row;
    int chosen = sel->chosen;
    bool endless = chosen == sel->count + 1, open = select_tile_state(sel, sel->count + 1) != TILE_LOCKED;
    tile(d, row, ROW_DAILY, sc->daily_words ? sc->daily_words : "Daily", NOTE_COLOURS[2], 1, chosen == SELECT_DAILY);
    char endless_forms[96];
    endless_words(endless_forms, sizeof endless_forms, open, sel->count);
    tile(d, row, ROW_ENDLESS, endless_forms, endless ? INK : INK_DIM, 1, endless);
    char workshop[64];
    workshop_words(workshop, sizeof workshop, sc->touch);
    tile(d, row, ROW_WORKSHOP, workshop, chosen == SELECT_WORKSHOP ? INK : INK_DIM, 1, chosen == SELECT_WORKSHOP);
}
