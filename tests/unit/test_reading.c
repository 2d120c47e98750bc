/* The puzzle the levels are made for (issue 43; design.md, "What a hold shows"), on the
 * shipped pack, without a window: a hold lights exactly the dots its ring touches by the
 * rules, never its chain, so a player who taps the brightest preview no longer makes par
 * everywhere (with whole chains shown, the assist, that player makes par on every level);
 * a player who reads the field for the dots no ring reaches does. The fields cannot be
 * read only where the pack grew them to teach chains (levels 1 to 9), and there a hold
 * shows the whole chain. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "game/files/settings.h"
#include "game/play/round.h"
#include "levelgen/graph.h"
#include "pack_under_test.h"
#include "support/players.h"

static struct pack pack;

static int read_pack(void **state)
{
    (void)state;
    return read_pack_under_test(&pack);
}

static int free_pack(void **state)
{
    (void)state;
    pack_free(&pack);
    return 0;
}

/* A round of the pack with the given settings, at level. */
static void start(struct round *rd, struct progress *pr, const struct settings *st, int level)
{
    *rd = (struct round){.pack = &pack, .pack_levels = pack.count, .progress = pr, .settings = st};
    round_start(rd, level);
}

/* For every dot of levels 10, 40, 80 and 120, what a hold lights is what the rules say its
 * ring touches (dot_touches), the held dot aside: not its chain. With the assist on, its
 * chain; and the first levels, which cannot be read, show it to everyone. */
static void test_a_hold_lights_what_its_ring_touches(void **state)
{
    (void)state;
    static const int LEVELS[] = {10, 40, 80, 120};
    struct settings plain = SETTINGS_DEFAULT, assist = SETTINGS_DEFAULT;
    assist.whole_chains = true;
    struct progress pr;
    assert_int_equal(progress_new(&pr, pack.count, NULL), 0);
    static struct round rd;
    int chains_bigger = 0;
    for (size_t k = 0; k < sizeof LEVELS / sizeof LEVELS[0]; k++) {
        const struct level *lv = &pack.levels[LEVELS[k] - 1];
        for (int d = 0; d < lv->n; d++) {
            dotset touches = 0;
            for (int o = 0; o < lv->n; o++)
                if (o != d && dot_touches(&lv->dots[d], &lv->dots[o]))
                    touches |= dotset_of(o);
            bool chain;
            start(&rd, &pr, &plain, LEVELS[k]);
            assert_int_equal(round_lit(&rd, &chain), 0); /* nothing held: nothing lit */
            assert_true(round_hold(&rd, d));
            if (round_lit(&rd, &chain) != touches)
                fail_msg("level %d, dot %d: lit %#llx, its ring touches %#llx", LEVELS[k], d,
                         (unsigned long long)round_lit(&rd, &chain), (unsigned long long)touches);
            assert_false(chain);
            start(&rd, &pr, &assist, LEVELS[k]);
            assert_true(round_hold(&rd, d));
            assert_true(round_lit(&rd, &chain) == (rd.play.graph.chain[d] & ~dotset_of(d)));
            assert_true(chain);
            chains_bigger += rd.play.graph.chain[d] != (touches | dotset_of(d));
        }
    }
    assert_true(chains_bigger > 0); /* the two differ: this test can tell them apart */
    for (int level = 1; level <= pack.count; level++) { /* which fields show whole chains */
        struct chain_graph g;
        graph_build(&g, pack.levels[level - 1].dots, pack.levels[level - 1].n);
        assert_true(graph_readable(&g) == (level > 9));
    }
    progress_free(&pr);
}

/* The players of the bench (players.h) over levels 31 to 120: tapping the brightest
 * preview makes par on at most a third of the games (every one with whole chains shown:
 * the measure of the old preview), reading the field for the dots no ring reaches
 * on every one. */
static void test_the_brightest_preview_no_longer_wins(void **state)
{
    (void)state;
    enum { FIRST = 31, LAST = 120, TRIALS = 10 };
    int games = 0, bright = 0, bright_chains = 0, readers = 0;
    for (int level = FIRST; level <= LAST && level <= pack.count; level++) {
        games += TRIALS;
        bright += player_pars(PLAYER_BRIGHTEST, &pack, level, false, TRIALS, 1);
        bright_chains += player_pars(PLAYER_BRIGHTEST, &pack, level, true, TRIALS, 1);
        readers += player_pars(PLAYER_UNREACHED, &pack, level, false, TRIALS, 1);
    }
    print_message("levels %d-%d, %d games each: the brightest preview makes par in %d (%.0f%%), with whole chains "
                  "%d; reading for the unreached dots %d\n",
                  FIRST, LAST, TRIALS, bright, 100.0 * bright / games, bright_chains, readers);
    assert_true(games > 0);
    assert_true(3 * bright <= games);
    assert_int_equal(bright_chains, games);
    assert_int_equal(readers, games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_hold_lights_what_its_ring_touches),
        cmocka_unit_test(test_the_brightest_preview_no_longer_wins),
    };
    return cmocka_run_group_tests(tests, read_pack, free_pack);
}
