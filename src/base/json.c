/* json.c: see json.h. */
#include "json.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textbuf.h"

/* ---- reading ---------------------------------------------------------------------- */

int json_bad(const struct json_reader *rd, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    if (rd->where[0])
        return error_fail(rd->err, "%s: %s: %s", rd->name, rd->where, what);
    return error_fail(rd->err, "%s: %s", rd->name, what);
}

void json_at(struct json_reader *rd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rd->where, sizeof rd->where, fmt, ap);
    va_end(ap);
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

cJSON *json_parse(const struct json_reader *rd, const char *text, size_t len, size_t max)
{
    if (len > max) {
        json_bad(rd, "larger than %zu bytes", max);
        return NULL;
    }
    /* cJSON stops at a NUL, and would quietly take what comes before it. */
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        json_bad(rd, "a NUL byte at byte %zu: not a text file", (size_t)(nul - text));
        return NULL;
    }
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
    if (!root) {
        size_t at = end && end >= text ? (size_t)(end - text) : 0;
        if (skip_space(text, 0, len) == len)
            json_bad(rd, "not valid JSON: the file is empty");
        else
            json_bad(rd, "not valid JSON (at byte %zu)%s", at,
                     ends_open(text, len) ? ": it ends inside a string or a bracket; truncated?" : "");
        return NULL;
    }
    size_t at = skip_space(text, (size_t)(end - text), len);
    if (at < len) {
        cJSON_Delete(root);
        json_bad(rd, "more text after the JSON value, at byte %zu", at);
        return NULL;
    }
    return root;
}

int json_read_text(const char *text, size_t len, size_t max, const char *name, json_read_fn *read,
                   void *out, error_line *err)
{
    struct json_reader rd = {.name = name, .err = err, .text = text, .len = len};
    cJSON *root = json_parse(&rd, text, len, max);
    if (!root)
        return -1;
    rd.root = root;
    int status = read(&rd, root, out);
    cJSON_Delete(root);
    return status;
}

int json_header(const struct json_reader *rd, const cJSON *root, const char *format, int version)
{
    int v;
    return json_header_of(rd, root, format, version, version, &v);
}

int json_header_of(const struct json_reader *rd, const cJSON *root, const char *format, int oldest, int newest,
                   int *version)
{
    if (!cJSON_IsObject(root))
        return json_bad(rd, "the top level must be an object");
    const char *name = json_string(rd, root, "format");
    if (!name)
        return -1;
    char quoted[ERROR_SHOWN_MAX];
    if (strcmp(name, format) != 0)
        return json_bad(rd, "\"format\" is \"%s\", not \"%s\"", error_shown(name, quoted), format);
    int v;
    if (json_int(rd, root, "version", 0, 1000000, &v) != 0)
        return -1;
    if (v < oldest || v > newest) {
        if (oldest == newest)
            return json_bad(rd, "version %d; this build reads version %d", v, newest);
        return json_bad(rd, "version %d; this build reads versions %d to %d", v, oldest, newest);
    }
    *version = v;
    return 0;
}

