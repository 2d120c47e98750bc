/* The bench binary: runs the sections listed below (see bench.h to add one), then the
 * table of their main figures side by side. */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

static const struct {
    const char *name;
    void (*run)(void);
} SECTIONS[] = {
    {"solver", bench_solver},
    {"generator", bench_generator},
    {"repeats", bench_repeats},
    {"game", bench_game},
    {"glpk", bench_glpk},
    {"nauty", bench_nauty},
    {"endless", bench_endless},
    {"load_check", bench_load_check},
    {"rest", bench_rest},
    {"codes", bench_codes},
    {"workshop", bench_workshop},
    {"players", bench_players},
};
enum { SECTION_COUNT = sizeof SECTIONS / sizeof SECTIONS[0] };


bool bench_quick;

int bench_count(int n, int least) { return bench_quick && least < n ? least : n; }

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

double bench_median(double *times, int n)
{
    qsort(times, (size_t)n, sizeof *times, by_time);
    return n > 0 ? times[n / 2] : 0;
}

void bench_report(const char *label, double *times, int n)
{
    if (n == 0) {
        printf("  %-34s no runs\n", label);
        return;
    }
    bench_median(times, n);
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

extern char **environ;

pid_t bench_spawn(char *const args[], char *const env_extra[], const char *out)
{
    char *env[256];
    int n = 0;
    for (int i = 0; env_extra && env_extra[i] && n < 250; i++)
        env[n++] = env_extra[i];
    for (int i = 0; environ[i] && n < 255; i++)
        env[n++] = environ[i];
    env[n] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid;
    int ok = posix_spawnp(&pid, args[0], &fa, NULL, args, env);
    posix_spawn_file_actions_destroy(&fa);
    return ok == 0 ? pid : -1;
}

int bench_run(char *const args[], char *const env_extra[], const char *out, double *ms,
              long *rss_kb)
{
    double t0 = clock_seconds();
    pid_t pid = bench_spawn(args, env_extra, out);
    int status = -1;
    if (pid > 0) {
        struct rusage ru;
        if (wait4(pid, &status, 0, &ru) == pid && rss_kb)
            *rss_kb = ru.ru_maxrss;
    }
    if (ms)
        *ms = (clock_seconds() - t0) * 1e3;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

bool bench_have(const char *program)
{
    const char *path = getenv("PATH");
    char dir[4096];
    while (path && *path) {
        size_t len = strcspn(path, ":");
        snprintf(dir, sizeof dir, "%.*s/%s", (int)len, path, program);
        if (len > 0 && access(dir, X_OK) == 0)
            return true;
        path += len + (path[len] == ':');
    }
    return false;
}

/* ---- the table ------------------------------------------------------------------- */

enum { ROWS_MAX = 32 };

static struct row {
    char figure[48], against[40], unit[8], note[64];
    double ours, theirs;
    bool target;
} rows[ROWS_MAX];
static int row_count;

static void add_row(const char *figure, double ours, const char *against, double theirs,
                    const char *unit, const char *note, bool target)
{
    if (row_count == ROWS_MAX)
        return;
    struct row *r = &rows[row_count++];
    snprintf(r->figure, sizeof r->figure, "%s", figure);
    snprintf(r->against, sizeof r->against, "%s", against);
    snprintf(r->unit, sizeof r->unit, "%s", unit);
    snprintf(r->note, sizeof r->note, "%s", note ? note : "");
    r->ours = ours;
    r->theirs = theirs;
    r->target = target;
}

void bench_target(const char *figure, double ours, double target, const char *unit)
{
    add_row(figure, ours, "target (docs/design.md)", target, unit, NULL, true);
}

void bench_aim(const char *figure, double ours, const char *aim, double target, const char *unit)
{
    add_row(figure, ours, aim, target, unit, NULL, true);
}

void bench_versus(const char *figure, double ours, const char *against, double theirs,
                  const char *unit, const char *note)
{
    add_row(figure, ours, against, theirs, unit, note, false);
}

/* A figure to three significant digits or so, whatever its size. */
static void shown(char *out, size_t n, double v, const char *unit)
{
    snprintf(out, n, v >= 100 ? "%.0f %s" : v >= 10 ? "%.1f %s" : v >= 0.1 ? "%.2f %s" : "%.4f %s",
             v, unit);
}

static void print_table(void)
{
    if (row_count == 0)
        return;
    printf("\nside by side: Carillon's figures against their targets and other tools\n");
    printf("  %-44s %12s  %-24s %12s %9s  %s\n", "figure", "Carillon", "against", "", "ratio",
           "verdict");
    for (int i = 0; i < row_count; i++) {
        const struct row *r = &rows[i];
        char ours[24], theirs[24], ratio[16];
        shown(ours, sizeof ours, r->ours, r->unit);
        shown(theirs, sizeof theirs, r->theirs, r->unit);
        if (r->ours > 0)
            snprintf(ratio, sizeof ratio, r->theirs / r->ours >= 10 ? "%.0fx" : "%.2fx",
                     r->theirs / r->ours);
        else
            snprintf(ratio, sizeof ratio, "-");
        char verdict[128];
        if (r->target)
            snprintf(verdict, sizeof verdict, "%s", r->ours <= r->theirs ? "met" : "NOT met");
        else /* every figure here is a time or a size: the smaller wins */
            snprintf(verdict, sizeof verdict, "%s ahead; %s",
                     r->ours <= r->theirs ? "Carillon" : r->against, r->note);
        printf("  %-44s %12s  %-24s %12s %9s  %s\n", r->figure, ours, r->against, theirs, ratio,
               verdict);
    }
    printf("  (ratio: the figure against, over Carillon's; above 1x Carillon is faster or smaller.\n"
           "   Against another tool both figures are taken the same way, in this run; against a\n"
           "   target or an aim the ratio is the room left, below 1x it is missed)\n");
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (int s = 0; s < SECTION_COUNT; s++)
            puts(SECTIONS[s].name);
        return 0;
    }
    int first = 1;
    if (argc > 1 && strcmp(argv[1], "--quick") == 0) {
        bench_quick = true;
        first = 2;
    }
    for (int a = first; a < argc; a++) {
        int s = 0;
        while (s < SECTION_COUNT && strcmp(argv[a], SECTIONS[s].name) != 0)
            s++;
        if (s == SECTION_COUNT) {
            fprintf(stderr, "bench: no section '%s' (try 'bench --list')\n", argv[a]);
            return 2;
        }
    }
    for (int s = 0; s < SECTION_COUNT; s++) {
        int wanted = argc == first;
        for (int a = first; a < argc; a++)
            wanted |= strcmp(argv[a], SECTIONS[s].name) == 0;
        if (wanted)
            SECTIONS[s].run();
    }
    print_table();
    return 0;
}
