/* drawplay.c: see drawplay.h.
 *
 * A frame is two layers. The lower one is painted on the CPU: the backdrop, then every
 * circle (a held dot's reach, rings in flight, pop flashes and sparks, preview outlines,
 * a hint's halo, a lesson's light, the taps' pips); what lights the field stays within
 * its panel. The upper one is the canvas's: dots and their glows
 * as textures painted once per size, the words, the banner, the solver's numbers.
 */
#include "game/keymap.h"
#include "game/play/drawplay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/draw/paint.h"

static const float TAU = 6.28318531f;

/* The banner panel, in field units at the words' scale, with a line of words under its
 * title for what was done and one for what comes next; each line more BANNER_LINE taller,
 * and BANNER_MARGIN in from the field's edges at the least. The most pips shown, and
 * their spacing. */
enum { PANEL_W = 440, PANEL_H = 190, BANNER_LINE = 19, BANNER_MARGIN = 4, PIPS_MAX = 12, PIP_STEP = 19 };

/* A held dot's preview: its ring at full reach as one crisp line with a faint fill inside
 * and no light past its edge, so a ring that misses a dot by the fair margin (10 units)
 * shows a clear gap of dark. */
static void draw_reach(struct kit *d, const struct play *p, int held)
{
    const struct dot *dot = &p->level->dots[held];
    const struct view *v = &d->view;
    struct rgb c = kit_lighter(NOTE_COLOURS[dot->note], 0.3f);
    float cx = view_px(v, dot->x), cy = view_py(v, dot->y), reach = SIZES[dot->size].ring * v->scale;
    float w = fmaxf(2.0f * v->scale, 1.5f * v->ratio_x);
    kit_disc(d, &d->field, cx, cy, reach - w / 2, c, 0.06f, PAINT_OVER);
    kit_line(d, &d->field, cx, cy, reach - w / 2, w, c, 0.95f, PAINT_OVER);
}

static void draw_rings(struct kit *d, const struct play *p)
{
    const struct view *v = &d->view;
    int i;
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest)) {
        const struct dot *dot = &p->level->dots[i];
        int64_t age = p->now - p->when[i], full = ring_full_ms(dot->size);
        if (age > full + RING_FADE_MS)
            continue;
        int reach = SIZES[dot->size].ring;
        float front = (float)ring_front_milli(age, reach) / 1000.0f;
        float grown = front / (float)reach;
        float alpha = 0.9f * (1 - 0.5f * grown * grown);
        if (age > full)
            alpha *= 1 - (float)(age - full) / RING_FADE_MS;
        struct rgb c = kit_lighter(NOTE_COLOURS[dot->note], 0.25f);
        float r = front * v->scale;
        /* a bright line with a soft wake of light behind it */
        kit_circle(d, &d->field, view_px(v, dot->x), view_py(v, dot->y),
               (struct stroke){r, 1.1f * v->scale, 6 * v->scale, 1.2f}, c, alpha, PAINT_ADD);
    }
}

/* A press that found no dot: a faint ring where it was, widening as it fades (with reduced
 * motion it stands still). */
static void draw_ripple(struct kit *d, const struct play_scene *s)
{
    if (!s->rippling || s->ripple_age >= RIPPLE_MS)
        return;
    const struct view *v = &d->view;
    float t = (float)s->ripple_age / RIPPLE_MS, grown = s->reduced_motion ? 0.6f : 0.3f + 0.7f * t;
    kit_line(d, &d->field, view_px(v, (float)s->ripple_x), view_py(v, (float)s->ripple_y), 30 * grown * v->scale,
             2 * v->scale, INK, 0.45f * (1 - t), PAINT_OVER);
}

/* How each standing dot is lit by a preview: touched by the held dot's ring (its edge
 * drawn in the ring's colour), lit further down its chain (where whole chains show), or
 * neither (dimmed only where whole chains show: a ring's preview changes nothing else). */
struct lighting {
    dotset touched, further;
    bool previewing, chain;
    struct rgb ring; /* the held dot's ring's colour */
};

/* The dot i names, if it stands (a scene's held, focused or hinted dot is -1 when none,
 * and may have popped since). */
static const struct dot *standing_dot(const struct play *p, int i)
{
    return i >= 0 && dotset_has(p->standing, i) ? &p->level->dots[i] : NULL;
}

static struct lighting lighting_of(const struct play_scene *s)
{
    const struct play *p = s->play;
    struct lighting l = {0};
    const struct dot *held = standing_dot(p, s->held);
    if (!s->preview || !held)
        return l;
    dotset touched, chain;
    play_preview(p, s->held, &touched, &chain);
    l.previewing = true;
    l.chain = s->chain;
    l.touched = touched & s->lit;
    l.further = s->lit & ~touched;
    l.ring = kit_lighter(NOTE_COLOURS[held->note], 0.3f);
    return l;
}

static void draw_outlines(struct kit *d, const struct play_scene *s, const struct lighting *l)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    int i;
    for (DOTSET_EACH(i, p->standing, rest)) {
        const struct dot *dot = &p->level->dots[i];
        float r = (SIZES[dot->size].radius + 5) * v->scale, w = 1.6f * v->scale, alpha = 0;
        struct rgb c = INK;
        if (i == s->held)
            alpha = 1, r += 1.5f * v->scale, w = 2.4f * v->scale;
        else if (dotset_has(l->touched, i)) /* in the ring's colour: touched, not held */
            alpha = 1, w = 2.2f * v->scale, c = l->ring;
        else if (dotset_has(l->further, i))
            alpha = 0.32f;
        else if (i == s->hovered && !l->previewing)
            alpha = 0.4f;
        if (alpha > 0)
            kit_line(d, &d->field, view_px(v, dot->x), view_py(v, dot->y), r, w, c, alpha, PAINT_OVER);
    }
}

