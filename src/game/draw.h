/* draw.h: a frame of the play screen, with SDL2's renderer.
 *
 * A frame is a picture of a scene and nothing else: the play (rules.h) at its present
 * time, the dot held and the dot hovered, the banner, the words around the field. Rings
 * and pops are read from the play's pop times, so what is seen is what the rules
 * decided, and the same scene always draws the same frame. Dots, glows, the banner's
 * panel and the backdrop are painted (paint.h) into textures whenever the output changes
 * size; rings, sparks and outlines are triangles feathered by a pixel, so every edge is
 * smooth at any scale.
 */
#ifndef GAME_DRAW_H
#define GAME_DRAW_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "levelgen/error.h"
#include "rules.h"
#include "text.h"
#include "view.h"

enum banner { BANNER_NONE, BANNER_CLEARED, BANNER_OUT_OF_TAPS };

/* How long a ring lingers at its full reach while it fades, and how long a pop lasts. */
enum { RING_FADE_MS = 420, POP_MS = 320, BANNER_FADE_MS = 250 };

struct scene {
    const struct play *play;
    int level, levels;  /* the level's number and how many the pack has */
    int held;           /* the dot held for a preview, or -1 */
    int hovered;        /* the dot under the pointer, or -1 */
    enum banner banner;
    int64_t banner_age; /* ms the banner has been showing */
    bool last_level;    /* no level follows this one */
    bool muted;
};

struct draw;

/* Prepares drawing on renderer with the words in text (borrowed, must outlive it). */
struct draw *draw_open(SDL_Renderer *renderer, struct text *text, lg_err *err);
void draw_close(struct draw *d);

/* Repaints the textures for the output v describes, if it changed; fails only when
 * memory or the renderer runs out. */
int draw_fit(struct draw *d, const struct view *v, lg_err *err);

/* Draws the scene over the whole output (does not present it). */
void draw_scene(struct draw *d, const struct scene *s);

/* Whether the scene still moves: rings in flight, pops, a banner fading in. */
bool draw_animating(const struct scene *s);

#endif
