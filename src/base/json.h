/* json.h: Carillon's JSON files in and out, through cJSON, with one-line errors.
 *
 * Reading: json_parse refuses what cJSON would quietly take or misreport (text over a
 * size limit, a NUL byte, text after the value) and says where a broken file breaks,
 * naming a file cut short as such. A reader then walks the tree knowing where it is
 * (`where`, such as "level 3: dot 4"), so every failure is one line: "name: where: what".
 * Members must appear exactly once; numbers are checked against their range (NaN and
 * infinities never pass) before they are converted. Strings quoted in a message go
 * through error_shown (error.h), so a hostile file cannot split the line. The pack file
 * and the game's save and settings files all read this way.
 *
 * Writing: build a tree with json_attach (which notices when cJSON runs out of memory
 * instead of dropping the item), then json_finish lays it out by one rule, so that a
 * regenerated file diffs well: a container of plain values on one line, any other
 * container one child a line.
 */
#ifndef BASE_JSON_H
#define BASE_JSON_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "error.h"

/* A JSON number is a double: integers beyond 2^53 cannot be stored exactly. */
#define JSON_LARGEST_EXACT 9007199254740991.0

struct json_reader {
    const char *name; /* the file, as messages name it */
    char where[64];   /* the part being read, or "" at the top */
    error_line *err;
    const char *text; /* json_read_text's: the text read and its tree, so a number a */
    size_t len;       /* message quotes is quoted as the file writes it (a double */
    const cJSON *root; /* would say 9007199254740993 as ...992), or NULL */
};

/* Fails with "name: where: what" (or "name: what" at the top); returns -1. */
int json_bad(const struct json_reader *rd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Sets where the reader is; "" for the top. */
void json_at(struct json_reader *rd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Parses len bytes of text (no NUL needed at the end; none allowed within) of at most
 * max bytes; NULL with the error set when it is not one JSON value. Free with
 * cJSON_Delete. */
cJSON *json_parse(const struct json_reader *rd, const char *text, size_t len, size_t max);

/* Reads a whole file's text: parses it (as json_parse), hands the root to read, and
 * frees the tree. read fails with the error set, through rd. */
typedef int json_read_fn(struct json_reader *rd, const cJSON *root, void *out);
int json_read_text(const char *text, size_t len, size_t max, const char *name, json_read_fn *read,
                   void *out, error_line *err);

/* Checks that root is an object whose "format" is format and "version" is version. */
int json_header(const struct json_reader *rd, const cJSON *root, const char *format, int version);

/* The same for a format this build reads in versions oldest to newest (an older file
 * still reads): the file's version into *version. */
int json_header_of(const struct json_reader *rd, const cJSON *root, const char *format, int oldest, int newest,
                   int *version);

/* The one member of obj called key; NULL with the error set when it is missing or
 * repeated. */
const cJSON *json_member(const struct json_reader *rd, const cJSON *obj, const char *key);

/* Members of each type, checked; -1 (or NULL) with the error set. */
int json_number(const struct json_reader *rd, const cJSON *obj, const char *key, double lo,
                double hi, double *out);
int json_int(const struct json_reader *rd, const cJSON *obj, const char *key, int lo, int hi,
             int *out);
int json_bool(const struct json_reader *rd, const cJSON *obj, const char *key, bool *out);
const char *json_string(const struct json_reader *rd, const cJSON *obj, const char *key);
const cJSON *json_array(const struct json_reader *rd, const cJSON *obj, const char *key);
const cJSON *json_object(const struct json_reader *rd, const cJSON *obj, const char *key);

/* Adds item to parent (under key, or to an array when key is NULL) and returns it. When
 * item is NULL or cannot be added, clears *ok and returns NULL; later calls with a NULL
 * parent do nothing, so a tree can be built without a check at each step. */
cJSON *json_attach(bool *ok, cJSON *parent, const char *key, cJSON *item);

/* A file's root object holding its "format" and "version" (the members json_header
 * checks), for json_attach to add the rest to; as json_attach, clears *ok (and may
 * return NULL) when memory runs out. */
cJSON *json_begin(bool *ok, const char *format, int version);

/* A number spelled by printf, so that no double's printing decides a byte. */
cJSON *json_raw_number(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* The tree built with json_attach as text in the layout above, ending in a newline; the
 * caller frees it. Takes root and deletes it. Fails when building it ran out of memory
 * (ok false) or formatting does (err names what was being formatted). */
char *json_finish(cJSON *root, bool ok, const char *what, error_line *err);

#endif
