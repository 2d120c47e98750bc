/* drawtiles.h: the select's two tiles beside the endless one (session.h): the
 * daily level at the left, with the day, its result and the streak, and the workshop at
 * the right, the one chosen (select.h: SELECT_DAILY, SELECT_WORKSHOP) brighter. Drawn
 * over the select's frame; they decide nothing. */
#ifndef GAME_DRAWTILES_H
#define GAME_DRAWTILES_H

#include "game/draw/kit.h"

void drawtiles_select(struct kit *d, const char *daily, int chosen);

#endif
