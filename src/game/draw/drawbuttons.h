/* drawbuttons.h: the on-screen buttons (buttons.h) drawn with the kit. Decides nothing. */
#ifndef GAME_DRAWBUTTONS_H
#define GAME_DRAWBUTTONS_H

#include "game/draw/buttons.h"
#include "game/draw/kit.h"

/* Each button: a rounded panel, its icon (the palette's: its dot) and under it its word
 * and, once keys are used, its key, where they fit (a narrow button keeps its icon
 * alone, never another name); pressed (or -1) lit, as a finger holds it. */
void drawbuttons(struct kit *d, const struct button *b, int n, int pressed);

#endif
