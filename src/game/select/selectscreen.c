/* selectscreen.c: see selectscreen.h. */
#include "game/select/selectscreen.h"

#include <math.h>
#include <stdio.h>

#include "game/draw/buttons.h"
#include "game/keymap.h"
#include "game/select/drawselect.h"
#include "game/select/drawtiles.h"
#include "game/sound/bells.h"
#include "levelgen/daily.h"

void selectscreen_start(struct selectscreen *s, const struct screen_env *env, const struct pack *levels,
                        int pack_levels, const struct progress *progress, const char *subtitle)
{
    *s = (struct selectscreen){.env = env, .levels = levels, .pack_levels = pack_levels,
                               .subtitle = subtitle, .panel = {.pressed = -1}};
    select_start(&s->grid, progress);
}

void selectscreen_choose(struct selectscreen *s, int tile)
{
    select_choose(&s->grid, tile > s->pack_levels ? s->pack_levels + 1 : tile);
}

void selectscreen_open_panel(struct selectscreen *s, bool resumes)
{
    settingspanel_open(&s->panel);
    s->resumes = resumes;
    screen_cue(s->env, CARILLON_CUE_PANEL);
}

void selectscreen_open_stats(struct selectscreen *s, bool resumes)
{
    if (stats_action(&s->stats, &(struct action){.kind = ACT_OPEN, .open = OPEN_STATS}) != STATS_UNUSED)
        s->resumes = resumes;
    screen_cue(s->env, CARILLON_CUE_PANEL);
}

/* A panel closed (its sound): back into the level it was opened over, if it was. */
static struct request closed(struct selectscreen *s)
{
    screen_cue(s->env, CARILLON_CUE_PANEL);
    bool back = s->resumes;
    s->resumes = false;
    return back ? (struct request){.kind = REQUEST_RESUME} : STAY;
}

/* A locked tile asked to play: it shakes its head (the scene's nudge) and a low bell
 * answers, softly. */
static void refuse(struct selectscreen *s)
{
    s->nudged = s->grid.refused;
    s->nudge_ms = 0;
    s->grid.refused = 0;
    const struct carillon_host *h = s->env->host;
    if (h->ring)
        h->ring(h->ctx, 0, SIZE_BIG, 0, LOUD_REFUSED);
}

/* Off the field, Space (or a pad's A) is Enter, a pad's A let go is nothing, a pad's Y
 * is T, and Tab walks the tiles (or the settings' rows). */
static struct action off_the_field(const struct selectscreen *s, const struct action *a)
{
    struct action off = *a;
    if (a->kind == ACT_HOLD)
        off.kind = ACT_CONTINUE;
    else if (a->kind == ACT_LET_GO)
        off.kind = ACT_NONE;
    else if (a->kind == ACT_TAB)
        off.kind = s->panel.open ? ACT_DOWN : ACT_RIGHT;
    else if (a->kind == ACT_BACKTAB)
        off.kind = s->panel.open ? ACT_UP : ACT_LEFT;
    else if (a->kind == ACT_HINT && a->pad) /* Y: a pad has no T */
        off = action_open(OPEN_STATS);
    return off;
}

/* The row's tiles are where they were last drawn (drawtiles_fit). */
static bool on_tile(const struct selectscreen *s, const struct action *a, enum row_tile tile)
{
    return tilerow_at(&s->grid.row, a->x, a->y) == (int)tile;
}

/* D or the daily tile, W or the workshop tile (the choice then on it, for Esc to come
 * back to), Ctrl+V; false for any other action (the grid's). */
