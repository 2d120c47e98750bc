/* text.c: see text.h.
 *
 * The cache is a small array searched by (style, string) and emptied at each resize;
 * when full, the entry drawn longest ago makes way. A string too long for a cache entry
 * is rendered afresh each time it is drawn: slower, never missing. Strings are rendered
 * in white and tinted at draw time, so one texture serves every colour.
 */
#include "text.h"

#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/fileio.h"

enum { CACHE = 48, LONGEST = 120 };

struct entry {
    SDL_Texture *texture; /* NULL when the slot is free */
    int style, w, h;
    unsigned long used;
    char str[LONGEST];
};

struct text {
    SDL_Renderer *renderer;
    TTF_Font *fonts[TEXT_STYLES];
    float scale;
    unsigned long clock;
    struct entry cache[CACHE];
};

static void forget(struct text *t)
{
    for (int i = 0; i < CACHE; i++) {
        if (t->cache[i].texture)
            SDL_DestroyTexture(t->cache[i].texture);
        t->cache[i].texture = NULL;
    }
}

struct text *text_open(SDL_Renderer *renderer, const char *font_path, const char *display_path, error_line *err)
{
    if (!file_is_regular(font_path)) { /* SDL_ttf would wait forever on a FIFO */
        error_fail(err, "%s: the font is not there or not a regular file", font_path);
        return NULL;
    }
    if (!file_is_regular(display_path)) /* the words' face stands in for the display face */
        display_path = font_path;
    if (TTF_Init() != 0) { /* counted: each open is matched by text_close */
        error_fail(err, "cannot start SDL_ttf: %s", TTF_GetError());
        return NULL;
    }
    struct text *t = calloc(1, sizeof *t);
    if (!t) {
        error_fail(err, "out of memory for the text");
        TTF_Quit();
        return NULL;
    }
    t->renderer = renderer;
    t->scale = 0; /* the first text_set_scale sizes every face */
    for (int s = 0; s < TEXT_STYLES; s++) {
        const char *path = carillon_text_display(s) ? display_path : font_path;
        t->fonts[s] = TTF_OpenFont(path, carillon_text_px(s, 1));
        if (!t->fonts[s] && path != font_path) { /* an empty or garbled face: as a missing one */
            display_path = path = font_path;
            t->fonts[s] = TTF_OpenFont(path, carillon_text_px(s, 1));
        }
        if (!t->fonts[s]) {
            error_fail(err, "%s: cannot open the font: %s", path, TTF_GetError());
            text_close(t);
            return NULL;
        }
        TTF_SetFontHinting(t->fonts[s], TTF_HINTING_LIGHT);
    }
    return t;
}

void text_close(struct text *t)
{
    if (!t)
        return;
    forget(t);
    for (int s = 0; s < TEXT_STYLES; s++)
        if (t->fonts[s])
            TTF_CloseFont(t->fonts[s]);
    free(t);
    TTF_Quit();
}

void text_set_scale(struct text *t, float scale)
{
    if (scale == t->scale)
        return;
    t->scale = scale;
    forget(t);
    for (int s = 0; s < TEXT_STYLES; s++) {
        TTF_SetFontSize(t->fonts[s], carillon_text_px(s, scale));
    }
}

/* Renders str in style into e's texture (white, to be tinted); -1 if it cannot be. */
static int render(struct text *t, struct entry *e, const char *str, int style)
{
    e->texture = NULL;
    SDL_Surface *surface = TTF_RenderUTF8_Blended(t->fonts[style], str, (SDL_Color){255, 255, 255, 255});
    if (!surface)
        return -1;
    e->texture = SDL_CreateTextureFromSurface(t->renderer, surface);
    e->w = surface->w;
    e->h = surface->h;
    SDL_FreeSurface(surface);
    if (!e->texture)
        return -1;
    SDL_SetTextureBlendMode(e->texture, SDL_BLENDMODE_BLEND);
    return 0;
}

/* The cached texture of str (shorter than LONGEST) in style, rendering it if need be;
 * NULL if it cannot be. */
static struct entry *lookup(struct text *t, const char *str, int style)
{
    struct entry *free_slot = NULL, *oldest = &t->cache[0];
    for (int i = 0; i < CACHE; i++) {
        struct entry *e = &t->cache[i];
        if (e->texture && e->style == style && strcmp(e->str, str) == 0) {
            e->used = ++t->clock;
            return e;
        }
        if (!e->texture && !free_slot)
            free_slot = e;
        if (e->used < oldest->used)
            oldest = e;
    }
    struct entry *e = free_slot ? free_slot : oldest;
    if (e->texture)
        SDL_DestroyTexture(e->texture);
    if (render(t, e, str, style) != 0)
        return NULL;
    e->style = style;
    e->used = ++t->clock;
    memcpy(e->str, str, strlen(str) + 1);
    return e;
}

float text_draw_within(struct text *t, const char *str, enum text_style style, struct rgb colour,
                       float alpha, float x, float y, enum text_align align, float max_w)
{
    if (!*str)
        return 0;
    /* a string too long for the cache is rendered for this one draw */
    struct entry once, *e = strlen(str) < LONGEST ? lookup(t, str, style)
                            : render(t, &once, str, style) == 0 ? &once
                                                                 : NULL;
    if (!e)
        return 0;
    struct carillon_rect at = carillon_words_box((float)e->w, (float)e->h, x, y, align, max_w);
    SDL_FRect dst = {at.x, at.y, at.w, at.h};
    SDL_SetTextureColorMod(e->texture, colour.r, colour.g, colour.b);
    SDL_SetTextureAlphaMod(e->texture, (Uint8)(alpha < 0 ? 0 : alpha > 1 ? 255 : alpha * 255));
    SDL_RenderCopyF(t->renderer, e->texture, NULL, &dst);
    if (e == &once)
        SDL_DestroyTexture(once.texture);
    return at.w;
}

float text_height(struct text *t, enum text_style style)
{
    return (float)TTF_FontHeight(t->fonts[style]);
}

float text_width(struct text *t, const char *str, enum text_style style)
{
    int w;
    return *str && TTF_SizeUTF8(t->fonts[style], str, &w, NULL) == 0 ? (float)w : 0;
}
