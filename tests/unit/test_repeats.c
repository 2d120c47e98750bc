/* The repeat check with hand-made fields: turned, mirrored, shifted and jittered copies,
 * an answer in the same place, the same chains in another picture, and levels that only
 * look alike; then random fields, and the check wired into check_pack. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/check.h"
#include "levelgen/repeats.h"
#include "levelgen/rng.h"
#include "support/fields.h"

#define BIG(x, y) {x, y, SIZE_BIG, 0}
#define NORMAL(x, y) {x, y, SIZE_NORMAL, 1}
#define SMALL(x, y) {x, y, SIZE_SMALL, 2}
#define COUNT(a) ((int)(sizeof(a) / sizeof(a)[0]))

/* Two big roots (dots 0 and 1) reach every other dot, and nothing reaches a root: two
 * taps. Dot 6 also reaches dot 3, and dot 11 dot 5. Centroid (324.5, 400). */
static const struct dot PICTURE[] = {
    BIG(200, 250),   BIG(440, 560),   SMALL(320, 250), SMALL(200, 120),
    SMALL(94, 310),  SMALL(290, 360), NORMAL(100, 150), SMALL(440, 690),
    SMALL(320, 600), SMALL(540, 470), NORMAL(570, 620), NORMAL(380, 420),
};

/* The roots and dots 2 and 7 where PICTURE has them, a third of the field; the other
 * eight moved by offsets that cancel, so the centroid stays put. Still two taps. */
static const struct dot SAME_ANSWER[] = {
    BIG(200, 250),   BIG(440, 560),   SMALL(320, 250), SMALL(219, 83),
    SMALL(156, 339), SMALL(357, 318), NORMAL(156, 104), SMALL(440, 690),
    SMALL(272, 558), SMALL(575, 548), NORMAL(543, 693), NORMAL(216, 407),
};

/* As SAME_ANSWER but only the roots and dot 2 stay: one dot short of a third. */
static const struct dot ANSWER_TOO_LITTLE_PICTURE[] = {
    BIG(200, 250),   BIG(440, 560),   SMALL(320, 250), SMALL(151, 87),
    SMALL(56, 282),  SMALL(326, 384), NORMAL(105, 100), SMALL(466, 722),
    SMALL(303, 561), SMALL(610, 536), NORMAL(607, 580), NORMAL(310, 488),
};

/* A third of PICTURE (dots 2, 3, 5, 9) in place, but both roots moved. */
static const struct dot ANSWER_MOVED[] = {
    BIG(198, 321),   BIG(472, 591),   SMALL(320, 250), SMALL(200, 120),
    SMALL(149, 246), SMALL(290, 360), NORMAL(153, 180), SMALL(358, 694),
    SMALL(381, 565), SMALL(540, 470), NORMAL(617, 556), NORMAL(216, 447),
};

/* PICTURE's who-pops-whom, dot for dot, in a picture where almost nothing lines up. */
static const struct dot SAME_CHAINS[] = {
    BIG(389, 431),   BIG(431, 80),    SMALL(286, 443), SMALL(253, 346),
    SMALL(435, 578), SMALL(445, 278), NORMAL(321, 316), SMALL(407, 173),
    SMALL(306, 32),  SMALL(592, 104), NORMAL(292, 169), NORMAL(510, 217),
};

/* Three taps (one from a normal root), fourteen dots: another level altogether. */
static const struct dot OTHER[] = {
    BIG(310, 638),  NORMAL(172, 142), BIG(332, 356),  SMALL(252, 542), SMALL(176, 225),
    SMALL(273, 433), NORMAL(206, 732), SMALL(74, 181), SMALL(272, 209), SMALL(323, 529),
    NORMAL(102, 246), SMALL(432, 380), SMALL(381, 565), SMALL(66, 125),
};

static struct level level_of(const struct dot *dots, int n)
{
    struct level lv;
    memset(&lv, 0, sizeof lv);
    lv.number = 1;
    lv.n = n;
    memcpy(lv.dots, dots, (size_t)n * sizeof *dots);
    return lv;
}

static struct repeat_key *key_of(const struct level *lv)
{
    struct repeat_key *key = malloc(sizeof *key);
    assert_non_null(key);
    repeat_key_build(key, lv);
    return key;
}

/* The verdict, which must not depend on which level comes first. */
static enum repeat_kind kind_between(const struct level *a, const struct level *b)
{
    struct repeat_key *ka = key_of(a), *kb = key_of(b);
    enum repeat_kind kind = repeat_between(ka, kb);
    assert_int_equal(repeat_between(kb, ka), kind);
    free(ka);
    free(kb);
    return kind;
}

