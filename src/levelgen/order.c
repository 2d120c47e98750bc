/* order.c: grow the pools, then fill the levels in turn.
 *
 * All pools are grown first, as one flat list of candidates, so both threads stay busy;
 * each candidate is seeded on the stream (stretch, index) and writes only its own slot.
 * Filling is sequential and deterministic: candidates are compared by distance to the
 * target, then dot count, then index, and the nearest is checked against every level
 * chosen so far for a repeat. If no candidate fits a level (every one easier or smaller
 * than the level before, or a repeat), a further batch is grown for that level on
 * streams after the pool's, so a fill never depends on luck of timing.
 */
#include "order.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
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

/* Levels grown on demand after the last: five taps, a little harder each time. */
static const struct stretch ENDLESS_STRETCH = {.taps = 5};
/* Stream numbers of candidates grown outside the pool: endless ones and aimed ones. */
enum { ENDLESS = -1, AIMED = -2 };

enum {
    MAX_ATTEMPTS = 64,  /* growth attempts before a candidate is given up */
    EXTRA_BATCHES = 8,  /* further batches a stuck level may grow before the build fails */
    AIM_TRIES = 8,      /* proven fields a candidate grows while aiming at its target */
    AIM_CLOSE = 15,     /* centibits: near enough to the aim to stop */
    SEAM_STEP = 10,     /* centibits: how far above the last level a new tap count starts */
    ENDLESS_STEP = 10,  /* centibits: how much harder each endless level is aimed to be */
    ENDLESS_MAX_DOTS = 60, /* beyond this, five-tap fields rarely find room */
    ENDLESS_TRIES = 32, /* candidates an endless level may grow before it gives up */
};

struct candidate {
    int stretch; /* index in STRETCHES, or ENDLESS or AIMED */
    const struct stretch *own; /* for ENDLESS and AIMED: the taps they are grown for */
    int index;   /* within its stretch: with the stretch, picks its rng stream */
    int dots;
    int aim;     /* centibits: the planned target of the level it is grown for */
    struct level lv;
    int tally[GROW_OUTCOMES];
    bool grown;  /* proven */
    bool taken;  /* chosen for a level, or refused as a repeat */
};

struct batch {
    uint64_t seed;
    struct candidate *c;
    int count;
    atomic_int next;
    atomic_int done;
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
        if (grow_proven(&spec, &r, MAX_ATTEMPTS, &lv, c->tally) != GROWN)
            continue;
        int gap = abs(lv.centibits - c->aim);
        if (!c->grown || gap < best_gap) {
            c->lv = lv;
            c->grown = true;
            best_gap = gap;
        }
        if (gap <= AIM_CLOSE)
            break;
        if (lv.centibits < c->aim)
            lo = h + 1;
        else
            hi = h - 1;
    }
    return true;
}

static void *grow_worker(void *arg)
{
    struct batch *b = arg;
    for (int i; (i = atomic_fetch_add(&b->next, 1)) < b->count;) {
        grow_candidate(b->seed, &b->c[i], NULL);
        atomic_fetch_add(&b->done, 1);
    }
    return NULL;
}

/* Grows every candidate of c[0..count) on threads threads, reporting progress (rep, if
 * any) from this thread as rep's done before the batch plus those grown; false when
 * progress asked to stop (the candidates then stand half grown). */
static bool grow_batch(uint64_t seed, struct candidate *c, int count, int threads, struct reporter *rep)
{
    struct batch b = {.seed = seed, .c = c, .count = count};
    atomic_init(&b.next, 0);
    atomic_init(&b.done, 0);
    pthread_t helpers[64];
    int started = 0;
    for (int t = 1; t < threads && t < 64; t++)
        if (pthread_create(&helpers[started], NULL, grow_worker, &b) == 0)
            started++;
    int base = rep ? rep->done : 0;
    bool going = true;
    for (int i; going && (i = atomic_fetch_add(&b.next, 1)) < count;) {
        going = grow_candidate(seed, &c[i], rep);
        atomic_fetch_add(&b.done, 1);
        if (rep)
            rep->done = base + atomic_load(&b.done);
        going = going && report(rep);
        if (!going)
            atomic_store(&b.next, count); /* the helpers take no more */
    }
    for (int t = 0; t < started; t++)
        pthread_join(helpers[t], NULL);
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
    struct repeat_set seen; /* the levels filled, for the repeat check */
    struct repeat_key key;  /* the candidate's, being checked */
    struct order_stats *stats;
    struct reporter *rep;   /* the build's progress */
};

static bool fits_after(const struct level *prev, const struct candidate *c)
{
    if (!c->grown || c->taken)
        return false;
    int prev_bits = prev ? prev->centibits : 0, prev_dots = prev ? prev->n : 0;
    return c->lv.n >= prev_dots && c->lv.centibits >= prev_bits;
}

/* The best fitting candidate of stretch s for target, or -1. Only candidates grown for
 * this level or an earlier one count, so the dot counts keep to the ramp instead of
 * running ahead of it and leaving later levels only crowded fields. A candidate within
 * CHECK_MAX_JUMP of the level before beats any beyond it; then the nearer the target
 * wins, and of two as near, the one with more dots (nearer the ramp), so equal levels
 * still grow. */
