/* drawselect.c: the title and level select's frame, with its settings panel (drawselect.h).
 *
 * It shares the play screen's backdrop, dots and panels (kit.h), so moving between
 * screens is calm: the field's panel stays where it is and only what is on it changes.
 * A level's tile is a plain dot in the colour of its par (one tap coral, two amber, ...),
 * with its number on it.
 */
#include "game/keymap.h"
#include "game/select/drawselect.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game/select/drawstats.h"
#include "game/select/drawtiles.h"

static const char DOT[] = "  \xc2\xb7  ";

/* A level's tile colour: its par, one colour a tap count. */
static int tile_note(const struct pack *pack, int tile)
{
    return (pack->levels[tile - 1].taps - 1) % NOTE_COUNT;
}

/* Which of the four the best try at a level was (result.h), or RESULT_NONE. */
static enum result_kind tile_result(const struct select_scene *sc, int tile)
{
    return result_kind(sc->select->progress->best[tile - 1], sc->pack->levels[tile - 1].taps);
}

/* Where a tile's centre is drawn, in pixels: a locked tile asked to play shakes its head
 * (three swings, dying away). */
static void tile_place(const struct kit *d, const struct select_scene *sc, int tile, float *cx, float *cy)
{
    const struct view *v = &d->view;
    int x, y;
    select_tile_centre(sc->select, tile, &x, &y);
    *cx = view_px(v, (float)x);
    *cy = view_py(v, (float)y);
    if (tile == sc->nudged) {
        float t = (float)sc->nudge_age / NUDGE_MS;
        *cx += 5 * v->scale * sinf(t * 6 * 3.14159265f) * (1 - t);
    }
}

static void draw_tile_circles(struct kit *d, const struct select_scene *sc, int tile)
{
    const struct view *v = &d->view;
    const struct select *sel = sc->select;
    float cx, cy, r = select_tile_radius(sel) * v->scale;
    tile_place(d, sc, tile, &cx, &cy);
    struct rgb c = NOTE_COLOURS[tile_note(sc->pack, tile)];
    switch (select_tile_state(sel, tile)) {
    case TILE_LOCKED: /* a faint hint of its par's colour */
        kit_disc(d, &d->field, cx, cy, r * 0.86f, kit_lighter(c, 0.2f), 0.085f, PAINT_OVER);
        break;
    case TILE_OPEN:
        kit_disc(d, &d->field, cx, cy, r, c, 0.10f, PAINT_OVER);
        kit_line(d, &d->field, cx, cy, r - v->scale, 2 * v->scale, c, 0.9f, PAINT_OVER);
        break;
    case TILE_WON: /* its best try's mark beside it */
        kit_result_mark(d, tile_result(sc, tile), cx + r * 0.8f, cy - r * 0.8f, v->scale);
        break;
    }
    if (tile == sel->chosen) {
        kit_circle(d, &d->field, cx, cy, (struct stroke){r + 7 * v->scale, v->scale, 6 * v->scale, 8 * v->scale},
                   kit_lighter(c, 0.4f), 0.55f, PAINT_ADD);
        kit_line(d, &d->field, cx, cy, r + 6 * v->scale, 2 * v->scale, INK, 0.95f, PAINT_OVER);
    }
}

