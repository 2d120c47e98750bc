/* The on-screen buttons (buttons.h) in every window a phone or a desktop gives, on every
 * screen: each at least 44 x 44 window points, wholly in the window, clear of the field,
 * of each other and of a won level's banner, found where it stands and asking what its
 * key asks; in portrait the field at least 90% of the width; a swipe across turns a page,
 * anything else not; a finger's buttons name no key; the level select's tiles as large in
 * points at every pixel density, and a finger's. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <string.h>

#include "game/draw/buttons.h"
#include "game/keymap.h"
#include "game/play/drawplay.h"
#include "game/select/select.h"

/* Output pixels and window points: phones at 3x, portrait and landscape, and desktops. */
static const int SIZES_PX_PT[][4] = {
    {360, 640, 360, 640},       {1080, 1920, 360, 640},   {390, 844, 390, 844},   {1170, 2532, 390, 844},
    {430, 932, 430, 932},       {1290, 2796, 430, 932},   {844, 390, 844, 390},   {2532, 1170, 844, 390},
    {640, 360, 640, 360},       {932, 430, 932, 430},     {480, 360, 480, 360},   {800, 600, 800, 600},
    {1920, 1080, 1920, 1080},   {680, 990, 680, 990},     {2560, 1440, 1280, 720}};

static const struct buttons_for SCREENS[] = { /* the keys used: every button names its key */
    {.screen = BUTTONS_PLAY, .keys = true},
    {.screen = BUTTONS_PLAY, .back_to_workshop = true, .keys = true},
    {.screen = BUTTONS_SELECT, .keys = true},
    {.screen = BUTTONS_SETTINGS, .keys = true},
    {.screen = BUTTONS_WORKSHOP, .size = 2, .note = 5, .keys = true},
    {.screen = BUTTONS_STATS, .keys = true},
};

static bool overlap(const struct view_box *a, const struct view_box *b)
{
    return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

static void test_every_button_fits_a_finger_in_every_window(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof SIZES_PX_PT / sizeof SIZES_PX_PT[0]; k++) {
        const int *sz = SIZES_PX_PT[k];
        struct view v;
        view_fit(&v, sz[0], sz[1], sz[2], sz[3]);
        if (sz[3] > sz[2]) /* portrait: the field as wide as the screen allows */
            assert_true(v.field.w >= 0.9f * (float)sz[0]);
        for (size_t s = 0; s < sizeof SCREENS / sizeof SCREENS[0]; s++) {
            struct button b[BUTTONS_MAX];
            int n = buttons_layout(&v, &SCREENS[s], b);
            assert_true(n >= 1 && n <= BUTTONS_MAX);
            for (int i = 0; i < n; i++) {
                const struct view_box *r = &b[i].box;
                if (r->w / v.ratio_x < 44 || r->h / v.ratio_y < 44 || r->x < 0 || r->y < 0 ||
                    r->x + r->w > (float)sz[0] || r->y + r->h > (float)sz[1] || overlap(r, &v.field))
                    fail_msg("%dx%d (%dx%d pt), screen %zu: button %s at %.0f %.0f %.0f x %.0f", sz[0], sz[1], sz[2],
                             sz[3], s, b[i].name, (double)r->x, (double)r->y, (double)r->w, (double)r->h);
                for (int j = 0; j < i; j++)
                    assert_false(overlap(r, &b[j].box));
                /* found at its middle, and it names its key */
                assert_int_equal(buttons_at(b, n, view_box_cx(r), r->y + r->h / 2), i);
                assert_true(b[i].key && b[i].key[0] && b[i].name && b[i].name[0]);
            }
            /* the field's middle is no button's */
            assert_int_equal(buttons_at(b, n, view_box_cx(&v.field), v.field.y + v.field.h / 2), -1);
            /* in play a won or lost level's banner stands in the window, off every button (at
             * 480x360 it ran under the column of buttons, and at the edges out of the window) */
            if (SCREENS[s].screen != BUTTONS_PLAY)
                continue;
            struct view_box banner = drawplay_banner(&v, BANNER_LINES_MOST);
            if (banner.x < 0 || banner.y < 0 || banner.x + banner.w > (float)sz[0] || banner.y + banner.h > (float)sz[1])
                fail_msg("%dx%d: the banner at %.0f %.0f %.0f x %.0f leaves the window", sz[0], sz[1], (double)banner.x,
                         (double)banner.y, (double)banner.w, (double)banner.h);
            for (int i = 0; i < n; i++)
                if (overlap(&banner, &b[i].box))
                    fail_msg("%dx%d: the banner at %.0f %.0f %.0f x %.0f is over button %s", sz[0], sz[1],
                             (double)banner.x, (double)banner.y, (double)banner.w, (double)banner.h, b[i].name);
        }
    }
}

