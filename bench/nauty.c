/* bench nauty: the repeat check's same-chains rule against nauty's canonical labelling.
 *
 * The same-chains rule calls two levels the same when their who-pops-whom digraphs are
 * isomorphic (digraph.h). nauty decides the same question another way: two digraphs
 * are isomorphic exactly when their canonical labellings are equal. The graphs are the
 * shipped levels and a relabelled copy of each (its dots in another order, drawn from
 * the project's rng), so that both answers occur: every pair of them is put to the rule
 * (invariants first, then the search, as the repeat check does) and to nauty (labelg
 * run once over all of them in digraph6, then the canonical strings compared), and the
 * verdicts are counted side by side. Times are for all pairs: ours in this process,
 * nauty's as labelg's wall time (the median of a few runs) plus the comparisons, and
 * without labelg's start-up (its run on a one-dot graph before each). Without labelg (Debian's package
 * nauty, installed by scripts/install-deps.sh --bench) the section says it is skipped.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "levelgen/digraph.h"
#include "levelgen/pack.h"
#include "levelgen/rng.h"

/* labelg's line for one digraph: "&", n, then the adjacency matrix row by row, six bits a
 * character; at most 1 + 4 + 64 * 64 / 6 + 1 characters. */
enum { LINE_MAX = 1024, RUNS = 5 };

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

void bench_nauty(void)
{
    const char *labelg = bench_have("nauty-labelg") ? "nauty-labelg" : bench_have("labelg") ? "labelg" : NULL;
    if (!labelg) {
        printf("nauty: skipped: labelg not installed (scripts/install-deps.sh --bench)\n");
        return;
    }
    struct pack pack;
    lg_err err;
    if (pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("nauty: skipped: no shipped pack (%s)\n", err.text);
        return;
    }
    int count = 2 * pack.count;
    struct chain_graph *graphs = malloc(sizeof *graphs * (size_t)count);
    struct digraph_invariant *inv = malloc(sizeof *inv * (size_t)count);
    char(*canon)[LINE_MAX] = malloc(sizeof *canon * (size_t)count);
    char dir[] = "/tmp/carillon-nauty-XXXXXX", in[64], out[64];
    if (!graphs || !inv || !canon || !mkdtemp(dir)) {
        printf("nauty: skipped: out of memory or no temporary folder\n");
        goto done;
    }
    struct rng r;
    rng_seed(&r, 1, 7);
    for (int i = 0; i < pack.count; i++) {
        graph_build(&graphs[i], pack.levels[i].dots, pack.levels[i].n);
        relabel(&graphs[pack.count + i], &graphs[i], &r);
    }

    /* ours: the rule as the repeat check applies it */
    double t0 = clock_seconds();
    for (int i = 0; i < count; i++)
        digraph_invariant_build(&inv[i], &graphs[i]);
    long pairs = 0, ours_same = 0, nauty_same = 0, agree = 0;
    bool *same = malloc((size_t)count * (size_t)count);
    for (int j = 1; same && j < count; j++)
        for (int i = 0; i < j; i++) {
            same[i * count + j] = digraph_invariants_equal(&inv[i], &inv[j]) &&
                                  digraph_isomorphic(&graphs[i], &graphs[j], NULL);
            ours_same += same[i * count + j];
            pairs++;
        }
    double ours_ms = (clock_seconds() - t0) * 1e3;

    /* nauty: canonical labels, then equal strings */
    snprintf(in, sizeof in, "%s/levels.d6", dir);
    snprintf(out, sizeof out, "%s/canonical.d6", dir);
    FILE *f = fopen(in, "w");
    for (int i = 0; f && i < count; i++)
        write_digraph6(f, &graphs[i]);
    if (f)
        fclose(f);
    double nauty_ms = 0, startup[RUNS];
    char one_graph[64];
    snprintf(one_graph, sizeof one_graph, "%s/one.d6", dir);
    char *one[] = {(char *)labelg, "-q", one_graph, "/dev/null", NULL};
    f = fopen(one_graph, "w"); /* labelg's start-up: one graph of one dot */
    if (f) {
        fputs("&@?\n", f);
        fclose(f);
    }
    char *args[] = {(char *)labelg, "-q", in, out, NULL};
    double runs[RUNS];
    int status = bench_run(one, NULL, NULL, NULL, NULL); /* loads it from disk, untimed */
    for (int i = 0; i < RUNS && status == 0; i++) {
        bench_run(one, NULL, NULL, &startup[i], NULL);
        status = bench_run(args, NULL, NULL, &runs[i], NULL);
    }
    double start_ms = bench_median(startup, RUNS);
    nauty_ms = bench_median(runs, RUNS);
    f = fopen(out, "r");
    int read = 0;
    while (f && read < count && fgets(canon[read], LINE_MAX, f))
        read++;
    if (f)
        fclose(f);
    remove(in);
    remove(out);
    remove(one_graph);
    rmdir(dir);
    if (status != 0 || read != count || !same) {
        printf("nauty: %s failed (exit %d, %d of %d graphs labelled)\n", labelg, status, read, count);
        free(same);
        goto done;
    }
    t0 = clock_seconds();
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++) {
            bool theirs = strcmp(canon[i], canon[j]) == 0;
            nauty_same += theirs;
            agree += theirs == same[i * count + j];
        }
    nauty_ms += (clock_seconds() - t0) * 1e3;
    free(same);

    printf("nauty: the same-chains rule on the %d shipped levels and a relabelled copy of each "
           "(%ld pairs)\n", pack.count, pairs);
    printf("  %-34s %9.2f ms   %ld pairs isomorphic\n", "the rule (invariants + search)", ours_ms,
           ours_same);
    printf("  %-34s %9.2f ms   %ld pairs isomorphic (%s, one process)\n", "nauty's canonical labels",
           nauty_ms, nauty_same, labelg);
    printf("  %-34s %9.2f ms\n", "labelg's start-up alone", start_ms);
    printf("  agreement: %ld of %ld pairs\n", agree, pairs);
    char note[64];
    snprintf(note, sizeof note, "agree on %ld of %ld pairs", agree, pairs);
    bench_versus("repeats: same chains, all pairs", ours_ms, "nauty labelg (a process)", nauty_ms,
                 "ms", note);
    bench_versus("repeats: same chains, start-up taken off", ours_ms, "labelg less start-up",
                 nauty_ms - start_ms, "ms", note);
done:
    free(graphs);
    free(inv);
    free(canon);
    pack_free(&pack);
}
