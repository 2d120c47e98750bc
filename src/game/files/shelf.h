/* shelf.h: the fields made in the workshop, kept between runs (workshop.json).
 *
 * Pure C: the text in and out; prefs.h keeps the file beside progress.json. A field is kept as it stands, faults and all (work in
 * progress), as its dots in the pack file's words:
 *
 *     {"format": "carillon-workshop", "version": 1, "current": 1,
 *      "fields": [{"id": "4f1c0a9e7b3d2c18",
 *                  "dots": [{"x": 320, "y": 400, "size": "normal", "note": 0}]}]}
 *
 * Each field has an identity of its own ("id", given when it is first written; a file
 * from before ids reads as fields without one), so two copies of the game sharing the
 * file merge their fields by identity (shelf_merge), not last writer wins.
 *
 * The reader checks everything (at most SHELF_FIELDS fields of at most 64 dots, each
 * centre on the field, known sizes, notes 0..5, no identity twice) and refuses anything
 * else with one line "name: where: what", leaving the shelf empty.
 */
#ifndef GAME_SHELF_H
#define GAME_SHELF_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "game/workshop/workshop.h"

enum { SHELF_FIELDS = 9, SHELF_VERSION = 1 };
#define SHELF_MAX_BYTES ((size_t)1 << 20)

struct shelf {
    int count;   /* fields kept, 1 .. SHELF_FIELDS (an empty shelf holds one empty field) */
    int current; /* the one open in the workshop, 0-based */
    struct workshop_field field[SHELF_FIELDS];
    uint64_t id[SHELF_FIELDS]; /* each field's identity; 0 until it is first written */
    /* Each field as last read from or written to the file: one that differs has been
     * changed by this copy since. */
    struct workshop_field kept[SHELF_FIELDS];
};

/* An empty shelf: one empty field. */
void shelf_init(struct shelf *s);

/* Reads the text (len bytes); on failure the shelf is empty and err says why. */
int shelf_parse(const char *text, size_t len, const char *name, struct shelf *s, error_line *err);

/* The shelf as text; the caller frees it. Fails only when memory runs out. */
char *shelf_format(const struct shelf *s, error_line *err);

/* Before s is written over the file, which holds there: gives each field of s without
 * an identity a new one (from seed, which differs between copies and calls), then takes
 * in there's fields by identity: one this copy has not changed since it was read or
 * written takes the file's version; one this copy changed keeps its own; one this copy
 * does not have (another copy made it) is added after its own. A field of a file from
 * before identities stands for the field at its place. When SHELF_FIELDS would be passed,
 * note (n bytes) says which of the file's fields are not kept; otherwise it is "". */
void shelf_merge(struct shelf *s, const struct shelf *there, uint64_t seed, char *note, size_t n);

/* After s was written: each field as it stands is what the file holds. */
void shelf_written(struct shelf *s);

#endif
