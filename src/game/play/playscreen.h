/* playscreen.h: a level in play as a screen of the session's (screen.h: the row
 * PLAYSCREEN), no SDL: its round (round.h) and what is shown and done around it.
 *
 * Two of them run in a session: the pack's levels, numbered ("LEVEL 3 of 120"), and a
 * level played on its own (own): the day's, a code's or a field tried in the workshop,
 * each on a pack of its own of one level whose wins are not kept in the progress, named
 * in play's header ("Daily Thu 12-03", "Code", "Workshop"). Around the round it
 * adds: Ctrl+C puts the level's code on the clipboard (once the daily level is won, its
 * share line) with a word under the field; a daily level won goes into the daily log
 * (dailylog.h), written at once, as it is kept as played once opened. It answers with requests: a level the pack does not
 * have yet (an endless one: REQUEST_LEVEL); Esc back to the select on the level just
 * played (on the one it opened, once won), S the same with the settings panel open.
 * Autoplay's end is its round's (round_done). A level on its own goes back
 * (REQUEST_BACK) on Esc, and once won on N, where it was opened from.
 */
#ifndef GAME_PLAYSCREEN_H
#define GAME_PLAYSCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game/play/round.h"
#include "game/screen.h"

/* What the level is: numbered in the pack, or named. */
enum playscreen_kind { PLAYSCREEN_NUMBERED, PLAYSCREEN_DAILY, PLAYSCREEN_CODE, PLAYSCREEN_WORKSHOP };

struct playscreen {
    const struct screen_env *env; /* borrowed */
    struct round rd;
    enum playscreen_kind kind;
    bool single;                  /* a level on its own, on `one` */
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
void playscreen_start(struct playscreen *p, const struct screen_env *env, const struct pack *levels, int pack_levels,
                   struct progress *progress, bool autoplay, bool all);

/* Plays level (1-based) of the pack from its start, no help shown on it yet. */
void playscreen_level(struct playscreen *p, int level);

/* Plays lv on its own (kind: the day's, of day; a code's; the workshop's), by autoplay
 * when asked (the first time only). Fails only when memory runs out. */
int playscreen_single(struct playscreen *p, const struct screen_env *env, const struct level *lv, enum playscreen_kind kind,
                int64_t day, bool autoplay, error_line *err);

/* Frees what playscreen_single took. */
void playscreen_end(struct playscreen *p);

/* The select's tile to come back to: the level played, or once won the one it opened; 0
 * before any was played. */
int playscreen_choice(const struct playscreen *p);

/* What it shows now; title (size bytes) holds a named level's name. */
void playscreen_scene(const struct playscreen *p, struct play_scene *out, char *title, size_t size);

extern const struct screen PLAYSCREEN;

#endif
