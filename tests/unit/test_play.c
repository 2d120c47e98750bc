/* The play rules without SDL: every level of the pack is cleared in exactly par taps by
 * its stored solution and by the solver's answer, one tap fewer never clears, pops come
 * in the order rings arrive, and a game ends the way a player is told it does.
 *
 * The pack is the one pack_under_test.h names: the shipped one when it exists. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/play/play.h"
#include "levelgen/rng.h"
#include "levelgen/solver.h"
#include "pack_under_test.h"

static struct pack pack;

static int load_pack(void **state)
{
    (void)state;
    const char *path = pack_under_test();
    error_line err;
    if (pack_read(path, &pack, &err) != 0) {
        fprintf(stderr, "test_play: %s\n", err.text);
        return -1;
    }
    return 0;
}

static int free_pack(void **state)
{
    (void)state;
    pack_free(&pack);
    return 0;
}

/* Taps each of taps[0..count) in turn, letting every chain finish before the next. */
static void replay_settled(struct play *p, const struct level *lv, const uint8_t *taps, int count)
{
    play_start(p, lv);
    for (int i = 0; i < count; i++) {
        assert_true(play_tap(p, taps[i]));
        play_settle(p);
    }
}

/* Checks the queue holds a finished game: pops in time order, each dot once, one WON. */
static void assert_won_cleanly(struct play *p, const struct level *lv)
{
    struct play_event ev;
    int64_t last = 0;
    dotset popped = 0;
    int won = 0;
    while (play_poll(p, &ev)) {
        assert_true(ev.at >= last);
        last = ev.at;
        if (ev.kind == EVENT_POP) {
            assert_false(dotset_has(popped, ev.dot));
            popped |= dotset_of(ev.dot);
            assert_int_equal(ev.note, lv->dots[ev.dot].note);
        }
        won += ev.kind == EVENT_WON;
        assert_int_not_equal(ev.kind, EVENT_OUT_OF_TAPS);
    }
    assert_int_equal(won, 1);
    assert_true(popped == dotset_all(lv->n));
    assert_int_equal(p->status, PLAY_WON);
    assert_int_equal(p->taps_used, lv->taps);
}

static void test_stored_solution_clears_every_level_in_par(void **state)
{
    (void)state;
    static struct play p;
    for (int i = 0; i < pack.count; i++) {
        const struct level *lv = &pack.levels[i];
        replay_settled(&p, lv, lv->solution, lv->taps);
        assert_won_cleanly(&p, lv);

        /* the same taps all at once, chains crossing in flight */
        play_start(&p, lv);
        for (int t = 0; t < lv->taps; t++)
            assert_true(play_tap(&p, lv->solution[t]));
        play_settle(&p);
        assert_won_cleanly(&p, lv);
    }
}

static void test_solver_answer_clears_every_level_in_par(void **state)
{
    (void)state;
    static struct play p;
    for (int i = 0; i < pack.count; i++) {
        const struct level *lv = &pack.levels[i];
        struct chain_graph g;
        graph_build(&g, lv->dots, lv->n);
        struct solution s;
        solve_fewest(&g, &s);
        assert_int_equal(s.taps, lv->taps);
        replay_settled(&p, lv, s.answer, s.taps);
        assert_won_cleanly(&p, lv);
    }
}

/* Plays the tap set (taps at time zero) to the end; whether it cleared the field. */
static bool clears(struct play *p, const struct level *lv, dotset taps)
{
    play_start(p, lv);
    int v;
    for (DOTSET_EACH(v, taps, rest))
        assert_true(play_tap(p, v));
    play_settle(p);
    if (p->standing == 0)
        return true;
    assert_int_equal(p->status, play_taps_left(p) == 0 ? PLAY_LOST : PLAY_ON);
    return false;
}

/* Asserts that no k-subset of the dots from..n-1 added to chosen clears the level;
 * returns how many sets it tried. */
static long each_subset(int n, int k, dotset chosen, int from, struct play *p,
                        const struct level *lv)
{
    if (k == 0) {
        assert_false(clears(p, lv, chosen));
        return 1;
    }
    long count = 0;
    for (int v = from; v <= n - k; v++)
        count += each_subset(n, k - 1, chosen | dotset_of(v), v + 1, p, lv);
    return count;
}

