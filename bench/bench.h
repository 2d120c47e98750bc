/* bench.h: what the sections of `make bench` share.
 *
 * The bench binary (build/bench/bench) runs a list of sections, each one function in a
 * file of its own that measures one part of Carillon and prints its figures. Figures
 * are printed, never asserted: a machine shared with other work is too noisy to fail a
 * build on. `build/bench/bench` runs every section; `build/bench/bench NAME...` only
 * those named; `build/bench/bench --list` names them; `--quick` first runs them small.
 * Every loop is bounded, and SIGTERM stops the bench (SDL's signal handlers are off).
 *
 * To add a section: write bench/NAME.c with `void bench_NAME(void)` (print a heading
 * line, then your figures, with bench_report for timings), declare it at the end of this
 * header, and add {"NAME", bench_NAME} to SECTIONS in bench/main.c. Keep it to a few
 * seconds; the Makefile builds every .c file in bench/ into the one binary.
 *
 * After the sections, one table sets the main figures side by side: a section adds its
 * rows with bench_target (a figure and its target in docs/design.md), bench_aim (a
 * figure and another aim, a figure quoted from the seed among them) or bench_versus (a
 * figure and the same measured for another tool, the same way in the same run), from the
 * figures it printed, so nothing is measured twice. Every row says who is ahead, or
 * whether the aim is met.
 */
#ifndef BENCH_BENCH_H
#define BENCH_BENCH_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "base/clock.h"


/* The quick pass (`bench --quick`, which CI runs): every section goes once through its
 * code at its least size, to show that it runs and ends; its figures mean little. */
extern bool bench_quick;

/* How many of something a section does: n, or least in the quick pass. */
int bench_count(int n, int least);

/* Prints one line: the label, then the median and worst of n timings (in seconds,
 * shown in microseconds). Sorts times in place. */
void bench_report(const char *label, double *times, int n);

/* Sorts n timings in place and returns the median (0 when n is 0). */
double bench_median(double *times, int n);

/* The same for counts (search nodes, dots, ...), shown as they are. */
void bench_report_counts(const char *label, uint64_t *counts, int n);

/* Rows of the closing table; ours and the other figure in the same unit ("ms", "MB"). */
void bench_target(const char *figure, double ours, double target, const char *unit);
/* A figure against an aim that is no target of design.md (a ratio, say), named by aim. */
void bench_aim(const char *figure, double ours, const char *aim, double target, const char *unit);
void bench_versus(const char *figure, double ours, const char *against, double theirs,
                  const char *unit, const char *note);

/* Runs a program (args[0], looked up in PATH unless it holds a slash) with env_extra
 * added to the environment (NULL for none), its stdout to the file out (NULL: thrown
 * away), stderr thrown away; *ms gets the wall time and *rss_kb its peak resident set,
 * each when not NULL. Returns its exit status, or -1 when it could not run or died. */
int bench_run(char *const args[], char *const env_extra[], const char *out, double *ms,
              long *rss_kb);

/* Starts the same (descriptors not marked close-on-exec are inherited, stdout to out)
 * and returns its pid without waiting, or -1. */
pid_t bench_spawn(char *const args[], char *const env_extra[], const char *out);

/* Whether program is an executable file in PATH. */
bool bench_have(const char *program);

/* The solver on the shipped pack (levels/carillon.json), measured once in a run and
 * shared by the solver section and the GLPK comparison: the fewest taps it found for
 * each level, in order, and the medians per level. NULL without a shipped pack. */
struct shipped_solve {
    int count;
    int *taps;
    double fewest_median, fewest_worst, find_median, prove_median; /* seconds */
};
const struct shipped_solve *bench_shipped_solve(void);

/* The sections. */
void bench_solver(void);
void bench_generator(void);
void bench_repeats(void);
void bench_game(void);
void bench_glpk(void);
void bench_nauty(void);
void bench_endless(void);
void bench_load_check(void);
void bench_rest(void);
void bench_codes(void);
void bench_workshop(void);
void bench_players(void);

#endif
