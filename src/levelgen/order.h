/* order.h: the whole pack from a seed, in order.
 *
 * The pack is a table of stretches (levels, taps, dot counts, where the difficulty line
 * ends). For each stretch a pool of proven candidates is grown, sixteen per level, dot
 * counts rising through it. The stretch's levels are then filled as one path through the
 * pool, a candidate a level, that keeps every rule of check_step (check.h: never easier
 * for touch, never more than 0.50 bits harder, never more than 0.25 bits easier for the
 * other two guessers of bits.h) and lies nearest, in all, to a target that rises in a
 * straight line from just above the level before to the stretch's end. A level never has
 * fewer dots and never repeats an earlier level (repeats.h). Candidates are grown aimed at
 * their level's planned target, so the pool is dense where the line runs.
 *
 * Candidates are grown on as many threads as asked, each from its own rng stream, and
 * chosen on one thread in a fixed order: the same seed gives the same pack, byte for
 * byte, whatever the thread count.
 */
#ifndef LEVELGEN_ORDER_H
#define LEVELGEN_ORDER_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "bits.h"
#include "grow.h"
#include "pack.h"
#include "repeats.h"

struct stretch {
    int first, last;            /* levels, inclusive */
    int taps;
    bool learning;              /* grown without the root rule: any or most taps win */
    int dots_first, dots_last;  /* the pool's dot counts rise from one to the other */
    int bits_end;               /* centibits the target line reaches at `last` */
};

extern const struct stretch STRETCHES[];
extern const int STRETCH_COUNT;

enum { ORDER_CANDIDATES_PER_LEVEL = 16 };

struct order_stats {
    int levels;
    int candidates;                 /* proven candidates grown */
    int attempts[GROW_OUTCOMES];    /* every growth attempt, by outcome */
    int refused_repeats;            /* nearest candidates refused as repeats */
};

/* Told how many of total candidates are grown; called from the calling thread only,
 * after every candidate it grows, between a candidate's tries and after every level
 * filled (done may then repeat), so it is called every few milliseconds. Returns whether
 * to go on: false stops the build soon (within a try, on every thread). */
typedef bool order_progress(void *ctx, int done, int total);

/* Builds the ordered pack for seed on threads threads (1 or more) into *pack (free with
 * pack_free). progress may be NULL. Fails if progress asked to stop, a level cannot be
 * filled or memory runs out. */
int order_build_pack(uint64_t seed, int threads, order_progress *progress, void *ctx,
                     struct pack *pack, struct order_stats *stats, error_line *err);

/* The same pack in parts, for growers that share no memory (the browser's Web Workers):
 * the pool's candidates are grown in shares, each by whoever is asked, and then ordered
 * by one, into the very bytes order_build_pack gives (every candidate is grown from its
 * own stream alone, whoever grows it). */
struct order_grown {
    struct level lv;
    int fine[BITS_MODEL_COUNT];
    int tally[GROW_OUTCOMES];
    bool grown;
};

/* How many candidates a pack's pool holds (a struct order_grown each). */
int order_pool_size(void);

/* Grows share part (0 .. parts - 1) of seed's pool, every parts-th candidate from the
 * part-th, into those places of grown (order_pool_size() of them; the others are left as
 * they are), on this thread; progress counts the share's candidates. Fails if progress
 * asked to stop. */
int order_grow_share(uint64_t seed, int part, int parts, order_progress *progress, void *ctx,
                     struct order_grown *grown, error_line *err);

/* Orders seed's pool, every share grown, into *pack as order_build_pack does (a level
 * that no candidate fits grows a further batch here, on this thread). */
int order_pack_from(uint64_t seed, const struct order_grown *grown, order_progress *progress, void *ctx,
                    struct pack *pack, struct order_stats *stats, error_line *err);

/* Grows, on demand, the level to follow prev when a pack runs out: five taps (six from 19
 * bits), no fewer dots than prev, keeping check_step's rules after prev (a small step
 * harder for every guesser until the band of check.h, then anywhere in the band), no
 * repeat of any level in seen (every level up to prev, added by the caller: repeats.h),
 * numbered one after prev. Should no field it grows keep the rules, it offers one that
 * repeats nothing all the same, so play goes on (check would name it). The same levels
 * and seed always give the same level. It only reads seen: the caller adds the level once
 * it takes it. Only a try that keeps the rules is checked against seen, one at a time
 * until one repeats nothing (the others only when none weighs nothing).
 * progress (may be NULL) is told, as a pack's build tells it, between the tries of its
 * candidates (done: candidates grown of the most it may grow); it only tells, the level
 * is the same with it or without, and the same on any number of threads (its tries grow
 * threads at a time: the caller's and helpers). Fails too if progress asked to stop. */
int order_grow_next(const struct level *prev, const struct repeat_set *seen, uint64_t seed, int threads,
                    order_progress *progress, void *ctx, struct level *out, error_line *err);

/* Grows count candidates of taps taps (1 .. GROW_MAX_TAPS, no learning) and dots dots,
 * each aimed at aim centibits as pool candidates are, on streams of their own of seed
 * (apart from the pack's and the endless levels'), on threads threads; out gets the
 * rank-th nearest the aim (0: the nearest; of two as near, the first), numbered 1. The
 * same arguments give the same level on any number of threads. Fails if fewer than
 * rank + 1 grew or memory runs out. */
int order_grow_aimed(uint64_t seed, int taps, int dots, int aim, int count, int rank, int threads,
                     struct level *out, error_line *err);

#endif