static long choose(int n, int k)
{
    long c = 1;
    for (int i = 0; i < k; i++)
        c = c * (n - i) / (i + 1);
    return c;
}

/* Small levels: every set of par-1 taps. Larger ones: 1000 random sets of par-1 taps
 * and every set of par-1 chain starts, the most tempting sets there are. */
static void test_one_tap_fewer_never_clears(void **state)
{
    (void)state;
    static struct play p;
    struct rng r;
    rng_seed(&r, 4, 4);
    long exhaustive = 0;
    for (int i = 0; i < pack.count; i++) {
        const struct level *lv = &pack.levels[i];
        int k = lv->taps - 1;
        if (choose(lv->n, k) <= 20000) {
            assert_int_equal(each_subset(lv->n, k, 0, 0, &p, lv), choose(lv->n, k));
            exhaustive++;
            continue;
        }
        for (int trial = 0; trial < 1000; trial++) {
            dotset taps = 0;
            while (dotset_count(taps) < k)
                taps |= dotset_of((int)rng_below(&r, (uint32_t)lv->n));
            assert_false(clears(&p, lv, taps));
        }
        struct chain_graph g;
        graph_build(&g, lv->dots, lv->n);
        int starts[DOTSET_MAX], ns = 0, v;
        for (DOTSET_EACH(v, g.starts, rest))
            starts[ns++] = v;
        for (uint64_t mask = 0; ns <= 20 && mask < ((uint64_t)1 << ns); mask++) {
            if (__builtin_popcountll(mask) != k)
                continue;
            dotset taps = 0;
            for (int b = 0; b < ns; b++)
                if ((mask >> b) & 1)
                    taps |= dotset_of(starts[b]);
            assert_false(clears(&p, lv, taps));
        }
    }
    assert_true(exhaustive > 0);
}

/* A hand-made field where the times are worked out by hand. The big dot A's ring
 * (reach 160) touches all four others; small C, D, F stand in a line 50 apart below it.
 * Ring front speed 320 units/s; a dot pops when the front reaches its edge:
 *   A -> C: (60 - 12) / 320 s = 150 ms
 *   C -> D: 150 + (50 - 12) / 320 s = 150 + 118.75 -> 269 ms  (A -> D would be 307)
 *   D -> F: 269 + 119 = 388 ms                                 (A -> F would be 463)
 *   A -> B: (150 - 18) / 320 s = 412.5 -> 413 ms
 * So F, three hops away, pops before B, one hop away: order follows arrival, not hops. */
static const struct dot timing_field[] = {
    {.x = 100, .y = 100, .size = SIZE_BIG, .note = 0},    /* A */
    {.x = 250, .y = 100, .size = SIZE_NORMAL, .note = 1}, /* B */
    {.x = 100, .y = 160, .size = SIZE_SMALL, .note = 2},  /* C */
    {.x = 100, .y = 210, .size = SIZE_SMALL, .note = 3},  /* D */
    {.x = 100, .y = 260, .size = SIZE_SMALL, .note = 4},  /* F */
};
enum { A, B, C, D, F };

/* The level of the timing field's dots in which (in their order), with par taps. */
static void timing_level(struct level *lv, dotset which, int par)
{
    *lv = (struct level){.number = 1, .taps = par};
    int i;
    for (DOTSET_EACH(i, which, rest))
        lv->dots[lv->n++] = timing_field[i];
    error_line err;
    assert_int_equal(field_check_fair(lv->dots, lv->n, &err), 0);
}

static void test_pops_follow_ring_arrival_times(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    timing_level(&lv, dotset_all(5), 1);
    static const struct { int dot, by; int64_t at; } expected[] = {
        {A, -1, 0}, {C, A, 150}, {D, C, 269}, {F, D, 388}, {B, A, 413},
    };
    play_start(&p, &lv);
    assert_true(play_tap(&p, A));
    play_advance(&p, 1000);
    struct play_event ev;
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        assert_true(play_poll(&p, &ev));
        assert_int_equal(ev.kind, EVENT_POP);
        assert_int_equal(ev.dot, expected[i].dot);
        assert_int_equal(ev.by, expected[i].by);
        assert_int_equal(ev.at, expected[i].at);
        assert_int_equal(ev.note, timing_field[expected[i].dot].note);
        assert_true(play_poll(&p, &ev));
        assert_int_equal(ev.kind, EVENT_RING);
        assert_int_equal(ev.dot, expected[i].dot);
    }
    assert_true(play_poll(&p, &ev));
    assert_int_equal(ev.kind, EVENT_WON);
    assert_int_equal(ev.at, 413);
    assert_false(play_poll(&p, &ev));
}

