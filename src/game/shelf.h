/* shelf.h: the fields made in the workshop, kept between runs (workshop.json).
 *
 * No SDL: the text in and out, and the file beside progress.json read and written
 * atomically (base/fileio.h). A field is kept as it stands, faults and all (work in
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
#include "workshop.h"

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

/* Reads the shelf from the file at path: 0 with the shelf read, or empty when there is
 * no file yet; -1 with an empty shelf and note saying why when the file cannot be used
 * (it is left as it is, and the caller should not write over it). */
int shelf_load(const char *path, struct shelf *s, lg_err *note);

/* Writes the shelf to path atomically (base/fileio.h). */
int shelf_store(const char *path, const struct shelf *s, lg_err *err);

#endif
