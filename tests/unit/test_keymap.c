/* The game's one keymap (keymap.c), as a front end and a player rely on it: the keys the
 * README names ask for their actions (Z and Backspace undo, Shift+Tab back, Shift with an
 * arrow fine, Ctrl only with C and V, the digits a pick); a pad's A holds and lets go,
 * its other buttons ask once when pressed; every on-screen button names a key that,
 * pressed, asks for the button's own action; and a keys line's {names} become the
 * keyboard's or the pad's words. The pads looked at as a front end looks (pads_read):
 * a button asks when pressed and A again when let go; a held direction (the d-pad
 * first, else the left stick past its dead zone) asks at once, after 400 ms, then every
 * 140 ms, fine with a trigger held; the stick keeps its direction until well inside;
 * the right stick asks once a push; a pad pulled out with A held taps nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "game/draw/buttons.h"
#include "game/draw/view.h"
#include "game/keymap.h"

static void test_the_keys_ask_for_their_actions(void **state)
{
    (void)state;
    static const struct {
        enum key key;
        unsigned mods;
        enum action_kind kind;
        enum open_place open; /* ACT_OPEN's */
    } KEYS[] = {
        {KEY_LETTER('z'), 0, ACT_UNDO, OPEN_NONE},         {KEY_BACKSPACE, 0, ACT_UNDO, OPEN_NONE},
        {KEY_LETTER('z'), KEYMOD_SHIFT, ACT_UNDO, OPEN_NONE}, {KEY_LETTER('z'), KEYMOD_CTRL, ACT_NONE, OPEN_NONE},
        {KEY_LETTER('c'), KEYMOD_CTRL, ACT_COPY, OPEN_NONE}, {KEY_LETTER('v'), KEYMOD_CTRL, ACT_PASTE, OPEN_NONE},
        {KEY_LETTER('c'), 0, ACT_NONE, OPEN_NONE},         {KEY_TAB, 0, ACT_TAB, OPEN_NONE},
        {KEY_TAB, KEYMOD_SHIFT, ACT_BACKTAB, OPEN_NONE},   {KEY_ENTER, 0, ACT_CONTINUE, OPEN_NONE},
        {KEY_SPACE, 0, ACT_HOLD, OPEN_NONE},               {KEY_ESCAPE, 0, ACT_BACK, OPEN_NONE},
        {KEY_LETTER('h'), 0, ACT_HINT, OPEN_NONE},         {KEY_LETTER('r'), 0, ACT_RESTART, OPEN_NONE},
        {KEY_LETTER('n'), 0, ACT_NEXT, OPEN_NONE},         {KEY_LETTER('m'), 0, ACT_MUTE, OPEN_NONE},
        {KEY_LETTER('s'), 0, ACT_OPEN, OPEN_SETTINGS},     {KEY_LETTER('t'), 0, ACT_OPEN, OPEN_STATS},
        {KEY_LETTER('d'), 0, ACT_OPEN, OPEN_DAILY},        {KEY_LETTER('w'), 0, ACT_OPEN, OPEN_WORKSHOP},
        {KEY_LETTER('y'), 0, ACT_REDO, OPEN_NONE},         {KEY_DELETE, 0, ACT_DELETE, OPEN_NONE},
        {KEY_F11, 0, ACT_FULLSCREEN, OPEN_NONE},           {KEY_F3, 0, ACT_SOLVER, OPEN_NONE},
        {KEY_PAGE_UP, 0, ACT_PAGE_UP, OPEN_NONE},          {KEY_PAGE_DOWN, 0, ACT_PAGE_DOWN, OPEN_NONE},
        {KEY_LETTER('q'), 0, ACT_NONE, OPEN_NONE},         {KEY_NONE, 0, ACT_NONE, OPEN_NONE},
    };
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        struct action a = keymap_key(KEYS[i].key, KEYS[i].mods, false);
        if (a.kind != KEYS[i].kind || a.open != (int)KEYS[i].open)
            fail_msg("key %d (mods %u) asks for %d (open %d), not %d (open %d)", KEYS[i].key, KEYS[i].mods, a.kind,
                     a.open, KEYS[i].kind, KEYS[i].open);
        assert_false(a.pad);
    }
    struct action up = keymap_key(KEY_UP, 0, false), fine = keymap_key(KEY_RIGHT, KEYMOD_SHIFT, false);
    assert_true(up.kind == ACT_UP && !up.fine);
    assert_true(fine.kind == ACT_RIGHT && fine.fine);
    for (int d = 1; d <= 9; d++) {
        struct action pick = keymap_key((enum key)(KEY_1 + d - 1), 0, false);
        assert_true(pick.kind == ACT_PICK && pick.x == d);
        assert_int_equal(keymap_key((enum key)(KEY_1 + d - 1), KEYMOD_CTRL, false).kind, ACT_NONE);
    }
    /* a key held down, repeated by the system: the arrows and Tab move on, any other acts
     * once (the game's rule, not each front end's) */
    static const enum key MOVES[] = {KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_TAB};
    for (size_t i = 0; i < sizeof MOVES / sizeof MOVES[0]; i++)
        assert_int_equal(keymap_key(MOVES[i], 0, true).kind, keymap_key(MOVES[i], 0, false).kind);
    assert_int_equal(keymap_key(KEY_TAB, KEYMOD_SHIFT, true).kind, ACT_BACKTAB);
    static const enum key ONCE[] = {KEY_ENTER, KEY_SPACE, KEY_ESCAPE, KEY_LETTER('z'), KEY_LETTER('s'), KEY_1, KEY_PAGE_DOWN};
    for (size_t i = 0; i < sizeof ONCE / sizeof ONCE[0]; i++) {
        assert_int_not_equal(keymap_key(ONCE[i], 0, false).kind, ACT_NONE);
        assert_int_equal(keymap_key(ONCE[i], 0, true).kind, ACT_NONE);
    }
}

