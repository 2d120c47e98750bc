/* order.c: grow the pools, then fill each stretch along one path through its pool.
 *
 * All pools are grown first, as one flat list of candidates, so both threads stay busy;
 * each candidate is seeded on the stream (stretch, index) and writes only its own slot.
 * Filling is sequential and deterministic: for each stretch, dynamic programming over
 * (level, candidate) finds the path that keeps check_step's rules from level to level and
 * lies nearest the target line in all, ties going to the earlier candidate; the path's
 * levels are then checked for repeats in order. If no path gets through (or a repeat
 * throws a candidate out and none then does), a further batch is grown for the stretch on
 * streams after the pool's, so a fill never depends on luck of timing.
 */
#include "order.h"

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "graph.h"
#include "repeats.h"

const struct stretch STRETCHES[] = {
    /* first last taps learning dots      bits at last */
    {1, 3, 1, true, 5, 8, 0},
    {4, 9, 2, true, 8, 12, 180},
    {10, 21, 2, false, 12, 18, 523},
    {22, 55, 3, false, 18, 32, 910},
    {56, 96, 4, false, 32, 44, 1165},
    {97, 120, 5, false, 44, 52, 1330},
};
const int STRETCH_COUNT = sizeof STRETCHES / sizeof STRETCHES[0];

/* Stream numbers of candidates grown outside the pool: endless ones and aimed ones. */
enum { ENDLESS = -1, AIMED = -2 };

enum {
    MAX_ATTEMPTS = 64,  /* growth attempts before a candidate is given up */
    EXTRA_BATCHES = 8,  /* further batches a stuck level may grow before the build fails */
    AIM_TRIES = 8,      /* proven fields a candidate grows while aiming at its target */
    AIM_CLOSE = 15,     /* centibits: near enough to the aim to stop */
    SEAM_STEP = 10,     /* centibits: how far above the last level a new tap count starts */
    ENDLESS_STEP = 10,  /* centibits: how much harder each endless level is aimed to be */
    ENDLESS_DRIFT = BITS_FINE * 15 / 100, /* fine bits uniform and popped move a step freely */
    ENDLESS_MAX_DOTS = 60, /* beyond this, fields of many taps rarely find room */
    ENDLESS_TRIES = 32, /* candidates an endless level may grow before it gives up */
    DOT_COST = BITS_FINE / 100, /* a level's cost for each dot it lacks of its ramp */
};

struct candidate {
    int stretch; /* index in STRETCHES, or ENDLESS or AIMED */
    const struct stretch *own; /* for ENDLESS and AIMED: the taps they are grown for */
    int index;   /* within its stretch: with the stretch, picks its rng stream */
    int dots;
    int aim;     /* centibits: the planned target of the level it is grown for */
    struct order_grown grew; /* what growing it gave (order.h): the level, its bits for
                                every guesser (bits.h), its tally, whether it was proven */
    const struct judge *judge; /* for ENDLESS: which fields may follow, and their weight */
    int weight;  /* an endless try's: what it costs the levels after it (0: nothing) */
    bool taken;  /* chosen for a level, or refused as a repeat */
};

/* Looks at a batch's candidates in order, each as soon as it and those before it are
 * grown, on the thread that started the batch: settle(ctx, c) says whether the batch has
 * what it wants, and the candidates no thread has begun are then left ungrown. grown has
 * a flag a candidate, false to begin with, each set once its candidate is grown. */
struct settler {
    bool (*settle)(void *ctx, const struct candidate *c);
    void *ctx;
    atomic_bool *grown;
};

struct batch {
    uint64_t seed;
    struct candidate *c;
    int count;
    atomic_int next;
    atomic_int done;
    const struct settler *settler; /* or NULL */
    atomic_bool over;   /* stopped, or settled: a helper leaves its candidate half grown */
};

static int levels_in(const struct stretch *st) { return st->last - st->first + 1; }

/* The dots wanted of pool candidates grown for the j-th level of a stretch. */
static int ramp_dots(const struct stretch *st, int j)
{
    int span = levels_in(st) - 1;
    return span == 0 ? st->dots_first : st->dots_first + (st->dots_last - st->dots_first) * j / span;
}

/* Where the line of stretch s runs at level number, given that the level before the
 * stretch is at `from`. A stretch that carries on the same taps carries on the line from
 * there. A new number of taps starts just above where the last one ended, so its first
 * level is an easy one of its kind; a learning stretch starts level with it (any tap
 * wins, as on the level before). */
