/* grow.c: the on-demand soak. Grows N levels after a pack, one after another in one
 * process, as endless play would (order_grow_next, each level checked against the
 * repeat keys of every level before it, kept once), and watches memory while it does.
 *
 * Two figures are sampled after every level: the bytes malloc has handed out and not
 * had back (mallinfo2's uordblks: a leak shows here as steady growth, whatever the
 * allocator does with freed pages), less what the repeat keys kept on purpose took, and
 * the resident set (/proc/self/statm). Every
 * SAMPLE_EVERY levels a line shows both. The run fails (exit 1) if the bytes in use
 * after the last level exceed those after the first by more than LEAK_SLACK, or if a
 * level cannot be grown.
 *   build/soak/grow PACK N
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "levelgen/order.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"

enum { SAMPLE_EVERY = 100, LEAK_SLACK = 4096 };

static long resident_kb(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long size = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &size, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    char *end;
    long n = argc == 3 ? strtol(argv[2], &end, 10) : 0;
    if (argc != 3 || *end != '\0' || n < 1 || n > 100000) {
        fprintf(stderr, "usage: grow PACK N (1 to 100000 levels to grow after it)\n");
        return 2;
    }
    struct pack pack, endless;
    error_line err;
    if (pack_read(argv[1], &pack, &err) != 0 || pack_alloc(&endless, pack.count + (int)n, &err) != 0) {
        fprintf(stderr, "grow: %s\n", err.text);
        return 1;
    }
    /* The repeat keys of every level, kept once (repeats.h): they grow with every level
     * by design, so the heap in use is counted without what adding each level to them
     * took (as malloc counts it), and must stay put; their size is printed at the end. */
    struct repeat_set seen = {0};
    int status = repeat_set_reserve(&seen, endless.count, &err);
    for (int i = 0; i < pack.count; i++) {
        endless.levels[i] = pack.levels[i];
        status = status ? status : repeat_set_add_level(&seen, &pack.levels[i], &err);
    }
    if (status != 0)
        fprintf(stderr, "grow: %s\n", err.text);

    size_t first_in_use = 0, in_use = 0, peak_in_use = 0, kept = 0;
    long first_rss = 0, rss = 0, peak_rss = 0;
    double t0 = now(), slowest = 0;
    printf("grow: %ld levels after the %d of %s, one process\n", n, pack.count, argv[1]);
    printf("  %8s %10s %14s %12s %10s\n", "levels", "seconds", "heap in use", "resident", "bits");
    for (long k = 0; status == 0 && k < n; k++) {
        int count = pack.count + (int)k;
        double t = now();
        size_t before_add = 0;
        if (order_grow_next(&endless.levels[count - 1], &seen, pack.seed, 1, NULL, NULL, &endless.levels[count], &err) != 0 ||
            (before_add = mallinfo2().uordblks, repeat_set_add_level(&seen, &endless.levels[count], &err)) != 0) {
            fprintf(stderr, "grow: level %d: %s\n", count + 1, err.text);
            status = 1;
            break;
        }
        kept += mallinfo2().uordblks - before_add;
        slowest = now() - t > slowest ? now() - t : slowest;
        in_use = mallinfo2().uordblks - kept;
        rss = resident_kb();
        if (k == 0) {
            first_in_use = in_use;
            first_rss = rss;
        }
        peak_in_use = in_use > peak_in_use ? in_use : peak_in_use;
        peak_rss = rss > peak_rss ? rss : peak_rss;
        if (k == 0 || (k + 1) % SAMPLE_EVERY == 0 || k + 1 == n) {
            const struct level *lv = &endless.levels[count];
            printf("  %8ld %10.1f %11zu B %9ld kB %6d.%02d\n", k + 1, now() - t0, in_use, rss,
                   lv->centibits / 100, lv->centibits % 100);
            fflush(stdout); /* a line at a time, even into a pipe */
        }
    }
    printf("grow: heap in use after the first level %zu B, after the last %zu B (peak %zu B); "
           "resident %ld kB to %ld kB (peak %ld kB); slowest level %.0f ms\n",
           first_in_use, in_use, peak_in_use, first_rss, rss, peak_rss, slowest * 1e3);
    if (status == 0 && in_use > first_in_use + LEAK_SLACK) {
        printf("grow: FAILED: %zu bytes more in use at the end than after the first level\n",
               in_use - first_in_use);
        status = 1;
    } else if (status == 0) {
        printf("grow: flat: heap in use did not grow\n");
    }
    printf("grow: the repeat keys of all %d levels hold %zu kB\n", seen.count,
           repeat_set_bytes(&seen) / 1024);
    repeat_set_free(&seen);
    pack_free(&endless);
    pack_free(&pack);
    return status;
}
