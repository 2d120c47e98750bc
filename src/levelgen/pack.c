/* pack.c: the pack file through cJSON and json.h.
 *
 * Reading walks the tree with json.h's reader, telling it where it is (a level, a dot),
 * so every failure is one line that says where. Writing builds a cJSON tree in a fixed
 * key order and lays it out with json_format, so diffs of a regenerated pack stay
 * readable.
 */
#include "pack.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/fileio.h"
#include "base/json.h"
#include "packbytes.h"

static const char FORMAT_NAME[] = "carillon-levels";

/* ---- reading ---------------------------------------------------------------------- */

static int read_sizes(struct json_reader *rd, const cJSON *root)
{
    const cJSON *sizes = json_array(rd, root, "sizes");
    if (!sizes)
        return -1;
    if (cJSON_GetArraySize(sizes) != SIZE_COUNT)
        return json_bad(rd, "\"sizes\" must list the %d sizes small, normal and big", SIZE_COUNT);
    int s = 0;
    const cJSON *entry;
    cJSON_ArrayForEach(entry, sizes) {
        json_at(rd, "\"sizes\" entry %d", s);
        if (!cJSON_IsObject(entry))
            return json_bad(rd, "must be an object");
        const char *name = json_string(rd, entry, "name");
        int radius, ring;
        if (!name || json_int(rd, entry, "radius", -1000000, 1000000, &radius) != 0 ||
            json_int(rd, entry, "ring", -1000000, 1000000, &ring) != 0)
            return -1;
        char quoted[ERROR_SHOWN_MAX];
        if (strcmp(name, SIZES[s].name) != 0)
            return json_bad(rd, "is \"%s\"; this build expects \"%s\"", error_shown(name, quoted),
                       SIZES[s].name);
        if (radius != SIZES[s].radius || ring != SIZES[s].ring)
            return json_bad(rd, "\"%s\" has radius %d and ring %d; this build plays radius %d and ring %d",
                       name, radius, ring, SIZES[s].radius, SIZES[s].ring);
        s++;
    }
    rd->where[0] = '\0';
    return 0;
}

static int read_dot(struct json_reader *rd, const cJSON *obj, struct dot *d)
{
    if (!cJSON_IsObject(obj))
        return json_bad(rd, "must be an object");
    int x, y, note;
    if (json_int(rd, obj, "x", -FIELD_WIDTH, 2 * FIELD_WIDTH, &x) != 0 ||
        json_int(rd, obj, "y", -FIELD_HEIGHT, 2 * FIELD_HEIGHT, &y) != 0 ||
        json_int(rd, obj, "note", 0, NOTE_COUNT - 1, &note) != 0)
        return -1;
    const char *size_name = json_string(rd, obj, "size");
    if (!size_name)
        return -1;
    int size = size_by_name(size_name);
    char quoted[ERROR_SHOWN_MAX];
    if (size < 0)
        return json_bad(rd, "size \"%s\" is not small, normal or big", error_shown(size_name, quoted));
    *d = (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)size, .note = (uint8_t)note};
    if (!dot_inside(d))
        return json_bad(rd, "at (%d,%d) it is not wholly inside the %dx%d field", x, y, FIELD_WIDTH,
                   FIELD_HEIGHT);
    return 0;
}

