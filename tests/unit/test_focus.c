/* Where the keyboard's focus goes (focus.h), without a window: over every dot of every
 * level of the pack under test, with the whole field standing and again with the field
 * as it stands after each tap of the level's answer, every arrow and Tab (either way)
 * lands on a standing dot, and on another one whenever another stands; one arrow
 * pressed again and again visits no dot twice before it reaches the edge; Tab walks
 * every standing dot once; when the focused dot pops the focus goes to a standing dot,
 * the nearest. And on small hand-made fields: the cone, the edge, the reading order. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "game/play/focus.h"
#include "game/play/play.h"
#include "pack_under_test.h"

static int load(void **state)
{
    static struct pack pack;
    *state = &pack;
    return read_pack_under_test(&pack);
}

static int unload(void **state)
{
    pack_free(*state);
    return 0;
}

static const enum focus_dir DIRS[] = {FOCUS_UP, FOCUS_DOWN, FOCUS_LEFT, FOCUS_RIGHT};

/* How far along dir the dot lies (larger is further). */
static int along(const struct level *lv, int dot, enum focus_dir dir)
{
    const struct dot *d = &lv->dots[dot];
    switch (dir) {
    case FOCUS_RIGHT: return d->x;
    case FOCUS_LEFT: return -d->x;
    case FOCUS_DOWN: return d->y;
    case FOCUS_UP: return -d->y;
    }
    return 0;
}

/* Every promise of focus.h for one field as it stands, from every dot of the level
 * (standing or popped: a popped dot is where the focus was when it popped). */
static void check_field(const struct level *lv, dotset standing)
{
    int count = dotset_count(standing);
    for (int from = -1; from < lv->n; from++) {
        bool on = from >= 0 && dotset_has(standing, from);
        for (size_t d = 0; d < sizeof DIRS / sizeof DIRS[0]; d++) {
            int to = focus_step(lv, standing, from, DIRS[d]);
            if (count == 0) {
                assert_int_equal(to, -1);
                continue;
            }
            assert_true(to >= 0 && dotset_has(standing, to));
            if (on && count >= 2)
                assert_int_not_equal(to, from); /* never stuck while another dot stands */
            if (!on)
                continue;
            /* one arrow again and again: each press strictly further along until the
             * edge, so no dot twice; the edge comes within count presses */
            dotset seen = dotset_of(from);
            int at = from, presses = 0;
            for (;;) {
                int next = focus_step(lv, standing, at, DIRS[d]);
                if (along(lv, next, DIRS[d]) <= along(lv, at, DIRS[d]))
                    break; /* the edge: in again from the other side */
                assert_false(dotset_has(seen, next));
                seen |= dotset_of(next);
                at = next;
                assert_true(++presses < count);
            }
        }
        for (int forward = 0; forward <= 1; forward++) {
            int to = focus_tab(lv, standing, from, forward);
            assert_true(count == 0 ? to == -1 : to >= 0 && dotset_has(standing, to));
            if (on && count >= 2)
                assert_int_not_equal(to, from);
        }
        int near = focus_nearest(lv, standing, from);
        assert_true(count == 0 ? near == -1 : near >= 0 && dotset_has(standing, near));
        if (on)
            assert_int_equal(near, from);
    }
    /* Tab from the first dot walks every standing dot once and comes back; Shift+Tab
     * walks the same circle the other way */
    int first = focus_tab(lv, standing, -1, true), at = first;
    dotset seen = 0;
    for (int i = 0; i < count; i++) {
        assert_false(dotset_has(seen, at));
        seen |= dotset_of(at);
        int next = focus_tab(lv, standing, at, true);
        assert_int_equal(focus_tab(lv, standing, next, false), at);
        at = next;
    }
    assert_true(seen == standing);
    assert_int_equal(at, first);
}

