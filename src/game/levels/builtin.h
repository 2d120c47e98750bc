/* builtin.h: a few practice levels inside the program.
 *
 * When the baked pack (assets/levels.json) is missing, for instance before the level
 * generator has made one, the game says so and plays these instead of stopping. They are
 * the first BUILTIN_LEVELS levels of tests/data/small.json, which the build embeds as
 * BUILTIN_PACK (mk/builtin.mk) and the tests read: an ordinary pack in the pack format,
 * read by the same validating reader, and checked against every rule a shipped level
 * meets.
 */
#ifndef GAME_BUILTIN_H
#define GAME_BUILTIN_H

#include "base/error.h"
#include "levelgen/pack.h"

/* The whole of tests/data/small.json, as text. */
extern const char BUILTIN_PACK[];

enum { BUILTIN_LEVELS = 5 };

/* Reads the built-in levels (BUILTIN_PACK's first BUILTIN_LEVELS) into out, errors
 * naming them name. */
int builtin_read(struct pack *out, const char *name, error_line *err);

#endif