static int line_at(int s, int from, int number)
{
    const struct stretch *st = &STRETCHES[s];
    int start_level = st->first - 1, start = from;
    if (s == 0 || STRETCHES[s - 1].taps != st->taps) {
        start_level = st->first;
        start = from + (st->learning ? 0 : SEAM_STEP);
    }
    if (st->last == start_level)
        return start;
    return start + (st->bits_end - start) * (number - start_level) / (st->last - start_level);
}

/* The target candidates are grown for, before any level is filled: the line from where
 * the previous stretch is planned to end. */
static int planned_target(int s, int number)
{
    return line_at(s, s == 0 ? 0 : STRETCHES[s - 1].bits_end, number);
}

/* The growth knobs for hardness h in 0..100: from easy fields (big roots among small,
 * quiet dots whose rings touch nothing) to hard ones (normal roots among big decoys that
 * light up half the field). */
static void candidate_spec(const struct stretch *st, int dots, int h, struct grow_spec *spec)
{
    int core = (dots - st->taps) / (3 * st->taps);
    *spec = (struct grow_spec){
        .taps = st->taps,
        .dots = dots,
        .learning = st->learning,
        .core = core < 1 ? 1 : core > 3 ? 3 : core,
    };
    if (st->learning) {
        /* From fields where every dot reaches back to its root (any tap wins) to fields
         * where few do (most taps still win, but not all). */
        spec->reach_back_percent = 100 - h;
        spec->big_root_percent = 50;
        spec->big_percent = h / 3;
        spec->small_percent = h / 3;
    } else {
        spec->big_root_percent = 100 - h;
        spec->big_percent = h / 2;
        spec->small_percent = 90 * (100 - h) / 100;
        spec->leaf_percent = 80 * (100 - h) / 100;
    }
}

/* Progress as the calling thread tells it (helper threads tell none): done of total,
 * never more than total (the extra candidates a stuck level grows leave it full). */
struct reporter {
    order_progress *progress;
    void *ctx;
    int done, total;
};

/* Tells rep's progress, if any; false when it asks to stop. */
static bool report(const struct reporter *rep)
{
    if (!rep || !rep->progress)
        return true;
    return rep->progress(rep->ctx, rep->done < rep->total ? rep->done : rep->total, rep->total);
}

/* Grows a candidate aimed at its level's planned difficulty: hardness is searched by
 * random bisection (too easy: harder; too hard: easier) and the proven field nearest the
 * aim is kept. Everything is drawn from the candidate's own stream. Progress is told
 * between tries too (a candidate may take tens of milliseconds), so a caller can pause
 * or stop within one; false when it asked to stop. */
/* What an endless level must follow: the level before (its dots and bits for every
 * guesser) and the aim. */
struct judge {
    int prev_n;
    int prev_fine[BITS_MODEL_COUNT];
    int near; /* fine bits of touch above which a level weighs what it lands above */
};

/* A field's weight after the level j describes, or -1 when it may not follow it
 * (check_step): how far it lands above the aim, and how far uniform and popped rise
 * beyond ENDLESS_DRIFT, since a level that stands high for one of them leaves the next
 * little to choose from (they may fall back freely, by as much as check_step lets). */
static int weigh(const struct judge *j, const struct level *lv, const int *fine)
{
    bool harder;
    if (lv->n < j->prev_n || check_step(j->prev_fine, fine, &harder) >= 0)
        return -1;
    int weight = fine[BITS_TOUCH] > j->near ? fine[BITS_TOUCH] - j->near : 0;
    for (int m = 0; m < BITS_MODEL_COUNT && j->prev_fine[BITS_TOUCH] < CHECK_BAND_LOW; m++) {
        int rise = fine[m] - j->prev_fine[m];
        if (m != BITS_TOUCH && rise > ENDLESS_DRIFT)
            weight += rise - ENDLESS_DRIFT;
    }
    return weight;
}

/* Rates lv for every guesser into fine, touch first: false, with the others unrated,
 * when touch alone already keeps it from following j's level (most fields grown). */
