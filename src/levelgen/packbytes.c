/* packbytes.c: see packbytes.h. */
#include "packbytes.h"

#include <stdlib.h>
#include <string.h>

#include "base/json.h" /* the reader's line of fault; JSON_LARGEST_EXACT: the seeds the JSON form holds */

static const uint8_t MAGIC[4] = {0x89, 'C', 'P', 'K'};
enum { VERSION = 1, MOST_CENTIBITS = 100000, HEAD = 4 + 1 + 8 + 2 + 2 + 4 * SIZE_COUNT + 2 };

_Static_assert(FIELD_WIDTH < 1 << 10 && FIELD_HEIGHT < 1 << 10, "a centre's x and y take 10 bits each");
_Static_assert(SIZE_COUNT <= 4 && NOTE_COUNT <= 8, "a size takes 2 bits and a note 3");

bool packbytes_is(const void *data, size_t len) { return len >= sizeof MAGIC && memcmp(data, MAGIC, sizeof MAGIC) == 0; }

/* ---- writing ------------------------------------------------------------------------ */

static uint8_t *put(uint8_t *at, uint64_t value, int bytes)
{
    for (int i = bytes - 1; i >= 0; i--)
        *at++ = (uint8_t)(value >> (8 * i));
    return at;
}

int packbytes_write(const struct pack *pack, uint8_t **out, size_t *len, error_line *err)
{
    size_t size = HEAD;
    for (int i = 0; i < pack->count; i++)
        size += 5 + 4 * (size_t)pack->levels[i].n + (size_t)pack->levels[i].taps;
    uint8_t *bytes = malloc(size), *at = bytes;
    if (!bytes)
        return error_fail(err, "out of memory for a pack of %d levels", pack->count);
    memcpy(at, MAGIC, sizeof MAGIC);
    at = put(at + sizeof MAGIC, VERSION, 1);
    at = put(at, pack->seed, 8);
    at = put(put(at, FIELD_WIDTH, 2), FIELD_HEIGHT, 2);
    for (int s = 0; s < SIZE_COUNT; s++)
        at = put(put(at, (uint64_t)SIZES[s].radius, 2), (uint64_t)SIZES[s].ring, 2);
    at = put(at, (uint64_t)pack->count, 2);
    for (int i = 0; i < pack->count; i++) {
        const struct level *lv = &pack->levels[i];
        at = put(put(at, (uint64_t)lv->taps, 1), (uint64_t)lv->n, 1);
        at = put(at, (uint64_t)lv->centibits, 3);
        for (int k = 0; k < lv->n; k++) {
            const struct dot *d = &lv->dots[k];
            at = put(at, (uint64_t)d->x << 15 | (uint64_t)d->y << 5 | (uint64_t)d->size << 3 | d->note, 4);
        }
        for (int k = 0; k < lv->taps; k++)
            at = put(at, lv->solution[k], 1);
    }
    *out = bytes;
    *len = size;
    return 0;
}

/* ---- reading ------------------------------------------------------------------------ */

/* The bytes left to read, and where in the pack they are, for its one line of fault
 * (base/json.h's reader and json_bad: "name: where: what", as the JSON form's). */
struct reader {
    const uint8_t *at, *end;
    struct json_reader rd;
};

/* The next bytes-long number, or -1 (said) when the pack ends first. */
static int take(struct reader *r, int bytes, uint64_t *value)
{
    if (r->end - r->at < bytes)
        return json_bad(&r->rd, "the pack ends %ld bytes short", (long)(bytes - (r->end - r->at)));
    *value = 0;
    for (int i = 0; i < bytes; i++)
        *value = *value << 8 | *r->at++;
    return 0;
}

static int read_head(struct reader *r, uint64_t *seed_out, int *count)
{
    uint64_t version, seed, w, h, n;
    r->at += sizeof MAGIC;
    if (take(r, 1, &version) != 0)
        return -1;
    if (version != VERSION)
        return json_bad(&r->rd, "it is version %d of the pack in bytes; this build reads version %d", (int)version, VERSION);
    if (take(r, 8, &seed) != 0 || take(r, 2, &w) != 0 || take(r, 2, &h) != 0)
        return -1;
    if (seed > (uint64_t)JSON_LARGEST_EXACT)
        return json_bad(&r->rd, "its seed %llu is above 2^53", (unsigned long long)seed);
    if (w != FIELD_WIDTH || h != FIELD_HEIGHT)
        return json_bad(&r->rd, "its field is %dx%d; this build plays %dx%d", (int)w, (int)h, FIELD_WIDTH, FIELD_HEIGHT);
    for (int s = 0; s < SIZE_COUNT; s++) {
        uint64_t radius, ring;
        if (take(r, 2, &radius) != 0 || take(r, 2, &ring) != 0)
            return -1;
        if (radius != (uint64_t)SIZES[s].radius || ring != (uint64_t)SIZES[s].ring)
            return json_bad(&r->rd, "size %d has radius %d and ring %d; this build plays radius %d and ring %d", s, (int)radius,
                       (int)ring, SIZES[s].radius, SIZES[s].ring);
    }
    if (take(r, 2, &n) != 0)
        return -1;
    if (n < 1 || n > PACK_MAX_LEVELS)
        return json_bad(&r->rd, "it has %d levels; a pack has 1 to %d", (int)n, PACK_MAX_LEVELS);
    *seed_out = seed;
    *count = (int)n;
    return 0;
}

