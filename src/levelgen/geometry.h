/* geometry.h: the field, the three dot sizes, and whether a ring touches a dot.
 *
 * Every rule that depends on where dots sit is decided here, once, in exact integer
 * arithmetic (squared distances), so the generator, the solver and the game's rules can
 * never disagree about a touch. The size table is the one place radii and ring reaches
 * are set; the pack file repeats it so that a pack describes itself.
 */
#ifndef LEVELGEN_GEOMETRY_H
#define LEVELGEN_GEOMETRY_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"

enum { FIELD_WIDTH = 640, FIELD_HEIGHT = 800 };

/* Fair to read: dots at least this far apart edge to edge, and every ring reaches a
 * dot's edge with this much to spare or misses it by this much. */
enum { FAIR_SPACING = 14, FAIR_RING_MARGIN = 10 };

/* A dot's colour picks its bell; there are this many. */
enum { NOTE_COUNT = 6 };

enum dot_size { SIZE_SMALL, SIZE_NORMAL, SIZE_BIG, SIZE_COUNT };

struct size_info {
    const char *name;
    int radius;
    int ring; /* how far the ring reaches, from the dot's centre */
};

extern const struct size_info SIZES[SIZE_COUNT];

struct dot {
    int16_t x, y;  /* centre, in field units, origin top left, y down */
    uint8_t size;  /* enum dot_size */
    uint8_t note;  /* 0 .. NOTE_COUNT-1 */
};

/* The size called name, or -1. */
int size_by_name(const char *name);

/* Whether from's ring, at full reach, touches to: dist <= ring(from) + radius(to). */
bool dot_touches(const struct dot *from, const struct dot *to);

/* Squared distance between centres; exact. */
int64_t dot_dist2(const struct dot *a, const struct dot *b);

/* Whether the dot lies wholly inside the field. */
bool dot_inside(const struct dot *d);

/* Whether two distinct dots may stand together: far enough apart, and neither ring
 * passes within the margin of the other's edge. */
bool dots_fair(const struct dot *a, const struct dot *b);

/* The same, saying what is wrong: too close is named before a ring on an edge. */
enum pair_fault { PAIR_FAIR, PAIR_TOO_CLOSE, PAIR_RING_EDGE };
enum pair_fault dots_fault(const struct dot *a, const struct dot *b);

/* Checks a whole field against the rules above; on failure says which dot and why. */
int field_check_fair(const struct dot *dots, int n, error_line *err);

#endif
