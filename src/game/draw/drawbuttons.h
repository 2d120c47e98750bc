/* drawbuttons.h: the on-screen buttons (buttons.h) drawn with the kit. Decides nothing. */
#ifndef GAME_DRAWBUTTONS_H
#define GAME_DRAWBUTTONS_H

#include "game/draw/buttons.h"
#include "game/draw/kit.h"

/* Each button: a dark box, its words (or the palette's dot) and its key under them (a
 * finger's buttons have none: their words stand in the middle);
 * pressed (or -1) brighter, as a finger holds it. */
void drawbuttons(struct kit *d, const struct button *b, int n, int pressed);

#endif
