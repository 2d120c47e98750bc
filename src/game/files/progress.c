/* progress.c: see progress.h. */
#include "game/files/progress.h"

#include <stdlib.h>

int progress_new(struct progress *pr, int count, error_line *err)
{
    *pr = (struct progress){.count = count};
    size_t n = count > 0 ? (size_t)count : 1;
    pr->best = calloc(n, sizeof *pr->best);
    if (!pr->best) {
        progress_free(pr);
        return error_fail(err, "out of memory for the progress of %d levels", count);
    }
    return 0;
}

void progress_free(struct progress *pr)
{
    free(pr->best);
    pr->best = NULL;
}

void progress_merge(struct progress *pr, const struct progress *src)
{
    for (int i = 0; i < pr->count && i < src->count; i++)
        progress_won(pr, i + 1, src->best[i]);
    if (src->endless > 0 && src->count + src->endless > pr->count)
        progress_won(pr, src->count + src->endless, (struct result){.taps = 1, .helped = true});
    int64_t hints = (int64_t)src->hints + pr->hints_unsaved;
    if (hints > pr->hints) {
        pr->hints = hints < PROGRESS_MAX_HINTS ? (int)hints : PROGRESS_MAX_HINTS;
        pr->changes++;
    }
    if (src->shipped && !pr->shipped) {
        pr->shipped = true;
        pr->changes++;
    }
}

void progress_won(struct progress *pr, int level, struct result r)
{
    if (level > pr->count) {
        if (level - pr->count > pr->endless && level - pr->count <= PROGRESS_ENDLESS_KEPT) {
            pr->endless = level - pr->count;
            pr->changes++;
        }
        return;
    }
    if (level < 1 || r.taps < 1 || !result_better(r, pr->best[level - 1]))
        return;
    pr->best[level - 1] = r;
    pr->changes++;
}

void progress_hint(struct progress *pr)
{
    if (pr->hints < PROGRESS_MAX_HINTS) {
        pr->hints++;
        pr->hints_unsaved++;
        pr->changes++;
    }
}

bool progress_open(const struct progress *pr, int level)
{
    if (level > pr->count) /* endless: after the pack's last, one beyond the furthest won */
        return pr->best[pr->count - 1].taps > 0 && level - pr->count <= pr->endless + 1;
    if (level < 1)
        return false;
    return level == 1 || pr->best[level - 2].taps > 0 || pr->best[level - 1].taps > 0;
}

int progress_first_open(const struct progress *pr)
{
    for (int i = 0; i < pr->count; i++)
        if (pr->best[i].taps == 0)
            return i + 1;
    return pr->count;
}

int progress_won_count(const struct progress *pr)
{
    int won = 0;
    for (int i = 0; i < pr->count; i++)
        won += pr->best[i].taps > 0;
    return won;
}

bool progress_any(const struct progress *pr)
{
    return pr->endless > 0 || progress_won_count(pr) > 0;
}

/* FNV-1a, 64 bits: small, fixed by its spec, the same on every machine. */
static uint64_t fnv(uint64_t h, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        h ^= (v >> (8 * i)) & 0xff;
        h *= 0x100000001b3ull;
    }
    return h;
}

uint64_t progress_pack_id(const struct pack *pack)
{
    uint64_t h = 0xcbf29ce484222325ull;
    h = fnv(h, (uint32_t)pack->count);
    for (int i = 0; i < pack->count; i++) {
        const struct level *lv = &pack->levels[i];
        h = fnv(fnv(h, (uint32_t)lv->taps), (uint32_t)lv->n);
        for (int d = 0; d < lv->n; d++) {
            const struct dot *dot = &lv->dots[d];
            h = fnv(h, (uint32_t)(uint16_t)dot->x | (uint32_t)(uint16_t)dot->y << 16);
            h = fnv(h, (uint32_t)dot->size | (uint32_t)dot->note << 8);
        }
    }
    return h;
}