static bool rate_to_follow(const struct judge *j, const struct level *lv, int *fine)
{
    int touch = (int)((int64_t)lv->centibits * BITS_FINE / 100);
    int prev = j->prev_fine[BITS_TOUCH], least = prev >= CHECK_BAND_LOW ? prev - CHECK_MAX_JUMP : prev;
    /* centibits are within half of one of the fine value: a first look, then exactly */
    if (touch < least - BITS_FINE / 100 || touch > prev + CHECK_MAX_JUMP + BITS_FINE / 100)
        return false;
    struct chain_graph g;
    graph_build(&g, lv->dots, lv->n);
    return bits_rate_all(&g, fine, NULL) == 0;
}

static bool grow_candidate(uint64_t seed, struct candidate *c, const struct reporter *rep)
{
    struct rng r;
    rng_seed(&r, seed, ((uint64_t)(uint32_t)c->stretch << 32) | (uint32_t)c->index);
    int lo = 0, hi = 100, best_gap = 0;
    for (int t = 0; t < AIM_TRIES && lo <= hi; t++) {
        if (t > 0 && !report(rep))
            return false;
        int h = rng_range(&r, lo, hi);
        struct grow_spec spec;
        candidate_spec(c->own ? c->own : &STRETCHES[c->stretch], c->dots, h, &spec);
        struct level lv;
        if (grow_proven(&spec, &r, MAX_ATTEMPTS, &lv, c->grew.tally) != GROWN)
            continue;
        int gap = abs(lv.centibits - c->aim);
        if (c->judge) {
            /* Every field grown is weighed, not only the nearest: the lightest is kept. */
            int fine[BITS_MODEL_COUNT], weight;
            if (rate_to_follow(c->judge, &lv, fine) && (weight = weigh(c->judge, &lv, fine)) >= 0 &&
                (!c->grew.grown || weight < c->weight)) {
                c->grew.lv = lv;
                c->grew.grown = true;
                c->weight = weight;
                memcpy(c->grew.fine, fine, sizeof c->grew.fine);
            }
            if (c->grew.grown && c->weight == 0)
                break;
        } else if (!c->grew.grown || gap < best_gap) {
            c->grew.lv = lv;
            c->grew.grown = true;
            best_gap = gap;
        }
        if (gap <= AIM_CLOSE && !c->judge)
            break;
        if (lv.centibits < c->aim)
            lo = h + 1;
        else
            hi = h - 1;
    }
    /* A grown field has at most GROW_MAX_TAPS chain starts, so every guesser rates it. */
    if (c->grew.grown && !c->judge && check_rate(&c->grew.lv, c->grew.fine, NULL) != 0)
        c->grew.grown = false;
    return true;
}

static void grew(struct batch *b, int i)
{
    if (b->settler)
        atomic_store(&b->settler->grown[i], true);
    atomic_fetch_add(&b->done, 1);
}

/* A helper's progress: it tells nobody, and goes on while the batch does. */
static bool batch_going(void *ctx, int done, int total)
{
    (void)done, (void)total;
    return !atomic_load(&((struct batch *)ctx)->over);
}

static void *grow_worker(void *arg)
{
    struct batch *b = arg;
    const struct reporter going = {.progress = batch_going, .ctx = b};
    for (int i; (i = atomic_fetch_add(&b->next, 1)) < b->count;)
        if (grow_candidate(b->seed, &b->c[i], &going))
            grew(b, i);
    return NULL;
}

/* Settles the grown candidates from from on, in order, until one is not grown yet or
 * *enough; returns the first not settled. */
static int settle_grown(const struct settler *s, const struct candidate *c, int from, int count, bool *enough)
{
    while (!*enough && from < count && atomic_load(&s->grown[from]))
        *enough = s->settle(s->ctx, &c[from++]);
    return from;
}

/* Grows every candidate of c[0..count) on threads threads, reporting progress (rep, if
 * any) from this thread as rep's done before the batch plus those grown, and settling
 * them (s, if any: then only until it has enough); false when progress asked to stop
 * (the candidates then stand half grown). */
static bool grow_batch(uint64_t seed, struct candidate *c, int count, int threads, struct reporter *rep,
                       const struct settler *s)
{
    struct batch b = {.seed = seed, .c = c, .count = count, .settler = s};
    atomic_init(&b.next, 0);
    atomic_init(&b.done, 0);
    atomic_init(&b.over, false);
    pthread_t helpers[64];
    int started = 0;
    for (int t = 1; t < threads && t < 64; t++)
        if (pthread_create(&helpers[started], NULL, grow_worker, &b) == 0)
            started++;
    int base = rep ? rep->done : 0, settled = 0;
    bool going = true, enough = false;
    for (int i; going && (i = atomic_fetch_add(&b.next, 1)) < count;) {
        going = grow_candidate(seed, &c[i], rep);
        grew(&b, i);
        if (rep)
            rep->done = base + atomic_load(&b.done);
        going = going && report(rep);
        if (going && s)
            settled = settle_grown(s, c, settled, count, &enough);
        if (!going || enough) {
            atomic_store(&b.next, count); /* the helpers take no more */
            atomic_store(&b.over, true);
        }
    }
    for (int t = 0; t < started; t++)
        pthread_join(helpers[t], NULL);
    if (going && s)
        settle_grown(s, c, settled, count, &enough);
    if (rep)
        rep->done = base + count;
    return going && report(rep);
}

