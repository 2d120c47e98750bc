/* workshopscene.h: what the workshop shows at a moment, as plain values (no SDL); made
 * by workshopscreen.h, drawn by workshop/drawworkshop.h.
 */
#ifndef GAME_WORKSHOPSCENE_H
#define GAME_WORKSHOPSCENE_H

#include <stdbool.h>

#include "game/workshop/workshop.h"

struct workshop_scene {
    const struct workshop *ws;
    int size, note, picked;
    bool cursor_shown;         /* the keys' cursor, where it is, and the dot under it (or -1) */
    int cursor_x, cursor_y, under;
    int carried;               /* the dot the keys carry, or -1 */
    bool pad;                  /* the keys line names the pad's buttons */
    bool touch;                /* the last press was a finger's: the words name taps and the
                                  buttons, no key */
    int field_at, field_count; /* the field open in the workshop file (1-based), of how many */
    const char *line;
};

#endif
