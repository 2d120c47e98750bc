/* drawgrowing.h: the growing screen's frame (growingscene.h: growing_scene), drawn with the kit
 * (kit.h): a string of beads lit as the levels grow, the title and how far it has come.
 * It decides nothing. */
#ifndef GAME_DRAWGROWING_H
#define GAME_DRAWGROWING_H

#include "game/levels/growingscene.h"
#include "game/draw/kit.h"

/* Draws the scene over the whole output (and does not present it). */
void drawgrowing_scene(struct kit *d, const struct growing_scene *s);

#endif