struct filler {
    uint64_t seed;
    int threads;
    struct candidate *c; /* every candidate grown so far, pools first */
    int count, cap;
    struct pack *pack;
    int chosen;          /* levels filled */
    int last_fine[BITS_MODEL_COUNT]; /* the last level filled's bits for every guesser */
    struct repeat_set seen; /* the levels filled, for the repeat check */
    struct repeat_key key;  /* the candidate's, being checked */
    struct order_stats *stats;
    struct reporter *rep;   /* the build's progress */
};

/* Whether candidate c may follow a level of dots dots rated fine (check_step): no fewer
 * dots, no step down for any guesser and no step up too big. */
static bool may_follow(int dots, const int *fine, const struct candidate *c)
{
    bool harder;
    return c->grew.lv.n >= dots && check_step(fine, c->grew.fine, &harder) < 0;
}

/* A batch more for stretch s, when no path gets through to its level stuck (from 0):
 * spread over the levels up to it, each aimed as that level's pool is, since what is
 * short is a chain of candidates long enough, not candidates for one level. */
static int grow_more(struct filler *f, int s, int from_bits, int stuck, error_line *err)
{
    const struct stretch *st = &STRETCHES[s];
    if (f->count + ORDER_CANDIDATES_PER_LEVEL > f->cap) {
        int cap = f->cap * 2;
        struct candidate *grown = realloc(f->c, sizeof *grown * (size_t)cap);
        if (!grown)
            return error_fail(err, "out of memory growing candidates");
        f->c = grown;
        f->cap = cap;
    }
    int next_index = 0;
    for (int i = 0; i < f->count; i++)
        if (f->c[i].stretch == s && f->c[i].index >= next_index)
            next_index = f->c[i].index + 1;
    int least = f->chosen ? f->pack->levels[f->chosen - 1].n : 0;
    struct candidate *batch = &f->c[f->count];
    for (int i = 0; i < ORDER_CANDIDATES_PER_LEVEL; i++) {
        int j = (stuck + 1) * i / ORDER_CANDIDATES_PER_LEVEL, dots = ramp_dots(st, j);
        batch[i] = (struct candidate){.stretch = s, .index = next_index + i,
                                      .dots = dots > least ? dots : least,
                                      .aim = line_at(s, from_bits, st->first + j)};
    }
    bool going = grow_batch(f->seed, batch, ORDER_CANDIDATES_PER_LEVEL, f->threads, f->rep, NULL);
    f->count += ORDER_CANDIDATES_PER_LEVEL;
    return going ? 0 : error_fail(err, "stopped before the pack was grown");
}

/* The stretch's levels as one path through its pool: cost[j][i] is the least total
 * distance from the line of levels first..first+j with pool candidate i at level j, and
 * from[j][i] the candidate before it (-1: the level before the stretch). */
struct path {
    int levels, size;
    int *pool;       /* indices in the filler's candidates */
    int64_t *cost;   /* [levels][size]; PATH_NONE where no path reaches */
    int *from;
};

#define PATH_NONE INT64_MAX

/* What a candidate at level j costs beyond the path that leads to it: its distance from
 * the line, and a little for each dot it lacks of the ramp, so equal levels still grow. */
static int64_t level_cost(const struct candidate *c, int target, int ramp)
{
    int64_t gap = (int64_t)c->grew.fine[BITS_TOUCH] - (int64_t)target * BITS_FINE / 100;
    return (gap < 0 ? -gap : gap) + (c->grew.lv.n < ramp ? (int64_t)(ramp - c->grew.lv.n) * DOT_COST : 0);
}

/* Whether a path may go from pool candidate b to c: may_follow, and, of two as hard for
 * touch, the later grown last, so no path takes one candidate twice. */
