/* fields.c: see fields.h. Placement is by rejection: propose a spot, keep it if it
 * meets the rules, give a tree up after enough misses. */
#include "support/fields.h"

#include "levelgen/dotset.h"

enum {
    ROOT_APART = FIELD_HEIGHT / 3 + 1, /* 267: the seed's "a third of the height" */
    TRIES_PER_DOT = 60,
};

static struct dot random_dot(struct rng *r, int size, int w, int h)
{
    int radius = SIZES[size].radius;
    return (struct dot){
        .x = (int16_t)rng_range(r, radius, w - radius),
        .y = (int16_t)rng_range(r, radius, h - radius),
        .size = (uint8_t)size,
        .note = (uint8_t)rng_below(r, NOTE_COUNT),
    };
}

void field_scatter(struct rng *r, struct dot *dots, int n, int w, int h)
{
    for (int i = 0; i < n; i++)
        dots[i] = random_dot(r, (int)rng_below(r, SIZE_COUNT), w, h);
}

/* Whether d may join the n dots already placed. */
static bool fits(const struct dot *d, const struct dot *dots, int n, dotset roots,
                 const struct grow_options *opt)
{
    if (!dot_inside(d))
        return false;
    for (int i = 0; i < n; i++) {
        if (opt->roots_untouched && dotset_has(roots, i) && dot_touches(d, &dots[i]))
            return false;
        int64_t apart = SIZES[d->size].radius + SIZES[dots[i].size].radius;
        if (opt->fair ? !dots_fair(d, &dots[i]) : dot_dist2(d, &dots[i]) < apart * apart)
            return false;
    }
    return true;
}

static int plant_roots(struct rng *r, struct dot *dots, const struct grow_options *opt)
{
    int n = 0;
    for (int k = 0; k < opt->roots && n < DOTSET_MAX; k++) {
        for (int t = 0; t < 20 * TRIES_PER_DOT; t++) {
            struct dot d = random_dot(r, (int)rng_range(r, SIZE_NORMAL, SIZE_BIG), FIELD_WIDTH,
                                      FIELD_HEIGHT);
            bool apart = true;
            for (int i = 0; i < n && apart; i++)
                apart = dot_dist2(&d, &dots[i]) >= (int64_t)ROOT_APART * ROOT_APART;
            if (apart && fits(&d, dots, n, 0, opt)) {
                dots[n++] = d;
                break;
            }
        }
    }
    return n;
}

/* A dot that d's ring touches, of a random size, or (when fair) touches with the ring
 * margin to spare. */
static struct dot near(struct rng *r, const struct dot *d, bool fair)
{
    int size = (int)rng_below(r, SIZE_COUNT);
    int reach = SIZES[d->size].ring + SIZES[size].radius - (fair ? FAIR_RING_MARGIN : 0);
    for (;;) {
        int dx = rng_range(r, -reach, reach), dy = rng_range(r, -reach, reach);
        if (dx * dx + dy * dy <= reach * reach)
            return (struct dot){
                .x = (int16_t)(d->x + dx),
                .y = (int16_t)(d->y + dy),
                .size = (uint8_t)size,
                .note = (uint8_t)rng_below(r, NOTE_COUNT),
            };
    }
}

int field_grow(struct rng *r, struct dot *dots, const struct grow_options *opt)
{
    int want = opt->dots < DOTSET_MAX ? opt->dots : DOTSET_MAX;
    int n = plant_roots(r, dots, opt);
    int roots = n;
    if (roots == 0)
        return 0;
    int tree[DOTSET_MAX], size[DOTSET_MAX] = {0};
    bool full[DOTSET_MAX] = {false};
    for (int i = 0; i < roots; i++) {
        tree[i] = i;
        size[i] = 1;
    }
    while (n < want) {
        /* The smallest tree that still has room grows next. */
        int t = -1;
        for (int k = 0; k < roots; k++)
            if (!full[k] && (t < 0 || size[k] < size[t]))
                t = k;
        if (t < 0)
            break;
        int members[DOTSET_MAX], m = 0;
        for (int i = 0; i < n; i++)
            if (tree[i] == t)
                members[m++] = i;
        full[t] = true;
        for (int tries = 0; tries < TRIES_PER_DOT; tries++) {
            struct dot d = near(r, &dots[members[rng_below(r, (uint32_t)m)]], opt->fair);
            if (fits(&d, dots, n, dotset_all(roots), opt)) {
                tree[n] = t;
                dots[n++] = d;
                size[t]++;
                full[t] = false;
                break;
            }
        }
    }
    return n;
}
