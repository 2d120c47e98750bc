/* icon.h: the game's icon, painted by the game's own painter (no SDL).
 *
 * A bell dot sounding: a big dot whose ring reaches two smaller ones, on the night
 * backdrop of the field. The build renders it to a PNG for the desktop file.
 */
#ifndef GAME_ICON_H
#define GAME_ICON_H

#include "base/error.h"
#include "game/draw/paint.h"

/* Paints the icon into a new side x side image (free with image_free). */
int icon_paint(struct image *img, int side, lg_err *err);

#endif
