/* prove.c: see prove.h. */
#include "prove.h"

#include <stdio.h>

#include "bits.h"
#include "clock.h"

void prove_level(const struct level *lv, struct proof *p)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    solve_fewest(&g, &p->s);
    uint8_t answer[DOTSET_MAX];
    int used = 0;
    double t0 = lg_seconds();
    solver_clears_within(&g, p->s.taps, answer, &used, NULL);
    double t1 = lg_seconds();
    p->proved = p->s.taps == 0 || !solver_clears_within(&g, p->s.taps - 1, NULL, NULL, NULL);
    double t2 = lg_seconds();
    p->found_us = (t1 - t0) * 1e6;
    p->proof_us = (t2 - t1) * 1e6;
    if (bits_rate(&g, &p->centibits, NULL) != 0)
        p->centibits = -1;
}

void proof_line(const struct level *lv, const struct proof *p, char *out, size_t n)
{
    int taps = p->s.taps;
    size_t used = (size_t)snprintf(out, n, "level %d: %d tap%s, answer", lv->number, taps,
                                   taps == 1 ? "" : "s");
    for (int t = 0; t < taps && used < n; t++)
        used += (size_t)snprintf(out + used, n - used, " %d", p->s.answer[t]);
    if (used < n)
        snprintf(out + used, n - used, "; found in %.1f us, %d tap%s %s in %.1f us", p->found_us,
                 taps - 1, taps == 2 ? "" : "s",
                 p->proved ? "proved impossible" : "NOT proved impossible", p->proof_us);
}
