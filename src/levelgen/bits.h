/* bits.h: a level's difficulty in bits, as the luck a guesser needs.
 *
 * The guesser never reads the field. Among the dots F still standing it taps dot d with
 * chance w(d)/W(F), where w(d) = 1 + the dots of F that d's ring touches (previews that
 * light up a lot tempt more) and W(F) is the sum of w over F. It clears the level in the
 * fewest taps only by tapping a chain start every time, so
 *     P(empty) = 1,  P(F) = sum over chain starts s in F of w(s)/W(F) * P(F - chain(s))
 * and the difficulty is -log2 P(whole field). The states are sets of tapped source
 * components, so the sum is exact and small. It is computed in fixed point and integer
 * logarithms, so the same field rates the same on every machine, and reported in
 * hundredths of a bit (centibits), the unit the pack stores.
 *
 * That guesser is one of three (docs/design.md, "Difficulty in bits"), which differ only
 * in how they lean: touch, the one above and the pack's stored bits; uniform, every dot
 * alike (w = 1: how rare the chain starts are, whatever they look like); popped, towards
 * what a tap pops in all (w = the dots its chain pops among F: the guesser who watches
 * the whole preview). The order of a pack holds for all three (check.h). Each is computed
 * in fine units, 1/BITS_FINE of a bit, the logarithm's own last bit: generator decisions
 * and check compare fine values exactly, so no rounding hides a level that is easier.
 */
#ifndef LEVELGEN_BITS_H
#define LEVELGEN_BITS_H

#include "base/error.h"
#include "graph.h"

/* Fields with more source components than this are refused: the states double with
 * each one, and a real level has at most a handful. */
enum { BITS_MAX_SOURCES = 20 };

enum bits_model { BITS_TOUCH, BITS_UNIFORM, BITS_POPPED, BITS_MODEL_COUNT };

/* "touch", "uniform", "popped". */
extern const char *const BITS_MODEL_NAMES[BITS_MODEL_COUNT];

/* The model called name, or -1. */
int bits_model_by_name(const char *name);

enum { BITS_FINE = 65536 }; /* fine units in a bit */

/* A fine value in centibits, to the nearest. */
int bits_centi(int fine);

/* Rates g's field for the guesser model, in fine units; fails as bits_rate does. */
int bits_rate_model(const struct chain_graph *g, enum bits_model model, int *fine, error_line *err);

/* Rates g's field for every model: fine[model]. */
int bits_rate_all(const struct chain_graph *g, int fine[static BITS_MODEL_COUNT], error_line *err);

/* Rates g's field for touch, in centibits (the pack's unit); fails only when it has more than BITS_MAX_SOURCES source components
 * or memory runs out. */
int bits_rate(const struct chain_graph *g, int *centibits, error_line *err);

#endif
