/* builtin.c: see builtin.h. BUILTIN_PACK itself is generated (mk/builtin.mk). */
#include "game/levels/builtin.h"

#include <string.h>

int builtin_read(struct pack *out, const char *name, error_line *err)
{
    if (pack_parse(BUILTIN_PACK, strlen(BUILTIN_PACK), name, out, err) != 0)
        return -1;
    if (out->count > BUILTIN_LEVELS)
        out->count = BUILTIN_LEVELS; /* the array stays whole: pack_free frees it */
    return 0;
}
