/* players.h: three simple players, for the tests and the bench: how often each clears a
 * level in par (docs/design.md, "What a hold shows").
 *
 * - brightest: holds every standing dot and taps the one whose preview lights the most
 *   dots, as the game lights them (a round's round_lit: its ring's touches, or the
 *   whole chain with the assist on); ties at random. With whole chains shown this player
 *   always makes par (a chain start's chain holds every chain it reaches); with a ring's
 *   touches alone it is the seed's guesser, leaning towards bright previews.
 * - unreached: reads the field, exactly: taps at random a dot no standing dot's ring
 *   touches (the rules' touches); where every dot is touched (a loop), any dot.
 * - judge: the same, judging each ring's reach by eye, every distance off by up to 10%
 *   either way (a fresh error for each pair and each look).
 *
 * Each plays a trial from the level's start to its win or its taps running out, drawing
 * its chances from the project's rng, so a seed replays the same games.
 */
#ifndef SUPPORT_PLAYERS_H
#define SUPPORT_PLAYERS_H

#include <stdbool.h>

#include "levelgen/pack.h"

enum player { PLAYER_BRIGHTEST, PLAYER_UNREACHED, PLAYER_JUDGE, PLAYERS };

/* The player's name, as the bench prints it. */
const char *player_name(enum player who);

/* How many of trials games of level (1-based) of pack the player clears in par, the
 * first from seed; whole_chains: the assist on (the preview lights whole chains). */
int player_pars(enum player who, const struct pack *pack, int level, bool whole_chains, int trials,
                uint64_t seed);

#endif
