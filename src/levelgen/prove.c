/* prove.c: see prove.h. */
#include "prove.h"

#include <stdio.h>

#include "base/clock.h"
#include "bits.h"

void prove_level(const struct level *lv, struct proof *p)
{
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    /* solve_fewest's deepening, timed depth by depth: the search that clears is the find,
     * the exhausted search one tap shallower is the proof. */
    p->s.nodes = 0;
    p->found_us = p->proof_us = 0;
    for (int depth = 0;; depth++) {
        double t0 = clock_seconds();
        bool clears = solver_clears_within(&g, depth, p->s.answer, &p->s.taps, &p->s.nodes);
        double us = (clock_seconds() - t0) * 1e6;
        if (clears) {
            p->found_us = us;
            break;
        }
        p->proof_us = us;
    }
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
        snprintf(out + used, n - used, "; found in %.1f us, %d tap%s proved impossible in %.1f us",
                 p->found_us, taps - 1, taps == 2 ? "" : "s", p->proof_us);
}
