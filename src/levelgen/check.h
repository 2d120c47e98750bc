/* check.h: every rule a shipped level and pack must satisfy, checked from scratch.
 *
 * A level passes when its field is fair to read (geometry.h), the solver's fewest taps
 * equals its taps, its solution clears the field in that many taps, and its stored bits
 * equal the model's. A pack passes when every level does, its order holds (the taps
 * never fall, no level is easier or has fewer dots than the one before, and no level is
 * more than CHECK_MAX_JUMP harder than the one before), and no two levels are the same
 * (repeats.h). Checks never trust what the pack says about itself: they recompute.
 * Failures are reported one line each through a callback, so a caller can list them all.
 */
#ifndef LEVELGEN_CHECK_H
#define LEVELGEN_CHECK_H

#include "pack.h"

/* lv is the level at fault, or NULL when the fault is not one level's. */
typedef void check_report(void *ctx, const struct level *lv, const char *what);

/* Checks one level; returns the number of failures reported. */
int check_level(const struct level *lv, check_report *report, void *ctx);

/* The part of check_level that play relies on: the field is fair to read and its par is
 * proven (the solver's fewest taps equal the stored taps). A game holds every pack it did
 * not grow itself to this, level by level, before play; on the levels of a shipped pack
 * it takes well under a millisecond each (`make bench`). Returns the failures reported. */
int check_playable(const struct level *lv, check_report *report, void *ctx);

/* Keeps only the levels of pack that pass check_playable, reporting each that fails, and
 * numbers the rest 1.. in their order; returns how many were dropped. */
int check_keep_playable(struct pack *pack, check_report *report, void *ctx);

/* The most a level may be harder than the one before, in centibits: docs/design.md's
 * aim (the seed's own pack reached 0.57 once, at level 11). */
enum { CHECK_MAX_JUMP = 50 };

/* Checks the order of the pack's levels; returns the number of failures reported. */
int check_order(const struct pack *pack, check_report *report, void *ctx);

/* Checks every level of the pack, its order, and every pair for repeats (repeats.h,
 * reported once on the later level, naming the first earlier level it repeats, so a
 * pack of one level copied many times costs one comparison per level, not one per
 * pair); returns the number of failures. */
int check_pack(const struct pack *pack, check_report *report, void *ctx);

#endif
