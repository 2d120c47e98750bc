/* pack.c: the pack file through cJSON.
 *
 * Reading walks the tree with a small reader that knows where it is (file, level, dot),
 * so every failure is one line that says where. Writing builds a cJSON tree in a fixed
 * key order and prints it with one rule, so diffs of a regenerated pack stay readable:
 * a container of plain values goes on one line, any other container one child a line.
 */
#include "pack.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"

static const char FORMAT_NAME[] = "carillon-levels";
/* A JSON number is a double: integers beyond 2^53 cannot be stored exactly. */
static const double LARGEST_EXACT = 9007199254740991.0;

/* ---- reading ---------------------------------------------------------------------- */

struct reader {
    const char *name;
    char part[32]; /* outside the levels: the header part being read, or "" */
    int level;     /* 1-based, or 0 outside the levels */
    int dot;       /* 0-based, or -1 outside a level's dots */
    lg_err *err;
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int bad(const struct reader *rd, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    if (rd->level && rd->dot >= 0)
        return lg_fail(rd->err, "%s: level %d: dot %d: %s", rd->name, rd->level, rd->dot, what);
    if (rd->level)
        return lg_fail(rd->err, "%s: level %d: %s", rd->name, rd->level, what);
    if (rd->part[0])
        return lg_fail(rd->err, "%s: %s: %s", rd->name, rd->part, what);
    return lg_fail(rd->err, "%s: %s", rd->name, what);
}

enum { SHOWN_MAX = 40 };

/* A string from the file as a message may quote it: control characters (a newline
 * would split the one-line message) shown as '?', and long strings cut short. */
static const char *shown(const char *s, char out[static SHOWN_MAX])
{
    size_t i = 0;
    for (; s[i] && i < SHOWN_MAX - 4; i++)
        out[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' : s[i];
    if (s[i]) {
        memcpy(out + i, "...", 3);
        i += 3;
    }
    out[i] = '\0';
    return out;
}

/* The one member of obj called key; a missing or repeated key is an error. */
static const cJSON *member(const struct reader *rd, const cJSON *obj, const char *key)
{
    const cJSON *found = NULL, *child;
    cJSON_ArrayForEach(child, obj) {
        if (child->string && strcmp(child->string, key) == 0) {
            if (found) {
                bad(rd, "\"%s\" appears more than once", key);
                return NULL;
            }
            found = child;
        }
    }
    if (!found)
        bad(rd, "\"%s\" is missing", key);
    return found;
}

/* A number as a message shows it: whole numbers in full (a seed has 16 digits), others
 * to 15 significant digits. */
static const char *number_text(double v, char out[static 32])
{
    if (v == floor(v) && fabs(v) < 1e17)
        snprintf(out, 32, "%.0f", v);
    else
        snprintf(out, 32, "%.15g", v);
    return out;
}

static int read_number(const struct reader *rd, const cJSON *obj, const char *key, double lo,
                       double hi, double *out)
{
    const cJSON *v = member(rd, obj, key);
    if (!v)
        return -1;
    if (!cJSON_IsNumber(v))
        return bad(rd, "\"%s\" must be a number", key);
    char shown_v[32], shown_lo[32], shown_hi[32];
    if (!(v->valuedouble >= lo && v->valuedouble <= hi)) /* also refuses NaN */
        return bad(rd, "\"%s\" is %s, not within %s..%s", key, number_text(v->valuedouble, shown_v),
                   number_text(lo, shown_lo), number_text(hi, shown_hi));
    *out = v->valuedouble;
    return 0;
}

static int read_int(const struct reader *rd, const cJSON *obj, const char *key, int lo, int hi,
                    int *out)
{
    double v;
    if (read_number(rd, obj, key, lo, hi, &v) != 0)
        return -1;
    char shown[32];
    if (v != floor(v))
        return bad(rd, "\"%s\" must be a whole number, not %s", key, number_text(v, shown));
    *out = (int)v;
    return 0;
}

static const char *read_string(const struct reader *rd, const cJSON *obj, const char *key)
{
    const cJSON *v = member(rd, obj, key);
    if (!v)
        return NULL;
    if (!cJSON_IsString(v) || !v->valuestring) {
        bad(rd, "\"%s\" must be a string", key);
        return NULL;
    }
    return v->valuestring;
}

static const cJSON *read_container(const struct reader *rd, const cJSON *obj, const char *key,
                                   int is_array)
{
    const cJSON *v = member(rd, obj, key);
    if (v && !(is_array ? cJSON_IsArray(v) : cJSON_IsObject(v))) {
        bad(rd, "\"%s\" must be %s", key, is_array ? "an array" : "an object");
        return NULL;
    }
    return v;
}

static int read_sizes(struct reader *rd, const cJSON *root)
{
    const cJSON *sizes = read_container(rd, root, "sizes", 1);
    if (!sizes)
        return -1;
    if (cJSON_GetArraySize(sizes) != SIZE_COUNT)
        return bad(rd, "\"sizes\" must list the %d sizes small, normal and big", SIZE_COUNT);
    int s = 0;
    const cJSON *entry;
    cJSON_ArrayForEach(entry, sizes) {
        snprintf(rd->part, sizeof rd->part, "\"sizes\" entry %d", s);
        if (!cJSON_IsObject(entry))
            return bad(rd, "must be an object");
        const char *name = read_string(rd, entry, "name");
        int radius, ring;
        if (!name || read_int(rd, entry, "radius", -1000000, 1000000, &radius) != 0 ||
            read_int(rd, entry, "ring", -1000000, 1000000, &ring) != 0)
            return -1;
        char quoted[SHOWN_MAX];
        if (strcmp(name, SIZES[s].name) != 0)
            return bad(rd, "is \"%s\"; this build expects \"%s\"", shown(name, quoted),
                       SIZES[s].name);
        if (radius != SIZES[s].radius || ring != SIZES[s].ring)
            return bad(rd, "\"%s\" has radius %d and ring %d; this build plays radius %d and ring %d",
                       name, radius, ring, SIZES[s].radius, SIZES[s].ring);
        s++;
    }
    rd->part[0] = '\0';
    return 0;
}

static int read_dot(struct reader *rd, const cJSON *obj, struct dot *d)
{
    if (!cJSON_IsObject(obj))
        return bad(rd, "must be an object");
    int x, y, note;
    if (read_int(rd, obj, "x", -FIELD_WIDTH, 2 * FIELD_WIDTH, &x) != 0 ||
        read_int(rd, obj, "y", -FIELD_HEIGHT, 2 * FIELD_HEIGHT, &y) != 0 ||
        read_int(rd, obj, "note", 0, NOTE_COUNT - 1, &note) != 0)
        return -1;
    const char *size_name = read_string(rd, obj, "size");
    if (!size_name)
        return -1;
    int size = size_by_name(size_name);
    char quoted[SHOWN_MAX];
    if (size < 0)
        return bad(rd, "size \"%s\" is not small, normal or big", shown(size_name, quoted));
    *d = (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)size, .note = (uint8_t)note};
    if (!dot_inside(d))
        return bad(rd, "at (%d,%d) it is not wholly inside the %dx%d field", x, y, FIELD_WIDTH,
                   FIELD_HEIGHT);
    return 0;
}

static int read_level(struct reader *rd, const cJSON *obj, struct level *lv)
{
    if (!cJSON_IsObject(obj))
        return bad(rd, "must be an object");
    int number;
    double bits;
    if (read_int(rd, obj, "level", 1, PACK_MAX_LEVELS, &number) != 0)
        return -1;
    if (number != rd->level)
        return bad(rd, "is numbered %d; levels must be numbered 1, 2, 3, ... in order", number);
    lv->number = number;
    if (read_int(rd, obj, "taps", 1, DOTSET_MAX, &lv->taps) != 0 ||
        read_number(rd, obj, "bits", 0, 1000, &bits) != 0)
        return -1;
    lv->centibits = (int)lround(bits * 100);

    const cJSON *dots = read_container(rd, obj, "dots", 1);
    if (!dots)
        return -1;
    int n = cJSON_GetArraySize(dots);
    if (n < 1 || n > DOTSET_MAX)
        return bad(rd, "has %d dots; a level has 1 to %d", n, DOTSET_MAX);
    lv->n = n;
    const cJSON *d;
    rd->dot = 0;
    cJSON_ArrayForEach(d, dots) {
        if (read_dot(rd, d, &lv->dots[rd->dot]) != 0)
            return -1;
        rd->dot++;
    }
    rd->dot = -1;

    const cJSON *solution = read_container(rd, obj, "solution", 1);
    if (!solution)
        return -1;
    if (cJSON_GetArraySize(solution) != lv->taps)
        return bad(rd, "\"solution\" has %d taps but \"taps\" is %d", cJSON_GetArraySize(solution),
                   lv->taps);
    dotset used = 0;
    int i = 0;
    const cJSON *tap;
    cJSON_ArrayForEach(tap, solution) {
        if (!cJSON_IsNumber(tap) || tap->valuedouble != floor(tap->valuedouble) ||
            !(tap->valuedouble >= 0 && tap->valuedouble < n))
            return bad(rd, "\"solution\" tap %d must be a dot index 0..%d", i + 1, n - 1);
        int u = (int)tap->valuedouble;
        if (dotset_has(used, u))
            return bad(rd, "\"solution\" taps dot %d twice", u);
        used |= dotset_of(u);
        lv->solution[i++] = (uint8_t)u;
    }
    return 0;
}

static int read_root(struct reader *rd, const cJSON *root, struct pack *pack)
{
    if (!cJSON_IsObject(root))
        return bad(rd, "the top level must be an object");
    const char *format = read_string(rd, root, "format");
    if (!format)
        return -1;
    char quoted[SHOWN_MAX];
    if (strcmp(format, FORMAT_NAME) != 0)
        return bad(rd, "\"format\" is \"%s\", not \"%s\"", shown(format, quoted), FORMAT_NAME);
    int version;
    if (read_int(rd, root, "version", 0, 1000000, &version) != 0)
        return -1;
    if (version != PACK_VERSION)
        return bad(rd, "version %d; this build reads version %d", version, PACK_VERSION);
    double seed;
    if (read_number(rd, root, "seed", 0, LARGEST_EXACT, &seed) != 0)
        return -1;
    if (seed != floor(seed))
        return bad(rd, "\"seed\" must be a whole number");
    const cJSON *field = read_container(rd, root, "field", 0);
    if (!field)
        return -1;
    int width, height;
    snprintf(rd->part, sizeof rd->part, "\"field\"");
    if (read_int(rd, field, "width", 0, 1000000, &width) != 0 ||
        read_int(rd, field, "height", 0, 1000000, &height) != 0)
        return -1;
    if (width != FIELD_WIDTH || height != FIELD_HEIGHT)
        return bad(rd, "is %dx%d; this build plays %dx%d", width, height, FIELD_WIDTH,
                   FIELD_HEIGHT);
    rd->part[0] = '\0';
    if (read_sizes(rd, root) != 0)
        return -1;

    const cJSON *levels = read_container(rd, root, "levels", 1);
    if (!levels)
        return -1;
    int count = cJSON_GetArraySize(levels);
    if (count < 1 || count > PACK_MAX_LEVELS)
        return bad(rd, "has %d levels; a pack has 1 to %d", count, PACK_MAX_LEVELS);
    if (pack_alloc(pack, count, rd->err) != 0)
        return -1;
    pack->seed = (uint64_t)seed;
    const cJSON *lv;
    cJSON_ArrayForEach(lv, levels) {
        rd->level++;
        if (read_level(rd, lv, &pack->levels[rd->level - 1]) != 0)
            return -1;
    }
    return 0;
}

/* The first byte from at on that is not JSON whitespace, or len. */
static size_t skip_space(const char *text, size_t at, size_t len)
{
    while (at < len && strchr(" \t\r\n", text[at]))
        at++;
    return at;
}

/* Whether text ends inside a string or with a bracket open: a file cut short, wherever
 * cJSON happened to give up on it. */
static bool ends_open(const char *text, size_t len)
{
    size_t depth = 0;
    bool in_string = false;
    for (size_t i = 0; i < len; i++) {
        if (in_string) {
            if (text[i] == '\\')
                i++;
            else if (text[i] == '"')
                in_string = false;
        } else if (text[i] == '"') {
            in_string = true;
        } else if (text[i] == '{' || text[i] == '[') {
            depth++;
        } else if ((text[i] == '}' || text[i] == ']') && depth > 0) {
            depth--;
        }
    }
    return in_string || depth > 0;
}

int pack_parse(const char *text, size_t len, const char *name, struct pack *pack, lg_err *err)
{
    struct reader rd = {.name = name, .level = 0, .dot = -1, .err = err};
    *pack = (struct pack){0};
    if (len > PACK_MAX_BYTES)
        return bad(&rd, "larger than %zu bytes", PACK_MAX_BYTES);
    /* cJSON stops at a NUL, and would quietly take what comes before it. */
    const char *nul = memchr(text, '\0', len);
    if (nul)
        return bad(&rd, "a NUL byte at byte %zu: not a text file", (size_t)(nul - text));
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
    if (!root) {
        size_t at = end && end >= text ? (size_t)(end - text) : 0;
        if (skip_space(text, 0, len) == len)
            return bad(&rd, "not valid JSON: the file is empty");
        return bad(&rd, "not valid JSON (at byte %zu)%s", at,
                   ends_open(text, len) ? ": it ends inside a string or a bracket; truncated?" : "");
    }
    size_t at = skip_space(text, (size_t)(end - text), len);
    if (at < len) {
        cJSON_Delete(root);
        return bad(&rd, "more text after the JSON value, at byte %zu", at);
    }
    int status = read_root(&rd, root, pack);
    cJSON_Delete(root);
    if (status != 0)
        pack_free(pack);
    return status;
}

int pack_read(const char *path, struct pack *pack, lg_err *err)
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

struct text {
    char *data;
    size_t len, cap;
    int failed;
};

static void put(struct text *t, const char *s, size_t n)
{
    if (t->failed)
        return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1 << 16;
        while (t->len + n + 1 > cap)
            cap *= 2;
        char *grown = realloc(t->data, cap);
        if (!grown) {
            t->failed = 1;
            return;
        }
        t->data = grown;
        t->cap = cap;
    }
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = '\0';
}

