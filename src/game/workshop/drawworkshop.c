/* drawworkshop.c: see drawworkshop.h. */
#include "game/keymap.h"
#include "game/workshop/drawworkshop.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The colour of a fault: a warm red that no bell wears. */
static const struct rgb FAULT = {0xff, 0x4d, 0x4d};

/* A field's difficulty in a player's words, by its bits (bits.h) against the shipped
 * pack's: under its first quarter's (6.3 bits) gentle, its median's (9.5) fair, its last
 * quarter's (11.3) hard, above that fiendish; too many chain starts to rate, open. */
static const char *hardness(int centibits)
{
    if (centibits < 0)
        return "too open to rate";
    return centibits < 630 ? "gentle" : centibits < 950 ? "fair" : centibits < 1130 ? "hard" : "fiendish";
}

/* Whether a's ring runs within the margin of b's edge (what makes a ring fault). */
static bool ring_on_edge(const struct dot *a, const struct dot *b)
{
    double gap = sqrt((double)dot_dist2(a, b)) - (SIZES[a->size].ring + SIZES[b->size].radius);
    return fabs(gap) < FAIR_RING_MARGIN;
}

static void outline(struct kit *d, const struct dot *dot, float extra, float width,
                    struct rgb c, float alpha)
{
    const struct view *v = &d->view;
    kit_line(d, &d->field, view_px(v, dot->x), view_py(v, dot->y),
             (SIZES[dot->size].radius + extra) * v->scale, width * v->scale, c, alpha, PAINT_OVER);
}

static void draw_faults(struct kit *d, const struct workshop *ws)
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
                kit_line(d, &d->field, view_px(v, from->x), view_py(v, from->y),
                         SIZES[from->size].ring * v->scale, 2 * v->scale, FAULT, 0.8f, PAINT_OVER);
        }
    }
}

/* A chain start's number stands on a badge at the dot's upper right, clear of the dot,
 * whose mark it would hide (and be hidden by): its centre (bx, by) in pixels; its radius. */
static float badge(struct kit *d, const struct dot *dot, float *bx, float *by)
{
    const struct view *v = &d->view;
    float br = 0.62f * kit_text_height(d, TEXT_SMALL), out = ((float)SIZES[dot->size].radius * v->scale + br) * 0.7071f;
    *bx = view_px(v, dot->x) + out;
    *by = view_py(v, dot->y) - out;
    return br;
}

static void draw_dots(struct kit *d, const struct workshop *ws)
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
    /* the solver's answer: each chain start numbered in the order of its tap, on its badge */
    for (int t = 0; t < ws->verdict.fewest_taps && ws->field.n > 0; t++) {
        char number[12];
        snprintf(number, sizeof number, "%d", t + 1);
        float bx, by;
        badge(d, &ws->field.dots[ws->verdict.answer[t]], &bx, &by);
        kit_text(d, number, TEXT_SMALL, NIGHT, 1, bx, kit_words_top(d, TEXT_SMALL, by), ALIGN_CENTRE);
    }
}

/* Words go in the view's boxes (view.h): the header's above the field or in a column
 * beside it, the faults and keys below it or in the other column; rows are measured in
 * units at the words' scale from each box's top. Words are never narrowed under their
 * size (view.h: 11 points): words_in breaks a line the box cannot hold. */
static const char DOT[] = "  \xc2\xb7  ";

/* words in box, centred, their top at y: on one line where the box holds it, else its
 * parts (between DOTs) one under another, each broken at spaces (kit_draw_column).
 * Upward, the last line's top is at y. Returns the y under the last line (upward, the
 * top of the first). */
static float words_in(struct kit *d, const struct view_box *box, float y, const char *words,
                      enum text_style style, struct rgb c, bool upward)
{
    float step = kit_text_height(d, style) * 1.15f;
    if (kit_text_width(d, words, style) <= box->w) {
        kit_text(d, words, style, c, 1, view_box_cx(box), y, ALIGN_CENTRE);
        return upward ? y : y + step;
    }
    return kit_draw_column(d, words, style, c, 1, box, upward ? y + step : y, upward);
}

/* Where the last of keys' parts starts, the DOT before it (0: keys is one part). The
 * lists put the keys the buttons name last, so those are the first left off where keys
 * must be shortened to fit. */
static size_t last_part(const char *keys)
{
    size_t cut = 0;
    for (const char *at = keys; (at = strstr(at, DOT)) != NULL; at++)
        cut = (size_t)(at - keys);
    return cut;
}


