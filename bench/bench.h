/* bench.h: what the sections of `make bench` share.
 *
 * The bench binary (build/bench/bench) runs a list of sections, each one function in a
 * file of its own that measures one part of Carillon and prints its figures. Figures
 * are printed, never asserted: a machine shared with other work is too noisy to fail a
 * build on. `build/bench/bench` runs every section; `build/bench/bench NAME...` only
 * those named; `build/bench/bench --list` names them.
 *
 * To add a section: write bench/NAME.c with `void bench_NAME(void)` (print a heading
 * line, then your figures, with bench_report for timings), declare it at the end of this
 * header, and add {"NAME", bench_NAME} to SECTIONS in bench/main.c. Keep it to a few
 * seconds; the Makefile builds every .c file in bench/ into the one binary.
 */
#ifndef BENCH_BENCH_H
#define BENCH_BENCH_H

#include <stdint.h>

/* A monotonic clock, in seconds. */
double bench_now(void);

/* Prints one line: the label, then the median and worst of n timings (in seconds,
 * shown in microseconds). Sorts times in place. */
void bench_report(const char *label, double *times, int n);

/* The same for counts (search nodes, dots, ...), shown as they are. */
void bench_report_counts(const char *label, uint64_t *counts, int n);

/* The sections. */
void bench_solver(void);
void bench_generator(void);
void bench_repeats(void);
void bench_game(void);

#endif
