/* drawplay.h: the play screen's frame, drawn with the kit (kit.h).
 *
 * The words around the field are worked out from the scene here. Rings and pops are read
 * from the play's pop times, so what is seen is what the rules decided.
 */
#ifndef SHELL_DRAWPLAY_H
#define SHELL_DRAWPLAY_H

#include "game/scene.h"
#include "game/draw/kit.h"

/* Draws the play scene over the whole output (and does not present it). */
void drawplay_scene(struct kit *d, const struct play_scene *s);

#endif
