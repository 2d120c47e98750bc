/* drawlens.h: a dot held by a finger, shown where the finger does not hide it, drawn
 * with the kit (kit.h) over the play screen's frame. Decides nothing. */
#ifndef GAME_DRAWLENS_H
#define GAME_DRAWLENS_H

#include "game/draw/kit.h"
#include "game/play/playscene.h"

/* The dot s holds, lifted clear of the finger over it: a lens above it (else below,
 * beside or at a corner), clear of the dot's ring and the dots just outside it where the
 * near misses are, showing the dot and how many dots its preview lights ("touches 3";
 * "pops 5" where whole chains show). Nothing while no preview is open. */
void drawlens(struct kit *d, const struct play_scene *s);

#endif
