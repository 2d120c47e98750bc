/* textbuf.h: text that grows as it is written, for files made in memory.
 *
 * Appending never fails loudly: when memory runs out the buffer is marked failed and
 * later writes are ignored, so a writer checks once, at the end. The caller owns data
 * and frees it with free().
 */
#ifndef BASE_TEXTBUF_H
#define BASE_TEXTBUF_H

#include <stdbool.h>
#include <stddef.h>

struct textbuf {
    char *data; /* NUL-terminated once anything is written */
    size_t len, cap;
    bool failed;
};

void textbuf_put(struct textbuf *t, const char *s);

void textbuf_printf(struct textbuf *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
