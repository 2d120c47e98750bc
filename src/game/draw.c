/* draw.c: see draw.h.
 *
 * A frame is two layers. The lower one is painted on the CPU straight into a streaming
 * texture: the backdrop copied in, then every circle (a held dot's reach, rings in
 * flight, pop flashes and sparks, preview outlines, the taps' pips), each touching only
 * the pixels it covers. The upper one is the renderer's: dots and their glows as
 * textures painted once per size, the words, the banner. Circles painted by hand cost a
 * few nanoseconds a pixel, where SDL's software renderer spends tens on a triangle's,
 * and they come out the same on every renderer.
 */
#include "draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paint.h"

static const float TAU = 6.28318531f;
static const struct rgb WHITE = {255, 255, 255};

/* Pixels to paint on, and where their (0, 0) is on the output. */
struct target {
    struct image img;
    int ox, oy;
};

struct draw {
    SDL_Renderer *renderer;
    struct text *text;
    struct view view;
    bool fitted;
    struct image backdrop;   /* kept in memory: copied into the layer each frame */
    SDL_Texture *layer;      /* the lower layer, streamed */
    struct target whole;     /* the layer while it is locked */
    struct target field;     /* the part of it over the field: rings stop at its edges */
    SDL_Texture *panel;
    SDL_Texture *dots[NOTE_COUNT][SIZE_COUNT];
    SDL_Texture *glows[SIZE_COUNT];
    int dot_side[SIZE_COUNT], glow_side[SIZE_COUNT];
    int panel_w, panel_h;
};

/* The banner panel, in field units. */
enum { PANEL_W = 440, PANEL_H = 190 };

/* ---- textures ----------------------------------------------------------------------- */

static void drop_textures(struct draw *d)
{
    SDL_Texture **all[] = {&d->layer, &d->panel};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        if (*all[i])
            SDL_DestroyTexture(*all[i]);
        *all[i] = NULL;
    }
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int n = 0; n < NOTE_COUNT; n++) {
            if (d->dots[n][s])
                SDL_DestroyTexture(d->dots[n][s]);
            d->dots[n][s] = NULL;
        }
        if (d->glows[s])
            SDL_DestroyTexture(d->glows[s]);
        d->glows[s] = NULL;
    }
    image_free(&d->backdrop);
}

enum paint_kind { PAINT_PANEL, PAINT_DOT, PAINT_GLOW };

/* Paints one w x h image and makes it a texture; NULL with err set when it cannot. */
static SDL_Texture *painted(struct draw *d, enum paint_kind kind, int w, int h, float r, int note,
                            SDL_BlendMode blend, lg_err *err)
{
    struct image img;
    if (image_new(&img, w, h, err) != 0)
        return NULL;
    switch (kind) {
    case PAINT_PANEL: paint_panel(&img, r); break;
    case PAINT_DOT: paint_dot(&img, r, note); break;
    case PAINT_GLOW: paint_glow(&img, r * 0.55f, r * 2.3f); break;
    }
    SDL_Texture *t = SDL_CreateTexture(d->renderer, SDL_PIXELFORMAT_ARGB8888,
                                       SDL_TEXTUREACCESS_STATIC, img.w, img.h);
    if (t) {
        SDL_UpdateTexture(t, NULL, img.px, img.stride * 4);
        SDL_SetTextureBlendMode(t, blend);
    } else {
        lg_fail(err, "cannot make a %dx%d texture: %s", w, h, SDL_GetError());
    }
    image_free(&img);
    return t;
}

