/* drawbuttons.h: the on-screen buttons (buttons.h) drawn with the kit, and a dot held by
 * a finger shown where the finger does not hide it. Decides nothing. */
#ifndef GAME_DRAWBUTTONS_H
#define GAME_DRAWBUTTONS_H

#include "game/draw/buttons.h"
#include "game/draw/kit.h"
#include "game/scene.h"

/* Each button: a dark box, its words (or the palette's dot) and its key under them;
 * pressed (or -1) brighter, as a finger holds it. */
void drawbuttons(struct kit *d, const struct button *b, int n, int pressed);

/* The dot s holds, lifted clear of the finger over it: a lens above it (below it, by
 * the window's top) showing the dot and how many of the field's dots it pops. Nothing
 * when no dot is held. */
void drawbuttons_held(struct kit *d, const struct play_scene *s);

#endif
