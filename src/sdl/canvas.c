/* canvas.c: see canvas.h. */
#include "canvas.h"

#include <stdlib.h>
#include <string.h>

static void clear(void *ctx)
{
    struct canvas *c = ctx;
    SDL_SetRenderDrawColor(c->renderer, 0, 0, 0, 255);
    SDL_RenderClear(c->renderer);
}

static void drop(SDL_Texture **t)
{
    if (*t)
        SDL_DestroyTexture(*t);
    *t = NULL;
}

static void drop_layer(struct canvas *c)
{
    drop(&c->layer);
    free(c->painted);
    c->painted = NULL;
}

static int layer(void *ctx, int w, int h, error_line *err)
{
    struct canvas *c = ctx;
    drop_layer(c);
    size_t bytes = (size_t)w * (size_t)h * sizeof *c->painted;
    c->layer = SDL_CreateTexture(c->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    c->painted = malloc(bytes);
    if (!c->layer || !c->painted) {
        error_fail(err, "cannot make a %dx%d texture: %s", w, h, c->layer ? "out of memory" : SDL_GetError());
        drop_layer(c);
        return -1;
    }
    c->w = w;
    c->h = h;
    SDL_SetTextureBlendMode(c->layer, SDL_BLENDMODE_NONE);
    return 0;
}

static bool begin(void *ctx, struct image *out)
{
    struct canvas *c = ctx;
    if (!c->layer)
        return false;
    *out = (struct image){c->w, c->h, c->w, c->painted};
    return true;
}

static void end(void *ctx, const struct carillon_box *changed)
{
    struct canvas *c = ctx;
    if (changed->w > 0 && changed->h > 0) {
        SDL_Rect box = {changed->x, changed->y, changed->w, changed->h};
        SDL_UpdateTexture(c->layer, &box, c->painted + (size_t)box.y * (size_t)c->w + (size_t)box.x,
                          c->w * (int)sizeof *c->painted);
    }
    SDL_RenderCopy(c->renderer, c->layer, NULL, NULL);
}

static int sprite_make(void *ctx, int id, const struct image *img, bool add, error_line *err)
{
    struct canvas *c = ctx;
    drop(&c->sprites[id]);
    SDL_Texture *t = SDL_CreateTexture(c->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, img->w, img->h);
    if (!t)
        return error_fail(err, "cannot make a %dx%d texture: %s", img->w, img->h, SDL_GetError());
    SDL_UpdateTexture(t, NULL, img->px, img->stride * 4);
    SDL_SetTextureBlendMode(t, add ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND);
    c->sprites[id] = t;
    return 0;
}

static void sprite_drop(void *ctx, int id)
{
    struct canvas *c = ctx;
    drop(&c->sprites[id]);
}

static void sprite(void *ctx, int id, const struct carillon_rect *dst, struct rgb tint, uint8_t alpha)
{
    struct canvas *c = ctx;
    SDL_Texture *t = c->sprites[id];
    if (!t)
        return;
    SDL_FRect to = {dst->x, dst->y, dst->w, dst->h};
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopyF(c->renderer, t, NULL, &to);
}

static void rect(void *ctx, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill)
{
    struct canvas *c = ctx;
    SDL_SetRenderDrawBlendMode(c->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(c->renderer, colour.r, colour.g, colour.b, alpha);
    if (!r) {
        if (fill)
            SDL_RenderFillRect(c->renderer, NULL);
        else
            SDL_RenderDrawRect(c->renderer, NULL);
        return;
    }
    SDL_FRect to = {r->x, r->y, r->w, r->h};
    if (fill)
        SDL_RenderFillRectF(c->renderer, &to);
    else
        SDL_RenderDrawRectF(c->renderer, &to);
}

static void words_scale(void *ctx, float scale)
{
    struct canvas *c = ctx;
    text_set_scale(c->text, scale);
}

static float words(void *ctx, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
                   float y, enum text_align align, float max_w)
{
    struct canvas *c = ctx;
    return text_draw_within(c->text, str, style, colour, alpha, x, y, align, max_w);
}

static float words_width(void *ctx, const char *str, enum text_style style)
{
    struct canvas *c = ctx;
    return text_width(c->text, str, style);
}

static float words_height(void *ctx, enum text_style style)
{
    struct canvas *c = ctx;
    return text_height(c->text, style);
}

void canvas_open(struct canvas *c, SDL_Renderer *renderer, struct text *text)
{
    *c = (struct canvas){
        .calls = {.ctx = c, .clear = clear, .layer = layer, .begin = begin, .end = end,
                  .sprite_make = sprite_make, .sprite_drop = sprite_drop, .sprite = sprite, .rect = rect,
                  .words_scale = words_scale, .words = words, .words_width = words_width,
                  .words_height = words_height},
        .renderer = renderer,
        .text = text,
    };
}

void canvas_close(struct canvas *c)
{
    drop_layer(c);
    for (int i = 0; i < CARILLON_SPRITES; i++)
        drop(&c->sprites[i]);
}
