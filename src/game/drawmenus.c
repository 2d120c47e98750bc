/* drawmenus.c: the frames of the screens around play (draw.h): the title and level
 * select with its settings panel, and a pack growing.
 *
 * They share the play screen's backdrop, dots and panels (drawkit.h), so moving between
 * screens is calm: the field's panel stays where it is and only what is on it changes.
 * A level's tile is a plain dot in the colour of its par (one tap coral, two amber, ...),
 * with its number on it.
 */
#include "drawkit.h"

#include <math.h>
#include <stdio.h>

static const char DOT[] = "  \xc2\xb7  ";

/* A level's tile colour: its par, one colour a tap count. */
static int tile_note(const struct pack *pack, int tile)
{
    return (pack->levels[tile - 1].taps - 1) % NOTE_COUNT;
}

static void draw_tile_circles(struct draw *d, const struct select_scene *sc, int tile)
{
    const struct view *v = &d->view;
    const struct levelselect *sel = sc->select;
    int x, y;
    select_tile_centre(sel, tile, &x, &y);
    float cx = view_px(v, (float)x), cy = view_py(v, (float)y), r = TILE_RADIUS * v->scale;
    struct rgb c = NOTE_COLOURS[tile_note(sc->pack, tile)];
    switch (select_tile_state(sel, tile)) {
    case TILE_LOCKED:
        kit_disc(&d->field, cx, cy, r * 0.86f, INK_DIM, 0.07f, PAINT_OVER);
        break;
    case TILE_OPEN:
        kit_disc(&d->field, cx, cy, r, c, 0.10f, PAINT_OVER);
        kit_line(&d->field, cx, cy, r - v->scale, 2 * v->scale, c, 0.9f, PAINT_OVER);
        break;
    case TILE_WON_HINTED: /* a ring beside: won, but with help */
        kit_line(&d->field, cx + r * 0.8f, cy - r * 0.8f, 3.5f * v->scale, 1.3f * v->scale, INK_DIM,
                 0.95f, PAINT_OVER);
        break;
    case TILE_WON: /* a bead beside: won unaided */
        kit_disc(&d->field, cx + r * 0.8f, cy - r * 0.8f, 4 * v->scale, INK, 0.95f, PAINT_OVER);
        break;
    }
    if (tile == sel->chosen) {
        kit_circle(&d->field, cx, cy, (struct stroke){r + 7 * v->scale, v->scale, 6 * v->scale, 8 * v->scale},
                   kit_lighter(c, 0.4f), 0.55f, PAINT_ADD);
        kit_line(&d->field, cx, cy, r + 6 * v->scale, 2 * v->scale, INK, 0.95f, PAINT_OVER);
    }
}

static void draw_tile(struct draw *d, const struct select_scene *sc, int tile)
{
    const struct view *v = &d->view;
    const struct levelselect *sel = sc->select;
    int x, y;
    select_tile_centre(sel, tile, &x, &y);
    float cx = view_px(v, (float)x), cy = view_py(v, (float)y);
    enum tile_state state = select_tile_state(sel, tile);
    char number[16];
    snprintf(number, sizeof number, "%d", tile);
    struct rgb ink = INK;
    float alpha = 1;
    if (state == TILE_WON || state == TILE_WON_HINTED) {
        int note = tile_note(sc->pack, tile);
        kit_sprite(d, d->glows[SIZE_NORMAL], d->glow_side[SIZE_NORMAL], cx, cy, 1.1f,
                   NOTE_COLOURS[note], tile == sel->chosen ? 0.5f : 0.22f);
        kit_sprite(d, d->tiles[note], d->tile_side, cx, cy, 1, WHITE, state == TILE_WON ? 1 : 0.78f);
        ink = NIGHT;
    } else if (state == TILE_LOCKED) {
        ink = INK_DIM;
        alpha = 0.45f;
    }
    float h = 9 * v->scale;
    text_draw(d->text, number, tile > 99 ? TEXT_SMALL : TEXT_BODY, ink, alpha, cx,
              cy - (tile > 99 ? 0.85f : 1.05f) * h, ALIGN_CENTRE);
}