static bool path_step(const struct candidate *b, int bi, const struct candidate *c, int ci)
{
    return may_follow(b->grew.lv.n, b->grew.fine, c) &&
           (c->grew.fine[BITS_TOUCH] > b->grew.fine[BITS_TOUCH] || ci > bi);
}

/* Finds the cheapest path for stretch s through the unused candidates grown so far;
 * -1 when none reaches the end, *stuck then being the first level (from 0) none reaches. */
static int path_find(const struct filler *f, int s, int from_bits, struct path *p, int *stuck)
{
    const struct stretch *st = &STRETCHES[s];
    const struct level *prev = f->chosen ? &f->pack->levels[f->chosen - 1] : NULL;
    p->size = 0;
    for (int i = 0; i < f->count; i++)
        if (f->c[i].stretch == s && f->c[i].grew.grown && !f->c[i].taken)
            p->pool[p->size++] = i;
    for (int j = 0; j < p->levels; j++) {
        int number = st->first + j, target = line_at(s, from_bits, number);
        int ramp = ramp_dots(st, j);
        bool reached = false;
        for (int ci = 0; ci < p->size; ci++) {
            const struct candidate *c = &f->c[p->pool[ci]];
            int64_t best = PATH_NONE;
            int best_from = -1;
            if (j == 0) {
                /* A new number of taps starts just above where the last ended. */
                bool seam = prev && prev->taps != st->taps && !st->learning;
                if ((!prev || may_follow(prev->n, f->last_fine, c)) &&
                    c->dots <= (prev && prev->n > ramp ? prev->n : ramp) &&
                    (!seam || c->grew.lv.centibits > prev->centibits))
                    best = 0;
            } else {
                const int64_t *before = &p->cost[(size_t)(j - 1) * (size_t)p->size];
                for (int bi = 0; bi < p->size; bi++) {
                    if (before[bi] >= best)
                        continue;
                    const struct candidate *b = &f->c[p->pool[bi]];
                    if (c->dots <= (b->grew.lv.n > ramp ? b->grew.lv.n : ramp) && path_step(b, bi, c, ci)) {
                        best = before[bi];
                        best_from = bi;
                    }
                }
            }
            if (best != PATH_NONE) {
                best += level_cost(c, target, ramp);
                reached = true;
            }
            p->cost[(size_t)j * (size_t)p->size + (size_t)ci] = best;
            p->from[(size_t)j * (size_t)p->size + (size_t)ci] = best_from;
        }
        if (!reached) {
            *stuck = j;
            return -1;
        }
    }
    return 0;
}

/* Fills the levels of stretch s: the cheapest path through its pool, then each level
 * checked for repeats in turn; a repeat is thrown out of the pool and the path found
 * again. Where no path gets through, a further batch is grown for the first level none
 * reaches, aimed at its target. */
static int fill_stretch(struct filler *f, int s, error_line *err)
{
    const struct stretch *st = &STRETCHES[s];
    int from_bits = f->chosen ? f->pack->levels[f->chosen - 1].centibits : 0;
    int base = f->chosen, batches = 0, status = 0;
    struct path p = {.levels = levels_in(st)};
    int *chosen = malloc(sizeof *chosen * (size_t)p.levels);
    while (status == 0) {
        size_t room = (size_t)f->count;
        free(p.pool);
        free(p.cost);
        free(p.from);
        p.pool = malloc(sizeof *p.pool * room);
        p.cost = malloc(sizeof *p.cost * room * (size_t)p.levels);
        p.from = malloc(sizeof *p.from * room * (size_t)p.levels);
        if (!chosen || !p.pool || !p.cost || !p.from) {
            status = error_fail(err, "out of memory ordering %d candidates", f->count);
            break;
        }
        int stuck;
        if (path_find(f, s, from_bits, &p, &stuck) != 0) {
            int number = st->first + stuck;
            if (batches++ == EXTRA_BATCHES) {
                status = error_fail(err, "no candidate fits level %d after %d extra batches", number,
                                 EXTRA_BATCHES);
                break;
            }
            status = grow_more(f, s, from_bits, stuck, err);
            continue;
        }
        /* The cheapest end (the first of equals), then back along the path. */
        const int64_t *last = &p.cost[(size_t)(p.levels - 1) * (size_t)p.size];
        int at = -1;
        for (int ci = 0; ci < p.size; ci++)
            if (last[ci] != PATH_NONE && (at < 0 || last[ci] < last[at]))
                at = ci;
        for (int j = p.levels - 1; j >= 0; j--) {
            chosen[j] = p.pool[at];
            at = p.from[(size_t)j * (size_t)p.size + (size_t)at];
        }
        bool repeated = false;
        for (int j = 0; j < p.levels && !repeated && status == 0; j++) {
            struct candidate *c = &f->c[chosen[j]];
            repeat_key_build(&f->key, &c->grew.lv);
            if (repeat_set_has(&f->seen, &f->key)) {
                c->taken = true; /* out of the pool for good */
                f->stats->refused_repeats++;
                repeated = true;
            } else {
                status = repeat_set_add(&f->seen, &f->key, err);
            }
        }
        if (status != 0 || repeated) {
            repeat_set_truncate(&f->seen, base);
            continue;
        }
        for (int j = 0; j < p.levels; j++) {
            struct candidate *c = &f->c[chosen[j]];
            c->taken = true;
            struct level *lv = &f->pack->levels[f->chosen];
            *lv = c->grew.lv;
            lv->number = st->first + j;
            memcpy(f->last_fine, c->grew.fine, sizeof f->last_fine);
            f->chosen++;
        }
        break;
    }
    free(chosen);
    free(p.pool);
    free(p.cost);
    free(p.from);
    return status;
}

