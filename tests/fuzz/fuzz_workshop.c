/* fuzz_workshop: the workshop's loader (workshopfile_parse, workshop.json).
 *
 * Promises checked: a refused file gives one line that names it and leaves one empty
 * field; an accepted one holds 1 to WORKSHOPFILE_FIELDS fields of at most 64 dots, each centre
 * on the field with a known size and note, the current field among them, and no two
 * fields of one identity; workshopfile_format writes it into text that reads back to the same
 * fields. */
#include <stdlib.h>
#include <string.h>

#include "game/files/workshopfile.h"

#include "fuzz.h"

static const char NAME[] = "workshop.json";
static struct workshopfile s, again; /* large: not on the stack */

static int same_fields(const struct workshopfile *a, const struct workshopfile *b)
{
    if (a->count != b->count || a->current != b->current)
        return 0;
    for (int k = 0; k < a->count; k++)
        if (a->id[k] != b->id[k] || a->field[k].n != b->field[k].n ||
            memcmp(a->field[k].dots, b->field[k].dots, sizeof a->field[k].dots[0] * (size_t)a->field[k].n) != 0)
            return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    error_line err;
    if (workshopfile_parse((const char *)data, size, NAME, &s, &err) != 0) {
        fuzz_expect_one_line(&err, "workshop.json: ");
        fuzz_require(s.count == 1 && s.current == 0 && s.field[0].n == 0, "a refused file leaves one empty field");
        return 0;
    }
    fuzz_require(s.count >= 1 && s.count <= WORKSHOPFILE_FIELDS, "1 to WORKSHOPFILE_FIELDS fields");
    fuzz_require(s.current >= 0 && s.current < s.count, "the current field is one of them");
    for (int k = 0; k < s.count; k++) {
        fuzz_require(s.field[k].n >= 0 && s.field[k].n <= DOTSET_MAX, "at most 64 dots");
        for (int i = 0; i < s.field[k].n; i++) {
            const struct dot *d = &s.field[k].dots[i];
            fuzz_require(d->x >= 0 && d->x < FIELD_WIDTH && d->y >= 0 && d->y < FIELD_HEIGHT, "centres on the field");
            fuzz_require(d->size < SIZE_COUNT && d->note < NOTE_COUNT, "known sizes and notes");
        }
        for (int j = 0; j < k; j++)
            fuzz_require(!s.id[k] || s.id[k] != s.id[j], "no two fields of one identity");
    }
    char *text = workshopfile_format(&s, &err);
    fuzz_require(text != NULL, "an accepted workshop file can be written");
    fuzz_require(workshopfile_parse(text, strlen(text), NAME, &again, &err) == 0, "what the writer writes, the loader reads");
    fuzz_require(same_fields(&again, &s), "the fields survive writing and reading");
    free(text);
    return 0;
}
