/* round.h: a round: one level of a pack in play, from its start to its win or its
 * taps running out, and what the player does to it (the play screen's state; the row
 * that shows it is playscreen.h).
 *
 * It owns a play (play.h) of its own copy of the level, and everything a player does to
 * it: a quick tap (pressed and let go within PREVIEW_AFTER_MS) taps; a press held longer
 * opens the dot's preview, and letting go on the same dot then taps it, moving off
 * cancels; Z takes back the last tap; H lights a chain start of the field as it stands
 * (the core's solver, never the stored answer); R restarts; a cleared level offers the
 * next one and a lost one restarts on one key or click. With reduced motion each chain
 * resolves at once. It rings a bell for every pop and reports each finished level as one
 * line through `say`. With autoplay on, the solver's moves (autoplay.h) arrive through
 * the same hold and release as a player's. The developer's key shows the solver's
 * answer, its proof time and the level's bits (prove.h), computed afresh.
 *
 * A preview shows what the seed's player sees (design.md, "What a hold shows"): the held
 * dot's ring at full reach and the dots it touches, nothing of its chain; the whole
 * chain only with the assist (settings.h, whole_chains: help, as a hint is) or on a
 * field that cannot be read (graph_readable: the first levels, whose chain starts a
 * ring reaches). round_lit says what it lights.
 *
 * The keyboard and pads play the field through a focus (focus.h): the arrows and Tab
 * move it, Enter taps the focused dot at once, Space holds it with the same preview as
 * a held mouse button (a second Space or Enter taps it), a pad's A holds as a mouse
 * button does (a quick press taps, a longer one previews, letting go taps); Esc or moving
 * the focus lets go without a tap. When the focused dot pops the focus goes to the dot
 * still standing nearest to where the player put it; after an undo it is on the dot the
 * undone tap took; a restart keeps it. The focus ring shows from the first key until
 * the pointer moves (that first arrow, Tab or Enter only shows where the focus is); a
 * pointer that moves onto a dot takes the focus there, so the keys go on from where it
 * left it.
 *
 * A try runs from a start (choosing the level, a restart, a try after running out) to
 * its win: its taps (undone ones too), its time, whether help was had and whether a
 * preview was opened are the try's, and its result (result.h) is what a win records.
 * The daily is one try for the day (one_try): a restart goes on counting.
 *
 * The first levels teach (lessons.h): the lesson of the level in play shows in its scene
 * until its point is made, and is then marked seen in *lessons_seen, with
 * lessons_changed set for the owner to keep the settings.
 *
 * It knows nothing of windows or other screens (no SDL): it takes actions (carillon.h)
 * and time, describes what to draw as a scene (playscene.h), leaves the actions it does not
 * use (Esc) to its caller (playscreen.h, the screen it is the state of), and asks for a level it
 * does not have (an endless one) through `wants_level`: an action sets it (N, or Enter or
 * a click on a win's banner), and the caller turns it into a request at its next update.
 */
#ifndef GAME_ROUND_H
#define GAME_ROUND_H

#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"
#include "game/play/autoplay.h"
#include "game/play/focus.h"
#include "game/play/lessons.h"
#include "levelgen/prove.h"
#include "game/play/play.h"
#include "game/files/progress.h"
#include "game/files/result.h"
#include "game/play/playscene.h"
#include "game/files/settings.h"
#include "game/sound/bells.h"

/* A press let go sooner than this is a tap that opens no preview; held this long, the
 * dot's preview opens (a quarter of a second: a tap is quicker, a look is longer). */
enum { PREVIEW_AFTER_MS = 250 };

/* How long after the last pop a banner appears (a win's, with motion, later: after the
 * peal's light, playscene.h). */
enum { BANNER_DELAY_WON_MS = 650, BANNER_DELAY_LOST_MS = 450 };