static float pop_progress(const struct play *p, int i) { return (float)(p->now - p->when[i]) / POP_MS; }

/* A pop's light: a flash, a ring of shock, and sparks thrown out. */
static void draw_pop_light(struct kit *d, const struct play *p)
{
    const struct view *v = &d->view;
    int i;
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest)) {
        float t = pop_progress(p, i);
        if (t >= 1)
            continue;
        const struct dot *dot = &p->level->dots[i];
        float out = 1 - (1 - t) * (1 - t) * (1 - t), fade = (1 - t) * (1 - t);
        float cx = view_px(v, dot->x), cy = view_py(v, dot->y), r = SIZES[dot->size].radius * v->scale;
        struct rgb c = NOTE_COLOURS[dot->note];
        if (t < 0.5f)
            kit_circle(d, &d->field, cx, cy, (struct stroke){0, 0, 1, r * (1.1f + 1.2f * out)},
                   kit_lighter(c, 0.6f), 0.9f * (1 - 2 * t), PAINT_ADD);
        kit_line(d, &d->field, cx, cy, r * (1 + 0.9f * out), 1.8f * v->scale, kit_lighter(c, 0.7f), fade,
             PAINT_ADD);
        for (int k = 0; k < 7; k++) { /* turned a little per dot, so pops differ */
            float a = TAU * (float)k / 7 + (float)i * 0.9f;
            float dist = r + (10 + 30 * out) * v->scale;
            kit_disc(d, &d->field, cx + dist * cosf(a), cy + dist * sinf(a),
                 (0.8f + 2.2f * (1 - t)) * v->scale, kit_lighter(c, 0.4f), 1 - t, PAINT_ADD);
        }
    }
}

/* One pip per tap of par, filled while it is still to be used, right-aligned at x; at
 * the words' scale, as they sit among them. */
static void draw_pips(struct kit *d, const struct play *p, float x, float y)
{
    float b = d->view.band, pip = 5.5f * b;
    for (int k = 0; k < p->level->taps && k < PIPS_MAX; k++, x -= PIP_STEP * b) {
        if (p->level->taps - 1 - k < play_taps_left(p))
            kit_disc(d, &d->whole, x, y, pip, INK, 0.92f, PAINT_OVER);
        else
            kit_line(d, &d->whole, x, y, pip - 0.7f * b, 1.4f * b, INK_DIM, 0.9f, PAINT_OVER);
    }
}

/* The header's rows in a column beside the field, from its top: the level's label,
 * number and count, a gap, the taps' label and number, then the pips' middle. */
static float column_row(struct kit *d, int row)
{
    static const enum text_style STYLES[] = {TEXT_SMALL, TEXT_LARGE, TEXT_BODY, TEXT_SMALL, TEXT_LARGE};
    float b = d->view.band, y = d->view.head.y + 8 * b;
    for (int r = 0; r < row; r++)
        y += kit_text_height(d, STYLES[r]) + (r == 2 ? 24 * b : 0);
    return row == 5 ? y + 14 * b : y;
}

/* Where the pips end on the right, and their middle: left of the taps left at the
 * band's right, or centred in the column under the taps. */
static void pips_place(struct kit *d, const struct play *p, float *x, float *y)
{
    const struct view *v = &d->view;
    float b = v->band;
    if (v->beside) {
        int pips = p->level->taps < PIPS_MAX ? p->level->taps : PIPS_MAX;
        *x = view_box_cx(&v->head) + ((float)pips - 1) / 2 * PIP_STEP * b;
        *y = column_row(d, 5);
        return;
    }
    char taps[16];
    snprintf(taps, sizeof taps, "%d", play_taps_left(p));
    *x = view_box_cx(&v->head) + kit_band_half(d) - kit_text_width(d, taps, TEXT_LARGE) - 16 * b;
    *y = view_py(v, -39);
}

/* ---- the upper layer ---------------------------------------------------------------- */

static void draw_dots(struct kit *d, const struct play_scene *s, const struct lighting *l)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    int i;
    for (DOTSET_EACH(i, p->standing, rest)) { /* glows first, so no glow covers a dot */
        const struct dot *dot = &p->level->dots[i];
        float glow = 0.16f;
        if (dotset_has(l->touched, i) || (i == s->held && l->previewing))
            glow = 0.85f;
        else if (dotset_has(l->further, i))
            glow = 0.42f;
        else if (l->chain && l->previewing)
            glow = 0.06f;
        kit_sprite(d, d->glows[dot->size], d->glow_side[dot->size], view_px(v, dot->x),
               view_py(v, dot->y), 1, NOTE_COLOURS[dot->note], glow);
    }
    for (DOTSET_EACH(i, p->standing, rest)) {
        const struct dot *dot = &p->level->dots[i];
        bool lit = !l->chain || !l->previewing || i == s->held || dotset_has(l->touched | l->further, i);
        kit_sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], view_px(v, dot->x),
               view_py(v, dot->y), 1, WHITE, lit ? 1 : 0.38f);
    }
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest)) {
        float t = pop_progress(p, i);
        if (t >= 0.35f) /* a popped dot is gone in a blink, swelling as it goes */
            continue;
        const struct dot *dot = &p->level->dots[i];
        float body = 1 - t / 0.35f;
        kit_sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], view_px(v, dot->x),
               view_py(v, dot->y), 1 + 0.35f * (1 - body), WHITE, body * body);
    }
}