/* lv turned or mirrored about the field's centre, shifted by (dx, dy), its dots listed
 * backwards and every note changed. */
static struct level transformed(const struct level *lv, int xx, int xy, int yx, int yy, int dx,
                                int dy)
{
    struct level out = *lv;
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[lv->n - 1 - i];
        int x = d->x - FIELD_WIDTH / 2, y = d->y - FIELD_HEIGHT / 2;
        out.dots[i] = *d;
        out.dots[i].x = (int16_t)(FIELD_WIDTH / 2 + xx * x + xy * y + dx);
        out.dots[i].y = (int16_t)(FIELD_HEIGHT / 2 + yx * x + yy * y + dy);
        out.dots[i].note = (uint8_t)((d->note + 1) % NOTE_COUNT);
    }
    return out;
}

static const int SQUARE_SYMMETRIES[8][4] = {
    {1, 0, 0, 1},  {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0}, /* turns by 0, 90, 180, 270 */
    {-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0},   {0, -1, -1, 0}, /* the four mirrors */
};

static void test_fixtures_are_what_they_claim(void **state)
{
    (void)state;
    const struct {
        const struct dot *dots;
        int n, taps;
        dotset starts;
    } fixtures[] = {
        {PICTURE, COUNT(PICTURE), 2, 3},
        {SAME_ANSWER, COUNT(SAME_ANSWER), 2, 3},
        {ANSWER_TOO_LITTLE_PICTURE, COUNT(ANSWER_TOO_LITTLE_PICTURE), 2, 3},
        {ANSWER_MOVED, COUNT(ANSWER_MOVED), 2, 3},
        {SAME_CHAINS, COUNT(SAME_CHAINS), 2, 3},
        {OTHER, COUNT(OTHER), 3, 7},
    };
    for (int f = 0; f < COUNT(fixtures); f++) {
        struct chain_graph g;
        graph_build(&g, fixtures[f].dots, fixtures[f].n);
        assert_int_equal(g.fewest_taps, fixtures[f].taps);
        assert_int_equal(g.starts, fixtures[f].starts);
    }
    struct chain_graph a, b;
    graph_build(&a, PICTURE, COUNT(PICTURE));
    graph_build(&b, SAME_CHAINS, COUNT(SAME_CHAINS));
    assert_memory_equal(a.touches, b.touches, sizeof a.touches);
}

static void test_turned_and_mirrored_copies_are_the_same_picture(void **state)
{
    (void)state;
    struct level lv = level_of(PICTURE, COUNT(PICTURE));
    for (int t = 0; t < 8; t++) {
        const int *m = SQUARE_SYMMETRIES[t];
        struct level copy = transformed(&lv, m[0], m[1], m[2], m[3], 13, -21);
        assert_int_equal(kind_between(&lv, &copy), REPEAT_SAME_PICTURE);
    }
}

static void test_answer_in_the_same_place(void **state)
{
    (void)state;
    struct level lv = level_of(PICTURE, COUNT(PICTURE));
    struct level same = level_of(SAME_ANSWER, COUNT(SAME_ANSWER));
    struct level short_of_a_third = level_of(ANSWER_TOO_LITTLE_PICTURE,
                                             COUNT(ANSWER_TOO_LITTLE_PICTURE));
    struct level moved = level_of(ANSWER_MOVED, COUNT(ANSWER_MOVED));
    assert_int_equal(kind_between(&lv, &same), REPEAT_SAME_ANSWER);
    struct level turned = transformed(&same, 0, 1, -1, 0, -30, 5);
    assert_int_equal(kind_between(&lv, &turned), REPEAT_SAME_ANSWER);
    assert_int_equal(kind_between(&lv, &short_of_a_third), REPEAT_NONE);
    assert_int_equal(kind_between(&lv, &moved), REPEAT_NONE);
}

static void test_same_chains_whatever_the_picture(void **state)
{
    (void)state;
    struct level lv = level_of(PICTURE, COUNT(PICTURE));
    struct level chains = level_of(SAME_CHAINS, COUNT(SAME_CHAINS));
    struct level relabelled = transformed(&chains, 1, 0, 0, 1, 0, 0);
    assert_int_equal(kind_between(&lv, &chains), REPEAT_SAME_CHAINS);
    assert_int_equal(kind_between(&lv, &relabelled), REPEAT_SAME_CHAINS);
}