static int paint_all(struct draw *d, lg_err *err)
{
    const struct view *v = &d->view;
    float s = v->scale;
    if (image_new(&d->backdrop, v->width, v->height, err) != 0)
        return -1;
    paint_backdrop(&d->backdrop, v);
    d->layer = SDL_CreateTexture(d->renderer, SDL_PIXELFORMAT_ARGB8888,
                                 SDL_TEXTUREACCESS_STREAMING, v->width, v->height);
    if (!d->layer)
        return lg_fail(err, "cannot make a %dx%d texture: %s", v->width, v->height, SDL_GetError());
    SDL_SetTextureBlendMode(d->layer, SDL_BLENDMODE_NONE);
    d->panel_w = (int)ceilf(PANEL_W * s);
    d->panel_h = (int)ceilf(PANEL_H * s);
    d->panel = painted(d, PAINT_PANEL, d->panel_w, d->panel_h, 20 * s, 0, SDL_BLENDMODE_BLEND, err);
    if (!d->panel)
        return -1;
    for (int size = 0; size < SIZE_COUNT; size++) {
        float r = (float)SIZES[size].radius * s;
        d->dot_side[size] = paint_dot_side(r);
        d->glow_side[size] = (int)ceilf(r * 4.6f) + 2;
        for (int note = 0; note < NOTE_COUNT; note++) {
            d->dots[note][size] = painted(d, PAINT_DOT, d->dot_side[size], d->dot_side[size], r,
                                          note, SDL_BLENDMODE_BLEND, err);
            if (!d->dots[note][size])
                return -1;
        }
        d->glows[size] = painted(d, PAINT_GLOW, d->glow_side[size], d->glow_side[size], r, 0,
                                 SDL_BLENDMODE_ADD, err);
        if (!d->glows[size])
            return -1;
    }
    return 0;
}

int draw_fit(struct draw *d, const struct view *v, lg_err *err)
{
    if (d->fitted && v->width == d->view.width && v->height == d->view.height &&
        v->scale == d->view.scale)
        return 0;
    drop_textures(d);
    d->view = *v;
    d->fitted = paint_all(d, err) == 0;
    text_set_scale(d->text, v->scale);
    return d->fitted ? 0 : -1;
}

struct draw *draw_open(SDL_Renderer *renderer, struct text *text, lg_err *err)
{
    struct draw *d = calloc(1, sizeof *d);
    if (!d) {
        lg_fail(err, "out of memory for drawing");
        return NULL;
    }
    d->renderer = renderer;
    d->text = text;
    return d;
}

void draw_close(struct draw *d)
{
    if (!d)
        return;
    drop_textures(d);
    free(d);
}

/* Copies texture centred on (cx, cy) pixels at side x scale pixels, tinted. */
static void sprite(struct draw *d, SDL_Texture *t, int side, float cx, float cy, float scale,
                   struct rgb tint, float alpha)
{
    float w = (float)side * scale;
    SDL_FRect dst = {cx - w / 2, cy - w / 2, w, w};
    if (scale == 1) { /* whole pixels keep a sprite exactly as painted */
        dst.x = roundf(dst.x);
        dst.y = roundf(dst.y);
    }
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, (Uint8)lroundf((alpha < 0 ? 0 : alpha > 1 ? 1 : alpha) * 255));
    SDL_RenderCopyF(d->renderer, t, NULL, &dst);
}

/* ---- the lower layer: circles ------------------------------------------------------- */

static struct rgb lighter(struct rgb c, float t)
{
    return (struct rgb){(uint8_t)(c.r + (255 - c.r) * t), (uint8_t)(c.g + (255 - c.g) * t),
                        (uint8_t)(c.b + (255 - c.b) * t)};
}

/* A circle around (cx, cy), in output pixels. */
static void circle(const struct target *t, float cx, float cy, struct stroke s, struct rgb c,
                   float alpha, enum paint_blend blend)
{
    struct image img = t->img;
    paint_circle(&img, cx - (float)t->ox, cy - (float)t->oy, s, c, alpha, blend);
}

/* A crisp line of width w pixels along the circle of radius r around (cx, cy). */
static void line(const struct target *t, float cx, float cy, float r, float w, struct rgb c,
                 float alpha, enum paint_blend blend)
{
    float core = w / 2 - 0.5f;
    if (core < 0) { /* thinner than a pixel: fainter, never broken */
        alpha *= w;
        core = 0;
    }
    circle(t, cx, cy, (struct stroke){r, core, 1, 1}, c, alpha, blend);
}

static void disc(const struct target *t, float cx, float cy, float r, struct rgb c, float alpha,
                 enum paint_blend blend)
{
    circle(t, cx, cy, (struct stroke){0, r - 0.5f, 1, 1}, c, alpha, blend);
}

