/* check.c: see check.h. */
#include "check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "bits.h"
#include "graph.h"
#include "repeats.h"
#include "solver.h"

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fail(check_report *report, void *ctx, const struct level *lv, const char *fmt, ...)
{
    char what[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    report(ctx, lv, what);
    return 1;
}

/* Fair to read and par proven, on the level's graph g. */
static int check_fair_and_par(const struct level *lv, const struct chain_graph *g, check_report *report,
                              void *ctx)
{
    int failures = 0;
    lg_err err;
    if (field_check_fair(lv->dots, lv->n, &err) != 0)
        failures += fail(report, ctx, lv, "not fair to read: %s", err.text);
    struct solution s;
    solve_fewest(g, &s);
    if (s.taps != lv->taps)
        failures += fail(report, ctx, lv, "the solver needs %d taps but the level says %d", s.taps,
                         lv->taps);
    return failures;
}

int check_playable(const struct level *lv, check_report *report, void *ctx)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    return check_fair_and_par(lv, &g, report, ctx);
}

int check_keep_playable(struct pack *pack, check_report *report, void *ctx)
{
    int kept = 0;
    for (int i = 0; i < pack->count; i++) {
        if (check_playable(&pack->levels[i], report, ctx) != 0)
            continue;
        pack->levels[kept] = pack->levels[i];
        pack->levels[kept].number = kept + 1;
        kept++;
    }
    int dropped = pack->count - kept;
    pack->count = kept;
    return dropped;
}

int check_level(const struct level *lv, check_report *report, void *ctx)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    int failures = check_fair_and_par(lv, &g, report, ctx);
    lg_err err;

    dotset taps = 0;
    for (int i = 0; i < lv->taps; i++)
        taps |= dotset_of(lv->solution[i]);
    int standing = dotset_count(dotset_all(lv->n) & ~graph_popped(&g, taps));
    if (standing > 0)
        failures += fail(report, ctx, lv, "the stored solution leaves %d dot%s standing", standing,
                         standing == 1 ? "" : "s");

    int centibits;
    if (bits_rate(&g, &centibits, &err) != 0)
        failures += fail(report, ctx, lv, "cannot rate: %s", err.text);
    else if (centibits != lv->centibits)
        failures += fail(report, ctx, lv, "stored bits %d.%02d but the model says %d.%02d",
                         lv->centibits / 100, lv->centibits % 100, centibits / 100, centibits % 100);
    return failures;
}

int check_order(const struct pack *pack, check_report *report, void *ctx)
{
    int failures = 0;
    for (int i = 1; i < pack->count; i++) {
        const struct level *prev = &pack->levels[i - 1], *lv = &pack->levels[i];
        if (lv->taps < prev->taps)
            failures += fail(report, ctx, lv, "needs %d taps, fewer than the %d of level %d",
                             lv->taps, prev->taps, prev->number);
        if (lv->n < prev->n)
            failures += fail(report, ctx, lv, "has %d dots, fewer than the %d of level %d", lv->n,
                             prev->n, prev->number);
        int jump = lv->centibits - prev->centibits;
        if (jump < 0)
            failures += fail(report, ctx, lv, "is easier than level %d (%d.%02d bits after %d.%02d)",
                             prev->number, lv->centibits / 100, lv->centibits % 100,
                             prev->centibits / 100, prev->centibits % 100);
        else if (jump > CHECK_MAX_JUMP)
            failures += fail(report, ctx, lv, "jumps %d.%02d bits after level %d; at most %d.%02d",
                             jump / 100, jump % 100, prev->number, CHECK_MAX_JUMP / 100,
                             CHECK_MAX_JUMP % 100);
    }
    return failures;
}

/* Every pair of levels; a repeat is reported on the later level of the pair. */
static int check_repeats(const struct pack *pack, check_report *report, void *ctx)
{
    if (pack->count < 2)
        return 0;
    struct repeat_key *keys = malloc((size_t)pack->count * sizeof *keys);
    if (!keys)
        return fail(report, ctx, NULL, "out of memory for the repeat check");
    for (int i = 0; i < pack->count; i++)
        repeat_key_build(&keys[i], &pack->levels[i]);
    int failures = 0;
    for (int j = 1; j < pack->count; j++)
        for (int i = 0; i < j; i++) {
            enum repeat_kind kind = repeat_between(&keys[i], &keys[j]);
            if (kind != REPEAT_NONE) {
                failures += fail(report, ctx, &pack->levels[j], "repeats level %d (%s)",
                                 pack->levels[i].number, repeat_kind_name(kind));
                break;
            }
        }
    free(keys);
    return failures;
}

int check_pack(const struct pack *pack, check_report *report, void *ctx)
{
    int failures = 0;
    for (int i = 0; i < pack->count; i++)
        failures += check_level(&pack->levels[i], report, ctx);
    return failures + check_order(pack, report, ctx) + check_repeats(pack, report, ctx);
}
