/* play.c: the play state machine of play.h.
 *
 * Time only moves in play_advance(), one pop at a time: the standing dot whose ring
 * arrives first (the lowest index on a tie) pops at exactly that millisecond, its ring
 * sets out, and the dots that ring touches learn when it will reach them. A dot a second
 * ring would reach later keeps the earlier time. So the run of pops is an event-driven
 * simulation in integer time, and the same taps at the same moments give the same game
 * however the caller slices the time.
 */
#include "game/play/play.h"

#include <assert.h>
#include <math.h>

#include "levelgen/solver.h"

/* The least s with s*s >= v. */
static uint64_t sqrt_ceil(uint64_t v)
{
    uint64_t r = 0, bit = (uint64_t)1 << 62;
    while (bit > v)
        bit >>= 2;
    uint64_t rest = v;
    while (bit) { /* the classic digit-by-digit square root: r = floor(sqrt(v)) */
        if (rest >= r + bit) {
            rest -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r * r == v ? r : r + 1;
}

/* Milliseconds from the moment from's ring sets out until its front reaches to's edge:
 * the least t with t*RING_SPEED/1000 + radius(to) >= dist(from, to), solved exactly as
 * t*RING_SPEED + 1000*radius(to) >= ceil(sqrt(10^6 * dist^2)). */
static int64_t arrival_ms(const struct dot *from, const struct dot *to)
{
    int64_t centres = (int64_t)sqrt_ceil((uint64_t)dot_dist2(from, to) * 1000000u);
    int64_t gap = centres - 1000 * (int64_t)SIZES[to->size].radius;
    if (gap <= 0)
        return 0;
    return (gap + RING_SPEED - 1) / RING_SPEED;
}

int64_t ring_front_milli(int64_t age_ms, int reach)
{
    int64_t full = (int64_t)reach * 1000;
    if (age_ms <= 0)
        return 0;
    return age_ms * RING_SPEED < full ? age_ms * RING_SPEED : full;
}

int64_t ring_full_ms(int size)
{
    return ((int64_t)SIZES[size].ring * 1000 + RING_SPEED - 1) / RING_SPEED;
}

static void push(struct play *p, enum play_event_kind kind, int dot)
{
    assert(p->queue_len < PLAY_QUEUE); /* at most 2n+1 events between restarts */
    struct play_event *ev = &p->queue[(p->queue_head + p->queue_len++) % PLAY_QUEUE];
    *ev = (struct play_event){.kind = kind, .at = p->now, .dot = dot, .by = -1, .note = -1, .size = -1};
    if (kind == EVENT_POP) {
        ev->by = p->by[dot];
        ev->note = p->level->dots[dot].note;
        ev->size = p->level->dots[dot].size;
    }
}

/* Decides won or lost once a change has happened at p->now. */
static void judge(struct play *p)
{
    if (p->status != PLAY_ON)
        return;
    if (!p->standing) {
        p->status = PLAY_WON;
        push(p, EVENT_WON, -1);
    } else if (play_taps_left(p) == 0 && play_next_pop(p) == PLAY_NEVER) {
        p->status = PLAY_LOST;
        push(p, EVENT_OUT_OF_TAPS, -1);
    }
}

/* Pops dot at p->now (p->by[dot] already says who popped it) and sends out its ring. */
static void pop(struct play *p, int dot)
{
    const struct dot *dots = p->level->dots;
    p->standing &= ~dotset_of(dot);
    p->when[dot] = p->now;
    push(p, EVENT_POP, dot);
    push(p, EVENT_RING, dot);
    int v;
    for (DOTSET_EACH(v, p->graph.touches[dot] & p->standing, rest)) {
        int64_t at = p->now + arrival_ms(&dots[dot], &dots[v]);
        if (at < p->when[v]) {
            p->when[v] = at;
            p->by[v] = dot;
        }
    }
}

void play_start(struct play *p, const struct level *lv)
{
    p->level = lv;
    graph_build(&p->graph, lv->dots, lv->n);
    p->now = 0;
    p->standing = dotset_all(lv->n);
    for (int i = 0; i < DOTSET_MAX; i++) {
        p->when[i] = PLAY_NEVER;
        p->by[i] = -1;
    }
    p->taps_used = 0;
    p->status = PLAY_ON;
    p->queue_head = p->queue_len = 0;
}

bool play_tap(struct play *p, int dot)
{
    if (p->status != PLAY_ON || play_taps_left(p) <= 0 || dot < 0 || dot >= p->level->n ||
        !dotset_has(p->standing, dot))
        return false;
    p->tap_at[p->taps_used] = p->now;
    p->taps[p->taps_used++] = (uint8_t)dot;
    p->by[dot] = -1;
    pop(p, dot);
    judge(p);
    return true;
}

int64_t play_next_pop(const struct play *p)
{
    int64_t next = PLAY_NEVER;
    int v;
    for (DOTSET_EACH(v, p->standing, rest))
        if (p->when[v] < next)
            next = p->when[v];
    return next;
}

/* The standing dot due first (lowest index on a tie) if it is due by the time until. */
static int due_by(const struct play *p, int64_t until)
{
    int first = -1;
    int v;
    for (DOTSET_EACH(v, p->standing, rest))
        if (p->when[v] <= until && (first < 0 || p->when[v] < p->when[first]))
            first = v;
    return first;
}

void play_advance(struct play *p, int64_t ms)
{
    assert(ms >= 0);
    int64_t until = p->now + ms;
    for (int v; (v = due_by(p, until)) >= 0;) {
        p->now = p->when[v];
        pop(p, v);
        judge(p);
    }
    p->now = until;
}

void play_settle(struct play *p)
{
    int64_t next;
    while ((next = play_next_pop(p)) != PLAY_NEVER)
        play_advance(p, next - p->now);
}

bool play_undo(struct play *p)
{
    if (p->taps_used == 0 || p->status == PLAY_WON)
        return false;
    uint8_t taps[DOTSET_MAX];
    int64_t at[DOTSET_MAX];
    int keep = p->taps_used - 1;
    for (int i = 0; i <= keep; i++) {
        taps[i] = p->taps[i];
        at[i] = p->tap_at[i];
    }
    play_start(p, p->level);
    for (int i = 0; i < keep; i++) {
        play_advance(p, at[i] - p->now);
        play_tap(p, taps[i]);
    }
    play_advance(p, at[keep] - p->now);
    p->queue_head = p->queue_len = 0;
    return true;
}

int play_hint(const struct play *p, bool *enough)
{
    struct play later = *p;
    play_settle(&later);
    struct dot dots[DOTSET_MAX];
    int index[DOTSET_MAX], n = 0, v;
    for (DOTSET_EACH(v, later.standing, rest)) {
        index[n] = v;
        dots[n++] = p->level->dots[v];
    }
    *enough = true;
    if (n == 0)
        return -1;
    struct chain_graph g;
    graph_build(&g, dots, n);
    struct solution s;
    solve_fewest(&g, &s);
    *enough = s.taps <= play_taps_left(p);
    return index[s.answer[0]];
}

bool play_poll(struct play *p, struct play_event *ev)
{
    if (p->queue_len == 0)
        return false;
    *ev = p->queue[p->queue_head];
    p->queue_head = (p->queue_head + 1) % PLAY_QUEUE;
    p->queue_len--;
    return true;
}

int play_dot_at(const struct play *p, int x, int y)
{
    struct dot probe = {.x = (int16_t)x, .y = (int16_t)y};
    if (x < -FIELD_WIDTH || x > 2 * FIELD_WIDTH || y < -FIELD_HEIGHT || y > 2 * FIELD_HEIGHT)
        return -1;
    int v;
    for (DOTSET_EACH(v, p->standing, rest)) {
        int64_t reach = SIZES[p->level->dots[v].size].radius + HIT_SLOP;
        if (dot_dist2(&probe, &p->level->dots[v]) <= reach * reach)
            return v;
    }
    return -1;
}

int play_dot_near(const struct play *p, int x, int y, float reach)
{
    int under = play_dot_at(p, x, y);
    if (under >= 0 || reach <= 0)
        return under;
    struct dot probe = {.x = (int16_t)x, .y = (int16_t)y};
    int best = -1, v;
    double nearest = HUGE_VAL, second = HUGE_VAL;
    for (DOTSET_EACH(v, p->standing, rest)) { /* how far past each dot's edge */
        const struct dot *dot = &p->level->dots[v];
        double d = sqrt((double)dot_dist2(&probe, dot)) - SIZES[dot->size].radius;
        if (d < nearest) {
            second = nearest;
            nearest = d;
            best = v;
        } else if (d < second) {
            second = d;
        }
    }
    return nearest <= reach && second - nearest >= FINGER_TIE ? best : -1;
}

void play_preview(const struct play *p, int dot, dotset *touched, dotset *chain)
{
    *touched = p->graph.touches[dot] & p->standing;
    *chain = graph_chain_within(&p->graph, dot, p->standing);
}
