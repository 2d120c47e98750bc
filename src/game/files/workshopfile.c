/* workshopfile.c: workshop.json in and out; see workshopfile.h. */
#include "game/files/workshopfile.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"

static const char FORMAT_NAME[] = "carillon-workshop";

void workshopfile_init(struct workshopfile *s) { *s = (struct workshopfile){.count = 1}; }

/* A field's identity, if it has one: sixteen lowercase hex digits, not all 0. */
static int read_id(struct json_reader *rd, const cJSON *obj, uint64_t *id)
{
    *id = 0;
    if (!cJSON_GetObjectItemCaseSensitive(obj, "id"))
        return 0; /* written before identities */
    const char *text = json_string(rd, obj, "id");
    if (!text)
        return -1;
    char shown[ERROR_SHOWN_MAX];
    bool hex = strlen(text) == 16;
    for (int i = 0; hex && i < 16; i++)
        hex = (text[i] >= '0' && text[i] <= '9') || (text[i] >= 'a' && text[i] <= 'f');
    if (hex)
        *id = strtoull(text, NULL, 16);
    if (!*id)
        return json_bad(rd, "\"id\" is \"%s\", not 16 hex digits (not all 0)", error_shown(text, shown));
    return 0;
}

static int read_field(struct json_reader *rd, const cJSON *obj, struct workshop_field *f, uint64_t *id, int k)
{
    json_at(rd, "field %d", k);
    if (!cJSON_IsObject(obj))
        return json_bad(rd, "is not an object");
    if (read_id(rd, obj, id) != 0)
        return -1;
    const cJSON *dots = json_array(rd, obj, "dots");
    if (!dots)
        return -1;
    if (cJSON_GetArraySize(dots) > DOTSET_MAX)
        return json_bad(rd, "has %d dots; a field holds at most %d", cJSON_GetArraySize(dots),
                        DOTSET_MAX);
    const cJSON *d;
    int i = 0;
    cJSON_ArrayForEach(d, dots) {
        json_at(rd, "field %d: dot %d", k, i);
        int x, y, note;
        if (!cJSON_IsObject(d))
            return json_bad(rd, "is not an object");
        if (json_int(rd, d, "x", 0, FIELD_WIDTH - 1, &x) != 0 ||
            json_int(rd, d, "y", 0, FIELD_HEIGHT - 1, &y) != 0 ||
            json_int(rd, d, "note", 0, NOTE_COUNT - 1, &note) != 0)
            return -1;
        const char *size = json_string(rd, d, "size");
        if (!size)
            return -1;
        int s = size_by_name(size);
        if (s < 0) {
            char shown[ERROR_SHOWN_MAX];
            return json_bad(rd, "\"size\" is '%s', not small, normal or big", error_shown(size, shown));
        }
        f->dots[i++] = (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)s,
                                    .note = (uint8_t)note};
    }
    f->n = i;
    return 0;
}

static int read_workshop(struct json_reader *rd, const cJSON *root, void *out)
{
    struct workshopfile *s = out;
    if (json_header(rd, root, FORMAT_NAME, WORKSHOPFILE_VERSION) != 0)
        return -1;
    const cJSON *fields = json_array(rd, root, "fields");
    if (!fields)
        return -1;
    int count = cJSON_GetArraySize(fields);
    if (count < 1 || count > WORKSHOPFILE_FIELDS)
        return json_bad(rd, "has %d fields; the workshop keeps 1 to %d", count, WORKSHOPFILE_FIELDS);
    int current;
    if (json_int(rd, root, "current", 1, count, &current) != 0)
        return -1;
    const cJSON *f;
    int k = 0;
    cJSON_ArrayForEach(f, fields) {
        if (read_field(rd, f, &s->field[k], &s->id[k], k + 1) != 0)
            return -1;
        for (int j = 0; j < k; j++)
            if (s->id[k] && s->id[k] == s->id[j])
                return json_bad(rd, "has the id of field %d", j + 1);
        s->kept[k] = s->field[k];
        k++;
    }
    s->count = count;
    s->current = current - 1;
    return 0;
}

int workshopfile_parse(const char *text, size_t len, const char *name, struct workshopfile *s, error_line *err)
{
    struct workshopfile read = {0};
    int status = json_read_text(text, len, WORKSHOPFILE_MAX_BYTES, name, read_workshop, &read, err);
    if (status != 0)
        workshopfile_init(s);
    else
        *s = read;
    return status;
}

