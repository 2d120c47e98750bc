/* load.c: the levels a command reads (tool.h): a pack's file, or a code's one level. */
#include <stdio.h>

#include "levelgen/code.h"

#include "tool.h"

int load_pack(const char *path, struct pack *pack)
{
    error_line err;
    if (pack_read(path, pack, &err) != 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        return 1;
    }
    return 0;
}

/* A one-level pack holding lv (copied); fails only when memory runs out. */
static int one_level_pack(const struct level *lv, struct pack *pack, error_line *err)
{
    if (pack_alloc(pack, 1, err) != 0)
        return -1;
    pack->levels[0] = *lv;
    return 0;
}

int load_levels(const struct tool_args *a, struct pack *pack)
{
    if (!a->code)
        return load_pack(a->file, pack);
    struct level lv;
    error_line err;
    if (code_open(a->code, &lv, &err) != 0 || one_level_pack(&lv, pack, &err) != 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        return 1;
    }
    return 0;
}