static bool beside_the_grid(struct selectscreen *s, const struct action *a, struct request *r)
{
    bool released = a->kind == ACT_RELEASE, pointer = a->kind == ACT_PRESS || released;
    if (action_opens(a, OPEN_WORKSHOP) || (pointer && on_tile(s, a, ROW_WORKSHOP))) {
        if (a->kind != ACT_PRESS) {
            s->grid.chosen = SELECT_WORKSHOP;
            r->kind = REQUEST_WORKSHOP;
        }
    } else if (action_opens(a, OPEN_DAILY) || (pointer && on_tile(s, a, ROW_DAILY))) {
        if (a->kind != ACT_PRESS) {
            s->grid.chosen = SELECT_DAILY;
            r->kind = REQUEST_DAILY;
        }
    } else if (a->kind == ACT_PASTE) {
        *r = (struct request){.kind = REQUEST_CODE, .text = a->text};
    } else {
        return false;
    }
    return true;
}

/* The tile to the level it plays: the endless tile goes on from the furthest endless
 * level won. */
static int level_of(const struct selectscreen *s, int tile)
{
    return tile <= s->pack_levels ? tile : s->pack_levels + s->grid.progress->endless + 1;
}

static struct request on_the_grid(struct selectscreen *s, const struct action *a)
{
    struct request r = STAY;
    if (beside_the_grid(s, a, &r))
        return r;
    int tile = select_action(&s->grid, a);
    if (tile == SELECT_DAILY || tile == SELECT_WORKSHOP) /* Enter on either: as D or W */
        beside_the_grid(s, &(struct action){.kind = ACT_OPEN, .open = tile == SELECT_DAILY ? OPEN_DAILY : OPEN_WORKSHOP},
                        &r);
    else if (tile)
        r = (struct request){.kind = REQUEST_LEVEL, .level = level_of(s, tile)};
    if (s->grid.refused)
        refuse(s);
    return r;
}

static struct request action(void *self, const struct action *given)
{
    struct selectscreen *s = self;
    struct action off = off_the_field(s, given);
    const struct action *a = &off;
    if (a->kind != ACT_MOVE && a->kind != ACT_NONE) { /* any key or press: the warning was read */
        warnings_next(s->env->warnings);
        if (a->kind != ACT_BACK) /* and one that is not Esc: the player stays */
            s->quit_asked = false;
    }
    bool stats_open = s->stats.open;
    enum stats_result shown = s->panel.open ? STATS_UNUSED : stats_action(&s->stats, a);
    if (shown == STATS_CLOSED)
        return closed(s);
    if (s->stats.open && !stats_open)
        screen_cue(s->env, CARILLON_CUE_PANEL);
    if (shown != STATS_UNUSED)
        return STAY; /* the statistics panel opened, or took the action while open */
    if (s->panel.open) {
        enum settingspanel_result done = settingspanel_action(&s->panel, s->env->settings, a);
        if (done == SETTINGSPANEL_CHANGED)
            return (struct request){.kind = REQUEST_SETTINGS};
        return done == SETTINGSPANEL_CLOSED ? closed(s) : STAY;
    }
    if (action_opens(a, OPEN_SETTINGS)) {
        selectscreen_open_panel(s, false);
        return STAY;
    }
    if (a->kind == ACT_BACK) { /* a front end with no quit (a page) has nothing to ask */
        if (!s->env->host->quit)
            return STAY;
        bool again = s->quit_asked;
        s->quit_asked = true;
        return again ? (struct request){.kind = REQUEST_QUIT} : STAY;
    }
    struct request r = on_the_grid(s, a);
    if (r.kind != REQUEST_STAY)
        s->nudged = 0;
    return r;
}

static struct request update(void *self, int64_t ms)
{
    struct selectscreen *s = self;
    warnings_pass(s->env->warnings, ms);
    if (s->nudged && (s->nudge_ms += ms) >= NUDGE_MS)
        s->nudged = 0;
    return STAY;
}

static bool busy(const void *self)
{
    const struct selectscreen *s = self;
    return s->nudged != 0;
}

static int64_t due(const void *self)
{
    const struct selectscreen *s = self;
    return warnings_due(s->env->warnings);
}