static void draw_endless(struct draw *d, const struct select_scene *sc)
{
    const struct view *v = &d->view;
    const struct levelselect *sel = sc->select;
    int tile = sel->count + 1;
    bool open = select_tile_state(sel, tile) != TILE_LOCKED, chosen = sel->chosen == tile;
    float cx = view_px(v, FIELD_WIDTH / 2.0f), cy = view_py(v, ENDLESS_Y);
    kit_draw_panel(d, 2 * ENDLESS_HALF_W, 2 * ENDLESS_HALF_H, cx, cy, chosen ? 1 : 0.55f);
    float a = open ? 1 : 0.5f;
    text_draw(d->text, "Endless  \xe2\x88\x9e", TEXT_BODY, chosen ? INK : INK_DIM, a, cx,
              cy - 10 * v->scale, ALIGN_CENTRE);
}

/* The line under the grid about the chosen tile. */
static void chosen_line(const struct select_scene *sc, char *out, size_t n)
{
    const struct levelselect *sel = sc->select;
    const struct progress *pr = sel->progress;
    int t = sel->chosen;
    if (t > sel->count) {
        if (select_tile_state(sel, t) == TILE_LOCKED)
            snprintf(out, n, "Endless: five-tap levels, grown as you play, once level %d is won",
                     sel->count);
        else
            snprintf(out, n, "Endless: five-tap levels, grown as you play%s%d won", DOT, pr->endless);
        return;
    }
    int par = sc->pack->levels[t - 1].taps;
    switch (select_tile_state(sel, t)) {
    case TILE_LOCKED: snprintf(out, n, "Level %d%slocked: win level %d to open it", t, DOT, t - 1); break;
    case TILE_OPEN: snprintf(out, n, "Level %d%spar %d%snot yet won", t, DOT, par, DOT); break;
    case TILE_WON_HINTED:
        snprintf(out, n, "Level %d%spar %d%swon in %d with a hint", t, DOT, par, DOT, pr->best[t - 1]);
        break;
    case TILE_WON:
        snprintf(out, n, "Level %d%spar %d%swon in %d, no hint", t, DOT, par, DOT, pr->best[t - 1]);
        break;
    }
}

static void draw_menu(struct draw *d, const struct select_scene *sc)
{
    const struct view *v = &d->view;
    kit_dim(d, DIM_BEHIND_PANEL);
    float cx = view_px(v, FIELD_WIDTH / 2.0f);
    float top = kit_draw_panel(d, MENU_W, MENU_H, cx, view_py(v, MENU_TOP + MENU_H / 2.0f), 1);
    text_draw(d->text, "Settings", TEXT_LARGE, INK, 1, cx, top + 22 * v->scale, ALIGN_CENTRE);
    float left = view_px(v, (FIELD_WIDTH - MENU_W) / 2.0f + 36), right = view_px(v, (FIELD_WIDTH + MENU_W) / 2.0f - 36);
    for (int row = 0; row < ROW_COUNT; row++) {
        float y = view_py(v, MENU_ROW_TOP + row * MENU_ROW_PITCH);
        bool chosen = row == sc->menu->row;
        if (chosen) {
            SDL_FRect bar = {view_px(v, (FIELD_WIDTH - MENU_W) / 2.0f + 16), y - MENU_ROW_HALF * v->scale,
                             (MENU_W - 32) * v->scale, 2 * MENU_ROW_HALF * v->scale};
            SDL_SetRenderDrawColor(d->renderer, INK.r, INK.g, INK.b, 22);
            SDL_RenderFillRectF(d->renderer, &bar);
        }
        struct rgb ink = chosen ? INK : INK_DIM;
        char value[64];
        menu_row_value((enum menu_row)row, sc->settings, value, sizeof value);
        float ty = y - 10 * v->scale;
        if (row == ROW_DONE) {
            text_draw(d->text, menu_row_name(row), TEXT_BODY, ink, 1, cx, ty, ALIGN_CENTRE);
            continue;
        }
        text_draw(d->text, menu_row_name(row), TEXT_BODY, ink, 1, left, ty, ALIGN_LEFT);
        text_draw(d->text, value, TEXT_BODY, ink, 1, right, ty, ALIGN_RIGHT);
    }
    text_draw(d->text, "\xe2\x86\x91\xe2\x86\x93 choose  \xc2\xb7  \xe2\x86\x90\xe2\x86\x92 change  \xc2\xb7  Enter switch  \xc2\xb7  Esc close",
              TEXT_SMALL, INK_DIM, 0.9f, cx, view_py(v, MENU_TOP + MENU_H - 40), ALIGN_CENTRE);
}

