/* bench glpk: the solver against GLPK, the tool a user would reach for instead.
 *
 * Each shipped level becomes the set-cover integer programme "the fewest taps whose
 * chains cover every dot": a 0/1 variable per dot (tap it or not), one constraint per
 * dot (some tapped chain pops it), the sum of the variables minimised.
 *
 * In process (GLPK's C library, linked in when scripts/install-deps.sh --bench has
 * installed libglpk-dev): the programme is built, untimed, then glp_simplex solves its
 * relaxation and glp_intopt branches and bounds to the integer optimum; the time is those
 * two calls, the fastest of three runs on a fresh copy, taken exactly as the solver's
 * solve_fewest is timed on the level's graph (bench_shipped_solve). GLPK's optimum must
 * equal the solver's fewest taps on every level.
 *
 * From the shell (what a user sees, start-up and file reading included, so not a
 * measure of either solver): glpsol on the programme as a CPLEX LP file against
 * `levelgen solve` on the level as a pack of one level, each a process a level, each
 * the wall time of the process. Without glpsol (glpk-utils) that part says it is skipped.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef BENCH_GLPK
#include <glpk.h>
#endif

#include "bench.h"
#include "levelgen/graph.h"
#include "levelgen/pack.h"

static const char PACK_PATH[] = "levels/carillon.json";
enum { FASTEST_OF = 3 };

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

/* glpsol and `levelgen solve`, a process a level each; the medians in ms, or false. */
static bool from_the_shell(const struct pack *pack, const struct shipped_solve *ours,
                           double *glpsol_ms, double *levelgen_ms)
{
    char dir[] = "/tmp/carillon-glpk-XXXXXX", lp[64], sol[64], one[64];
    if (!bench_have("glpsol") || access("build/levelgen", X_OK) != 0 || !mkdtemp(dir))
        return false;
    snprintf(lp, sizeof lp, "%s/level.lp", dir);
    snprintf(sol, sizeof sol, "%s/level.sol", dir);
    snprintf(one, sizeof one, "%s/level.json", dir);
    double *theirs = malloc(sizeof *theirs * (size_t)pack->count * 2), *mine = theirs + pack->count;
    int equal = 0, ran = 0;
    for (int i = 0; theirs && i < pack->count; i++) {
        /* each reads a file of the one level: an LP file, a pack of one level */
        struct level alone = pack->levels[i];
        alone.number = 1;
        struct pack single = {.seed = pack->seed, .count = 1, .levels = &alone};
        error_line err;
        char *solve[] = {"build/levelgen", "solve", one, "--level", "1", NULL};
        int optimum = write_lp(lp, &pack->levels[i]) == 0 ? glpsol(lp, sol, &theirs[ran]) : -1;
        if (optimum < 0 || pack_write(one, &single, &err) != 0 ||
            bench_run(solve, NULL, NULL, &mine[ran], NULL) != 0)
            continue;
        equal += optimum == ours->taps[i];
        ran++;
    }
    remove(lp);
    remove(sol);
    remove(one);
    rmdir(dir);
    if (theirs && ran > 0) {
        *glpsol_ms = bench_median(theirs, ran);
        *levelgen_ms = bench_median(mine, ran);
        printf("  from the shell (what a user sees: a process a level, start-up included)\n");
        printf("  %-34s median %9.2f ms   worst %9.2f ms   (%d levels)\n", "glpsol --lp LEVEL.lp",
               *glpsol_ms, theirs[ran - 1], ran);
        printf("  %-34s median %9.2f ms   worst %9.2f ms   (%d levels, %d answers equal)\n",
               "levelgen solve LEVEL.json", *levelgen_ms, mine[ran - 1], ran, equal);
    }
    free(theirs);
    return ran > 0;
}

