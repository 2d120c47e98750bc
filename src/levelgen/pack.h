/* pack.h: the level pack file, read with full validation and written byte-stably.
 *
 * The format (docs/design.md, "The pack file") is JSON: a header naming the format,
 * version, seed, field and size table, then the levels in order, each with its taps, its bits (two
 * decimals), its dots and a solution (a chain start per tap). Writing the same pack
 * always gives the same bytes. Reading checks everything the game and the tools rely on
 * (types, ranges, indices, duplicate and missing keys, dots inside the field, the size
 * table matching this build) and stops at the first problem with one line naming the
 * file, the level and what is wrong. Whether a level is fair and proven is `check`'s job
 * (check.h), not the reader's.
 */
#ifndef LEVELGEN_PACK_H
#define LEVELGEN_PACK_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "dotset.h"
#include "geometry.h"

enum { PACK_VERSION = 1, PACK_MAX_LEVELS = 9999 };

/* Files larger than this are refused before parsing. */
#define PACK_MAX_BYTES ((size_t)32 << 20)

struct level {
    int number;                    /* 1-based position in the pack */
    int taps;                      /* par: the fewest taps */
    int centibits;                 /* difficulty in hundredths of a bit */
    int n;                         /* dots */
    struct dot dots[DOTSET_MAX];
    uint8_t solution[DOTSET_MAX];  /* taps entries: a chain start per tap, in order */
};

struct pack {
    uint64_t seed;
    int count;
    struct level *levels;          /* count levels, owned by the pack */
};

/* Reads and validates the pack file at path into *pack (free with pack_free): the JSON
 * form or the form in bytes (packbytes.h). On failure *pack is left empty and err says
 * "path: level N: what is wrong". */
int pack_read(const char *path, struct pack *pack, error_line *err);

/* The same from len bytes in memory (no NUL needed at the end); name stands for the
 * file in messages. */
int pack_parse(const char *text, size_t len, const char *name, struct pack *pack, error_line *err);

/* The pack as text, exactly as pack_write writes it; the caller frees it with free().
 * It writes what it is given: the levels must be ones the reader accepts (1..64 dots
 * inside the field, distinct solution indices below n, bits >= 0, a seed below 2^53,
 * since a JSON number is a double). Fails only when memory runs out. */
char *pack_format(const struct pack *pack, error_line *err);

/* Writes the pack to path atomically (a temporary file, then rename). */
int pack_write(const char *path, const struct pack *pack, error_line *err);

/* Allocates room for count zeroed levels; fails only when memory runs out. */
int pack_alloc(struct pack *pack, int count, error_line *err);

void pack_free(struct pack *pack);

#endif