static void test_a_pads_buttons_ask_once_and_A_holds(void **state)
{
    (void)state;
    struct action hold = keymap_pad(PAD_A, true), let_go = keymap_pad(PAD_A, false);
    assert_true(hold.kind == ACT_HOLD && hold.pad);
    assert_true(let_go.kind == ACT_LET_GO && let_go.pad);
    static const struct {
        enum pad_button button;
        struct action act;
    } PADS[] = {{PAD_B, {.kind = ACT_BACK}},       {PAD_X, {.kind = ACT_UNDO}},
                {PAD_Y, {.kind = ACT_HINT}},       {PAD_START, {.kind = ACT_OPEN, .open = OPEN_SETTINGS}},
                {PAD_BACK, {.kind = ACT_RESTART}}, {PAD_LEFT_SHOULDER, {.kind = ACT_PAGE_UP}},
                {PAD_RIGHT_SHOULDER, {.kind = ACT_PAGE_DOWN}}, {PAD_DPAD_LEFT, {.kind = ACT_LEFT}}};
    for (size_t i = 0; i < sizeof PADS / sizeof PADS[0]; i++) {
        struct action a = keymap_pad(PADS[i].button, true);
        assert_true(a.kind == PADS[i].act.kind && a.open == PADS[i].act.open && a.pad);
        assert_int_equal(keymap_pad(PADS[i].button, false).kind, ACT_NONE);
        /* the keys lines name the button that asks for it */
        assert_true(strlen(keymap_action_name(&PADS[i].act, true)) > 0);
    }
    assert_int_equal(keymap_pad(PAD_NONE, true).kind, ACT_NONE);
}