static int read_dot(struct reader *r, struct dot *d)
{
    uint64_t v;
    if (take(r, 4, &v) != 0)
        return -1;
    unsigned size = (unsigned)(v >> 3 & 3), note = (unsigned)(v & 7);
    if (v >> 25)
        return json_bad(&r->rd, "its bytes 0x%08x have bits set above the 25 a dot takes", (unsigned)v);
    if (size >= SIZE_COUNT || note >= NOTE_COUNT)
        return json_bad(&r->rd, "size %u or note %u is not one this build plays", size, note);
    *d = (struct dot){.x = (int16_t)(v >> 15), .y = (int16_t)(v >> 5 & 0x3ff), .size = (uint8_t)size,
                      .note = (uint8_t)note};
    if (!dot_inside(d))
        return json_bad(&r->rd, "at (%d,%d) it is not wholly inside the %dx%d field", d->x, d->y, FIELD_WIDTH, FIELD_HEIGHT);
    return 0;
}

static int read_level(struct reader *r, int number, struct level *lv)
{
    uint64_t taps, n, centibits;
    json_at(&r->rd, "level %d", number);
    if (take(r, 1, &taps) != 0 || take(r, 1, &n) != 0 || take(r, 3, &centibits) != 0)
        return -1;
    if (taps < 1 || taps > DOTSET_MAX)
        return json_bad(&r->rd, "par is %d; it is 1 to %d", (int)taps, DOTSET_MAX);
    if (n < 1 || n > DOTSET_MAX)
        return json_bad(&r->rd, "it has %d dots; a level has 1 to %d", (int)n, DOTSET_MAX);
    if (centibits > MOST_CENTIBITS)
        return json_bad(&r->rd, "its bits are %d hundredths; at most %d", (int)centibits, MOST_CENTIBITS);
    *lv = (struct level){.number = number, .taps = (int)taps, .centibits = (int)centibits, .n = (int)n};
    for (int k = 0; k < lv->n; k++) {
        json_at(&r->rd, "level %d: dot %d", number, k);
        if (read_dot(r, &lv->dots[k]) != 0)
            return -1;
    }
    json_at(&r->rd, "level %d", number);
    dotset used = 0;
    for (int k = 0; k < lv->taps; k++) {
        uint64_t u;
        if (take(r, 1, &u) != 0)
            return -1;
        if (u >= n)
            return json_bad(&r->rd, "its answer's tap %d is dot %d, not one of its %d", k + 1, (int)u, lv->n);
        if (dotset_has(used, (int)u))
            return json_bad(&r->rd, "its answer taps dot %d twice", (int)u);
        used |= dotset_of((int)u);
        lv->solution[k] = (uint8_t)u;
    }
    return 0;
}

/* The reader at the bytes' head, read and checked: the seed and the count of levels. */
static int head(struct reader *r, const uint8_t *data, size_t len, uint64_t *seed, int *count)
{
    if (!packbytes_is(data, len))
        return json_bad(&r->rd, "not a Carillon pack in bytes (it does not start 0x89 CPK)");
    return read_head(r, seed, count);
}

int packbytes_count(const uint8_t *data, size_t len, const char *name, error_line *err)
{
    struct reader r = {.at = data, .end = data + len, .rd = {.name = name, .err = err}};
    uint64_t seed;
    int count;
    return head(&r, data, len, &seed, &count) == 0 ? count : -1;
}

int packbytes_read(const uint8_t *data, size_t len, const char *name, struct pack *pack, error_line *err)
{
    struct reader r = {.at = data, .end = data + len, .rd = {.name = name, .err = err}};
    int count = 0;
    if (head(&r, data, len, &pack->seed, &count) != 0)
        return -1;
    if (count != pack->count)
        return json_bad(&r.rd, "it has %d levels, where room was made for %d", count, pack->count);
    for (int i = 0; i < count; i++)
        if (read_level(&r, i + 1, &pack->levels[i]) != 0)
            return -1;
    r.rd.where[0] = '\0';
    if (r.at != r.end)
        return json_bad(&r.rd, "%ld bytes follow the last level", (long)(r.end - r.at));
    return 0;
}
