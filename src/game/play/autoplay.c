/* autoplay.c: see autoplay.h. */
#include "game/play/autoplay.h"

#include "levelgen/solver.h"

void autoplay_start(struct autoplay *a, const struct play *p)
{
    struct solution s;
    solve_fewest(&p->graph, &s);
    for (int i = 0; i < s.taps; i++)
        a->answer[i] = s.answer[i];
    a->taps = s.taps;
    a->next = 0;
    a->at = p->now + AUTO_LOOK_MS;
    a->holding = false;
}

enum autoplay_move autoplay_step(struct autoplay *a, const struct play *p, int *dot)
{
    if (p->status != PLAY_ON || a->next >= a->taps)
        return AUTO_WAIT;
    *dot = a->answer[a->next];
    if (a->holding) {
        if (p->now < a->at)
            return AUTO_WAIT;
        a->holding = false;
        a->next++;
        a->at = -1;
        return AUTO_RELEASE;
    }
    if (a->at < 0 && play_next_pop(p) == PLAY_NEVER)
        a->at = p->now + AUTO_SETTLE_MS;
    if (a->at < 0 || p->now < a->at)
        return AUTO_WAIT;
    a->holding = true;
    a->at = p->now + AUTO_HOLD_MS;
    return AUTO_HOLD;
}
