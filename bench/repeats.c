/* The repeat check at the scale the pack builder and `levelgen check` use it: a key per
 * level, then every pair of 120 levels (what check does on every build) and 2,000
 * candidates against 120 chosen levels (the most the builder asks), on grown fields of
 * 36 to 40 dots with two to five taps; then every pair of the shipped pack, and the
 * canonical form of each shipped level's chains (built once per key; checked equal to
 * that of a relabelled copy). A timing per level is the fastest of
 * a few runs, to keep other work on the machine out of the figures. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "levelgen/digraph.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"
#include "support/fields.h"

enum { LEVELS = 120, CANDIDATES = 2000, RUNS = 5, FASTEST_OF = 3 };

/* Builds the keys of count levels, with the time of each. */
static void build_keys(struct repeat_key *keys, const struct level *levels, int count,
                       double *times)
{
    for (int i = 0; i < count; i++) {
        times[i] = 1e9;
        for (int run = 0; run < FASTEST_OF; run++) {
            double t0 = clock_seconds();
            repeat_key_build(&keys[i], &levels[i]);
            double t = clock_seconds() - t0;
            times[i] = t < times[i] ? t : times[i];
        }
    }
}

/* Compares every pair of the first count keys; counts[kind] gets the verdicts. */
static double all_pairs(const struct repeat_key *keys, int count, int *counts)
{
    double t0 = clock_seconds();
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++)
            counts[repeat_between(&keys[i], &keys[j])]++;
    return clock_seconds() - t0;
}

static void grown(void)
{
    static struct level levels[LEVELS + CANDIDATES];
    static double times[LEVELS + CANDIDATES];
    struct repeat_key *keys = malloc((LEVELS + CANDIDATES) * sizeof *keys);
    if (!keys) {
        printf("repeats: out of memory\n");
        return;
    }
    struct rng r;
    rng_seed(&r, 3, 1);
    for (int i = 0; i < LEVELS + CANDIDATES; i++) {
        struct grow_options opt = {.dots = 40, .roots = rng_range(&r, 2, 5), .fair = true,
                                   .roots_untouched = true};
        memset(&levels[i], 0, sizeof levels[i]);
        do
            levels[i].n = field_grow(&r, levels[i].dots, &opt);
        while (levels[i].n < 36);
    }
    printf("repeats: grown fields of 36-40 dots, 2-5 roots, fair; a key is %zu bytes\n",
           sizeof *keys);
    build_keys(keys, levels, LEVELS + CANDIDATES, times);
    bench_report("build a key", times, LEVELS + CANDIDATES);

    int counts[4] = {0};
    double pairs[RUNS], against[RUNS];
    for (int run = 0; run < RUNS; run++)
        pairs[run] = all_pairs(keys, LEVELS, counts);
    bench_report("all 7,140 pairs of 120 levels", pairs, RUNS);
    for (int run = 0; run < RUNS; run++) {
        double t0 = clock_seconds();
        for (int c = LEVELS; c < LEVELS + CANDIDATES; c++)
            for (int i = 0; i < LEVELS; i++)
                counts[repeat_between(&keys[c], &keys[i])]++;
        against[run] = clock_seconds() - t0;
    }
    bench_report("2,000 candidates x 120 levels", against, RUNS);
    printf("  verdicts: %d none, %d same picture, %d answer in the same place, %d same chains\n",
           counts[REPEAT_NONE], counts[REPEAT_SAME_PICTURE], counts[REPEAT_SAME_ANSWER],
           counts[REPEAT_SAME_CHAINS]);
    free(keys);
}

static void shipped(void)
{
    static const char PACK_PATH[] = "levels/carillon.json";
    struct pack pack;
    error_line err;
    if (pack_read(PACK_PATH, &pack, &err) != 0) {
        printf("repeats: no shipped pack to measure (%s)\n", err.text);
        return;
    }
    struct repeat_key *keys = malloc((size_t)pack.count * sizeof *keys);
    double *times = malloc((size_t)pack.count * sizeof *times);
    if (keys && times) {
        printf("repeats: the shipped pack, %s, %d levels\n", PACK_PATH, pack.count);
        int counts[4] = {0};
        double check[RUNS];
        for (int run = 0; run < RUNS; run++) {
            double t0 = clock_seconds();
            for (int i = 0; i < pack.count; i++)
                repeat_key_build(&keys[i], &pack.levels[i]);
            check[run] = clock_seconds() - t0 + all_pairs(keys, pack.count, counts);
        }
        bench_report("keys and every pair (as check)", check, RUNS);
        printf("  verdicts: %d none, %d repeats\n", counts[REPEAT_NONE] / RUNS,
               pack.count * (pack.count - 1) / 2 - counts[REPEAT_NONE] / RUNS);

        for (int i = 0; i < pack.count; i++) {
            struct chain_graph g, copy;
            graph_build(&g, pack.levels[i].dots, pack.levels[i].n);
            dotset touches[DOTSET_MAX] = {0};
            for (int u = 0; u < g.n; u++) { /* dot u becomes dot n-1-u */
                int v;
                for (DOTSET_EACH(v, g.touches[u], rest))
                    touches[g.n - 1 - u] |= dotset_of(g.n - 1 - v);
            }
            graph_from_touches(&copy, touches, g.n);
            struct digraph_canon form, copy_form;
            digraph_canon_build(&copy_form, &copy);
            times[i] = 1e9;
            for (int run = 0; run < FASTEST_OF; run++) {
                double t1 = clock_seconds();
                digraph_canon_build(&form, &g);
                double t = clock_seconds() - t1;
                times[i] = t < times[i] ? t : times[i];
            }
            if (!digraph_canons_equal(&form, &copy_form))
                printf("  level %d: its relabelled copy has another canonical form\n", i + 1);
        }
        bench_report("canonical form of a level's chains", times, pack.count);
    } else {
        printf("repeats: out of memory\n");
    }
    free(keys);
    free(times);
    pack_free(&pack);
}

void bench_repeats(void)
{
    grown();
    shipped();
}
