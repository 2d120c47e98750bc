/* grow.h: growing one field for a wanted number of taps, and proving it.
 *
 * The seed's three stages. Roots: one per tap, big or normal, far apart. Cores: the roots
 * take turns adding a dot each inside the ring of a dot of their own tree. Free growth:
 * every other dot joins the smallest tree, inside the ring of one of its dots, tried
 * smaller when it does not fit. No dot may touch a root (so the roots are exactly the
 * chain starts and the taps are known by construction), and no dot may open a side door:
 * every dot's chain is tracked, and a dot is refused if any root would then reach another
 * root or another tree's core. Learning fields drop the first rule (dots may reach their
 * own root, so many taps win) but keep the side-door guard.
 *
 * Every field also has to pass the fairness rules (geometry.h), give each chain start a
 * fair share of the field, and be proven: the independent solver must find exactly the
 * wanted taps. Decisions use only the project's rng and integers.
 */
#ifndef LEVELGEN_GROW_H
#define LEVELGEN_GROW_H

#include <stdbool.h>
#include <stdint.h>

#include "pack.h"
#include "rng.h"

enum { GROW_MAX_TAPS = 8 };

struct grow_spec {
    int taps;          /* 1 .. GROW_MAX_TAPS */
    int dots;          /* wanted dots, taps .. DOTSET_MAX */
    bool learning;     /* dots may reach their own root: any or most taps win ... */
    int reach_back_percent; /* ... each dot with this chance */
    int core;          /* core dots grown around each root before free growth */
    int big_root_percent; /* chance that a root is big rather than normal */
    int big_percent;   /* chance that a grown dot starts big ... */
    int small_percent; /* ... or small; otherwise normal */
    int leaf_percent;  /* chance that a free dot must touch nothing: a quiet preview */
};

/* Why a grown field was thrown away. */
enum grow_outcome {
    GROWN,
    GROW_NO_ROOM,      /* roots or dots did not fit */
    GROW_UNFAIR_SHARE, /* a chain start pops too little of the field on its own */
    GROW_SOLVER_DISAGREES,
    GROW_OUTCOMES
};

extern const char *const GROW_OUTCOME_NAMES[GROW_OUTCOMES];

/* A field being grown, dot by dot: what grow_field drives, open so that tests can offer
 * hand-made dots and see each rule refuse them. */
struct growth {
    const struct grow_spec *spec;
    int n;
    struct dot dots[DOTSET_MAX];
    dotset chain[DOTSET_MAX];    /* what a tap on each dot pops, kept up to date */
    int rooted;                  /* roots placed so far: trees 0 .. rooted-1 */
    int root[GROW_MAX_TAPS];
    dotset roots;
    dotset tree[GROW_MAX_TAPS];
    dotset core[GROW_MAX_TAPS];
};

enum grow_role { ROLE_ROOT, ROLE_CORE, ROLE_FREE };

/* Why growth_add refused a dot. */
enum grow_refusal {
    ADMITTED,
    REFUSED_FULL,         /* the field already holds DOTSET_MAX dots */
    REFUSED_UNFAIR,       /* outside the field, too close, or a ring on an edge */
    REFUSED_REACHES_ROOT, /* it would touch a root, or a root would be touched */
    REFUSED_NOT_LEAF,     /* it was to touch nothing, and touches something */
    REFUSED_SIDE_DOOR,    /* a root would reach another root or another tree's core */
};

/* What a dot about to be grown may do. */
struct grow_freedom {
    bool reach_back; /* may reach roots (the guard still keeps it from other trees') */
    bool leaf;       /* must touch nothing */
};

/* Starts an empty field for spec. */
void growth_start(struct growth *g, const struct grow_spec *spec);

/* Adds x to tree t in the given role, unless a rule refuses it; says which. A new root
 * starts tree g->rooted; other dots join a tree that has its root. */
enum grow_refusal growth_add(struct growth *g, const struct dot *x, int t, enum grow_role role,
                             struct grow_freedom may);

/* Grows one field from r and proves it; fills lv (taps, dots, solution, bits; number 0)
 * only when the outcome is GROWN. */
enum grow_outcome grow_field(const struct grow_spec *spec, struct rng *r, struct level *lv);

/* Grows until a field is proven, every attempt drawing on r, so that a candidate seeded
 * on its own stream depends on nothing else (not on threads or other candidates).
 * tally[outcome], if not NULL, counts every attempt by outcome. After max_attempts it
 * gives up and returns the last attempt's reason. */
enum grow_outcome grow_proven(const struct grow_spec *spec, struct rng *r, int max_attempts,
                              struct level *lv, int *tally);

/* The fewest dots each chain start's chain must pop on its own: ceil(n / (2 taps)). */
int grow_fair_share(int n, int taps);

#endif
