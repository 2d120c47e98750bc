/* select.h: the title and level select, as logic (no SDL).
 *
 * Every level of the pack is a tile in a grid, a page at a time, and after the last tile
 * the endless tile. The grid is SELECT_COLUMNS x SELECT_ROWS, or in a small window
 * fewer and larger tiles (select_grid_for), so a tile always holds its number and a
 * finger. A tile is locked,
 * open or won (its best try marked on it: read, par, over par or helped), as the
 * progress says (progress.h). One tile is
 * chosen: the arrows move the choice (Page Up and Down a page), Enter plays it; a
 * pointer (mouse or finger) chooses the tile under it, and a press and release on the
 * same open tile plays it. Places are in field units (view.h).
 *
 * Under the grid is a row of three: the daily level's tile at the left, the endless tile
 * in the middle, the workshop's tile at the right, laid out for their words (tilerow.h;
 * selectscreen.c opens the two beside the endless one; a pointer on them goes there,
 * not here). The keys reach them too:
 * Left and Right walk the levels and then that row in reading order (the last level,
 * the daily tile, the endless tile, the workshop tile), Down from the grid's last row is
 * the endless tile, Up from the row is the last level, and Enter on the daily or
 * workshop tile asks for it (SELECT_DAILY, SELECT_WORKSHOP).
 */
#ifndef GAME_SELECT_H
#define GAME_SELECT_H

#include <stdbool.h>

#include "game/carillon.h"
#include "game/draw/view.h"
#include "game/files/progress.h"
#include "game/select/tilerow.h"

enum {
    SELECT_COLUMNS = 10, /* the most: a grid as the field is wide */
    SELECT_ROWS = 12,
    SELECT_COLUMNS_LEAST = 3,
    SELECT_PAGE = SELECT_COLUMNS * SELECT_ROWS,
    TILE_PITCH_X = 64, /* with the most columns and rows */
    TILE_PITCH_Y = 58,
    TILE_TOP = 40,     /* the first row's centre, with the most rows */
    ENDLESS_Y = ROW_Y, /* the endless tile's centre (its place across is the row's, tilerow.h) */
};

enum tile_state { TILE_LOCKED, TILE_OPEN, TILE_WON };

/* The choice on the daily or the workshop tile (never a level's number), and what
 * select_action returns when Enter asks for either. */
enum { SELECT_DAILY = -1, SELECT_WORKSHOP = -2 };

struct select {
    const struct progress *progress; /* borrowed */
    int count;   /* levels in the pack; the endless tile is count + 1 */
    int chosen;  /* 1 .. count + 1, SELECT_DAILY or SELECT_WORKSHOP */
    int paged;   /* the level whose page shows while the choice is under the grid (the
                    row's tiles): the last chosen in the grid, or the next to play */
    int pressed; /* the tile a pointer went down on, or 0 */
    int columns, rows; /* the grid (SELECT_COLUMNS x SELECT_ROWS unless set) */
    int refused; /* a locked tile Enter or a tap asked to play, for the screen to answer
                    (a nudge and a muted tone), or 0 */
    struct tile_row row; /* the tiles under the grid, as last laid out for their words (even
                            until then) */
};

/* A tile's number, at most three digits in the small number style (12.5 units at the bands'
 * scale, text.h), is at most this many ems wide: the display face's digits are narrower
 * (test_shots checks the pixels). */
#define TILE_DIGIT_EM 0.7f
#define TILE_NUMBER_UNITS 12.5f

/* A tile is at least this many window points across (a fingertip's), where the window
 * leaves room for SELECT_COLUMNS_LEAST such. */
#define TILE_LEAST_POINTS 44.0f

/* The grid for a field drawn at scale pixels a unit with words at band pixels a unit,
 * ratio pixels to a window point: the most columns (up to SELECT_COLUMNS) whose tiles
 * are each at least TILE_LEAST_POINTS across and wider than their number by two points
 * a side, and as many rows as keep the tiles round. Reckoned in points, so a window
 * gives the same grid at every pixel density (a phone's 3x as a desktop's 1x). */
void select_grid_for(float scale, float band, float ratio, int *columns, int *rows);

/* Sets the grid, keeping the chosen tile. */
void select_set_grid(struct select *s, int columns, int rows);

/* Tiles a page. */
int select_page(const struct select *s);

/* A tile's radius in field units. */
float select_tile_radius(const struct select *s);

/* Starts, with the full grid, with the first level not yet won chosen (the endless tile once all are). */
void select_start(struct select *s, const struct progress *pr);

/* Handles an action: returns the tile to play (1 .. count + 1), SELECT_DAILY or
 * SELECT_WORKSHOP when one is asked for, 0 when the action was used or ignored. */
int select_action(struct select *s, const struct action *a);

/* The daily and workshop tiles are always open. */
enum tile_state select_tile_state(const struct select *s, int tile);

/* The first tile of the page the chosen tile is on (while the choice is under the grid,
 * the page it was chosen from, or the next level's: select_page_next). */
int select_page_first(const struct select *s);

/* Shows the page of the next level to play (the first not won; the last page once all
 * are), the choice kept where it is: back from the daily, the workshop or a code. */
void select_page_next(struct select *s);

/* Chooses tile (as the arrows or the pointer do). */
void select_choose(struct select *s, int tile);

/* Where a tile of the chosen tile's page is (its centre), in field units. */
void select_tile_centre(const struct select *s, int tile, int *x, int *y);

/* The tile of the page under (x, y) in field units, or 0. */
int select_tile_at(const struct select *s, int x, int y);

#endif
