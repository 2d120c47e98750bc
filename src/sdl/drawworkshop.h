/* drawworkshop.h: the workshop's frame (workbench.h's scene), with the drawing kit.
 *
 * The field as it stands, the picked dot outlined, each chain start of the solver's
 * answer ringed and numbered, every fault drawn where it is in red (both dots of a pair
 * too close, the ring that runs along another dot's edge, a dot sticking out), and the
 * words: the fewest taps, the bits or "unrated", the line counting the faults, the
 * palette and the keys. It decides nothing. */
#ifndef GAME_DRAWWORKSHOP_H
#define GAME_DRAWWORKSHOP_H

#include "kit.h"
#include "game/workbench.h"

void drawworkshop_scene(struct draw *d, const struct workshop_scene *s);

#endif