/* The keys under the field: as many of their parts as the band's two lines hold. */
static void keys_under(struct kit *d, const char *keys)
{
    char shown[KIT_LINE], lines[3][KIT_LINE];
    snprintf(shown, sizeof shown, "%s", keys);
    while (kit_wrap(d, shown, strlen(shown), TEXT_SMALL, d->view.foot.w, lines, 3) > 2 && last_part(shown) > 0)
        shown[last_part(shown)] = '\0';
    kit_words_under(d, shown, INK_DIM, 1);
}

/* The keys up from the foot of the column (its bottom at bottom), as many of their parts
 * as stand under top. */
static void keys_up(struct kit *d, const char *keys, float top, float bottom)
{
    const struct view_box *foot = &d->view.foot;
    char shown[KIT_LINE];
    snprintf(shown, sizeof shown, "%s", keys);
    while (kit_column_height(d, shown, TEXT_SMALL, foot->w) > bottom - top && last_part(shown) > 0)
        shown[last_part(shown)] = '\0';
    kit_draw_column(d, shown, TEXT_SMALL, INK_DIM, 0.85f, foot, bottom, true);
}

static void draw_words(struct kit *d, const struct workshop_scene *s)
{
    const struct view *v = &d->view;
    const struct workshop_verdict *vd = &s->ws->verdict;
    const struct view_box *head = &v->head;
    float b = v->band;
    char buf[96], par[64];

    snprintf(buf, sizeof buf, "WORKSHOP%sfield %d of %d%s%d dots", DOT, s->field_at, s->field_count, DOT,
             s->ws->field.n);
    float y = words_in(d, head, head->y + 6 * b, buf, TEXT_SMALL, INK_DIM, false);
    if (s->ws->field.n == 0) /* no field yet: nothing to prove */
        snprintf(par, sizeof par, "par not yet proven");
    else
        snprintf(par, sizeof par, "PAR %d%s%s", vd->fewest_taps, DOT, hardness(vd->centibits));
    y = words_in(d, head, fmaxf(y, head->y + 24 * b), par, TEXT_BODY, INK, false);
    /* the palette: what a press on empty ground places */
    snprintf(buf, sizeof buf, "new dots: %s, bell %d", SIZES[s->size].name, s->note + 1);
    y = words_in(d, head, fmaxf(y, head->y + 52 * b), buf, TEXT_SMALL, NOTE_COLOURS[s->note], false);

    char faults[120];
    workshop_fault_line(vd, faults, sizeof faults);
    const char *said = s->line && s->line[0] ? s->line : faults;
    struct rgb colour = vd->faults && said == faults ? FAULT : INK;
    /* the keys of what was used last: the pad, the keys' cursor, or the pointer; those
     * that a button names last (keys_under) */
    /* a pad's buttons as the workshop reads them (workshopscreen.h): X (undo in play)
     * removes, Y and Back (hint and restart) undo and redo, Start (settings) plays, the
     * shoulders (pages) take the next size and bell */
    static const char PAD_KEYS[] =
        "{arrows} move ({fine} finer)  \xc2\xb7  {hold} place/pick/drop  \xc2\xb7  {undo} remove  \xc2\xb7  "
        "{pageup} size  \xc2\xb7  {pagedown} bell  \xc2\xb7  {hint/restart} undo/redo  \xc2\xb7  {settings} play  "
        "\xc2\xb7  {stick} fields  \xc2\xb7  {back} levels";
    static const char CURSOR_KEYS[] =
        "{arrows} move ({fine} finer)  \xc2\xb7  {tab} next dot  \xc2\xb7  {hold} place/pick/drop  \xc2\xb7  "
        "{copy/paste} code  \xc2\xb7  {pageup/pagedown} fields  \xc2\xb7  {delete} remove  \xc2\xb7  "
        "{digits} size/bell  \xc2\xb7  {undo/redo} undo/redo  \xc2\xb7  {continue} play  \xc2\xb7  {back} levels";
    static const char POINTER_KEYS[] =
        "click place  \xc2\xb7  drag move  \xc2\xb7  right-click/{delete} remove  \xc2\xb7  {copy/paste} code  "
        "\xc2\xb7  {pageup/pagedown} fields  \xc2\xb7  {sizes} size  \xc2\xb7  {bells} bell  \xc2\xb7  "
        "{undo/redo} undo/redo  \xc2\xb7  {continue} play  \xc2\xb7  {back} levels";
    /* a finger: what a tap and a drag do, and the buttons by their words (it has no keys) */
    static const char FINGER_WORDS[] =
        "tap to place  \xc2\xb7  drag to move  \xc2\xb7  tap a dot, then Delete, to remove  \xc2\xb7  "
        "Size, Bell: what a tap places  \xc2\xb7  Try: play it";
    char keys[256];
    keymap_words(s->pad ? PAD_KEYS : s->touch ? FINGER_WORDS : s->cursor_shown ? CURSOR_KEYS : POINTER_KEYS, s->pad,
                 keys, sizeof keys);
    float bottom = v->foot.y + v->foot.h - 8 * b;
    if (v->beside && v->foot.x == head->x) { /* the header's column: the faults under it, the keys at its foot */
        keys_up(d, keys, words_in(d, head, y + 10 * b, said, TEXT_SMALL, colour, false) + 10 * b, bottom);
    } else if (v->beside) { /* the keys up from the column's foot, the faults over them */
        float top = kit_draw_column(d, keys, TEXT_SMALL, INK_DIM, 0.85f, &v->foot, bottom, true);
        words_in(d, &v->foot, top - 28 * b, said, TEXT_SMALL, colour, true);
    } else if (view_folded(v)) { /* the band folded to a line: the faults go under the palette */
        words_in(d, head, fmaxf(y, head->y + 68 * b), said, TEXT_SMALL, colour, false);
        keys_under(d, keys);
    } else if (kit_text_width(d, said, TEXT_SMALL) > v->foot.w) { /* a long word for the player: in place of the keys */
        kit_words_under(d, said, colour, 1);
    } else if (kit_text_width(d, keys, TEXT_SMALL) <= v->foot.w) { /* each on a line of the band */
        words_in(d, &v->foot, v->foot.y + 4 * b, said, TEXT_SMALL, colour, false);
        words_in(d, &v->foot, v->foot.y + 22 * b, keys, TEXT_SMALL, INK_DIM, false);
    } else { /* the keys take the band's two lines, the faults go under the palette */
        words_in(d, head, fmaxf(y, head->y + 68 * b), said, TEXT_SMALL, colour, false);
        keys_under(d, keys);
    }
}

