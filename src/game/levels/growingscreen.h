/* growingscreen.h: the growing screen: levels the player waits for, growing (no SDL).
 *
 * A whole pack from a seed (the game started with --seed), or the endless levels up to
 * the one asked for, when the player outran the grower. The session's grower (grower.h)
 * does the growing; this screen only shows how far it has come: a string of beads lit as
 * fields are grown and proven, the next one breathing, redrawn at a pace of its own (15
 * pictures a second: its beat) rather than at every frame. Esc quits while a pack grows
 * (there is nothing else to show) and otherwise goes back to the select (REQUEST_BACK).
 * A row of screen.h's table.
 */
#ifndef GAME_GROWINGSCREEN_H
#define GAME_GROWINGSCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "game/levels/grower.h"
#include "game/levels/growingscene.h"
#include "game/screen.h"

/* The beads breathe (a breath is some 1.1 s) and the count moves at this many pictures a
 * second, not at every frame: nothing here answers a hand, and each frame drawn takes CPU
 * from the cores that grow the levels (in headless chromium, whose WebGL is a software
 * rasteriser, some 12 ms of the GPU process's a frame, beside the worker's). */
enum { GROWING_BEATS = 15 };

struct growingscreen {
    struct grower *const *grower; /* borrowed: the session's grower, or NULL in it */
    const struct pack *levels;    /* borrowed: the levels there are */
    bool pack;                    /* a whole pack grows (from seed) ... */
    int wanted, from;             /* ... else the levels up to wanted, from `from` there were */
    int64_t age_ms;               /* how long it has shown: the next bead breathes */
    char title[96];
};

/* Shows the pack from seed growing, or the levels up to wanted (from `from` there were). */
void growingscreen_start_pack(struct growingscreen *g, struct grower *const *grower, uint64_t seed);
void growingscreen_start_levels(struct growingscreen *g, const struct pack *levels, int wanted, int from);

/* What it shows now (title is g's, borrowed). */
void growingscreen_scene(const struct growingscreen *g, struct growing_scene *out);

extern const struct screen GROWINGSCREEN;

#endif
