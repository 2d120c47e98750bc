/* selectscene.h: what the title and level select shows at a moment, as plain values
 * (no SDL): the grid, the row of tiles, the settings or statistics panel over it, the
 * warning; made by selectscreen.h, drawn by select/drawselect.h.
 */
#ifndef GAME_SELECTSCENE_H
#define GAME_SELECTSCENE_H

#include <stdbool.h>
#include <stdint.h>

#include "game/files/settings.h"
#include "game/words.h"
#include "game/select/select.h"
#include "game/select/settingspanel.h"
#include "game/select/stats.h"
#include "levelgen/pack.h"

/* How long a locked tile shakes when asked to play. */
enum { NUDGE_MS = 360 };

struct select_scene {
    const struct select *select;
    const struct pack *pack;         /* each tile wears its level's par as its colour */
    const struct settingspanel *settingspanel; /* the settings panel, when open */
    const struct settings *settings;
    const char *subtitle;            /* under the title, such as where the levels come from */
    enum sound_state sound;
    const char *warning;              /* a warning for the player (session.h), or NULL */
    bool quit_asked;                 /* Esc was pressed: a second one quits */
    bool can_quit;                   /* the front end can quit (a page cannot: Esc is no way out) */
    int nudged;                      /* a locked tile shaking its head, or 0 */
    int64_t nudge_age;               /* ms it has shaken */
    bool pad;                        /* the last input came from a gamepad */
    bool touch;                      /* the last press was a finger's */
    const char *daily_words;         /* the daily tile's words (tilerow.h's forms) */
    const struct stats_scene *stats; /* the statistics panel, when open */
};

#endif