static void draw_reach(struct draw *d, const struct play *p, int held)
{
    const struct dot *dot = &p->level->dots[held];
    const struct view *v = &d->view;
    struct rgb c = lighter(NOTE_COLOURS[dot->note], 0.3f);
    float cx = view_px(v, dot->x), cy = view_py(v, dot->y), reach = SIZES[dot->size].ring * v->scale;
    disc(&d->field, cx, cy, reach, c, 0.07f, PAINT_OVER);
    circle(&d->field, cx, cy, (struct stroke){reach, 0.5f, 10 * v->scale, 5 * v->scale}, c, 0.2f,
           PAINT_ADD);
    line(&d->field, cx, cy, reach, 2.2f * v->scale, c, 0.85f, PAINT_ADD);
}

static void draw_rings(struct draw *d, const struct play *p)
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
        struct rgb c = lighter(NOTE_COLOURS[dot->note], 0.25f);
        float r = front * v->scale;
        /* a bright line with a soft wake of light behind it */
        circle(&d->field, view_px(v, dot->x), view_py(v, dot->y),
               (struct stroke){r, 1.1f * v->scale, 6 * v->scale, 1.2f}, c, alpha, PAINT_ADD);
    }
}

/* How strongly each standing dot is lit: held, touched, the rest of the chain, or not. */
struct lighting {
    dotset touched, chain;
    bool previewing;
};

static void draw_outlines(struct draw *d, const struct scene *s, const struct lighting *l)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    int i;
    for (DOTSET_EACH(i, p->standing, rest)) {
        const struct dot *dot = &p->level->dots[i];
        float r = (SIZES[dot->size].radius + 5) * v->scale, w = 1.6f * v->scale, alpha = 0;
        if (i == s->held)
            alpha = 1, r += 1.5f * v->scale, w = 2.4f * v->scale;
        else if (dotset_has(l->touched, i))
            alpha = 0.9f;
        else if (dotset_has(l->chain, i))
            alpha = 0.32f;
        else if (i == s->hovered && !l->previewing)
            alpha = 0.4f;
        if (alpha > 0)
            line(&d->field, view_px(v, dot->x), view_py(v, dot->y), r, w, INK, alpha, PAINT_OVER);
    }
}

static float pop_progress(const struct play *p, int i) { return (float)(p->now - p->when[i]) / POP_MS; }

/* A pop's light: a flash, a ring of shock, and sparks thrown out. */
static void draw_pop_light(struct draw *d, const struct play *p)
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
            circle(&d->field, cx, cy, (struct stroke){0, 0, 1, r * (1.1f + 1.2f * out)},
                   lighter(c, 0.6f), 0.9f * (1 - 2 * t), PAINT_ADD);
        line(&d->field, cx, cy, r * (1 + 0.9f * out), 1.8f * v->scale, lighter(c, 0.7f), fade,
             PAINT_ADD);
        for (int k = 0; k < 7; k++) { /* turned a little per dot, so pops differ */
            float a = TAU * (float)k / 7 + (float)i * 0.9f;
            float dist = r + (10 + 30 * out) * v->scale;
            disc(&d->field, cx + dist * cosf(a), cy + dist * sinf(a),
                 (0.8f + 2.2f * (1 - t)) * v->scale, lighter(c, 0.4f), 1 - t, PAINT_ADD);
        }
    }
}

/* One pip per tap of par, filled while it is still to be used, right-aligned at x. */
static void draw_pips(struct draw *d, const struct play *p, float x, float y)
{
    const struct view *v = &d->view;
    float pip = 5.5f * v->scale;
    for (int k = 0; k < p->level->taps && k < 12; k++, x -= 19 * v->scale) {
        if (p->level->taps - 1 - k < play_taps_left(p))
            disc(&d->whole, x, y, pip, INK, 0.92f, PAINT_OVER);
        else
            line(&d->whole, x, y, pip - 0.7f * v->scale, 1.4f * v->scale, INK_DIM, 0.9f,
                 PAINT_OVER);
    }
}

/* ---- the upper layer ---------------------------------------------------------------- */