/* A button's key, read as a keys line writes it ("Ctrl+C", "PgUp", "Z"), back to the key. */
static struct action press_named(const char *name)
{
    static const struct {
        const char *name;
        enum key key;
        unsigned mods;
    } NAMED[] = {{"Esc", KEY_ESCAPE, 0},     {"Enter", KEY_ENTER, 0},       {"Del", KEY_DELETE, 0},
                 {"PgUp", KEY_PAGE_UP, 0},   {"PgDn", KEY_PAGE_DOWN, 0},    {"Ctrl+C", KEY_LETTER('c'), KEYMOD_CTRL},
                 {"Ctrl+V", KEY_LETTER('v'), KEYMOD_CTRL}};
    for (size_t i = 0; i < sizeof NAMED / sizeof NAMED[0]; i++)
        if (strcmp(name, NAMED[i].name) == 0)
            return keymap_key(NAMED[i].key, NAMED[i].mods, false);
    if (strlen(name) == 1 && name[0] >= 'A' && name[0] <= 'Z')
        return keymap_key(KEY_LETTER(name[0] - 'A' + 'a'), 0, false);
    if (strlen(name) == 3 && name[1] == '-') /* a run of digits: its first */
        return keymap_key((enum key)(KEY_1 + (name[0] - '1')), 0, false);
    return (struct action){.kind = ACT_NONE};
}

static void test_every_button_names_a_key_that_does_the_same(void **state)
{
    (void)state;
    static const struct buttons_for SCREENS[] = { /* once the keys are used */
        {.screen = BUTTONS_PLAY, .keys = true}, {.screen = BUTTONS_PLAY, .back_to_workshop = true, .keys = true},
        {.screen = BUTTONS_SELECT, .keys = true}, {.screen = BUTTONS_SETTINGS, .keys = true},
        {.screen = BUTTONS_WORKSHOP, .size = 2, .note = 5, .keys = true}, {.screen = BUTTONS_STATS, .keys = true},
    };
    struct view v;
    view_fit(&v, 800, 600, 800, 600);
    int named = 0;
    for (size_t s = 0; s < sizeof SCREENS / sizeof SCREENS[0]; s++) {
        struct button b[BUTTONS_MAX];
        int n = buttons_layout(&v, &SCREENS[s], b);
        for (int i = 0; i < n; i++) {
            assert_non_null(b[i].key);
            struct action a = press_named(b[i].key);
            if (a.kind != b[i].act.kind)
                fail_msg("the %s button names %s, which asks for %d, not its %d", b[i].name, b[i].key, a.kind,
                         b[i].act.kind);
            named++;
        }
    }
    assert_true(named >= 20);
}

/* A keys line names each key through the table: the keyboard's or the pad's words, two
 * keys as one with their shared Ctrl+ said once, cut short where the room ends. */
static void test_a_keys_line_names_its_keys_from_the_table(void **state)
{
    (void)state;
    char out[64];
    keymap_words("{back} again to quit", false, out, sizeof out);
    assert_string_equal(out, "Esc again to quit");
    keymap_words("{back} again to quit", true, out, sizeof out);
    assert_string_equal(out, "B again to quit");
    keymap_words("{copy/paste} code  {pageup/pagedown} fields  {undo/redo}", false, out, sizeof out);
    assert_string_equal(out, "Ctrl+C/V code  PgUp/PgDn fields  Z/Y");
    keymap_words("{arrows} move ({fine} finer)  {hint/restart}", true, out, sizeof out);
    assert_string_equal(out, "d-pad move (LT/RT finer)  Y/Back");
    keymap_words("{sizes} size, {bells} bell, no {such} key, {unclosed", false, out, sizeof out);
    assert_string_equal(out, "1-3 size, 4-9 bell, no  key, {unclosed");
    keymap_words("{continue} play", false, out, 5);
    assert_string_equal(out, "Ente");
}

/* The actions of one look at t ms; the first in *a. */
static int look_at(struct pad_reader *r, const struct pad_look *look, uint64_t t, struct action *a)
{
    struct action out[8];
    int n = pads_read(r, look, t, out, 8);
    *a = n ? out[0] : (struct action){.kind = ACT_NONE};
    return n;
}