int order_pool_size(void)
{
    int total = 0;
    for (int s = 0; s < STRETCH_COUNT; s++)
        total += levels_in(&STRETCHES[s]) * ORDER_CANDIDATES_PER_LEVEL;
    return total;
}

/* f: seed's pool, every stretch's candidates with their streams and aims, none grown. */
static int pool_init(struct filler *f, uint64_t seed, int threads, error_line *err)
{
    int total = order_pool_size();
    *f = (struct filler){.seed = seed, .threads = threads < 1 ? 1 : threads, .cap = total * 2};
    f->c = calloc((size_t)f->cap, sizeof *f->c);
    if (!f->c)
        return error_fail(err, "out of memory for %d candidates", f->cap);
    for (int s = 0; s < STRETCH_COUNT; s++)
        for (int i = 0; i < levels_in(&STRETCHES[s]) * ORDER_CANDIDATES_PER_LEVEL; i++)
            f->c[f->count++] = (struct candidate){
                .stretch = s, .index = i,
                .dots = ramp_dots(&STRETCHES[s], i / ORDER_CANDIDATES_PER_LEVEL),
                .aim = planned_target(s, STRETCHES[s].first + i / ORDER_CANDIDATES_PER_LEVEL)};
    return 0;
}

/* Fills *pack from f's pool, grown, stretch by stretch, and frees the pool. */
static int fill_pack(struct filler *f, struct pack *pack, struct order_stats *stats, error_line *err)
{
    struct order_stats local;
    if (!stats)
        stats = &local;
    *stats = (struct order_stats){0};
    int levels = STRETCHES[STRETCH_COUNT - 1].last;
    int status = pack_alloc(pack, levels, err);
    f->pack = pack;
    f->stats = stats;
    if (status == 0)
        status = repeat_set_reserve(&f->seen, levels, err);
    for (int s = 0; s < STRETCH_COUNT && status == 0; s++) {
        status = fill_stretch(f, s, err);
        if (status == 0 && !report(f->rep)) /* filling takes a while too */
            status = error_fail(err, "stopped before the pack was grown");
    }
    if (status == 0) {
        pack->seed = f->seed;
        stats->levels = pack->count;
        for (int i = 0; i < f->count; i++) {
            stats->candidates += f->c[i].grew.grown;
            for (int o = 0; o < GROW_OUTCOMES; o++)
                stats->attempts[o] += f->c[i].grew.tally[o];
        }
    } else {
        pack_free(pack);
    }
    repeat_set_free(&f->seen);
    free(f->c);
    return status;
}

int order_build_pack(uint64_t seed, int threads, order_progress *progress, void *ctx,
                     struct pack *pack, struct order_stats *stats, error_line *err)
{
    struct filler f;
    *pack = (struct pack){0};
    if (pool_init(&f, seed, threads, err) != 0)
        return -1;
    struct reporter rep = {.progress = progress, .ctx = ctx, .total = f.count};
    f.rep = &rep;
    if (!grow_batch(seed, f.c, f.count, f.threads, &rep, NULL)) {
        free(f.c);
        return error_fail(err, "stopped before the pack was grown");
    }
    return fill_pack(&f, pack, stats, err);
}

