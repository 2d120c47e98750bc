/* levelgen pack: grows the ordered pack from a seed and writes it. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "levelgen/order.h"

#include "tool.h"

struct bar {
    bool terminal;
    int shown; /* tenths shown so far, for plain-line progress */
};

static void show_progress(void *ctx, int done, int total)
{
    struct bar *bar = ctx;
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
}

static int parse_number(const char *flag, const char *text, unsigned long long max,
                        unsigned long long *out)
{
    char *end;
    if (!text || *text == '\0' || *text == '-')
        return usage_error("%s wants a number", flag);
    unsigned long long v = strtoull(text, &end, 10);
    if (*end != '\0' || v > max)
        return usage_error("%s wants a number up to %llu, not '%s'", flag, max, text);
    *out = v;
    return 0;
}

int cmd_pack(int argc, char **argv)
{
    unsigned long long seed = 0, threads = 2;
    bool have_seed = false;
    const char *out = NULL;
    for (int i = 0; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seed") == 0) {
            if (parse_number("--seed", next, (1ull << 53) - 1, &seed) != 0)
                return 2;
            have_seed = true;
            i++;
        } else if (strcmp(argv[i], "--threads") == 0) {
            if (parse_number("--threads", next, 64, &threads) != 0 || threads == 0)
                return threads == 0 ? usage_error("--threads wants 1 to 64") : 2;
            i++;
        } else if (strcmp(argv[i], "-o") == 0 && next) {
            out = next;
            i++;
        } else {
            return usage_error("pack: unexpected '%s'", argv[i]);
        }
    }
    if (!have_seed || !out)
        return usage_error("pack wants --seed S -o FILE");

    struct bar bar = {.terminal = isatty(fileno(stderr))};
    struct pack pack;
    struct order_stats stats;
    lg_err err;
    double t0 = seconds_now();
    if (order_build_pack(seed, (int)threads, show_progress, &bar, &pack, &stats, &err) != 0) {
        fprintf(stderr, "levelgen: pack: %s\n", err.text);
        return 1;
    }
    double elapsed = seconds_now() - t0;
    int status = 0;
    if (pack_write(out, &pack, &err) != 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        status = 1;
    } else {
        int thrown = 0;
        for (int o = 0; o < GROW_OUTCOMES; o++)
            thrown += o == GROWN ? 0 : stats.attempts[o];
        printf("%s: %d levels from seed %llu in %.2f s on %llu threads\n", out, stats.levels, seed,
               elapsed, threads);
        printf("candidates: %d proven, %d attempts thrown away (", stats.candidates, thrown);
        for (int o = GROWN + 1; o < GROW_OUTCOMES; o++)
            printf("%s%s %d", o == GROWN + 1 ? "" : ", ", GROW_OUTCOME_NAMES[o], stats.attempts[o]);
        printf("), %d refused as repeats\n", stats.refused_repeats);
    }
    pack_free(&pack);
    return status;
}
