/* bench endless: what one more endless level costs a player who has gone far.
 *
 * An endless level is grown after the one before it and checked against every level
 * before it for repeats (order_grow_next), then accepted: its repeat key joins the set
 * the next one is checked against (repeat_set_add_level). The figure for "level k" is
 * that, for the level that follows the shipped pack, with the set holding as many levels
 * as come before endless level k: the pack's 120 and k - 1 more. So each figure is the
 * same growth, and only the levels before differ. Growing 10,000 real endless levels
 * would take hours, so the k - 1 are fed to the set directly: fields grown by the tests'
 * own field grower (tests/support/fields.h), 44 to 60 dots, five taps, fair, as endless
 * levels are. Each figure is the median of RUNS runs, in this process, in this thread's
 * CPU time (all of the work is on this thread), so that other work on a shared machine
 * does not tilt the ratio between them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "levelgen/order.h"
#include "levelgen/repeats.h"
#include "support/fields.h"

enum { RUNS = 7, MOST = 10000 };

static const int DEPTHS[] = {1, 100, 1000, MOST};
enum { DEPTH_COUNT = sizeof DEPTHS / sizeof DEPTHS[0] };

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* level k's figure: grow and accept the level after the pack, set holding pack + k - 1. */
static double grow_and_accept(const struct pack *pack, struct repeat_set *seen, struct level *out,
                              error_line *err)
{
    double times[RUNS];
    int count = seen->count, runs = bench_count(RUNS, 1);
    for (int run = 0; run < runs; run++) {
        double t0 = cpu_seconds();
        if (order_grow_next(&pack->levels[pack->count - 1], seen, pack->seed, 1, NULL, NULL, out, err) != 0 ||
            repeat_set_add_level(seen, out, err) != 0)
            return -1;
        times[run] = cpu_seconds() - t0;
        repeat_set_truncate(seen, count); /* taken back: the next run sees the same levels */
    }
    return bench_median(times, runs);
}

/* Endless levels 121 to 1,000 grown after the shipped pack one after another, as the game
 * grows them: each timed in this thread's CPU, the set holding every level before. */
static void grow_to_a_thousand(const struct pack *pack)
{
    const int LAST = bench_count(1000, pack->count + 5);
    int count = LAST - pack->count;
    if (count <= 0)
        return;
    struct repeat_set seen = {0};
    struct level *lv = malloc(sizeof *lv * (size_t)LAST);
    double *times = malloc(sizeof *times * (size_t)(count > 0 ? count : 1));
    error_line err;
    int status = lv && times ? repeat_set_reserve(&seen, LAST, &err) : -1;
    if (status == 0)
        memcpy(lv, pack->levels, sizeof *lv * (size_t)pack->count);
    for (int i = 0; status == 0 && i < LAST; i++) {
        if (i >= pack->count) {
            double t0 = cpu_seconds();
            status = order_grow_next(&lv[i - 1], &seen, pack->seed, 1, NULL, NULL, &lv[i], &err);
            times[i - pack->count] = cpu_seconds() - t0;
        }
        if (status == 0)
            status = repeat_set_add_level(&seen, &lv[i], &err);
    }
    if (status == 0) {
        double median = bench_median(times, count);
        printf("  endless levels %d to %d grown in turn: median %.2f ms CPU a level, the slowest %.2f\n",
               pack->count + 1, LAST, median * 1e3, times[count - 1] * 1e3);
        bench_aim("endless: a level, up to level 1,000 (median)", median * 1e3, "aim: under 50 ms", 50,
                  "ms");
    } else {
        printf("  endless levels to %d: failed: %s\n", LAST, lv && times ? err.text : "out of memory");
    }
    repeat_set_free(&seen);
    free(times);
    free(lv);
}

void bench_endless(void)
{
    struct pack pack;
    error_line err;
    if (pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("endless: skipped: no shipped pack (%s)\n", err.text);
        return;
    }
    struct repeat_set seen = {0};
    int status = repeat_set_reserve(&seen, pack.count + MOST + 1, &err);
    for (int i = 0; status == 0 && i < pack.count; i++)
        status = repeat_set_add_level(&seen, &pack.levels[i], &err);
    printf("endless: grow and accept the level after the pack, with the repeat set holding the "
           "pack and k - 1 endless levels before it\n");
    struct rng r;
    rng_seed(&r, 14, 1);
    double first = 0, times[DEPTH_COUNT];
    struct level grown[DEPTH_COUNT];
    for (int d = 0; status == 0 && d < DEPTH_COUNT; d++) {
        while (status == 0 && seen.count < pack.count + bench_count(DEPTHS[d], 1 + d) - 1) {
            struct level filler = {.number = seen.count + 1};
            struct grow_options opt = {.dots = rng_range(&r, 44, 60), .roots = 5, .fair = true,
                                       .roots_untouched = true};
            filler.n = field_grow(&r, filler.dots, &opt);
            status = repeat_set_add_level(&seen, &filler, &err);
        }
        times[d] = status == 0 ? grow_and_accept(&pack, &seen, &grown[d], &err) : -1;
        if (times[d] < 0)
            break;
        first = d == 0 ? times[d] : first;
        char label[48];
        snprintf(label, sizeof label, "endless level %d (%d before)", DEPTHS[d], seen.count);
        printf("  %-34s median %9.2f ms CPU   %.2fx level 1's   (%d runs)\n", label, times[d] * 1e3,
               times[d] / first, RUNS);
        if (memcmp(&grown[d], &grown[0], sizeof grown[0]) != 0)
            printf("  (level %d grew another level than level 1 did: the figures are not the same work)\n",
                   DEPTHS[d]);
    }
    if (status != 0 || times[DEPTH_COUNT - 1] < 0)
        printf("  failed: %s\n", err.text);
    else {
        printf("  the repeat set: %d levels in %zu kB\n", seen.count, repeat_set_bytes(&seen) / 1024);
        bench_aim("endless: level 10,000 against level 1", times[DEPTH_COUNT - 1] / first,
                  "aim: within 1.2x", 1.2, "x");
    }
    repeat_set_free(&seen);
    grow_to_a_thousand(&pack);
    pack_free(&pack);
}
