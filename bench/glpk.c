/* bench glpk: the solver against GLPK, the tool a user would reach for instead.
 *
 * Each shipped level becomes the set-cover integer programme "the fewest taps whose
 * chains cover every dot": a 0/1 variable per dot (tap it or not), one constraint per
 * dot (some tapped chain pops it), the sum of the variables minimised. It is written as
 * a CPLEX LP file and solved by glpsol, one process per level, as a user would run it;
 * the time is the process's wall time, so glpsol's start-up (on a programme of one
 * variable, run before each level) is shown on its own too.
 * GLPK's optimum must equal the solver's fewest taps on every level. Without glpsol
 * (scripts/install-deps.sh --bench installs glpk-utils) the section says it is skipped.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "levelgen/graph.h"
#include "levelgen/pack.h"

/* Writes the level's set cover as a CPLEX LP file. */
static int write_lp(const char *path, const struct level *lv)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fprintf(f, "\\ level %d: the fewest taps whose chains pop every dot\nMinimize\n taps:", lv->number);
    for (int u = 0; u < lv->n; u++)
        fprintf(f, " + x%d", u);
    fprintf(f, "\nSubject To\n");
    for (int v = 0; v < lv->n; v++) {
        fprintf(f, " dot%d:", v);
        for (int u = 0; u < lv->n; u++)
            if (dotset_has(g.chain[u], v))
                fprintf(f, " + x%d", u);
        fprintf(f, " >= 1\n");
    }
    fprintf(f, "Binary\n");
    for (int u = 0; u < lv->n; u++)
        fprintf(f, " x%d", u);
    fprintf(f, "\nEnd\n");
    return fclose(f) == 0 ? 0 : -1;
}

/* Solves the LP file with glpsol; its optimum, or -1. */
static int glpsol(const char *lp, const char *solution, double *ms)
{
    char *args[] = {"glpsol", "--lp", (char *)lp, "-o", (char *)solution, NULL};
    if (bench_run(args, NULL, NULL, ms, NULL) != 0)
        return -1;
    FILE *f = fopen(solution, "r");
    char line[256];
    double optimum = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "Objective: taps = %lf", &optimum) == 1)
            break;
    if (f)
        fclose(f);
    return (int)(optimum + 0.5);
}

void bench_glpk(void)
{
    if (!bench_have("glpsol")) {
        printf("glpk: skipped: glpsol not installed (scripts/install-deps.sh --bench)\n");
        return;
    }
    const struct shipped_solve *ours = bench_shipped_solve();
    struct pack pack;
    lg_err err;
    if (!ours || pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("glpk: skipped: no shipped pack\n");
        return;
    }
    char dir[] = "/tmp/carillon-glpk-XXXXXX", lp[64], sol[64];
    if (!mkdtemp(dir)) {
        printf("glpk: skipped: no temporary folder\n");
        pack_free(&pack);
        return;
    }
    char trivial[64];
    snprintf(lp, sizeof lp, "%s/level.lp", dir);
    snprintf(sol, sizeof sol, "%s/level.sol", dir);
    snprintf(trivial, sizeof trivial, "%s/start.lp", dir);

    /* glpsol's start-up: one tap covering one dot, run before each level, so that its
     * figure drifts with the machine as the levels' do. */
    FILE *f = fopen(trivial, "w");
    if (f) {
        fputs("Minimize\n taps: x0\nSubject To\n dot0: x0 >= 1\nBinary\n x0\nEnd\n", f);
        fclose(f);
    }
    double *times = malloc(sizeof *times * (size_t)pack.count * 2), *startup = times + pack.count;
    int equal = 0, failed = 0;
    for (int i = 0; times && i < pack.count; i++) {
        glpsol(trivial, sol, &startup[i]);
        int optimum = write_lp(lp, &pack.levels[i]) == 0 ? glpsol(lp, sol, &times[i]) : -1;
        failed += optimum < 0;
        if (optimum == ours->taps[i])
            equal++;
        else
            printf("  level %d: glpsol says %d taps, the solver %d\n", i + 1, optimum, ours->taps[i]);
    }
    remove(trivial);
    remove(lp);
    remove(sol);
    rmdir(dir);
    if (!times) {
        pack_free(&pack);
        return;
    }
    double start_ms = bench_median(startup, pack.count), glpk_ms = bench_median(times, pack.count);
    printf("glpk: every shipped level as a set-cover integer programme, solved by glpsol\n");
    printf("  %-34s median %9.2f ms   worst %9.2f ms   (%d levels)\n", "glpsol, one process a level",
           glpk_ms, times[pack.count - 1], pack.count);
    printf("  %-34s median %9.2f ms\n", "glpsol's start-up alone", start_ms);
    printf("  %-34s median %9.4f ms\n", "the solver, fewest taps + proof", ours->fewest_median * 1e3);
    printf("  answers: %d of %d levels equal%s\n", equal, pack.count,
           failed ? " (glpsol failed on some)" : "");
    char note[64];
    snprintf(note, sizeof note, "answers equal on %d of %d levels", equal, pack.count);
    bench_versus("solver vs GLPK: fewest taps, per level", ours->fewest_median * 1e3,
                 "glpsol (a process)", glpk_ms, "ms", note);
    bench_versus("solver vs GLPK, start-up taken off", ours->fewest_median * 1e3,
                 "glpsol less start-up", glpk_ms - start_ms, "ms", note);
    free(times);
    pack_free(&pack);
}
