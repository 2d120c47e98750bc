/* kit.c: see kit.h.
 *
 * Circles painted by hand on the lower layer cost a few nanoseconds a pixel, where SDL's
 * software renderer spends tens on a triangle's, and they come out the same on every
 * canvas.
 */
#include "game/draw/kit.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


const struct rgb WHITE = {255, 255, 255};

/* ---- sprites ------------------------------------------------------------------------ */

/* Each sprite's id on the canvas: the dots, the tiles, the glows, the panels, then the
 * buttons' icons. */
enum { SPRITE_TILES = NOTE_COUNT * SIZE_COUNT, SPRITE_GLOWS = SPRITE_TILES + NOTE_COUNT,
       SPRITE_PANELS = SPRITE_GLOWS + SIZE_COUNT, SPRITE_GLYPHS = SPRITE_PANELS + PANEL_CACHE,
       SPRITE_COUNT = SPRITE_GLYPHS + GLYPHS };
_Static_assert((int)SPRITE_COUNT <= (int)CARILLON_SPRITES, "the canvas holds every sprite");
_Static_assert(SPRITE_PANELS < 32, "a bit of kit.unpainted for each sprite before the panels");

static void drop(struct kit *d, int id) { d->canvas->sprite_drop(d->canvas->ctx, id); }

/* The sprites: each painted at the field's scale (dots, glows) or the panel's (tiles). */
static void drop_sprites(struct kit *d)
{
    for (int n = 0; n < NOTE_COUNT; n++) {
        drop(d, d->tiles[n]);
        for (int s = 0; s < SIZE_COUNT; s++)
            drop(d, d->dots[n][s]);
    }
    for (int s = 0; s < SIZE_COUNT; s++)
        drop(d, d->glows[s]);
}

static void drop_textures(struct kit *d)
{
    for (int i = 0; i < GLYPHS; i++)
        drop(d, SPRITE_GLYPHS + i);
    d->glyphs_painted = 0;
    for (int i = 0; i < PANEL_CACHE; i++) {
        drop(d, SPRITE_PANELS + i);
        d->panels[i].made = false;
    }
    drop_sprites(d);
    image_free(&d->backdrop);
    image_free(&d->ground);
}

enum paint_kind { PAINT_PANEL, PAINT_DOT, PAINT_PLAIN_DOT, PAINT_GLOW, PAINT_GLYPH };

/* Paints one w x h image and hands it to the canvas as sprite id; fails with err set
 * when it cannot. */
static int painted(struct kit *d, int id, enum paint_kind kind, int w, int h, float r, int note, error_line *err)
{
    struct image img;
    if (image_new(&img, w, h, err) != 0)
        return -1;
    switch (kind) {
    case PAINT_PANEL: paint_panel(&img, r); break;
    case PAINT_DOT: paint_dot(&img, r, note, d->marks); break;
    case PAINT_PLAIN_DOT: paint_dot(&img, r, note, false); break;
    case PAINT_GLOW: paint_glow(&img, r * 0.55f, r * 2.3f); break;
    case PAINT_GLYPH: glyph_paint(&img, (enum glyph)note); break;
    }
    int status = d->canvas->sprite_make(d->canvas->ctx, id, &img, kind == PAINT_GLOW, err);
    image_free(&img);
    return status;
}

/* The sprites' sizes at the field's scale (dots, glows) and the panel's (tiles); each is
 * painted when first drawn or, before that, a step ahead (kit_paint_ahead): the first
 * frame of the level select needs a few of them, and a browser paints slowly. */
static float dot_radius(const struct kit *d, int size) { return (float)SIZES[size].radius * d->view.scale; }

static float tile_radius(const struct kit *d) { return TILE_RADIUS * view_panel_scale(&d->view); }

static void size_sprites(struct kit *d)
{
    for (int size = 0; size < SIZE_COUNT; size++) {
        float r = dot_radius(d, size);
        d->dot_side[size] = paint_dot_side(r);
        d->glow_side[size] = (int)ceilf(r * 4.6f) + 2;
    }
    d->tile_side = paint_dot_side(tile_radius(d));
    d->unpainted = (1u << SPRITE_PANELS) - 1;
}