void draw_select(struct draw *d, const struct select_scene *sc)
{
    const struct view *v = &d->view;
    const struct levelselect *sel = sc->select;
    int first = select_page_first(sel);
    int last = first + SELECT_PAGE - 1 < sel->count ? first + SELECT_PAGE - 1 : sel->count;
    if (kit_begin(d)) {
        for (int tile = first; tile <= last; tile++)
            draw_tile_circles(d, sc, tile);
        kit_end(d);
    }
    for (int tile = first; tile <= last; tile++)
        draw_tile(d, sc, tile);
    draw_endless(d, sc);

    float cx = view_px(v, FIELD_WIDTH / 2.0f);
    text_draw(d->text, "C A R I L L O N", TEXT_TITLE, INK, 1, cx, view_py(v, -82), ALIGN_CENTRE);
    char line[160];
    const struct progress *pr = sel->progress;
    int won = progress_won_count(pr), clean = 0;
    for (int i = 0; i < pr->count; i++)
        clean += pr->best[i] && pr->clean[i];
    int n = snprintf(line, sizeof line, "%s%s%d of %d rung%s%d without a hint", sc->subtitle ? sc->subtitle : "",
                     sc->subtitle ? DOT : "", won, sel->count, DOT, clean);
    if (sel->count > SELECT_PAGE && n > 0 && (size_t)n < sizeof line)
        snprintf(line + n, sizeof line - (size_t)n, "%spage %d of %d", DOT, (first - 1) / SELECT_PAGE + 1,
                 (sel->count - 1) / SELECT_PAGE + 1);
    text_draw(d->text, line, TEXT_SMALL, INK_DIM, 1, cx, view_py(v, -24), ALIGN_CENTRE);

    chosen_line(sc, line, sizeof line);
    text_draw(d->text, line, TEXT_SMALL, INK, 0.95f, cx, view_py(v, FIELD_HEIGHT + 6), ALIGN_CENTRE);
    snprintf(line, sizeof line, "arrows choose%sEnter play%sS settings%s%s%sF11 full screen%sEsc quit", DOT,
             DOT, DOT, scene_sound_words(sc->sound), DOT, DOT);
    text_draw(d->text, line, TEXT_SMALL, INK_DIM, 0.8f, cx, view_py(v, FIELD_HEIGHT + 24), ALIGN_CENTRE);
    if (sc->menu && sc->menu->open)
        draw_menu(d, sc);
}

void draw_growing(struct draw *d, const struct growing_scene *sc)
{
    const struct view *v = &d->view;
    enum { BEADS = 24 };
    float cx = view_px(v, FIELD_WIDTH / 2.0f), cy = view_py(v, FIELD_HEIGHT / 2.0f);
    float step = 20 * v->scale, x0 = cx - step * (BEADS - 1) / 2.0f;
    int lit = sc->total > 0 ? (int)((int64_t)sc->done * BEADS / sc->total) : 0;
    if (kit_begin(d)) {
        /* a string of beads, lit one by one as the pack grows; the next one breathes */
        for (int i = 0; i < BEADS; i++) {
            struct rgb c = NOTE_COLOURS[i * NOTE_COUNT / BEADS];
            float x = x0 + (float)i * step;
            if (i < lit) {
                kit_circle(&d->field, x, cy, (struct stroke){0, 0, 1, 14 * v->scale}, c, 0.35f, PAINT_ADD);
                kit_disc(&d->field, x, cy, 6 * v->scale, c, 1, PAINT_OVER);
            } else {
                float breath = i == lit ? 0.5f + 0.5f * sinf((float)sc->age_ms / 180.0f) : 0;
                kit_line(&d->field, x, cy, 5 * v->scale, 1.4f * v->scale, c, 0.35f + 0.5f * breath, PAINT_OVER);
            }
        }
        kit_end(d);
    }
    text_draw(d->text, "C A R I L L O N", TEXT_TITLE, INK, 1, cx, view_py(v, -82), ALIGN_CENTRE);
    text_draw(d->text, sc->title, TEXT_LARGE, INK, 1, cx, cy - 90 * v->scale, ALIGN_CENTRE);
    char line[96];
    snprintf(line, sizeof line, "%d of %d fields grown and proven", sc->done, sc->total);
    text_draw(d->text, line, TEXT_SMALL, INK_DIM, 1, cx, cy + 30 * v->scale, ALIGN_CENTRE);
    text_draw(d->text, "every level grown by the generator, proven by the solver, put in order",
              TEXT_SMALL, INK_DIM, 0.8f, cx, view_py(v, FIELD_HEIGHT + 16), ALIGN_CENTRE);
}
