/* select.c: see select.h. */
#include "select.h"

void select_start(struct levelselect *s, const struct progress *pr)
{
    *s = (struct levelselect){.progress = pr, .count = pr->count};
    s->chosen = progress_won_count(pr) == pr->count ? pr->count + 1 : progress_first_open(pr);
}

enum tile_state select_tile_state(const struct levelselect *s, int tile)
{
    const struct progress *pr = s->progress;
    if (tile > s->count)
        return progress_open(pr, tile) ? TILE_OPEN : TILE_LOCKED;
    if (pr->best[tile - 1])
        return pr->clean[tile - 1] ? TILE_WON : TILE_WON_HINTED;
    return progress_open(pr, tile) ? TILE_OPEN : TILE_LOCKED;
}

int select_page_first(const struct levelselect *s)
{
    int chosen = s->chosen > s->count ? s->count : s->chosen;
    return (chosen - 1) / SELECT_PAGE * SELECT_PAGE + 1;
}

void select_tile_centre(const struct levelselect *s, int tile, int *x, int *y)
{
    if (tile > s->count) {
        *x = FIELD_WIDTH / 2;
        *y = ENDLESS_Y;
        return;
    }
    int i = (tile - 1) % SELECT_PAGE;
    *x = TILE_PITCH_X / 2 + (i % SELECT_COLUMNS) * TILE_PITCH_X;
    *y = TILE_TOP + (i / SELECT_COLUMNS) * TILE_PITCH_Y;
}

int select_tile_at(const struct levelselect *s, int x, int y)
{
    int first = select_page_first(s);
    int last = first + SELECT_PAGE - 1 < s->count ? first + SELECT_PAGE - 1 : s->count;
    for (int tile = first; tile <= last; tile++) {
        int cx, cy;
        select_tile_centre(s, tile, &cx, &cy);
        int dx = x - cx, dy = y - cy, r = TILE_RADIUS + 6;
        if (dx * dx + dy * dy <= r * r)
            return tile;
    }
    if (x >= FIELD_WIDTH / 2 - ENDLESS_HALF_W && x <= FIELD_WIDTH / 2 + ENDLESS_HALF_W &&
        y >= ENDLESS_Y - ENDLESS_HALF_H && y <= ENDLESS_Y + ENDLESS_HALF_H)
        return s->count + 1;
    return 0;
}

/* Moves the choice by step tiles; past the last level is the endless tile, and up
 * from it is the last level. */
static void move(struct levelselect *s, int step)
{
    int endless = s->count + 1, to = s->chosen + step;
    if (s->chosen == endless && step < 0 && step > -SELECT_PAGE)
        to = s->count;
    else if (to > endless)
        to = endless;
    else if (to < 1)
        to = step <= -SELECT_PAGE ? 1 : s->chosen;
    s->chosen = to;
}

int select_action(struct levelselect *s, const struct action *a)
{
    int tile;
    switch (a->kind) {
    case ACT_LEFT: move(s, -1); break;
    case ACT_RIGHT: move(s, 1); break;
    case ACT_UP: move(s, -SELECT_COLUMNS); break;
    case ACT_DOWN: move(s, SELECT_COLUMNS); break;
    case ACT_PAGE_UP: move(s, -SELECT_PAGE); break;
    case ACT_PAGE_DOWN: move(s, SELECT_PAGE); break;
    case ACT_CONTINUE:
        return select_tile_state(s, s->chosen) != TILE_LOCKED ? s->chosen : 0;
    case ACT_MOVE:
        if ((tile = select_tile_at(s, a->x, a->y)))
            s->chosen = tile;
        break;
    case ACT_PRESS:
        s->pressed = select_tile_at(s, a->x, a->y);
        if (s->pressed)
            s->chosen = s->pressed;
        break;
    case ACT_RELEASE:
        tile = select_tile_at(s, a->x, a->y);
        if (tile && tile == s->pressed && select_tile_state(s, tile) != TILE_LOCKED) {
            s->pressed = 0;
            return tile;
        }
        s->pressed = 0;
        break;
    default: break;
    }
    return 0;
}
