/* tilerow.h: the row of three tiles under the select's grid, laid out for the words they
 * hold (no SDL).
 *
 * The daily level's tile at the left, the endless tile in the middle, the workshop's at
 * the right (select.h). Each tile's words come in forms, richest first ("Daily Thu 12-03
 * · won in 4 · streak 3", ..., "Won · 3"), one a line; the caller measures them (in
 * field units, at the size they are drawn). The row spans the field less ROW_MARGIN a
 * side, ROW_GAP between tiles, and each tile is as wide as its words and ROW_PAD of
 * room at either end: so words never touch their tile's border. The room goes first to
 * the richest forms that fit (the daily's before the workshop's), then evenly to the
 * daily and workshop tiles; the endless tile takes only what its words need while it is
 * locked, a share of the rest once open. When even the barest forms do not fit, every
 * tile narrows in proportion and its words with it (the drawing narrows them).
 */
#ifndef GAME_TILEROW_H
#define GAME_TILEROW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game/files/dailylog.h"

enum row_tile { ROW_DAILY, ROW_ENDLESS, ROW_WORKSHOP, ROW_TILES };

enum {
    ROW_Y = 752,       /* the row's centre, in field units (ENDLESS_Y) */
    ROW_HALF_H = 24,   /* a tile's half height, where a pointer finds it */
    ROW_MARGIN = 10,   /* from the field's sides */
    ROW_GAP = 8,
    ROW_FORMS_MOST = 8,
    ROW_PAD = 14,      /* room at each end of a tile's words, in units of the words' scale */
};

struct tile_row {
    float cx[ROW_TILES], half_w[ROW_TILES]; /* field units */
    int form[ROW_TILES];                    /* the form of each tile's words drawn */
    float room[ROW_TILES];                  /* the width its words may take */
};

/* Measures words (a form, NUL-terminated) of tile in field units. */
typedef float tilerow_measure_fn(void *ctx, enum row_tile tile, const char *words);

/* Lays the row out for words[tile] (forms one a line), pad field units of room at each
 * end of a tile's words. */
void tilerow_lay_out(struct tile_row *row, const char *const words[ROW_TILES], bool endless_open, float pad,
                     tilerow_measure_fn *measure, void *ctx);

/* The row before any words are measured: three equal tiles. */
void tilerow_even(struct tile_row *row);

/* Form k of words (the last when there are fewer) into out; returns out. */
const char *tilerow_form(const char *words, int k, char *out, size_t n);

/* The daily tile's words for day (its record in the log, or NULL: not played) with
 * streak days won in a row, forms one a line: the day's name, its result once won and
 * the streak, richest first; the barest still says whether it is won and the streak. */
void tilerow_daily_words(char *out, size_t n, int64_t day, const struct daily_day *rec, int streak);

/* The tile at (x, y) in field units, or -1. */
int tilerow_at(const struct tile_row *row, int x, int y);

#endif
