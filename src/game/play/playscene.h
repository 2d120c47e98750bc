/* playscene.h: what a level in play shows at a moment, as plain values (no SDL): the
 * play (play.h) at its present time, the dot held and the dot hovered, a hint, the
 * banner, the lesson and the solver's answer when the developer asks for it; made by
 * round_scene (round.h), drawn by drawplay (play/drawplay.h).
 */
#ifndef GAME_PLAYSCENE_H
#define GAME_PLAYSCENE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game/files/result.h"
#include "game/play/lessons.h"
#include "game/play/play.h"
#include "game/words.h"
#include "levelgen/prove.h"

enum banner { BANNER_NONE, BANNER_CLEARED, BANNER_OUT_OF_TAPS };

/* How long a ring lingers at its full reach while it fades, and how long a pop lasts.
 * A hint's halo breathes HINT_BREATHS times, HINT_BREATH_MS each, then glows steady, so
 * a hint left lit lets the game rest. */
enum { RING_FADE_MS = 420, POP_MS = 320, BANNER_FADE_MS = 250, HINT_BREATH_MS = 1600, HINT_BREATHS = 3 };

/* A press on no dot is answered by a faint ripple where it was, for RIPPLE_MS: the player
 * sees the tap was felt, and that it found nothing. */
enum { RIPPLE_MS = 400 };

/* The closing peal: once a level is won, each chain start's bell (the taps, in order)
 * rings again as a cadence, PEAL_STEP_MS apart from PEAL_DELAY_MS after the last pop, and
 * then, when there were two or more, all of them together; each bell of it sends a ring
 * of light out from its dot for PEAL_LIGHT_MS, and the chord wider rings from every chain
 * start (not with reduced motion). The banner waits PEAL_ANSWERED_MS after the last bell
 * of it, so the light is seen before the field dims. */
enum { PEAL_DELAY_MS = 120, PEAL_STEP_MS = 150, PEAL_LIGHT_MS = 900, PEAL_ANSWERED_MS = 600 };

struct play_scene {
    const struct play *play;
    int level, levels;  /* the level's number and how many the pack has */
    int held;           /* the dot held (pressed, or the keys'), or -1 */
    bool preview;       /* its preview is open: its ring, and the dots of lit lit */
    dotset lit;         /* the dots the preview lights (round_lit: its ring's touches, or
                           its whole chain), the held dot aside */
    bool chain;         /* the preview shows whole chains (round.h): dots it will not pop
                           are dimmed */
    int hovered;        /* the dot under the pointer, or -1 */
    int focus;          /* the keyboard's dot, ringed, or -1 (not shown) */
    enum banner banner;
    int64_t banner_age; /* ms the banner has been showing */
    bool last_level;    /* no level follows this one */
    bool endless;       /* an endless level, grown after the pack's last */
    enum sound_state sound;
    bool pad;           /* the last input came from a gamepad: name its buttons */
    bool touch;         /* the last press was a finger's: name taps and the buttons (never
                           with pad: screen.h) */
    bool keys;          /* the last input was a key: name the keys that play without a
                           pointer (the arrows, Tab, Enter, Space) */
    bool reduced_motion; /* no rings in flight: dots just go */
    int hint;           /* the dot lit as a hint, or -1 */
    bool hopeless;      /* a hint was asked and the taps left are too few: none is lit */
    bool helped;        /* help was had in this try (a hint, the assist, the solver, autoplay) */
    struct result result; /* the try's, once won (result.h) */
    bool pealing;       /* the closing peal has begun (round.h) ... */
    int64_t peal_at;    /* ... at this play time */
    int64_t hint_age;   /* ms the hint has been lit */
    const struct proof *solver; /* the solver's answer, for the developer, or NULL */
    const char *note;   /* said under the field in place of the keys (a code copied), or NULL */
    const char *title;  /* the header's name for a level played on its own ("Daily Thu 12-03",
                           "Workshop", "Code") in place of "LEVEL n of N", or NULL */
    bool back_to_workshop; /* Esc goes back to the workshop (a field tried), not the levels */
    bool single;    /* a level played on its own (the workshop's, a code's, the day's):
                           after it, back to where it was opened from */
    enum lesson lesson; /* the first levels' lesson showing (lessons.h), or LESSON_NONE */
    int lesson_dot[SIZE_COUNT], lesson_dots; /* the dots it lights */
    bool zoom_lesson;   /* the scale mark's lesson shows beside the mark */
    int taps_made;      /* every tap of the try, undone ones too */
    int64_t won_ms;     /* once cleared: how long since the level was chosen */
    char daily_end[128]; /* the daily won: its streak, the best and when the next day's
                           opens, for the banner ("" otherwise) */
    bool rippling;      /* a press found no dot ... */
    int ripple_x, ripple_y; /* ... here (field units) ... */
    int64_t ripple_age; /* ... ms ago (RIPPLE_MS and more: gone) */
};

/* Which parts of the closing peal a win of result k rings and lights: read and par the
 * whole peal (its cadence, each chain start in the order tapped, and its chord, all of
 * them together), over par the cadence alone, helped the chord alone. */
void playscene_peal_parts(enum result_kind k, bool *cadence, bool *chord);

/* Whether the scene still moves: rings in flight, pops, a banner fading in. */
bool playscene_animating(const struct play_scene *s);

/* The level's bits as the developer's overlay shows them, "6.30 bits", or "unrated"
 * when the field has too many chain starts to be rated (bits.h). */
void playscene_bits(const struct proof *p, char *out, size_t n);

#endif
