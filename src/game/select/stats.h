/* stats.h: the statistics panel over the select, as logic (no SDL): its figures and
 * when it opens and closes.
 *
 * The figures come from the files the game keeps and nothing else: the daily's from
 * the daily log (dailylog.h), each pack's from its progress (progress.h). For the daily:
 * the days played (its level opened), won, won without help, won read (no dot held), the streak (as the daily
 * tile counts it: the run of days won up to today, or yesterday while today is not won)
 * and the longest run ever, and the last five weeks as a calendar: STATS_WEEKS rows of
 * Monday to Sunday, the last row the week of today, each day won (with or without a
 * hint), played, not played, or still to come. For a pack: its levels, how many are
 * won, won without help (their best try), won read, the hints asked in it and the
 * endless levels won.
 *
 * The panel opens with T (ACT_OPEN, OPEN_STATS) or its button on the select, and closes with T,
 * Esc, or a press outside it (right of STATS_X1, or off STATS_Y0..STATS_Y1 in field units,
 * where it is drawn); while it is open it takes every other action but the app's own
 * (mute, full screen, a resize, quitting), so nothing behind it moves.
 */
#ifndef GAME_STATS_H
#define GAME_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"
#include "game/files/dailylog.h"
#include "game/files/progress.h"
#include "game/draw/view.h"
#include "levelgen/geometry.h"

enum { STATS_WEEKS = 5, STATS_DAYS = 7 * STATS_WEEKS };

/* The panel, in field units: over the grid of the select and the words around it that
 * hold no buttons (view_over: above and below the field, or the header's column at its
 * left), so its words keep their size on a small field; a press right of STATS_X1, or
 * above or below, is outside it. */
enum { STATS_X1 = FIELD_WIDTH - 24, STATS_Y0 = -VIEW_OVER_TOP, STATS_Y1 = FIELD_HEIGHT + VIEW_OVER_BOTTOM };

enum stats_mark {
    MARK_NONE,     /* not played */
    MARK_PLAYED,   /* played, not won */
    MARK_HINTED,   /* won with a hint */
    MARK_WON,      /* won without one */
    MARK_FUTURE,   /* after today */
};

struct daily_stats {
    int played, won, clean, read; /* days: played, won, won without help, won read */
    int streak, best;       /* days won in a row: up to today (or yesterday), and ever */
    int64_t first;          /* the calendar's first day: the Monday STATS_WEEKS - 1 weeks before
                               today's week's */
    enum stats_mark days[STATS_DAYS]; /* the calendar, first onwards, a row a week */
    int today;              /* today's place in days */
};

struct pack_stats {
    int levels, won, clean, read, hints, endless; /* clean: best try unhelped; read: best try read */
};

/* The daily's figures on today. */
void stats_daily(const struct daily_log *log, int64_t today, struct daily_stats *out);

/* A pack's figures. */
void stats_pack(const struct progress *pr, struct pack_stats *out);

/* What the panel shows: the daily's figures and those of the packs the save holds, the
 * one in play first (at most STATS_PACKS, the most recently played). */
enum { STATS_PACKS = 4 };

struct stats_scene {
    struct daily_stats daily;
    int packs;
    struct pack_stats pack[STATS_PACKS];
    char name[STATS_PACKS][48]; /* "Carillon's levels", "Seed 5" */
    bool pad;                   /* the last action came from a gamepad: name its button */
    bool touch;                 /* the last press was a finger's: name no key */
};

/* The scene from the daily log (or NULL: none kept) on today and the packs (most recently
 * played first, count of them). */
void stats_scene(struct stats_scene *out, const struct daily_log *log, int64_t today, const struct progress *packs,
                 int count);

struct statspanel {
    bool open;
};

enum stats_result {
    STATS_UNUSED, /* not the panel's: the select takes it */
    STATS_USED,   /* taken (the panel opened, or it is open and took it) */
    STATS_CLOSED,
};

/* On the select: T (OPEN_STATS) opens the panel; while it is open, what closes it and what
 * it takes (see above). */
enum stats_result stats_action(struct statspanel *p, const struct action *a);

#endif
