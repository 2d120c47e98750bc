/* drawtiles.h: the select's row of three tiles under the grid (tilerow.h): the daily
 * level at the left, with the day, its result and the streak, the endless tile in the
 * middle and the workshop at the right, the one chosen (select.h) brighter. Each tile
 * is as wide as the row's layout gives it and its words the form that fits, ROW_PAD of
 * the words' scale clear of its border at either end. */
#ifndef GAME_DRAWTILES_H
#define GAME_DRAWTILES_H

#include "game/draw/kit.h"
#include "game/select/selectscene.h"

/* Lays out sel's row for the words as this kit draws them (the daily's, daily_words). */
void drawtiles_fit(struct kit *d, struct select *sel, const char *daily_words, bool touch);

/* Draws the row as laid out, under the settings panel when it is open. */
void drawtiles_row(struct kit *d, const struct select_scene *sc);

#endif
