/* The bench binary: runs the sections listed below (see bench.h to add one). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

static const struct {
    const char *name;
    void (*run)(void);
} SECTIONS[] = {
    {"solver", bench_solver},
    {"generator", bench_generator},
    {"repeats", bench_repeats},
    {"game", bench_game},
};
enum { SECTION_COUNT = sizeof SECTIONS / sizeof SECTIONS[0] };

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int by_time(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int by_count(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

void bench_report(const char *label, double *times, int n)
{
    if (n == 0) {
        printf("  %-34s no runs\n", label);
        return;
    }
    qsort(times, (size_t)n, sizeof *times, by_time);
    printf("  %-34s median %9.2f us   worst %9.2f us   (%d runs)\n", label, times[n / 2] * 1e6,
           times[n - 1] * 1e6, n);
}

void bench_report_counts(const char *label, uint64_t *counts, int n)
{
    if (n == 0) {
        printf("  %-34s no runs\n", label);
        return;
    }
    qsort(counts, (size_t)n, sizeof *counts, by_count);
    printf("  %-34s median %9llu      worst %9llu      (%d runs)\n", label,
           (unsigned long long)counts[n / 2], (unsigned long long)counts[n - 1], n);
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (int s = 0; s < SECTION_COUNT; s++)
            puts(SECTIONS[s].name);
        return 0;
    }
    for (int a = 1; a < argc; a++) {
        int s = 0;
        while (s < SECTION_COUNT && strcmp(argv[a], SECTIONS[s].name) != 0)
            s++;
        if (s == SECTION_COUNT) {
            fprintf(stderr, "bench: no section '%s' (try 'bench --list')\n", argv[a]);
            return 2;
        }
    }
    for (int s = 0; s < SECTION_COUNT; s++) {
        int wanted = argc == 1;
        for (int a = 1; a < argc; a++)
            wanted |= strcmp(argv[a], SECTIONS[s].name) == 0;
        if (wanted)
            SECTIONS[s].run();
    }
    return 0;
}
