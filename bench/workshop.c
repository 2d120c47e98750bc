/* The workshop's live update: after every edit the whole verdict is worked out again
 * (fairness of every pair, the solver's fewest taps and answer, the bits), so its time on
 * a full 64-dot field is what a drag costs per step. Fields are grown around two to six
 * roots, fair ones and tangled ones (a field being made is often unfair); the
 * time of each is the fastest of a few runs, to keep other work on the machine out of the
 * figures. design.md aims under 2 ms. */
#include <stdio.h>

#include "bench.h"
#include "game/workshop/workshop.h"
#include "support/fields.h"

enum { FIELDS = 200, FASTEST_OF = 3 };

void bench_workshop(void)
{
    printf("workshop: the live verdict (fairness, fewest taps, bits) of a 64-dot field\n");
    static double times[FIELDS];
    static struct workshop_field f;
    int count = 0, unrated = 0;
    struct rng r;
    rng_seed(&r, 64, 1);
    for (int i = 0; i < bench_count(FIELDS, 5); i++) {
        struct grow_options opt = {.dots = DOTSET_MAX, .roots = 2 + i % 5, .fair = i % 2 == 0,
                                   .roots_untouched = i % 4 == 0};
        f.n = field_grow(&r, f.dots, &opt);
        if (f.n < DOTSET_MAX) /* no room for all 64: not the case measured */
            continue;
        struct workshop_verdict v;
        times[count] = 1e9;
        for (int run = 0; run < FASTEST_OF; run++) {
            double t0 = clock_seconds();
            workshop_judge(&f, &v);
            double t = clock_seconds() - t0;
            times[count] = t < times[count] ? t : times[count];
        }
        count++;
        unrated += v.centibits < 0;
    }
    printf("  %d fields of 64 dots (%d of them unrated)\n", count, unrated);
    bench_report("live verdict, per edit", times, count);
    if (count > 0)
        bench_target("workshop: live verdict, 64 dots (median)", bench_median(times, count) * 1e3, 2, "ms");
}
