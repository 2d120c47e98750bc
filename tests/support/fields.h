/* fields.h: random fields for the tests and the benchmarks.
 *
 * Every field comes from the project's rng (rng.h), so a seed always gives the same
 * fields and a failing case can be replayed. Two kinds:
 * - scattered: dots dropped anywhere in a box, any sizes, overlaps allowed; a small box
 *   makes a dense tangle, a large one sparse noise;
 * - grown: a few roots far apart, then chains grown around them, each new dot inside the
 *   ring of a dot of its own tree; optionally fair to read and with no ring touching a
 *   root, which is what generated levels look like.
 * This is not the project's generator (src/levelgen/grow*); it only has to give the
 * solver and the bits model many shapes. It never allocates.
 */
#ifndef SUPPORT_FIELDS_H
#define SUPPORT_FIELDS_H

#include <stdbool.h>

#include "levelgen/geometry.h"
#include "levelgen/rng.h"

/* n dots (n <= 64) of random sizes with centres in a w x h box at the field's top left
 * (w, h at most the field's), each wholly inside the box. */
void field_scatter(struct rng *r, struct dot *dots, int n, int w, int h);

struct grow_options {
    int dots;             /* dots wanted, at most 64 */
    int roots;            /* roots planted first, big or normal, at least 267 apart */
    bool fair;            /* every pair fair to read, every dot inside the field */
    bool roots_untouched; /* no ring touches a root, so the roots are the chain starts */
};

/* Grows a field into dots; returns how many dots it holds, which is fewer than wanted
 * when no tree finds room (and may hold fewer roots than asked on a crowded field). */
int field_grow(struct rng *r, struct dot *dots, const struct grow_options *opt);

#endif
