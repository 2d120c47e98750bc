/* keymap.h: the words that name the game's keys and a pad's buttons (no SDL).
 *
 * One table, the game's (keymap.c): each action with its keys, its pad button and the
 * names a keys line or an on-screen button shows. A front end reads it through the
 * contract (carillon.h: keymap_key, keymap_pad, from the game's key ids it turns its own
 * key codes into); the keys lines (words.h, the drawers) and the buttons (draw/buttons.c) ask
 * keymap_name for the words. Key names are spelled there and nowhere else.
 */
#ifndef GAME_KEYMAP_H
#define GAME_KEYMAP_H

#include <stdbool.h>

#include "game/carillon.h"

/* The places a key or a button opens (ACT_OPEN's open): a new one is a value here and
 * its row in the table (keymap.c). */
enum open_place { OPEN_NONE, OPEN_SETTINGS, OPEN_WORKSHOP, OPEN_DAILY, OPEN_STATS };

/* The action that opens place, and whether a is it. */
static inline struct action action_open(enum open_place place)
{
    return (struct action){.kind = ACT_OPEN, .open = (int)place};
}
static inline bool action_opens(const struct action *a, enum open_place place)
{
    return a->kind == ACT_OPEN && a->open == (int)place;
}

/* The words that name the key (or, pad, the pad's button) that asks for a (its kind, and
 * for ACT_OPEN its place), as keys lines and buttons show them: "Z", "Ctrl+C", "PgUp",
 * "arrows" for any arrow, "X", "d-pad"; "" when there is none. keymap_name names the
 * action of kind alone. */
const char *keymap_action_name(const struct action *a, bool pad);
const char *keymap_name(enum action_kind kind, bool pad);

/* The digit keys first to last as one name: "1-3" (sizes), "4-9" (bells), "1-9"; "" for
 * a run no line names. */
const char *keymap_digits(int first, int last);

/* line with each {name} in it replaced by the words of the key (or, pad, the pad's
 * button) that asks for it, into out (n bytes, cut short): "{back} again to quit" is
 * "Esc again to quit", or "B again to quit" for a pad. The names: undo, redo, hint,
 * restart, next, back, continue, hold, settings, stats, fullscreen, mute, copy, paste,
 * pageup, pagedown, delete, tab, arrows, stick, workshop, daily; fine (Shift, or a pad's
 * triggers), sizes (1-3), bells (4-9), digits (1-9). {a/b} names two keys as one, their
 * shared "Ctrl+" said once: "{copy/paste}" is "Ctrl+C/V". */
void keymap_words(const char *line, bool pad, char *out, size_t n);

#endif