static void test_every_dot_of_every_level(void **state)
{
    const struct pack *p = *state;
    for (int l = 0; l < p->count; l++) {
        const struct level *lv = &p->levels[l];
        struct play play;
        play_start(&play, lv);
        check_field(lv, play.standing);
        for (int t = 0; t < lv->taps; t++) {
            assert_true(play_tap(&play, lv->solution[t]));
            play_settle(&play);
            check_field(lv, play.standing);
        }
        /* the focus follows a tapped dot to its nearest standing neighbour */
        play_start(&play, lv);
        int focus = lv->solution[0];
        assert_true(play_tap(&play, focus));
        play_settle(&play);
        focus = focus_nearest(lv, play.standing, focus);
        assert_true(play.standing == 0 || dotset_has(play.standing, focus));
    }
}

static struct level field(const int (*xy)[2], int n)
{
    struct level lv = {.number = 1, .taps = 1, .n = n};
    for (int i = 0; i < n; i++)
        lv.dots[i] = (struct dot){.x = (int16_t)xy[i][0], .y = (int16_t)xy[i][1], .size = SIZE_NORMAL};
    return lv;
}

static void test_the_cone_before_the_nearest(void **state)
{
    (void)state;
    /* from dot 0: dot 1 is nearer but well off to the side (outside the cone); dot 2 is
     * further but straight ahead; dot 3 is behind */
    static const int xy[][2] = {{100, 400}, {160, 300}, {300, 420}, {40, 400}};
    struct level lv = field(xy, 4);
    dotset all = dotset_all(4);
    assert_int_equal(focus_step(&lv, all, 0, FOCUS_RIGHT), 2);
    assert_int_equal(focus_step(&lv, all, 0, FOCUS_UP), 1);
    assert_int_equal(focus_step(&lv, all, 0, FOCUS_LEFT), 3);
    /* without dot 2, right goes to the one least off the line rather than nowhere */
    assert_int_equal(focus_step(&lv, all & ~dotset_of(2), 0, FOCUS_RIGHT), 1);
    /* at the right edge, right enters again from the left on the same line */
    assert_int_equal(focus_step(&lv, all, 2, FOCUS_RIGHT), 3);
    /* from no focus, an arrow enters from the opposite edge on the middle line */
    assert_int_equal(focus_step(&lv, all, -1, FOCUS_RIGHT), 3);
    assert_int_equal(focus_step(&lv, all, -1, FOCUS_LEFT), 2);
    /* a dot straight below is not to the right: right from the top of a column goes on
     * to the dot beyond it, and from there enters again at the column */
    static const int column[][2] = {{100, 300}, {100, 400}, {300, 500}};
    struct level col = field(column, 3);
    assert_int_equal(focus_step(&col, dotset_all(3), 0, FOCUS_RIGHT), 2);
    assert_int_equal(focus_step(&col, dotset_all(3), 1, FOCUS_RIGHT), 2);
    assert_int_equal(focus_step(&col, dotset_all(3), 2, FOCUS_RIGHT), 1);
    /* a lone dot keeps the focus; none standing, no focus */
    assert_int_equal(focus_step(&lv, dotset_of(1), 1, FOCUS_DOWN), 1);
    assert_int_equal(focus_step(&lv, 0, 1, FOCUS_DOWN), -1);
}

static void test_tab_reads_rows_left_to_right(void **state)
{
    (void)state;
    /* two rows: dot 1 sits a little higher than dot 0 but in the same row, to its right */
    static const int xy[][2] = {{100, 110}, {300, 100}, {50, 300}, {400, 290}};
    struct level lv = field(xy, 4);
    dotset all = dotset_all(4);
    assert_int_equal(focus_tab(&lv, all, -1, true), 0);
    assert_int_equal(focus_tab(&lv, all, 0, true), 1);
    assert_int_equal(focus_tab(&lv, all, 1, true), 2);
    assert_int_equal(focus_tab(&lv, all, 2, true), 3);
    assert_int_equal(focus_tab(&lv, all, 3, true), 0);
    assert_int_equal(focus_tab(&lv, all, -1, false), 3);
    assert_int_equal(focus_tab(&lv, all & ~dotset_of(1), 0, true), 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_dot_of_every_level),
        cmocka_unit_test(test_the_cone_before_the_nearest),
        cmocka_unit_test(test_tab_reads_rows_left_to_right),
    };
    return cmocka_run_group_tests_name("focus", tests, load, unload);
}
