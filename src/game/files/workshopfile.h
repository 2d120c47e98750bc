/* workshopfile.h: the fields made in the workshop, kept between runs (workshop.json).
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
 * file merge their fields by identity (workshopfile_merge), not last writer wins.
 *
 * The reader checks everything (at most WORKSHOPFILE_FIELDS fields of at most 64 dots, each
 * centre on the field, known sizes, notes 0..5, no identity twice) and refuses anything
 * else with one line "name: where: what", leaving the workshop file empty.
 */
#ifndef GAME_WORKSHOPFILE_H
#define GAME_WORKSHOPFILE_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "game/workshop/workshop.h"

enum { WORKSHOPFILE_FIELDS = 9, WORKSHOPFILE_VERSION = 1 };
#define WORKSHOPFILE_MAX_BYTES ((size_t)1 << 20)

struct workshopfile {
    int count;   /* fields kept, 1 .. WORKSHOPFILE_FIELDS (an empty workshop file holds one empty field) */
    int current; /* the one open in the workshop, 0-based */
    struct workshop_field field[WORKSHOPFILE_FIELDS];
    uint64_t id[WORKSHOPFILE_FIELDS]; /* each field's identity; 0 until it is first written */
    /* Each field as last read from or written to the file: one that differs has been
     * changed by this copy since. */
    struct workshop_field kept[WORKSHOPFILE_FIELDS];
};

/* An empty workshop file: one empty field. */
void workshopfile_init(struct workshopfile *s);

/* Reads the text (len bytes); on failure the workshop file is empty and err says why. */
int workshopfile_parse(const char *text, size_t len, const char *name, struct workshopfile *s, error_line *err);

/* The workshop file as text; the caller frees it. Fails only when memory runs out. */
char *workshopfile_format(const struct workshopfile *s, error_line *err);

/* Before s is written over the file, which holds there: gives each field of s without
 * an identity a new one (from seed, which differs between copies and calls), then takes
 * in there's fields by identity: one this copy has not changed since it was read or
 * written takes the file's version; one this copy changed keeps its own; one this copy
 * does not have (another copy made it) is added after its own. A field of a file from
 * before identities stands for the field at its place. When WORKSHOPFILE_FIELDS would be passed,
 * note (n bytes) says which of the file's fields are not kept; otherwise it is "". */
void workshopfile_merge(struct workshopfile *s, const struct workshopfile *there, uint64_t seed, char *note, size_t n);

/* After s was written: each field as it stands is what the file holds. */
void workshopfile_written(struct workshopfile *s);

#endif
