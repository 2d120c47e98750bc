/* levelgen code, decode and daily: a level as a code and back, and the day's level. */
#include <stdbool.h>
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
    error_line err;
    if (a->level > pack.count) {
        error_print(stderr, "levelgen: %s: there is no level %d (the pack has %d)", a->file, a->level,
                 pack.count);
        status = 1;
    } else if (code_encode(pack.levels[a->level - 1].dots, pack.levels[a->level - 1].n, code,
                           &err) != 0) {
        error_print(stderr, "levelgen: %s: level %d: %s", a->file, a->level, err.text);
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
    error_line err;
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

/* ctx: whether the span starts where the table's does, so the two can be compared. */
static void tell_day(void *ctx, int64_t day, int rank, int table)
{
    char date[DAILY_DATE_SIZE];
    daily_format(day, date);
    if (rank != 0)
        printf("{%lld, %d}, /* %s */\n", (long long)day, rank, date);
    if (*(bool *)ctx && rank != table)
        fprintf(stderr, "levelgen: daily: %s takes candidate %d, but the table says %d\n", date,
                rank, table);
}

/* daily --check FROM TO --pack FILE: every day of the span, against the pack and each
 * other; the table's rows as derived on stdout. */
static int check_days(const struct tool_args *a)
{
    int64_t first, last;
    struct pack pack;
    error_line err;
    if (daily_parse(a->date, &first, &err) != 0 || daily_parse(a->date_last, &last, &err) != 0) {
        fprintf(stderr, "levelgen: daily: %s\n", err.text);
        return 1;
    }
    if (last < first) {
        fprintf(stderr, "levelgen: daily: %s is before %s\n", a->date_last, a->date);
        return 1;
    }
    if (load_pack(a->file, &pack) != 0)
        return 1;
    bool whole = first == DAILY_PROVEN_FIRST;
    int differ = daily_sweep(first, last, &pack, a->threads, tell_day, &whole, &err);
    pack_free(&pack);
    if (differ < 0) {
        fprintf(stderr, "levelgen: daily: %s\n", err.text);
        return 1;
    }
    if (!whole) { /* the table is derived from its first day on: nothing to hold it to */
        error_print(stdout, "%s to %s: %lld days, none repeats another or a level of %s", a->date,
                 a->date_last, (long long)(last - first + 1), a->file);
        return 0;
    }
    error_print(differ ? stderr : stdout, "%s to %s: %lld days, none repeats another or a level of %s; "
             "%d differ from the table", a->date, a->date_last, (long long)(last - first + 1), a->file,
             differ);
    return differ ? 1 : 0;
}

int cmd_daily(const struct tool_args *a)
{
    if (a->date_last)
        return check_days(a);
    int64_t day;
    struct level lv;
    char code[CODE_MAX + 1];
    error_line err;
    if (daily_parse(a->date, &day, &err) != 0 || daily_level(day, a->threads, &lv, &err) != 0 ||
        code_encode(lv.dots, lv.n, code, &err) != 0) {
        fprintf(stderr, "levelgen: daily: %s\n", err.text);
        return 1;
    }
    printf("%s\n", code);
    return 0;
}
