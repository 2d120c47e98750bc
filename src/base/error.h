/* error.h: the one way a function of Carillon says why it failed.
 *
 * A function that can fail returns 0 on success or -1 on failure, and on failure
 * writes one line (no newline) into the caller's lg_err. Only a program's main prints
 * it. Passing NULL for the lg_err is allowed when the caller does not care why.
 */
#ifndef BASE_ERROR_H
#define BASE_ERROR_H

typedef struct lg_err {
    char text[320];
} lg_err;

/* Formats the reason into err (if not NULL) and returns -1, so a failing path can
 * end with `return lg_fail(err, "...", ...);`. Control characters in the result (a
 * newline or escape in a file's name) are written as \xNN, so the reason is one line
 * and safe to print; err's own text may be one of the arguments. */
int lg_fail(lg_err *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Text from outside (a file, an argument) as a message may quote it: control characters
 * shown as '?', since a newline would split the one line, and long text cut short with
 * "...". Writes into out and returns it. */
enum { LG_SHOWN_MAX = 40 };
const char *lg_shown(const char *text, char out[static LG_SHOWN_MAX]);

#endif