void selectscreen_scene(const struct selectscreen *s, struct select_scene *out,
                        char daily[static SELECTSCREEN_DAILY_WORDS], struct stats_scene *stats)
{
    const struct screen_env *e = s->env;
    *out = (struct select_scene){
        .select = &s->grid,
        .pack = s->levels,
        .settingspanel = s->panel.open ? &s->panel : NULL,
        .settings = e->settings,
        .subtitle = s->subtitle && s->subtitle[0] ? s->subtitle : NULL,
        .sound = screen_sound(e),
        .warning = warnings_front(e->warnings),
        .quit_asked = s->quit_asked,
        .can_quit = s->env->host->quit != NULL,
        .nudged = e->settings->reduced_motion ? 0 : s->nudged,
        .nudge_age = s->nudge_ms,
        .pad = e->pad,
        .touch = e->touch,
        .daily_words = daily,
    };
    /* the daily tile: the day, and its result and the streak once won */
    const struct daily_log *log = e->daily_log;
    int64_t today = daily_today();
    tilerow_daily_words(daily, SELECTSCREEN_DAILY_WORDS, today, log ? daily_log_find(log, today) : NULL,
                        log ? daily_log_streak(log, today) : 0);
    if (s->stats.open) {
        stats_scene(stats, log, today, e->save ? e->save->packs : NULL, e->save ? e->save->count : 0);
        stats->pad = e->pad;
        stats->touch = e->touch;
        out->stats = stats;
    }
}

static void draw(void *self, struct kit *kit)
{
    struct selectscreen *s = self;
    struct select_scene sc;
    char daily[SELECTSCREEN_DAILY_WORDS];
    struct stats_scene stats;
    selectscreen_scene(s, &sc, daily, &stats);
    drawtiles_fit(kit, &s->grid, daily, sc.touch); /* the row for the words as drawn: pointers find it there */
    drawselect_scene(kit, &sc);
}

static void buttons(const void *self, struct buttons_for *out)
{
    const struct selectscreen *s = self;
    out->screen = s->panel.open ? BUTTONS_SETTINGS : s->stats.open ? BUTTONS_STATS : BUTTONS_SELECT;
}

/* The page's tiles ("tile N x y r") and the row under the grid ("row NAME x y w h"). */
static void where(const void *self, const struct view *v, carillon_line_fn *tell, void *ctx)
{
    const struct select *sel = &((const struct selectscreen *)self)->grid;
    int first = select_page_first(sel);
    long tile_r = view_pt_len(v, select_tile_radius(sel));
    char line[96];
    for (int tile = first; tile < first + select_page(sel) && tile <= sel->count; tile++) {
        int x, y;
        select_tile_centre(sel, tile, &x, &y);
        snprintf(line, sizeof line, "tile %d %ld %ld %ld", tile, view_pt_x(v, (float)x), view_pt_y(v, (float)y), tile_r);
        tell(ctx, line);
    }
    static const char *const ROW_NAMES[ROW_TILES] = {"daily", "endless", "workshop"};
    const struct tile_row *row = &sel->row;
    for (int t = 0; t < ROW_TILES; t++) {
        snprintf(line, sizeof line, "row %s %ld %ld %ld %ld", ROW_NAMES[t], view_pt_x(v, row->cx[t] - row->half_w[t]),
                 view_pt_y(v, (float)(ROW_Y - ROW_HALF_H)), view_pt_len(v, 2 * row->half_w[t]),
                 lroundf(2 * ROW_HALF_H * v->scale / v->ratio_y));
        tell(ctx, line);
    }
}

/* The grid for the view: as many tiles as hold their numbers and a finger (the panel's
 * whole field: the select is never framed). */
static void fit(void *self, const struct view *v)
{
    struct selectscreen *s = self;
    int columns, rows;
    select_grid_for(view_panel_scale(v), v->band, v->ratio_y, &columns, &rows);
    select_set_grid(&s->grid, columns, rows);
}

const struct screen SELECTSCREEN = {.action = action, .update = update, .busy = busy, .due = due, .draw = draw,
                                    .buttons = buttons, .where = where, .fit = fit};