int order_grow_share(uint64_t seed, int part, int parts, order_progress *progress, void *ctx,
                     struct order_grown *grown, error_line *err)
{
    if (parts < 1 || part < 0 || part >= parts)
        return error_fail(err, "no share %d of %d", part, parts);
    struct filler f;
    if (pool_init(&f, seed, 1, err) != 0)
        return -1;
    int n = 0; /* the share's candidates, gathered at the front */
    for (int i = part; i < f.count; i += parts)
        f.c[n++] = f.c[i];
    struct reporter rep = {.progress = progress, .ctx = ctx, .total = n};
    bool going = grow_batch(seed, f.c, n, 1, &rep, NULL);
    for (int k = 0; k < n && going; k++)
        grown[part + k * parts] = f.c[k].grew;
    free(f.c);
    return going ? 0 : error_fail(err, "stopped before the pack was grown");
}

int order_pack_from(uint64_t seed, const struct order_grown *grown, order_progress *progress, void *ctx,
                    struct pack *pack, struct order_stats *stats, error_line *err)
{
    struct filler f;
    *pack = (struct pack){0};
    if (pool_init(&f, seed, 1, err) != 0)
        return -1;
    for (int i = 0; i < f.count; i++)
        f.c[i].grew = grown[i];
    struct reporter rep = {.progress = progress, .ctx = ctx, .done = f.count, .total = f.count};
    f.rep = &rep;
    return fill_pack(&f, pack, stats, err);
}

/* The taps an endless level aimed at bits is grown with: a tap more where fewer taps
 * run out of room to be harder (about 22 bits for five taps at 60 dots). */
static const struct {
    int below, taps;
} ENDLESS_TAPS[] = {{1900, 5}, {INT_MAX, 6}};

/* An endless level's choice among its tries, made as they are grown (struct settler). */
struct pick {
    struct candidate *tries;
    const struct repeat_set *seen;
    struct repeat_key *key;
    int *fit, fit_count; /* the weighed tries that keep the rules, lightest first */
    const struct candidate *taken;
};

/* Whether c's field repeats no level seen. */
static bool fresh(struct pick *p, const struct candidate *c)
{
    repeat_key_build(p->key, &c->grew.lv);
    return !repeat_set_has(p->seen, p->key);
}

/* A weighed try: taken if it weighs nothing and repeats no level, else kept by weight. */
static bool settle_weighed(void *ctx, const struct candidate *c)
{
    struct pick *p = ctx;
    if (!c->grew.grown)
        return false;
    if (c->weight == 0) {
        if (fresh(p, c))
            p->taken = c;
        return p->taken != NULL;
    }
    int at = p->fit_count++;
    for (; at > 0 && p->tries[p->fit[at - 1]].weight > c->weight; at--)
        p->fit[at] = p->fit[at - 1];
    p->fit[at] = (int)(c - p->tries);
    return false;
}

/* A try past the rules: taken if it repeats no level. */
static bool settle_first(void *ctx, const struct candidate *c)
{
    struct pick *p = ctx;
    if (c->grew.grown && fresh(p, c))
        p->taken = c;
    return p->taken != NULL;
}

