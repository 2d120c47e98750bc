/* check.h: every rule a shipped level and pack must satisfy, checked from scratch.
 *
 * A level passes when its field is fair to read (geometry.h), the solver's fewest taps
 * equals its taps, its solution clears the field in that many taps, and its stored bits
 * equal the model's. A pack passes when every level does, its order holds (the taps
 * never fall, no level has fewer dots than the one before, and every step keeps
 * check_step's rule for the three guessers of bits.h), and no two levels are the same
 * (repeats.h). Bits are compared in the models' fine units, exactly: two levels whose
 * stored hundredths tie are still told apart. Checks never trust what the pack says about itself: they recompute.
 * Failures are reported one line each through a callback, so a caller can list them all.
 */
#ifndef LEVELGEN_CHECK_H
#define LEVELGEN_CHECK_H

#include <stdbool.h>

#include "bits.h"
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

/* A step from one level to the next, in fine bits (bits.h): for touch, the pack's own
 * guesser, never easier and at most CHECK_MAX_JUMP harder (0.50 bits); for uniform and
 * popped, never easier by more than CHECK_MAX_DROP (0.25 bits), since a level chosen for
 * one guesser may sit a little below its neighbour for another, but never noticeably.
 *
 * Fields of at most 64 dots cannot rise forever (docs/design.md, "Endless levels"): once
 * a level reaches CHECK_BAND_LOW for touch, the ones after it stay in the band
 * [CHECK_BAND_LOW, CHECK_BAND_HIGH], at most CHECK_MAX_JUMP from the one before either way,
 * and the other guessers are free. No shipped level comes near it. */
enum {
    CHECK_MAX_JUMP = BITS_FINE / 2,
    CHECK_MAX_DROP = BITS_FINE / 4,
    CHECK_BAND_LOW = 20 * BITS_FINE,
    CHECK_BAND_HIGH = 23 * BITS_FINE,
};

/* The fine bits of a level's field for every model (fine[BITS_MODEL_COUNT]). */
int check_rate(const struct level *lv, int *fine, error_line *err);

/* Whether a level rated next may follow one rated prev (fine bits of every model): the
 * first model whose rule the step breaks, or -1 when it keeps them all. *harder says
 * whether the fault is too high a step rather than too low. */
int check_step(const int *prev, const int *next, bool *harder);

/* Checks the order of the pack's levels; returns the number of failures reported. */
int check_order(const struct pack *pack, check_report *report, void *ctx);

/* Checks every level of the pack, its order, and every pair for repeats (repeats.h,
 * reported once on the later level, naming the first earlier level it repeats, so a
 * pack of one level copied many times costs one comparison per level, not one per
 * pair); returns the number of failures. */
int check_pack(const struct pack *pack, check_report *report, void *ctx);

#endif
