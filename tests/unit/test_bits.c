/* Difficulty in bits: the seed's tiny field, fields where every dot wins, a case worked
 * by hand, the limit on chain starts, and agreement with a plain floating-point guesser
 * that recomputes the chain starts of every field it meets (so it does not share the
 * model's shortcut of tapping source components). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/bits.h"
#include "levelgen/rng.h"
#include "support/fields.h"

static struct dot dot_at(int x, int y, int size)
{
    return (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)size};
}

static int rate(const struct chain_graph *g)
{
    int centibits = -1;
    error_line err;
    assert_int_equal(bits_rate(g, &centibits, &err), 0);
    return centibits;
}

static int rate_touches(const dotset *touches, int n)
{
    struct chain_graph g;
    graph_from_touches(&g, touches, n);
    return rate(&g);
}

/* The seed: B at (100,400), normals at (240,400) and (340,400). B touches the first
 * normal only, the normals touch each other, every weight is 2, only B wins: 2/6. */
static void test_the_seeds_tiny_field_is_158_centibits(void **state)
{
    (void)state;
    struct dot tiny[] = {dot_at(100, 400, SIZE_BIG), dot_at(240, 400, SIZE_NORMAL),
                         dot_at(340, 400, SIZE_NORMAL)};
    struct chain_graph g;
    graph_build(&g, tiny, 3);
    assert_true(g.touches[0] == 0x2 && g.touches[1] == 0x4 && g.touches[2] == 0x2);
    assert_true(g.starts == 0x1);
    assert_int_equal(rate(&g), 158);
}

static void test_every_dot_a_chain_start_is_zero_bits(void **state)
{
    (void)state;
    /* four dots far apart: four taps, any order */
    struct dot corners[] = {dot_at(60, 60, SIZE_BIG), dot_at(580, 60, SIZE_NORMAL),
                            dot_at(60, 740, SIZE_SMALL), dot_at(580, 740, SIZE_BIG)};
    struct chain_graph g;
    graph_build(&g, corners, 4);
    assert_int_equal(g.fewest_taps, 4);
    assert_int_equal(rate(&g), 0);
    /* two normals that touch each other: one tap, either wins */
    struct dot pair[] = {dot_at(300, 300, SIZE_NORMAL), dot_at(380, 300, SIZE_NORMAL)};
    graph_build(&g, pair, 2);
    assert_int_equal(g.fewest_taps, 1);
    assert_int_equal(rate(&g), 0);
    /* a 5-cycle with chords, and the empty field */
    dotset cycle[5] = {0x02, 0x04 | 0x01, 0x08, 0x10, 0x01};
    assert_int_equal(rate_touches(cycle, 5), 0);
    assert_int_equal(rate_touches(cycle, 0), 0);
}

/* Dots 0 and 1 are the chain starts; 0 touches 2 and 3, 1 touches 3.
 * w = 3, 2, 1, 1 and W = 7.  Tapping 0 leaves {1} alone: chance 1.
 * Tapping 1 leaves {0, 2}, where w(0) has dropped to 2 and W = 3: chance 2/3.
 * P = 3/7 + 2/7 * 2/3 = 13/21, and log2(21/13) = 0.6919 bits. */
static void test_two_chain_starts_with_unequal_weights(void **state)
{
    (void)state;
    dotset touches[4] = {0x0c, 0x08, 0, 0};
    assert_int_equal(rate_touches(touches, 4), 69);
    /* the same with the second start made as heavy as the first (1 touches 2 as well):
     * P = 3/8 + 3/8 = 3/4, log2(4/3) = 0.415 */
    dotset even[4] = {0x0c, 0x0c, 0, 0};
    assert_int_equal(rate_touches(even, 4), 42);
}

static void test_too_many_chain_starts_is_an_error(void **state)
{
    (void)state;
    dotset none[DOTSET_MAX] = {0};
    struct chain_graph g;
    graph_from_touches(&g, none, BITS_MAX_SOURCES);
    assert_int_equal(rate(&g), 0); /* at the limit it still rates */

    graph_from_touches(&g, none, BITS_MAX_SOURCES + 1);
    int centibits = -7;
    error_line err;
    assert_int_equal(bits_rate(&g, &centibits, &err), -1);
    assert_non_null(strstr(err.text, "too many chain starts"));
    assert_int_equal(centibits, -7);
    assert_int_equal(bits_rate(&g, &centibits, NULL), -1);
}

/* The guesser straight from docs/design.md: in field F (a set of dots) find F's own chain
 * starts by building F's graph afresh, weigh every dot of F as the model does (touch: 1 +
 * the dots its ring touches; uniform: 1; popped: the dots its tap pops), recurse. */
