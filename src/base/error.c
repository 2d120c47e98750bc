/* error.c: formats a failure reason; see error.h. */
#include "error.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The length of the well-formed UTF-8 sequence at s (1 to 4) and its code point in *cp,
 * or 0 when s does not start one (a stray byte, an overlong form, a surrogate). */
static int utf8_at(const unsigned char *s, uint32_t *cp)
{
    int len = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 ? 2 : 0;
    if (s[0] < 0x80 || s[0] > 0xf4 || len == 0)
        return 0;
    uint32_t c = s[0] & (0x7f >> len);
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        c = c << 6 | (s[i] & 0x3f);
    }
    static const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < least[len] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        return 0;
    *cp = c;
    return len;
}

/* Characters a terminal acts on or that reorder what is shown: the C1 controls (0x9b
 * starts an escape sequence on some terminals), the bidirectional marks, embeddings,
 * overrides and isolates (U+202E shows a name backwards), and the line separators. */
static bool hidden(uint32_t c)
{
    return (c >= 0x80 && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

size_t error_escape(char *out, size_t size, const char *in, size_t in_max)
{
    const unsigned char *s = (const unsigned char *)in;
    size_t n = 0, i = 0;
    while (s[i] && i < in_max) {
        uint32_t cp = 0;
        int len = s[i] < 0x80 ? 1 : utf8_at(s + i, &cp);
        char esc[12] = "";
        if (len == 0 || s[i] < 0x20 || s[i] == 0x7f) /* a control, or a byte of no character */
            snprintf(esc, sizeof esc, "\\x%02x", s[i]);
        else if (len > 1 && hidden(cp))
            snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
        size_t take = esc[0] ? strlen(esc) : (size_t)len;
        if (n + take >= size)
            break;
        memcpy(out + n, esc[0] ? esc : (const char *)s + i, take);
        n += take;
        i += len ? (size_t)len : 1;
    }
    if (size)
        out[n] = '\0';
    return i;
}

int error_fail(error_line *err, const char *fmt, ...)
{
    if (!err)
        return -1;
    /* Formatted apart first: a reason may quote the error_line's own old text. */
    char line[sizeof err->text];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    /* A name from outside (a file name, an argument) may hold a newline or an escape
     * sequence: the reason stays one line and never reaches a terminal raw. */
    error_escape(err->text, sizeof err->text, line, SIZE_MAX);
    return -1;
}

const char *error_shown(const char *text, char out[static ERROR_SHOWN_MAX])
{
    size_t used = error_escape(out, ERROR_SHOWN_MAX - 3, text, ERROR_SHOWN_CHARS);
    if (text[used])
        strcat(out, "...");
    return out;
}

void error_print(FILE *f, const char *fmt, ...)
{
    char line[sizeof((error_line *)0)->text];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    error_line escaped;
    error_fail(&escaped, "%s", line);
    fprintf(f, "%s\n", escaped.text);
}
