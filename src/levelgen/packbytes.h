/* packbytes.h: the level pack in bytes, the form the page fetches.
 *
 * The same pack as the JSON file (pack.h), in a tenth of its bytes: the 120 levels take
 * 16 KB where the JSON takes 205 (gzipped, 14 KB against 23). Read back, it is the
 * same pack: pack_format writes the JSON file byte for byte. pack_parse and pack_read
 * take either form (this one starts with a byte no JSON text starts with), so whatever
 * reads a pack reads both.
 *
 * The form, every number big-endian:
 *
 *     0x89 'C' 'P' 'K'   magic; then the version (1), one byte
 *     seed               8 bytes (below 2^53, as the JSON's)
 *     field              width, height: 2 bytes each
 *     sizes              radius, ring of each size in order: 2 bytes each
 *     count              2 bytes; then count levels, each:
 *       taps, n          1 byte each (par, and the dots)
 *       centibits        3 bytes: the bits in hundredths
 *       dots             n times 4 bytes: x << 15 | y << 5 | size << 3 | note
 *       solution         taps bytes: a chain start's index each
 *
 * Reading checks what the JSON reader checks (the field and sizes this build plays, 1
 * to 64 dots wholly inside the field, par 1 to 64 with as many distinct indices below n,
 * bits 0 to 1000) and stops at the first fault with one line naming the pack, the level
 * and what is wrong, as the JSON reader does; bytes missing or left over are faults too.
 */
#ifndef LEVELGEN_PACKBYTES_H
#define LEVELGEN_PACKBYTES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "pack.h"

/* Whether len bytes at data start as this form does (its magic). */
bool packbytes_is(const void *data, size_t len);

/* The pack in bytes: *out (the caller frees it) of *len bytes. The levels must be ones
 * the reader accepts (as pack_format's). Fails only when memory runs out. */
int packbytes_write(const struct pack *pack, uint8_t **out, size_t *len, error_line *err);

/* How many levels len bytes hold (their head read and checked), or -1 with err saying
 * what is wrong; name stands for the file in messages. */
int packbytes_count(const uint8_t *data, size_t len, const char *name, error_line *err);

/* Reads len bytes into *pack, which the caller has made room in for packbytes_count's
 * levels (pack_alloc) and frees, whatever comes of it (pack_free); on failure err says
 * what is wrong. The pack's own code (pack_parse) is what calls both. */
int packbytes_read(const uint8_t *data, size_t len, const char *name, struct pack *pack, error_line *err);

#endif