static void test_a_pop_waits_for_the_exact_millisecond(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    timing_level(&lv, dotset_all(5), 1);
    play_start(&p, &lv);
    assert_true(play_tap(&p, A));
    play_advance(&p, 149);
    assert_true(dotset_has(p.standing, C));
    assert_int_equal(play_next_pop(&p), 150);
    play_advance(&p, 1);
    assert_false(dotset_has(p.standing, C));
    assert_int_equal(p.when[C], 150);
}

static void test_time_slicing_does_not_change_the_game(void **state)
{
    (void)state;
    for (int i = 0; i < pack.count; i++) {
        const struct level *lv = &pack.levels[i];
        static struct play whole, sliced;
        play_start(&whole, lv);
        play_start(&sliced, lv);
        for (int t = 0; t < lv->taps; t++) {
            assert_true(play_tap(&whole, lv->solution[t]));
            assert_true(play_tap(&sliced, lv->solution[t]));
            play_advance(&whole, 700);
            for (int ms = 0; ms < 700; ms += 7)
                play_advance(&sliced, 7);
        }
        play_settle(&whole);
        play_settle(&sliced);
        struct play_event a, b;
        while (play_poll(&whole, &a)) {
            assert_true(play_poll(&sliced, &b));
            assert_int_equal(a.kind, b.kind);
            assert_int_equal(a.dot, b.dot);
            assert_int_equal(a.at, b.at);
        }
        assert_false(play_poll(&sliced, &b));
    }
}

/* Without A, B stands alone: a tap on D pops the line C, D, F over 119 ms and leaves B. */
static void test_out_of_taps_only_once_nothing_is_in_flight(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    timing_level(&lv, dotset_all(5) & ~dotset_of(A), 1);
    enum { B_, C_, D_, F_ };
    play_start(&p, &lv);
    assert_true(play_tap(&p, D_));
    assert_int_equal(p.status, PLAY_ON); /* rings in flight: not lost yet */
    assert_false(play_tap(&p, B_));      /* but no taps left */
    play_advance(&p, 118);
    assert_int_equal(p.status, PLAY_ON);
    play_advance(&p, 1);
    assert_int_equal(p.status, PLAY_LOST);
    assert_true(p.standing == dotset_of(B_));
    struct play_event ev;
    int lost = 0;
    while (play_poll(&p, &ev)) {
        lost += ev.kind == EVENT_OUT_OF_TAPS;
        assert_int_not_equal(ev.kind, EVENT_WON);
    }
    assert_int_equal(lost, 1);
    play_advance(&p, 5000);
    assert_false(play_poll(&p, &ev));
    assert_int_equal(p.taps_used, 1);
}

static void test_refused_taps_change_nothing(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    timing_level(&lv, dotset_all(5), 2);
    play_start(&p, &lv);
    assert_false(play_tap(&p, -1));
    assert_false(play_tap(&p, 5));
    assert_int_equal(play_taps_left(&p), 2);
    assert_true(play_tap(&p, C));
    play_settle(&p); /* C's ring reaches A and D, and they reach the rest */
    assert_false(play_tap(&p, C));
    assert_int_equal(p.status, PLAY_WON);
    assert_int_equal(play_taps_left(&p), 1);
    assert_false(play_tap(&p, A));
}

/* The field once the rings in flight are done. */
static dotset settled_standing(const struct play *p)
{
    static struct play later;
    later = *p;
    play_settle(&later);
    return later.standing;
}

/* The hint is a chain start of the field once the rings in flight are done (by the
 * graph, which the solver behind play_hint never consults), and says truly whether the
 * taps left are enough. */