static void draw_dots(struct draw *d, const struct scene *s, const struct lighting *l)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    int i;
    for (DOTSET_EACH(i, p->standing, rest)) { /* glows first, so no glow covers a dot */
        const struct dot *dot = &p->level->dots[i];
        float glow = 0.16f;
        if (dotset_has(l->touched, i) || i == s->held)
            glow = 0.85f;
        else if (dotset_has(l->chain, i))
            glow = 0.42f;
        else if (l->previewing)
            glow = 0.06f;
        sprite(d, d->glows[dot->size], d->glow_side[dot->size], view_px(v, dot->x),
               view_py(v, dot->y), 1, NOTE_COLOURS[dot->note], glow);
    }
    for (DOTSET_EACH(i, p->standing, rest)) {
        const struct dot *dot = &p->level->dots[i];
        bool lit = !l->previewing || dotset_has(l->chain, i);
        sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], view_px(v, dot->x),
               view_py(v, dot->y), 1, WHITE, lit ? 1 : 0.38f);
    }
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest)) {
        float t = pop_progress(p, i);
        if (t >= 0.35f) /* a popped dot is gone in a blink, swelling as it goes */
            continue;
        const struct dot *dot = &p->level->dots[i];
        float body = 1 - t / 0.35f;
        sprite(d, d->dots[dot->note][dot->size], d->dot_side[dot->size], view_px(v, dot->x),
               view_py(v, dot->y), 1 + 0.35f * (1 - body), WHITE, body * body);
    }
}

static void draw_words(struct draw *d, const struct scene *s)
{
    const struct view *v = &d->view;
    const struct play *p = s->play;
    struct text *t = d->text;
    char buf[64];
    float left = view_px(v, 0), right = view_px(v, FIELD_WIDTH);
    text_draw(t, "LEVEL", TEXT_SMALL, INK_DIM, 1, left, view_py(v, -76), ALIGN_LEFT);
    snprintf(buf, sizeof buf, "%d", s->level);
    float w = text_draw(t, buf, TEXT_LARGE, INK, 1, left, view_py(v, -60), ALIGN_LEFT);
    snprintf(buf, sizeof buf, "of %d", s->levels);
    text_draw(t, buf, TEXT_BODY, INK_DIM, 1, left + w + 8 * v->scale, view_py(v, -45), ALIGN_LEFT);

    text_draw(t, "C A R I L L O N", TEXT_BODY, INK_DIM, 0.75f, view_px(v, FIELD_WIDTH / 2.0f),
              view_py(v, -54), ALIGN_CENTRE);

    snprintf(buf, sizeof buf, "TAPS LEFT  \xc2\xb7  PAR %d", p->level->taps);
    text_draw(t, buf, TEXT_SMALL, INK_DIM, 1, right, view_py(v, -76), ALIGN_RIGHT);
    snprintf(buf, sizeof buf, "%d", play_taps_left(p));
    text_draw(t, buf, TEXT_LARGE, INK, 1, right, view_py(v, -60), ALIGN_RIGHT);

    text_draw(t,
              s->muted ? "hold a dot to see its ring  \xc2\xb7  R restart  \xc2\xb7  M sound is off"
                         "  \xc2\xb7  F11 full screen  \xc2\xb7  Esc quit"
                       : "hold a dot to see its ring  \xc2\xb7  R restart  \xc2\xb7  M mute"
                         "  \xc2\xb7  F11 full screen  \xc2\xb7  Esc quit",
              TEXT_SMALL, INK_DIM, 0.85f, view_px(v, FIELD_WIDTH / 2.0f),
              view_py(v, FIELD_HEIGHT + 16), ALIGN_CENTRE);
}

