/* draw.h: a frame of each screen, with SDL2's renderer.
 *
 * A frame is a picture of a scene (scene.h) and nothing else: the words around the
 * field are worked out from it here. Rings and pops are read from the play's pop times,
 * so what is seen is what the rules decided, and the same scene always draws the same
 * frame. Dots, glows, panels and the backdrop are painted (paint.h) into textures
 * whenever the output changes size, so every edge is smooth at any scale.
 */
#ifndef GAME_DRAW_H
#define GAME_DRAW_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "scene.h"
#include "text.h"
#include "view.h"

struct draw;

/* Prepares drawing on renderer with the words in text (borrowed, must outlive it); marks:
 * whether dots wear their shape marks. */
struct draw *draw_open(SDL_Renderer *renderer, struct text *text, bool marks, lg_err *err);
void draw_close(struct draw *d);

/* Repaints the textures for the output v describes, if it changed; fails only when
 * memory or the renderer runs out. */
int draw_fit(struct draw *d, const struct view *v, lg_err *err);

/* Puts the shape marks on the dots or takes them off. */
int draw_set_marks(struct draw *d, bool marks, lg_err *err);

/* Each draws its scene over the whole output (and does not present it). */
void draw_scene(struct draw *d, const struct scene *s);
void draw_select(struct draw *d, const struct select_scene *s);
void draw_growing(struct draw *d, const struct growing_scene *s);

#endif