const cJSON *json_member(const struct json_reader *rd, const cJSON *obj, const char *key)
{
    const cJSON *found = NULL, *child;
    cJSON_ArrayForEach(child, obj) {
        if (child->string && strcmp(child->string, key) == 0) {
            if (found) {
                json_bad(rd, "\"%s\" appears more than once", key);
                return NULL;
            }
            found = child;
        }
    }
    if (!found)
        json_bad(rd, "\"%s\" is missing", key);
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

/* How many numbers come before v in the tree under node, in the order the text writes
 * them (cJSON keeps it); -1 once v is found below (*at then its index). */
static bool number_index(const cJSON *node, const cJSON *v, int *at)
{
    for (; node; node = node->next) {
        if (node == v)
            return true;
        if (cJSON_IsNumber(node))
            (*at)++;
        if (node->child && number_index(node->child, v, at))
            return true;
    }
    return false;
}

/* The number v as the text writes it ("9007199254740993", not the double's ...992), into
 * out; NULL when the reader has no text. The text's numbers are found by a scan that
 * steps over strings, in the order cJSON keeps its tree. */
static const char *number_written(const struct json_reader *rd, const cJSON *v, char out[static 32])
{
    int at = 0;
    if (!rd->text || !rd->root || !number_index(rd->root, v, &at))
        return NULL;
    const char *t = rd->text, *end = t + rd->len;
    while (t < end) {
        if (*t == '"') { /* a string: to its closing quote */
            for (t++; t < end && *t != '"'; t++)
                t += *t == '\\' && t + 1 < end;
            t++;
        } else if (*t == '-' || (*t >= '0' && *t <= '9')) {
            size_t n = strspn(t, "-+0123456789.eE");
            if (t + n > end)
                n = (size_t)(end - t);
            if (at-- == 0) {
                if (n <= 31)
                    snprintf(out, 32, "%.*s", (int)n, t);
                else /* too many digits to quote: the first of them */
                    snprintf(out, 32, "%.*s...", 28, t);
                return out;
            }
            t += n;
        } else {
            t++;
        }
    }
    return NULL;
}

int json_number(const struct json_reader *rd, const cJSON *obj, const char *key, double lo,
                double hi, double *out)
{
    const cJSON *v = json_member(rd, obj, key);
    if (!v)
        return -1;
    if (!cJSON_IsNumber(v))
        return json_bad(rd, "\"%s\" must be a number", key);
    char shown_v[32], shown_lo[32], shown_hi[32];
    if (!(v->valuedouble >= lo && v->valuedouble <= hi)) { /* also refuses NaN */
        const char *written = number_written(rd, v, shown_v);
        return json_bad(rd, "\"%s\" is %s, not within %s..%s", key,
                        written ? written : number_text(v->valuedouble, shown_v), number_text(lo, shown_lo),
                        number_text(hi, shown_hi));
    }
    *out = v->valuedouble;
    return 0;
}

int json_int(const struct json_reader *rd, const cJSON *obj, const char *key, int lo, int hi,
             int *out)
{
    double v;
    if (json_number(rd, obj, key, lo, hi, &v) != 0)
        return -1;
    char shown[32];
    if (v != floor(v))
        return json_bad(rd, "\"%s\" must be a whole number, not %s", key, number_text(v, shown));
    *out = (int)v;
    return 0;
}

int json_bool(const struct json_reader *rd, const cJSON *obj, const char *key, bool *out)
{
    const cJSON *v = json_member(rd, obj, key);
    if (!v)
        return -1;
    if (!cJSON_IsBool(v))
        return json_bad(rd, "\"%s\" must be true or false", key);
    *out = cJSON_IsTrue(v);
    return 0;
}

const char *json_string(const struct json_reader *rd, const cJSON *obj, const char *key)
{
    const cJSON *v = json_member(rd, obj, key);
    if (!v)
        return NULL;
    if (!cJSON_IsString(v) || !v->valuestring) {
        json_bad(rd, "\"%s\" must be a string", key);
        return NULL;
    }
    return v->valuestring;
}

static const cJSON *container(const struct json_reader *rd, const cJSON *obj, const char *key,
                              bool is_array)
{
    const cJSON *v = json_member(rd, obj, key);
    if (v && !(is_array ? cJSON_IsArray(v) : cJSON_IsObject(v))) {
        json_bad(rd, "\"%s\" must be %s", key, is_array ? "an array" : "an object");
        return NULL;
    }
    return v;
}

const cJSON *json_array(const struct json_reader *rd, const cJSON *obj, const char *key)
{
    return container(rd, obj, key, true);
}

const cJSON *json_object(const struct json_reader *rd, const cJSON *obj, const char *key)
{
    return container(rd, obj, key, false);
}

/* ---- writing ---------------------------------------------------------------------- */

cJSON *json_attach(bool *ok, cJSON *parent, const char *key, cJSON *item)
{
    if (item && parent &&
        (key ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item)))
        return item;
    cJSON_Delete(item);
    *ok = false;
    return NULL;
}

cJSON *json_begin(bool *ok, const char *format, int version)
{
    cJSON *root = cJSON_CreateObject();
    json_attach(ok, root, "format", cJSON_CreateString(format));
    json_attach(ok, root, "version", cJSON_CreateNumber(version));
    return root;
}

cJSON *json_raw_number(const char *fmt, ...)
{
    char buf[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return cJSON_CreateRaw(buf);
}

static void indent(struct textbuf *t, int depth)
{
    for (int i = 0; i < depth; i++)
        textbuf_put(t, "  ");
}

static bool holds_containers(const cJSON *item)
{
    const cJSON *child;
    cJSON_ArrayForEach(child, item) {
        if (cJSON_IsArray(child) || cJSON_IsObject(child))
            return true;
    }
    return false;
}

static void print_item(struct textbuf *t, const cJSON *item, int depth)
{
    if (!holds_containers(item)) {
        char *flat = cJSON_PrintUnformatted(item);
        if (!flat) {
            t->failed = true;
            return;
        }
        textbuf_put(t, flat);
        cJSON_free(flat);
        return;
    }
    bool object = cJSON_IsObject(item);
    textbuf_put(t, object ? "{\n" : "[\n");
    const cJSON *child;
    cJSON_ArrayForEach(child, item) {
        indent(t, depth + 1);
        if (object) {
            textbuf_put(t, "\"");
            textbuf_put(t, child->string); /* our own keys: plain identifiers */
            textbuf_put(t, "\": ");
        }
        print_item(t, child, depth + 1);
        textbuf_put(t, child->next ? ",\n" : "\n");
    }
    indent(t, depth);
    textbuf_put(t, object ? "}" : "]");
}

char *json_finish(cJSON *root, bool ok, const char *what, error_line *err)
{
    struct textbuf t = {0};
    if (ok) {
        print_item(&t, root, 0);
        textbuf_put(&t, "\n");
    }
    cJSON_Delete(root);
    if (!ok || t.failed) {
        free(t.data);
        error_fail(err, "out of memory formatting %s", what);
        return NULL;
    }
    return t.data;
}