/* The header in its band above the field: the level at the left, the taps at the right,
 * the name between them when they leave it room. */
static void draw_header_band(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    const struct play *p = s->play;
    char buf[64];
    float b = v->band, cx = view_box_cx(&v->head), half = kit_band_half(d);
    float left = cx - half, right = cx + half, edge;
    if (s->title) { /* a level played on its own is named, not numbered: at most the left half */
        edge = left + kit_text_within(d, s->title, TEXT_LARGE, INK, 1, left, view_py(v, -60), ALIGN_LEFT, half - 8 * b);
    } else {
        edge = left + kit_text(d, "LEVEL", TEXT_SMALL, INK_DIM, 1, left, view_py(v, -76), ALIGN_LEFT);
        snprintf(buf, sizeof buf, "%d", s->level);
        float w = kit_text(d, buf, TEXT_LARGE, INK, 1, left, view_py(v, -60), ALIGN_LEFT);
        if (s->endless)
            snprintf(buf, sizeof buf, "endless");
        else
            snprintf(buf, sizeof buf, "of %d", s->levels);
        w += 8 * b + kit_text(d, buf, TEXT_BODY, INK_DIM, 1, left + w + 8 * b, view_py(v, -45), ALIGN_LEFT);
        edge = fmaxf(edge, left + w);
    }

    snprintf(buf, sizeof buf, "TAPS LEFT  \xc2\xb7  PAR %d", p->level->taps);
    float other = right - kit_text(d, buf, TEXT_SMALL, INK_DIM, 1, right, view_py(v, -76), ALIGN_RIGHT);
    snprintf(buf, sizeof buf, "%d", play_taps_left(p));
    kit_text(d, buf, TEXT_LARGE, INK, 1, right, view_py(v, -60), ALIGN_RIGHT);
    float pips_x, pips_y;
    pips_place(d, p, &pips_x, &pips_y);
    int pips = p->level->taps < PIPS_MAX ? p->level->taps : PIPS_MAX;
    other = fminf(other, pips_x - ((float)pips - 0.5f) * PIP_STEP * b);

    /* the name in the middle, when the words either side leave it room */
    static const char NAME[] = "C A R I L L O N";
    float name = kit_text_width(d, NAME, TEXT_BODY) / 2 + 12 * b;
    if (cx - name > edge && cx + name < other)
        kit_text(d, NAME, TEXT_BODY, INK_DIM, 0.75f, cx, view_py(v, -54), ALIGN_CENTRE);
}

/* The header in its column beside the field: the level, then the taps left and par,
 * one under another from the column's top. */
static void draw_header_column(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    const struct play *p = s->play;
    char buf[64];
    float cx = view_box_cx(&v->head);
    if (s->title) {
        kit_text_within(d, s->title, TEXT_LARGE, INK, 1, cx, column_row(d, 1), ALIGN_CENTRE, v->head.w);
    } else {
        kit_text(d, "LEVEL", TEXT_SMALL, INK_DIM, 1, cx, column_row(d, 0), ALIGN_CENTRE);
        snprintf(buf, sizeof buf, "%d", s->level);
        kit_text(d, buf, TEXT_LARGE, INK, 1, cx, column_row(d, 1), ALIGN_CENTRE);
        if (s->endless)
            snprintf(buf, sizeof buf, "endless");
        else
            snprintf(buf, sizeof buf, "of %d", s->levels);
        kit_text(d, buf, TEXT_BODY, INK_DIM, 1, cx, column_row(d, 2), ALIGN_CENTRE);
    }
    snprintf(buf, sizeof buf, "TAPS LEFT  \xc2\xb7  PAR %d", p->level->taps);
    kit_text_within(d, buf, TEXT_SMALL, INK_DIM, 1, cx, column_row(d, 3), ALIGN_CENTRE, v->head.w);
    snprintf(buf, sizeof buf, "%d", play_taps_left(p));
    kit_text(d, buf, TEXT_LARGE, INK, 1, cx, column_row(d, 4), ALIGN_CENTRE);
}

/* Where the next step of a won level goes, as the keys line says it. */
static const char *next_words(const struct play_scene *s)
{
    return s->single ? "back" : s->last_level && !s->endless ? "endless levels" : "next level";
}

/* The keys line for a finger: what a tap and a hold do, and the on-screen buttons by
 * their labels (buttons.h) only where a tap does not do it; in play Undo, Hint, Restart
 * and Levels are left to the buttons themselves, which stand by the field saying so. */
static void touch_line(const struct play_scene *s, char *help, size_t n)
{
    const struct play *p = s->play;
    int k;
    if (p->status == PLAY_WON)
        k = snprintf(help, n, "tap: %s  \xc2\xb7  Restart: play it again", next_words(s));
    else if (p->status == PLAY_LOST)
        k = snprintf(help, n, "tap or Restart: try again  \xc2\xb7  Undo: the last tap");
    else
        k = snprintf(help, n, "tap a dot  \xc2\xb7  hold it to see its ring first, slide off to let go");
    char sound[64];
    words_sound(s->sound, false, true, sound, sizeof sound); /* "" while it rings */
    if (sound[0] && k > 0 && (size_t)k < n)
        snprintf(help + k, n - (size_t)k, "  \xc2\xb7  %s", sound);
}

