/* builtin.h: a few practice levels inside the program.
 *
 * When the baked pack (assets/levels.json) is missing, for instance before the level
 * generator has made one, the game says so and plays these instead of stopping. They are
 * an ordinary pack in the pack format, read by the same validating reader, and the tests
 * check them against every rule a shipped level meets.
 */
#ifndef GAME_BUILTIN_H
#define GAME_BUILTIN_H

extern const char BUILTIN_PACK[];

#endif
