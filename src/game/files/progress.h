/* progress.h: what a player has done with one pack (no SDL, no files).
 *
 * Which levels are won and the best try at each (result.h: read, par, over par or
 * helped, and its taps; it never goes down); how many hints were asked in it; and how
 * far into the endless levels beyond the pack the player has come. Which
 * levels are open follows from the wins alone, so it can never disagree with them:
 * level 1 is always open, and a level is open once the level before it (or the level
 * itself) is won. Levels are numbered from 1; the endless levels carry on the numbers
 * after the pack's last. A pack is known by its digest (progress_pack_id), so progress
 * never follows a different pack that happens to share a file name or a seed.
 */
#ifndef GAME_PROGRESS_H
#define GAME_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "game/files/result.h"
#include "levelgen/pack.h"

/* The most endless levels a save may say; the most the game keeps count of, each grown
 * after the one before (the select's endless tile grows every one before the furthest: a
 * thousand is some hundred seconds of growing, and many hours of play). A record saying
 * more is taken as that many, with a line (save_progress_for). */
enum { PROGRESS_MAX_ENDLESS = 1000000, PROGRESS_ENDLESS_KEPT = 1000 };

struct progress {
    uint64_t pack_id; /* progress_pack_id of the pack */
    uint64_t seed;    /* the pack's seed, for carrying progress to a regrown pack */
    int count;        /* levels in the pack */
    struct result *best; /* best[level-1]: the best try (result_better), taps 0 while not won */
    int endless;      /* endless levels won: count+1 .. count+endless */
    int hints;        /* hints asked in the pack's levels and its endless ones, ... */
    int hints_unsaved; /* ... this many of them since the save was last written */
    bool shipped;     /* the game's own pack (the baked one): its progress is never forgotten */
    unsigned changes; /* counts the changes, so a caller knows when to save */
};

/* Fresh progress for a pack of count (1 .. PACK_MAX_LEVELS) levels; fails only when
 * memory runs out. */
int progress_new(struct progress *pr, int count, error_line *err);
void progress_free(struct progress *pr);

/* Adds what src records to pr, by level number, for the levels both have: a level won
 * in either is won, with the better of the two results; the endless levels go as far as the further of the two, by level number (an
 * endless level of src that is one of pr's own levels is not taken for a win of it:
 * its taps are not known); shipped if either is. The hints asked are src's and those
 * pr asked since it was last written (src being the file, which another copy of the
 * game may have added to meanwhile), or pr's if more: so two copies' hints add up, and
 * a merge again adds nothing. A change is counted when pr gains anything. */
void progress_merge(struct progress *pr, const struct progress *src);

/* Records a win of level, keeping the better of it and the best so far. A level past
 * the pack's last is an endless level. */
void progress_won(struct progress *pr, int level, struct result r);

/* Counts a hint asked (PROGRESS_MAX_HINTS at most). */
void progress_hint(struct progress *pr);
enum { PROGRESS_MAX_HINTS = 1000000000 };

/* Whether level (of the pack, or endless) may be played. */
bool progress_open(const struct progress *pr, int level);

/* The first level not yet won, or the last level when all are. */
int progress_first_open(const struct progress *pr);

/* How many of the pack's levels are won. */
int progress_won_count(const struct progress *pr);

/* Whether anything is won: a level of the pack or an endless one. */
bool progress_any(const struct progress *pr);

/* A digest of the pack's levels (every dot, every par): the same levels, the same id. */
uint64_t progress_pack_id(const struct pack *pack);

#endif
