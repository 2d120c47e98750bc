/* error.c: formats a failure reason; see error.h. */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>

int lg_fail(lg_err *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->text, sizeof err->text, fmt, ap);
        va_end(ap);
    }
    return -1;
}