static void test_different_levels_are_not_the_same(void **state)
{
    (void)state;
    const struct level levels[] = {
        level_of(PICTURE, COUNT(PICTURE)),
        level_of(ANSWER_TOO_LITTLE_PICTURE, COUNT(ANSWER_TOO_LITTLE_PICTURE)),
        level_of(ANSWER_MOVED, COUNT(ANSWER_MOVED)),
        level_of(OTHER, COUNT(OTHER)),
    };
    for (int i = 0; i < COUNT(levels); i++)
        for (int j = 0; j < i; j++)
            assert_int_equal(kind_between(&levels[i], &levels[j]), REPEAT_NONE);
}

static struct level jittered(const struct level *lv, const int (*moves)[2])
{
    struct level out = *lv;
    for (int i = 0; i < lv->n; i++) {
        out.dots[i].x = (int16_t)(out.dots[i].x + moves[i][0]);
        out.dots[i].y = (int16_t)(out.dots[i].y + moves[i][1]);
    }
    return out;
}

/* Dots moved by exactly 16 units still line up, by 17 they do not. The moves cancel, so
 * the centroid stays put. */
static void test_jittered_copies_line_up_within_sixteen_units(void **state)
{
    (void)state;
    static const int eight_within[12][2] = {{16, 0}, {-16, 0}, {0, 16},  {0, -16},
                                            {16, 0}, {-16, 0}, {0, 16},  {0, -16},
                                            {8, 15}, {-8, -15}, {15, -8}, {-15, 8}};
    static const int half_within[12][2] = {{8, 15}, {-8, -15}, {16, 0},  {-16, 0},
                                           {0, 16}, {0, -16},  {16, 0},  {-16, 0},
                                           {15, -8}, {-15, 8}, {17, 0},  {-17, 0}};
    static const int none_within[12][2] = {{17, 0}, {-17, 0},  {0, 17},   {0, -17},
                                           {8, 15}, {-8, -15}, {15, -8},  {-15, 8},
                                           {12, 13}, {-12, -13}, {13, -12}, {-13, 12}};
    struct level lv = level_of(PICTURE, COUNT(PICTURE));
    struct level most = jittered(&lv, eight_within), half = jittered(&lv, half_within);
    struct level none = jittered(&lv, none_within);
    assert_int_equal(kind_between(&lv, &most), REPEAT_SAME_PICTURE);
    /* Half is not more than half: these moves keep who-pops-whom, and only that is caught. */
    assert_int_equal(kind_between(&lv, &half), REPEAT_SAME_CHAINS);
    assert_int_equal(kind_between(&lv, &none), REPEAT_NONE);
}

/* Dots line up only with dots of their own size. */
static void test_sizes_must_match(void **state)
{
    (void)state;
    struct level lv = level_of(PICTURE, COUNT(PICTURE));
    struct level resized = lv;
    for (int i = 2; i < lv.n; i++)
        resized.dots[i].size = resized.dots[i].size == SIZE_SMALL ? SIZE_NORMAL : SIZE_SMALL;
    assert_int_equal(kind_between(&lv, &resized), REPEAT_NONE);
}

/* One big root and five small dots around it: one tap, one chain start. */
static const struct dot STAR[] = {
    BIG(320, 400),   SMALL(440, 400), SMALL(357, 514),
    SMALL(223, 471), SMALL(223, 329), SMALL(357, 286),
};

/* STAR with a second big dot that the root and it reach both ways, so both are chain
 * starts of the one tap; two other dots moved. Half the picture lines up, the root too. */
static const struct dot TWIN_STAR[] = {
    BIG(320, 400),   BIG(440, 400),   SMALL(397, 514),
    SMALL(183, 471), SMALL(223, 329), SMALL(357, 286),
};

/* The level with fewer chain starts decides: STAR's one start lines up with one of
 * TWIN_STAR's two. */
static void test_fewer_chain_starts_must_all_line_up(void **state)
{
    (void)state;
    struct chain_graph g;
    graph_build(&g, STAR, COUNT(STAR));
    assert_int_equal(g.fewest_taps, 1);
    assert_int_equal(g.starts, 1);
    graph_build(&g, TWIN_STAR, COUNT(TWIN_STAR));
    assert_int_equal(g.fewest_taps, 1);
    assert_int_equal(g.starts, 3);
    struct level star = level_of(STAR, COUNT(STAR)), twin = level_of(TWIN_STAR, COUNT(TWIN_STAR));
    assert_int_equal(kind_between(&star, &twin), REPEAT_SAME_ANSWER);
}

/* A small dot at (x, y) from the field's centre. */
#define NEAR_CENTRE(x, y) SMALL(FIELD_WIDTH / 2 + (x), FIELD_HEIGHT / 2 + (y))