/* Paints sprite id (a dot, a tile or a glow) at its size. */
static int paint_sprite(struct kit *d, int id, error_line *err)
{
    int status;
    if (id < SPRITE_TILES) {
        int size = id % SIZE_COUNT, side = d->dot_side[size];
        status = painted(d, id, PAINT_DOT, side, side, dot_radius(d, size), id / SIZE_COUNT, err);
    } else if (id < SPRITE_GLOWS) {
        status = painted(d, id, PAINT_PLAIN_DOT, d->tile_side, d->tile_side, tile_radius(d), id - SPRITE_TILES, err);
    } else {
        int size = id - SPRITE_GLOWS, side = d->glow_side[size];
        status = painted(d, id, PAINT_GLOW, side, side, dot_radius(d, size), 0, err);
    }
    if (status == 0)
        d->unpainted &= ~(1u << id);
    return status;
}

int kit_paint_ahead(struct kit *d, error_line *err)
{
    if (!d->fitted || !d->unpainted)
        return 0;
    int id = 0;
    while (!(d->unpainted & (1u << id)))
        id++;
    return paint_sprite(d, id, err);
}

bool kit_ahead(const struct kit *d) { return d->fitted && d->unpainted; }

static int paint_all(struct kit *d, error_line *err)
{
    const struct view *v = &d->view;
    if (image_new(&d->backdrop, v->width, v->height, err) != 0 ||
        image_new(&d->ground, v->width, v->height, err) != 0)
        return -1;
    paint_backdrop(&d->backdrop, v);
    d->ground_stale = true;
    if (d->canvas->layer(d->canvas->ctx, v->width, v->height, err) != 0)
        return -1;
    d->layer_new = true;
    size_sprites(d);
    return 0;
}

static int repaint(struct kit *d, error_line *err)
{
    drop_textures(d);
    d->fitted = paint_all(d, err) == 0;
    d->canvas->words_scale(d->canvas->ctx, d->view.band);
    return d->fitted ? 0 : -1;
}

static bool same_box(const struct view_box *a, const struct view_box *b)
{
    return a->x == b->x && a->y == b->y && a->w == b->w && a->h == b->h;
}

/* A new output, panel or words' scale repaints everything; a new frame of the field
 * (view_frame) only the sprites its scale sizes, and a move of it the ground (its grid). */
int kit_fit(struct kit *d, const struct view *v, error_line *err)
{
    bool same_panel = d->fitted && v->width == d->view.width && v->height == d->view.height &&
                      v->band == d->view.band && same_box(&v->field, &d->view.field);
    if (!same_panel) {
        d->view = *v;
        return repaint(d, err);
    }
    bool same_scale = v->scale == d->view.scale;
    d->ground_stale |= !same_scale || v->x0 != d->view.x0 || v->y0 != d->view.y0;
    d->view = *v;
    if (same_scale)
        return 0;
    drop_sprites(d);
    size_sprites(d);
    return 0;
}

int kit_set_marks(struct kit *d, bool marks, error_line *err)
{
    if (marks == d->marks)
        return 0;
    d->marks = marks;
    return d->fitted ? repaint(d, err) : 0;
}

struct kit *kit_open(const struct carillon_canvas *canvas, bool marks, error_line *err)
{
    struct kit *d = calloc(1, sizeof *d);
    if (!d) {
        error_fail(err, "out of memory for drawing");
        return NULL;
    }
    d->canvas = canvas;
    d->marks = marks;
    for (int n = 0; n < NOTE_COUNT; n++) {
        d->tiles[n] = SPRITE_TILES + n;
        for (int s = 0; s < SIZE_COUNT; s++)
            d->dots[n][s] = n * SIZE_COUNT + s;
    }
    for (int s = 0; s < SIZE_COUNT; s++)
        d->glows[s] = SPRITE_GLOWS + s;
    return d;
}

void kit_close(struct kit *d)
{
    if (!d)
        return;
    drop_textures(d);
    free(d);
}

/* A panel px_w x px_h pixels large with corners of corner pixels, as a sprite's id:
 * from the cache, or painted into the slot drawn longest ago; -1 when it cannot be. */
static int cached_panel(struct kit *d, int px_w, int px_h, float corner)
{
    struct panel *slot = &d->panels[0];
    for (int i = 0; i < PANEL_CACHE; i++) {
        struct panel *p = &d->panels[i];
        if (p->made && p->px_w == px_w && p->px_h == px_h && p->corner == corner) {
            p->used = ++d->clock;
            return SPRITE_PANELS + i;
        }
        if (!p->made || (slot->made && p->used < slot->used))
            slot = p; /* a free slot, or else the one drawn longest ago */
    }
    int id = SPRITE_PANELS + (int)(slot - d->panels);
    drop(d, id);
    *slot = (struct panel){.px_w = px_w, .px_h = px_h, .corner = corner, .used = ++d->clock};
    error_line ignored; /* a panel that cannot be made is left out of the frame */
    slot->made = painted(d, id, PAINT_PANEL, px_w, px_h, corner, 0, &ignored) == 0;
    return slot->made ? id : -1;
}

