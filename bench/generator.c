/* bench generator: the whole pack from a seed, and one level grown on demand.
 *
 * Targets (docs/design.md): the pack under 10 s on this 2-core machine, one level on
 * demand under 50 ms on the desktop's 2 threads. The pack is grown three times on 2
 * threads and once on 1; on-demand levels are the twenty that follow the last level of the
 * pack grown here, on 2 threads and on 1.
 */
#include <stdio.h>

#include "bench.h"
#include "levelgen/order.h"
#include "levelgen/repeats.h"

enum { PACK_RUNS = 3, ON_DEMAND = 20 };

/* Times the levels grown on demand after pack, on threads threads; target names the
 * targets table's row (NULL: none). */
static void bench_on_demand(const struct pack *pack, int threads, const char *label, const char *target)
{
    double demand[ON_DEMAND];
    struct pack endless;
    error_line err;
    int grown = 0;
    if (pack_alloc(&endless, pack->count + ON_DEMAND, &err) != 0) {
        printf("  %s\n", err.text);
        return;
    }
    struct repeat_set seen = {0};
    int status = 0;
    for (int i = 0; i < pack->count; i++) {
        endless.levels[i] = pack->levels[i];
        status = status ? status : repeat_set_add_level(&seen, &pack->levels[i], &err);
    }
    for (; status == 0 && grown < bench_count(ON_DEMAND, 2); grown++) {
        int count = pack->count + grown;
        double t0 = clock_seconds();
        if (order_grow_next(&endless.levels[count - 1], &seen, 1, threads, NULL, NULL, &endless.levels[count],
                            &err) != 0 ||
            repeat_set_add_level(&seen, &endless.levels[count], &err) != 0)
            break;
        demand[grown] = clock_seconds() - t0;
    }
    repeat_set_free(&seen);
    bench_report(label, demand, grown);
    if (grown > 0 && target)
        bench_target(target, demand[grown / 2] * 1e3, 50, "ms");
    const struct level *last = &endless.levels[pack->count + grown - 1];
    printf("  on demand: level %d reached %d.%02d bits with %d dots\n", last->number,
           last->centibits / 100, last->centibits % 100, last->n);
    pack_free(&endless);
}

void bench_generator(void)
{
    printf("generator: the 120-level pack from seed 1, and levels grown on demand after it\n");
    double times[PACK_RUNS];
    struct pack pack = {0};
    struct order_stats stats;
    error_line err;
    for (int run = 0; run < PACK_RUNS; run++) {
        pack_free(&pack);
        double t0 = clock_seconds();
        if (order_build_pack(1, 2, NULL, NULL, &pack, &stats, &err) != 0) {
            printf("  pack failed: %s\n", err.text);
            return;
        }
        times[run] = clock_seconds() - t0;
    }
    bench_report("whole pack, 2 threads (target 10 s)", times, PACK_RUNS);
    bench_target("generator: whole pack, 2 threads (median)", times[PACK_RUNS / 2], 10, "s");
    struct pack single;
    double t0 = clock_seconds();
    if (!bench_quick && order_build_pack(1, 1, NULL, NULL, &single, NULL, &err) == 0) {
        double one = clock_seconds() - t0;
        bench_report("whole pack, 1 thread", &one, 1);
        pack_free(&single);
    }
    int thrown = 0;
    for (int o = GROWN + 1; o < GROW_OUTCOMES; o++)
        thrown += stats.attempts[o];
    printf("  %d candidates proven from %d growth attempts (%d thrown away)\n", stats.candidates,
           stats.attempts[GROWN] + thrown, thrown);

    /* Endless levels after the pack, each checked against every level before it, then
     * accepted into the repeat set: on the desktop's two threads (the target) and on the
     * page's worker's one. */
    bench_on_demand(&pack, 2, "one level on demand, 2 threads (target 50 ms)",
                    "generator: one level on demand (median)");
    bench_on_demand(&pack, 1, "one level on demand, 1 thread (the page's worker)", NULL);
    pack_free(&pack);
}
