/* shelf.c: workshop.json in and out; see shelf.h. */
#include "game/files/shelf.h"

#include <string.h>

#include "base/json.h"

static const char FORMAT_NAME[] = "carillon-workshop";

void shelf_init(struct shelf *s) { *s = (struct shelf){.count = 1}; }

static int read_field(struct json_reader *rd, const cJSON *obj, struct workshop_field *f, int k)
{
    json_at(rd, "field %d", k);
    if (!cJSON_IsObject(obj))
        return json_bad(rd, "is not an object");
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
            char shown[LG_SHOWN_MAX];
            return json_bad(rd, "\"size\" is '%s', not small, normal or big", lg_shown(size, shown));
        }
        f->dots[i++] = (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)s,
                                    .note = (uint8_t)note};
    }
    f->n = i;
    return 0;
}

static int read_shelf(struct json_reader *rd, const cJSON *root, void *out)
{
    struct shelf *s = out;
    if (json_header(rd, root, FORMAT_NAME, SHELF_VERSION) != 0)
        return -1;
    const cJSON *fields = json_array(rd, root, "fields");
    if (!fields)
        return -1;
    int count = cJSON_GetArraySize(fields);
    if (count < 1 || count > SHELF_FIELDS)
        return json_bad(rd, "has %d fields; the workshop keeps 1 to %d", count, SHELF_FIELDS);
    int current;
    if (json_int(rd, root, "current", 1, count, &current) != 0)
        return -1;
    const cJSON *f;
    int k = 0;
    cJSON_ArrayForEach(f, fields) {
        if (read_field(rd, f, &s->field[k], k + 1) != 0)
            return -1;
        k++;
    }
    s->count = count;
    s->current = current - 1;
    return 0;
}

int shelf_parse(const char *text, size_t len, const char *name, struct shelf *s, lg_err *err)
{
    struct shelf read = {0};
    int status = json_read_text(text, len, SHELF_MAX_BYTES, name, read_shelf, &read, err);
    if (status != 0)
        shelf_init(s);
    else
        *s = read;
    return status;
}

char *shelf_format(const struct shelf *s, lg_err *err)
{
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    json_attach(&ok, root, "format", cJSON_CreateString(FORMAT_NAME));
    json_attach(&ok, root, "version", cJSON_CreateNumber(SHELF_VERSION));
    json_attach(&ok, root, "current", cJSON_CreateNumber(s->current + 1));
    cJSON *fields = json_attach(&ok, root, "fields", cJSON_CreateArray());
    for (int k = 0; k < s->count; k++) {
        cJSON *f = json_attach(&ok, fields, NULL, cJSON_CreateObject());
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