int order_grow_next(const struct level *prev, const struct repeat_set *seen, uint64_t seed, int threads,
                    order_progress *progress, void *ctx, struct level *out, error_line *err)
{
    int prev_fine[BITS_MODEL_COUNT];
    if (check_rate(prev, prev_fine, err) != 0)
        return -1;
    struct pick p = {.seen = seen,
                     .key = malloc(sizeof *p.key),
                     .tries = malloc(sizeof *p.tries * 2 * ENDLESS_TRIES),
                     .fit = malloc(sizeof *p.fit * ENDLESS_TRIES)};
    atomic_bool *grown = malloc(sizeof *grown * 2 * ENDLESS_TRIES);
    if (!p.key || !p.tries || !p.fit || !grown) {
        free(p.key);
        free(p.tries);
        free(p.fit);
        free(grown);
        return error_fail(err, "out of memory for the repeat check");
    }
    int number = prev->number + 1;
    /* One more dot every other level, up to what still fits. */
    int dots = prev->n + (prev->number % 2);
    if (dots > ENDLESS_MAX_DOTS)
        dots = prev->n > ENDLESS_MAX_DOTS ? prev->n : ENDLESS_MAX_DOTS;
    /* A little harder each time until the band (check.h), then anywhere in it. */
    int aim = prev->centibits + ENDLESS_STEP;
    if (prev_fine[BITS_TOUCH] >= CHECK_BAND_LOW) /* in the band: anywhere in it */
        aim = (CHECK_BAND_LOW + CHECK_BAND_HIGH) / 2 * 100 / BITS_FINE;
    int t = 0;
    while (aim >= ENDLESS_TAPS[t].below)
        t++;
    struct stretch own = {.taps = ENDLESS_TAPS[t].taps > prev->taps ? ENDLESS_TAPS[t].taps : prev->taps};
    /* Every field a try grows is weighed (weigh): the first try whose field weighs
     * nothing and repeats no level is taken; else, of the tries' lightest fields, the
     * lightest that repeats none (the first of equals). The tries grow on threads threads
     * and are looked at in order, so the level is the one a single thread would take. */
    struct judge judge = {.prev_n = prev->n,
                          .near = prev_fine[BITS_TOUCH] >= CHECK_BAND_LOW ? CHECK_BAND_HIGH
                                                                          : aim * (BITS_FINE / 100)};
    memcpy(judge.prev_fine, prev_fine, sizeof judge.prev_fine);
    for (int k = 0; k < 2 * ENDLESS_TRIES; k++) {
        p.tries[k] = (struct candidate){.stretch = ENDLESS,
                                        .own = &own,
                                        .judge = k < ENDLESS_TRIES ? &judge : NULL,
                                        .index = prev->number * 2 * ENDLESS_TRIES + k,
                                        .dots = dots,
                                        .aim = aim};
        atomic_init(&grown[k], false);
    }
    /* Progress is told between tries, as a pack's is: done is the candidates grown. */
    struct reporter rep = {.progress = progress, .ctx = ctx, .total = ENDLESS_TRIES};
    const struct settler weighed = {settle_weighed, &p, grown};
    bool going = grow_batch(seed, p.tries, ENDLESS_TRIES, threads, &rep, &weighed);
    for (int i = 0; i < p.fit_count && !p.taken && going; i++)
        if (fresh(&p, &p.tries[p.fit[i]]))
            p.taken = &p.tries[p.fit[i]];
    /* Where no field keeps the rules (past what the plan can hold: docs/design.md,
     * "Endless levels"), play still goes on: the first try aimed as a pool candidate is
     * that repeats no level, which check then names. */
    const struct settler first = {settle_first, &p, grown + ENDLESS_TRIES};
    if (!p.taken && going)
        going = report(&rep) &&
                grow_batch(seed, p.tries + ENDLESS_TRIES, ENDLESS_TRIES, threads, &rep, &first);
    if (p.taken) {
        *out = p.taken->grew.lv;
        out->number = number;
    }
    bool taken = p.taken != NULL;
    free(p.key);
    free(p.tries);
    free(p.fit);
    free(grown);
    if (!going)
        return error_fail(err, "stopped before level %d was grown", number);
    return taken ? 0 : error_fail(err, "no level fits after level %d in %d tries", prev->number, ENDLESS_TRIES);
}

int order_grow_aimed(uint64_t seed, int taps, int dots, int aim, int count, int rank, int threads,
                     struct level *out, error_line *err)
{
    const struct stretch st = {.taps = taps};
    struct candidate *c = calloc((size_t)count, sizeof *c);
    if (!c)
        return error_fail(err, "out of memory for %d candidates", count);
    for (int k = 0; k < count; k++)
        c[k] = (struct candidate){.stretch = AIMED, .own = &st, .index = k, .dots = dots, .aim = aim};
    grow_batch(seed, c, count, threads, NULL, NULL);
    /* The rank-th nearest: the nearest is taken out of the running rank times. */
    int best = -1;
    for (int r = 0; r <= rank; r++) {
        if (best >= 0)
            c[best].taken = true;
        best = -1;
        for (int k = 0; k < count; k++)
            if (c[k].grew.grown && !c[k].taken &&
                (best < 0 || abs(c[k].grew.lv.centibits - aim) < abs(c[best].grew.lv.centibits - aim)))
                best = k;
    }
    if (best >= 0) {
        *out = c[best].grew.lv;
        out->number = 1;
    }
    free(c);
    if (best < 0)
        return error_fail(err, "no field of %d taps and %d dots grew from seed %llu%s", taps, dots,
                       (unsigned long long)seed, rank ? " as far as the rank asked" : "");
    return 0;
}
