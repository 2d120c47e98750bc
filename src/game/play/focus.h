/* focus.h: where the keyboard's (or a pad's) focus goes among the dots (no SDL).
 *
 * The focus is on one standing dot of a level, or on none (-1). Every function here
 * takes the level and the dots still standing and returns a standing dot, or -1 only
 * when none stands; none ever returns a popped dot.
 *
 * - An arrow goes to the nearest standing dot ahead of the focus in its direction:
 *   first among those within a cone of 45 degrees either side of the arrow, else the
 *   one least off the line. "Ahead" means strictly further along the arrow's axis, so
 *   pressing one arrow again and again visits no dot twice until it has reached the
 *   edge; there, the next press enters again from the opposite edge, on the focus's
 *   line, and lands on another dot when any other stands. From no focus, an arrow
 *   enters from the opposite edge on the field's middle line.
 * - Tab and Shift+Tab walk every standing dot in reading order (rows FOCUS_ROW units
 *   tall, top to bottom, each left to right), wrapping round at the end.
 * - When the focused dot pops, the focus goes to the standing dot nearest to it.
 * Ties go to the lower dot index, so the answer is the same on every platform.
 */
#ifndef GAME_FOCUS_H
#define GAME_FOCUS_H

#include "levelgen/dotset.h"
#include "levelgen/pack.h"

enum focus_dir { FOCUS_UP, FOCUS_DOWN, FOCUS_LEFT, FOCUS_RIGHT };

/* A reading row's height, in field units: about a big dot across, so dots side by side
 * read as one row even when their centres differ a little in height. */
enum { FOCUS_ROW = 48 };

/* Where the arrow dir takes the focus from the dot from (or from none, -1). */
int focus_step(const struct level *lv, dotset standing, int from, enum focus_dir dir);

/* Tab (forward) or Shift+Tab (!forward) from the dot from; from none, the first (or
 * last) dot in reading order. */
int focus_tab(const struct level *lv, dotset standing, int from, bool forward);

/* The standing dot nearest to the dot near (popped or not); from none (-1), the
 * lowest-numbered standing dot; -1 when none stands. */
int focus_nearest(const struct level *lv, dotset standing, int near);

#endif
