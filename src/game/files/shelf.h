/* shelf.h: the fields made in the workshop, kept between runs (workshop.json).
 *
 * Pure C: the text in and out; prefs.h keeps the file beside progress.json. A field is kept as it stands, faults and all (work in
 * progress), as its dots in the pack file's words:
 *
 *     {"format": "carillon-workshop", "version": 1, "current": 1,
 *      "fields": [{"dots": [{"x": 320, "y": 400, "size": "normal", "note": 0}]}]}
 *
 * The reader checks everything (at most SHELF_FIELDS fields of at most 64 dots, each
 * centre on the field, known sizes, notes 0..5) and refuses anything else with one line
 * "name: where: what", leaving the shelf empty.
 */
#ifndef GAME_SHELF_H
#define GAME_SHELF_H

#include <stddef.h>

#include "base/error.h"
#include "game/workshop/workshop.h"

enum { SHELF_FIELDS = 9, SHELF_VERSION = 1 };
#define SHELF_MAX_BYTES ((size_t)1 << 20)

struct shelf {
    int count;   /* fields kept, 1 .. SHELF_FIELDS (an empty shelf holds one empty field) */
    int current; /* the one open in the workshop, 0-based */
    struct workshop_field field[SHELF_FIELDS];
};

/* An empty shelf: one empty field. */
void shelf_init(struct shelf *s);

/* Reads the text (len bytes); on failure the shelf is empty and err says why. */
int shelf_parse(const char *text, size_t len, const char *name, struct shelf *s, lg_err *err);

/* The shelf as text; the caller frees it. Fails only when memory runs out. */
char *shelf_format(const struct shelf *s, lg_err *err);

#endif
