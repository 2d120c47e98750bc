/* session_bench.h: the session's part in the workshop and in codes (session_bench.c),
 * kept apart from session.c: opening the workshop, playing a code pasted on the select
 * on the workshop's bench, copying the code of the level in play, keeping the shelf.
 * The calls are session.c's; the select's extra tiles' places are drawtiles.c's too. */
#ifndef GAME_SESSION_BENCH_H
#define GAME_SESSION_BENCH_H

#include "game/session.h"

/* Opens the workshop (W on the select, or --workshop); says why not when it cannot be. */
void bench_enter(struct session *s);

/* The select's own tiles beside the endless one, in field units: the daily level at
 * the left, the workshop at the right. */
enum { EXTRA_TILE_Y = ENDLESS_Y, EXTRA_TILE_HALF_W = 90, EXTRA_TILE_HALF_H = 24,
       DAILY_TILE_X = 100, WORKSHOP_TILE_X = FIELD_WIDTH - 100 };

/* On the select: D or the daily tile plays today's level, W or the workshop tile opens
 * the workshop (either way the select's choice is then on that tile, for Esc to come
 * back to), Ctrl+V plays the code on the clipboard. False for any other action (the
 * select's own). */
bool bench_from_select(struct session *s, const struct action *a);

/* Play's title for a level played on its own (scene.h): the daily level's day (daily),
 * else a code's (code), else the workshop's field; written into out. */
const char *bench_title(const struct session *s, bool daily, bool code, char *out, size_t size);

/* The words on the daily tile: the day, and its result and the streak once won. */
void bench_daily_tile(const struct session *s, char *out, size_t size);

/* Ctrl+C in play on ps: the level's code to the clipboard (or, once the daily level is
 * won, its share line), and a word under the field. */
void bench_copy(struct session *s, const struct playscreen *ps, bool daily);

/* An action while the workshop is in front. */
void bench_action(struct session *s, const struct action *a);

/* Time passing: a try in the workshop plays on; a win of the daily level (on the bench
 * or with --daily) goes into the log; the shelf is written a moment after it changed;
 * the word under the field in play fades. */
void bench_update(struct session *s, int64_t ms, uint64_t clock_ms);

/* The shelf written, if it changed, and the bench closed. */
void bench_end(struct session *s);

#endif
