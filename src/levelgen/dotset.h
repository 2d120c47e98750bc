/* dotset.h: a set of dots of one field as a 64-bit mask.
 *
 * A field holds at most 64 dots, so every set of dots (a chain, the dots still
 * standing, the chain starts) is one uint64_t with bit i for dot i. These helpers keep
 * the bit tricks in one place; they never allocate.
 */
#ifndef LEVELGEN_DOTSET_H
#define LEVELGEN_DOTSET_H

#include <stdbool.h>
#include <stdint.h>

typedef uint64_t dotset;

#define DOTSET_MAX 64

static inline dotset dotset_of(int i) { return (dotset)1 << i; }

static inline bool dotset_has(dotset s, int i) { return (s >> i) & 1u; }

static inline int dotset_count(dotset s) { return __builtin_popcountll(s); }

/* The lowest dot in a non-empty set. */
static inline int dotset_first(dotset s) { return __builtin_ctzll(s); }

/* All of dots 0..n-1, for 0 <= n <= 64. */
static inline dotset dotset_all(int n)
{
    return n >= DOTSET_MAX ? ~(dotset)0 : dotset_of(n) - 1;
}

/* Iterates i over the dots of s, lowest first: `for (DOTSET_EACH(i, s, rest))`. */
#define DOTSET_EACH(i, s, rest) \
    dotset rest = (s); (rest) && (((i) = dotset_first(rest)), 1); (rest) &= (rest) - 1

#endif
