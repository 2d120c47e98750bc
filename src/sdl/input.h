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
 * SDL's key codes become the game's key ids, and SDL's pads the game's look at them
 * (pads_read: the dead zones, the held direction's repeats, the right stick's pushes),
 * and nothing more. Gamepads go through SDL's GameController API and may come and go at
 * any time (every pad plugged in acts as one). Held arrows and Tab repeat at the
 * keyboard's own rate; any other key held down acts once.
 */
#ifndef SHELL_INPUT_H
#define SHELL_INPUT_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"

enum { PAD_MAX = 4 }; /* pads open at once */

struct input {
    bool finger_down;
    SDL_FingerID finger;
    SDL_GameController *pads[PAD_MAX];
    struct pad_look look;         /* the pads as their events left them */
    struct pad_reader reader;
};

/* The actions for one event in a window of w x h points (a touch comes as a fraction
 * of it), at least one (ACT_NONE: the event asks nothing, but may have uncovered the
 * window) and at most room. Opens a pad as it is plugged in and closes it as it goes. */
int input_translate(struct input *in, const SDL_Event *e, int w, int h, struct action *out, int room);

/* A held direction's repeat when one is due at now_ms (SDL's clock): how many actions
 * (0 or 1) it wrote. */
int input_repeat(struct input *in, uint64_t now_ms, struct action *out, int room);

/* When the next repeat is due (SDL's clock, ms), or UINT64_MAX when nothing repeats. */
uint64_t input_next_due(const struct input *in);

/* Closes the pads still open. */
void input_close(struct input *in);

#endif