static void assert_hint_is_a_chain_start(const struct play *p)
{
    dotset standing = settled_standing(p);
    bool enough;
    int hint = play_hint(p, &enough);
    if (!standing) {
        assert_int_equal(hint, -1);
        return;
    }
    struct dot dots[DOTSET_MAX];
    int index[DOTSET_MAX], n = 0, v;
    for (DOTSET_EACH(v, standing, rest)) {
        index[n] = v;
        dots[n++] = p->level->dots[v];
    }
    struct chain_graph g;
    graph_build(&g, dots, n);
    bool found = false;
    for (int i = 0; i < n; i++)
        found |= index[i] == hint && dotset_has(g.starts, i);
    assert_true(found);
    assert_int_equal(enough, g.fewest_taps <= play_taps_left(p));
}

/* Whether two plays stand exactly alike: time, field, taps, status, and every ring in
 * flight (who is next to pop, when, and by whose ring). */
static void assert_same_play(const struct play *a, const struct play *b)
{
    assert_int_equal(a->now, b->now);
    assert_true(a->standing == b->standing);
    assert_int_equal(a->status, b->status);
    assert_int_equal(a->taps_used, b->taps_used);
    assert_memory_equal(a->taps, b->taps, (size_t)a->taps_used);
    int v;
    for (DOTSET_EACH(v, a->standing, rest)) {
        assert_int_equal(a->when[v], b->when[v]);
        assert_int_equal(a->by[v], b->by[v]);
    }
}

/* Random games, taps landing while chains are still in flight, some refused; then every
 * tap is taken back in turn, and each undo must give back exactly the play as it stood
 * the moment before that tap, as kept while the game went on. A hint is checked at
 * every step. */
static void test_undo_restores_the_play_before_each_tap(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 2024, 5);
    static struct play p, before[DOTSET_MAX + 1];
    int undone = 0;
    for (int game = 0; game < 300; game++) {
        const struct level *lv = &pack.levels[rng_below(&r, (uint32_t)pack.count)];
        play_start(&p, lv);
        while (p.status == PLAY_ON && play_taps_left(&p) > 0) {
            assert_hint_is_a_chain_start(&p);
            before[p.taps_used] = p;
            play_tap(&p, (int)rng_below(&r, (uint32_t)lv->n + 2) - 1); /* sometimes no dot */
            play_advance(&p, rng_below(&r, 3) ? rng_below(&r, 400) : 0);
        }
        play_settle(&p);
        assert_hint_is_a_chain_start(&p);
        if (p.status == PLAY_WON) {
            assert_false(play_undo(&p)); /* a win stands */
            continue;
        }
        for (int k = p.taps_used; k > 0; k--) {
            assert_true(play_undo(&p));
            struct play_event ev;
            assert_false(play_poll(&p, &ev));
            assert_same_play(&p, &before[k - 1]);
            assert_hint_is_a_chain_start(&p);
            undone++;
        }
        assert_false(play_undo(&p));
        assert_true(p.standing == dotset_all(lv->n));
    }
    assert_true(undone > 100);
}

static void test_preview_matches_the_chain(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    timing_level(&lv, dotset_all(5), 2);
    play_start(&p, &lv);
    dotset touched, chain;
    play_preview(&p, D, &touched, &chain);
    assert_true(touched == (dotset_of(C) | dotset_of(F)));
    assert_true(chain == p.graph.chain[D]);
    assert_true(chain == dotset_all(5));
    assert_true(play_tap(&p, B)); /* B's ring touches nothing */
    play_settle(&p);
    play_preview(&p, D, &touched, &chain);
    assert_true(chain == (dotset_all(5) & ~dotset_of(B)));
    play_preview(&p, A, &touched, &chain);
    assert_true(touched == (dotset_of(C) | dotset_of(D) | dotset_of(F)));
}

static void test_dot_at_finds_standing_dots_with_some_slop(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    timing_level(&lv, dotset_all(5), 2);
    play_start(&p, &lv);
    assert_int_equal(play_dot_at(&p, 100, 100), A);
    assert_int_equal(play_dot_at(&p, 100 + 26 + HIT_SLOP, 100), A);
    assert_int_equal(play_dot_at(&p, 100 + 26 + HIT_SLOP + 1, 100), -1);
    assert_int_equal(play_dot_at(&p, 255, 95), B);
    assert_int_equal(play_dot_at(&p, 400, 700), -1);
    assert_int_equal(play_dot_at(&p, -30000, 30000), -1);
    assert_true(play_tap(&p, F));
    assert_int_equal(play_dot_at(&p, 100, 260), -1); /* popped dots are gone */
}