static void puts_text(struct text *t, const char *s) { put(t, s, strlen(s)); }

static void indent(struct text *t, int depth)
{
    for (int i = 0; i < depth; i++)
        puts_text(t, "  ");
}

static int holds_containers(const cJSON *item)
{
    const cJSON *child;
    cJSON_ArrayForEach(child, item) {
        if (cJSON_IsArray(child) || cJSON_IsObject(child))
            return 1;
    }
    return 0;
}

static void print_item(struct text *t, const cJSON *item, int depth)
{
    if (!holds_containers(item)) {
        char *flat = cJSON_PrintUnformatted(item);
        if (!flat) {
            t->failed = 1;
            return;
        }
        puts_text(t, flat);
        cJSON_free(flat);
        return;
    }
    int object = cJSON_IsObject(item);
    puts_text(t, object ? "{\n" : "[\n");
    const cJSON *child;
    cJSON_ArrayForEach(child, item) {
        indent(t, depth + 1);
        if (object) {
            puts_text(t, "\"");
            puts_text(t, child->string); /* our own keys: plain identifiers */
            puts_text(t, "\": ");
        }
        print_item(t, child, depth + 1);
        puts_text(t, child->next ? ",\n" : "\n");
    }
    indent(t, depth);
    puts_text(t, object ? "}" : "]");
}

