/* The game's check of a pack it did not grow (check_playable: fair to read, par proven by
 * the solver), per level of the shipped pack, and the whole 120 levels at once: what a
 * player waits for when the game opens a --pack or a replaced assets/levels.json. Each
 * timing is the fastest of a few runs. The target is well under a frame (16.7 ms) a
 * level. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "levelgen/check.h"
#include "levelgen/pack.h"

enum { REPEATS = 5 };

static void count(void *ctx, const struct level *lv, const char *what)
{
    (void)lv;
    (void)what;
    ++*(int *)ctx;
}

void bench_load_check(void)
{
    struct pack pack;
    error_line err;
    if (pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("load check: skipped: %s\n", err.text);
        return;
    }
    printf("load check: check_playable on each level of the shipped pack (%d levels)\n", pack.count);
    double *times = calloc((size_t)pack.count, sizeof *times), whole = 1e9;
    int failures = 0;
    for (int i = 0; times && i < pack.count; i++) {
        times[i] = 1e9;
        for (int r = 0; r < REPEATS; r++) {
            double t0 = clock_seconds();
            check_playable(&pack.levels[i], count, &failures);
            double t = clock_seconds() - t0;
            times[i] = t < times[i] ? t : times[i];
        }
    }
    for (int r = 0; times && r < REPEATS; r++) {
        double t0 = clock_seconds();
        for (int i = 0; i < pack.count; i++)
            check_playable(&pack.levels[i], count, &failures);
        double t = clock_seconds() - t0;
        whole = t < whole ? t : whole;
    }
    if (times) {
        bench_report("one level", times, pack.count);
        printf("  %-34s %9.3f ms   (%d failures, want 0)\n", "the whole pack", whole * 1e3, failures);
        bench_aim("holding a pack to make's rules, worst level", times[pack.count - 1] * 1e3, "a frame", 16.7,
                  "ms");
    }
    free(times);
    pack_free(&pack);
}
