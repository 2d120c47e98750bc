/* icon.h: the game's icon, painted by the game's own painter (no SDL).
 *
 * A bell dot sounding: a big dot whose ring reaches two smaller ones, on the night
 * backdrop of the field. The build renders it to a PNG for the desktop file and the
 * browser's web app manifest.
 */
#ifndef GAME_ICON_H
#define GAME_ICON_H

#include "base/error.h"
#include "game/draw/paint.h"

/* Paints the icon into a new side x side image (free with image_free). */
int icon_paint(struct image *img, int side, error_line *err);

/* The same for a platform that crops icons to a shape of its own (a web app manifest's
 * "maskable" icon): the night fills the square and every bell lies within the circle of
 * 0.4 of the side about the centre, the part every such shape keeps. */
int icon_paint_maskable(struct image *img, int side, error_line *err);

#endif
