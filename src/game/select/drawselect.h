/* drawselect.h: the title and level select's frame (selectscene.h: select_scene), with its
 * settings panel when open, drawn with the kit (kit.h). It decides nothing. */
#ifndef GAME_DRAWSELECT_H
#define GAME_DRAWSELECT_H

#include "game/select/selectscene.h"
#include "game/draw/kit.h"

/* Draws the scene over the whole output (and does not present it). */
void drawselect_scene(struct kit *d, const struct select_scene *s);

#endif