static void draw_tile(struct kit *d, const struct select_scene *sc, int tile)
{
    const struct view *v = &d->view;
    const struct select *sel = sc->select;
    float cx, cy, grown = select_tile_radius(sel) / TILE_RADIUS;
    tile_place(d, sc, tile, &cx, &cy);
    enum tile_state state = select_tile_state(sel, tile);
    char number[16];
    snprintf(number, sizeof number, "%d", tile);
    struct rgb ink = INK;
    float alpha = 1;
    if (state == TILE_WON) {
        int note = tile_note(sc->pack, tile);
        kit_sprite(d, d->glows[SIZE_NORMAL], d->glow_side[SIZE_NORMAL], cx, cy, 1.1f * grown,
                   NOTE_COLOURS[note], tile == sel->chosen ? 0.5f : 0.22f);
        kit_sprite(d, d->tiles[note], d->tile_side, cx, cy, grown, WHITE,
                   tile_result(sc, tile) == RESULT_HELPED ? 0.78f : 1);
        ink = NIGHT;
    } else if (state == TILE_LOCKED) {
        ink = INK_DIM;
        alpha = 0.45f;
    }
    /* its number, always, within the tile (the grid is chosen so it fits, select_grid_for):
     * in the body's size when that fits too */
    float room = 2 * select_tile_radius(sel) * v->scale - 4;
    enum text_style style =
        tile > 99 || kit_text_width(d, number, TEXT_NUMBER) > room ? TEXT_NUMBER_SMALL : TEXT_NUMBER;
    kit_text_within(d, number, style, ink, alpha, cx, kit_words_top(d, style, cy) - v->band, ALIGN_CENTRE,
                     room);
}

/* The line under the grid about the chosen tile, or the question Esc asked. */
static void chosen_line(const struct select_scene *sc, char *out, size_t n)
{
    const struct select *sel = sc->select;
    const struct progress *pr = sel->progress;
    int t = sel->chosen;
    if (sc->quit_asked) {
        char line[64];
        snprintf(line, sizeof line, "{back} again to quit%sany other %s to stay", DOT, sc->pad ? "button" : "key");
        keymap_words(line, sc->pad, out, n);
        return;
    }
    if (t == SELECT_DAILY || t == SELECT_WORKSHOP) {
        snprintf(out, n, t == SELECT_DAILY ? "Daily: today's level, the same for every player%s%s plays it"
                                           : "Workshop: make a field of your own and play it%s%s opens it",
                 DOT, sc->touch ? "a tap" : keymap_name(ACT_CONTINUE, sc->pad));
        return;
    }
    if (t > sel->count) {
        if (select_tile_state(sel, t) == TILE_LOCKED)
            snprintf(out, n, "Endless: five-tap levels, grown as you play, once level %d is won",
                     sel->count);
        else
            snprintf(out, n, "Endless: five-tap levels, grown as you play%s%d won", DOT, pr->endless);
        return;
    }
    int par = sc->pack->levels[t - 1].taps;
    char best[48];
    switch (select_tile_state(sel, t)) {
    case TILE_LOCKED: snprintf(out, n, "Level %d%slocked: win level %d to open it", t, DOT, t - 1); break;
    case TILE_OPEN: snprintf(out, n, "Level %d%spar %d%snot yet won", t, DOT, par, DOT); break;
    case TILE_WON:
        result_words(pr->best[t - 1], par, best, sizeof best);
        snprintf(out, n, "Level %d%spar %d%sbest: %s", t, DOT, par, DOT, best);
        break;
    }
}

/* A warning for the player, in the two lines under the grid (in place of the chosen
 * tile's line and the keys), in the colour of a warning: broken at spaces (kit_wrap). */
static void draw_warning(struct kit *d, const char *warning, float cx, float room)
{
    const struct view *v = &d->view;
    char lines[2][KIT_LINE];
    int n = kit_wrap(d, warning, strlen(warning), TEXT_SMALL, room, lines, 2);
    for (int i = 0; i < n; i++)
        kit_text_within(d, lines[i], TEXT_SMALL, NOTE_COLOURS[1], 1, cx,
                        view_py(v, FIELD_HEIGHT + (n == 1 ? 14 : 6 + 18 * i)), ALIGN_CENTRE, room);
}

/* The settings panel over the select. Its rows stand where settingspanel_row_at finds them (field
 * units); in a small window the words are larger than the rows' spacing would give, so
 * the panel grows around them: wider, with its title above the first row. */
