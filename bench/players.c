/* bench players: the difficulty a player meets (issue 43; design.md, "What a hold shows").
 *
 * How often three simple players (tests/support/players.h) make par, per stretch of the
 * shipped pack and on the endless levels grown after it: one who taps the dot whose
 * preview lights the most (as the game draws the preview now: a ring's touches; and, for
 * comparison, with whole chains shown, the assist, which is what the preview once was),
 * one who taps a dot no ring reaches, one who judges each ring's reach within 10%. Rates,
 * not timings: the same seed gives the same figures on every machine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "levelgen/order.h"
#include "levelgen/repeats.h"
#include "support/players.h"

enum { TRIALS = 100, ENDLESS = 30 };
#define TRIALS bench_count(TRIALS, 2)
#define ENDLESS bench_count(ENDLESS, 2)

/* The pack with ENDLESS endless levels grown after it, as the game grows them. */
static int with_endless(struct pack *pack, error_line *err)
{
    struct repeat_set seen = {0};
    int count = pack->count;
    struct level *grown = realloc(pack->levels, sizeof *grown * (size_t)(count + ENDLESS));
    if (!grown)
        return error_fail(err, "out of memory for %d endless levels", ENDLESS);
    pack->levels = grown;
    int status = repeat_set_reserve(&seen, count + ENDLESS, err);
    for (int i = 0; status == 0 && i < count + ENDLESS; i++) {
        if (i >= count)
            status = order_grow_next(&pack->levels[i - 1], &seen, pack->seed, 1, NULL, NULL, &pack->levels[i], err);
        if (status == 0)
            status = repeat_set_add_level(&seen, &pack->levels[i], err);
        if (status == 0 && i >= count)
            pack->count = i + 1;
    }
    repeat_set_free(&seen);
    return status;
}

void bench_players(void)
{
    printf("players: how often each makes par, per stretch (%d games a level; design.md, \"What a hold shows\")\n",
           TRIALS);
    struct pack pack;
    error_line err;
    if (pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("  (no shipped pack: %s)\n", err.text);
        return;
    }
    int shipped = pack.count;
    if (with_endless(&pack, &err) != 0)
        printf("  (no endless levels: %s)\n", err.text);
    struct {
        int first, last;
    } stretches[] = {{1, 30}, {31, 60}, {61, 90}, {91, shipped}, {shipped + 1, pack.count}};
    int n = sizeof stretches / sizeof stretches[0] - (pack.count == shipped);
    char head[32];
    printf("  %-44s", "");
    for (int k = 0; k < n; k++) {
        snprintf(head, sizeof head, "%s%d-%d", k == 4 ? "endless " : "", stretches[k].first, stretches[k].last);
        printf(" %15s", head);
    }
    printf("\n");
    for (int row = 0; row <= PLAYERS; row++) {
        enum player who = row == 0 ? PLAYER_BRIGHTEST : (enum player)(row - 1);
        bool chains = row == 0;
        char name[64];
        snprintf(name, sizeof name, "%s%s", player_name(who), chains ? ", whole chains" : "");
        printf("  %-44s", name);
        int read_pars = 0, read_games = 0; /* levels 31 to the pack's last */
        for (int k = 0; k < n; k++) {
            int pars = 0, games = 0;
            for (int level = stretches[k].first; level <= stretches[k].last; level++, games += TRIALS)
                pars += player_pars(who, &pack, level, chains, TRIALS, 1);
            printf(" %14.1f%%", 100.0 * pars / (games ? games : 1));
            if (k >= 1 && k <= 3)
                read_pars += pars, read_games += games;
        }
        printf("\n");
        if (who == PLAYER_BRIGHTEST && !chains && read_games)
            bench_aim("par: the brightest preview, levels 31-120", 100.0 * read_pars / read_games,
                      "at most a third", 100.0 / 3, "%");
    }
    pack_free(&pack);
}
