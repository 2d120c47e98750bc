/* input.h: keyboard, mouse and touch, turned into the game's actions.
 *
 * The screens never see SDL events, only actions (action.h): a press, a move and a
 * release of the pointer (mouse button or finger, in field units) and a handful of
 * commands. A mouse event SDL makes up from a touch is dropped, so a finger acts once;
 * only the first finger down counts.
 */
#ifndef SHELL_INPUT_H
#define SHELL_INPUT_H

#include <SDL.h>
#include <stdbool.h>

#include "game/action.h"
#include "game/view.h"

struct input {
    bool finger_down;
    SDL_FingerID finger;
};

/* The action for one event, given where the field is on screen. */
struct action input_translate(struct input *in, const SDL_Event *e, const struct view *v);

#endif
