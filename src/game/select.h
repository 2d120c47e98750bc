/* select.h: the title and level select, as logic (no SDL).
 *
 * Every level of the pack is a tile in a grid of SELECT_COLUMNS, a page of
 * SELECT_PAGE at a time, and after the last tile the endless tile. A tile is locked,
 * open or won (with or without a hint), as the progress says (progress.h). One tile is
 * chosen: the arrows move the choice (Page Up and Down a page), Enter plays it; a
 * pointer (mouse or finger) chooses the tile under it, and a press and release on the
 * same open tile plays it. Places are in field units (view.h).
 */
#ifndef GAME_SELECT_H
#define GAME_SELECT_H

#include <stdbool.h>

#include "action.h"
#include "progress.h"

enum {
    SELECT_COLUMNS = 10,
    SELECT_ROWS = 12,
    SELECT_PAGE = SELECT_COLUMNS * SELECT_ROWS,
    TILE_PITCH_X = 64,
    TILE_PITCH_Y = 58,
    TILE_TOP = 40,     /* the first row's centre */
    TILE_RADIUS = 22,
    ENDLESS_Y = 752,   /* the endless tile's centre, and its half sizes */
    ENDLESS_HALF_W = 120,
    ENDLESS_HALF_H = 24,
};

enum tile_state { TILE_LOCKED, TILE_OPEN, TILE_WON_HINTED, TILE_WON };

struct levelselect {
    const struct progress *progress; /* borrowed */
    int count;   /* levels in the pack; the endless tile is count + 1 */
    int chosen;  /* 1 .. count + 1 */
    int pressed; /* the tile a pointer went down on, or 0 */
};

/* Starts with the first level not yet won chosen (the endless tile once all are). */
void select_start(struct levelselect *s, const struct progress *pr);

/* Handles an action: returns the tile to play (1 .. count + 1) when one is to be
 * played, 0 when the action was used or ignored. */
int select_action(struct levelselect *s, const struct action *a);

enum tile_state select_tile_state(const struct levelselect *s, int tile);

/* The first tile of the page the chosen tile is on. */
int select_page_first(const struct levelselect *s);

/* Where a tile of the chosen tile's page is (its centre), in field units. */
void select_tile_centre(const struct levelselect *s, int tile, int *x, int *y);

/* The tile of the page under (x, y) in field units, or 0. */
int select_tile_at(const struct levelselect *s, int x, int y);

#endif
