/* playscene.c: see playscene.h. */
#include "game/play/playscene.h"

#include <stdio.h>

#include "levelgen/geometry.h"

bool playscene_animating(const struct play_scene *s)
{
    const struct play *p = s->play;
    if (s->banner != BANNER_NONE && s->banner_age < BANNER_FADE_MS)
        return true;
    if (s->rippling && s->ripple_age < RIPPLE_MS)
        return true;
    if (play_next_pop(p) != PLAY_NEVER)
        return true;
    if (s->hint >= 0 && !s->reduced_motion && dotset_has(p->standing, s->hint) &&
        s->hint_age < HINT_BREATHS * HINT_BREATH_MS)
        return true; /* the hint breathes */
    if (s->pealing && !s->reduced_motion &&
        p->now < s->peal_at + (int64_t)(p->taps_used - 1) * PEAL_STEP_MS + PEAL_LIGHT_MS)
        return true; /* the peal's light goes out */
    int i;
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest))
        if (p->now - p->when[i] <= ring_full_ms(p->level->dots[i].size) + RING_FADE_MS)
            return true;
    return false;
}

void playscene_bits(const struct proof *p, char *out, size_t n)
{
    if (p->centibits < 0)
        snprintf(out, n, "unrated");
    else
        snprintf(out, n, "%d.%02d bits", p->centibits / 100, p->centibits % 100);
}

void playscene_peal_parts(enum result_kind k, bool *cadence, bool *chord)
{
    *cadence = k != RESULT_HELPED;
    *chord = k != RESULT_OVER;
}
