/* png.h: an image as a PNG file, with no library.
 *
 * Screenshots are PNG so that any viewer opens them. The encoder writes 8-bit RGB with
 * stored (uncompressed) deflate blocks: larger files than zlib would make, but a few
 * dozen lines that cannot disagree with the spec.
 */
#ifndef GAME_PNG_H
#define GAME_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

/* Encodes w x h pixels (0xAARRGGBB, alpha ignored; row r starts at px + r*stride) as a
 * PNG file in memory; the caller frees the result. Fails only when memory runs out or
 * the image is empty or absurdly large. */
uint8_t *png_encode(const uint32_t *px, int w, int h, int stride, size_t *len, error_line *err);

#endif