/* Fields that break the spacing rule, so that one dot can line up with two: each dot
 * may be counted once only, and the best pairing counts. */
static void test_line_up_counts_each_dot_once(void **state)
{
    (void)state;
    /* a1 and a2 both sit on b1, b2 and b3 both on a3: two of four line up, not three, so
     * this is not the same picture. (Each is one pair that pops both ways and two lone
     * dots: the same chains.) */
    static const struct dot crowded[] = {NEAR_CENTRE(-5, 0), NEAR_CENTRE(5, 0),
                                         NEAR_CENTRE(100, 50), NEAR_CENTRE(-100, -50)};
    static const struct dot crowded_too[] = {NEAR_CENTRE(0, 0), NEAR_CENTRE(95, 50),
                                             NEAR_CENTRE(105, 50), NEAR_CENTRE(-200, -100)};
    struct level a = level_of(crowded, COUNT(crowded));
    struct level b = level_of(crowded_too, COUNT(crowded_too));
    assert_int_equal(kind_between(&a, &b), REPEAT_SAME_CHAINS);

    /* a1 lines up with b1 and b2, a2 with b1 only, a3 with b3: pairing a1 with b1 first
     * would leave a2 out and two of five; the best pairing lines up three. */
    static const struct dot left[] = {NEAR_CENTRE(-6, 0), NEAR_CENTRE(-5, 14),
                                      NEAR_CENTRE(150, 100), NEAR_CENTRE(-39, -214),
                                      NEAR_CENTRE(-100, 100)};
    static const struct dot right[] = {NEAR_CENTRE(-10, 0), NEAR_CENTRE(10, 0),
                                       NEAR_CENTRE(150, 100), NEAR_CENTRE(-100, -170),
                                       NEAR_CENTRE(-50, 70)};
    a = level_of(left, COUNT(left));
    b = level_of(right, COUNT(right));
    assert_int_equal(kind_between(&a, &b), REPEAT_SAME_PICTURE);
}

/* A fair field grown around roots far apart that nothing reaches (support/fields.h). */
static struct level grown_level(struct rng *r, int dots, int roots)
{
    struct level lv;
    memset(&lv, 0, sizeof lv);
    struct grow_options opt = {.dots = dots, .roots = roots, .fair = true, .roots_untouched = true};
    lv.n = field_grow(r, lv.dots, &opt);
    return lv;
}

static void test_random_copies_are_the_same_picture(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 99, 1);
    for (int trial = 0; trial < 200; trial++) {
        struct level lv = grown_level(&r, rng_range(&r, 10, 60), rng_range(&r, 1, 5));
        const int *m = SQUARE_SYMMETRIES[rng_below(&r, 8)];
        struct level copy = transformed(&lv, m[0], m[1], m[2], m[3], rng_range(&r, -50, 50),
                                        rng_range(&r, -50, 50));
        assert_int_equal(kind_between(&lv, &copy), REPEAT_SAME_PICTURE);
    }
}

/* 120 grown fields of about 40 dots, two to five taps: all 7,140 pairs differ. */
static void test_random_fields_are_not_the_same(void **state)
{
    (void)state;
    enum { LEVELS = 120 };
    struct rng r;
    rng_seed(&r, 99, 2);
    struct repeat_key *keys = malloc(LEVELS * sizeof *keys);
    assert_non_null(keys);
    for (int i = 0; i < LEVELS; i++) {
        struct level lv;
        do
            lv = grown_level(&r, 40, rng_range(&r, 2, 5));
        while (lv.n < 36); /* a crowded field can stop short */
        repeat_key_build(&keys[i], &lv);
    }
    for (int i = 0; i < LEVELS; i++)
        for (int j = 0; j < i; j++)
            assert_int_equal(repeat_between(&keys[i], &keys[j]), REPEAT_NONE);
    free(keys);
}

/* A repeat set says a level repeats one in it exactly when repeat_between names a repeat
 * with some level in it, for every rule, on and off the coarse grid; a level taken back
 * is no longer there. */
