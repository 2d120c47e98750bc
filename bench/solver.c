/* The solver and the bits model, per level: on a few hundred generated-looking fields
 * (30 to 60 dots, 3 to 5 taps, fair to read, grown around roots far apart), once with
 * no ring reaching a root (the roots are the chain starts, as in shipped levels past 9)
 * and once with rings free to reach roots (chains merge, and the search has more to
 * try), and on the shipped pack when there is one. "find" is the search that clears the field in the
 * fewest taps k, "prove" the exhausted search for k - 1; solve_fewest runs every depth
 * from 0 to k, so it holds both. Each timing is the fastest of a few runs, to keep
 * other work on the machine out of the figures. */
#include <stdbool.h>
#include <stdio.h>

#include "bench.h"
#include "levelgen/bits.h"
#include "levelgen/pack.h"
#include "levelgen/solver.h"
#include "support/fields.h"

enum { FIELDS = 300, MAX_RUNS = 512, REPEATS = 3 };

struct figures {
    int runs;
    double find[MAX_RUNS], prove[MAX_RUNS], both[MAX_RUNS], fewest[MAX_RUNS], bits[MAX_RUNS];
    uint64_t nodes[MAX_RUNS], dots[MAX_RUNS];
    int taps[MAX_RUNS];
};

/* The fastest of REPEATS runs of a search for max_taps. */
static double time_search(const struct chain_graph *g, int max_taps)
{
    double best = 1e9;
    for (int r = 0; r < REPEATS; r++) {
        uint8_t answer[DOTSET_MAX];
        int used;
        double t0 = clock_seconds();
        solver_clears_within(g, max_taps, answer, &used, NULL);
        double t = clock_seconds() - t0;
        best = t < best ? t : best;
    }
    return best;
}

static void measure(struct figures *f, const struct dot *dots, int n)
{
    if (f->runs == MAX_RUNS)
        return;
    struct chain_graph g;
    graph_build(&g, dots, n);
    struct solution s;
    double fewest = 1e9, bits = 1e9;
    for (int r = 0; r < REPEATS; r++) {
        double t0 = clock_seconds();
        solve_fewest(&g, &s);
        double t1 = clock_seconds();
        int centibits;
        bits_rate(&g, &centibits, NULL);
        double t2 = clock_seconds();
        fewest = t1 - t0 < fewest ? t1 - t0 : fewest;
        bits = t2 - t1 < bits ? t2 - t1 : bits;
    }
    int i = f->runs++;
    f->find[i] = time_search(&g, s.taps);
    f->prove[i] = s.taps > 0 ? time_search(&g, s.taps - 1) : 0;
    f->both[i] = f->find[i] + f->prove[i];
    f->fewest[i] = fewest;
    f->bits[i] = bits;
    f->nodes[i] = s.nodes;
    f->dots[i] = (uint64_t)n;
    f->taps[i] = s.taps;
}

static void report(struct figures *f)
{
    bench_report("find (clear in k taps)", f->find, f->runs);
    bench_report("prove (k - 1 taps cannot)", f->prove, f->runs);
    bench_report("find + prove", f->both, f->runs);
    bench_report("solve_fewest (depths 0..k)", f->fewest, f->runs);
    bench_report_counts("search nodes, solve_fewest", f->nodes, f->runs);
    bench_report("bits model", f->bits, f->runs);
    bench_report_counts("dots", f->dots, f->runs);
}

static struct figures grown[2], shipped;
static const char SHIPPED_PACK[] = "levels/carillon.json";

/* FIELDS grown fields of 30 to 60 dots whose fewest taps is 3 to 5, measured. */
static void grown_fields(struct figures *f, bool roots_untouched)
{
    struct rng r;
    rng_seed(&r, 1, roots_untouched ? 1 : 2);
    int skipped = 0, taps_seen[6] = {0};
    while (f->runs < bench_count(FIELDS, 5)) {
        struct dot dots[DOTSET_MAX];
        struct grow_options opt = {
            .dots = rng_range(&r, 30, 60),
            .roots = roots_untouched ? rng_range(&r, 3, 5) : rng_range(&r, 4, 8),
            .fair = true,
            .roots_untouched = roots_untouched,
        };
        int n = field_grow(&r, dots, &opt);
        struct chain_graph g;
        graph_build(&g, dots, n);
        if (n < 30 || g.fewest_taps < 3 || g.fewest_taps > 5) {
            skipped++;
            continue;
        }
        taps_seen[g.fewest_taps]++;
        measure(f, dots, n);
    }
    printf("solver: %d grown fields, 30-60 dots, fair to read, %s; %d with 3 taps, %d with 4, "
           "%d with 5 (%d more skipped: too few dots or taps outside 3-5)\n",
           f->runs, roots_untouched ? "no ring reaches a root" : "rings may reach roots",
           taps_seen[3], taps_seen[4], taps_seen[5], skipped);
    report(f);
}

const struct shipped_solve *bench_shipped_solve(void)
{
    static struct shipped_solve result;
    static bool measured;
    if (measured)
        return result.count ? &result : NULL;
    measured = true;
    struct pack pack;
    error_line err;
    if (pack_read(SHIPPED_PACK, &pack, &err) != 0) {
        printf("solver: no shipped pack to measure (%s)\n", err.text);
        return NULL;
    }
    for (int i = 0; i < pack.count; i++)
        measure(&shipped, pack.levels[i].dots, pack.levels[i].n);
    pack_free(&pack);
    result = (struct shipped_solve){
        .count = shipped.runs,
        .taps = shipped.taps,
        .fewest_median = bench_median(shipped.fewest, shipped.runs),
        .fewest_worst = shipped.runs ? shipped.fewest[shipped.runs - 1] : 0,
        .find_median = bench_median(shipped.find, shipped.runs),
        .prove_median = bench_median(shipped.prove, shipped.runs),
    };
    return &result;
}

void bench_solver(void)
{
    grown_fields(&grown[0], true);
    grown_fields(&grown[1], false);

    const struct shipped_solve *s = bench_shipped_solve();
    if (!s)
        return;
    printf("solver: the shipped pack, %s, %d levels\n", SHIPPED_PACK, s->count);
    report(&shipped);
    bench_target("solver: fewest taps + proof, per level", s->fewest_median * 1e3, 1, "ms");
    /* The seed quotes about 0.1 s for each: an aim, not a figure measured the same way. */
    bench_aim("solver: find the answer, per level", s->find_median * 1e3, "the seed's quote",
              100, "ms");
    bench_aim("solver: prove one tap fewer, per level", s->prove_median * 1e3,
              "the seed's quote", 100, "ms");
}
