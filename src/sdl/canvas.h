/* canvas.h: the game's canvas (carillon.h) on SDL2's renderer, with the words of text.h.
 *
 * It holds what the game hands it (the lower layer's pixels, and the sprites as
 * textures) and does each call with the renderer at once, in the order called. Of the
 * layer only the box the game says changed is sent to the texture (a screen where a
 * few beads breathe sends a few hundred pixels, not the whole window).
 */
#ifndef SHELL_CANVAS_H
#define SHELL_CANVAS_H

#include <SDL.h>

#include "game/carillon.h"
#include "text.h"

struct canvas {
    struct carillon_canvas calls; /* the game's handle: its ctx is this canvas */
    SDL_Renderer *renderer;
    struct text *text;
    SDL_Texture *layer;   /* the lower layer, as last sent */
    uint32_t *painted;    /* its pixels as the game paints them (w x h) */
    int w, h;
    SDL_Texture *sprites[CARILLON_SPRITES];
};

/* Makes c the canvas of renderer, with the words of text (both borrowed). */
void canvas_open(struct canvas *c, SDL_Renderer *renderer, struct text *text);
/* Frees what it holds (the game's kit closed first). */
void canvas_close(struct canvas *c);

#endif
