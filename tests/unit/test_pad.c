/* A gamepad through the real input path: a virtual pad (SDL_JoystickAttachVirtualEx),
 * its buttons and stick set as a player's hand would, SDL's GameController layer
 * turning them into controller events, input.c turning those into actions for a
 * session. With the pad alone: the settings open with Start, change with the d-pad and
 * A, close with B; Y opens and closes the statistics; A plays a level from the select;
 * the d-pad walks the focus to each answer dot and A taps it on release (a two-tap
 * level, cleared); A on the banner goes on. The pad is pulled out in the middle of a level and plugged in again, and play
 * goes on. The stick moves the focus past its dead zone only, and repeats while held;
 * a trigger held makes the d-pad's step fine.
 * No window: SDL's joystick and events only. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>

#include "sdl/input.h"
#include "game/session.h"
#include "pack_under_test.h"

struct rig {
    struct pack pack;
    struct save save;
    struct prefs prefs;
    struct settings settings;
    struct workshopfile workshop_file; /* the workshop's fields */
    struct session s;
    struct input in;
    int window_w, window_h; /* the window the events come from, in points */
    int device;       /* the virtual pad's device index, or -1 */
    SDL_Joystick *joy; /* our handle on it, to set its buttons and axes */
};

static int attach(struct rig *r)
{
    SDL_VirtualJoystickDesc desc = {
        .version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION,
        .type = SDL_JOYSTICK_TYPE_GAMECONTROLLER,
        .naxes = SDL_CONTROLLER_AXIS_MAX,
        .nbuttons = SDL_CONTROLLER_BUTTON_MAX,
        .name = "Carillon test pad",
    };
    r->device = SDL_JoystickAttachVirtualEx(&desc);
    if (r->device < 0)
        return -1;
    r->joy = SDL_JoystickOpen(r->device);
    return r->joy ? 0 : -1;
}

static void detach(struct rig *r)
{
    SDL_JoystickClose(r->joy);
    r->joy = NULL;
    SDL_JoystickDetachVirtual(r->device);
    r->device = -1;
}

/* Every event SDL has, through input.c to the session, and a frame of time. */
static void pump(struct rig *r)
{
    SDL_Event e;
    SDL_PumpEvents();
    while (SDL_PollEvent(&e)) {
        struct action acts[4];
        int n = input_translate(&r->in, &e, r->window_w, r->window_h, acts, 4);
        for (int i = 0; i < n; i++)
            if (acts[i].kind != ACT_NONE)
                session_action(&r->s, &acts[i]);
    }
    assert_int_equal(session_update(&r->s, 16, 0, NULL), 0);
}

static void button(struct rig *r, SDL_GameControllerButton b, bool down)
{
    assert_int_equal(SDL_JoystickSetVirtualButton(r->joy, b, down), 0);
    pump(r);
}

static void click(struct rig *r, SDL_GameControllerButton b)
{
    button(r, b, true);
    button(r, b, false);
}

static void stick(struct rig *r, int x, int y)
{
    assert_int_equal(SDL_JoystickSetVirtualAxis(r->joy, SDL_CONTROLLER_AXIS_LEFTX, (Sint16)x), 0);
    assert_int_equal(SDL_JoystickSetVirtualAxis(r->joy, SDL_CONTROLLER_AXIS_LEFTY, (Sint16)y), 0);
    pump(r);
}

static int setup(void **state)
{
    static struct rig r;
    error_line err;
    if (SDL_Init(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS) != 0) {
        print_error("cannot start SDL's game controllers: %s\n", SDL_GetError());
        return -1;
    }
    if (read_pack_under_test(&r.pack) != 0)
        return -1;
    r.settings = SETTINGS_DEFAULT;
    workshopfile_init(&r.workshop_file);
    midend_window_size(&r.window_w, &r.window_h);
    struct session_config c = {.prefs = &r.prefs, .save = &r.save, .settings = &r.settings, .pack = &r.pack,
                               .workshop_file = &r.workshop_file};
    if (session_start(&r.s, &c, 0, &err) != 0 || attach(&r) != 0) {
        print_error("cannot start: %s %s\n", err.text, SDL_GetError());
        return -1;
    }
    pump(&r); /* the pad arrives */
    *state = &r;
    return 0;
}

static int teardown(void **state)
{
    struct rig *r = *state;
    input_close(&r->in);
    if (r->joy)
        detach(r);
    session_end(&r->s, NULL);
    save_free(&r->save);
    pack_free(&r->pack);
    SDL_Quit();
    return 0;
}

