/* play.h: a level in play, as a pure state machine (no SDL, no clock, no floats).
 *
 * A play borrows one level and changes only when told: play_tap() pops a standing dot at
 * once and play_advance() lets whole milliseconds pass. Every popped dot sends a ring
 * from its centre at RING_SPEED; the moment its front reaches another dot's edge is
 * worked out exactly in integers, and the ring stops at its reach, so a tap pops exactly
 * the core's chain (levelgen/graph.h) and the order of the pops follows the geometry.
 * What happens comes out as events, in time order, through play_poll().
 *
 * A tap is a value (a dot index), so a list of taps replays a game exactly: start, then
 * tap and advance. Undo, replays, autoplay and tests are all built on that: undo is a
 * restart and a replay of every tap but the last, each at the moment it was made. The fields
 * of struct play may be read by anyone (drawing, the screens); only these functions
 * change them.
 */
#ifndef GAME_PLAY_H
#define GAME_PLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "levelgen/graph.h"
#include "levelgen/pack.h"

/* How fast a ring's front moves, in field units per second. */
enum { RING_SPEED = 320 };

/* A pointer this close to a dot's edge (in field units) still holds it: fingers are
 * blunt. Dots stand at least FAIR_SPACING apart, so two dots never share a point. */
enum { HIT_SLOP = 6 };

/* A finger finds the dot whose edge is nearest it, within FINGER_REACH_PT points past
 * the edge, whatever the dot's size (a mouse stays exact), unless two edges are as near,
 * within FINGER_TIE field units: then it finds neither, as the player could not have
 * meant one more than the other. */
enum { FINGER_REACH_PT = 10, FINGER_TIE = 3 };

#define PLAY_NEVER INT64_MAX

enum play_status { PLAY_ON, PLAY_WON, PLAY_LOST };

enum play_event_kind {
    EVENT_POP,         /* a dot popped: dot, by, note, size */
    EVENT_RING,        /* a ring set out from the centre of dot */
    EVENT_WON,         /* the last dot popped within par */
    EVENT_OUT_OF_TAPS, /* no taps left, nothing in flight, dots still standing */
};

struct play_event {
    enum play_event_kind kind;
    int64_t at; /* milliseconds since the level began */
    int dot;    /* POP and RING: the dot; otherwise -1 */
    int by;     /* POP: the dot whose ring popped it, or -1 when it was tapped */
    int note;   /* POP: the dot's bell, 0 .. NOTE_COUNT-1 */
    int size;   /* POP: enum dot_size */
};

/* At most two events per dot (its pop and its ring) and one ending per attempt. */
enum { PLAY_QUEUE = 2 * DOTSET_MAX + 2 };

struct play {
    const struct level *level; /* borrowed: must outlive the play */
    struct chain_graph graph;  /* who touches whom in this level */
    int64_t now;               /* milliseconds since the level began */
    dotset standing;           /* dots not yet popped */
    /* A popped dot: when it popped, which is when its ring set out. A standing dot:
     * when the first ring in flight will reach its edge, or PLAY_NEVER. */
    int64_t when[DOTSET_MAX];
    /* A popped dot: the dot whose ring popped it, or -1 if tapped. A standing dot with a
     * ring on its way: the dot that ring came from. */
    int by[DOTSET_MAX];
    uint8_t taps[DOTSET_MAX];  /* the taps so far, in order */
    int64_t tap_at[DOTSET_MAX]; /* when each was made */
    int taps_used;
    enum play_status status;
    struct play_event queue[PLAY_QUEUE];
    int queue_head, queue_len;
};

/* Starts (or restarts) level lv: every dot standing, no taps, time zero. */
void play_start(struct play *p, const struct level *lv);

/* Taps dot: it pops now and its ring sets out. Refused (false, nothing changes) when the
 * game is over, no taps are left, or dot is not a standing dot of the level. */
bool play_tap(struct play *p, int dot);

/* Lets ms milliseconds (>= 0) pass, popping every dot a ring reaches meanwhile. */
void play_advance(struct play *p, int64_t ms);

/* Advances to the moment the last ring in flight has popped its last dot (at once if
 * none is); for replays and tests that do not care about the timing. */
void play_settle(struct play *p);

/* Takes back the last tap: the play exactly as it stood the moment before it (rings
 * then in flight are in flight again), with no events waiting. Refused (false) when
 * there is no tap to take back or the level is won. */
bool play_undo(struct play *p);

/* A hint: a chain start of the field as it will stand once the rings in flight are
 * done, from the core's solver (so a tap on it is part of a fewest-taps answer), or -1
 * when nothing will stand. *enough says whether the taps left can still clear it. */
int play_hint(const struct play *p, bool *enough);

/* Takes the oldest event not yet taken into *ev; false when there is none. */
bool play_poll(struct play *p, struct play_event *ev);

/* When the next pending pop is due, or PLAY_NEVER if no ring will pop anything more. */
int64_t play_next_pop(const struct play *p);

static inline int play_taps_left(const struct play *p)
{
    return p->level->taps - p->taps_used;
}

/* The standing dot under the point (x, y) in field units, or -1. */
int play_dot_at(const struct play *p, int x, int y);

/* The standing dot a finger at (x, y) finds: the one under it (play_dot_at), else the one
 * whose edge is nearest, within reach (field units) past it, else -1; -1 too when the two
 * nearest edges are as near, within FINGER_TIE. */
int play_dot_near(const struct play *p, int x, int y, float reach);

/* What tapping dot would do to the field as it stands: *touched gets the standing dots
 * its ring touches, *chain every standing dot it would pop (dot included). */
void play_preview(const struct play *p, int dot, dotset *touched, dotset *chain);

/* How far a ring has come, in thousandths of a field unit, age_ms after it set out;
 * it never passes reach (field units). Drawing uses it so that what is seen is what the
 * rules decide. */
int64_t ring_front_milli(int64_t age_ms, int reach);

/* How long a ring of dot size takes to reach its full reach, in milliseconds. */
int64_t ring_full_ms(int size);

#endif