static void draw_banner(struct draw *d, const struct scene *s)
{
    const struct view *v = &d->view;
    float k = s->banner_age >= BANNER_FADE_MS ? 1 : (float)s->banner_age / BANNER_FADE_MS;
    float cx = view_px(v, FIELD_WIDTH / 2.0f), cy = view_py(v, FIELD_HEIGHT / 2.0f);
    float lift = (1 - k) * 10 * v->scale;
    SDL_FRect dst = {roundf(cx - d->panel_w / 2.0f), roundf(cy - d->panel_h / 2.0f + lift),
                     (float)d->panel_w, (float)d->panel_h};
    SDL_SetTextureAlphaMod(d->panel, (Uint8)lroundf(k * 255));
    SDL_RenderCopyF(d->renderer, d->panel, NULL, &dst);

    const struct play *p = s->play;
    char line_text[96];
    const char *title, *hint;
    if (s->banner == BANNER_CLEARED) {
        title = "Cleared";
        snprintf(line_text, sizeof line_text, "in %d %s  \xc2\xb7  par %d", p->taps_used,
                 p->taps_used == 1 ? "tap" : "taps", p->level->taps);
        hint = s->last_level ? "every level is rung  \xc2\xb7  Esc to quit"
                             : "N or click for the next level";
    } else {
        title = "Out of taps";
        int left = dotset_count(p->standing);
        snprintf(line_text, sizeof line_text, "%d %s still standing", left, left == 1 ? "dot" : "dots");
        hint = "R or click to try again";
    }
    float top = cy - PANEL_H / 2.0f * v->scale + lift;
    text_draw(d->text, title, TEXT_TITLE, INK, k, cx, top + 30 * v->scale, ALIGN_CENTRE);
    text_draw(d->text, line_text, TEXT_BODY, INK, 0.9f * k, cx, top + 94 * v->scale, ALIGN_CENTRE);
    text_draw(d->text, hint, TEXT_SMALL, INK_DIM, k, cx, top + 138 * v->scale, ALIGN_CENTRE);
}

/* Sets d->field to the part of d->whole over the field. */
static void clip_field(struct draw *d)
{
    const struct view *v = &d->view;
    const struct image *all = &d->whole.img;
    int x0 = (int)floorf(view_px(v, 0)), y0 = (int)floorf(view_py(v, 0));
    int x1 = (int)ceilf(view_px(v, FIELD_WIDTH)), y1 = (int)ceilf(view_py(v, FIELD_HEIGHT));
    x0 = x0 < 0 ? 0 : x0, y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > all->w ? all->w : x1, y1 = y1 > all->h ? all->h : y1;
    d->field = (struct target){
        {x1 - x0, y1 - y0, all->stride, all->px + (size_t)y0 * (size_t)all->stride + (size_t)x0},
        x0, y0};
}

void draw_scene(struct draw *d, const struct scene *s)
{
    const struct play *p = s->play;
    const struct view *v = &d->view;
    struct lighting l = {0};
    if (s->held >= 0 && dotset_has(p->standing, s->held)) {
        l.previewing = true;
        play_preview(p, s->held, &l.touched, &l.chain);
    }

    void *pixels;
    int pitch;
    if (d->layer && SDL_LockTexture(d->layer, NULL, &pixels, &pitch) == 0) {
        struct image *all = &d->whole.img;
        *all = (struct image){d->backdrop.w, d->backdrop.h, pitch / 4, pixels};
        for (int y = 0; y < all->h; y++)
            memcpy(all->px + (size_t)y * (size_t)all->stride,
                   d->backdrop.px + (size_t)y * (size_t)d->backdrop.stride, (size_t)all->w * 4);
        clip_field(d);
        if (l.previewing)
            draw_reach(d, p, s->held);
        draw_rings(d, p);
        draw_pop_light(d, p);
        draw_outlines(d, s, &l);
        char taps[16];
        snprintf(taps, sizeof taps, "%d", play_taps_left(p));
        draw_pips(d, p, view_px(v, FIELD_WIDTH) - text_width(d->text, taps, TEXT_LARGE) - 16 * v->scale,
                  view_py(v, -39));
        SDL_UnlockTexture(d->layer);
        SDL_RenderCopy(d->renderer, d->layer, NULL, NULL);
    }
    draw_dots(d, s, &l);
    draw_words(d, s);
    if (s->banner != BANNER_NONE)
        draw_banner(d, s);
}

bool draw_animating(const struct scene *s)
{
    const struct play *p = s->play;
    if (s->banner != BANNER_NONE && s->banner_age < BANNER_FADE_MS)
        return true;
    if (play_next_pop(p) != PLAY_NEVER)
        return true;
    int i;
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest))
        if (p->now - p->when[i] <= ring_full_ms(p->level->dots[i].size) + RING_FADE_MS)
            return true;
    return false;
}
