/* bench nauty: the repeat check's same-chains rule against nauty's canonical labelling.
 *
 * The same-chains rule calls two levels the same when their who-pops-whom digraphs are
 * isomorphic (digraph.h). nauty decides the same question another way: two digraphs
 * are isomorphic exactly when their canonical labellings are equal. The graphs are the
 * shipped levels and a relabelled copy of each (its dots in another order, drawn from
 * the project's rng), so that both answers occur, and every pair of them is decided.
 *
 * In process (nauty's library, linked in when scripts/install-deps.sh --bench has
 * installed libnauty2-dev): nauty's densenauty labels each digraph, exactly the touch
 * sets the rule reads, and the pairs compare the canonical graphs; ours is the rule as
 * the repeat check applies it. Each side's figure is its whole run, labelling and all
 * pairs, the median of RUNS runs taken the same way, and the verdicts are counted side
 * by side.
 *
 * From the shell (what a user sees, start-up included): nauty's labelg over the same
 * graphs in digraph6, the median of RUNS processes. Carillon has no command that does
 * only this, so that figure stands alone, with no ratio.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef BENCH_NAUTY
#define WORDSIZE 64     /* libnautyL1: one 64-bit setword a row, */
#define MAXN WORDSIZE   /* so graphs of at most 64 vertices */
#include <nauty/nauty.h>
#include <nauty/nautinv.h> /* adjacencies, the digraph default invariant */
#endif

#include "bench.h"
#include "levelgen/digraph.h"
#include "levelgen/pack.h"
#include "levelgen/rng.h"

enum { RUNS = 5 };

static void write_digraph6(FILE *f, const struct chain_graph *g)
{
    int n = g->n;
    fputc('&', f);
    if (n <= 62)
        fputc(63 + n, f);
    else
        fprintf(f, "~%c%c%c", 63 + ((n >> 12) & 63), 63 + ((n >> 6) & 63), 63 + (n & 63));
    int bits = 0, used = 0;
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) {
            bits = bits << 1 | dotset_has(g->touches[u], v);
            if (++used == 6) {
                fputc(63 + bits, f);
                bits = used = 0;
            }
        }
    if (used)
        fputc(63 + (bits << (6 - used)), f);
    fputc('\n', f);
}

/* g with its dots in the order perm gives: dot u becomes perm[u]. */
static void relabel(struct chain_graph *out, const struct chain_graph *g, struct rng *r)
{
    int perm[DOTSET_MAX];
    for (int u = 0; u < g->n; u++)
        perm[u] = u;
    for (int u = g->n - 1; u > 0; u--) {
        int v = (int)rng_below(r, (uint32_t)u + 1), t = perm[u];
        perm[u] = perm[v];
        perm[v] = t;
    }
    dotset touches[DOTSET_MAX] = {0};
    for (int u = 0; u < g->n; u++) {
        int v;
        for (DOTSET_EACH(v, g->touches[u], rest))
            touches[perm[u]] |= dotset_of(perm[v]);
    }
    graph_from_touches(out, touches, g->n);
}

/* ours: the rule as the repeat check applies it, a canonical form each (digraph.h) and
 * every pair compared; same[i * count + j]. */
static double ours_all_pairs(const struct chain_graph *graphs, int count, bool *same)
{
    struct digraph_canon *form = malloc(sizeof *form * (size_t)count);
    if (!form)
        return -1;
    double t0 = clock_seconds();
    for (int i = 0; i < count; i++)
        digraph_canon_build(&form[i], &graphs[i]);
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++)
            same[i * count + j] = digraph_canons_equal(&form[i], &form[j]);
    double t = clock_seconds() - t0;
    free(form);
    return t;
}

#ifdef BENCH_NAUTY
/* nauty: densenauty's canonical graph of each, then every pair compared. */
static double nauty_all_pairs(const struct chain_graph *graphs, int count, bool *same)
{
    graph(*canon)[MAXN] = malloc(sizeof *canon * (size_t)count);
    if (!canon)
        return -1;
    DEFAULTOPTIONS_DIGRAPH(options);
    options.getcanon = TRUE;
    statsblk stats;
    int lab[MAXN], ptn[MAXN], orbits[MAXN];
    double t0 = clock_seconds();
    for (int i = 0; i < count; i++) {
        const struct chain_graph *g = &graphs[i];
        graph arcs[MAXN];
        EMPTYGRAPH(arcs, 1, g->n);
        for (int u = 0; u < g->n; u++) {
            int v;
            for (DOTSET_EACH(v, g->touches[u], rest))
                ADDONEARC(arcs, u, v, 1);
        }
        densenauty(arcs, lab, ptn, orbits, &options, &stats, 1, g->n, canon[i]);
    }
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++)
            same[i * count + j] = graphs[i].n == graphs[j].n &&
                                  memcmp(canon[i], canon[j], sizeof(graph) * (size_t)graphs[i].n) == 0;
    double t = clock_seconds() - t0;
    free(canon);
    return t;
}
#endif