static int nearest(const struct filler *f, int s, int max_dots, int target)
{
    const struct level *prev = f->chosen ? &f->pack->levels[f->chosen - 1] : NULL;
    int prev_bits = prev ? prev->centibits : 0;
    int best = -1, best_gap = 0;
    bool best_small_step = false;
    for (int i = 0; i < f->count; i++) {
        const struct candidate *c = &f->c[i];
        if (c->stretch != s || c->dots > max_dots || !fits_after(prev, c))
            continue;
        bool small_step = c->lv.centibits - prev_bits <= CHECK_MAX_JUMP;
        int gap = abs(c->lv.centibits - target);
        if (best < 0 || small_step > best_small_step ||
            (small_step == best_small_step &&
             (gap < best_gap || (gap == best_gap && c->lv.n > f->c[best].lv.n)))) {
            best = i;
            best_gap = gap;
            best_small_step = small_step;
        }
    }
    return best;
}

static int grow_more(struct filler *f, int s, int dots, int aim, lg_err *err)
{
    if (f->count + ORDER_CANDIDATES_PER_LEVEL > f->cap) {
        int cap = f->cap * 2;
        struct candidate *grown = realloc(f->c, sizeof *grown * (size_t)cap);
        if (!grown)
            return lg_fail(err, "out of memory growing candidates");
        f->c = grown;
        f->cap = cap;
    }
    int next_index = 0;
    for (int i = 0; i < f->count; i++)
        if (f->c[i].stretch == s && f->c[i].index >= next_index)
            next_index = f->c[i].index + 1;
    struct candidate *batch = &f->c[f->count];
    for (int i = 0; i < ORDER_CANDIDATES_PER_LEVEL; i++)
        batch[i] = (struct candidate){.stretch = s, .index = next_index + i, .dots = dots, .aim = aim};
    bool going = grow_batch(f->seed, batch, ORDER_CANDIDATES_PER_LEVEL, f->threads, f->rep);
    f->count += ORDER_CANDIDATES_PER_LEVEL;
    return going ? 0 : lg_fail(err, "stopped before the pack was grown");
}

static int fill_level(struct filler *f, int s, int number, int target, lg_err *err)
{
    const struct stretch *st = &STRETCHES[s];
    const struct level *prev = f->chosen ? &f->pack->levels[f->chosen - 1] : NULL;
    int dots = ramp_dots(st, number - st->first);
    if (prev && prev->n > dots)
        dots = prev->n;
    for (int batches = 0;;) {
        int best = nearest(f, s, dots, target);
        if (best < 0) {
            if (batches++ == EXTRA_BATCHES)
                return lg_fail(err, "no candidate fits level %d after %d extra batches", number,
                               EXTRA_BATCHES);
            if (grow_more(f, s, dots, target, err) != 0)
                return -1;
            continue;
        }
        struct candidate *c = &f->c[best];
        c->taken = true;
        repeat_key_build(&f->key, &c->lv);
        if (repeat_set_has(&f->seen, &f->key)) {
            f->stats->refused_repeats++;
            continue;
        }
        struct level *lv = &f->pack->levels[f->chosen];
        *lv = c->lv;
        lv->number = number;
        if (repeat_set_add(&f->seen, &f->key, err) != 0)
            return -1;
        f->chosen++;
        return 0;
    }
}

int order_build_pack(uint64_t seed, int threads, order_progress *progress, void *ctx,
                     struct pack *pack, struct order_stats *stats, lg_err *err)
{
    struct order_stats local = {0};
    if (!stats)
        stats = &local;
    *stats = (struct order_stats){0};
    int total = 0, levels = STRETCHES[STRETCH_COUNT - 1].last;
    for (int s = 0; s < STRETCH_COUNT; s++)
        total += levels_in(&STRETCHES[s]) * ORDER_CANDIDATES_PER_LEVEL;

    struct filler f = {.seed = seed, .threads = threads < 1 ? 1 : threads, .cap = total * 2};
    f.c = calloc((size_t)f.cap, sizeof *f.c);
    if (!f.c)
        return lg_fail(err, "out of memory for %d candidates", f.cap);
    for (int s = 0; s < STRETCH_COUNT; s++)
        for (int i = 0; i < levels_in(&STRETCHES[s]) * ORDER_CANDIDATES_PER_LEVEL; i++)
            f.c[f.count++] = (struct candidate){
                .stretch = s, .index = i,
                .dots = ramp_dots(&STRETCHES[s], i / ORDER_CANDIDATES_PER_LEVEL),
                .aim = planned_target(s, STRETCHES[s].first + i / ORDER_CANDIDATES_PER_LEVEL)};
    struct reporter rep = {.progress = progress, .ctx = ctx, .total = total};
    f.rep = &rep;
    if (!grow_batch(seed, f.c, f.count, f.threads, &rep)) {
        free(f.c);
        *pack = (struct pack){0};
        return lg_fail(err, "stopped before the pack was grown");
    }

