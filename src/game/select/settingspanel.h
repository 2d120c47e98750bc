/* settingspanel.h: the settings panel, as logic (no SDL).
 *
 * A panel of rows over the level select: volume, sound, music, full screen, reduced
 * motion, shape marks, whole chains (an assist), the lessons (lessons.h: switched, all shown again, or, when none was
 * seen yet, none shown), and done. Up and down choose a row; left and right turn the volume or
 * switch a setting, Enter or Space switches it (or closes, on done); Esc or S closes.
 * A click or tap on a row switches it, on the volume row's left or right half turns it
 * down or up. Places are in field units (view.h); a row is found by its height alone,
 * since the panel is drawn as wide as its words need.
 */
#ifndef GAME_SETTINGSPANEL_H
#define GAME_SETTINGSPANEL_H

#include <stdbool.h>
#include <stddef.h>

#include "game/carillon.h"
#include "game/files/settings.h"

/* The rows: the volume, each on/off setting of the settings' table in its order (the
 * flag f's row is ROW_FLAGS + f), the lessons, and done. */
enum settingspanel_row {
    ROW_VOLUME,
    ROW_FLAGS,
    ROW_LESSONS = ROW_FLAGS + SETTINGS_FLAGS,
    ROW_DONE,
    ROW_COUNT
};

/* The panel, in field units. Its rows close up as there are more of them, so that
 * however many there are (a new setting is a row) the panel ends above the tiles under
 * the grid (tilerow.h), which stay in sight behind it: the first row's centre and the
 * last's are ROWS_SPAN apart, at most 60 a row. */
enum {
    SETTINGSPANEL_W = 440,
    SETTINGSPANEL_TOP = 104,
    SETTINGSPANEL_ROW_TOP = 190,  /* the first row's centre */
    SETTINGSPANEL_ROWS_SPAN = 432,
    SETTINGSPANEL_ROW_PITCH = SETTINGSPANEL_ROWS_SPAN / (ROW_COUNT - 1) < 60 ? SETTINGSPANEL_ROWS_SPAN / (ROW_COUNT - 1)
                                                                              : 60,
    SETTINGSPANEL_ROW_HALF = SETTINGSPANEL_ROW_PITCH / 2 - 1 < 26 ? SETTINGSPANEL_ROW_PITCH / 2 - 1 : 26,
    SETTINGSPANEL_H = 150 + (ROW_COUNT - 1) * SETTINGSPANEL_ROW_PITCH,
};

enum settingspanel_result {
    SETTINGSPANEL_UNUSED,  /* not the settings panel's action */
    SETTINGSPANEL_USED,
    SETTINGSPANEL_CHANGED, /* the settings changed */
    SETTINGSPANEL_CLOSED,
};

struct settingspanel {
    bool open;
    int row;     /* the chosen row */
    int pressed; /* the row a pointer went down on, or -1 */
};

void settingspanel_open(struct settingspanel *m);

enum settingspanel_result settingspanel_action(struct settingspanel *m, struct settings *s, const struct action *a);

/* The row at height y in field units, or -1. */
int settingspanel_row_at(int y);

/* A row's name and its value as shown (value is "" for done); brief: in a word, for a
 * narrow window. */
const char *settingspanel_row_name(enum settingspanel_row row);
void settingspanel_row_value(enum settingspanel_row row, const struct settings *s, bool brief, char *out, size_t n);

#endif
