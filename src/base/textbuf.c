/* textbuf.c: see textbuf.h. */
#include "textbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Makes room for n more bytes and the NUL; false (and failed) when memory runs out. */
static bool room(struct textbuf *t, size_t n)
{
    if (t->failed)
        return false;
    if (t->len + n + 1 <= t->cap)
        return true;
    size_t cap = t->cap ? t->cap : 1 << 12;
    while (t->len + n + 1 > cap)
        cap *= 2;
    char *grown = realloc(t->data, cap);
    if (!grown) {
        t->failed = true;
        return false;
    }
    t->data = grown;
    t->cap = cap;
    return true;
}

void textbuf_put(struct textbuf *t, const char *s)
{
    size_t n = strlen(s);
    if (!room(t, n))
        return;
    memcpy(t->data + t->len, s, n + 1);
    t->len += n;
}

void textbuf_printf(struct textbuf *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        t->failed = true;
        return;
    }
    if (!room(t, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}