static const SDL_GameControllerButton DPAD[] = {
    [FOCUS_UP] = SDL_CONTROLLER_BUTTON_DPAD_UP,
    [FOCUS_DOWN] = SDL_CONTROLLER_BUTTON_DPAD_DOWN,
    [FOCUS_LEFT] = SDL_CONTROLLER_BUTTON_DPAD_LEFT,
    [FOCUS_RIGHT] = SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
};

/* Walks the focus to dot with the d-pad: the shortest way over focus_step's moves. */
static void walk_to(struct rig *r, int dot)
{
    struct round *rd = &r->s.play.rd;
    int from[DOTSET_MAX], dir[DOTSET_MAX], queue[DOTSET_MAX], head = 0, tail = 0;
    for (int i = 0; i < DOTSET_MAX; i++)
        from[i] = -2;
    from[rd->focus] = -1;
    queue[tail++] = rd->focus;
    while (head < tail && from[dot] == -2) {
        int at = queue[head++];
        for (int d = 0; d < 4; d++) {
            int to = focus_step(&rd->current, rd->play.standing, at, (enum focus_dir)d);
            if (to >= 0 && from[to] == -2) {
                from[to] = at;
                dir[to] = d;
                queue[tail++] = to;
            }
        }
    }
    assert_int_not_equal(from[dot], -2); /* every standing dot is reached by arrows */
    int path[DOTSET_MAX], n = 0;
    for (int at = dot; from[at] != -1; at = from[at])
        path[n++] = dir[at];
    while (n > 0)
        click(r, DPAD[path[--n]]);
    assert_int_equal(rd->focus, dot);
}

static void test_a_level_cleared_with_the_pad_alone(void **state)
{
    struct rig *r = *state;
    struct session *s = &r->s;
    assert_int_equal(s->screen, SCREEN_SELECT);

    /* the settings: Start opens them, the d-pad chooses reduced motion, A switches it,
     * A again switches it back, B closes */
    click(r, SDL_CONTROLLER_BUTTON_START);
    assert_true(s->select.panel.open);
    assert_true(s->env.pad); /* the keys lines now name the pad's buttons */
    for (int row = 0; row < ROW_FLAGS + SETTING_REDUCED_MOTION; row++)
        click(r, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_true(r->settings.reduced_motion);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_false(r->settings.reduced_motion);
    click(r, SDL_CONTROLLER_BUTTON_B);
    assert_false(s->select.panel.open);

    /* the statistics: Y opens them (a pad has no T) and closes them, as B does; H, the
     * keyboard's hint, is nothing here */
    click(r, SDL_CONTROLLER_BUTTON_Y);
    assert_true(s->select.stats.open);
    click(r, SDL_CONTROLLER_BUTTON_Y);
    assert_false(s->select.stats.open);
    click(r, SDL_CONTROLLER_BUTTON_Y);
    assert_true(s->select.stats.open);
    click(r, SDL_CONTROLLER_BUTTON_B);
    assert_false(s->select.stats.open);
    assert_int_equal(s->screen, SCREEN_SELECT);
    session_action(s, &(struct action){.kind = ACT_HINT});
    assert_false(s->select.stats.open);

    /* A plays the level chosen (level 1, any tap wins) */
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.level, 1);
    click(r, SDL_CONTROLLER_BUTTON_DPAD_DOWN); /* shows the focus */
    button(r, SDL_CONTROLLER_BUTTON_A, true);
    assert_int_equal(s->play.rd.held, s->play.rd.focus); /* held while pressed: the preview */
    assert_int_equal(s->play.rd.play.taps_used, 0);
    button(r, SDL_CONTROLLER_BUTTON_A, false); /* let go: the tap */
    assert_int_equal(s->play.rd.play.taps_used, 1);
    for (int i = 0; i < 300 && s->play.rd.play.status == PLAY_ON; i++)
        pump(r);
    assert_int_equal(s->play.rd.play.status, PLAY_WON);
    for (int i = 0; i < 100; i++) /* the banner comes up */
        pump(r);
    click(r, SDL_CONTROLLER_BUTTON_B); /* B: back to the levels */
    assert_int_equal(s->screen, SCREEN_SELECT);
}

