/* action.h: what a player asks of a screen, as a plain value (no SDL).
 *
 * The screens (select.h, menu.h, playscreen.h, session.h) take actions
 * and nothing else from the outside world; input.h makes them from SDL's events. So a
 * test drives every screen with a list of actions and never needs a window.
 */
#ifndef GAME_ACTION_H
#define GAME_ACTION_H

#include <stdbool.h>

enum action_kind {
    ACT_NONE,
    ACT_PRESS,      /* pointer down at (x, y) */
    ACT_MOVE,       /* pointer moved to (x, y), down or not */
    ACT_RELEASE,    /* pointer up at (x, y) */
    ACT_RESTART,    /* R */
    ACT_NEXT,       /* N */
    ACT_CONTINUE,   /* Enter: whatever the screen offers next (in play, as ACT_HOLD) */
    ACT_HOLD,       /* Space, or a pad's A pressed: in play, holds the focused dot (a
                       second Space taps it); elsewhere the same as ACT_CONTINUE */
    ACT_LET_GO,     /* a pad's A released: taps the dot it held, as a mouse button does */
    ACT_TAB,        /* Tab and Shift+Tab: the focus to the next or previous dot */
    ACT_BACKTAB,
    ACT_BACK,       /* Esc */
    ACT_MUTE,       /* M */
    ACT_FULLSCREEN, /* F11 */
    ACT_UNDO,       /* Z or Backspace */
    ACT_HINT,       /* H */
    ACT_SETTINGS,   /* S */
    ACT_UP,         /* the arrow keys (a pad's d-pad and left stick) */
    ACT_DOWN,
    ACT_LEFT,
    ACT_RIGHT,
    ACT_PAGE_UP,    /* Page Up and Page Down */
    ACT_PAGE_DOWN,
    ACT_SOLVER,     /* the developer's key, named in no menu (README, for developers) */
    ACT_RESIZE,     /* the window changed size */
    ACT_QUIT,       /* the window was closed */
    ACT_PRESS_ALT,  /* the other (right) mouse button down at (x, y) */
    ACT_DELETE,     /* Delete */
    ACT_REDO,       /* Y */
    ACT_PICK,       /* a digit key 1 to 9; x holds the digit */
    ACT_COPY,       /* Ctrl+C */
    ACT_PASTE,      /* Ctrl+V (the app hands the clipboard's text along with it) */
    ACT_WORKSHOP,   /* W */
    ACT_DAILY,      /* D */
    ACT_STICK_UP,   /* a pad's right stick pushed up or down (once a push): the workshop */
    ACT_STICK_DOWN, /* goes through its fields with it, as with Page Up and Page Down */
};

struct action {
    enum action_kind kind;
    int x, y; /* pointer actions: where, in field units */
    bool pad; /* it came from a gamepad (the keys line then names the pad's buttons) */
    bool fine; /* an arrow with Shift held, or a pad's direction with a trigger held: a
                  finer step where a screen has steps (the workshop's cursor) */
    const char *text; /* ACT_PASTE: the clipboard's text, borrowed for the call, or NULL */
};

#endif
