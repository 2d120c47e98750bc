/* buttons.h: the on-screen buttons, for a finger (and a mouse): which a screen has, where
 * they stand, which a pointer is on and what each asks (pure arithmetic, no canvas).
 *
 * Every action a player needs has a button, each an icon the game paints (glyphs.h), its
 * word where the button has room for it, and its key once the keys are used (a mouse or
 * a finger is named no key); a button keeps the one name at every size:
 * in play back to the levels (or the workshop, a field tried), undo, hint, restart,
 * share (the level's code or link) and the settings; on the select the settings, the
 * page back and on, the daily level, the workshop, paste a code and the statistics;
 * with the settings or the statistics open, closing them; in the workshop back to the levels, the palette's size and bell
 * (each press the next), undo, redo, delete the picked dot, try and copy the code. They
 * stand in the view's button room (view.h: under the keys' band, or at the top of the
 * right column), never over the field, at least VIEW_BUTTON_H units (44 points) each
 * way, in rows centred across the room. A press on a button and its release on the same
 * button is its action, sent as the key's would be; the field never sees either.
 */
#ifndef GAME_BUTTONS_H
#define GAME_BUTTONS_H

#include <stdbool.h>

#include "game/carillon.h"
#include "game/draw/glyphs.h"
#include "game/draw/view.h"

enum buttons_screen {
    BUTTONS_NONE,     /* growing: none */
    BUTTONS_PLAY,
    BUTTONS_SELECT,
    BUTTONS_SETTINGS, /* the settings panel open over the select */
    BUTTONS_STATS,    /* the statistics panel open over the select */
    BUTTONS_WORKSHOP,
};

/* What decides a screen's buttons. */
struct buttons_for {
    enum buttons_screen screen;
    bool back_to_workshop; /* play: a field tried, Esc goes back to the workshop */
    int size, note;        /* the workshop's palette (0-based), for its next size and bell */
    bool touch;            /* the last press was a finger's: the buttons name no key */
    bool keys;             /* the last input was a key: the buttons name theirs */
    struct view_box banner; /* play: a banner's Share button (the daily's end), where the
                               banner drew room for it, or w 0 */
};

enum { BUTTONS_MAX = VIEW_BUTTONS_MOST };

struct button {
    const char *name;    /* one word, as --where prints it */
    const char *label;   /* the word on it, where it has room */
    enum glyph glyph;    /* its icon (the palette's buttons show their dot instead) */
    const char *key;     /* the key that does the same, or NULL: no keys are used */
    struct action act;   /* what pressing it asks */
    struct view_box box; /* where it stands, in output pixels */
    int size, note;      /* the palette's buttons: the dot they show (0-based), else -1 */
};

/* Lays out the buttons of f's screen in v's button room (out holds BUTTONS_MAX);
 * returns how many. */
int buttons_layout(const struct view *v, const struct buttons_for *f, struct button *out);

/* The button at (px, py) output pixels, or -1. */
int buttons_at(const struct button *b, int n, float px, float py);

/* A swipe across the select, dx and dy output pixels from its press to its release: the
 * page it turns to, ACT_PAGE_DOWN (leftward), ACT_PAGE_UP (rightward), or ACT_NONE when
 * it was no swipe (shorter than BUTTONS_SWIPE units at the bands' scale, or more up or
 * down than across). */
enum { BUTTONS_SWIPE = 80 };
enum action_kind buttons_swipe(const struct view *v, float dx, float dy);

#endif