static void test_a_two_tap_level_with_the_pad_plugged_out_and_in(void **state)
{
    struct rig *r = *state;
    struct session *s = &r->s;
    int level = 10 <= r->pack.count && r->pack.levels[9].taps == 2 ? 10 : 4;
    assert_int_equal(r->pack.levels[level - 1].taps, 2);
    /* the level before it won, so it is open; then the pad alone: d-pad to it, A */
    progress_won(s->progress, level - 1, (struct result){r->pack.levels[level - 2].taps, false, false});
    assert_int_equal(s->screen, SCREEN_SELECT);
    for (int i = 0; i < level && s->select.grid.chosen < level; i++)
        click(r, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(s->select.grid.chosen, level);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.level, level);
    const struct level *lv = &s->play.rd.current;

    click(r, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); /* shows the focus */
    walk_to(r, lv->solution[0]);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(s->play.rd.play.taps_used, 1);
    click(r, SDL_CONTROLLER_BUTTON_X); /* X takes it back */
    assert_int_equal(s->play.rd.play.taps_used, 0);
    assert_int_equal(s->play.rd.focus, lv->solution[0]);
    click(r, SDL_CONTROLLER_BUTTON_A);
    for (int i = 0; i < 300 && play_next_pop(&s->play.rd.play) != PLAY_NEVER; i++)
        pump(r);

    /* pulled out in the middle of the level, and in again */
    int focus = s->play.rd.focus;
    detach(r);
    pump(r);
    assert_null(r->in.pads[0]);
    assert_int_equal(attach(r), 0);
    pump(r);
    assert_non_null(r->in.pads[0]);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.focus, focus);

    click(r, SDL_CONTROLLER_BUTTON_Y); /* Y: a hint, which is the other answer dot's chain start */
    assert_true(s->play.rd.hint >= 0);
    walk_to(r, s->play.rd.hint);
    click(r, SDL_CONTROLLER_BUTTON_A);
    for (int i = 0; i < 300 && s->play.rd.play.status == PLAY_ON; i++)
        pump(r);
    assert_int_equal(s->play.rd.play.status, PLAY_WON);
    assert_int_equal(s->play.rd.play.taps_used, 2);
    for (int i = 0; i < 100; i++)
        pump(r);
    click(r, SDL_CONTROLLER_BUTTON_A); /* A on the banner: the next level */
    assert_int_equal(s->play.rd.level, level + 1);
}

static void test_the_stick_has_a_dead_zone_and_repeats(void **state)
{
    struct rig *r = *state;
    struct round *rd = &r->s.play.rd;
    assert_int_equal(r->s.screen, SCREEN_PLAY);
    click(r, SDL_CONTROLLER_BUTTON_DPAD_LEFT); /* the ring shows */
    int focus = rd->focus;
    stick(r, (int)(PADS_STICK_OFF * 32767) - 1000, 0); /* inside the dead zone: nothing */
    assert_int_equal(rd->focus, focus);
    stick(r, 30000, 2000); /* right, at once */
    int right = focus_step(&rd->current, rd->play.standing, focus, FOCUS_RIGHT);
    assert_int_equal(rd->focus, right);
    assert_int_equal(r->in.reader.repeating, ACT_RIGHT);
    uint64_t due = input_next_due(&r->in);
    struct action a;
    assert_int_equal(input_repeat(&r->in, due - 1, &a, 1), 0); /* not yet */
    assert_int_equal(input_repeat(&r->in, due, &a, 1), 1); /* held: again */
    assert_int_equal(a.kind, ACT_RIGHT);
    assert_true(a.pad);
    assert_int_equal(input_next_due(&r->in), due + PADS_REPEAT_MS);
    stick(r, (int)(PADS_STICK_OFF * 32767) + 1000, 0); /* back a little, still past the inner edge: held */
    assert_int_equal(r->in.reader.repeating, ACT_RIGHT);
    stick(r, 0, 0); /* let go: nothing repeats, and the game may sleep */
    assert_int_equal(input_next_due(&r->in), UINT64_MAX);
    assert_int_equal(rd->focus, right);
}

/* The left trigger pressed (at 32767) or let go (-32768: the raw axis at rest, which the
 * GameController layer reads as 0). */
static void trigger(struct rig *r, int at)
{
    assert_int_equal(SDL_JoystickSetVirtualAxis(r->joy, SDL_CONTROLLER_AXIS_TRIGGERLEFT, (Sint16)at), 0);
    pump(r);
}

/* The right stick pushed to y (up is negative). */
static void right_stick(struct rig *r, int y)
{
    assert_int_equal(SDL_JoystickSetVirtualAxis(r->joy, SDL_CONTROLLER_AXIS_RIGHTY, (Sint16)y), 0);
    pump(r);
}

/* The workshop with the pad alone: B back to the select, the d-pad along the row under
 * the grid to the workshop tile, A opens it; A places a dot at the cursor (the field's
 * centre to begin with, WORKSHOPSCREEN_STEP units a press), the left shoulder takes the next
 * size and the right one the next bell, a trigger held makes the d-pad's step fine, X
 * removes the dot under the cursor and Y brings it back; the right stick goes through
 * the workshop file's fields, a push a field; Start plays the field, A taps on release and the
 * field is cleared; B comes back, B goes to the select. */