static void draw_settingspanel(struct kit *d, const struct select_scene *sc)
{
    const struct view *v = &d->view;
    kit_dim(d, DIM_BEHIND_PANEL);
    float b = v->band, cx = view_px(v, FIELD_WIDTH / 2.0f), pad = 36 * b;
    char keys[96];
    keymap_words(sc->touch ? "tap a row to change it  \xc2\xb7  Close: done" /* the button's label */
                           : "\xe2\x86\x91\xe2\x86\x93 choose  \xc2\xb7  \xe2\x86\x90\xe2\x86\x92 change  \xc2\xb7  "
                             "{continue} switch  \xc2\xb7  {back} close",
                 sc->pad, keys, sizeof keys);
    char value[64];
    bool brief = false; /* values in a word, when in full they would not fit the window */
    float w = 0, most = (float)v->width - 24 * b;
    for (int pass = 0; pass < 2 && (pass == 0 || w > most); pass++) {
        brief = pass == 1;
        w = fmaxf(SETTINGSPANEL_W * v->scale, fminf(kit_text_width(d, keys, TEXT_SMALL) + 2 * pad, most));
        for (int row = 0; row < ROW_DONE; row++) {
            settingspanel_row_value((enum settingspanel_row)row, sc->settings, brief, value, sizeof value);
            w = fmaxf(w, kit_text_width(d, settingspanel_row_name(row), TEXT_BODY) + kit_text_width(d, value, TEXT_BODY) +
                             2 * pad + 24 * b);
        }
    }
    w = fminf(w, most);
    cx = fminf(fmaxf(cx, w / 2), (float)v->width - w / 2); /* wholly in the window (#25) */
    /* the keys under the rows, broken over lines where the panel is narrower than they */
    char help_lines[3][KIT_LINE];
    int helps = kit_wrap(d, keys, strlen(keys), TEXT_SMALL, w - 2 * pad, help_lines, 3);
    float small = kit_text_height(d, TEXT_SMALL);
    float bar = fmaxf(2 * SETTINGSPANEL_ROW_HALF * v->scale, kit_text_height(d, TEXT_BODY) + 8 * b);
    float first = view_py(v, SETTINGSPANEL_ROW_TOP), last = view_py(v, SETTINGSPANEL_ROW_TOP + (ROW_COUNT - 1) * SETTINGSPANEL_ROW_PITCH);
    float top = fminf(view_py(v, SETTINGSPANEL_TOP), first - bar / 2 - 28 * b - kit_text_height(d, TEXT_LARGE));
    float help = last + bar / 2 + 14 * b;
    float bottom = fmaxf(view_py(v, SETTINGSPANEL_TOP + SETTINGSPANEL_H), help + small * (float)helps + 20 * b);
    kit_draw_panel_px(d, w, bottom - top, cx, (top + bottom) / 2, 1);
    kit_text(d, "Settings", TEXT_LARGE, INK, 1, cx, top + 16 * b, ALIGN_CENTRE);
    float left = cx - w / 2 + pad, right = cx + w / 2 - pad;
    for (int row = 0; row < ROW_COUNT; row++) {
        float y = view_py(v, SETTINGSPANEL_ROW_TOP + row * SETTINGSPANEL_ROW_PITCH);
        bool chosen = row == sc->settingspanel->row;
        if (chosen) {
            kit_rect(d, &(struct carillon_rect){cx - w / 2 + 16 * b, y - bar / 2, w - 32 * b, bar}, INK, 22, true);
        }
        struct rgb ink = chosen ? INK : INK_DIM;
        float ty = kit_words_top(d, TEXT_BODY, y);
        if (row == ROW_DONE) {
            kit_text(d, settingspanel_row_name(row), TEXT_BODY, ink, 1, cx, ty, ALIGN_CENTRE);
            continue;
        }
        settingspanel_row_value((enum settingspanel_row)row, sc->settings, brief, value, sizeof value);
        kit_text(d, settingspanel_row_name(row), TEXT_BODY, ink, 1, left, ty, ALIGN_LEFT);
        kit_text(d, value, TEXT_BODY, ink, 1, right, ty, ALIGN_RIGHT);
    }
    for (int i = 0; i < helps; i++)
        kit_text_within(d, help_lines[i], TEXT_SMALL, INK_DIM, 0.9f, cx, help + small * (float)i, ALIGN_CENTRE,
                        right - left);
}