/* An alpha of 0..1 as the canvas's byte. */
static uint8_t alpha_byte(float alpha) { return (uint8_t)lroundf((alpha < 0 ? 0 : alpha > 1 ? 1 : alpha) * 255); }

void kit_glyph(struct kit *d, enum glyph icon, float cx, float cy, float side, struct rgb tint, float alpha)
{
    if (icon < 0 || icon >= GLYPHS)
        return;
    int px = (int)lroundf(side);
    if (px != d->glyph_side) { /* painted again at the buttons' new size */
        for (int i = 0; i < GLYPHS; i++)
            drop(d, SPRITE_GLYPHS + i);
        d->glyphs_painted = 0;
        d->glyph_side = px;
    }
    error_line ignored; /* an icon that cannot be made is left out of the frame */
    if (!(d->glyphs_painted >> icon & 1u) &&
        painted(d, SPRITE_GLYPHS + icon, PAINT_GLYPH, px, px, 0, (int)icon, &ignored) == 0)
        d->glyphs_painted |= 1u << icon;
    if (d->glyphs_painted >> icon & 1u)
        kit_sprite(d, SPRITE_GLYPHS + icon, px, cx, cy, 1, tint, alpha);
}

float kit_draw_panel_px(struct kit *d, float px_w, float px_h, float cx, float cy, float alpha)
{
    int pw = (int)ceilf(px_w), ph = (int)ceilf(px_h);
    /* corners of 20 units at the bands' scale; a small panel is a disc */
    int id = cached_panel(d, pw, ph, fminf(20 * d->view.band, (float)(pw < ph ? pw : ph) / 2));
    struct carillon_rect dst = {roundf(cx - (float)pw / 2), roundf(cy - (float)ph / 2), (float)pw, (float)ph};
    if (id >= 0)
        d->canvas->sprite(d->canvas->ctx, id, &dst, WHITE, alpha_byte(alpha));
    return dst.y;
}

float kit_draw_panel(struct kit *d, int w, int h, float cx, float cy, float alpha)
{
    return kit_draw_panel_px(d, (float)w * d->view.band, (float)h * d->view.band, cx, cy, alpha);
}

float kit_band_half(const struct kit *d) { return d->view.head.w / 2; }

/* Skips the spaces, and a "·" between them, that end one line where the next begins. */
static size_t skip_break(const char *str, size_t at, size_t len)
{
    while (at < len && str[at] == ' ')
        at++;
    if (len - at >= 2 && memcmp(str + at, "\xc2\xb7", 2) == 0 && (len - at == 2 || str[at + 2] == ' '))
        for (at += 2; at < len && str[at] == ' '; at++) {
        }
    return at;
}

int kit_wrap(struct kit *d, const char *str, size_t len, enum text_style style, float max_w,
             char lines[][KIT_LINE], int most)
{
    int n = 0;
    size_t at = skip_break(str, 0, len);
    while (at < len && n < most) {
        size_t end = len - at < KIT_LINE - 1 ? len : at + KIT_LINE - 1, fits = end - at, parted = 0;
        memcpy(lines[n], str + at, fits);
        lines[n][fits] = '\0';
        /* the rest on this line when it fits (one measure, each frame), or when this is the
         * last line, which takes the rest; else parted at the last space that fits */
        if (n < most - 1 && kit_text_width(d, lines[n], style) > max_w) {
            fits = 0;
            for (size_t i = at; i <= end; i++) {
                if (i < end && str[i] != ' ')
                    continue;
                memcpy(lines[n], str + at, i - at);
                lines[n][i - at] = '\0';
                if (fits && kit_text_width(d, lines[n], style) > max_w)
                    break;
                fits = i - at;
                if (i == end || (i + 2 < end && str[i + 1] == ' ' && str[i + 2] == '\xc2')) /* "  ·  " parts a line best */
                    parted = fits;
            }
            if (parted)
                fits = parted;
            memcpy(lines[n], str + at, fits);
            lines[n][fits] = '\0';
            /* a first word wider than the line stays whole on a line of its own, never cut
             * inside (the layout leaves room for the longest: test_drawn's sweep); but a
             * string of KIT_UNWORD or more with no space, which no language has (a code, a
             * path), is cut between its characters rather than narrowed */
            while (fits >= KIT_UNWORD && !memchr(lines[n], ' ', fits) && kit_text_width(d, lines[n], style) > max_w) {
                do
                    fits--;
                while (fits > 1 && ((unsigned char)str[at + fits] & 0xC0) == 0x80);
                lines[n][fits] = '\0';
            }
        }
        n++;
        at = skip_break(str, at + fits, len);
    }
    return n;
}

