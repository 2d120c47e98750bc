/* select.c: see select.h. */
#include "game/select/select.h"

#include <math.h>

/* The grid's rows span this much of the field, from its top. */
enum { GRID_TOP = TILE_TOP - TILE_PITCH_Y / 2, GRID_H = SELECT_ROWS * TILE_PITCH_Y };

static float pitch_x(int columns) { return (float)FIELD_WIDTH / (float)columns; }
static float pitch_y(int rows) { return (float)GRID_H / (float)rows; }

/* The rows that keep tiles of that many columns as round as the full grid's. */
static int rows_for(int columns)
{
    int rows = (int)((float)GRID_H / (pitch_x(columns) * TILE_PITCH_Y / TILE_PITCH_X));
    return rows < 1 ? 1 : rows > SELECT_ROWS ? SELECT_ROWS : rows;
}

static float radius_for(int columns, int rows)
{
    float across = pitch_x(columns) / TILE_PITCH_X, down = pitch_y(rows) / TILE_PITCH_Y;
    return TILE_RADIUS * (across < down ? across : down);
}

void select_grid_for(float scale, float band, float ratio, int *columns, int *rows)
{
    float per_point = ratio > 0 ? 1 / ratio : 1;
    /* the least tile across, in points: a finger's, or its number's and two points a side */
    float number = 3 * TILE_DIGIT_EM * TILE_NUMBER_UNITS * band * per_point;
    float least = fmaxf(TILE_LEAST_POINTS, number + 4);
    int c = SELECT_COLUMNS;
    while (c > SELECT_COLUMNS_LEAST && 2 * radius_for(c, rows_for(c)) * scale * per_point < least - 0.01f)
        c--;
    *columns = c;
    *rows = rows_for(c);
}

void select_set_grid(struct select *s, int columns, int rows)
{
    s->columns = columns;
    s->rows = rows;
}

int select_page(const struct select *s) { return s->columns * s->rows; }

float select_tile_radius(const struct select *s) { return radius_for(s->columns, s->rows); }

void select_start(struct select *s, const struct progress *pr)
{
    *s = (struct select){.progress = pr, .count = pr->count, .columns = SELECT_COLUMNS, .rows = SELECT_ROWS};
    tilerow_even(&s->row);
    select_choose(s, progress_won_count(pr) == pr->count ? pr->count + 1 : progress_first_open(pr));
    select_page_next(s);
}

void select_choose(struct select *s, int tile)
{
    s->chosen = tile;
    if (tile >= 1 && tile <= s->count)
        s->paged = tile;
}

void select_page_next(struct select *s)
{
    const struct progress *pr = s->progress;
    s->paged = progress_won_count(pr) == pr->count ? pr->count : progress_first_open(pr);
}

enum tile_state select_tile_state(const struct select *s, int tile)
{
    const struct progress *pr = s->progress;
    if (tile < 1)
        return TILE_OPEN;
    if (tile > s->count)
        return progress_open(pr, tile) ? TILE_OPEN : TILE_LOCKED;
    if (pr->best[tile - 1].taps)
        return TILE_WON;
    return progress_open(pr, tile) ? TILE_OPEN : TILE_LOCKED;
}

int select_page_first(const struct select *s)
{
    int shown = s->chosen > s->count || s->chosen < 1 ? s->paged : s->chosen;
    return (shown - 1) / select_page(s) * select_page(s) + 1;
}

void select_tile_centre(const struct select *s, int tile, int *x, int *y)
{
    if (tile > s->count) {
        *x = (int)lroundf(s->row.cx[ROW_ENDLESS]);
        *y = ENDLESS_Y;
        return;
    }
    int i = (tile - 1) % select_page(s);
    *x = (int)lroundf(pitch_x(s->columns) * ((float)(i % s->columns) + 0.5f));
    *y = GRID_TOP + (int)lroundf(pitch_y(s->rows) * ((float)(i / s->columns) + 0.5f));
}

int select_tile_at(const struct select *s, int x, int y)
{
    int first = select_page_first(s);
    int last = first + select_page(s) - 1 < s->count ? first + select_page(s) - 1 : s->count;
    for (int tile = first; tile <= last; tile++) {
        int cx, cy;
        select_tile_centre(s, tile, &cx, &cy);
        int dx = x - cx, dy = y - cy, r = (int)select_tile_radius(s) + 6;
        if (dx * dx + dy * dy <= r * r)
            return tile;
    }
    if (tilerow_at(&s->row, x, y) == ROW_ENDLESS)
        return s->count + 1;
    return 0;
}

/* Moves the choice up or down the grid by step tiles; past the last level is the
 * endless tile, and up from the row under the grid is the last level. */
static void move(struct select *s, int step)
{
    int endless = s->count + 1, from = s->chosen < 1 ? endless : s->chosen, to = from + step;
    if (from == endless && step > 0)
        return;
    if (from == endless && step < 0 && step > -select_page(s))
        to = s->count;
    else if (to > endless)
        to = endless;
    else if (to < 1)
        to = step <= -select_page(s) ? 1 : from;
    select_choose(s, to);
}

/* Left and Right: one step in reading order, the row under the grid after the levels. */
static void move_along(struct select *s, int step)
{
    int n = s->count, c = s->chosen;
    int at = c == SELECT_DAILY ? n + 1 : c == n + 1 ? n + 2 : c == SELECT_WORKSHOP ? n + 3 : c;
    int to = at + step;
    if (to < 1 || to > n + 3)
        return;
    select_choose(s, to == n + 1 ? SELECT_DAILY : to == n + 2 ? n + 1 : to == n + 3 ? SELECT_WORKSHOP : to);
}

int select_action(struct select *s, const struct action *a)
{
    int tile;
    switch (a->kind) {
    case ACT_LEFT: move_along(s, -1); break;
    case ACT_RIGHT: move_along(s, 1); break;
    case ACT_UP: move(s, -s->columns); break;
    case ACT_DOWN: move(s, s->columns); break;
    case ACT_PAGE_UP: move(s, -select_page(s)); break;
    case ACT_PAGE_DOWN: move(s, select_page(s)); break;
    case ACT_CONTINUE:
        if (s->chosen < 1 || select_tile_state(s, s->chosen) != TILE_LOCKED)
            return s->chosen;
        s->refused = s->chosen;
        break;
    case ACT_MOVE:
        if ((tile = select_tile_at(s, a->x, a->y)))
            select_choose(s, tile);
        break;
    case ACT_PRESS:
        s->pressed = select_tile_at(s, a->x, a->y);
        if (s->pressed)
            select_choose(s, s->pressed);
        break;
    case ACT_RELEASE:
        tile = select_tile_at(s, a->x, a->y);
        if (tile && tile == s->pressed && select_tile_state(s, tile) != TILE_LOCKED) {
            s->pressed = 0;
            return tile;
        }
        if (tile && tile == s->pressed)
            s->refused = tile;
        s->pressed = 0;
        break;
    default: break;
    }
    return 0;
}
