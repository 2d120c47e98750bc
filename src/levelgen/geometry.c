/* geometry.c: the size table and the exact integer tests of geometry.h.
 *
 * A distance d is never taken as a square root: `d <= r` is `d*d <= r*r` for r >= 0,
 * which keeps every decision exact and the same on every machine.
 */
#include "geometry.h"

#include <string.h>

const struct size_info SIZES[SIZE_COUNT] = {
    [SIZE_SMALL] = {"small", 12, 56},
    [SIZE_NORMAL] = {"normal", 18, 100},
    [SIZE_BIG] = {"big", 26, 160},
};

int size_by_name(const char *name)
{
    for (int s = 0; s < SIZE_COUNT; s++)
        if (strcmp(SIZES[s].name, name) == 0)
            return s;
    return -1;
}

int64_t dot_dist2(const struct dot *a, const struct dot *b)
{
    int64_t dx = (int64_t)a->x - b->x, dy = (int64_t)a->y - b->y;
    return dx * dx + dy * dy;
}

static int64_t sq(int64_t v) { return v * v; }

/* How far from's centre its ring reaches before it touches to's edge. */
static int64_t touch_reach(const struct dot *from, const struct dot *to)
{
    return SIZES[from->size].ring + SIZES[to->size].radius;
}

bool dot_touches(const struct dot *from, const struct dot *to)
{
    return dot_dist2(from, to) <= sq(touch_reach(from, to));
}

bool dot_inside(const struct dot *d)
{
    int r = SIZES[d->size].radius;
    return d->x - r >= 0 && d->y - r >= 0 && d->x + r <= FIELD_WIDTH && d->y + r <= FIELD_HEIGHT;
}

/* |dist - reach| >= margin, as dist <= reach - margin or dist >= reach + margin. */
static bool clear_of(int64_t dist2, int64_t reach)
{
    int64_t inner = reach - FAIR_RING_MARGIN;
    return (inner >= 0 && dist2 <= sq(inner)) || dist2 >= sq(reach + FAIR_RING_MARGIN);
}

enum pair_fault dots_fault(const struct dot *a, const struct dot *b)
{
    int64_t d2 = dot_dist2(a, b);
    int64_t gap = SIZES[a->size].radius + SIZES[b->size].radius + FAIR_SPACING;
    if (d2 < sq(gap))
        return PAIR_TOO_CLOSE;
    return clear_of(d2, touch_reach(a, b)) && clear_of(d2, touch_reach(b, a)) ? PAIR_FAIR
                                                                              : PAIR_RING_EDGE;
}

bool dots_fair(const struct dot *a, const struct dot *b) { return dots_fault(a, b) == PAIR_FAIR; }

int field_check_fair(const struct dot *dots, int n, error_line *err)
{
    for (int i = 0; i < n; i++) {
        if (!dot_inside(&dots[i]))
            return error_fail(err, "dot %d at (%d,%d) is not wholly inside the %dx%d field", i,
                           dots[i].x, dots[i].y, FIELD_WIDTH, FIELD_HEIGHT);
        for (int j = 0; j < i; j++) {
            enum pair_fault fault = dots_fault(&dots[j], &dots[i]);
            if (fault == PAIR_TOO_CLOSE)
                return error_fail(err, "dots %d and %d are closer than %d units edge to edge", j, i,
                               FAIR_SPACING);
            if (fault == PAIR_RING_EDGE)
                return error_fail(err, "a ring passes within %d units of an edge between dots %d and %d",
                               FAIR_RING_MARGIN, j, i);
        }
    }
    return 0;
}