static void test_the_workshop_with_the_pad_alone(void **state)
{
    struct rig *r = *state;
    struct session *s = &r->s;
    struct workshopscreen *b = &s->workshop;
    struct round *tried = &s->single.rd;
    click(r, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(s->screen, SCREEN_SELECT);
    for (int i = 0; i < r->pack.count + 3 && s->select.grid.chosen != SELECT_WORKSHOP; i++)
        click(r, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(s->select.grid.chosen, SELECT_WORKSHOP);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(s->screen, SCREEN_WORKSHOP);
    assert_int_equal(b->ws.field.n, 0); /* A's release placed nothing */

    click(r, SDL_CONTROLLER_BUTTON_LEFTSHOULDER); /* normal to big */
    click(r, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); /* bell 1 to 2 */
    for (int i = 0; i < (FIELD_WIDTH / 2 - 100) / WORKSHOPSCREEN_STEP; i++)
        click(r, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(b->ws.field.n, 1);
    const struct dot big = {100, FIELD_HEIGHT / 2, SIZE_BIG, 1};
    assert_memory_equal(&b->ws.field.dots[0], &big, sizeof big);
    trigger(r, 32767);
    click(r, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    assert_int_equal(b->cursor_x, 100 + WORKSHOPSCREEN_FINE_STEP);
    trigger(r, -32768);
    click(r, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    click(r, SDL_CONTROLLER_BUTTON_LEFTSHOULDER); /* big to small to normal */
    for (int i = 0; i < 7; i++)
        click(r, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    click(r, SDL_CONTROLLER_BUTTON_A);
    for (int i = 0; i < 5; i++)
        click(r, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    click(r, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(b->ws.field.n, 3);
    assert_int_equal(b->ws.field.dots[2].x, 100 + WORKSHOPSCREEN_FINE_STEP + 12 * WORKSHOPSCREEN_STEP);
    assert_int_equal(b->ws.field.dots[2].size, SIZE_NORMAL);
    click(r, SDL_CONTROLLER_BUTTON_X);
    assert_int_equal(b->ws.field.n, 2);
    click(r, SDL_CONTROLLER_BUTTON_Y);
    assert_int_equal(b->ws.field.n, 3);
    assert_int_equal(b->ws.verdict.fewest_taps, 1);

    /* the right stick down: the workshop file's next field, a new one; held, no more; inside the
     * dead zone and down again, a third; up, back one */
    assert_int_equal(r->workshop_file.count, 1);
    right_stick(r, 30000);
    assert_int_equal(r->workshop_file.current, 1);
    assert_int_equal(b->ws.field.n, 0);
    right_stick(r, (int)(PADS_STICK_OFF * 32767) + 1000); /* still pushed: one push, one field */
    assert_int_equal(r->workshop_file.current, 1);
    right_stick(r, 0);
    right_stick(r, 30000);
    assert_int_equal(r->workshop_file.current, 2);
    assert_int_equal(r->workshop_file.count, 3);
    right_stick(r, 0);
    right_stick(r, -30000);
    assert_int_equal(r->workshop_file.current, 1);
    right_stick(r, 0);
    right_stick(r, -30000);
    right_stick(r, 0);
    assert_int_equal(r->workshop_file.current, 0);
    assert_int_equal(b->ws.field.n, 3);
    assert_int_equal(b->size, SIZE_NORMAL); /* the stick is not the shoulders */

    click(r, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(s->screen, SCREEN_SINGLE);
    click(r, SDL_CONTROLLER_BUTTON_DPAD_LEFT); /* shows the focus: the first dot, the big one */
    assert_int_equal(tried->focus, 0);
    button(r, SDL_CONTROLLER_BUTTON_A, true);
    assert_int_equal(tried->held, 0);
    button(r, SDL_CONTROLLER_BUTTON_A, false); /* the tap */
    for (int i = 0; i < 300 && tried->play.status == PLAY_ON; i++)
        pump(r);
    assert_int_equal(tried->play.status, PLAY_WON);
    click(r, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(s->screen, SCREEN_WORKSHOP);
    assert_int_equal(b->ws.field.n, 3);
    click(r, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(s->screen, SCREEN_SELECT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_level_cleared_with_the_pad_alone),
        cmocka_unit_test(test_a_two_tap_level_with_the_pad_plugged_out_and_in),
        cmocka_unit_test(test_the_stick_has_a_dead_zone_and_repeats),
        cmocka_unit_test(test_the_workshop_with_the_pad_alone),
    };
    return cmocka_run_group_tests_name("pad", tests, setup, teardown);
}
