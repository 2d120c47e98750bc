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
    error_line err;
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
    error_line err;

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

int check_rate(const struct level *lv, int *fine, error_line *err)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    return bits_rate_all(&g, fine, err);
}

int check_step(const int *prev, const int *next, bool *harder)
{
    if (prev[BITS_TOUCH] >= CHECK_BAND_LOW) {
        int t = next[BITS_TOUCH], step = t - prev[BITS_TOUCH];
        *harder = t > CHECK_BAND_HIGH || step > CHECK_MAX_JUMP;
        return *harder || t < CHECK_BAND_LOW || step < -CHECK_MAX_JUMP ? BITS_TOUCH : -1;
    }
    for (int k = 0; k < BITS_MODEL_COUNT; k++) {
        int step = next[k] - prev[k];
        *harder = k == BITS_TOUCH && step > CHECK_MAX_JUMP;
        if (*harder || step < (k == BITS_TOUCH ? 0 : -CHECK_MAX_DROP))
            return k;
    }
    return -1;
}

/* Fine bits as a player reads them, to four places, so a fault in the last place shows. */
static void fine_text(int fine, char out[static 16])
{
    int tenk = (int)(((int64_t)fine * 10000 + BITS_FINE / 2) / BITS_FINE);
    snprintf(out, 16, "%d.%04d", tenk / 10000, tenk % 10000);
}

int check_order(const struct pack *pack, check_report *report, void *ctx)
{
    int failures = 0;
    int (*fine)[BITS_MODEL_COUNT] = malloc(sizeof *fine * (size_t)(pack->count ? pack->count : 1));
    if (!fine)
        return fail(report, ctx, NULL, "out of memory for the order check");
    error_line err;
    for (int i = 0; i < pack->count; i++)
        if (check_rate(&pack->levels[i], fine[i], &err) != 0)
            fine[i][0] = -1; /* check_level reports it; no step is judged from it */
    for (int i = 1; i < pack->count; i++) {
        const struct level *prev = &pack->levels[i - 1], *lv = &pack->levels[i];
        if (lv->taps < prev->taps)
            failures += fail(report, ctx, lv, "needs %d taps, fewer than the %d of level %d",
                             lv->taps, prev->taps, prev->number);
        if (lv->n < prev->n)
            failures += fail(report, ctx, lv, "has %d dots, fewer than the %d of level %d", lv->n,
                             prev->n, prev->number);
        if (fine[i][0] < 0 || fine[i - 1][0] < 0)
            continue;
        bool harder;
        int k = check_step(fine[i - 1], fine[i], &harder);
        if (k < 0)
            continue;
        char was[16], now[16];
        fine_text(fine[i - 1][k], was);
        fine_text(fine[i][k], now);
        if (fine[i - 1][BITS_TOUCH] >= CHECK_BAND_LOW)
            failures += fail(report, ctx, lv, "leaves the band after level %d (%s bits after %s; "
                             "%d to %d bits, at most 0.50 a step)", prev->number, now, was,
                             CHECK_BAND_LOW / BITS_FINE, CHECK_BAND_HIGH / BITS_FINE);
        else if (harder)
            failures += fail(report, ctx, lv, "jumps %s to %s bits after level %d; at most %d.%02d "
                             "harder", was, now, prev->number, CHECK_MAX_JUMP * 100 / BITS_FINE / 100,
                             CHECK_MAX_JUMP * 100 / BITS_FINE % 100);
        else if (k == BITS_TOUCH)
            failures += fail(report, ctx, lv, "is easier than level %d (%s bits after %s)",
                             prev->number, now, was);
        else
            failures += fail(report, ctx, lv, "is easier than level %d for the %s guesser by more "
                             "than %d.%02d bits (%s bits after %s)", prev->number,
                             BITS_MODEL_NAMES[k], CHECK_MAX_DROP * 100 / BITS_FINE / 100,
                             CHECK_MAX_DROP * 100 / BITS_FINE % 100, now, was);
    }
    free(fine);
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