/* A number the writer spells itself, so no double's printing decides a byte. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static cJSON *raw_number(const char *fmt, ...)
{
    char buf[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return cJSON_CreateRaw(buf);
}

/* Adds item to parent (under key, or to an array when key is NULL). cJSON would drop an
 * item it could not allocate without a word; here that clears *ok, so the writer fails
 * rather than write a pack with pieces missing. */
static cJSON *attach(bool *ok, cJSON *parent, const char *key, cJSON *item)
{
    if (item && (key ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item)))
        return item;
    cJSON_Delete(item);
    *ok = false;
    return NULL;
}

static void level_json(bool *ok, cJSON *levels, const struct level *lv)
{
    cJSON *obj = attach(ok, levels, NULL, cJSON_CreateObject());
    attach(ok, obj, "level", cJSON_CreateNumber(lv->number));
    attach(ok, obj, "taps", cJSON_CreateNumber(lv->taps));
    attach(ok, obj, "bits", raw_number("%d.%02d", lv->centibits / 100, lv->centibits % 100));
    cJSON *dots = attach(ok, obj, "dots", cJSON_CreateArray());
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        cJSON *dj = attach(ok, dots, NULL, cJSON_CreateObject());
        attach(ok, dj, "x", cJSON_CreateNumber(d->x));
        attach(ok, dj, "y", cJSON_CreateNumber(d->y));
        attach(ok, dj, "size", cJSON_CreateString(SIZES[d->size].name));
        attach(ok, dj, "note", cJSON_CreateNumber(d->note));
    }
    cJSON *solution = attach(ok, obj, "solution", cJSON_CreateArray());
    for (int i = 0; i < lv->taps; i++)
        attach(ok, solution, NULL, cJSON_CreateNumber(lv->solution[i]));
}