/* The keys the player has now, or the solver's answer for the developer. */
static void keys_line(const struct play_scene *s, char *help, size_t n)
{
    const struct play *p = s->play;
    const char *back = s->back_to_workshop ? "workshop" : "levels"; /* where Esc goes */
    char sound[64], line[320];
    words_sound(s->sound, s->pad, false, sound, sizeof sound);
    if (s->note) {
        snprintf(help, n, "%s", s->note);
    } else if (s->solver) {
        const struct proof *pr = s->solver;
        int k = snprintf(help, n, "solver: %d %s, answer", pr->s.taps, pr->s.taps == 1 ? "tap" : "taps");
        for (int i = 0; i < pr->s.taps && k > 0 && (size_t)k < n; i++)
            k += snprintf(help + k, n - (size_t)k, " %d", pr->s.answer[i]);
        char bits[32];
        playscene_bits(pr, bits, sizeof bits);
        if (k > 0 && (size_t)k < n)
            snprintf(help + k, n - (size_t)k,
                     "  \xc2\xb7  %s  \xc2\xb7  proof %.1f \xc2\xb5s  \xc2\xb7  found in %.1f \xc2\xb5s", bits,
                     pr->proof_us, pr->found_us);
    } else if (s->touch) {
        touch_line(s, help, n);
    } else if (p->status == PLAY_WON) { /* undo and hints are done with */
        snprintf(line, sizeof line, "{next} %s  \xc2\xb7  {restart} play it again  \xc2\xb7  %s  \xc2\xb7  {back} %s",
                 next_words(s), sound, back);
        keymap_words(line, s->pad, help, n);
    } else if (p->status == PLAY_LOST) {
        snprintf(line, sizeof line, "{undo} undo the last tap  \xc2\xb7  {restart} try again  \xc2\xb7  %s  \xc2\xb7  {back} %s",
                 sound, back);
        keymap_words(line, s->pad, help, n);
    } else if (s->keys) { /* the keys' ring: how to play without a pointer */
        snprintf(line, sizeof line, "{arrows}, {tab} choose a dot  \xc2\xb7  {continue} tap  \xc2\xb7  {hold} its ring  "
                 "\xc2\xb7  {undo} undo  \xc2\xb7  {hint} hint  \xc2\xb7  {restart} restart  \xc2\xb7  %s  \xc2\xb7  {back} %s",
                 sound, back);
        keymap_words(line, false, help, n);
    } else {
        snprintf(line, sizeof line, "%s to see its ring  \xc2\xb7  {undo} undo  \xc2\xb7  {hint} hint  \xc2\xb7  "
                 "{restart} restart  \xc2\xb7  %s  \xc2\xb7  {back} %s", s->pad ? "hold {hold} on a dot" : "hold a dot",
                 sound, back);
        keymap_words(line, s->pad, help, n);
    }
}

static void draw_words(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    char help[320];
    keys_line(s, help, sizeof help);
    struct rgb ink = s->solver ? INK : INK_DIM;
    if (v->beside) {
        draw_header_column(d, s);
        kit_draw_column(d, help, TEXT_SMALL, ink, 0.85f, &v->foot, v->foot.y + v->foot.h - 8 * v->band, true);
        return;
    }
    draw_header_band(d, s);
    /* one line, or two when it is wider than the band: never narrowed under its size;
     * folded (a window too short for the keys) its first line alone, the note's */
    kit_words_under(d, help, ink, 0.85f);
}

/* How far the banner has faded in, 0 to 1. */
static float banner_shown(const struct play_scene *s)
{
    return s->banner_age >= BANNER_FADE_MS ? 1 : (float)s->banner_age / BANNER_FADE_MS;
}

/* What a win says: the try's taps (undone ones too) against par, what the result was
 * made of (read: no preview opened; helped), and the time it took. */
static void win_line(const struct play_scene *s, char *out, size_t n)
{
    int made = s->taps_made, par = s->play->level->taps;
    long secs = (long)(s->won_ms / 1000);
    const char *how = "";
    switch (result_kind(s->result, par)) {
    case RESULT_READ: how = "  \xc2\xb7  read: no dot held"; break;
    case RESULT_HELPED: how = "  \xc2\xb7  with help"; break;
    default: break;
    }
    snprintf(out, n, "%d %s (par %d)%s  \xc2\xb7  %ld:%02ld", made, made == 1 ? "tap" : "taps", par, how, secs / 60,
             secs % 60);
}

/* A win's headline: its result's ("Read", "Par", "Helped"), over par by how many. */
static void win_title(const struct play_scene *s, char *out, size_t n)
{
    int par = s->play->level->taps;
    enum result_kind k = result_kind(s->result, par);
    if (k == RESULT_OVER)
        snprintf(out, n, "Over par by %d", s->result.taps - par);
    else
        snprintf(out, n, "%s", result_headline(k));
}

/* The banner's width in pixels: its own at the words' scale, or the field's panel's less
 * a margin each side where that is narrower (a phone in portrait, a field between
 * columns of words). */
static float banner_width(const struct view *v)
{
    return fminf(PANEL_W * v->band, v->field.w - 2 * BANNER_MARGIN * v->band);
}

struct view_box drawplay_banner(const struct view *v, int lines)
{
    float w = banner_width(v), h = (PANEL_H + (float)(lines - BANNER_LINES_LEAST) * BANNER_LINE) * v->band;
    return (struct view_box){view_box_cx(&v->field) - w / 2, v->field.y + (v->field.h - h) / 2, w, h};
}