/* A finger's buttons (the last press was one) name no key, and stand where a mouse's
 * do, asking the same: the same button under the same finger whichever hand came last. */
static void test_a_fingers_buttons_name_no_key(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 1170, 2532, 390, 844);
    for (size_t s = 0; s < sizeof SCREENS / sizeof SCREENS[0]; s++) {
        struct buttons_for finger = SCREENS[s];
        finger.touch = true;
        struct button keyed[BUTTONS_MAX], bare[BUTTONS_MAX];
        int n = buttons_layout(&v, &SCREENS[s], keyed);
        assert_int_equal(buttons_layout(&v, &finger, bare), n);
        for (int i = 0; i < n; i++) {
            if (bare[i].key)
                fail_msg("screen %zu: a finger's button %s names its key %s", s, bare[i].name, bare[i].key);
            assert_string_equal(bare[i].name, keyed[i].name);
            assert_memory_equal(&bare[i].box, &keyed[i].box, sizeof bare[i].box);
            assert_int_equal(bare[i].act.kind, keyed[i].act.kind);
        }
    }
}

/* The level select's grid is the window's in points: a phone's window gives the same
 * columns and rows, and tiles as large in points, at one, two and three pixels a point
 * (a phone's browser drew its 120 tiles on one page at 3x, each 26 points across, where
 * the desktop's 1x drew two pages); every tile at least a fingertip's 44 points. */
static void test_the_select_grid_is_the_same_in_points_at_every_density(void **state)
{
    (void)state;
    static const int PHONES[][2] = {{360, 640}, {390, 844}, {430, 932}, {844, 390}, {640, 360}, {932, 430}};
    for (size_t k = 0; k < sizeof PHONES / sizeof PHONES[0]; k++) {
        int w = PHONES[k][0], h = PHONES[k][1], columns = 0, rows = 0;
        float across = 0;
        for (int ratio = 1; ratio <= 3; ratio++) {
            struct view v;
            view_fit(&v, w * ratio, h * ratio, w, h);
            struct select sel = {.count = 120};
            select_grid_for(view_panel_scale(&v), v.band, v.ratio_y, &sel.columns, &sel.rows);
            float points = 2 * select_tile_radius(&sel) * view_panel_scale(&v) / v.ratio_x;
            print_message("%dx%d at %dx: %d x %d tiles, %.1f points across\n", w, h, ratio, sel.columns, sel.rows,
                          (double)points);
            if (points < TILE_LEAST_POINTS)
                fail_msg("%dx%d at %dx: tiles %.1f points across", w, h, ratio, (double)points);
            if (ratio == 1) {
                columns = sel.columns, rows = sel.rows, across = points;
            } else {
                assert_int_equal(sel.columns, columns);
                assert_int_equal(sel.rows, rows);
                assert_true(fabsf(points - across) < 0.01f * across);
            }
        }
    }
}

static const struct button *named(const struct button *b, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(b[i].name, name) == 0)
            return &b[i];
    fail_msg("no button %s", name);
    return NULL;
}

