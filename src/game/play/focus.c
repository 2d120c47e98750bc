/* focus.c: see focus.h.
 *
 * An arrow's search turns the field so that the arrow points along +par: par is how far
 * a dot lies ahead, perp how far to the side. Ahead means par > 0 strictly, which is
 * what makes a run of presses of one arrow visit each dot at most once before the edge.
 * Past the edge the same search starts again from a point just outside the opposite
 * edge, where every dot lies ahead.
 */
#include "game/play/focus.h"

#include <limits.h>
#include <stdlib.h>

/* The arrow's view of the dot i from the point (ox, oy). */
static void turned(const struct dot *d, int ox, int oy, enum focus_dir dir, long *par, long *perp)
{
    long dx = d->x - ox, dy = d->y - oy;
    switch (dir) {
    case FOCUS_RIGHT: *par = dx; *perp = dy; break;
    case FOCUS_LEFT: *par = -dx; *perp = dy; break;
    case FOCUS_DOWN: *par = dy; *perp = dx; break;
    case FOCUS_UP: *par = -dy; *perp = dx; break;
    }
}

/* The best dot ahead of (ox, oy), other than skip: within the cone (|perp| <= par) the
 * nearest; else the nearest with sideways distance counted double. -1 if none. */
static int ahead(const struct level *lv, dotset standing, int ox, int oy, enum focus_dir dir, int skip)
{
    int best = -1;
    bool best_cone = false;
    long best_cost = LONG_MAX;
    int i;
    for (DOTSET_EACH(i, standing, rest)) {
        long par = 0, perp = 0;
        turned(&lv->dots[i], ox, oy, dir, &par, &perp);
        if (i == skip || par <= 0)
            continue;
        bool cone = labs(perp) <= par;
        long cost = cone ? par * par + perp * perp : par * par + 4 * perp * perp;
        if ((cone && !best_cone) || (cone == best_cone && cost < best_cost)) {
            best = i;
            best_cone = cone;
            best_cost = cost;
        }
    }
    return best;
}

int focus_step(const struct level *lv, dotset standing, int from, enum focus_dir dir)
{
    standing &= dotset_all(lv->n);
    int ox = FIELD_WIDTH / 2, oy = FIELD_HEIGHT / 2;
    if (from >= 0 && from < lv->n) {
        ox = lv->dots[from].x;
        oy = lv->dots[from].y;
        int next = ahead(lv, standing, ox, oy, dir, from);
        if (next >= 0)
            return next;
    }
    /* past the edge (or from no focus): in again from the opposite edge */
    switch (dir) {
    case FOCUS_RIGHT: ox = -1; break;
    case FOCUS_LEFT: ox = FIELD_WIDTH + 1; break;
    case FOCUS_DOWN: oy = -1; break;
    case FOCUS_UP: oy = FIELD_HEIGHT + 1; break;
    }
    int next = ahead(lv, standing, ox, oy, dir, from);
    if (next >= 0)
        return next;
    return from >= 0 && from < lv->n && dotset_has(standing, from) ? from : -1;
}

/* Whether dot a comes before dot b in reading order. */
static bool reads_before(const struct level *lv, int a, int b)
{
    const struct dot *p = &lv->dots[a], *q = &lv->dots[b];
    if (p->y / FOCUS_ROW != q->y / FOCUS_ROW)
        return p->y / FOCUS_ROW < q->y / FOCUS_ROW;
    if (p->x != q->x)
        return p->x < q->x;
    if (p->y != q->y)
        return p->y < q->y;
    return a < b;
}

int focus_tab(const struct level *lv, dotset standing, int from, bool forward)
{
    standing &= dotset_all(lv->n);
    bool placed = from >= 0 && from < lv->n;
    int next = -1, wrap = -1, i;
    for (DOTSET_EACH(i, standing, rest)) {
        /* next: the nearest after from (in the walk's direction); wrap: the first of all */
        bool after = placed && i != from && (forward ? reads_before(lv, from, i) : reads_before(lv, i, from));
        if (after && (next < 0 || (forward ? reads_before(lv, i, next) : reads_before(lv, next, i))))
            next = i;
        if (wrap < 0 || (forward ? reads_before(lv, i, wrap) : reads_before(lv, wrap, i)))
            wrap = i;
    }
    return next >= 0 ? next : wrap;
}

int focus_nearest(const struct level *lv, dotset standing, int near)
{
    standing &= dotset_all(lv->n);
    if (near < 0 || near >= lv->n)
        return standing ? dotset_first(standing) : -1;
    int best = -1, i;
    long best_d = LONG_MAX;
    for (DOTSET_EACH(i, standing, rest)) {
        long dx = lv->dots[i].x - lv->dots[near].x, dy = lv->dots[i].y - lv->dots[near].y;
        if (dx * dx + dy * dy < best_d) {
            best_d = dx * dx + dy * dy;
            best = i;
        }
    }
    return best;
}