struct view_box drawplay_banner_lost(const struct view *v, const struct play *p, int lines)
{
    struct view_box centred = drawplay_banner(v, lines), best = centred;
    float margin = BANNER_MARGIN * v->band;
    const struct view_box tries[] = {
        centred,
        {centred.x, v->field.y + margin, centred.w, centred.h},
        {centred.x, v->field.y + v->field.h - margin - centred.h, centred.w, centred.h},
    };
    int fewest = p->level->n + 1;
    for (size_t t = 0; t < sizeof tries / sizeof tries[0]; t++) {
        const struct view_box *b = &tries[t];
        if (b->y < v->field.y || b->y + b->h > v->field.y + v->field.h)
            continue; /* a field too short to move it in */
        int hidden = 0, i;
        for (DOTSET_EACH(i, p->standing, rest)) {
            const struct dot *dot = &p->level->dots[i];
            float x = view_px(v, dot->x), y = view_py(v, dot->y), r = (float)SIZES[dot->size].radius * v->scale;
            hidden += x + r > b->x && x - r < b->x + b->w && y + r > b->y && y - r < b->y + b->h;
        }
        if (hidden < fewest) {
            fewest = hidden;
            best = *b;
        }
    }
    return best;
}

/* Out of taps: the dots still standing over the dimmed field, each ringed in its bell's
 * light, so they are what the eye finds. */
static void draw_standing(struct kit *d, const struct play_scene *s)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    float k = banner_shown(s);
    int i;
    for (DOTSET_EACH(i, p->standing, rest)) {
        const struct dot *dot = &p->level->dots[i];
        float x = view_px(v, dot->x), y = view_py(v, dot->y);
        kit_sprite(d, d->glows[dot->size], d->glow_side[dot->size], x, y, 1, NOTE_COLOURS[dot->note], 0.7f * k);
        kit_sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], x, y, 1, WHITE, k);
    }
}

static void draw_banner(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    const struct play *p = s->play;
    char line_text[200], title[32];
    struct rgb ink = INK;
    char next[96], hint[96];
    if (s->banner == BANNER_CLEARED) {
        win_title(s, title, sizeof title);
        ink = kit_result_colour(result_kind(s->result, p->level->taps));
        win_line(s, line_text, sizeof line_text);
        if (s->daily_end[0]) { /* the daily's end: its streak, the best, the next day's */
            size_t at = strlen(line_text);
            snprintf(line_text + at, sizeof line_text - at, "  \xc2\xb7  %s", s->daily_end);
        }
        if (s->single)
            snprintf(next, sizeof next, "%s",
                     s->pad ? "{hold} or {back}: back" : s->touch ? "Tap to go back" : "{next}, {back} or click: back");
        else
            snprintf(next, sizeof next, "%s %slevel %d%s", s->pad ? "{hold}:" : s->touch ? "Tap for" : "{next} or click:",
                     s->last_level ? "endless " : "", s->level + 1,
                     s->last_level && !s->endless ? ", grown as you play"
                     : s->touch                   ? "  \xc2\xb7  Levels: the list"
                                                  : "  \xc2\xb7  {back} levels");
    } else {
        snprintf(title, sizeof title, "Out of taps");
        int left = dotset_count(p->standing);
        snprintf(line_text, sizeof line_text, "%d %s still standing", left, left == 1 ? "dot" : "dots");
        snprintf(next, sizeof next, "%s",
                 s->pad     ? "{hold} to try again  \xc2\xb7  {undo} undo the last tap"
                 : s->touch ? "Tap to try again  \xc2\xb7  Undo: the last tap"
                            : "{restart} or click to try again  \xc2\xb7  {undo} undo the last tap");
    }
    keymap_words(next, s->pad, hint, sizeof hint);
    /* the words at their size, each line broken (at its dots first) where the banner is
     * too narrow for it, never narrowed under 11 points */
    float b = v->band, room = banner_width(v) - 40 * b;
    char said[BANNER_LINES_MOST / 2][KIT_LINE], then[BANNER_LINES_MOST / 2][KIT_LINE];
    int n_said = kit_wrap(d, line_text, strlen(line_text), TEXT_BODY, room, said, BANNER_LINES_MOST / 2);
    int n_then = kit_wrap(d, hint, strlen(hint), TEXT_SMALL, room, then, BANNER_LINES_MOST / 2);
    float k = banner_shown(s);
    /* the daily's end: a Share button on the banner itself, under its words (the midend
     * lays the button out where the banner leaves it room: kit.banner_button) */
    bool share = s->daily_end[0] && s->banner == BANNER_CLEARED;
    int button_lines = share ? (VIEW_BUTTON_H + 2 * VIEW_BUTTON_GAP + BANNER_LINE - 1) / BANNER_LINE : 0;
    struct view_box at = s->banner == BANNER_OUT_OF_TAPS ? drawplay_banner_lost(v, p, n_said + n_then)
                                                         : drawplay_banner(v, n_said + n_then + button_lines);
    /* it rises as it fades in, unless motion is reduced */
    float lift = s->reduced_motion ? 0 : (1 - k) * 10 * b, cx = view_box_cx(&at);
    float top = kit_draw_panel_px(d, at.w, at.h, cx, at.y + at.h / 2 + lift, k);
    kit_text_within(d, title, TEXT_TITLE, ink, k, cx, top + 30 * b, ALIGN_CENTRE, room);
    float y = top + 94 * b;
    for (int i = 0; i < n_said; i++, y += BANNER_LINE * b)
        kit_text_within(d, said[i], TEXT_BODY, INK, 0.9f * k, cx, y, ALIGN_CENTRE, room);
    y += (138 - 94 - BANNER_LINE) * b;
    for (int i = 0; i < n_then; i++, y += BANNER_LINE * b)
        kit_text_within(d, then[i], TEXT_SMALL, INK_DIM, k, cx, y, ALIGN_CENTRE, room);
    if (share && k >= 1) /* once it stands still: a button does not slide */
        d->banner_button = (struct view_box){roundf(cx - VIEW_BUTTON_W * b / 2), roundf(y + VIEW_BUTTON_GAP * b),
                                             roundf(VIEW_BUTTON_W * b), roundf(VIEW_BUTTON_H * b)};
}

