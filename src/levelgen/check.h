/* check.h: every rule a shipped level must satisfy, checked from scratch.
 *
 * A level passes when its field is fair to read (geometry.h), the solver's fewest taps
 * equals its taps, its solution clears the field in that many taps, and its stored bits
 * equal the model's. Checks never trust what the pack says about itself: they recompute.
 * Failures are reported one line each through a callback, so a caller can list them all.
 */
#ifndef LEVELGEN_CHECK_H
#define LEVELGEN_CHECK_H

#include "pack.h"

typedef void check_report(void *ctx, const struct level *lv, const char *what);

/* Checks one level; returns the number of failures reported. */
int check_level(const struct level *lv, check_report *report, void *ctx);

/* Checks every level of the pack; returns the number of failures reported. */
int check_pack(const struct pack *pack, check_report *report, void *ctx);

#endif