/* Reads the level that should be numbered `expected`. */
static int read_level(struct json_reader *rd, const cJSON *obj, int expected, struct level *lv)
{
    json_at(rd, "level %d", expected);
    if (!cJSON_IsObject(obj))
        return json_bad(rd, "must be an object");
    int number;
    double bits;
    if (json_int(rd, obj, "level", 1, PACK_MAX_LEVELS, &number) != 0)
        return -1;
    if (number != expected)
        return json_bad(rd, "is numbered %d; levels must be numbered 1, 2, 3, ... in order", number);
    lv->number = number;
    if (json_int(rd, obj, "taps", 1, DOTSET_MAX, &lv->taps) != 0 ||
        json_number(rd, obj, "bits", 0, 1000, &bits) != 0)
        return -1;
    lv->centibits = (int)lround(bits * 100);

    const cJSON *dots = json_array(rd, obj, "dots");
    if (!dots)
        return -1;
    int n = cJSON_GetArraySize(dots);
    if (n < 1 || n > DOTSET_MAX)
        return json_bad(rd, "has %d dots; a level has 1 to %d", n, DOTSET_MAX);
    lv->n = n;
    const cJSON *d;
    int k = 0;
    cJSON_ArrayForEach(d, dots) {
        json_at(rd, "level %d: dot %d", expected, k);
        if (read_dot(rd, d, &lv->dots[k]) != 0)
            return -1;
        k++;
    }
    json_at(rd, "level %d", expected);

    const cJSON *solution = json_array(rd, obj, "solution");
    if (!solution)
        return -1;
    if (cJSON_GetArraySize(solution) != lv->taps)
        return json_bad(rd, "\"solution\" has %d taps but \"taps\" is %d", cJSON_GetArraySize(solution),
                   lv->taps);
    dotset used = 0;
    int i = 0;
    const cJSON *tap;
    cJSON_ArrayForEach(tap, solution) {
        if (!cJSON_IsNumber(tap) || tap->valuedouble != floor(tap->valuedouble) ||
            !(tap->valuedouble >= 0 && tap->valuedouble < n))
            return json_bad(rd, "\"solution\" tap %d must be a dot index 0..%d", i + 1, n - 1);
        int u = (int)tap->valuedouble;
        if (dotset_has(used, u))
            return json_bad(rd, "\"solution\" taps dot %d twice", u);
        used |= dotset_of(u);
        lv->solution[i++] = (uint8_t)u;
    }
    return 0;
}

static int read_root(struct json_reader *rd, const cJSON *root, void *out)
{
    struct pack *pack = out;
    if (json_header(rd, root, FORMAT_NAME, PACK_VERSION) != 0)
        return -1;
    double seed;
    if (json_number(rd, root, "seed", 0, JSON_LARGEST_EXACT, &seed) != 0)
        return -1;
    if (seed != floor(seed))
        return json_bad(rd, "\"seed\" must be a whole number");
    const cJSON *field = json_object(rd, root, "field");
    if (!field)
        return -1;
    int width, height;
    json_at(rd, "\"field\"");
    if (json_int(rd, field, "width", 0, 1000000, &width) != 0 ||
        json_int(rd, field, "height", 0, 1000000, &height) != 0)
        return -1;
    if (width != FIELD_WIDTH || height != FIELD_HEIGHT)
        return json_bad(rd, "is %dx%d; this build plays %dx%d", width, height, FIELD_WIDTH,
                   FIELD_HEIGHT);
    rd->where[0] = '\0';
    if (read_sizes(rd, root) != 0)
        return -1;

    const cJSON *levels = json_array(rd, root, "levels");
    if (!levels)
        return -1;
    int count = cJSON_GetArraySize(levels);
    if (count < 1 || count > PACK_MAX_LEVELS)
        return json_bad(rd, "has %d levels; a pack has 1 to %d", count, PACK_MAX_LEVELS);
    if (pack_alloc(pack, count, rd->err) != 0)
        return -1;
    pack->seed = (uint64_t)seed;
    const cJSON *lv;
    int number = 0;
    cJSON_ArrayForEach(lv, levels) {
        number++;
        if (read_level(rd, lv, number, &pack->levels[number - 1]) != 0)
            return -1;
    }
    return 0;
}

int pack_parse(const char *text, size_t len, const char *name, struct pack *pack, error_line *err)
{
    *pack = (struct pack){0};
    int status;
    if (packbytes_is(text, len)) {
        const uint8_t *bytes = (const uint8_t *)text;
        int count = packbytes_count(bytes, len, name, err);
        if (count < 0 || pack_alloc(pack, count, err) != 0)
            return -1;
        status = packbytes_read(bytes, len, name, pack, err);
    } else {
        status = json_read_text(text, len, PACK_MAX_BYTES, name, read_root, pack, err);
    }
    if (status != 0)
        pack_free(pack);
    return status;
}