/* One ring of the peal's light from dot, age ms after its bell rang: a bright line that
 * widens to reach, and a soft wake behind it. */
static void peal_ring(struct kit *d, const struct dot *dot, int64_t age, int64_t length, float reach, float bright)
{
    const struct view *v = &d->view;
    if (age < 0 || age >= length)
        return;
    float t = (float)age / (float)length, out = 1 - (1 - t) * (1 - t);
    float r = ((float)SIZES[dot->size].radius + reach * out) * v->scale;
    kit_circle(d, &d->field, view_px(v, dot->x), view_py(v, dot->y),
               (struct stroke){r, 2 * v->scale, 16 * v->scale, 4 * v->scale},
               kit_lighter(NOTE_COLOURS[dot->note], 0.35f), bright * (1 - t) * (1 - t), PAINT_ADD);
}

/* The closing peal's light, in time with its bells (playscene.h: PEAL_*): as each chain start's
 * bell rings again a ring of its colour widens from where it stood, and when they ring
 * together every start sends out a wider one, and a second after it, so the field
 * answers the chord (lower layer, within the panel; not with reduced motion). */
static void draw_peal(struct kit *d, const struct play_scene *s)
{
    const struct play *p = s->play;
    int taps = p->taps_used;
    bool cadence, chorded;
    playscene_peal_parts(result_kind(s->result, p->level->taps), &cadence, &chorded);
    int64_t chord = p->now - (s->peal_at + (int64_t)(taps > 1 ? taps : 0) * PEAL_STEP_MS);
    for (int k = 0; k < taps; k++) {
        const struct dot *dot = &p->level->dots[p->taps[k]];
        if (cadence)
            peal_ring(d, dot, p->now - (s->peal_at + (int64_t)k * PEAL_STEP_MS), PEAL_LIGHT_MS, 180, 1);
        if (taps > 1 && chorded)
            peal_ring(d, dot, chord, PEAL_LIGHT_MS * 3 / 2, 340, 1);
        if (chorded)
            peal_ring(d, dot, chord - PEAL_STEP_MS, PEAL_LIGHT_MS * 2, 520, 0.7f);
    }
}

/* The keyboard's focus: a bright ring set off by a dark band outside it, clear of every
 * outline, over the dark field and over any glow or ring alike; it never moves, so it
 * is the same with reduced motion. */
static void draw_focus(struct kit *d, const struct play_scene *s)
{
    const struct dot *dot = standing_dot(s->play, s->focus);
    if (!dot)
        return;
    const struct view *v = &d->view;
    float cx = view_px(v, dot->x), cy = view_py(v, dot->y), r = (float)SIZES[dot->size].radius * v->scale;
    kit_line(d, &d->field, cx, cy, r + 12.5f * v->scale, 4.5f * v->scale, NIGHT, 0.85f, PAINT_OVER);
    kit_line(d, &d->field, cx, cy, r + 9.5f * v->scale, 2.6f * v->scale, INK, 1, PAINT_OVER);
}

/* A soft halo that breathes around the hinted dot, a few times, then glows steady (at
 * the top of a breath, so it does not jump). */
static void draw_hint(struct kit *d, const struct play_scene *s)
{
    const struct dot *dot = standing_dot(s->play, s->hint);
    if (!dot)
        return;
    const struct view *v = &d->view;
    bool still = s->reduced_motion || s->hint_age >= HINT_BREATHS * HINT_BREATH_MS;
    float breath = still ? 1 : 0.5f + 0.5f * cosf(TAU * (float)s->hint_age / HINT_BREATH_MS);
    float r = ((float)SIZES[dot->size].radius + 10) * v->scale;
    kit_circle(d, &d->field, view_px(v, dot->x), view_py(v, dot->y),
               (struct stroke){r, 1.5f * v->scale, 9 * v->scale, 12 * v->scale}, INK,
               0.35f + 0.45f * breath, PAINT_ADD);
}

/* A lesson's light on the field (lessons.h), steady, so the game rests under it (lower
 * layer): a halo round its dot, its chain outlined, each size's reach, the taps' pips
 * ringed, or where the last tap's dot stood. */