/* labelg over the graphs in digraph6, a process; the median wall time in ms, or -1. */
static double labelg_process(const struct chain_graph *graphs, int count)
{
    const char *labelg = bench_have("nauty-labelg") ? "nauty-labelg" : bench_have("labelg") ? "labelg" : NULL;
    char dir[] = "/tmp/carillon-nauty-XXXXXX", in[64];
    if (!labelg || !mkdtemp(dir))
        return -1;
    snprintf(in, sizeof in, "%s/levels.d6", dir);
    FILE *f = fopen(in, "w");
    for (int i = 0; f && i < count; i++)
        write_digraph6(f, &graphs[i]);
    if (f)
        fclose(f);
    char *args[] = {(char *)labelg, "-q", in, "/dev/null", NULL};
    double runs[RUNS];
    int status = bench_run(args, NULL, NULL, NULL, NULL); /* loads it from disk, untimed */
    for (int i = 0; i < RUNS && status == 0; i++)
        status = bench_run(args, NULL, NULL, &runs[i], NULL);
    remove(in);
    rmdir(dir);
    return status == 0 ? bench_median(runs, RUNS) : -1;
}

void bench_nauty(void)
{
    struct pack pack;
    error_line err;
    if (pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("nauty: skipped: no shipped pack (%s)\n", err.text);
        return;
    }
    int count = 2 * pack.count;
    long pairs = (long)count * (count - 1) / 2;
    struct chain_graph *graphs = malloc(sizeof *graphs * (size_t)count);
    bool *same = calloc((size_t)count * (size_t)count, 2);
    if (!graphs || !same) {
        printf("nauty: skipped: out of memory\n");
        goto done;
    }
    struct rng r;
    rng_seed(&r, 1, 7);
    for (int i = 0; i < pack.count; i++) {
        graph_build(&graphs[i], pack.levels[i].dots, pack.levels[i].n);
        relabel(&graphs[pack.count + i], &graphs[i], &r);
    }
    printf("nauty: the same-chains rule on the %d shipped levels and a relabelled copy of each "
           "(%ld pairs)\n", pack.count, pairs);

    double ours[RUNS];
    long ours_same = 0;
    for (int run = 0; run < RUNS; run++)
        ours[run] = ours_all_pairs(graphs, count, same);
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++)
            ours_same += same[i * count + j];
    double ours_ms = bench_median(ours, RUNS) * 1e3;
    printf("  in process, every graph labelled and every pair decided; median of %d runs\n", RUNS);
    printf("  %-34s %9.3f ms   %ld pairs isomorphic\n", "Carillon's canonical form + compare", ours_ms,
           ours_same);
#ifdef BENCH_NAUTY
    bool *theirs = same + (size_t)count * (size_t)count;
    double nauty[RUNS];
    long nauty_same = 0, agree = 0;
    for (int run = 0; run < RUNS; run++)
        nauty[run] = nauty_all_pairs(graphs, count, theirs);
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++) {
            nauty_same += theirs[i * count + j];
            agree += theirs[i * count + j] == same[i * count + j];
        }
    double nauty_ms = bench_median(nauty, RUNS) * 1e3;
    printf("  %-34s %9.3f ms   %ld pairs isomorphic\n", "nauty densenauty + compare", nauty_ms,
           nauty_same);
    printf("  agreement: %ld of %ld pairs\n", agree, pairs);
    char note[64];
    snprintf(note, sizeof note, "agree on %ld of %ld pairs", agree, pairs);
    bench_versus("same chains vs nauty, in process: all pairs", ours_ms, "nauty densenauty",
                 nauty_ms, "ms", note);
#else
    printf("  nauty in process: skipped: nauty's library not installed (scripts/install-deps.sh --bench)\n");
#endif
    double labelg_ms = labelg_process(graphs, count);
    if (labelg_ms > 0)
        printf("  from the shell (what a user sees, start-up included): labelg over all %d graphs, "
               "%.2f ms a process\n", count, labelg_ms);
    else
        printf("  from the shell: skipped: labelg (Debian's nauty) not installed or failed\n");
done:
    free(graphs);
    free(same);
    pack_free(&pack);
}