/* kit_draw_column's lines (at most most), and how many. */
static int column_lines(struct kit *d, const char *line, enum text_style style, float w, char lines[][KIT_LINE],
                        int most)
{
    static const char DOT[] = "  \xc2\xb7  ";
    int n = 0;
    for (const char *at = line; n < most;) {
        const char *next = strstr(at, DOT);
        size_t len = next ? (size_t)(next - at) : strlen(at);
        /* a part too wide for the column goes on over lines, never narrowed to fit */
        n += kit_wrap(d, at, len, style, w, lines + n, most - n);
        if (!next)
            break;
        at = next + sizeof DOT - 1;
    }
    return n;
}

enum { COLUMN_MOST = 24 };

float kit_column_height(struct kit *d, const char *line, enum text_style style, float w)
{
    char lines[COLUMN_MOST][KIT_LINE];
    return kit_text_height(d, style) * 1.15f * (float)column_lines(d, line, style, w, lines, COLUMN_MOST);
}

float kit_draw_column(struct kit *d, const char *line, enum text_style style, struct rgb c, float alpha,
                      const struct view_box *box, float y, bool upward)
{
    char lines[COLUMN_MOST][KIT_LINE];
    int n = column_lines(d, line, style, box->w, lines, COLUMN_MOST);
    float step = kit_text_height(d, style) * 1.15f, cx = view_box_cx(box);
    if (upward)
        y -= step * (float)n;
    for (int i = 0; i < n; i++, y += step)
        kit_text_within(d, lines[i], style, c, alpha, cx, y, ALIGN_CENTRE, box->w);
    return upward ? y - step * (float)n : y;
}

float kit_words_top(struct kit *d, enum text_style style, float cy)
{
    return cy - kit_text_height(d, style) / 2;
}

void kit_dim(struct kit *d, float alpha)
{
    kit_rect(d, NULL, NIGHT, alpha_byte(alpha), true);
    d->words_count = 0; /* what was drawn before is behind the dim, not the frame's words */
}

void kit_rect(struct kit *d, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill)
{
    d->canvas->rect(d->canvas->ctx, r, colour, alpha, fill);
}

void kit_sprite(struct kit *d, int id, int side, float cx, float cy, float scale, struct rgb tint, float alpha)
{
    error_line ignored; /* a sprite that cannot be painted now is left out of the frame */
    if (id < SPRITE_PANELS && (d->unpainted & (1u << id)) && paint_sprite(d, id, &ignored) != 0)
        return;
    float w = (float)side * scale;
    struct carillon_rect dst = {cx - w / 2, cy - w / 2, w, w};
    if (scale == 1) { /* whole pixels keep a sprite exactly as painted */
        dst.x = roundf(dst.x);
        dst.y = roundf(dst.y);
    }
    d->canvas->sprite(d->canvas->ctx, id, &dst, tint, alpha_byte(alpha));
}

void kit_words_under(struct kit *d, const char *words, struct rgb c, float alpha)
{
    const struct view *v = &d->view;
    char lines[2][KIT_LINE];
    int n = kit_wrap(d, words, strlen(words), TEXT_SMALL, v->foot.w, lines, 2);
    bool folded = view_folded(v);
    for (int i = 0; i < (folded ? 1 : n); i++)
        kit_text_within(d, lines[i], TEXT_SMALL, c, alpha, view_box_cx(&v->foot),
                        view_py(v, FIELD_HEIGHT + (folded ? 4 : n == 1 ? 16 : 6 + 18 * i)), ALIGN_CENTRE, v->foot.w);
}

float kit_text(struct kit *d, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
               float y, enum text_align align)
{
    return kit_text_within(d, str, style, colour, alpha, x, y, align, 0);
}

void kit_frame(struct kit *d)
{
    d->words_count = 0;
    d->banner_button = (struct view_box){0};
}