static void draw_lesson_light(struct kit *d, const struct play_scene *s)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    for (int k = 0; k < s->lesson_dots; k++) {
        const struct dot *dot = &p->level->dots[s->lesson_dot[k]];
        float cx = view_px(v, dot->x), cy = view_py(v, dot->y), r = (float)SIZES[dot->size].radius * v->scale;
        struct rgb c = kit_lighter(NOTE_COLOURS[dot->note], 0.35f);
        if (lesson_light(s->lesson) == LIGHT_CHAIN) { /* the chain outlined, then the halo */
            dotset touched, chain;
            int i;
            play_preview(p, s->lesson_dot[k], &touched, &chain);
            for (DOTSET_EACH(i, chain & ~dotset_of(s->lesson_dot[k]), rest)) {
                const struct dot *o = &p->level->dots[i];
                kit_line(d, &d->field, view_px(v, o->x), view_py(v, o->y), (SIZES[o->size].radius + 5) * v->scale,
                         1.4f * v->scale, INK, 0.45f, PAINT_OVER);
            }
        }
        switch (lesson_light(s->lesson)) {
        case LIGHT_CHAIN:
        case LIGHT_DOT:
            kit_circle(d, &d->field, cx, cy, (struct stroke){r + 10 * v->scale, 1.5f * v->scale, 9 * v->scale, 12 * v->scale},
                       c, 0.75f, PAINT_ADD);
            break;
        case LIGHT_REACHES: {
            float reach = SIZES[dot->size].ring * v->scale;
            kit_disc(d, &d->field, cx, cy, reach, c, 0.05f, PAINT_OVER);
            kit_line(d, &d->field, cx, cy, reach, 1.6f * v->scale, c, 0.7f, PAINT_ADD);
            break;
        }
        case LIGHT_TAKEN: kit_line(d, &d->field, cx, cy, r, 1.5f * v->scale, INK, 0.55f, PAINT_OVER); break;
        default: break;
        }
    }
    if (lesson_light(s->lesson) == LIGHT_TAPS) {
        float x, y, b = v->band;
        pips_place(d, p, &x, &y);
        for (int k = 0; k < p->level->taps && k < PIPS_MAX; k++, x -= PIP_STEP * b)
            kit_line(d, &d->whole, x, y, 8.5f * b, 1.3f * b, NOTE_COLOURS[1], 0.9f, PAINT_OVER);
    }
}

/* A line said on the field, where the eye is (a lesson, or that the taps left are too
 * few): on a panel across the field, at the height where it covers least: the dots a
 * lesson lights (with the reach of their rings, where it lights the reaches) count most,
 * then the other dots standing, then the scale mark; of heights that cover as little,
 * the one nearest the field's top or bottom. Broken over as many lines as it takes (up
 * to FIELD_LINE_MOST, a small field's) rather than narrowed. (At the top or the bottom
 * alone it stood over level 5's big dot at 640x360.) */
enum { FIELD_LINE_MOST = 5, FIELD_LINE_HEIGHTS = 24 };

/* What a panel over [x0, x1] x [y0, y1] covers of the field, weighed as above. */
static int line_covers(const struct view *v, const struct play_scene *s, dotset lit, float x0, float x1, float y0,
                       float y1)
{
    int covers = 0, i;
    for (DOTSET_EACH(i, s->play->standing, rest)) {
        const struct dot *dot = &s->play->level->dots[i];
        bool taught = dotset_has(lit, i);
        int units = taught && lesson_light(s->lesson) == LIGHT_REACHES ? SIZES[dot->size].ring : SIZES[dot->size].radius;
        float x = view_px(v, dot->x), y = view_py(v, dot->y), r = (float)units * v->scale;
        if (x + r > x0 && x - r < x1 && y + r > y0 && y - r < y1)
            covers += taught ? 6 : 2;
    }
    const struct view_box *m = &v->mark;
    return covers + (m->w > 0 && m->x + m->w > x0 && m->x < x1 && m->y + m->h > y0 && m->y < y1);
}

static void draw_field_line(struct kit *d, const struct play_scene *s, const char *words, struct rgb ink)
{
    const struct view *v = &d->view;
    const struct view_box *f = &v->field;
    float b = v->band, pad = 14 * b, room = f->w - 2 * pad;
    if (v->mark.w > 0)
        room = fminf(room, f->w - 2 * (v->mark.w + 2 * pad));
    char lines[FIELD_LINE_MOST][KIT_LINE];
    int n = kit_wrap(d, words, strlen(words), TEXT_BODY, room, lines, FIELD_LINE_MOST);
    float step = kit_text_height(d, TEXT_BODY) * 1.15f, h = step * (float)n + 12 * b, w = 0;
    for (int k = 0; k < n; k++)
        w = fmaxf(w, kit_text_width(d, lines[k], TEXT_BODY));
    float cx = view_box_cx(f), half = (fminf(w, room) + 28 * b) / 2;
    dotset lit = 0;
    for (int k = 0; k < s->lesson_dots; k++)
        lit |= dotset_of(s->lesson_dot[k]);
    float lo = f->y + pad, hi = fmaxf(lo, f->y + f->h - pad - h), y = lo;
    int least = -1;
    float nearest = 0;
    for (int k = 0; k <= FIELD_LINE_HEIGHTS; k++) {
        float at = lo + (hi - lo) * (float)k / FIELD_LINE_HEIGHTS, edge = fminf(at - lo, hi - at);
        int covers = line_covers(v, s, lit, cx - half, cx + half, at, at + h);
        if (least < 0 || covers < least || (covers == least && edge < nearest)) {
            least = covers;
            nearest = edge;
            y = at;
        }
    }
    kit_draw_panel_px(d, 2 * half, h, cx, y + h / 2, 0.92f);
    for (int k = 0; k < n; k++)
        kit_text_within(d, lines[k], TEXT_BODY, ink, 1, cx, y + 6 * b + step * (float)k, ALIGN_CENTRE, room);
}

/* The scale mark's lesson: what the zoom means, beside the mark, on the panel's side. */
static void draw_zoom_lesson(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    const struct view_box *m = &v->mark, *f = &v->field;
    if (m->w <= 0)
        return;
    char words[80];
    lesson_words(LESSON_ZOOM, s->play, s->pad, s->touch, v->zoom, words, sizeof words);
    bool right = view_box_cx(m) > view_box_cx(f), low = m->y + m->h / 2 > f->y + f->h / 2;
    float b = v->band, gap = 10 * b, h = kit_text_height(d, TEXT_SMALL);
    float x = right ? m->x - gap : m->x + m->w + gap;
    float y = low ? m->y + m->h - h : m->y;
    kit_text_within(d, words, TEXT_SMALL, INK, 0.95f, x, y, right ? ALIGN_RIGHT : ALIGN_LEFT,
                    f->w - m->w - 3 * gap);
}

