/* canvas.c (web): see canvas.h. */
#include "canvas.h"

#include <stdlib.h>
#include <string.h>

/* The page's side (web/canvas.js). */
extern void page_clear(void);
extern int page_layer(int w, int h);
extern void page_layer_put(const uint32_t *rgba, int w, int top, int rows);
extern void page_layer_show(void);
extern void page_sprite_make(int id, const uint32_t *rgba, int w, int h, bool add);
extern void page_sprite_drop(int id);
extern void page_sprite(int id, float x, float y, float w, float h, int r, int g, int b, int alpha);
extern void page_rect(bool whole, float x, float y, float w, float h, int r, int g, int b, int alpha, bool fill);
extern void page_font(int style, int px, bool display);
extern float page_words(const char *str, int style, int r, int g, int b, float alpha, float x, float y,
                        int align, float max_w);
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
    free(c->sent);
    free(c->band);
    c->painted = c->sent = c->band = NULL;
}

static int layer(void *ctx, int w, int h, error_line *err)
{
    struct web_canvas *c = ctx;
    drop_layer(c);
    size_t bytes = (size_t)w * (size_t)h * sizeof *c->painted;
    c->painted = malloc(bytes);
    c->band = malloc(bytes);
    if (!c->painted || !c->band || !page_layer(w, h)) {
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
 * wants R, G, B, A. */
static void to_rgba(uint32_t *out, const uint32_t *px, size_t n)
{
    for (size_t i = 0; i < n; i++)
        out[i] = (px[i] & 0xff00ff00u) | ((px[i] >> 16) & 0xffu) | ((px[i] & 0xffu) << 16);
}

static void end(void *ctx)
{
    struct web_canvas *c = ctx;
    size_t row = (size_t)c->w;
    int top = 0, rows = c->h;
    if (!c->sent) /* the first frame, or no memory to compare with: every row */
        c->sent = malloc(row * (size_t)c->h * sizeof *c->sent);
    else if (!carillon_layer_changed(c->painted, c->sent, c->w, c->h, &top, &rows))
        rows = 0;
    size_t at = (size_t)top * row, n = (size_t)rows * row;
    if (rows > 0) {
        to_rgba(c->band, c->painted + at, n);
        page_layer_put(c->band, c->w, top, rows);
        if (c->sent)
            memcpy(c->sent + at, c->painted + at, n * sizeof *c->sent);
    }
    page_layer_show();
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
    return *str ? page_words(str, style, colour.r, colour.g, colour.b, alpha, x, y, align, max_w) : 0;
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
