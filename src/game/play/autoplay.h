/* autoplay.h: plays a level with the core solver's answer, at a human pace.
 *
 * It asks levelgen's solver (not the pack's stored answer) for the fewest taps, then
 * moves like a patient player: looks for a moment, holds each dot long enough for its
 * preview to be seen, lets go, and waits for the chain to finish before the next. It only
 * reads the play; the screen carries out its moves exactly as a player's.
 */
#ifndef GAME_AUTOPLAY_H
#define GAME_AUTOPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "game/play/play.h"

enum autoplay_move { AUTO_WAIT, AUTO_HOLD, AUTO_RELEASE };

enum {
    AUTO_LOOK_MS = 700,   /* before the first hold */
    AUTO_HOLD_MS = 450,   /* a preview on show */
    AUTO_SETTLE_MS = 500, /* after a chain's last pop, before the next hold */
};

struct autoplay {
    uint8_t answer[DOTSET_MAX];
    int taps, next;
    int64_t at;   /* when the next move is due, or -1: once the field is still */
    bool holding;
};

/* Solves p's level (as it stands at its start) and plans to play it. */
void autoplay_start(struct autoplay *a, const struct play *p);

/* The move due at p->now, and its dot in *dot. */
enum autoplay_move autoplay_step(struct autoplay *a, const struct play *p, int *dot);

#endif
