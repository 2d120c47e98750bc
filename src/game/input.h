/* input.h: keyboard, mouse and touch, turned into the game's actions.
 *
 * The screens never see SDL events: a press, a move and a release of the pointer (mouse
 * button or finger, in field units) and a handful of commands. A mouse event SDL makes
 * up from a touch is dropped, so a finger acts once; only the first finger down counts.
 */
#ifndef GAME_INPUT_H
#define GAME_INPUT_H

#include <SDL.h>
#include <stdbool.h>

#include "view.h"

enum action_kind {
    ACT_NONE,
    ACT_PRESS,      /* pointer down at (x, y) */
    ACT_MOVE,       /* pointer moved to (x, y), down or not */
    ACT_RELEASE,    /* pointer up at (x, y) */
    ACT_RESTART,    /* R */
    ACT_NEXT,       /* N */
    ACT_CONTINUE,   /* Enter or Space: whatever the screen offers next */
    ACT_BACK,       /* Esc */
    ACT_MUTE,       /* M */
    ACT_FULLSCREEN, /* F11 */
    ACT_UNDO,       /* Z or Backspace */
    ACT_HINT,       /* H */
    ACT_SETTINGS,   /* S */
    ACT_UP,         /* the arrow keys */
    ACT_DOWN,
    ACT_LEFT,
    ACT_RIGHT,
    ACT_PAGE_UP,    /* Page Up and Page Down */
    ACT_PAGE_DOWN,
    ACT_SOLVER,     /* the developer's key, named in no menu (README, for developers) */
    ACT_RESIZE,     /* the window changed size */
    ACT_QUIT,       /* the window was closed */
};

struct action {
    enum action_kind kind;
    int x, y; /* pointer actions: where, in field units */
};

struct input {
    bool finger_down;
    SDL_FingerID finger;
};

/* The action for one event, given where the field is on screen. */
struct action input_translate(struct input *in, const SDL_Event *e, const struct view *v);

#endif
