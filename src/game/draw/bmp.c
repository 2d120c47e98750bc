/* bmp.c: see bmp.h. */
#include "game/draw/bmp.h"

#include <stdlib.h>

enum { HEADERS = 14 + 40 };

/* n as bytes bytes, least significant first, at p. */
static void put_le(uint8_t *p, uint32_t n, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (uint8_t)(n >> (8 * i));
}

uint8_t *bmp_encode(const uint32_t *px, int w, int h, int stride, size_t *len, error_line *err)
{
    if (w <= 0 || h <= 0 || w > 32768 || h > 32768) {
        error_fail(err, "cannot encode a %dx%d image", w, h);
        return NULL;
    }
    size_t row = ((size_t)w * 3 + 3) & ~(size_t)3, size = HEADERS + row * (size_t)h;
    uint8_t *bmp = calloc(1, size);
    if (!bmp) {
        error_fail(err, "out of memory for a %dx%d screenshot", w, h);
        return NULL;
    }
    bmp[0] = 'B', bmp[1] = 'M';
    put_le(bmp + 2, (uint32_t)size, 4);
    put_le(bmp + 10, HEADERS, 4);  /* where the pixels start */
    put_le(bmp + 14, 40, 4);       /* BITMAPINFOHEADER */
    put_le(bmp + 18, (uint32_t)w, 4);
    put_le(bmp + 22, (uint32_t)h, 4); /* positive: the bottom row first */
    put_le(bmp + 26, 1, 2);        /* one plane */
    put_le(bmp + 28, 24, 2);       /* bits a pixel; no compression, the rest 0 */
    put_le(bmp + 34, (uint32_t)(row * (size_t)h), 4);
    for (int y = 0; y < h; y++) {
        uint8_t *out = bmp + HEADERS + row * (size_t)(h - 1 - y);
        for (int x = 0; x < w; x++) {
            uint32_t p = px[(size_t)y * (size_t)stride + (size_t)x];
            *out++ = (uint8_t)p, *out++ = (uint8_t)(p >> 8), *out++ = (uint8_t)(p >> 16);
        }
    }
    *len = size;
    return bmp;
}
