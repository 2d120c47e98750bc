/* levelgen pack: grows the ordered pack from a seed and writes it. */
#include <stdio.h>

#include "base/clock.h"
#include "base/os.h"
#include "levelgen/order.h"

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
    lg_err err;
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
        lg_print(stdout, "%s: %d levels from seed %llu in %.2f s on %d threads", a->out, stats.levels,
                 a->seed, elapsed, a->threads);
        printf("candidates: %d proven, %d attempts thrown away (", stats.candidates, thrown);
        for (int o = GROWN + 1; o < GROW_OUTCOMES; o++)
            printf("%s%s %d", o == GROWN + 1 ? "" : ", ", GROW_OUTCOME_NAMES[o], stats.attempts[o]);
        printf("), %d refused as repeats\n", stats.refused_repeats);
    }
    pack_free(&pack);
    return status;
}
