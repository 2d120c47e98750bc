/* stats.c: see stats.h. */
#include "game/select/stats.h"

#include <inttypes.h>
#include <stdio.h>

#include "game/keymap.h"
#include "levelgen/daily.h"

void stats_daily(const struct daily_log *log, int64_t today, struct daily_stats *out)
{
    *out = (struct daily_stats){.streak = daily_log_streak(log, today), .best = daily_log_longest(log)};
    for (int i = 0; i < log->count; i++) {
        const struct daily_day *d = &log->days[i];
        out->played++;
        out->won += d->won;
        out->clean += d->won && !d->hinted;
        out->read += d->won && d->read;
    }
    out->first = today - daily_weekday(today) - 7 * (STATS_WEEKS - 1);
    out->today = (int)(today - out->first);
    for (int i = 0; i < STATS_DAYS; i++) {
        const struct daily_day *d = daily_log_find(log, out->first + i);
        if (i > out->today)
            out->days[i] = MARK_FUTURE;
        else if (!d)
            out->days[i] = MARK_NONE;
        else if (!d->won)
            out->days[i] = MARK_PLAYED;
        else
            out->days[i] = d->hinted ? MARK_HINTED : MARK_WON;
    }
}

void stats_pack(const struct progress *pr, struct pack_stats *out)
{
    *out = (struct pack_stats){.levels = pr->count, .won = progress_won_count(pr), .hints = pr->hints,
                               .endless = pr->endless};
    for (int i = 0; i < pr->count; i++) {
        out->clean += pr->best[i].taps > 0 && !pr->best[i].helped;
        out->read += pr->best[i].read;
    }
}

void stats_scene(struct stats_scene *out, const struct daily_log *log, int64_t today, const struct progress *packs,
                 int count)
{
    static const struct daily_log none;
    *out = (struct stats_scene){.packs = count < STATS_PACKS ? count : STATS_PACKS};
    stats_daily(log ? log : &none, today, &out->daily);
    for (int i = 0; i < out->packs; i++) {
        stats_pack(&packs[i], &out->pack[i]);
        if (packs[i].shipped)
            snprintf(out->name[i], sizeof out->name[i], "Carillon's levels");
        else
            snprintf(out->name[i], sizeof out->name[i], "Seed %" PRIu64, packs[i].seed);
    }
}

/* What the app does whatever screen is in front. */
static bool the_apps(enum action_kind k)
{
    return k == ACT_MUTE || k == ACT_FULLSCREEN || k == ACT_RESIZE || k == ACT_QUIT;
}

enum stats_result stats_action(struct statspanel *p, const struct action *a)
{
    if (!p->open) {
        if (!action_opens(a, OPEN_STATS))
            return STATS_UNUSED;
        p->open = true;
        return STATS_USED;
    }
    bool outside = a->x > STATS_X1 || a->y < STATS_Y0 || a->y > STATS_Y1;
    if (action_opens(a, OPEN_STATS) || a->kind == ACT_BACK || ((a->kind == ACT_PRESS || a->kind == ACT_PRESS_ALT) && outside)) {
        p->open = false;
        return STATS_CLOSED;
    }
    return the_apps(a->kind) ? STATS_UNUSED : STATS_USED;
}
