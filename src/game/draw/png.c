/* png.c: see png.h. The layout is PNG (RFC 2083): signature, IHDR, one IDAT holding a
 * zlib stream of stored blocks (RFC 1950/1951), IEND; every chunk ends in a CRC-32. */
#include "game/draw/png.h"

#include <stdlib.h>
#include <string.h>

struct out {
    uint8_t *buf;
    size_t len;
};

static void put(struct out *o, const void *data, size_t n)
{
    memcpy(o->buf + o->len, data, n);
    o->len += n;
}

static void put32(struct out *o, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put(o, b, 4);
}

static uint32_t crc32_of(const uint8_t *p, size_t n)
{
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return c ^ 0xffffffffu;
}

/* Writes a chunk whose data (n bytes) is already at o->buf + o->len + 8. */
static void close_chunk(struct out *o, const char type[4], size_t n)
{
    uint8_t *start = o->buf + o->len;
    put32(o, (uint32_t)n);
    put(o, type, 4);
    o->len += n;
    put32(o, crc32_of(start + 4, n + 4));
}

uint8_t *png_encode(const uint32_t *px, int w, int h, int stride, size_t *len, error_line *err)
{
    enum { BLOCK = 65535 };
    if (w <= 0 || h <= 0 || w > 32768 || h > 32768) {
        error_fail(err, "cannot encode a %dx%d image", w, h);
        return NULL;
    }
    size_t raw = (size_t)h * (1 + 3 * (size_t)w); /* a filter byte, then RGB, per row */
    size_t blocks = raw / BLOCK + 1;
    size_t zlen = 2 + raw + 5 * blocks + 4;
    size_t total = 8 + (12 + 13) + (12 + zlen) + 12;
    struct out o = {malloc(total), 0};
    uint8_t *rows = malloc(raw);
    if (!o.buf || !rows) {
        free(o.buf);
        free(rows);
        error_fail(err, "out of memory for a %dx%d screenshot", w, h);
        return NULL;
    }
    size_t at = 0;
    for (int y = 0; y < h; y++) {
        rows[at++] = 0;
        for (int x = 0; x < w; x++) {
            uint32_t p = px[(size_t)y * (size_t)stride + (size_t)x];
            rows[at++] = (uint8_t)(p >> 16);
            rows[at++] = (uint8_t)(p >> 8);
            rows[at++] = (uint8_t)p;
        }
    }

    put(&o, "\x89PNG\r\n\x1a\n", 8);
    struct out ihdr = {o.buf + o.len + 8, 0};
    put32(&ihdr, (uint32_t)w);
    put32(&ihdr, (uint32_t)h);
    put(&ihdr, "\x08\x02\x00\x00\x00", 5); /* 8 bits, RGB, deflate, no filter, no interlace */
    close_chunk(&o, "IHDR", ihdr.len);

    struct out z = {o.buf + o.len + 8, 0};
    put(&z, "\x78\x01", 2);
    uint32_t a = 1, b = 0; /* Adler-32 */
    for (size_t done = 0; done < raw;) {
        size_t n = raw - done < BLOCK ? raw - done : BLOCK;
        uint8_t head[5] = {done + n == raw, (uint8_t)n, (uint8_t)(n >> 8), (uint8_t)~n,
                           (uint8_t)(~n >> 8)};
        put(&z, head, 5);
        put(&z, rows + done, n);
        for (size_t i = 0; i < n; i++) {
            a = (a + rows[done + i]) % 65521;
            b = (b + a) % 65521;
        }
        done += n;
    }
    put32(&z, b << 16 | a);
    close_chunk(&o, "IDAT", z.len);
    close_chunk(&o, "IEND", 0);
    free(rows);
    *len = o.len;
    return o.buf;
}
