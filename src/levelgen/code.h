/* code.h: a field as a short code of letters and digits, to paste into a chat.
 *
 * A code carries the field alone (each dot's centre, size and note); par, answer and bits
 * are worked out again by the core whenever a code is opened, never trusted. Its shape:
 *
 *     C 1 DIGITS CHECK      e.g. C1... (170 or 171 characters for a 52-dot level,
 *                           105 for 30 dots: measured on the pack)
 *
 * 'C' says it is a Carillon level code and '1' is the version of what follows. DIGITS is
 * one whole number in base 62 (0-9, A-Z, a-z; most significant first, no leading zero)
 * that packs, in mixed radix: the dot count, each dot's size and note (18 ways), and the
 * set of centres as its rank among all sets of that many of the field's 640x800 points
 * (the combinatorial number system), so it spends no digit on the order of the dots.
 * CHECK is four digits of a polynomial checksum of all before it, modulo a prime, which
 * catches every single mistyped character and every swap of two neighbours.
 *
 * Dots come back in reading order (top to bottom, then left to right), the order the
 * generator writes them, so a generated level comes back byte for byte. A code is made
 * and read only for a field that passes the loader's rules and the fairness rules
 * (geometry.h); anything else is refused with one line naming the code and the fault.
 */
#ifndef LEVELGEN_CODE_H
#define LEVELGEN_CODE_H

#include "base/error.h"
#include "geometry.h"
#include "pack.h"

/* The longest code (64 dots), without its terminating NUL. */
enum { CODE_MAX = 208 };

/* Writes the code of dots[0..n) into out (NUL-terminated). The field must have 1 to 64
 * dots of known size and note, each wholly inside the field, all fair to read; -1 with
 * the reason otherwise. The dots may be in any order. */
int code_encode(const struct dot *dots, int n, char out[static CODE_MAX + 1], error_line *err);

/* The same without the fairness rules (a dot may stick out of the field, but its centre
 * is in it, and no two dots share a centre): only for tests, which need codes of unfair
 * fields to see the reader refuse them. */
int code_encode_any(const struct dot *dots, int n, char out[static CODE_MAX + 1], error_line *err);

/* Rewrites the last four characters of code (letters and digits, at least seven of them)
 * as the checksum of all before them: for tests and the fuzzer, to reach the digits. */
void code_seal(char *code);

/* Reads code into dots (room for DOTSET_MAX) and *n, in reading order. The code may
 * come as a player pastes it: with white space (spaces, tabs, line breaks) around it,
 * or inside a link, as the value of its ?code= or &code= parameter (up to the next &,
 * # or white space). On failure err
 * says "code 'SHOWN': what is wrong" (the code cut short if long): a character that is
 * not a letter or digit, too short or long, not a Carillon code, a version this build
 * does not read, a checksum that does not match, digits that hold no field, or a field
 * with a dot outside or an unfair pair. */
int code_decode(const char *code, struct dot *dots, int *n, error_line *err);

/* Reads code and proves and rates its field afresh: lv gets number 1, the dots, the
 * solver's fewest taps and answer, and the bits. Also fails, with the same kind of line,
 * when the field has more chain starts than the bits model rates (bits.h). */
int code_open(const char *code, struct level *lv, error_line *err);

#endif
