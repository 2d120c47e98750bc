/* error.h: the one way a function of Carillon says why it failed.
 *
 * A function that can fail returns 0 on success or -1 on failure, and on failure
 * writes one line (no newline) into the caller's error_line. Only a program's main prints
 * it. Passing NULL for the error_line is allowed when the caller does not care why.
 */
#ifndef BASE_ERROR_H
#define BASE_ERROR_H

#include <stddef.h>
#include <stdio.h>

typedef struct error_line {
    char text[320];
} error_line;

/* The one escaper every name and quoted text that is printed goes through: copies the
 * string in (at most in_max bytes of it, whole characters) into out (size bytes, always
 * NUL-terminated) with each C0 control and DEL, and each byte that is not part of a
 * well-formed UTF-8 character (a raw 0x9b), written as \xNN, and each C1 control
 * (U+009B), bidirectional override, embedding, isolate or mark (U+202E) and line
 * separator written as \uXXXX; the rest, letters of any script, as they are. So a name
 * printed is one line that does what it says on any terminal. Returns how many bytes of
 * in it took (fewer when out was full). */
size_t error_escape(char *out, size_t size, const char *in, size_t in_max);

/* Formats the reason into err (if not NULL) and returns -1, so a failing path can
 * end with `return error_fail(err, "...", ...);`. The result goes through error_escape, so the
 * reason is one line and safe to print; err's own text may be one of the arguments. */
int error_fail(error_line *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Text from outside (a file, an argument) as a message may quote it: its first
 * ERROR_SHOWN_CHARS bytes through error_escape, and longer text cut short with "...". Writes
 * into out and returns it. */
enum { ERROR_SHOWN_CHARS = 36, ERROR_SHOWN_MAX = ERROR_SHOWN_CHARS * 4 + 8 };
const char *error_shown(const char *text, char out[static ERROR_SHOWN_MAX]);

/* Prints one line to f, formatted and escaped as error_fail's reason is: for a program's
 * lines that name a file or quote what it was given. */
void error_print(FILE *f, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