/* Each button asks what its key asks. */
static void test_each_button_does_what_its_key_does(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 390, 844, 390, 844);
    struct button b[BUTTONS_MAX];
    int n = buttons_layout(&v, &SCREENS[0], b);
    static const struct {
        const char *name;
        enum action_kind kind;
    } PLAY[] = {{"levels", ACT_BACK},     {"undo", ACT_UNDO},  {"hint", ACT_HINT},
                {"restart", ACT_RESTART}, {"share", ACT_COPY}, {"settings", ACT_OPEN}};
    assert_int_equal(n, 6);
    for (size_t i = 0; i < sizeof PLAY / sizeof PLAY[0]; i++)
        assert_int_equal(named(b, n, PLAY[i].name)->act.kind, PLAY[i].kind);
    assert_true(action_opens(&named(b, n, "settings")->act, OPEN_SETTINGS));
    /* a field tried: back to the workshop, no settings (they open on the select) */
    n = buttons_layout(&v, &SCREENS[1], b);
    assert_int_equal(named(b, n, "workshop")->act.kind, ACT_BACK);
    assert_int_equal(n, 5);
    n = buttons_layout(&v, &SCREENS[2], b);
    assert_int_equal(named(b, n, "page-on")->act.kind, ACT_PAGE_DOWN);
    assert_int_equal(named(b, n, "page-back")->act.kind, ACT_PAGE_UP);
    /* the daily and the workshop are their tiles under the grid, not buttons too (issue 33,
     * item 6: each stood twice) */
    for (int i = 0; i < n; i++)
        assert_true(!action_opens(&b[i].act, OPEN_DAILY) && !action_opens(&b[i].act, OPEN_WORKSHOP));
    assert_int_equal(named(b, n, "paste")->act.kind, ACT_PASTE);
    assert_true(action_opens(&named(b, n, "settings")->act, OPEN_SETTINGS));
    assert_true(action_opens(&named(b, n, "stats")->act, OPEN_STATS));
    n = buttons_layout(&v, &SCREENS[3], b);
    assert_true(action_opens(&named(b, n, "close")->act, OPEN_SETTINGS));
    n = buttons_layout(&v, &SCREENS[5], b);
    assert_true(action_opens(&named(b, n, "close")->act, OPEN_STATS));
    /* the palette: the next size and the next bell, as the digit keys choose them, round
     * from the last to the first */
    n = buttons_layout(&v, &SCREENS[4], b);
    assert_int_equal(n, 8);
    const struct button *size = named(b, n, "size"), *bell = named(b, n, "bell");
    assert_int_equal(size->act.kind, ACT_PICK);
    assert_int_equal(size->act.x, 1); /* big (2) -> small, key 1 */
    assert_int_equal(bell->act.x, 4); /* the sixth bell (5) -> the first, key 4 */
    assert_int_equal(size->size, 2);
    assert_int_equal(bell->note, 5);
    struct buttons_for first = {.screen = BUTTONS_WORKSHOP, .size = 0, .note = 0};
    n = buttons_layout(&v, &first, b);
    assert_int_equal(named(b, n, "size")->act.x, 2);
    assert_int_equal(named(b, n, "bell")->act.x, 5);
    static const char *WORKSHOP[] = {"levels", "undo", "redo", "delete", "try", "copy"};
    static const enum action_kind WORKSHOP_KIND[] = {ACT_BACK, ACT_UNDO, ACT_REDO, ACT_DELETE, ACT_CONTINUE, ACT_COPY};
    for (size_t i = 0; i < sizeof WORKSHOP / sizeof WORKSHOP[0]; i++)
        assert_int_equal(named(b, n, WORKSHOP[i])->act.kind, WORKSHOP_KIND[i]);
    /* the growing screen has none */
    assert_int_equal(buttons_layout(&v, &(struct buttons_for){.screen = BUTTONS_NONE}, b), 0);
}

/* A swipe across turns a page (leftward: the next); a short or a mostly upright one is
 * no swipe. */
static void test_a_swipe_turns_a_page(void **state)
{
    (void)state;
    struct view v;
    view_fit(&v, 1170, 2532, 390, 844);
    float far = (BUTTONS_SWIPE + 1) * v.band;
    assert_int_equal(buttons_swipe(&v, -far, 0.3f * far), ACT_PAGE_DOWN);
    assert_int_equal(buttons_swipe(&v, far, -0.3f * far), ACT_PAGE_UP);
    assert_int_equal(buttons_swipe(&v, -0.8f * far, 0), ACT_NONE);
    assert_int_equal(buttons_swipe(&v, far, 1.2f * far), ACT_NONE);
    assert_int_equal(buttons_swipe(&v, 0, 0), ACT_NONE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_button_fits_a_finger_in_every_window),
        cmocka_unit_test(test_each_button_does_what_its_key_does),
        cmocka_unit_test(test_a_fingers_buttons_name_no_key),
        cmocka_unit_test(test_a_swipe_turns_a_page),
        cmocka_unit_test(test_the_select_grid_is_the_same_in_points_at_every_density),
    };
    return cmocka_run_group_tests_name("buttons", tests, NULL, NULL);
}
