/* input.h: keyboard, mouse, touch and gamepads, turned into the game's actions.
 *
 * The screens never see SDL events, only actions (carillon.h): a press, a move and a
 * release of the pointer (mouse button or finger, in window points: the game frames them
 * to the field) and a handful of
 * commands. A mouse event SDL makes up from a touch is dropped, so a finger acts once;
 * only the first finger down counts, and its actions say so (action.touch). A notch of
 * the mouse wheel is Page Up (away from the player) or Page Down. A pointer motion to where the pointer already was
 * is dropped too (SDL sends them when a window appears or changes), and so is the first
 * one, which only tells where the pointer is (a window opening under a resting mouse),
 * so a resting mouse never takes the focus from the keyboard or chooses a level: the
 * pointer moves nothing until it moves.
 *
 * Keys and a pad's buttons are the game's table (carillon.h: keymap_key, keymap_pad): here
 * SDL's key codes become the game's key ids and SDL's pad buttons the game's, and
 * nothing more. Gamepads go through SDL's GameController API and may come and go at any
 * time (every pad plugged in acts as one). The d-pad and the left stick (past a dead
 * zone) are the arrows, and repeat while held: once at once, again after
 * PAD_REPEAT_DELAY_MS, then every PAD_REPEAT_MS, fine (action.fine) while either trigger
 * is held past PAD_TRIGGER_ON; the right stick pushed up or down (past the same dead
 * zone, once a push) is ACT_STICK_UP or ACT_STICK_DOWN, the workshop's next or previous
 * field. Held arrows and Tab repeat at the keyboard's own rate; any other key held down
 * acts once.
 */
#ifndef SHELL_INPUT_H
#define SHELL_INPUT_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"

enum {
    PAD_MAX = 4,                /* pads open at once */
    PAD_REPEAT_DELAY_MS = 400,  /* a held direction's first repeat */
    PAD_REPEAT_MS = 140,        /* and each one after */
    PAD_STICK_ON = 16000,       /* the stick's dead zone: a direction from here ... */
    PAD_STICK_OFF = 10000,      /* ... until it comes back within here */
    PAD_TRIGGER_ON = 16000,     /* a trigger pressed this far is held (0 .. 32767) */
};

struct input {
    bool finger_down;
    SDL_FingerID finger;
    bool pointer_seen;            /* the pointer's last place is known */
    int pointer_x, pointer_y;     /* in window points */
    SDL_GameController *pads[PAD_MAX];
    enum action_kind dpad, stick; /* the direction each holds, or ACT_NONE */
    enum action_kind right_stick; /* ACT_STICK_UP or _DOWN while pushed, or ACT_NONE */
    enum action_kind repeating;   /* the direction being repeated, or ACT_NONE */
    uint64_t repeat_at;           /* SDL's clock (ms) of its next repeat */
};

/* The action for one event in a window of w x h points (a touch comes as a fraction of
 * it). Opens a pad as it is plugged in and closes it as it goes. */
struct action input_translate(struct input *in, const SDL_Event *e, int w, int h);

/* A held direction's repeat when one is due at now_ms (SDL's clock), else ACT_NONE. */
struct action input_repeat(struct input *in, uint64_t now_ms);

/* When the next repeat is due (SDL's clock, ms), or UINT64_MAX when nothing repeats. */
uint64_t input_next_due(const struct input *in);

/* Closes the pads still open. */
void input_close(struct input *in);

#endif
