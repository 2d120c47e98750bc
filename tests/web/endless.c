/* endless.c: the endless levels the desktop game grows after a pack, for the browser test
 * to hold the page's against (make test-web builds it as build/web-test/endless).
 *
 *   endless PACK N     PACK with the N levels that follow it, as pack_write writes it, on
 *                      standard output
 *
 * Each level is grown as the game's session grows it (src/game/session.c, grow_ahead):
 * through the game's grower, after the level before, from the pack's seed, no repeat of
 * any level before it (grown in the call, by the tests' runner: the same levels, however
 * they are run).
 */
#include <stdio.h>
#include <stdlib.h>

#include "game/levels/grower.h"
#include "levelgen/pack.h"
#include "levelgen/repeats.h"
#include "support/runner.h"

int main(int argc, char **argv)
{
    char *end;
    long n = argc == 3 ? strtol(argv[2], &end, 10) : 0;
    if (argc != 3 || *end != '\0' || n < 1 || n > 1000) {
        fprintf(stderr, "usage: endless PACK N (1 to 1000 levels to grow after it)\n");
        return 2;
    }
    struct pack pack, out;
    struct repeat_set seen = {0};
    error_line err;
    int status = pack_read(argv[1], &pack, &err);
    if (status == 0 && (status = pack_alloc(&out, pack.count + (int)n, &err)) != 0)
        pack_free(&pack);
    if (status == 0) {
        out.seed = pack.seed;
        for (int i = 0; i < out.count && status == 0; i++) {
            if (i < pack.count) {
                out.levels[i] = pack.levels[i];
            } else {
                struct grower *g = grower_start_next(&support_runner, &out.levels[i - 1], &seen, pack.seed, 1, &err);
                status = g ? grower_take_level(g, &out.levels[i], &err) : -1;
            }
            if (status == 0)
                status = repeat_set_add_level(&seen, &out.levels[i], &err);
        }
        if (status == 0)
            status = pack_write("-", &out, &err);
        repeat_set_free(&seen);
        pack_free(&out);
        pack_free(&pack);
    }
    if (status != 0)
        fprintf(stderr, "endless: %s\n", err.text);
    return status != 0;
}