static void test_a_set_agrees_with_every_pair(void **state)
{
    (void)state;
    enum { LEVELS = 150 };
    struct rng r;
    rng_seed(&r, 99, 3);
    struct level *levels = malloc(LEVELS * sizeof *levels);
    struct repeat_key *keys = malloc(LEVELS * sizeof *keys);
    assert_non_null(levels);
    assert_non_null(keys);
    struct level picture = level_of(PICTURE, COUNT(PICTURE)), far = picture;
    far.dots[0].x = -3000; /* off the coarse grid */
    levels[0] = picture;
    levels[1] = level_of(OTHER, COUNT(OTHER));
    levels[2] = transformed(&picture, -1, 0, 0, 1, 40, 0);
    levels[3] = level_of(SAME_ANSWER, COUNT(SAME_ANSWER));
    levels[4] = level_of(SAME_CHAINS, COUNT(SAME_CHAINS));
    levels[5] = far;
    levels[6] = transformed(&far, 0, 1, -1, 0, 0, 0);
    for (int i = 7; i < LEVELS; i++) {
        if (i % 3 == 0) { /* a turned, shifted copy of an earlier one */
            const int *m = SQUARE_SYMMETRIES[rng_below(&r, 8)];
            levels[i] = transformed(&levels[rng_below(&r, (uint32_t)i)], m[0], m[1], m[2], m[3],
                                    rng_range(&r, -30, 30), rng_range(&r, -30, 30));
        } else {
            levels[i] = grown_level(&r, rng_range(&r, 10, 60), rng_range(&r, 1, 5));
        }
    }
    struct repeat_set set = {0};
    error_line err;
    int repeats = 0;
    for (int i = 0; i < LEVELS; i++) {
        repeat_key_build(&keys[i], &levels[i]);
        bool any = false;
        for (int j = 0; j < i; j++)
            any |= repeat_between(&keys[j], &keys[i]) != REPEAT_NONE;
        assert_int_equal(repeat_set_has(&set, &keys[i]), any);
        repeats += any;
        assert_int_equal(repeat_set_add(&set, &keys[i], &err), 0);
    }
    assert_true(repeats > 20 && repeats < LEVELS - 20); /* both answers were exercised */
    repeat_set_truncate(&set, 1);
    assert_true(repeat_set_has(&set, &keys[2]));  /* the same picture as level 0 */
    assert_true(repeat_set_has(&set, &keys[4]));  /* the same chains */
    assert_false(repeat_set_has(&set, &keys[1]));
    repeat_set_truncate(&set, 0);
    assert_false(repeat_set_has(&set, &keys[2]));
    assert_false(repeat_set_has(&set, &keys[4]));
    repeat_set_free(&set);
    free(keys);
    free(levels);
}

struct reports {
    char text[2048];
};

static void collect(void *ctx, const struct level *lv, const char *what)
{
    struct reports *rep = ctx;
    if (strstr(what, "repeats"))
        snprintf(rep->text + strlen(rep->text), sizeof rep->text - strlen(rep->text),
                 "level %d %s; ", lv->number, what);
}

/* Each repeating level is reported once, naming the first earlier level it repeats: a
 * pack of thousands of copies of one level costs a comparison per level, not per pair. */
static void test_check_pack_reports_each_repeating_level_once(void **state)
{
    (void)state;
    struct level picture = level_of(PICTURE, COUNT(PICTURE));
    struct level levels[] = {
        picture,
        level_of(OTHER, COUNT(OTHER)),
        transformed(&picture, -1, 0, 0, 1, 40, 0),
        level_of(SAME_ANSWER, COUNT(SAME_ANSWER)),
        level_of(SAME_CHAINS, COUNT(SAME_CHAINS)),
    };
    struct pack pack = {1, COUNT(levels), levels};
    for (int i = 0; i < pack.count; i++)
        levels[i].number = i + 1;
    struct reports rep = {""};
    check_pack(&pack, collect, &rep);
    assert_string_equal(rep.text, "level 3 repeats level 1 (same picture); "
                                  "level 4 repeats level 1 (answer in the same place); "
                                  "level 5 repeats level 1 (same chains); ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixtures_are_what_they_claim),
        cmocka_unit_test(test_turned_and_mirrored_copies_are_the_same_picture),
        cmocka_unit_test(test_answer_in_the_same_place),
        cmocka_unit_test(test_same_chains_whatever_the_picture),
        cmocka_unit_test(test_a_set_agrees_with_every_pair),
        cmocka_unit_test(test_different_levels_are_not_the_same),
        cmocka_unit_test(test_jittered_copies_line_up_within_sixteen_units),
        cmocka_unit_test(test_sizes_must_match),
        cmocka_unit_test(test_fewer_chain_starts_must_all_line_up),
        cmocka_unit_test(test_line_up_counts_each_dot_once),
        cmocka_unit_test(test_random_copies_are_the_same_picture),
        cmocka_unit_test(test_random_fields_are_not_the_same),
        cmocka_unit_test(test_check_pack_reports_each_repeating_level_once),
    };
    return cmocka_run_group_tests_name("repeats", tests, NULL, NULL);
}
