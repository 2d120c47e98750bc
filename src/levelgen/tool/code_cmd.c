/* levelgen code, decode and daily: a level as a code and back, and the day's level. */
#include <stdio.h>
#include <stdlib.h>

#include "levelgen/code.h"
#include "levelgen/daily.h"

#include "tool.h"

int cmd_code(const struct tool_args *a)
{
    struct pack pack;
    if (load_pack(a->file, &pack) != 0)
        return 1;
    int status = 0;
    char code[CODE_MAX + 1];
    lg_err err;
    if (a->level > pack.count) {
        lg_print(stderr, "levelgen: %s: there is no level %d (the pack has %d)", a->file, a->level,
                 pack.count);
        status = 1;
    } else if (code_encode(pack.levels[a->level - 1].dots, pack.levels[a->level - 1].n, code,
                           &err) != 0) {
        lg_print(stderr, "levelgen: %s: level %d: %s", a->file, a->level, err.text);
        status = 1;
    } else {
        printf("%s\n", code);
    }
    pack_free(&pack);
    return status;
}

int cmd_decode(const struct tool_args *a)
{
    struct pack pack;
    if (load_levels(a, &pack) != 0)
        return 1;
    lg_err err;
    char *text = pack_format(&pack, &err);
    pack_free(&pack);
    if (!text) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        return 1;
    }
    fputs(text, stdout);
    free(text);
    return 0;
}

int cmd_daily(const struct tool_args *a)
{
    int64_t day;
    struct level lv;
    char code[CODE_MAX + 1];
    lg_err err;
    if (daily_parse(a->date, &day, &err) != 0 || daily_level(day, a->threads, &lv, &err) != 0 ||
        code_encode(lv.dots, lv.n, code, &err) != 0) {
        fprintf(stderr, "levelgen: daily: %s\n", err.text);
        return 1;
    }
    printf("%s\n", code);
    return 0;
}
