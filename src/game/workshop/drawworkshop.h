/* drawworkshop.h: the workshop's frame (workshopscene.h: workshop_scene), with the drawing kit.
 *
 * The field as it stands, the keys' cursor (a ring on the dot under it, or the outline
 * of the dot it would place), the picked dot outlined, each chain start of the solver's
 * answer ringed and numbered (on a badge beside the dot, clear of its mark), every fault
 * drawn where it is in red (both dots of a pair too close, the ring that runs along
 * another dot's edge, a dot sticking out), and the words: the fewest taps, the bits or
 * "unrated", the line counting the faults, the palette and the keys (the pad's, the
 * cursor's or the pointer's, as last used), never narrowed under their size: a line too
 * wide for its place is broken, and where the keys still do not fit, those a button
 * names are left off. It decides nothing. */
#ifndef GAME_DRAWWORKSHOP_H
#define GAME_DRAWWORKSHOP_H

#include "game/draw/kit.h"
#include "game/workshop/workshopscene.h"

void drawworkshop_scene(struct kit *d, const struct workshop_scene *s);

#endif
