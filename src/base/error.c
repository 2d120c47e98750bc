/* error.c: formats a failure reason; see error.h. */
#include "error.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

int lg_fail(lg_err *err, const char *fmt, ...)
{
    if (!err)
        return -1;
    /* Formatted apart first: a reason may quote the lg_err's own old text. */
    char line[sizeof err->text];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    /* A name from outside (a file name, an argument) may hold a newline or an escape
     * sequence: each control character is written as \xNN, so the reason stays one line
     * and never reaches a terminal raw. */
    size_t n = 0;
    for (const char *c = line; *c; c++) {
        unsigned char b = (unsigned char)*c;
        bool control = b < 0x20 || b == 0x7f;
        if (n + (control ? 4 : 1) >= sizeof err->text)
            break;
        if (control)
            n += (size_t)snprintf(err->text + n, sizeof err->text - n, "\\x%02x", b);
        else
            err->text[n++] = *c;
    }
    err->text[n] = '\0';
    return -1;
}

const char *lg_shown(const char *text, char out[static LG_SHOWN_MAX])
{
    size_t i = 0;
    for (; text[i] && i < LG_SHOWN_MAX - 4; i++)
        out[i] = (unsigned char)text[i] < 0x20 || text[i] == 0x7f ? '?' : text[i];
    if (text[i]) {
        memcpy(out + i, "...", 3);
        i += 3;
    }
    out[i] = '\0';
    return out;
}