/* Notes a line of words as drawn, width pixels wide: where it went and at what size (--where). */
static void note_words(struct kit *d, const char *str, float width, enum text_style style, float x, float y,
                       enum text_align align, float max_w)
{
    if (!*str || d->words_count == KIT_WORDS_NOTED)
        return;
    struct kit_words *w = &d->words[d->words_count++];
    float height = kit_text_height(d, style);
    snprintf(w->text, sizeof w->text, "%.*s", (int)sizeof w->text - 1, str);
    w->box = carillon_words_box(width, height, x, y, align, max_w);
    float narrowed = max_w > 0 && width > max_w ? max_w / width : 1;
    w->pt = (float)carillon_text_px(style, d->view.band) * narrowed / d->view.ratio_y;
}

/* Words are never narrowed under this many points (view.h): a line that would be is
 * shortened with an ellipsis instead. The display face's numbers and titles are large. */
#define WORDS_LEAST_PT 11.0f

/* str shortened at a space (or, a single word, between characters) with an ellipsis to
 * fit within wide pixels, into out; its width. */
static float shortened(struct kit *d, const char *str, enum text_style style, float wide, char *out, size_t n)
{
    static const char ELLIPSIS[] = "\xe2\x80\xa6";
    size_t len = strlen(str), cut = len < n - sizeof ELLIPSIS ? len : n - sizeof ELLIPSIS;
    bool spaced = memchr(str, ' ', len) != NULL;
    while (cut > 0) {
        cut--;
        while (cut > 0 && ((unsigned char)str[cut] & 0xC0) == 0x80) /* on a character's start */
            cut--;
        if (spaced && str[cut] != ' ')
            continue;
        size_t keep = cut;
        while (keep > 0 && (str[keep - 1] == ' ' || str[keep - 1] == '\xb7' || str[keep - 1] == '\xc2'))
            keep--; /* no dangling space or dot before the ellipsis */
        snprintf(out, n, "%.*s%s", (int)keep, str, ELLIPSIS);
        float width = kit_text_width(d, out, style);
        if (width <= wide)
            return width;
    }
    snprintf(out, n, "%s", ELLIPSIS);
    return kit_text_width(d, out, style);
}

float kit_text_within(struct kit *d, const char *str, enum text_style style, struct rgb colour, float alpha,
                      float x, float y, enum text_align align, float max_w)
{
    char short_line[KIT_LINE];
    float width = kit_text_width(d, str, style); /* (measured once: for the ellipsis and --where) */
    if (max_w > 0 && !carillon_text_display(style)) {
        float pt = (float)carillon_text_px(style, d->view.band) / d->view.ratio_y;
        float wide = max_w * fmaxf(pt / WORDS_LEAST_PT, 1); /* as wide as 11 points may narrow to max_w */
        if (width > wide) {
            width = shortened(d, str, style, wide, short_line, sizeof short_line);
            str = short_line;
        }
    }
    note_words(d, str, width, style, x, y, align, max_w);
    return d->canvas->words(d->canvas->ctx, str, style, colour, alpha, x, y, align, max_w);
}

float kit_text_width(struct kit *d, const char *str, enum text_style style)
{
    return d->canvas->words_width(d->canvas->ctx, str, style);
}

float kit_text_height(struct kit *d, enum text_style style)
{
    return d->canvas->words_height(d->canvas->ctx, style);
}

/* ---- the lower layer: circles ------------------------------------------------------- */

/* The smallest box holding a and b. */
static struct carillon_box box_union(struct carillon_box a, struct carillon_box b)
{
    if (a.w <= 0 || a.h <= 0)
        return b;
    if (b.w <= 0 || b.h <= 0)
        return a;
    int x0 = a.x < b.x ? a.x : b.x, y0 = a.y < b.y ? a.y : b.y;
    int x1 = a.x + a.w > b.x + b.w ? a.x + a.w : b.x + b.w, y1 = a.y + a.h > b.y + b.h ? a.y + a.h : b.y + b.h;
    return (struct carillon_box){x0, y0, x1 - x0, y1 - y0};
}

struct rgb kit_lighter(struct rgb c, float t)
{
    return (struct rgb){(uint8_t)(c.r + (255 - c.r) * t), (uint8_t)(c.g + (255 - c.g) * t),
                        (uint8_t)(c.b + (255 - c.b) * t)};
}

struct rgb kit_result_colour(enum result_kind k)
{
    switch (k) {
    case RESULT_READ: return NOTE_COLOURS[1];
    case RESULT_PAR: return NOTE_COLOURS[2];
    case RESULT_OVER: return NOTE_COLOURS[3];
    default: return INK;
    }
}

