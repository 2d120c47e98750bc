/* playing.h: a level in play as a screen of the session's (screen.h), no SDL: the play
 * screen (playscreen.h) and what is shown and done around it.
 *
 * Two of them run in a session: the pack's levels, numbered ("LEVEL 3 of 120"), and a
 * level played on its own (own): the day's, a code's or a field tried in the workshop,
 * each on a pack of its own of one level whose wins are not kept in the progress, named
 * in play's header ("Daily Thu 12-03", "Code", "Workshop"). Around the play screen it
 * adds: Ctrl+C puts the level's code on the clipboard (once the daily level is won, its
 * share line) with a word under the field; a daily level won goes into the daily log
 * (dailylog.h), written at once, as it is kept as played once opened. It answers with requests: a level the pack does not
 * have yet (an endless one: REQUEST_LEVEL); Esc back to the select on the level just
 * played (on the one it opened, once won), S the same with the settings panel open.
 * Autoplay's end is its play screen's (playscreen_done). A level on its own goes back
 * (REQUEST_BACK) on Esc, and once won on N, where it was opened from.
 */
#ifndef GAME_PLAYING_H
#define GAME_PLAYING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game/play/playscreen.h"
#include "game/screen.h"

/* What the level is: numbered in the pack, or named. */
enum playing_kind { PLAYING_NUMBERED, PLAYING_DAILY, PLAYING_CODE, PLAYING_WORKSHOP };

struct playing {
    const struct screen_env *env; /* borrowed */
    struct playscreen ps;
    enum playing_kind kind;
    bool own;                     /* a level on its own, on `one` */
    int64_t day;                  /* the daily level's day */
    bool recorded;                /* the daily level is won and in the log */
    char share[200];              /* then: the line to share (daily.h) */
    char note[256];               /* said under the field (a code copied) ... */
    int64_t note_ms;              /* ... for this long yet */
    struct pack one;              /* own: the level, owned */
    struct progress one_progress; /* own: its wins, not kept */
};

/* The pack's levels (levels, of them pack_levels the pack's), the player's progress in
 * them, autoplay (and all: on through the last level). Nothing is played yet. */
void playing_start(struct playing *p, const struct screen_env *env, const struct pack *levels, int pack_levels,
                   struct progress *progress, bool autoplay, bool all);

/* Plays level (1-based) of the pack from its start, no help shown on it yet. */
void playing_level(struct playing *p, int level);

/* Plays lv on its own (kind: the day's, of day; a code's; the workshop's), by autoplay
 * when asked (the first time only). Fails only when memory runs out. */
int playing_own(struct playing *p, const struct screen_env *env, const struct level *lv, enum playing_kind kind,
                int64_t day, bool autoplay, error_line *err);

/* Frees what playing_own took. */
void playing_end(struct playing *p);

/* The select's tile to come back to: the level played, or once won the one it opened; 0
 * before any was played. */
int playing_choice(const struct playing *p);

/* What it shows now; title (size bytes) holds a named level's name. */
void playing_scene(const struct playing *p, struct play_scene *out, char *title, size_t size);

extern const struct screen PLAYING;

#endif
