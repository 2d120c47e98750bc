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
 */
#ifndef LEVELGEN_BITS_H
#define LEVELGEN_BITS_H

#include "base/error.h"
#include "graph.h"

/* Fields with more source components than this are refused: the states double with
 * each one, and a real level has at most a handful. */
enum { BITS_MAX_SOURCES = 20 };

/* Rates g's field; fails only when it has more than BITS_MAX_SOURCES source components
 * or memory runs out. */
int bits_rate(const struct chain_graph *g, int *centibits, lg_err *err);

#endif
