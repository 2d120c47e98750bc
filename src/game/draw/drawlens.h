/* drawlens.h: a dot held by a finger, shown where the finger does not hide it, drawn
 * with the kit (kit.h) over the play screen's frame. Decides nothing. */
#ifndef GAME_DRAWLENS_H
#define GAME_DRAWLENS_H

#include "game/draw/kit.h"
#include "game/play/playscene.h"

/* The dot s holds, lifted clear of the finger over it: a lens above it (below it, by
 * the window's top) showing the dot and how many of the field's dots it pops. Nothing
 * when no dot is held. */
void drawlens(struct kit *d, const struct play_scene *s);

#endif
