/* drawplay.h: the play screen's frame, drawn with the kit (kit.h).
 *
 * The words around the field are worked out from the scene here. Rings and pops are read
 * from the play's pop times, so what is seen is what the rules decided.
 */
#ifndef SHELL_DRAWPLAY_H
#define SHELL_DRAWPLAY_H

#include "game/play/playscene.h"
#include "game/draw/kit.h"

/* The lines of words a banner has under its title: what was done and what comes next,
 * a line each where they fit across, or each broken over up to half the most where the
 * banner is narrower (a phone in portrait, a field between columns of words). */
enum { BANNER_LINES_LEAST = 2, BANNER_LINES_MOST = 6 };

/* Where the banner of a won or lost level stands once faded in, in output pixels, with
 * lines of words under its title: centred on the field's panel and within it (so clear
 * of the header and the buttons, which are never over the field), at the words' scale
 * (the bands', view.h, so its words keep their size, never under 11 points), as wide as
 * its words want or as the panel allows less a margin. */
struct view_box drawplay_banner(const struct view *v, int lines);

/* Where the banner of a level out of taps stands: where it hides the fewest of the dots
 * still standing (the player sees what was missed), centred or at the top or the bottom
 * of the field's panel. */
struct view_box drawplay_banner_lost(const struct view *v, const struct play *p, int lines);

/* Draws the play scene over the whole output (and does not present it). */
void drawplay_scene(struct kit *d, const struct play_scene *s);

#endif