struct round {
    const struct pack *pack;     /* borrowed: the levels to play (the app may add endless
                                    ones at the end) */
    int pack_levels;             /* how many of them the pack has: the rest are endless */
    struct progress *progress;   /* borrowed: wins are recorded here */
    carillon_ring_fn *ring;      /* the host's (carillon.h), or NULL: no bells */
    void (*cue)(void *ctx, enum carillon_cue cue); /* the host's, or NULL: no cues */
    void *ring_ctx;              /* the host's, for both */
    carillon_line_fn *say;       /* a line for the player (a finished level) */
    void *say_ctx;
    bool autoplay;
    bool autoplay_on;            /* autoplay goes on to the next level after each win */
    const struct settings *settings; /* borrowed: with reduced motion chains resolve at once */
    unsigned *lessons_seen;      /* borrowed: the lessons seen (settings.h), or NULL: this
                                    screen teaches nothing (autoplay, a level on its own) */
    bool lessons_changed;        /* *lessons_seen changed: for the owner to keep, and clear */

    int level;                   /* 1-based */
    char name[32];               /* what the line said calls it ("daily 2026-12-03"), or ""
                                    for "level N" */
    struct level current;        /* the level in play, a copy: the app's list may move */
    struct play play;
    struct autoplay robot;
    int held, hovered;           /* dots, or -1 */
    bool held_by_pointer;        /* the hold is the pointer's (else the keys' or a pad's) */
    bool held_at_once;           /* the hold is the keys' (Space): its preview shows at once,
                                    where a pointer's or a pad's waits PREVIEW_AFTER_MS */
    int focus;                   /* the keyboard's dot, or -1 (focus.h) */
    int focus_home;              /* the dot the player last put the focus on (it may have
                                    popped since): the focus stays nearest to it */
    bool focus_shown;            /* the keys (or a pad) were used since the pointer moved */
    enum banner banner;
    int64_t banner_at;           /* play time the banner shows from */
    bool helped;                 /* help was had in this try (a hint, the whole-chain assist,
                                    the solver; autoplay from the start) */
    bool previewed;              /* a preview was opened in this try: its win is not read */
    bool one_try;                /* a visit is one try (the daily): a restart goes on counting */
    struct result result;        /* the try's, once won */
    int hint;                    /* the dot lit as a hint, or -1 */
    bool hopeless;               /* the hint found the taps left too few */
    int64_t hint_at;             /* play time the hint was lit */
    bool show_solver;            /* the developer's overlay is on */
    struct proof solver;         /* what it shows, for the level in play */
    int wants_level;             /* a level asked for that the list does not have yet, or 0 */
    int64_t peal_at;             /* play time the closing peal begins, or PLAY_NEVER */
    int pealed;                  /* its bells rung so far */
    struct lessons lessons;      /* the level's lessons (lessons.h) */
    unsigned no_lessons;         /* stands in for lessons_seen when there is none */
    int held_timed;              /* the dot whose hold is timed (its preview, the hold
                                    lesson), ... */
    int64_t held_ms;             /* ... and for how long it has been held */
    int taps_made;               /* every tap of the try, undone ones too */
    uint8_t made[DOTSET_MAX];    /* the dots they tapped, in order (the first DOTSET_MAX) */
    int ripple_x, ripple_y;      /* where the last press found no dot (field units), ... */
    int64_t ripple_at;           /* ... at this play time, or PLAY_NEVER */
    int64_t try_ms;              /* time since the try began */
    int64_t won_ms;              /* the time it took, once cleared */
};

/* Plays level (1-based, within rd->pack) from its start. */
void round_start(struct round *rd, int level);

/* Handles a player's action; returns false for actions it does not use (the caller's). */
bool round_action(struct round *rd, const struct action *a);

/* Lets ms milliseconds of play pass. */
void round_update(struct round *rd, int64_t ms);

/* Whether autoplay has finished its level (or, going on, the last level or one it did
 * not clear): its banner has shown and faded. */
bool round_done(const struct round *rd);

/* Whether time matters now (something moves or is about to); when not, the caller may
 * sleep until the next input. */
bool round_busy(const struct round *rd);

/* What to draw now. */
void round_scene(const struct round *rd, struct play_scene *s);

/* Holds dot as Space on the ringed dot does, its preview open at once (carillon
 * --hold); false, nothing done, when dot is not standing or the round is not in play. */
bool round_hold(struct round *rd, int dot);

/* The dots the preview lights now (the held dot aside): those its ring touches, or its
 * whole chain where that shows (above); none while no preview is open. *chain says
 * which. */
dotset round_lit(const struct round *rd, bool *chain);

#endif
