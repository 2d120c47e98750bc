/* number.c: see number.h. */
#include "number.h"

#include <errno.h>
#include <stdlib.h>

int number_parse_whole(const char *text, unsigned long long lo, unsigned long long hi,
                   unsigned long long *out)
{
    if (!text || *text < '0' || *text > '9')
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*end != '\0' || errno || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}