    int status = pack_alloc(pack, levels, err);
    f.pack = pack;
    f.stats = stats;
    if (status == 0)
        status = repeat_set_reserve(&f.seen, levels, err);
    for (int s = 0; s < STRETCH_COUNT && status == 0; s++) {
        const struct stretch *st = &STRETCHES[s];
        int from = f.chosen ? pack->levels[f.chosen - 1].centibits : 0;
        for (int number = st->first; number <= st->last && status == 0; number++) {
            status = fill_level(&f, s, number, line_at(s, from, number), err);
            if (status == 0 && !report(&rep)) /* filling takes a while too */
                status = lg_fail(err, "stopped before the pack was grown");
        }
    }
    if (status == 0) {
        pack->seed = seed;
        stats->levels = pack->count;
        for (int i = 0; i < f.count; i++) {
            stats->candidates += f.c[i].grown;
            for (int o = 0; o < GROW_OUTCOMES; o++)
                stats->attempts[o] += f.c[i].tally[o];
        }
    } else {
        pack_free(pack);
    }
    repeat_set_free(&f.seen);
    free(f.c);
    return status;
}

int order_grow_next(const struct level *prev, const struct repeat_set *seen, uint64_t seed,
                    order_progress *progress, void *ctx, struct level *out, lg_err *err)
{
    struct repeat_key *key = malloc(sizeof *key);
    struct candidate *unfit = malloc(sizeof *unfit * ENDLESS_TRIES);
    if (!key || !unfit) {
        free(key);
        free(unfit);
        return lg_fail(err, "out of memory for the repeat check");
    }
    /* One more dot every other level, up to what still fits. */
    int dots = prev->n + (prev->number % 2);
    if (dots > ENDLESS_MAX_DOTS)
        dots = prev->n > ENDLESS_MAX_DOTS ? prev->n : ENDLESS_MAX_DOTS;
    /* The first try that fits and repeats no level is taken. Near the ceiling of what five
     * taps can be made to need, no try may fit: then the hardest grown that repeats none is
     * offered (the first of equals), so play goes on. The tries that do not fit are kept,
     * hardest first, and checked for repeats only then: most levels check one try, however
     * many did not fit before it. */
    struct candidate c;
    const struct candidate *taken = NULL;
    int unfit_count = 0;
    /* Progress is told between tries, as a pack's is: done is the candidates grown. */
    struct reporter rep = {.progress = progress, .ctx = ctx, .total = ENDLESS_TRIES};
    bool going = true;
    for (int k = 0; k < ENDLESS_TRIES && !taken && going; k++) {
        c = (struct candidate){.stretch = ENDLESS,
                               .own = &ENDLESS_STRETCH,
                               .index = prev->number * ENDLESS_TRIES + k,
                               .dots = dots,
                               .aim = prev->centibits + ENDLESS_STEP};
        rep.done = k;
        going = (k == 0 || report(&rep)) && grow_candidate(seed, &c, &rep);
        int step = c.lv.centibits - prev->centibits;
        if (!going || !c.grown)
            continue;
        if (step <= 0 || step > CHECK_MAX_JUMP) {
            int at = unfit_count++;
            for (; at > 0 && unfit[at - 1].lv.centibits < c.lv.centibits; at--)
                unfit[at] = unfit[at - 1];
            unfit[at] = c;
            continue;
        }
        repeat_key_build(key, &c.lv);
        if (!repeat_set_has(seen, key))
            taken = &c;
    }
    for (int i = 0; i < unfit_count && !taken && going; i++) {
        repeat_key_build(key, &unfit[i].lv);
        if (!repeat_set_has(seen, key))
            taken = &unfit[i];
    }
    if (taken) {
        *out = taken->lv;
        out->number = prev->number + 1;
    }
    free(key);
    free(unfit);
    if (!going)
        return lg_fail(err, "stopped before level %d was grown", prev->number + 1);
    return taken ? 0 : lg_fail(err, "no level grew after level %d in %d tries", prev->number, ENDLESS_TRIES);
}

int order_grow_aimed(uint64_t seed, int taps, int dots, int aim, int count, int threads,
                     struct level *out, lg_err *err)
{
    const struct stretch st = {.taps = taps};
    struct candidate *c = calloc((size_t)count, sizeof *c);
    if (!c)
        return lg_fail(err, "out of memory for %d candidates", count);
    for (int k = 0; k < count; k++)
        c[k] = (struct candidate){.stretch = AIMED, .own = &st, .index = k, .dots = dots, .aim = aim};
    grow_batch(seed, c, count, threads, NULL);
    int best = -1;
    for (int k = 0; k < count; k++)
        if (c[k].grown && (best < 0 || abs(c[k].lv.centibits - aim) < abs(c[best].lv.centibits - aim)))
            best = k;
    if (best >= 0) {
        *out = c[best].lv;
        out->number = 1;
    }
    free(c);
    if (best < 0)
        return lg_fail(err, "no field of %d taps and %d dots grew from seed %llu", taps, dots,
                       (unsigned long long)seed);
    return 0;
}
