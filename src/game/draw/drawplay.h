/* drawplay.h: the play screen's frame, drawn with the kit (kit.h).
 *
 * The words around the field are worked out from the scene here. Rings and pops are read
 * from the play's pop times, so what is seen is what the rules decided.
 */
#ifndef SHELL_DRAWPLAY_H
#define SHELL_DRAWPLAY_H

#include "game/scene.h"
#include "game/draw/kit.h"

/* Where the banner of a won or lost level stands once faded in, in output pixels, and
 * (scale) the pixels a unit its places are measured in: over the field's middle, at the
 * words' scale or narrower where the window is (a phone in portrait), wholly in the
 * window and clear of the buttons' room beside the field (480x360: four rows of two). */
struct view_box drawplay_banner(const struct view *v, float *scale);

/* Draws the play scene over the whole output (and does not present it). */
void drawplay_scene(struct kit *d, const struct play_scene *s);

#endif
