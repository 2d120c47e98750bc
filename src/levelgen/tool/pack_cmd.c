/* levelgen pack: grows the ordered pack from a seed and writes it; levelgen endless: a
 * pack followed by the endless levels the game grows after it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/clock.h"
#include "base/os.h"
#include "levelgen/check.h"
#include "levelgen/order.h"
#include "levelgen/repeats.h"

#include "tool.h"

struct bar {
    bool terminal;
    int shown; /* tenths shown so far, for plain-line progress */
    int last;  /* the count last shown */
};

static bool show_progress(void *ctx, int done, int total)
{
    struct bar *bar = ctx;
    if (done == bar->last) /* the build reports its end twice */
        return true;
    bar->last = done;
    if (bar->terminal) {
        enum { WIDTH = 40 };
        int filled = done * WIDTH / total;
        fprintf(stderr, "\rgrowing [%.*s%*s] %d/%d", filled,
                "########################################", WIDTH - filled, "", done, total);
        if (done == total)
            fputc('\n', stderr);
    } else if (done * 10 / total > bar->shown) {
        bar->shown = done * 10 / total;
        fprintf(stderr, "growing: %d/%d candidates\n", done, total);
    }
    return true;
}

int cmd_pack(const struct tool_args *a)
{
    struct bar bar = {.terminal = os_isatty(stderr)};
    struct pack pack;
    struct order_stats stats;
    error_line err;
    double t0 = clock_seconds();
    if (order_build_pack(a->seed, a->threads, show_progress, &bar, &pack, &stats, &err) != 0) {
        fprintf(stderr, "levelgen: pack: %s\n", err.text);
        return 1;
    }
    double elapsed = clock_seconds() - t0;
    int status = 0;
    if (pack_write(a->out, &pack, &err) != 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        status = 1;
    } else {
        int thrown = 0;
        for (int o = 0; o < GROW_OUTCOMES; o++)
            thrown += o == GROWN ? 0 : stats.attempts[o];
        error_print(stdout, "%s: %d levels from seed %llu in %.2f s on %d threads", a->out, stats.levels,
                 a->seed, elapsed, a->threads);
        printf("candidates: %d proven, %d attempts thrown away (", stats.candidates, thrown);
        for (int o = GROWN + 1; o < GROW_OUTCOMES; o++)
            printf("%s%s %d", o == GROWN + 1 ? "" : ", ", GROW_OUTCOME_NAMES[o], stats.attempts[o]);
        printf("), %d refused as repeats\n", stats.refused_repeats);
    }
    pack_free(&pack);
    return status;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* As the game grows them (session.c through grower.h): each level from the one before,
 * checked against a repeat set that holds every level before it, from the pack's seed. */
/* The first failure check reports, kept for a line of its own. */
static void keep_first(void *ctx, const struct level *lv, const char *what)
{
    error_line *first = ctx;
    if (first->text[0])
        return;
    if (lv)
        error_fail(first, "level %d: %s", lv->number, what);
    else
        error_fail(first, "%s", what);
}

/* The pack as `check` would find it: 0, or -1 with err naming the first failure (a pack
 * too short for its endless levels to ramp, or one unfair itself). */
static int passes_check(const struct pack *pack, const char *name, error_line *err)
{
    error_line first = {{0}};
    int failures = check_pack(pack, keep_first, &first);
    if (failures == 0)
        return 0;
    return error_fail(err, "%s would not pass check (%d failure%s; the first, %s); nothing is written", name, failures,
                      failures == 1 ? "" : "s", first.text);
}

int cmd_endless(const struct tool_args *a)
{
    struct pack pack, out;
    if (load_pack(a->file, &pack) != 0)
        return 1;
    error_line err;
    int status = 0;
    if (pack.count == 0 || pack.count + a->count > PACK_MAX_LEVELS) {
        error_fail(&err, "%s: %d levels and %d endless would pass the %d a pack holds", a->file,
                pack.count, a->count, PACK_MAX_LEVELS);
        fprintf(stderr, "levelgen: %s\n", err.text);
        pack_free(&pack);
        return 1;
    }
    struct repeat_set seen = {0};
    double *cpu = malloc(sizeof *cpu * (size_t)(a->count ? a->count : 1));
    if (!cpu || pack_alloc(&out, pack.count + a->count, &err) != 0 ||
        repeat_set_reserve(&seen, pack.count + a->count, &err) != 0) {
        if (!cpu)
            error_fail(&err, "out of memory for %d endless levels", a->count);
        fprintf(stderr, "levelgen: %s\n", err.text);
        free(cpu);
        pack_free(&pack);
        return 1;
    }
    out.seed = pack.seed;
    memcpy(out.levels, pack.levels, sizeof *pack.levels * (size_t)pack.count);
    for (int i = 0; i < out.count && status == 0; i++) {
        if (i >= pack.count) {
            double t0 = clock_seconds();
            status = order_grow_next(&out.levels[i - 1], &seen, out.seed, a->threads, NULL, NULL, &out.levels[i], &err);
            cpu[i - pack.count] = clock_seconds() - t0;
        }
        if (status == 0)
            status = repeat_set_add_level(&seen, &out.levels[i], &err);
    }
    if (status == 0)
        status = passes_check(&out, a->out, &err);
    if (status == 0)
        status = pack_write(a->out, &out, &err);
    if (status != 0) {
        fprintf(stderr, "levelgen: endless: %s\n", err.text);
    } else {
        qsort(cpu, (size_t)a->count, sizeof *cpu, by_value);
        error_print(stdout, "%s: %d levels and %d endless from seed %llu (median %.1f ms a level)",
                 a->out, pack.count, a->count, (unsigned long long)out.seed,
                 a->count ? cpu[a->count / 2] * 1000 : 0.0);
    }
    free(cpu);
    repeat_set_free(&seen);
    pack_free(&out);
    pack_free(&pack);
    return status == 0 ? 0 : 1;
}