static double weight_in(const struct chain_graph *g, int i, enum bits_model model)
{
    return model == BITS_UNIFORM  ? 1
           : model == BITS_POPPED ? dotset_count(g->chain[i])
                                  : 1 + dotset_count(g->touches[i]);
}

static double guess_chance(const struct chain_graph *whole, dotset field, enum bits_model model)
{
    if (!field)
        return 1.0;
    dotset touches[DOTSET_MAX] = {0};
    int index[DOTSET_MAX], n = 0, d;
    for (DOTSET_EACH(d, field, rest))
        index[n++] = d;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (dotset_has(whole->touches[index[i]], index[j]))
                touches[i] |= dotset_of(j);
    struct chain_graph g;
    graph_from_touches(&g, touches, n);
    double total = 0, sum = 0;
    for (int i = 0; i < n; i++)
        total += weight_in(&g, i, model);
    for (int i = 0; i < n; i++) {
        if (!dotset_has(g.starts, i))
            continue;
        dotset left = field;
        int c;
        for (DOTSET_EACH(c, g.chain[i], rest2))
            left &= ~dotset_of(index[c]);
        sum += weight_in(&g, i, model) * guess_chance(whole, left, model);
    }
    return sum / total;
}

/* The seed's tiny field for the other two guessers. Uniform: only B of three wins, 1/3.
 * Popped: B pops all three, each normal the two normals, so 3/7: log2(7/3) = 1.2224. */
static void test_the_tiny_field_for_every_guesser(void **state)
{
    (void)state;
    struct dot tiny[] = {dot_at(100, 400, SIZE_BIG), dot_at(240, 400, SIZE_NORMAL),
                         dot_at(340, 400, SIZE_NORMAL)};
    struct chain_graph g;
    graph_build(&g, tiny, 3);
    int fine[BITS_MODEL_COUNT];
    error_line err;
    assert_int_equal(bits_rate_all(&g, fine, &err), 0);
    assert_int_equal(bits_centi(fine[BITS_TOUCH]), 158);
    assert_int_equal(bits_centi(fine[BITS_UNIFORM]), 158);
    assert_int_equal(bits_centi(fine[BITS_POPPED]), 122);
    /* fine units are the logarithm's last bit: log2(3) * 65536 = 103872.2 */
    assert_in_range(fine[BITS_UNIFORM], 103871, 103873);
    assert_int_equal(bits_model_by_name("popped"), BITS_POPPED);
    assert_int_equal(bits_model_by_name("Popped"), -1);
}

static void test_agrees_with_a_plain_guesser(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 99, 1);
    int rated = 0;
    for (int round = 0; round < 300; round++) {
        struct dot dots[DOTSET_MAX];
        int n;
        if (round % 2) {
            struct grow_options opt = {.dots = rng_range(&r, 4, 24), .roots = rng_range(&r, 1, 4),
                                       .fair = round % 4 == 1, .roots_untouched = round % 3 != 0};
            n = field_grow(&r, dots, &opt);
        } else {
            n = rng_range(&r, 1, 16);
            field_scatter(&r, dots, n, rng_range(&r, 100, FIELD_WIDTH), rng_range(&r, 100, 500));
        }
        struct chain_graph g;
        graph_build(&g, dots, n);
        if (g.fewest_taps > 4)
            continue; /* the plain guesser visits every order of taps */
        double expected = -log2(guess_chance(&g, dotset_all(n), BITS_TOUCH)) * 100;
        int got = rate(&g);
        /* within rounding: the model is fixed point, the guesser a double */
        assert_true(fabs(got - expected) <= 0.51);
        for (int model = 0; model < BITS_MODEL_COUNT; model++) {
            int fine;
            assert_int_equal(bits_rate_model(&g, (enum bits_model)model, &fine, NULL), 0);
            double want = -log2(guess_chance(&g, dotset_all(n), (enum bits_model)model)) * BITS_FINE;
            assert_true(fabs(fine - want) <= 2.0); /* a few fine units of fixed point */
        }
        rated++;
    }
    assert_true(rated > 200);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_seeds_tiny_field_is_158_centibits),
        cmocka_unit_test(test_every_dot_a_chain_start_is_zero_bits),
        cmocka_unit_test(test_two_chain_starts_with_unequal_weights),
        cmocka_unit_test(test_too_many_chain_starts_is_an_error),
        cmocka_unit_test(test_agrees_with_a_plain_guesser),
        cmocka_unit_test(test_the_tiny_field_for_every_guesser),
    };
    return cmocka_run_group_tests_name("bits", tests, NULL, NULL);
}
