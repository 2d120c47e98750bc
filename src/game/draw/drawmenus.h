/* drawmenus.h: the frames of the screens around play, drawn with the kit (kit.h). */
#ifndef SHELL_DRAWMENUS_H
#define SHELL_DRAWMENUS_H

#include "game/scene.h"
#include "game/draw/kit.h"

/* Each draws its scene over the whole output (and does not present it). */
void drawmenus_select(struct kit *d, const struct select_scene *s);
void drawmenus_growing(struct kit *d, const struct growing_scene *s);

#endif