char *workshopfile_format(const struct workshopfile *s, error_line *err)
{
    bool ok = true;
    cJSON *root = json_begin(&ok, FORMAT_NAME, WORKSHOPFILE_VERSION);
    json_attach(&ok, root, "current", cJSON_CreateNumber(s->current + 1));
    cJSON *fields = json_attach(&ok, root, "fields", cJSON_CreateArray());
    for (int k = 0; k < s->count; k++) {
        cJSON *f = json_attach(&ok, fields, NULL, cJSON_CreateObject());
        if (s->id[k]) {
            char id[17];
            snprintf(id, sizeof id, "%016" PRIx64, s->id[k]);
            json_attach(&ok, f, "id", cJSON_CreateString(id));
        }
        cJSON *dots = json_attach(&ok, f, "dots", cJSON_CreateArray());
        for (int i = 0; i < s->field[k].n; i++) {
            const struct dot *d = &s->field[k].dots[i];
            cJSON *obj = json_attach(&ok, dots, NULL, cJSON_CreateObject());
            json_attach(&ok, obj, "x", cJSON_CreateNumber(d->x));
            json_attach(&ok, obj, "y", cJSON_CreateNumber(d->y));
            json_attach(&ok, obj, "size", cJSON_CreateString(SIZES[d->size].name));
            json_attach(&ok, obj, "note", cJSON_CreateNumber(d->note));
        }
    }
    return json_finish(root, ok, "the workshop's fields", err);
}

/* splitmix64's step: well-spread identities from a seed and a count. */
static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

static int find_id(const struct workshopfile *s, uint64_t id)
{
    for (int i = 0; i < s->count; i++)
        if (s->id[i] == id)
            return i;
    return -1;
}

static bool same_field(const struct workshop_field *a, const struct workshop_field *b)
{
    return a->n == b->n && memcmp(a->dots, b->dots, sizeof a->dots[0] * (size_t)a->n) == 0;
}

/* Gives each field of s without an identity one that neither s nor there has. */
static void name_fields(struct workshopfile *s, const struct workshopfile *there, uint64_t seed)
{
    for (int k = 0; k < s->count; k++)
        for (uint64_t tries = 0; !s->id[k]; tries++) {
            uint64_t id = mix(seed + (uint64_t)k * 0x100 + tries);
            if (id && find_id(s, id) < 0 && find_id(there, id) < 0)
                s->id[k] = id;
        }
}

void workshopfile_merge(struct workshopfile *s, const struct workshopfile *there, uint64_t seed, char *note, size_t n)
{
    note[0] = '\0';
    name_fields(s, there, seed);
    int lost = 0, lost_dots = 0, both = 0, both_first = 0, both_at = 0;
    for (int k = 0; k < there->count; k++) {
        /* a field from before identities stands for the one at its place */
        int i = there->id[k] ? find_id(s, there->id[k]) : k < s->count ? k : -1;
        if (i >= 0) {
            if (same_field(&s->field[i], &s->kept[i])) { /* not changed here: the file's is newer */
                s->field[i] = s->kept[i] = there->field[k];
            } else if (!same_field(&there->field[k], &s->kept[i])) {
                /* changed here and by the other copy too: this copy's stays, and the
                 * other's is kept beside it as a field of its own (named below), said */
                if (s->count < WORKSHOPFILE_FIELDS) {
                    if (!both++) {
                        both_first = i + 1;
                        both_at = s->count + 1;
                    }
                    s->field[s->count] = s->kept[s->count] = there->field[k];
                    s->id[s->count++] = 0;
                } else {
                    lost++;
                    lost_dots += there->field[k].n;
                }
            }
        } else if (s->count < WORKSHOPFILE_FIELDS) {
            s->field[s->count] = s->kept[s->count] = there->field[k];
            s->id[s->count++] = there->id[k]; /* (0, from before identities: named below) */
        } else {
            lost++;
            lost_dots += there->field[k].n;
        }
    }
    name_fields(s, there, mix(seed));
    size_t used = 0;
    if (both)
        used = (size_t)snprintf(note, n, "field %d was changed by another copy of the game too: both are kept, its as field %d%s",
                                both_first, both_at, both > 1 ? " (and so with others)" : "");
    if (lost && used < n)
        snprintf(note + used, n - used, "%sthe workshop keeps %d fields; %d made by another copy of the game (%d dots in all) %s not kept",
                 used ? "; " : "", WORKSHOPFILE_FIELDS, lost, lost_dots, lost == 1 ? "is" : "are");
}

void workshopfile_written(struct workshopfile *s)
{
    for (int k = 0; k < s->count; k++)
        s->kept[k] = s->field[k];
}