/* A finger's reach is from a dot's edge, whatever its size (issue 39): on each side of a
 * small, a normal and a big dot, a finger 8 units past its edge finds it with a reach of
 * 10, one 12 units past finds nothing; two edges as near as each other find neither. */
static void test_a_finger_finds_a_dot_by_its_edge(void **state)
{
    (void)state;
    static struct level lv;
    static struct play p;
    lv = (struct level){.number = 1, .n = 3, .taps = 3};
    lv.dots[0] = (struct dot){.x = 120, .y = 400, .size = SIZE_SMALL};
    lv.dots[1] = (struct dot){.x = 320, .y = 400, .size = SIZE_NORMAL};
    lv.dots[2] = (struct dot){.x = 520, .y = 400, .size = SIZE_BIG};
    play_start(&p, &lv);
    for (int d = 0; d < lv.n; d++)
        for (int side = 0; side < 8; side++) {
            double a = side * 3.14159265358979 / 4, r = SIZES[lv.dots[d].size].radius;
            int x8 = lv.dots[d].x + (int)lround((r + 8) * cos(a)), y8 = lv.dots[d].y + (int)lround((r + 8) * sin(a));
            int x12 = lv.dots[d].x + (int)lround((r + 12) * cos(a)), y12 = lv.dots[d].y + (int)lround((r + 12) * sin(a));
            assert_int_equal(play_dot_at(&p, x8, y8), -1); /* past the mouse's reach */
            assert_int_equal(play_dot_near(&p, x8, y8, 10), d);
            assert_int_equal(play_dot_near(&p, x12, y12, 10), -1);
        }
    /* between the normal and the big dot, where their edges are as near: neither */
    int between = 320 + 18 + (520 - 26 - (320 + 18)) / 2;
    assert_int_equal(play_dot_near(&p, between, 400, 100), -1);
    assert_int_equal(play_dot_near(&p, between - 3, 400, 100), 1); /* nearer the normal's edge */
}

static void test_ring_front_stops_at_its_reach(void **state)
{
    (void)state;
    assert_int_equal(ring_front_milli(0, 160), 0);
    assert_int_equal(ring_front_milli(250, 160), 80000);
    assert_int_equal(ring_front_milli(ring_full_ms(SIZE_BIG), 160), 160000);
    assert_int_equal(ring_front_milli(100000, 160), 160000);
    assert_int_equal(ring_full_ms(SIZE_SMALL), 175); /* 56 units at 320/s */
}

int main(void)
{
    const struct CMUnitTest pack_tests[] = {
        cmocka_unit_test(test_stored_solution_clears_every_level_in_par),
        cmocka_unit_test(test_solver_answer_clears_every_level_in_par),
        cmocka_unit_test(test_one_tap_fewer_never_clears),
        cmocka_unit_test(test_time_slicing_does_not_change_the_game),
        cmocka_unit_test(test_undo_restores_the_play_before_each_tap),
    };
    const struct CMUnitTest field_tests[] = {
        cmocka_unit_test(test_pops_follow_ring_arrival_times),
        cmocka_unit_test(test_a_pop_waits_for_the_exact_millisecond),
        cmocka_unit_test(test_out_of_taps_only_once_nothing_is_in_flight),
        cmocka_unit_test(test_refused_taps_change_nothing),
        cmocka_unit_test(test_preview_matches_the_chain),
        cmocka_unit_test(test_dot_at_finds_standing_dots_with_some_slop),
        cmocka_unit_test(test_a_finger_finds_a_dot_by_its_edge),
        cmocka_unit_test(test_ring_front_stops_at_its_reach),
    };
    return cmocka_run_group_tests_name("rules: every level of the pack", pack_tests, load_pack,
                                       free_pack) |
           cmocka_run_group_tests_name("rules: a hand-made field", field_tests, NULL, NULL);
}
