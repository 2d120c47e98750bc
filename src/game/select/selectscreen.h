/* selectscreen.h: the title and level select as a screen (no SDL): the grid of levels
 * (select.h), the settings panel and the statistics panel over it (settingspanel.h,
 * stats.h), and what the session shows there: the warnings (warnings.h), the daily and
 * workshop tiles beside the endless one (tilerow.h).
 *
 * Enter or a click on an open tile plays it (REQUEST_LEVEL; the endless tile goes on from
 * the furthest endless level won); a locked one shakes its head and a low bell answers,
 * softly. D or the daily tile plays today's level (REQUEST_DAILY), W or the workshop tile
 * opens the workshop (REQUEST_WORKSHOP), either way with the choice on that tile, for
 * Esc to come back to; Ctrl+V plays the code on the clipboard (REQUEST_CODE). S opens the
 * settings panel; a setting changed there is REQUEST_SETTINGS. T (a pad's Y) opens the
 * statistics panel, which while open takes every action (but those the session takes anywhere:
 * quit, M, F11). Esc asks, and a second Esc
 * quits (any other key or press stays). Off the field Space (a pad's A) is Enter, a pad's
 * A let go is nothing and Tab walks the tiles (or the panel's rows). Any key or press
 * puts the warning in front away; one left alone goes after WARNING_MS. A row of screen.h's
 * table.
 */
#ifndef GAME_SELECTSCREEN_H
#define GAME_SELECTSCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "game/select/selectscene.h"
#include "game/screen.h"
#include "game/select/select.h"
#include "game/select/settingspanel.h"
#include "game/select/stats.h"

struct selectscreen {
    const struct screen_env *env; /* borrowed */
    const struct pack *levels;    /* borrowed: each tile wears its level's par as its colour */
    int pack_levels;              /* of them the pack's (the rest are endless) */
    const char *subtitle;         /* borrowed: under the title (where the levels come from), or NULL */
    struct select grid;
    struct settingspanel panel;
    bool resumes;                 /* the panel open (the settings or the statistics) was
                                     opened from a level: closing it goes back into it */
    struct statspanel stats;
    bool quit_asked;              /* Esc was pressed: a second quits */
    int nudged;                   /* the locked tile last asked to play, or 0 */
    int64_t nudge_ms;             /* how long ago */
};

/* Starts on the levels and the player's progress in them, the first not yet won chosen. */
void selectscreen_start(struct selectscreen *s, const struct screen_env *env, const struct pack *levels,
                        int pack_levels, const struct progress *progress, const char *subtitle);

/* Puts the choice on tile (a level past the pack's: the endless tile). */
void selectscreen_choose(struct selectscreen *s, int tile);

/* Opens the settings panel, or the statistics; over a level (resumes), closing it goes
 * back into the level. */
void selectscreen_open_panel(struct selectscreen *s, bool resumes);
void selectscreen_open_stats(struct selectscreen *s, bool resumes);

/* The words on the daily tile (tilerow.h's forms, one a line), at most this long. */
enum { SELECTSCREEN_DAILY_WORDS = 600 };

/* What it shows now: daily gets the daily tile's words, stats the statistics panel's
 * figures while it is open (out points into both). */
void selectscreen_scene(const struct selectscreen *s, struct select_scene *out,
                        char daily[static SELECTSCREEN_DAILY_WORDS], struct stats_scene *stats);

extern const struct screen SELECTSCREEN;

#endif