#ifdef BENCH_GLPK
/* The level's set cover as a GLPK problem. */
static glp_prob *programme(const struct level *lv)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    glp_prob *p = glp_create_prob();
    glp_set_obj_dir(p, GLP_MIN);
    glp_add_cols(p, lv->n);
    for (int u = 1; u <= lv->n; u++) {
        glp_set_col_kind(p, u, GLP_BV);
        glp_set_obj_coef(p, u, 1.0);
    }
    glp_add_rows(p, lv->n);
    int index[DOTSET_MAX + 1];
    double one[DOTSET_MAX + 1];
    for (int v = 0; v < lv->n; v++) {
        int len = 0;
        for (int u = 0; u < lv->n; u++)
            if (dotset_has(g.chain[u], v)) {
                index[++len] = u + 1;
                one[len] = 1.0;
            }
        glp_set_row_bnds(p, v + 1, GLP_LO, 1.0, 0.0);
        glp_set_mat_row(p, v + 1, len, index, one);
    }
    return p;
}

/* GLPK's optimum for lv, or -1; *seconds the fastest of FASTEST_OF simplex + intopt. */
static int glpk_solve(const struct level *lv, double *seconds)
{
    glp_smcp simplex;
    glp_init_smcp(&simplex);
    simplex.msg_lev = GLP_MSG_OFF;
    glp_iocp branch;
    glp_init_iocp(&branch);
    branch.msg_lev = GLP_MSG_OFF;
    int optimum = -1;
    *seconds = 1e9;
    for (int run = 0; run < FASTEST_OF; run++) {
        glp_prob *p = programme(lv);
        double t0 = clock_seconds();
        int ok = glp_simplex(p, &simplex) == 0 && glp_intopt(p, &branch) == 0 &&
                 glp_mip_status(p) == GLP_OPT;
        double t = clock_seconds() - t0;
        *seconds = t < *seconds ? t : *seconds;
        optimum = ok ? (int)(glp_mip_obj_val(p) + 0.5) : -1;
        glp_delete_prob(p);
    }
    return optimum;
}
#endif

void bench_glpk(void)
{
    const struct shipped_solve *ours = bench_shipped_solve();
    struct pack pack;
    error_line err;
    if (!ours || pack_read(PACK_PATH, &pack, &err) != 0) {
        printf("glpk: skipped: no shipped pack\n");
        return;
    }
    printf("glpk: every shipped level as a set-cover integer programme\n");
#ifdef BENCH_GLPK
    double *times = malloc(sizeof *times * (size_t)pack.count);
    int equal = 0;
    for (int i = 0; times && i < pack.count; i++) {
        int optimum = glpk_solve(&pack.levels[i], &times[i]);
        if (optimum == ours->taps[i])
            equal++;
        else
            printf("  level %d: GLPK says %d taps, the solver %d\n", i + 1, optimum, ours->taps[i]);
    }
    if (times) {
        double median = bench_median(times, pack.count), worst = times[pack.count - 1];
        printf("  in process, fastest of %d runs per level, the same way for both\n", FASTEST_OF);
        printf("  %-34s median %9.2f us   worst %9.2f us   (%d levels)\n",
               "GLPK glp_simplex + glp_intopt", median * 1e6, worst * 1e6, pack.count);
        printf("  %-34s median %9.2f us   worst %9.2f us   (%d levels)\n",
               "the solver, solve_fewest", ours->fewest_median * 1e6, ours->fewest_worst * 1e6,
               ours->count);
        printf("  answers: %d of %d levels equal\n", equal, pack.count);
        char note[64];
        snprintf(note, sizeof note, "answers equal on %d of %d levels", equal, pack.count);
        bench_versus("solver vs GLPK, in process: median level", ours->fewest_median * 1e6,
                     "GLPK simplex + B&B", median * 1e6, "us", note);
        bench_versus("solver vs GLPK, in process: worst level", ours->fewest_worst * 1e6,
                     "GLPK simplex + B&B", worst * 1e6, "us", note);
    }
    free(times);
#else
    printf("  in process: skipped: GLPK's library not installed (scripts/install-deps.sh --bench)\n");
#endif
    double glpsol_ms, levelgen_ms;
    if (from_the_shell(&pack, ours, &glpsol_ms, &levelgen_ms))
        bench_versus("solver vs GLPK, from the shell: a process", levelgen_ms, "glpsol (a process)",
                     glpsol_ms, "ms", "what a user sees: start-up included");
    else
        printf("  from the shell: skipped: glpsol (glpk-utils) or build/levelgen missing\n");
    pack_free(&pack);
}