static cJSON *pack_json(bool *ok, const struct pack *pack)
{
    cJSON *root = cJSON_CreateObject();
    if (!root) {
        *ok = false;
        return NULL;
    }
    attach(ok, root, "format", cJSON_CreateString(FORMAT_NAME));
    attach(ok, root, "version", cJSON_CreateNumber(PACK_VERSION));
    attach(ok, root, "seed", raw_number("%llu", (unsigned long long)pack->seed));
    cJSON *field = attach(ok, root, "field", cJSON_CreateObject());
    attach(ok, field, "width", cJSON_CreateNumber(FIELD_WIDTH));
    attach(ok, field, "height", cJSON_CreateNumber(FIELD_HEIGHT));
    cJSON *sizes = attach(ok, root, "sizes", cJSON_CreateArray());
    for (int s = 0; s < SIZE_COUNT; s++) {
        cJSON *sj = attach(ok, sizes, NULL, cJSON_CreateObject());
        attach(ok, sj, "name", cJSON_CreateString(SIZES[s].name));
        attach(ok, sj, "radius", cJSON_CreateNumber(SIZES[s].radius));
        attach(ok, sj, "ring", cJSON_CreateNumber(SIZES[s].ring));
    }
    cJSON *levels = attach(ok, root, "levels", cJSON_CreateArray());
    for (int i = 0; i < pack->count; i++)
        level_json(ok, levels, &pack->levels[i]);
    return root;
}

char *pack_format(const struct pack *pack, lg_err *err)
{
    bool ok = true;
    cJSON *root = pack_json(&ok, pack);
    struct text t = {0};
    if (ok) {
        print_item(&t, root, 0);
        puts_text(&t, "\n");
    }
    cJSON_Delete(root);
    if (!ok || t.failed) {
        free(t.data);
        lg_fail(err, "out of memory formatting the pack");
        return NULL;
    }
    return t.data;
}

int pack_write(const char *path, const struct pack *pack, lg_err *err)
{
    char *text = pack_format(pack, err);
    if (!text)
        return -1;
    int status = file_write_atomic(path, text, strlen(text), err);
    free(text);
    return status;
}

int pack_alloc(struct pack *pack, int count, lg_err *err)
{
    *pack = (struct pack){0};
    pack->levels = calloc((size_t)count, sizeof *pack->levels);
    if (!pack->levels)
        return lg_fail(err, "out of memory for %d levels", count);
    pack->count = count;
    return 0;
}

void pack_free(struct pack *pack)
{
    free(pack->levels);
    *pack = (struct pack){0};
}