/* The keys' cursor: on a dot, a bright ring set off by a dark band (as play's focus,
 * outside the picked and answer outlines), bolder while the dot is carried; on empty
 * ground, the outline of the dot Space would place there, in its bell's colour, and a
 * point at its centre. */
static void draw_cursor(struct kit *d, const struct workshop_scene *s)
{
    const struct view *v = &d->view;
    if (!s->cursor_shown)
        return;
    if (s->under >= 0 && s->under < s->ws->field.n) {
        const struct dot *dot = &s->ws->field.dots[s->under];
        float cx = view_px(v, dot->x), cy = view_py(v, dot->y), r = (float)SIZES[dot->size].radius * v->scale;
        kit_line(d, &d->field, cx, cy, r + 15.5f * v->scale, 4.5f * v->scale, NIGHT, 0.85f, PAINT_OVER);
        kit_line(d, &d->field, cx, cy, r + 12.5f * v->scale, (s->carried >= 0 ? 4.0f : 2.6f) * v->scale, INK, 1,
                 PAINT_OVER);
        return;
    }
    float cx = view_px(v, (float)s->cursor_x), cy = view_py(v, (float)s->cursor_y);
    float r = (float)SIZES[s->size].radius * v->scale;
    kit_line(d, &d->field, cx, cy, r + 2.5f * v->scale, 3 * v->scale, NIGHT, 0.85f, PAINT_OVER);
    kit_line(d, &d->field, cx, cy, r, 2 * v->scale, NOTE_COLOURS[s->note], 1, PAINT_OVER);
    kit_disc(d, &d->field, cx, cy, 2.5f * v->scale, INK, 1, PAINT_OVER);
}

void drawworkshop_scene(struct kit *d, const struct workshop_scene *s)
{
    const struct workshop *ws = s->ws;
    if (kit_begin(d)) {
        draw_faults(d, ws);
        if (s->picked >= 0 && s->picked < ws->field.n)
            outline(d, &ws->field.dots[s->picked], 6, 2.4f, INK, 1);
        for (int t = 0; t < ws->verdict.fewest_taps && ws->field.n > 0; t++)
            outline(d, &ws->field.dots[ws->verdict.answer[t]], 9, 1.6f, INK, 0.7f);
        draw_cursor(d, s);
        for (int t = 0; t < ws->verdict.fewest_taps && ws->field.n > 0; t++) { /* over the cursor's rings */
            float bx, by, br = badge(d, &ws->field.dots[ws->verdict.answer[t]], &bx, &by);
            kit_disc(d, &d->whole, bx, by, br + 1.5f * d->view.band, NIGHT, 0.9f, PAINT_OVER);
            kit_disc(d, &d->whole, bx, by, br, INK, 0.95f, PAINT_OVER);
        }
        kit_end(d);
    }
    draw_dots(d, ws);
    draw_words(d, s);
}