/* The solver's answer: a bright ring round each answer dot (lower layer). */
static void draw_answer_rings(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    for (int i = 0; i < s->solver->s.taps; i++) {
        const struct dot *dot = &s->play->level->dots[s->solver->s.answer[i]];
        kit_line(d, &d->field, view_px(v, dot->x), view_py(v, dot->y),
                 ((float)SIZES[dot->size].radius + 7) * v->scale, 2.5f * v->scale,
                 NOTE_COLOURS[1], 0.95f, PAINT_OVER);
    }
}

/* The solver's answer: each tap's number on a dark badge over its dot (upper layer). */
static void draw_answer_numbers(struct kit *d, const struct play_scene *s)
{
    const struct view *v = &d->view;
    enum { BADGE = 24 };
    for (int i = 0; i < s->solver->s.taps; i++) {
        const struct dot *dot = &s->play->level->dots[s->solver->s.answer[i]];
        float cx = view_px(v, dot->x), cy = view_py(v, dot->y);
        kit_draw_panel(d, BADGE, BADGE, cx, cy, 0.95f);
        char number[12];
        snprintf(number, sizeof number, "%d", i + 1);
        kit_text(d, number, TEXT_BODY, NOTE_COLOURS[1], 1, cx, kit_words_top(d, TEXT_BODY, cy), ALIGN_CENTRE);
    }
}

/* A framed field's scale mark (view.h), under the dots: the whole field in miniature, a
 * faint outline, its standing dots in their colours, the frame of the part the panel
 * shows lit inside it, and the zoom under it (issue 42: it was an empty grey box). */
static void draw_scale_mark(struct kit *d, const struct play *p)
{
    const struct view *v = &d->view;
    const struct view_box *m = &v->mark;
    if (m->w <= 0)
        return;
    float k = (float)VIEW_MARK_W * v->band / FIELD_WIDTH, x0, y0, x1, y1;
    view_shown(v, &x0, &y0, &x1, &y1);
    struct carillon_rect whole = {m->x, m->y, VIEW_MARK_W * v->band, VIEW_MARK_H * v->band};
    struct carillon_rect shown = {m->x + x0 * k, m->y + y0 * k, (x1 - x0) * k, (y1 - y0) * k};
    kit_rect(d, &whole, NIGHT, 150, true);
    kit_rect(d, &shown, INK_DIM, 30, true);
    int i;
    for (DOTSET_EACH(i, p->standing, rest)) { /* each dot a speck of its colour, its size in proportion */
        const struct dot *dot = &p->level->dots[i];
        float r = fmaxf(1.0f * v->ratio_x, (float)SIZES[dot->size].radius * k);
        kit_rect(d, &(struct carillon_rect){m->x + (float)dot->x * k - r, m->y + (float)dot->y * k - r, 2 * r, 2 * r},
                 NOTE_COLOURS[dot->note], 230, true);
    }
    kit_rect(d, &shown, INK, 170, false);
    kit_rect(d, &whole, INK_DIM, 90, false);
    char words[16];
    snprintf(words, sizeof words, "\xc3\x97%.1f", (double)v->zoom);
    kit_text_within(d, words, TEXT_SMALL, INK_DIM, 0.8f, view_box_cx(m), m->y + (VIEW_MARK_H + 3) * v->band,
                     ALIGN_CENTRE, m->w + 2 * VIEW_MARK_PAD * v->band);
}

void drawplay_scene(struct kit *d, const struct play_scene *s)
{
    const struct play *p = s->play;
    struct lighting l = lighting_of(s);

    if (kit_begin(d)) {
        if (l.previewing)
            draw_reach(d, p, s->held);
        if (!s->reduced_motion) {
            draw_rings(d, p);
            draw_pop_light(d, p);
        }
        draw_hint(d, s);
        draw_lesson_light(d, s);
        if (s->pealing && !s->reduced_motion)
            draw_peal(d, s);
        if (s->solver)
            draw_answer_rings(d, s);
        draw_outlines(d, s, &l);
        draw_ripple(d, s);
        draw_focus(d, s);
        float px, py;
        pips_place(d, p, &px, &py);
        draw_pips(d, p, px, py);
        kit_end(d);
    }
    draw_scale_mark(d, p);
    draw_dots(d, s, &l);
    if (s->solver)
        draw_answer_numbers(d, s);
    if (s->banner != BANNER_NONE) /* the field fades back, so no dot shows through the banner */
        kit_dim(d, DIM_BEHIND_PANEL * banner_shown(s));
    if (s->banner == BANNER_OUT_OF_TAPS) /* but what was missed stands out */
        draw_standing(d, s);
    draw_words(d, s);
    if (s->banner != BANNER_NONE) {
        draw_banner(d, s);
        return;
    }
    char line[160];
    if (s->hopeless && s->play->status == PLAY_ON) {
        if (s->touch) /* the buttons' labels */
            snprintf(line, sizeof line, "Too few taps left for what stands: Undo or Restart");
        else
            keymap_words("Too few taps left for what stands: {undo} undo, {restart} restart", s->pad, line,
                         sizeof line);
        draw_field_line(d, s, line, NOTE_COLOURS[1]);
    } else if (s->lesson != LESSON_NONE) {
        lesson_words(s->lesson, s->play, s->pad, s->touch, d->view.zoom, line, sizeof line);
        draw_field_line(d, s, line, INK);
    }
    if (s->zoom_lesson)
        draw_zoom_lesson(d, s);
}