/* A quiet field of bells behind the title: a few dots of every colour and size, faint and
 * still, scattered over the title's part of the header (its band, or the top of its
 * column). */
static void draw_title_bells(struct kit *d)
{
    static const struct { float x, y; int size, note; } BELLS[] = {
        {0.06f, 0.30f, SIZE_NORMAL, 4}, {0.17f, 0.78f, SIZE_SMALL, 2}, {0.29f, 0.18f, SIZE_SMALL, 0},
        {0.38f, 0.86f, SIZE_BIG, 3},    {0.52f, 0.10f, SIZE_SMALL, 5}, {0.61f, 0.80f, SIZE_NORMAL, 1},
        {0.73f, 0.22f, SIZE_BIG, 0},    {0.84f, 0.70f, SIZE_SMALL, 4}, {0.95f, 0.35f, SIZE_NORMAL, 2},
    };
    const struct view *v = &d->view;
    struct view_box area = v->head;
    if (v->beside)
        area.h = fminf(area.h, 190 * v->band);
    for (size_t i = 0; i < sizeof BELLS / sizeof BELLS[0]; i++) {
        float r = (float)SIZES[BELLS[i].size].radius * 0.8f * v->band;
        kit_sprite(d, d->tiles[BELLS[i].note], d->tile_side, area.x + BELLS[i].x * area.w,
                   area.y + BELLS[i].y * area.h, r / (TILE_RADIUS * v->scale), WHITE, 0.13f);
    }
}

/* A key of the keys line, and how much it is needed there (0: most). */
struct part {
    const char *words;
    int need;
};

/* The keys line in out: the parts in their order, but in a band too narrow for them all
 * at their size the least needed left out until the rest fit (a phone's 360 points:
 * "arrows choose · Enter play · M mute · Esc quit"); never narrowed under 11 points
 * (view.h) but where the most needed alone are wider. */
static void keys_line(struct kit *d, const struct part *parts, int count, bool pad, float room, char *out, size_t size)
{
    int least = 0;
    for (int i = 0; i < count; i++)
        least = parts[i].need > least ? parts[i].need : least;
    for (; least >= 0; least--) {
        size_t n = 0;
        out[0] = '\0';
        for (int i = 0; i < count && n < size; i++) {
            char words[64];
            keymap_words(parts[i].words, pad, words, sizeof words);
            if (parts[i].need <= least && words[0]) /* "": nothing to say */
                n += (size_t)snprintf(out + n, size - n, "%s%s", n ? DOT : "", words);
        }
        if (least == 0 || kit_text_width(d, out, TEXT_SMALL) <= room)
            return;
    }
}

