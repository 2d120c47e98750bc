/* players.c: see players.h. */
#include "support/players.h"

#include <math.h>
#include <stdlib.h>

#include "game/files/progress.h"
#include "game/files/settings.h"
#include "game/play/round.h"
#include "levelgen/rng.h"

const char *player_name(enum player who)
{
    static const char *const NAMES[PLAYERS] = {"taps the brightest preview", "taps a dot no ring reaches",
                                               "judges reach within 10%"};
    return NAMES[who];
}

/* One of the dots of among, at random (among is never empty). */
static int any_of(dotset among, struct rng *r)
{
    int k = (int)rng_below(r, (uint32_t)dotset_count(among)), i;
    for (DOTSET_EACH(i, among, rest))
        if (k-- == 0)
            return i;
    return -1;
}

/* The brightest previews: each standing dot held as the keys hold it, what it lights
 * counted, let go. */
static dotset brightest(struct round *rd)
{
    dotset best = 0;
    int most = -1, i;
    for (DOTSET_EACH(i, rd->play.standing, rest)) {
        bool chain;
        round_hold(rd, i);
        int lit = dotset_count(round_lit(rd, &chain));
        round_action(rd, &(struct action){.kind = ACT_BACK});
        if (lit > most)
            most = lit, best = 0;
        if (lit == most)
            best |= dotset_of(i);
    }
    return best;
}

/* The standing dots that look untouched by every standing dot's ring: by the rules
 * (error 0), or with each distance off by up to error either way. */
static dotset untouched(const struct round *rd, float error, struct rng *r)
{
    const struct play *p = &rd->play;
    dotset touched = 0;
    int u, v;
    for (DOTSET_EACH(u, p->standing, us)) {
        if (error == 0) {
            touched |= p->graph.touches[u];
            continue;
        }
        const struct dot *a = &p->level->dots[u];
        for (DOTSET_EACH(v, p->standing & ~dotset_of(u), vs)) {
            const struct dot *b = &p->level->dots[v];
            float off = ((float)rng_next(r) / 4294967296.0f * 2 - 1) * error;
            float seen = hypotf((float)(a->x - b->x), (float)(a->y - b->y)) * (1 + off);
            if (seen <= (float)(SIZES[a->size].ring + SIZES[b->size].radius))
                touched |= dotset_of(v);
        }
    }
    dotset free_dots = p->standing & ~touched;
    return free_dots ? free_dots : p->standing;
}

/* A tap as Enter makes it on the dot the keys hold, its chain resolved at once. */
static void tap(struct round *rd, int dot)
{
    round_hold(rd, dot);
    round_action(rd, &(struct action){.kind = ACT_CONTINUE});
    round_update(rd, 0);
}

int player_pars(enum player who, const struct pack *pack, int level, bool whole_chains, int trials, uint64_t seed)
{
    struct settings settings = SETTINGS_DEFAULT;
    settings.reduced_motion = true; /* each chain resolved at the tap */
    settings.whole_chains = whole_chains;
    struct progress progress;
    if (progress_new(&progress, pack->count, NULL) != 0)
        abort();
    static struct round rd; /* large: off the stack */
    rd = (struct round){.pack = pack, .pack_levels = pack->count, .progress = &progress, .settings = &settings};
    struct rng r;
    rng_seed(&r, seed, (uint64_t)level);
    int pars = 0;
    for (int t = 0; t < trials; t++) {
        round_start(&rd, level);
        while (rd.play.status == PLAY_ON && play_taps_left(&rd.play) > 0) {
            dotset choose = who == PLAYER_BRIGHTEST ? brightest(&rd)
                                                    : untouched(&rd, who == PLAYER_JUDGE ? 0.1f : 0, &r);
            tap(&rd, any_of(choose, &r));
        }
        pars += rd.play.status == PLAY_WON;
    }
    progress_free(&progress);
    return pars;
}