void kit_result_mark(struct kit *d, enum result_kind k, float cx, float cy, float scale)
{
    struct rgb c = kit_result_colour(k);
    switch (k) {
    case RESULT_READ:
        kit_disc(d, &d->field, cx, cy, 4 * scale, c, 1, PAINT_OVER);
        kit_line(d, &d->field, cx, cy, 7 * scale, 1.4f * scale, c, 0.95f, PAINT_OVER);
        break;
    case RESULT_PAR: kit_disc(d, &d->field, cx, cy, 4 * scale, c, 0.95f, PAINT_OVER); break;
    case RESULT_OVER: kit_disc(d, &d->field, cx, cy, 3 * scale, c, 0.9f, PAINT_OVER); break;
    case RESULT_HELPED: kit_line(d, &d->field, cx, cy, 3.5f * scale, 1.3f * scale, c, 0.95f, PAINT_OVER); break;
    case RESULT_NONE: break;
    }
}

void kit_circle(struct kit *d, const struct target *t, float cx, float cy, struct stroke s, struct rgb c,
                float alpha, enum paint_blend blend)
{
    struct image img = t->img;
    struct carillon_box at = paint_circle(&img, cx - (float)t->ox, cy - (float)t->oy, s, c, alpha, blend);
    at.x += t->ox, at.y += t->oy;
    d->drawn = box_union(d->drawn, at);
}

void kit_line(struct kit *d, const struct target *t, float cx, float cy, float r, float w, struct rgb c,
              float alpha, enum paint_blend blend)
{
    float core = w / 2 - 0.5f;
    if (core < 0) { /* thinner than a pixel: fainter, never broken */
        alpha *= w;
        core = 0;
    }
    kit_circle(d, t, cx, cy, (struct stroke){r, core, 1, 1}, c, alpha, blend);
}

void kit_disc(struct kit *d, const struct target *t, float cx, float cy, float r, struct rgb c, float alpha,
              enum paint_blend blend)
{
    kit_circle(d, t, cx, cy, (struct stroke){0, r - 0.5f, 1, 1}, c, alpha, blend);
}

/* Sets d->field to the part of d->whole over the field's panel. */
static void clip_field(struct kit *d)
{
    const struct view_box *f = &d->view.field;
    const struct image *all = &d->whole.img;
    int x0 = (int)floorf(f->x), y0 = (int)floorf(f->y);
    int x1 = (int)ceilf(f->x + f->w), y1 = (int)ceilf(f->y + f->h);
    x0 = x0 < 0 ? 0 : x0, y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > all->w ? all->w : x1, y1 = y1 > all->h ? all->h : y1;
    d->field = (struct target){
        {x1 - x0, y1 - y0, all->stride, all->px + (size_t)y0 * (size_t)all->stride + (size_t)x0},
        x0, y0};
}

/* Copies box of the ground into the layer, a row at a time. */
static void restore(struct kit *d, struct carillon_box box)
{
    struct image *all = &d->whole.img;
    for (int y = box.y; y < box.y + box.h; y++)
        memcpy(all->px + (size_t)y * (size_t)all->stride + (size_t)box.x,
               d->ground.px + (size_t)y * (size_t)d->ground.stride + (size_t)box.x, (size_t)box.w * sizeof *all->px);
}

bool kit_begin(struct kit *d)
{
    struct image layer;
    if (!d->fitted || !d->canvas->begin(d->canvas->ctx, &layer))
        return false;
    struct image *all = &d->whole.img;
    *all = (struct image){d->backdrop.w, d->backdrop.h, layer.stride, layer.px};
    struct carillon_box whole = {0, 0, all->w, all->h};
    if (d->ground_stale) {
        memcpy(d->ground.px, d->backdrop.px, (size_t)all->w * (size_t)all->h * sizeof *all->px);
        paint_grid(&d->ground, &d->view);
        d->ground_stale = false;
        d->layer_new = true; /* the ground changed under every pixel */
    }
    /* the layer holds the ground but where the last frame painted */
    d->restored = d->layer_new ? whole : d->painted;
    d->layer_new = false;
    restore(d, d->restored);
    d->drawn = (struct carillon_box){0, 0, 0, 0};
    clip_field(d);
    return true;
}

void kit_end(struct kit *d)
{
    struct carillon_box changed = box_union(d->restored, d->drawn);
    d->painted = d->drawn;
    d->canvas->end(d->canvas->ctx, &changed);
}