int pack_read(const char *path, struct pack *pack, error_line *err)
{
    *pack = (struct pack){0};
    size_t len;
    char *text = file_read(path, PACK_MAX_BYTES, &len, err);
    if (!text)
        return -1;
    int status = pack_parse(text, len, path, pack, err);
    free(text);
    return status;
}

/* ---- writing ---------------------------------------------------------------------- */

static void level_json(bool *ok, cJSON *levels, const struct level *lv)
{
    cJSON *obj = json_attach(ok, levels, NULL, cJSON_CreateObject());
    json_attach(ok, obj, "level", cJSON_CreateNumber(lv->number));
    json_attach(ok, obj, "taps", cJSON_CreateNumber(lv->taps));
    json_attach(ok, obj, "bits", json_raw_number("%d.%02d", lv->centibits / 100, lv->centibits % 100));
    cJSON *dots = json_attach(ok, obj, "dots", cJSON_CreateArray());
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        cJSON *dj = json_attach(ok, dots, NULL, cJSON_CreateObject());
        json_attach(ok, dj, "x", cJSON_CreateNumber(d->x));
        json_attach(ok, dj, "y", cJSON_CreateNumber(d->y));
        json_attach(ok, dj, "size", cJSON_CreateString(SIZES[d->size].name));
        json_attach(ok, dj, "note", cJSON_CreateNumber(d->note));
    }
    cJSON *solution = json_attach(ok, obj, "solution", cJSON_CreateArray());
    for (int i = 0; i < lv->taps; i++)
        json_attach(ok, solution, NULL, cJSON_CreateNumber(lv->solution[i]));
}

static cJSON *pack_json(bool *ok, const struct pack *pack)
{
    cJSON *root = json_begin(ok, FORMAT_NAME, PACK_VERSION);
    json_attach(ok, root, "seed", json_raw_number("%llu", (unsigned long long)pack->seed));
    cJSON *field = json_attach(ok, root, "field", cJSON_CreateObject());
    json_attach(ok, field, "width", cJSON_CreateNumber(FIELD_WIDTH));
    json_attach(ok, field, "height", cJSON_CreateNumber(FIELD_HEIGHT));
    cJSON *sizes = json_attach(ok, root, "sizes", cJSON_CreateArray());
    for (int s = 0; s < SIZE_COUNT; s++) {
        cJSON *sj = json_attach(ok, sizes, NULL, cJSON_CreateObject());
        json_attach(ok, sj, "name", cJSON_CreateString(SIZES[s].name));
        json_attach(ok, sj, "radius", cJSON_CreateNumber(SIZES[s].radius));
        json_attach(ok, sj, "ring", cJSON_CreateNumber(SIZES[s].ring));
    }
    cJSON *levels = json_attach(ok, root, "levels", cJSON_CreateArray());
    for (int i = 0; i < pack->count; i++)
        level_json(ok, levels, &pack->levels[i]);
    return root;
}

char *pack_format(const struct pack *pack, error_line *err)
{
    bool ok = true;
    cJSON *root = pack_json(&ok, pack);
    return json_finish(root, ok, "the pack", err);
}

int pack_write(const char *path, const struct pack *pack, error_line *err)
{
    char *text = pack_format(pack, err);
    if (!text)
        return -1;
    int status = file_write_atomic(path, text, strlen(text), err);
    free(text);
    return status;
}

int pack_alloc(struct pack *pack, int count, error_line *err)
{
    *pack = (struct pack){0};
    pack->levels = calloc((size_t)count, sizeof *pack->levels);
    if (!pack->levels)
        return error_fail(err, "out of memory for %d levels", count);
    pack->count = count;
    return 0;
}

void pack_free(struct pack *pack)
{
    free(pack->levels);
    *pack = (struct pack){0};
}
