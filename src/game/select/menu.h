/* menu.h: the settings panel, as logic (no SDL).
 *
 * A panel of rows over the level select: volume, sound, full screen, reduced motion,
 * shape marks, and done. Up and down choose a row; left and right turn the volume or
 * switch a setting, Enter or Space switches it (or closes, on done); Esc or S closes.
 * A click or tap on a row switches it, on the volume row's left or right half turns it
 * down or up. Places are in field units (view.h); a row is found by its height alone,
 * since the panel is drawn as wide as its words need.
 */
#ifndef GAME_MENU_H
#define GAME_MENU_H

#include <stdbool.h>
#include <stddef.h>

#include "game/carillon.h"
#include "game/files/settings.h"

enum menu_row { ROW_VOLUME, ROW_SOUND, ROW_FULLSCREEN, ROW_MOTION, ROW_MARKS, ROW_DONE, ROW_COUNT };

enum {
    MENU_W = 440,        /* the panel */
    MENU_TOP = 170,
    MENU_ROW_TOP = 262,  /* the first row's centre */
    MENU_ROW_PITCH = 62,
    MENU_ROW_HALF = 26,
    MENU_H = 480,
};

enum menu_result {
    MENU_UNUSED,  /* not the menu's action */
    MENU_USED,
    MENU_CHANGED, /* the settings changed */
    MENU_CLOSED,
};

struct settingsmenu {
    bool open;
    int row;     /* the chosen row */
    int pressed; /* the row a pointer went down on, or -1 */
};

void menu_open(struct settingsmenu *m);

enum menu_result menu_action(struct settingsmenu *m, struct settings *s, const struct action *a);

/* The row at height y in field units, or -1. */
int menu_row_at(int y);

/* A row's name and its value as shown (value is "" for done); brief: in a word, for a
 * narrow window. */
const char *menu_row_name(enum menu_row row);
void menu_row_value(enum menu_row row, const struct settings *s, bool brief, char *out, size_t n);

#endif
