/* canvas.c (web): see canvas.h. */
#include "canvas.h"

#include <stdlib.h>
#include <string.h>

/* The page's side (web/canvas.js). */
extern void page_clear(void);
extern int page_layer(int w, int h);
extern void page_layer_show(const uint32_t *rgba, int w, int h, int x, int y, int box_w, int box_h);
extern void page_sprite_make(int id, const uint32_t *rgba, int w, int h, bool add);
extern void page_sprite_drop(int id);
extern void page_sprite(int id, float x, float y, float w, float h, int r, int g, int b, int alpha);
extern void page_rect(bool whole, float x, float y, float w, float h, int r, int g, int b, int alpha, bool fill);
extern void page_font(int style, int px, bool display);
extern void page_words(const char *str, int style, int r, int g, int b, float alpha, float left, float top,
                       float scale);
extern float page_words_width(const char *str, int style);
extern float page_words_height(int style);

static void clear(void *ctx)
{
    (void)ctx;
    page_clear();
}

static void drop_layer(struct web_canvas *c)
{
    free(c->painted);
    free(c->rgba);
    c->painted = c->rgba = NULL;
}

static int layer(void *ctx, int w, int h, error_line *err)
{
    struct web_canvas *c = ctx;
    drop_layer(c);
    size_t bytes = (size_t)w * (size_t)h * sizeof *c->painted;
    c->painted = malloc(bytes);
    c->rgba = malloc(bytes);
    if (!c->painted || !c->rgba || !page_layer(w, h)) {
        drop_layer(c);
        return error_fail(err, "cannot make a %dx%d layer: out of memory", w, h);
    }
    c->w = w;
    c->h = h;
    return 0;
}

static bool begin(void *ctx, struct image *out)
{
    struct web_canvas *c = ctx;
    if (!c->painted)
        return false;
    *out = (struct image){c->w, c->h, c->w, c->painted};
    return true;
}

/* 0xAARRGGBB as a little-endian word is the bytes B, G, R, A: the page's ImageData
 * wants R, G, B, A. Two pixels a 64-bit word: the layer's every pixel is turned each
 * frame it is drawn (1.3 million on a phone held upright), and that halves the time.
 * The words are copied in and out (a sprite's rows need not be 8-byte aligned, and a
 * uint32_t is not to be read as a uint64_t); the compiler makes each one load or store. */
static void to_rgba(uint32_t *out, const uint32_t *px, size_t n)
{
    for (size_t i = 0; i + 1 < n; i += 2) {
        uint64_t p;
        memcpy(&p, px + i, sizeof p);
        p = (p & 0xff00ff00ff00ff00u) | ((p >> 16) & 0x000000ff000000ffu) | ((p & 0x000000ff000000ffu) << 16);
        memcpy(out + i, &p, sizeof p);
    }
    if (n & 1)
        out[n - 1] = (px[n - 1] & 0xff00ff00u) | ((px[n - 1] >> 16) & 0xffu) | ((px[n - 1] & 0xffu) << 16);
}

/* Only the box that changed is turned and put on the page's layer, which is then drawn
 * whole: the rings' frames on a phone change a part of the window. */
static void end(void *ctx, const struct carillon_box *changed)
{
    struct web_canvas *c = ctx;
    for (int y = changed->y; y < changed->y + changed->h; y++) {
        size_t at = (size_t)y * (size_t)c->w + (size_t)changed->x;
        to_rgba(c->rgba + at, c->painted + at, (size_t)changed->w);
    }
    page_layer_show(c->rgba, c->w, c->h, changed->x, changed->y, changed->w, changed->h);
}

static int sprite_make(void *ctx, int id, const struct image *img, bool add, error_line *err)
{
    (void)ctx;
    size_t n = (size_t)img->w * (size_t)img->h;
    uint32_t *rgba = malloc(n * sizeof *rgba);
    if (!rgba)
        return error_fail(err, "cannot make a %dx%d sprite: out of memory", img->w, img->h);
    for (int y = 0; y < img->h; y++)
        to_rgba(rgba + (size_t)y * (size_t)img->w, img->px + (size_t)y * (size_t)img->stride, (size_t)img->w);
    page_sprite_make(id, rgba, img->w, img->h, add);
    free(rgba);
    return 0;
}

static void sprite_drop(void *ctx, int id)
{
    (void)ctx;
    page_sprite_drop(id);
}

static void sprite(void *ctx, int id, const struct carillon_rect *dst, struct rgb tint, uint8_t alpha)
{
    (void)ctx;
    page_sprite(id, dst->x, dst->y, dst->w, dst->h, tint.r, tint.g, tint.b, alpha);
}

static void rect(void *ctx, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill)
{
    (void)ctx;
    struct carillon_rect whole = {0, 0, 0, 0};
    const struct carillon_rect *at = r ? r : &whole;
    page_rect(!r, at->x, at->y, at->w, at->h, colour.r, colour.g, colour.b, alpha, fill);
}

static void words_scale(void *ctx, float scale)
{
    (void)ctx;
    for (int s = 0; s < TEXT_STYLES; s++)
        page_font(s, carillon_text_px(s, scale), carillon_text_display(s));
}

static float words(void *ctx, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
                   float y, enum text_align align, float max_w)
{
    (void)ctx;
    if (!*str)
        return 0;
    float w = page_words_width(str, style);
    struct carillon_rect at = carillon_words_box(w, page_words_height(style), x, y, align, max_w);
    page_words(str, style, colour.r, colour.g, colour.b, alpha, at.x, at.y, w > 0 ? at.w / w : 1);
    return at.w;
}

static float words_width(void *ctx, const char *str, enum text_style style)
{
    (void)ctx;
    return *str ? page_words_width(str, style) : 0;
}

static float words_height(void *ctx, enum text_style style)
{
    (void)ctx;
    return page_words_height(style);
}

void web_canvas_open(struct web_canvas *c)
{
    *c = (struct web_canvas){
        .calls = {.ctx = c, .clear = clear, .layer = layer, .begin = begin, .end = end,
                  .sprite_make = sprite_make, .sprite_drop = sprite_drop, .sprite = sprite, .rect = rect,
                  .words_scale = words_scale, .words = words, .words_width = words_width,
                  .words_height = words_height},
    };
    words_scale(c, 1);
}

void web_canvas_close(struct web_canvas *c) { drop_layer(c); }
