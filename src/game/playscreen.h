/* playscreen.h: the play screen: one level of a pack in play.
 *
 * It owns a play (rules.h) and everything a player does to it: holding a dot shows its
 * preview, letting go on the same dot taps it, moving off cancels; R restarts; a cleared
 * level offers the next one and a lost one restarts on one key or click. It rings a bell
 * for every pop and reports each finished level as one line through `say`. With
 * autoplay on, the solver's moves (autoplay.h) arrive through the same hold and release
 * as a player's. It knows nothing of windows: it takes actions (input.h) and time, and
 * describes what to draw as a scene (draw.h).
 *
 * Other screens (a title, a level select) sit beside this one; they start it with
 * playscreen_start() and take over again when it reports `done` or a back action.
 */
#ifndef GAME_PLAYSCREEN_H
#define GAME_PLAYSCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "autoplay.h"
#include "draw.h"
#include "input.h"
#include "progress.h"
#include "rules.h"
#include "sound.h"

/* A line for the player (a finished level); only main prints. */
typedef void say_fn(void *ctx, const char *line);

/* How long after the last pop a banner appears. */
enum { BANNER_DELAY_WON_MS = 650, BANNER_DELAY_LOST_MS = 450 };

struct playscreen {
    const struct pack *pack;     /* borrowed */
    struct progress *progress;   /* borrowed: wins are recorded here */
    struct sound *sound;         /* borrowed; may be NULL */
    say_fn *say;
    void *say_ctx;
    bool autoplay;
    bool autoplay_on;            /* autoplay goes on to the next level after each win */

    int level;                   /* 1-based */
    struct play play;
    struct autoplay robot;
    int held, hovered;           /* dots, or -1 */
    enum banner banner;
    int64_t banner_at;           /* play time the banner shows from */
    bool done;                   /* autoplay has finished its level (or, going on, the
                                    last level or one it did not clear) */
    bool hinted;                 /* a hint was shown on this level since it was chosen */
};

/* Plays level (1-based, within the pack) from its start. */
void playscreen_start(struct playscreen *ps, int level);

/* Handles a player's action; returns false for actions it does not use (the caller's). */
bool playscreen_action(struct playscreen *ps, const struct action *a);

/* Lets ms milliseconds of play pass. */
void playscreen_update(struct playscreen *ps, int64_t ms);

/* Whether time matters now (something moves or is about to); when not, the caller may
 * sleep until the next input. */
bool playscreen_busy(const struct playscreen *ps);

/* What to draw now. */
void playscreen_scene(const struct playscreen *ps, struct scene *s);

#endif