static void test_the_pads_held_as_a_player_holds_them(void **state)
{
    (void)state;
    struct pad_reader r = {0};
    struct pad_look look = {.any = true};
    struct action a;
    assert_int_equal(look_at(&r, &look, 0, &a), 0); /* nothing held: nothing asked */
    look.held[PAD_A] = true;
    assert_int_equal(look_at(&r, &look, 10, &a), 1);
    assert_int_equal(a.kind, ACT_HOLD);
    assert_int_equal(look_at(&r, &look, 20, &a), 0); /* held: once */
    look.held[PAD_A] = false;
    assert_int_equal(look_at(&r, &look, 30, &a), 1);
    assert_int_equal(a.kind, ACT_LET_GO);

    look.held[PAD_DPAD_LEFT] = true;
    assert_int_equal(look_at(&r, &look, 1000, &a), 1);
    assert_int_equal(a.kind, ACT_LEFT);
    assert_true(a.pad && !a.fine);
    assert_int_equal(pads_next_due(&r), 1000 + PADS_REPEAT_DELAY_MS);
    assert_int_equal(look_at(&r, &look, 1399, &a), 0);
    assert_int_equal(look_at(&r, &look, 1400, &a), 1);
    assert_int_equal(a.kind, ACT_LEFT);
    look.triggers[1] = PADS_TRIGGER_ON; /* the right one, pressed just so far */
    assert_int_equal(look_at(&r, &look, 1400 + PADS_REPEAT_MS, &a), 1);
    assert_true(a.kind == ACT_LEFT && a.fine);
    look.triggers[1] = PADS_TRIGGER_ON - 0.01f;
    look.held[PAD_DPAD_LEFT] = false;
    assert_int_equal(look_at(&r, &look, 1600, &a), 0);
    assert_int_equal(pads_next_due(&r), UINT64_MAX); /* nothing repeats: the game may sleep */

    look.left_x = 0.45f; /* inside the dead zone */
    assert_int_equal(look_at(&r, &look, 2000, &a), 0);
    look.left_x = 0.6f, look.left_y = -0.2f; /* past it, right the stronger */
    assert_int_equal(look_at(&r, &look, 2010, &a), 1);
    assert_int_equal(a.kind, ACT_RIGHT);
    look.left_x = 0.35f; /* back a little: still held, no new arrow */
    assert_int_equal(look_at(&r, &look, 2020, &a), 0);
    assert_int_equal(pads_next_due(&r), 2010 + PADS_REPEAT_DELAY_MS);
    look.held[PAD_DPAD_UP] = true; /* the d-pad over the stick: a new direction, at once */
    assert_int_equal(look_at(&r, &look, 2030, &a), 1);
    assert_int_equal(a.kind, ACT_UP);
    look.held[PAD_DPAD_UP] = false, look.left_x = 0.1f, look.left_y = 0;
    assert_int_equal(look_at(&r, &look, 2040, &a), 0);

    look.right_y = -0.8f; /* a push up: once */
    assert_int_equal(look_at(&r, &look, 3000, &a), 1);
    assert_int_equal(a.kind, ACT_STICK_UP);
    assert_int_equal(look_at(&r, &look, 4000, &a), 0);
    look.right_y = 0.4f; /* not back well inside: still the same push */
    assert_int_equal(look_at(&r, &look, 4010, &a), 0);
    look.right_y = 0;
    assert_int_equal(look_at(&r, &look, 4020, &a), 0);
    look.right_y = 0.9f;
    assert_int_equal(look_at(&r, &look, 4030, &a), 1);
    assert_int_equal(a.kind, ACT_STICK_DOWN);
    look.right_y = 0;
    assert_int_equal(look_at(&r, &look, 4040, &a), 0);

    look.held[PAD_A] = true;
    assert_int_equal(look_at(&r, &look, 5000, &a), 1); /* holds a dot ... */
    struct pad_look none = {0};
    assert_int_equal(look_at(&r, &none, 5010, &a), 0); /* ... pulled out: taps nothing */
    look.held[PAD_A] = false;
    assert_int_equal(look_at(&r, &look, 6000, &a), 0); /* plugged in again, A up: nothing */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_keys_ask_for_their_actions),
        cmocka_unit_test(test_a_pads_buttons_ask_once_and_A_holds),
        cmocka_unit_test(test_the_pads_held_as_a_player_holds_them),
        cmocka_unit_test(test_every_button_names_a_key_that_does_the_same),
        cmocka_unit_test(test_a_keys_line_names_its_keys_from_the_table),
    };
    return cmocka_run_group_tests_name("keymap", tests, NULL, NULL);
}