void drawselect_scene(struct kit *d, const struct select_scene *sc)
{
    const struct view *v = &d->view;
    const struct select *sel = sc->select;
    int first = select_page_first(sel);
    int page = select_page(sel), last = first + page - 1 < sel->count ? first + page - 1 : sel->count;
    if (kit_begin(d)) {
        for (int tile = first; tile <= last; tile++)
            draw_tile_circles(d, sc, tile);
        kit_end(d);
    }
    for (int tile = first; tile <= last; tile++)
        draw_tile(d, sc, tile);
    drawtiles_row(d, sc);
    draw_title_bells(d);

    char line[160], keys[160];
    const struct progress *pr = sel->progress;
    struct pack_stats won;
    stats_pack(pr, &won);
    int n = snprintf(line, sizeof line, "%s%s%d of %d won%s%d read", sc->subtitle ? sc->subtitle : "",
                     sc->subtitle ? DOT : "", won.won, sel->count, DOT, won.read);
    if (sel->count > page && n > 0 && (size_t)n < sizeof line)
        snprintf(line + n, sizeof line - (size_t)n, "%spage %d of %d", DOT, (first - 1) / page + 1,
                 (sel->count - 1) / page + 1);
    /* the keys, each with its need: the least needed go first where the line is too
     * wide (the settings and the statistics, which the buttons name too) */
    char sound[64];
    words_sound(sc->sound, sc->pad, sc->touch, sound, sizeof sound);
    /* a pad's Y, a hint in play, is the statistics here (selectscreen.h) */
    const struct part pad[] = {{"{arrows} choose", 0}, {"{continue} play", 0}, {"{hint} statistics", 2},
                               {sound, 1}, {sc->can_quit ? "{back} quit" : "", 0}};
    const struct part board[] = {{"{arrows} choose", 0}, {"{continue} play", 0},
                                 {"{settings} settings", 3}, {"{stats} statistics", 3},
                                 {sound, 1}, {"{fullscreen} full screen", 2},
                                 {sc->can_quit ? "{back} quit" : "", 0}};
    /* a finger: the tap and the swipe, which no button names (a page turns by a swipe
     * only where there is another page) */
    const struct part finger[] = {{"tap a tile to play it", 0},
                                  {sel->count > page ? "swipe to turn the page" : "", 1},
                                  {sound, 1}};
    const struct part *parts = sc->pad ? pad : sc->touch ? finger : board;
    int count = sc->pad     ? (int)(sizeof pad / sizeof pad[0])
                : sc->touch ? (int)(sizeof finger / sizeof finger[0])
                            : (int)(sizeof board / sizeof board[0]);
    if (v->beside) {
        keys_line(d, parts, count, sc->pad, INFINITY, keys, sizeof keys);
        float b = v->band, y = v->head.y + 8 * b;
        kit_text_within(d, "C A R I L L O N", TEXT_TITLE, INK, 1, view_box_cx(&v->head), y, ALIGN_CENTRE,
                         v->head.w);
        kit_draw_column(d, line, TEXT_SMALL, INK_DIM, 1, &v->head, y + kit_text_height(d, TEXT_TITLE) + 12 * b,
                        false);
        float bottom = v->foot.y + v->foot.h - 8 * b;
        if (sc->warning) {
            kit_draw_column(d, sc->warning, TEXT_SMALL, NOTE_COLOURS[1], 1, &v->foot, bottom, true);
        } else {
            bottom = kit_draw_column(d, keys, TEXT_SMALL, INK_DIM, 0.8f, &v->foot, bottom, true) - 12 * b;
            chosen_line(sc, line, sizeof line);
            kit_draw_column(d, line, TEXT_SMALL, INK, 0.95f, &v->foot, bottom, true);
        }
    } else {
        float cx = view_box_cx(&v->head), room = v->head.w;
        kit_text_within(d, "C A R I L L O N", TEXT_TITLE, INK, 1, cx, view_py(v, -76), ALIGN_CENTRE, room);
        kit_text_within(d, line, TEXT_SMALL, INK_DIM, 1, cx, view_py(v, -24), ALIGN_CENTRE, room);
        if (view_folded(v)) { /* one line: a warning, else the chosen tile's (Esc's question) */
            if (!sc->warning)
                chosen_line(sc, line, sizeof line);
            kit_text_within(d, sc->warning ? sc->warning : line, TEXT_SMALL, sc->warning ? NOTE_COLOURS[1] : INK, 1, cx,
                            view_py(v, FIELD_HEIGHT + 4), ALIGN_CENTRE, room);
        } else if (sc->warning) {
            draw_warning(d, sc->warning, cx, room);
        } else {
            chosen_line(sc, line, sizeof line);
            kit_text_within(d, line, TEXT_SMALL, INK, 0.95f, cx, view_py(v, FIELD_HEIGHT + 6), ALIGN_CENTRE,
                             room);
            keys_line(d, parts, count, sc->pad, room, keys, sizeof keys);
            kit_text_within(d, keys, TEXT_SMALL, INK_DIM, 0.8f, cx, view_py(v, FIELD_HEIGHT + 24),
                             ALIGN_CENTRE, room);
        }
    }
    if (sc->settingspanel && sc->settingspanel->open)
        draw_settingspanel(d, sc);
    if (sc->stats)
        drawstats_panel(d, sc->stats);
}
