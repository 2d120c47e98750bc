/* bmp.h: an image as a BMP file, with no library (a screenshot asked for as .bmp).
 *
 * The plainest form every viewer opens: a BITMAPINFOHEADER, 24-bit pixels, rows from the
 * bottom up, each padded to four bytes.
 */
#ifndef GAME_BMP_H
#define GAME_BMP_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

/* Encodes w x h pixels (0xAARRGGBB, alpha ignored; row r starts at px + r*stride) as a
 * BMP file in memory; the caller frees the result. Fails only when memory runs out or
 * the image is empty or absurdly large. */
uint8_t *bmp_encode(const uint32_t *px, int w, int h, int stride, size_t *len, error_line *err);

#endif
