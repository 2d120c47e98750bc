/* fuzz.h: what the fuzz targets share.
 *
 * Each tests/fuzz/fuzz_NAME.c defines LLVMFuzzerTestOneInput for one entry point that
 * reads untrusted input: it feeds the bytes in, then checks what a caller relies on and
 * aborts when a promise is broken, so libFuzzer counts a broken promise as a crash just
 * like a memory error. The same file is linked two ways: with libFuzzer (`make fuzz`,
 * clang), and with replay.c's main (`make test`), which runs the seed corpus and every
 * past finding through it once.
 */
#ifndef FUZZ_FUZZ_H
#define FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { FUZZ_MAX_ARGS = 64 };

/* The input as a command line: argv[0] is program, then the bytes split at each NUL
 * (a final NUL ends the last argument rather than starting an empty one), at most
 * FUZZ_MAX_ARGS arguments, then a NULL; argv has room for FUZZ_MAX_ARGS + 2. Sets
 * *argc and returns the copy of the bytes that the arguments point into, for the
 * caller to free. */
char *fuzz_argv(const uint8_t *data, size_t size, const char *program, char **argv, int *argc);

/* Aborts, naming the broken promise, unless err holds one non-empty line (no newline,
 * no other control character), beginning with start when start is not NULL. */
void fuzz_expect_one_line(const error_line *err, const char *start);

/* Aborts with a message when ok is false. */
void fuzz_require(int ok, const char *promise);

/* Whether s is one of the arguments argv[1..argc) itself (the same pointer, not a copy). */
int fuzz_is_argument(const char *s, char **argv, int argc);

#endif
