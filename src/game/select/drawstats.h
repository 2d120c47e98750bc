/* drawstats.h: the statistics panel (stats.h) over the select, drawn with the kit
 * (kit.h): where stats.h says the panel is (view_over, STATS_X1 .. STATS_Y1), the
 * daily's five figures, its last five weeks as a calendar (a square a day: won, won with
 * a hint, played, not played; today outlined) and a row for each pack kept. Its words
 * are never narrowed under their size (view.h): in a small window the legend takes two
 * rows and a pack's name two lines, and the calendar what room is left. It decides
 * nothing. */
#ifndef GAME_DRAWSTATS_H
#define GAME_DRAWSTATS_H

#include "game/draw/kit.h"
#include "game/select/stats.h"

void drawstats_panel(struct kit *d, const struct stats_scene *sc);

#endif
