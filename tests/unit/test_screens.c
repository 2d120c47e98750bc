/* The screens around play, without a window: the level select opens only what the
 * wins allow and answers arrows, Enter and taps; the settings panel changes each setting
 * and closes; a session goes from the select to play and back, and after the pack's last
 * level goes on to endless levels grown in the background, each a five-tap level whose
 * win is kept, and saved before it is announced; a save that cannot be written is tried
 * again until it is. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "game/keymap.h"
#include "game/select/settingspanel.h"
#include "game/play/round.h"
#include "game/select/select.h"
#include "game/draw/view.h"
#include "game/session.h"
#include "levelgen/bits.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"
#include "levelgen/solver.h"
#include "support/runner.h"

/* The screens are logic, driven by actions and time: not one of their headers may bring
 * SDL in (SDL.h defines SDL_h_). */
#ifdef SDL_h_
#error "a screen's header includes SDL"
#endif

static struct action act(enum action_kind kind) { return (struct action){.kind = kind}; }
static struct action at(enum action_kind kind, int x, int y) { return (struct action){.kind = kind, .x = x, .y = y}; }

/* The session given one action of kind, with no place. */
static void key(struct session *s, enum action_kind kind)
{
    struct action a = act(kind);
    session_action(s, &a);
}

/* The session given the key that opens place. */
static void opens(struct session *s, enum open_place place)
{
    struct action a = action_open(place);
    session_action(s, &a);
}

static void test_the_select_opens_what_the_wins_allow(void **state)
{
    (void)state;
    struct progress pr;
    assert_int_equal(progress_new(&pr, 130, NULL), 0);
    struct select s;
    select_start(&s, &pr);
    assert_int_equal(s.chosen, 1);
    assert_int_equal(select_tile_state(&s, 1), TILE_OPEN);
    assert_int_equal(select_tile_state(&s, 2), TILE_LOCKED);
    struct action a = act(ACT_RIGHT);
    select_action(&s, &a);
    a = act(ACT_CONTINUE);
    assert_int_equal(select_action(&s, &a), 0); /* level 2 is locked: refused, for a nudge */
    assert_int_equal(s.refused, 2);
    s.refused = 0;
    progress_won(&pr, 1, (struct result){1, false, false});
    progress_won(&pr, 2, (struct result){1, true, false});
    assert_int_equal(select_tile_state(&s, 1), TILE_WON);
    assert_int_equal(select_tile_state(&s, 2), TILE_WON);
    assert_int_equal(select_action(&s, &a), 2);

    /* arrows: down a row, up again, never off the grid; down from the last row to the
     * endless tile, up from it to the last level; pages */
    a = act(ACT_DOWN);
    select_action(&s, &a);
    assert_int_equal(s.chosen, 12);
    a = act(ACT_UP);
    select_action(&s, &a);
    select_action(&s, &a);
    assert_int_equal(s.chosen, 2);
    a = act(ACT_PAGE_DOWN);
    select_action(&s, &a);
    assert_int_equal(s.chosen, 122);
    assert_int_equal(select_page_first(&s), 121);
    select_action(&s, &a);
    assert_int_equal(s.chosen, 131); /* the endless tile */
    assert_int_equal(select_tile_state(&s, 131), TILE_LOCKED);
    a = act(ACT_UP);
    select_action(&s, &a);
    assert_int_equal(s.chosen, 130);

    /* the row under the grid in reading order: the last level, the daily tile, the
     * endless tile, the workshop tile; Enter asks for the daily level or the workshop */
    static const struct { enum action_kind key; int chosen; } ROW[] = {
        {ACT_RIGHT, SELECT_DAILY}, {ACT_RIGHT, 131}, {ACT_RIGHT, SELECT_WORKSHOP},
        {ACT_RIGHT, SELECT_WORKSHOP}, {ACT_DOWN, SELECT_WORKSHOP}, {ACT_LEFT, 131},
        {ACT_LEFT, SELECT_DAILY}, {ACT_LEFT, 130}, {ACT_RIGHT, SELECT_DAILY}, {ACT_UP, 130},
    };
    for (size_t i = 0; i < sizeof ROW / sizeof ROW[0]; i++) {
        a = act(ROW[i].key);
        assert_int_equal(select_action(&s, &a), 0);
        assert_int_equal(s.chosen, ROW[i].chosen);
    }
    s.chosen = SELECT_DAILY;
    assert_int_equal(select_page_first(&s), 121); /* the last page shows, the row under it */
    assert_int_equal(select_tile_state(&s, SELECT_DAILY), TILE_OPEN);
    a = act(ACT_CONTINUE);
    assert_int_equal(select_action(&s, &a), SELECT_DAILY);
    s.chosen = SELECT_WORKSHOP;
    assert_int_equal(select_action(&s, &a), SELECT_WORKSHOP);

    /* a tap: press and release on the same open tile plays it; a locked one does not */
    s.chosen = 1;
    int x, y;
    select_tile_centre(&s, 3, &x, &y);
    assert_int_equal(select_tile_at(&s, x + 5, y - 5), 3);
    a = at(ACT_PRESS, x, y);
    select_action(&s, &a);
    a = at(ACT_RELEASE, x, y);
    assert_int_equal(select_action(&s, &a), 3); /* open: level 2 is won */
    select_tile_centre(&s, 4, &x, &y);
    a = at(ACT_PRESS, x, y);
    select_action(&s, &a);
    a = at(ACT_RELEASE, x, y);
    assert_int_equal(select_action(&s, &a), 0);
    assert_int_equal(s.chosen, 4);
    assert_int_equal(select_tile_at(&s, FIELD_WIDTH / 2, ENDLESS_Y), 131);
    progress_free(&pr);
}

static void test_the_settings_panel_changes_each_setting(void **state)
{
    (void)state;
    struct settingspanel m;
    struct settings s = SETTINGS_DEFAULT;
    settingspanel_open(&m);
    struct action a = act(ACT_LEFT);
    assert_int_equal(settingspanel_action(&m, &s, &a), SETTINGSPANEL_CHANGED);
    assert_int_equal(s.volume, SETTINGS_DEFAULT.volume - VOLUME_STEP);
    a = act(ACT_RIGHT);
    for (int i = 0; i < 20; i++)
        settingspanel_action(&m, &s, &a);
    assert_int_equal(s.volume, VOLUME_MAX);
    assert_int_equal(settingspanel_action(&m, &s, &a), SETTINGSPANEL_USED); /* already at the top */
    for (int f = 0; f < SETTINGS_FLAGS; f++) { /* every on/off row of the table, in its order */
        a = act(ACT_DOWN);
        settingspanel_action(&m, &s, &a);
        bool before = *settings_flag_ref(&s, (enum settings_flag)f);
        a = act(ACT_CONTINUE);
        assert_int_equal(settingspanel_action(&m, &s, &a), SETTINGSPANEL_CHANGED);
        assert_true(*settings_flag_ref(&s, (enum settings_flag)f) != before);
    }
    /* a click on a row switches it */
    int motion_row = ROW_FLAGS + SETTING_REDUCED_MOTION;
    int y = SETTINGSPANEL_ROW_TOP + motion_row * SETTINGSPANEL_ROW_PITCH;
    assert_int_equal(settingspanel_row_at(y), motion_row);
    bool motion = s.reduced_motion;
    a = at(ACT_PRESS, FIELD_WIDTH / 2, y);
    settingspanel_action(&m, &s, &a);
    a = at(ACT_RELEASE, FIELD_WIDTH / 2, y);
    assert_int_equal(settingspanel_action(&m, &s, &a), SETTINGSPANEL_CHANGED);
    assert_true(s.reduced_motion != motion);
    a = act(ACT_BACK);
    assert_int_equal(settingspanel_action(&m, &s, &a), SETTINGSPANEL_CLOSED);
    assert_false(m.open);
}

/* A session on tests/data/small.json that writes nothing (the prefs' keep flags are
 * off), for cmocka's setup and teardown. */
struct game {
    struct pack pack;
    struct prefs prefs;
    struct save save;
    struct settings settings;
    struct workshopfile workshop_file; /* the workshop's fields */
    struct session s;
    struct carillon_host host; /* the front end's side, as the tests stand in for it */
    int warnings;       /* lines said through warn */
    char warning[1200]; /* the last of them */
    int quits;          /* times the session asked to quit */
    int applied;        /* times it handed the settings over */
    struct carillon_settings look; /* the last it handed over */
    char copied[256];   /* what it put on the clipboard last */
    char query[64];     /* and the query of the link a page would make of it, or "" */
    bool copy_later;    /* its clipboard_set says what came of it later, as the browser's */
    int stores;         /* player's files it said were written */
    char stored[4200];  /* the last of them */
    char said[200];     /* the last line said to the player */
};

static void said_to_player(void *ctx, const char *line)
{
    struct game *g = ctx;
    snprintf(g->said, sizeof g->said, "%s", line);
}

static void warned(void *ctx, const char *line)
{
    struct game *g = ctx;
    g->warnings++;
    snprintf(g->warning, sizeof g->warning, "%s", line);
}

static void quit_asked(void *ctx)
{
    struct game *g = ctx;
    g->quits++;
}

static void applied(void *ctx, const struct carillon_settings *st)
{
    struct game *g = ctx;
    g->applied++;
    g->look = *st;
}

static bool copied(void *ctx, const struct carillon_copy *copy)
{
    struct game *g = ctx;
    snprintf(g->copied, sizeof g->copied, "%s", copy->text);
    snprintf(g->query, sizeof g->query, "%s", copy->query ? copy->query : "");
    return !g->copy_later;
}

static void stored_file(void *ctx, const char *path)
{
    struct game *g = ctx;
    g->stores++;
    snprintf(g->stored, sizeof g->stored, "%s", path);
}

/* The clipboard the tests keep: what the session copied last. */
static int clipboard_text(void *ctx, char *out, size_t size)
{
    struct game *g = ctx;
    return g->copied[0] ? snprintf(out, size, "%s", g->copied) : -1;
}

static int start_game(void **state)
{
    struct game *g = calloc(1, sizeof *g);
    error_line err;
    if (!g || pack_read("tests/data/small.json", &g->pack, &err) != 0) {
        free(g);
        return -1;
    }
    g->settings = SETTINGS_DEFAULT;
    /* the first levels' lessons are seen, so a win stores no settings but where a test
     * asks (test_the_first_levels_teach_once) */
    g->settings.lessons_seen = LESSONS_ALL;
    workshopfile_init(&g->workshop_file);
    g->host = (struct carillon_host){.ctx = g, .runner = &support_runner, .say = said_to_player, .warn = warned, .quit = quit_asked,
                                     .apply = applied, .clipboard_set = copied, .stored = stored_file};
    struct session_config c = {.prefs = &g->prefs, .save = &g->save, .settings = &g->settings,
                               .pack = &g->pack, .host = &g->host, .workshop_file = &g->workshop_file};
    *state = g;
    return session_start(&g->s, &c, 0, &err);
}

static int end_game(void **state)
{
    struct game *g = *state;
    session_end(&g->s, NULL);
    save_free(&g->save);
    pack_free(&g->pack);
    free(g);
    return 0;
}

/* The session's progress kept in a new folder (dir, a mkdtemp template, made here). */
static void keep_progress_in(struct game *g, char *dir)
{
    assert_non_null(mkdtemp(dir));
    snprintf(g->prefs.progress, sizeof g->prefs.progress, "%s/progress.json", dir);
    g->prefs.open = g->prefs.keep_progress = true;
}

/* Removes a test's folder (made by mkdtemp) and all in it. */
static void remove_dir(const char *dir)
{
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* What the screen in front shows, as its own scene says (each screen's row draws it). */
struct seen {
    enum screen_id screen;
    struct select_scene select;
    struct stats_scene stats;
    struct play_scene play;
    bool trying;        /* a level on its own is in front */
    char daily[SELECTSCREEN_DAILY_WORDS], title[32];
};

static void front_scene(const struct session *s, struct seen *out)
{
    *out = (struct seen){.screen = s->screen, .trying = s->screen == SCREEN_SINGLE};
    if (s->screen == SCREEN_SELECT)
        selectscreen_scene(&s->select, &out->select, out->daily, &out->stats);
    else if (s->screen == SCREEN_PLAY || s->screen == SCREEN_SINGLE)
        playscreen_scene(s->screen == SCREEN_SINGLE ? &s->single : &s->play, &out->play, out->title, sizeof out->title);
}

/* Taps the dot of the round in front, as a player does (a press and a release on it),
 * and lets its chain run. */
static void tap_dot(struct session *s, const struct round *rd, int dot)
{
    int taps = rd->play.taps_used;
    const struct dot *d = &rd->current.dots[dot];
    struct action a = at(ACT_PRESS, d->x, d->y);
    session_action(s, &a);
    a = at(ACT_RELEASE, d->x, d->y);
    session_action(s, &a);
    assert_int_equal(rd->play.taps_used, taps + 1);
    assert_int_equal(session_update(s, 5000, 0, NULL), 0);
}

/* Wins the level in play with the solver's answer, as a player would tap it; returns
 * the answer. */
static struct solution win(struct session *s)
{
    struct solution sol;
    solve_fewest(&s->play.rd.play.graph, &sol);
    for (int i = 0; i < sol.taps; i++)
        tap_dot(s, &s->play.rd, sol.answer[i]);
    assert_int_equal(s->play.rd.play.status, PLAY_WON);
    return sol;
}

static void test_a_session_goes_on_into_endless_levels(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    error_line err;
    assert_int_equal(s->screen, SCREEN_SELECT);

    struct action a = act(ACT_CONTINUE);
    session_action(s, &a);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.level, 1);
    key(s, ACT_BACK);
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_int_equal(g->quits, 0);

    for (int level = 1; level <= g->pack.count; level++) { /* each win, then Esc */
        assert_int_equal(s->select.grid.chosen, level); /* on the level the last win opened */
        key(s, ACT_CONTINUE);
        assert_int_equal(s->play.rd.level, level);
        win(s);
        key(s, ACT_BACK);
    }
    assert_int_equal(s->select.grid.chosen, g->pack.count + 1); /* the endless tile, after the last */
    key(s, ACT_UP);
    assert_int_equal(s->select.grid.chosen, g->pack.count);
    key(s, ACT_CONTINUE); /* a won level played again and left unwon: back on it */
    key(s, ACT_BACK);
    assert_int_equal(s->select.grid.chosen, g->pack.count);
    key(s, ACT_DOWN);
    a = act(ACT_CONTINUE);
    session_action(s, &a); /* the endless tile */
    for (int frame = 0; s->screen == SCREEN_GROWING && frame < 2000; frame++) {
        assert_int_equal(session_update(s, 16, 0, &err), 0);
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.level, g->pack.count + 1);
    assert_int_equal(s->play.rd.current.taps, 5);
    win(s);
    assert_int_equal(s->progress->endless, 1);
    key(s, ACT_NEXT); /* the next endless level, grown while this one was played */
    for (int frame = 0; s->play.rd.level != g->pack.count + 2 && frame < 2000; frame++) {
        assert_int_equal(session_update(s, 16, 0, &err), 0);
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
    assert_int_equal(s->play.rd.level, g->pack.count + 2);
    assert_true(s->play.rd.current.centibits > s->levels.levels[g->pack.count].centibits);

    /* Esc: back to the select; Esc there asks, another key stays, and Esc twice quits */
    a = act(ACT_BACK);
    session_action(s, &a);
    session_action(s, &a);
    assert_int_equal(g->quits, 0);
    assert_true(s->select.quit_asked);
    struct action right = act(ACT_RIGHT);
    session_action(s, &right);
    assert_false(s->select.quit_asked);
    session_action(s, &a);
    assert_int_equal(g->quits, 0);
    session_action(s, &a);
    assert_int_equal(g->quits, 1);
}

/* N after a win on the level before the pack's last plays the last, and the level after
 * it starts growing at once, as when the last is chosen on the select (it started only
 * once the last was won, so the player waited on the growing screen). */
static void test_next_to_the_last_level_grows_the_one_after(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    key(s, ACT_CONTINUE);
    for (int level = 1; level < g->pack.count; level++) {
        assert_int_equal(s->play.rd.level, level);
        assert_null(s->grower);
        win(s);
        key(s, ACT_NEXT);
    }
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.level, g->pack.count);
    assert_non_null(s->grower);
}

/* Reduced motion switched on in the panel is in force in the next play: a tap's whole
 * chain pops at once, with no ring left in flight. */
/* Down the settings panel just opened to its row (from the volume's, the first). */
static void to_the_row(struct session *s, int row)
{
    for (int i = 0; i < row; i++)
        key(s, ACT_DOWN);
}

static void test_reduced_motion_from_the_panel_reaches_play(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    opens(s, OPEN_SETTINGS);
    to_the_row(s, ROW_FLAGS + SETTING_REDUCED_MOTION);
    enum action_kind keys[] = {ACT_CONTINUE, ACT_BACK, ACT_CONTINUE};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        struct action a = act(keys[i]);
        session_action(s, &a);
    }
    assert_true(g->settings.reduced_motion);
    assert_int_equal(g->applied, 2); /* at the start, and at the change */
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_true(dotset_count(s->play.rd.play.graph.chain[0]) > 1); /* a ring has work to do */
    const struct dot *d = &s->play.rd.current.dots[0];
    struct action a = at(ACT_PRESS, d->x, d->y);
    session_action(s, &a);
    a = at(ACT_RELEASE, d->x, d->y);
    session_action(s, &a);
    assert_int_equal(s->play.rd.play.taps_used, 1);
    assert_true(play_next_pop(&s->play.rd.play) == PLAY_NEVER);
    assert_true(s->play.rd.play.standing == (dotset_all(s->play.rd.current.n) & ~s->play.rd.play.graph.chain[0]));
}

/* A fingertip's reach on a phone's small screen (issue 33, item 4): at 360x640 a small dot
 * is 12 to 13 pixels across, and a finger's tap 8 pixels outside its edge taps it, with
 * the reach the game gives a finger there (22 points, in field units as midend_action
 * reckons them); the mouse there taps nothing. */
static void test_a_finger_8_pixels_off_a_small_dot_taps_it(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    key(s, ACT_CONTINUE);
    round_start(&s->play.rd, 3); /* its dot 7 is small, the nearest other 130 units away */
    const struct dot *small = &s->play.rd.current.dots[7];
    assert_int_equal(small->size, SIZE_SMALL);
    struct view v;
    view_fit(&v, 360, 640, 360, 640);
    float across = 2 * (float)SIZES[SIZE_SMALL].radius * v.scale;
    assert_true(across >= 12 && across <= 14);
    int x = small->x + (int)lroundf(((float)SIZES[SIZE_SMALL].radius * v.scale + 8) / v.scale), y = small->y;
    struct action press = at(ACT_PRESS, x, y), release = at(ACT_RELEASE, x, y);
    session_action(s, &press); /* the mouse: exact */
    session_action(s, &release);
    assert_int_equal(s->play.rd.play.taps_used, 0);
    press.touch = release.touch = true;
    press.reach = release.reach = (float)FINGER_REACH_PT * v.ratio_x / v.scale;
    session_action(s, &press);
    session_action(s, &release);
    assert_int_equal(s->play.rd.play.taps_used, 1);
    assert_false(dotset_has(s->play.rd.play.standing, 7));
}

/* The settings opened during a level close back into it (issue 33, item 3: they opened
 * over the select and the level started over): its taps, what stands and its undo as
 * they were, and a setting changed meanwhile in force; the statistics likewise (T in a
 * level did nothing). */
static void test_the_settings_close_back_into_the_level(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    key(s, ACT_CONTINUE);
    assert_int_equal(s->screen, SCREEN_PLAY);
    round_start(&s->play.rd, 3); /* two taps */
    tap_dot(s, &s->play.rd, 0);
    assert_int_equal(s->play.rd.play.status, PLAY_ON);
    dotset standing = s->play.rd.play.standing;
    int64_t now = s->play.rd.play.now;
    opens(s, OPEN_SETTINGS);
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_true(s->select.panel.open);
    session_update(s, 5000, 0, NULL); /* a while spent in the settings */
    to_the_row(s, ROW_FLAGS + SETTING_REDUCED_MOTION);
    key(s, ACT_CONTINUE);
    key(s, ACT_BACK);
    assert_true(g->settings.reduced_motion);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.level, 3);
    assert_int_equal(s->play.rd.play.taps_used, 1);
    assert_true(s->play.rd.play.standing == standing);
    assert_true(s->play.rd.play.now == now); /* its time stood still */
    opens(s, OPEN_STATS); /* and so do the statistics */
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_true(s->select.stats.open);
    key(s, ACT_BACK);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->play.rd.play.taps_used, 1);
    assert_true(s->play.rd.play.standing == standing);
    key(s, ACT_UNDO);
    assert_int_equal(s->play.rd.play.taps_used, 0);
}

/* A save that cannot be written (its directory is gone) is said once, kept, and tried
 * again a while later, until it is written. */
static void test_a_failed_save_is_tried_again(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    char dir[] = "/tmp/carillon-test-screens-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char later[sizeof dir + 8];
    snprintf(later, sizeof later, "%s/later", dir);
    snprintf(g->prefs.progress, sizeof g->prefs.progress, "%s/progress.json", later);
    g->prefs.open = g->prefs.keep_progress = true;

    key(s, ACT_CONTINUE);
    win(s); /* saved at clock 0, and failed */
    assert_int_equal(g->warnings, 1);
    assert_non_null(strstr(g->warning, "the progress is kept and saving is tried again"));
    assert_int_equal(session_update(s, 16, 4999, NULL), 0);
    assert_int_equal(session_update(s, 16, 5000, NULL), 0); /* tried, failed, not said again */
    assert_int_equal(g->warnings, 1);
    assert_int_equal(mkdir(later, 0700), 0);
    assert_int_equal(session_update(s, 16, 9999, NULL), 0);
    assert_int_equal(access(g->prefs.progress, F_OK), -1); /* not yet */
    assert_int_equal(session_update(s, 16, 10000, NULL), 0);
    struct save back;
    error_line note;
    assert_int_equal(prefs_load_save(&g->prefs, &back, &note), 0);
    assert_int_equal(back.count, 1);
    assert_int_equal(progress_won_count(&back.packs[0]), 1);
    assert_int_equal(g->warnings, 1);
    save_free(&back);
    remove_dir(dir);
}

/* Another copy of the game (a browser's other tab) wrote progress.json with a win this
 * session never heard of: told so (session_file_changed), it stores its own again merged
 * with it, so the file and the session hold both wins. */
static void test_another_copys_file_is_merged_in(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    char dir[] = "/tmp/carillon-test-screens-XXXXXX";
    keep_progress_in(g, dir);
    key(s, ACT_CONTINUE);
    win(s); /* level 1, saved */
    struct prefs other = g->prefs;
    struct save theirs;
    error_line note, err;
    assert_int_equal(prefs_load_save(&other, &theirs, &note), 0);
    progress_won(&theirs.packs[0], 3, (struct result){2, false, false});
    assert_int_equal(prefs_store_save(&other, &theirs, &note, &err), 0);
    save_free(&theirs);
    assert_int_equal(s->progress->best[2].taps, 0); /* not heard of yet */
    session_file_changed(s, g->prefs.progress);
    assert_true(s->progress->best[0].taps > 0 && s->progress->best[2].taps == 2);
    struct save back;
    assert_int_equal(prefs_load_save(&g->prefs, &back, &note), 0);
    assert_true(back.packs[0].best[0].taps > 0 && back.packs[0].best[2].taps == 2);
    save_free(&back);
    remove_dir(dir);
}

/* What the file held when "cleared" was said: the wins of level 1 in progress.json. */
static void heard_after_save(void *ctx, const char *line)
{
    struct game *g = ctx;
    if (!strstr(line, " cleared in "))
        return;
    struct save back;
    error_line note;
    assert_int_equal(prefs_load_save(&g->prefs, &back, &note), 0);
    g->warnings += back.count == 1 && back.packs[0].best[0].taps > 0 ? 100 : 1000;
    save_free(&back);
}

/* The front end is reached through the host (carillon.h) alone: M changes the settings,
 * which are stored (the host told which file was written) and handed over to be put in
 * force; Ctrl+C in play puts the level's code on the host's clipboard, and Ctrl+V on the
 * select plays the code the clipboard holds; the window closed is a quit. */
static void test_the_host_hears_settings_the_clipboard_and_files(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    char dir[] = "/tmp/carillon-test-host-XXXXXX";
    assert_non_null(mkdtemp(dir));
    snprintf(g->prefs.settings, sizeof g->prefs.settings, "%s/settings.json", dir);
    g->prefs.open = g->prefs.keep_settings = true;
    assert_int_equal(g->applied, 1); /* at the start */
    assert_false(g->look.value[CARILLON_MUTE]);

    key(s, ACT_MUTE);
    assert_int_equal(g->applied, 2);
    assert_true(g->look.value[CARILLON_MUTE]);
    assert_int_equal(g->stores, 1);
    assert_string_equal(g->stored, g->prefs.settings);
    struct settings back;
    error_line note;
    assert_int_equal(prefs_load_settings(&g->prefs, &back, &note), 0);
    assert_true(back.mute);

    key(s, ACT_CONTINUE);
    assert_int_equal(s->screen, SCREEN_PLAY);
    key(s, ACT_COPY);
    char code[CODE_MAX + 1];
    error_line err;
    assert_int_equal(code_encode(g->pack.levels[0].dots, g->pack.levels[0].n, code, &err), 0);
    assert_string_equal(g->copied, code);
    char query[CODE_MAX + 8];
    snprintf(query, sizeof query, "code=%s", code); /* a page's link to it is made of the game's words */
    assert_string_equal(g->query, query);

    key(s, ACT_BACK);
    g->host.clipboard_get = clipboard_text;
    key(s, ACT_PASTE);
    assert_int_equal(s->screen, SCREEN_SINGLE);
    assert_int_equal(s->single.kind, PLAYSCREEN_CODE);
    assert_int_equal(s->single.rd.current.n, g->pack.levels[0].n);
    g->host.clipboard_get = NULL;

    key(s, ACT_QUIT);
    assert_int_equal(g->quits, 1);
    g->prefs.open = g->prefs.keep_settings = false;
    remove_dir(dir);
}

/* Ctrl+C in play: the line under the field says the code is on the clipboard when the
 * host put it there; when the host hands it on its own way (the browser shares or copies
 * a link, and hears back later), nothing is said until the host says what came of it,
 * and then its words. */
static void test_the_words_after_a_copy_are_what_happened(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    struct action a = act(ACT_CONTINUE);
    session_action(s, &a);
    assert_int_equal(s->screen, SCREEN_PLAY);
    a = act(ACT_COPY);
    session_action(s, &a);
    assert_true(s->play.note_ms > 0);
    assert_non_null(strstr(s->play.note, "the level's code is on the clipboard"));

    g->copy_later = true;
    g->copied[0] = '\0';
    session_action(s, &a);
    assert_true(g->copied[0] != '\0'); /* handed on */
    assert_true(s->play.note_ms <= 0);  /* and not said to be on the clipboard */
    session_note(s, "a link to this field was shared");
    assert_true(s->play.note_ms > 0);
    assert_string_equal(s->play.note, "a link to this field was shared");
    /* the words are the level's: won, shared, and on to the next, they are gone (they
     * stayed under the next level's field) */
    win(s);
    session_note(s, "a link to this field was shared");
    key(s, ACT_NEXT);
    assert_int_equal(s->play.rd.level, 2);
    struct seen sc;
    front_scene(s, &sc);
    assert_null(sc.play.note);
}

/* Today's daily level opened (D), played on its own, then won with the solver's answer, as a
 * player taps it. */
static void open_the_daily(struct session *s)
{
    opens(s, OPEN_DAILY);
    assert_int_equal(s->screen, SCREEN_SINGLE);
    assert_int_equal(s->single.kind, PLAYSCREEN_DAILY);
}

static void win_the_daily(struct session *s)
{
    struct solution sol;
    solve_fewest(&s->single.rd.play.graph, &sol);
    for (int i = 0; i < sol.taps; i++)
        tap_dot(s, &s->single.rd, sol.answer[i]);
    assert_int_equal(s->single.rd.play.status, PLAY_WON);
}

/* The daily won by a finger offers its share line by the Share button's label, not by a
 * key it has not got (it said "Ctrl+C copies the share line"); by keys, Ctrl+C. */
static void test_the_share_line_is_offered_by_the_hand_that_won(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    open_the_daily(s);
    session_touch(s, true);
    win_the_daily(s);
    if (strncmp(s->single.note, "Share hands on the share line: Carillon daily ", 46) != 0)
        fail_msg("a finger's daily won says: %s", s->single.note);
    struct action back = act(ACT_BACK);
    session_action(s, &back);
    session_action(s, &back);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    open_the_daily(s);
    win_the_daily(s);
    if (strncmp(s->single.note, "Ctrl+C copies the share line: Carillon daily ", 45) != 0)
        fail_msg("a keyboard's daily won says: %s", s->single.note);
    key(s, ACT_COPY); /* the share line, and its day's link's query */
    assert_string_equal(g->copied, s->single.share);
    char date[DAILY_DATE_SIZE], query[DAILY_DATE_SIZE + 8];
    daily_format(daily_today(), date);
    snprintf(query, sizeof query, "daily=%s", date);
    assert_string_equal(g->query, query);
}

/* The daily's end (issue 33, item 7): its banner tells the streak (yesterday won, and
 * today: 2), the best run, and when the next day's level opens; a level of the pack's
 * tells none of it. */
static void test_the_dailys_end_tells_the_streak_and_the_next(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    static struct daily_log log;
    log.count = 0;
    assert_true(daily_log_won(&log, daily_today() - 1, (struct result){3, false, false}));
    s->env.daily_log = &log;
    open_the_daily(s);
    win_the_daily(s);
    struct seen sc;
    front_scene(s, &sc);
    if (!strstr(sc.play.daily_end, "streak: 2 days  \xc2\xb7  longest: 2 days  \xc2\xb7  the next daily in "))
        fail_msg("the daily's end says \"%s\"", sc.play.daily_end);
    struct action back = act(ACT_BACK);
    session_action(s, &back);
    session_action(s, &back);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    selectscreen_choose(&s->select, 1);
    key(s, ACT_CONTINUE);
    assert_int_equal(s->screen, SCREEN_PLAY);
    win(s);
    front_scene(s, &sc);
    assert_string_equal(sc.play.daily_end, "");
}

/* No daily win goes unsaid (issue 22): past the DAILY_LOG_DAYS kept, a win says which day
 * made way for it; a clock before 2000 (or past 9999) says the win is not kept, and the
 * log is left as it was; so does a log full of days after today. */
static void test_a_daily_win_the_log_cannot_keep_as_it_was_is_said(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    static struct daily_log log;
    log.count = 0;
    int64_t today = daily_today();
    for (int64_t day = today - DAILY_LOG_DAYS; day < today; day++)
        assert_true(daily_log_won(&log, day, (struct result){3, false, false}));
    s->env.daily_log = &log;
    char oldest[DAILY_DATE_SIZE], want[160];
    daily_format(today - DAILY_LOG_DAYS, oldest);
    open_the_daily(s);
    win_the_daily(s);
    assert_int_equal(log.count, DAILY_LOG_DAYS);
    assert_true(log.days[DAILY_LOG_DAYS - 1].day == today);
    assert_true(log.days[0].day == today - DAILY_LOG_DAYS + 1);
    snprintf(want, sizeof want, "keeps the last %d days won; the oldest, %s (3 taps), makes way", DAILY_LOG_DAYS,
             oldest);
    assert_non_null(strstr(g->warning, want));

    struct action back = act(ACT_BACK);
    session_action(s, &back);
    session_action(s, &back);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    assert_int_equal(s->screen, SCREEN_SELECT);
    log.count = 0;
    open_the_daily(s); /* (today is kept as played) */
    int played = log.count;
    s->single.day = 0; /* a clock set to 1970 */
    win_the_daily(s);
    assert_int_equal(log.count, played);
    assert_null(daily_log_win(&log, today));
    assert_non_null(strstr(g->warning, "the clock's day (1970-01-01) is outside 2000 to 9999, so this daily win is not kept"));

    /* a log full of days after today (a clock once set ahead): today's win is said not
     * kept (F-4: it was dropped without a word) */
    session_action(s, &back);
    session_action(s, &back);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    log.count = 0;
    for (int64_t day = today + 1; day <= today + DAILY_LOG_DAYS; day++)
        assert_true(daily_log_won(&log, day, (struct result){3, false, false}));
    char today_s[DAILY_DATE_SIZE];
    daily_format(today, today_s);
    snprintf(want, sizeof want, "keeps %d days, every one after %s (a clock set ahead wrote them), so this daily win is not kept",
             DAILY_LOG_DAYS, today_s);
    open_the_daily(s);
    win_the_daily(s);
    assert_null(daily_log_win(&log, today));
    if (!strstr(g->warning, want))
        fail_msg("%s", g->warning);
    s->env.daily_log = NULL;
}

/* A win is saved before it is announced: when "level 1 cleared" is said, progress.json
 * already holds it, so a copy killed right after the line has kept the win it said. */
static void test_a_win_is_saved_before_it_is_announced(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    char dir[] = "/tmp/carillon-test-screens-XXXXXX";
    keep_progress_in(g, dir);
    g->host.say = heard_after_save;

    key(s, ACT_CONTINUE);
    win(s);
    assert_int_equal(g->warnings, 100); /* said once, with the win already in the file */
    g->prefs.open = g->prefs.keep_progress = false;
    remove_dir(dir);
}

/* The words under the screens say why no bell is heard: the player's setting, --mute,
 * or no audio device (the setting says on, but there is no sound). */
static void test_the_keys_line_says_why_there_is_no_sound(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(sc.select.sound, SOUND_NO_DEVICE); /* the fixture has no sound */
    char words[64];
    words_sound(sc.select.sound, false, false, words, sizeof words);
    assert_string_equal(words, "no sound device");
    g->settings.mute = true;
    front_scene(s, &sc);
    assert_int_equal(sc.select.sound, SOUND_MUTED);
    key(s, ACT_CONTINUE);
    front_scene(s, &sc);
    assert_int_equal(sc.screen, SCREEN_PLAY);
    assert_int_equal(sc.play.sound, SOUND_MUTED);
    words_sound(sc.play.sound, false, false, words, sizeof words);
    assert_string_equal(words, "M sound is off");
    words_sound(sc.play.sound, true, false, words, sizeof words); /* a pad has no M */
    assert_string_equal(words, "sound is off");
    s->env.silenced = true;
    front_scene(s, &sc);
    assert_int_equal(sc.play.sound, SOUND_SILENCED);
}

/* Warnings on the select: what was said on stderr shows there too, without the directory
 * of the player's files; one at a time, until read (a key or a press, not a pointer
 * passing) or shown long enough; the oldest make way beyond WARNING_MAX. A warning the
 * session says itself (a save that fails) is one of them. */
/* Enter on a locked tile: the tile shakes its head (the scene says which, and for how
 * long it has), a soft low bell answers, and the session is busy only while it shakes;
 * with reduced motion the tile keeps still. */
static int rung_note = -1, rung_size = -1;
static float rung_loud;
static void rung(void *ctx, int note, int size, float pan, float loud)
{
    (void)ctx, (void)pan;
    rung_note = note, rung_size = size, rung_loud = loud;
}

static void test_a_locked_tile_refuses_with_a_nudge(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    g->host.ring = rung;
    struct action a = act(ACT_RIGHT);
    session_action(s, &a); /* level 2: locked */
    a = act(ACT_CONTINUE);
    session_action(s, &a);
    assert_int_equal(s->screen, SCREEN_SELECT);
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(sc.select.nudged, 2);
    assert_true(session_busy(s));
    assert_int_equal(rung_size, SIZE_BIG);
    assert_true(rung_loud < LOUD_CHAIN);
    assert_int_equal(session_update(s, NUDGE_MS, 0, NULL), 0);
    front_scene(s, &sc);
    assert_int_equal(sc.select.nudged, 0);
    assert_false(session_busy(s));
    g->settings.reduced_motion = true;
    session_action(s, &a);
    front_scene(s, &sc);
    assert_int_equal(sc.select.nudged, 0);
    g->host.ring = NULL;
}

/* A win rings the closing peal: after the level's own bells, each chain start's bell
 * again in the order tapped, then all of them together; the screen is busy until the
 * last has rung. */
enum { PEAL_LOG = 256 };
static int peal_log[PEAL_LOG][2], peal_logged;
static void logged(void *ctx, int note, int size, float pan, float loud)
{
    (void)ctx, (void)pan, (void)loud;
    if (peal_logged < PEAL_LOG) {
        peal_log[peal_logged][0] = note;
        peal_log[peal_logged][1] = size;
    }
    peal_logged++;
}

static void test_a_win_rings_the_closing_peal(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    key(s, ACT_CONTINUE);
    int level = 1;
    while (level < g->pack.count && g->pack.levels[level - 1].taps < 2)
        level++;
    assert_true(g->pack.levels[level - 1].taps >= 2);
    s->play.rd.ring = logged;
    round_start(&s->play.rd, level);
    peal_logged = 0;
    struct solution sol = win(s);
    assert_false(session_busy(s));
    const struct level *lv = &g->pack.levels[level - 1];
    assert_int_equal(peal_logged, lv->n + 2 * sol.taps);
    for (int k = 0; k < sol.taps; k++) {
        const struct dot *d = &lv->dots[sol.answer[k]];
        int *cadence = peal_log[lv->n + k], *chord = peal_log[lv->n + sol.taps + k];
        assert_true(cadence[0] == d->note && cadence[1] == d->size);
        assert_true(chord[0] == d->note && chord[1] == d->size);
    }
    s->play.rd.ring = NULL;
}

static void test_warnings_show_on_the_select_until_read(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    snprintf(g->prefs.progress, sizeof g->prefs.progress, "/nonexistent/carillon-test/progress.json");
    struct seen sc;
    front_scene(s, &sc);
    assert_null(sc.select.warning);
    session_warning(s, "/nonexistent/carillon-test/settings.json: bad; moved aside to "
                      "/nonexistent/carillon-test/settings.json.damaged");
    session_warning(s, "no sound: no audio device");
    front_scene(s, &sc);
    assert_string_equal(sc.select.warning, "settings.json: bad; moved aside to settings.json.damaged");
    struct action a = at(ACT_MOVE, 5, 5);
    session_action(s, &a);
    assert_int_equal(session_update(s, WARNING_MS - 1, 0, NULL), 0);
    front_scene(s, &sc);
    assert_non_null(strstr(sc.select.warning, "settings.json"));
    assert_int_equal(session_update(s, 1, 0, NULL), 0); /* shown long enough */
    front_scene(s, &sc);
    assert_string_equal(sc.select.warning, "no sound: no audio device");
    key(s, ACT_RIGHT); /* read: it goes, and the key does its work */
    front_scene(s, &sc);
    assert_null(sc.select.warning);
    assert_int_equal(s->select.grid.chosen, 2);

    for (int i = 0; i < WARNING_MAX + 2; i++) {
        char line[32];
        snprintf(line, sizeof line, "warning %d", i);
        session_warning(s, line);
    }
    front_scene(s, &sc);
    assert_string_equal(sc.select.warning, "warning 2");
    for (int i = 0; i < WARNING_MAX; i++) {
        a = act(ACT_LEFT);
        session_action(s, &a);
    }
    front_scene(s, &sc);
    assert_null(sc.select.warning);

    g->prefs.open = g->prefs.keep_progress = true; /* a save into a directory that is not there */
    s->progress->changes++;
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    front_scene(s, &sc);
    assert_non_null(sc.select.warning);
    assert_non_null(strstr(sc.select.warning, "progress.json"));
    assert_null(strstr(sc.select.warning, "/nonexistent/"));
    assert_int_equal(g->warnings, 1);
    g->prefs.open = g->prefs.keep_progress = false;
}

static void heard(void *ctx, const char *line)
{
    snprintf(ctx, 1200, "%s", line);
}

/* The developer's overlay on a field of more chain starts than the bits model rates:
 * the level is "unrated" (in the line said and the overlay's words), never "0.-1 bits". */
/* The keys alone reach the two tiles beside the endless one: from level 1, Right walks
 * the levels and comes to the daily tile, Enter plays today's level (on its
 * own) and Esc comes back to the select on it; two more Rights are the workshop tile,
 * and Enter opens the workshop. */
static void test_the_keys_reach_the_daily_and_workshop_tiles(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_int_equal(s->select.grid.chosen, 1);
    struct action a = act(ACT_RIGHT);
    for (int i = 0; i < g->pack.count + 3 && s->select.grid.chosen != SELECT_DAILY; i++)
        session_action(s, &a);
    assert_int_equal(s->select.grid.chosen, SELECT_DAILY);
    key(s, ACT_HOLD); /* Space (a pad's A) is Enter off the field */
    assert_int_equal(s->screen, SCREEN_SINGLE);
    assert_int_equal(s->single.kind, PLAYSCREEN_DAILY);
    struct level today;
    assert_int_equal(daily_level(daily_today(), 1, &today, NULL), 0);
    assert_int_equal(s->single.rd.current.n, today.n);
    assert_memory_equal(s->single.rd.current.dots, today.dots, sizeof today.dots[0] * (size_t)today.n);
    key(s, ACT_BACK);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_int_equal(s->select.grid.chosen, SELECT_DAILY);
    /* the page shown is the next level's (level 1's: none is won), not the last page
     * (issue 33, item 11: it showed 113 to 120, all locked) */
    assert_int_equal(select_page_first(&s->select.grid), 1);
    a = act(ACT_RIGHT);
    session_action(s, &a);
    session_action(s, &a);
    assert_int_equal(s->select.grid.chosen, SELECT_WORKSHOP);
    key(s, ACT_CONTINUE);
    assert_int_equal(s->screen, SCREEN_WORKSHOP);
    key(s, ACT_BACK);
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_int_equal(s->select.grid.chosen, SELECT_WORKSHOP);
    assert_int_equal(select_page_first(&s->select.grid), 1);
}

/* A one-off level being played (the daily, a pasted code, a field tried): named TITLE,
 * and Esc goes back to the workshop or the levels as TO_WORKSHOP says, the screen left
 * being BACK_TO. */
static void played_on_its_own(struct session *s, const char *title, bool to_workshop, int back_to)
{
    struct seen sc;
    front_scene(s, &sc);
    assert_true(sc.trying);
    assert_string_equal(sc.play.title, title);
    assert_int_equal(sc.play.back_to_workshop, to_workshop);
    key(s, ACT_BACK);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    assert_int_equal(s->screen, back_to);
}

/* What play's header and keys line are told: a level of the pack is numbered ("LEVEL n
 * of N"); the daily level, a code's and a field tried in the workshop are named ("Daily
 * Thu 12-03", "Code", "Workshop"), also when the command line asked for them; Esc goes
 * back to the levels, or from a field tried to the workshop, and the keys line says
 * which. */
static void test_a_level_played_on_its_own_is_named(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    struct seen sc;
    struct action a = act(ACT_CONTINUE);
    session_action(s, &a);
    front_scene(s, &sc);
    assert_int_equal(sc.screen, SCREEN_PLAY);
    assert_null(sc.play.title);
    assert_false(sc.play.back_to_workshop);
    /* as with --code, then --daily 2026-12-03 */
    s->play.kind = PLAYSCREEN_CODE;
    front_scene(s, &sc);
    assert_string_equal(sc.play.title, "Code");
    s->play.kind = PLAYSCREEN_DAILY;
    int64_t day;
    assert_int_equal(daily_parse("2026-12-03", &day, NULL), 0);
    s->play.day = day;
    front_scene(s, &sc);
    assert_string_equal(sc.play.title, "Daily Thu 12-03");
    s->play.kind = PLAYSCREEN_NUMBERED;
    key(s, ACT_BACK);
    assert_int_equal(s->screen, SCREEN_SELECT);

    /* today's, from the select */
    a = action_open(OPEN_DAILY);
    session_action(s, &a);
    char want[32], date[DAILY_DATE_SIZE];
    daily_format(daily_today(), date);
    snprintf(want, sizeof want, "Daily %s %s", DAILY_PLANS[daily_weekday(daily_today())].weekday, date + strlen(date) - 5);
    played_on_its_own(s, want, false, SCREEN_SELECT);

    /* a code pasted on the select */
    char code[CODE_MAX + 1];
    assert_int_equal(code_encode(g->pack.levels[2].dots, g->pack.levels[2].n, code, NULL), 0);
    a = (struct action){.kind = ACT_PASTE, .text = code};
    session_action(s, &a);
    played_on_its_own(s, "Code", false, SCREEN_SELECT);

    /* a field of the workshop, tried */
    opens(s, OPEN_WORKSHOP);
    a = at(ACT_PRESS, 320, 400);
    session_action(s, &a);
    a.kind = ACT_RELEASE;
    session_action(s, &a);
    key(s, ACT_CONTINUE);
    played_on_its_own(s, "Workshop", true, SCREEN_WORKSHOP);
}

static float by_length(void *ctx, enum row_tile tile, const char *words)
{
    (void)ctx;
    (void)tile;
    return 6 * (float)strlen(words);
}

/* A click opens the daily or the workshop tile, where the row is laid out for its words
 * (a wide daily tile, a narrow endless one), and the keys' choice goes with it: coming
 * back with Esc, it is on the tile opened, as after Enter on it. */
static void test_a_click_on_the_daily_or_workshop_tile_chooses_it(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    assert_int_equal(s->select.grid.chosen, 1);
    const char *const words[ROW_TILES] = {"Daily Thu 12-03 - won in 4 - streak 12", "Endless", "Workshop"};
    tilerow_lay_out(&s->select.grid.row, words, false, 8, by_length, NULL);
    const struct tile_row *row = &s->select.grid.row;
    int daily_x = (int)(row->cx[ROW_DAILY] - row->half_w[ROW_DAILY] + 2);
    int workshop_x = (int)(row->cx[ROW_WORKSHOP] + row->half_w[ROW_WORKSHOP] - 2);
    
    assert_int_equal(tilerow_at(row, (int)row->cx[ROW_DAILY] + 110, ROW_Y), ROW_DAILY); /* the even row's endless */
    struct action a = {.kind = ACT_PRESS, .x = daily_x, .y = ROW_Y};
    session_action(s, &a);
    a.kind = ACT_RELEASE;
    session_action(s, &a);
    assert_int_equal(s->screen, SCREEN_SINGLE);
    assert_int_equal(s->single.kind, PLAYSCREEN_DAILY);
    key(s, ACT_BACK);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_int_equal(s->select.grid.chosen, SELECT_DAILY);
    a = (struct action){.kind = ACT_PRESS, .x = workshop_x, .y = ROW_Y};
    session_action(s, &a);
    a.kind = ACT_RELEASE;
    session_action(s, &a);
    assert_int_equal(s->screen, SCREEN_WORKSHOP);
    key(s, ACT_BACK);
    assert_int_equal(s->screen, SCREEN_SELECT);
    assert_int_equal(s->select.grid.chosen, SELECT_WORKSHOP);
    key(s, ACT_LEFT); /* the keys go on from there: the endless tile, left of it */
    assert_int_equal(s->select.grid.chosen, g->pack.count + 1);
}

/* The statistics panel: T opens it over the select with the figures the files hold;
 * while it is open the keys behind it do nothing; Esc, T and a press outside it close
 * it. The daily level opened counts as played (kept in daily.json at once) and a hint
 * asked in a level of the pack counts for the pack (the same hint lit again does not). */
static void test_the_statistics_panel_and_what_it_counts(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    static struct daily_log log;
    log.count = 0;
    s->env.daily_log = &log;
    char dir[] = "/tmp/carillon-test-stats-XXXXXX";
    assert_non_null(mkdtemp(dir));
    snprintf(g->prefs.daily, sizeof g->prefs.daily, "%s/daily.json", dir);
    g->prefs.open = g->prefs.keep_daily = true;
    static struct seen sc;

    struct action a = action_open(OPEN_STATS);
    session_action(s, &a);
    assert_true(s->select.stats.open);
    front_scene(s, &sc);
    assert_non_null(sc.select.stats);
    assert_int_equal(sc.stats.packs, 1);
    assert_int_equal(sc.stats.pack[0].levels, g->pack.count);
    assert_int_equal(sc.stats.daily.played, 0);
    int chosen = s->select.grid.chosen;
    static const struct action BEHIND[] = {{.kind = ACT_DOWN}, {.kind = ACT_CONTINUE},
                                           {.kind = ACT_OPEN, .open = OPEN_DAILY},
                                           {.kind = ACT_OPEN, .open = OPEN_WORKSHOP},
                                           {.kind = ACT_OPEN, .open = OPEN_SETTINGS}};
    for (size_t i = 0; i < sizeof BEHIND / sizeof BEHIND[0]; i++) {
        a = BEHIND[i];
        session_action(s, &a);
        assert_int_equal(s->screen, SCREEN_SELECT);
        assert_int_equal(s->select.grid.chosen, chosen);
        assert_false(s->select.panel.open);
        assert_true(s->select.stats.open);
    }
    key(s, ACT_BACK);
    assert_false(s->select.stats.open);
    assert_false(s->select.quit_asked); /* that Esc closed the panel, and asked nothing */
    front_scene(s, &sc);
    assert_null(sc.select.stats);
    a = action_open(OPEN_STATS);
    session_action(s, &a);
    session_action(s, &a);
    assert_false(s->select.stats.open);
    session_action(s, &a);
    a = at(ACT_PRESS, (STATS_X1 + FIELD_WIDTH) / 2, FIELD_HEIGHT / 2);
    session_action(s, &a);
    assert_false(s->select.stats.open);
    a.kind = ACT_RELEASE;
    session_action(s, &a);
    assert_int_equal(s->screen, SCREEN_SELECT);

    /* the daily opened: played, not won, and written */
    opens(s, OPEN_DAILY);
    assert_int_equal(s->screen, SCREEN_SINGLE);
    assert_non_null(daily_log_find(&log, daily_today()));
    assert_null(daily_log_win(&log, daily_today()));
    assert_string_equal(g->stored, g->prefs.daily);
    key(s, ACT_BACK);
    assert_int_equal(session_update(s, 16, 0, NULL), 0);
    assert_int_equal(s->screen, SCREEN_SELECT);
    opens(s, OPEN_STATS);
    front_scene(s, &sc);
    assert_int_equal(sc.stats.daily.played, 1);
    assert_int_equal(sc.stats.daily.won, 0);
    assert_int_equal(sc.stats.daily.days[sc.stats.daily.today], MARK_PLAYED);
    key(s, ACT_BACK);
    g->prefs.open = g->prefs.keep_daily = false; /* (the progress is not written here) */

    /* hints asked in play */
    s->select.grid.chosen = 1;
    key(s, ACT_CONTINUE);
    assert_int_equal(s->screen, SCREEN_PLAY);
    assert_int_equal(s->progress->hints, 0);
    a = act(ACT_HINT);
    session_action(s, &a);
    session_action(s, &a);
    assert_int_equal(s->progress->hints, 1);
    win(s);
    key(s, ACT_BACK);
    opens(s, OPEN_STATS);
    front_scene(s, &sc);
    assert_int_equal(sc.stats.pack[0].hints, 1);
    assert_int_equal(sc.stats.pack[0].won, 1);
    assert_int_equal(sc.stats.pack[0].clean, 0);

    s->env.daily_log = NULL;
    char cmd[sizeof dir + 16];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

static void test_the_overlay_calls_an_unratable_field_unrated(void **state)
{
    (void)state;
    static struct pack pack;
    assert_int_equal(pack_alloc(&pack, 1, NULL), 0);
    struct level *lv = &pack.levels[0];
    *lv = (struct level){.number = 1, .taps = BITS_MAX_SOURCES + 1, .n = BITS_MAX_SOURCES + 1};
    for (int i = 0; i < lv->n; i++) { /* small dots 120 apart: no ring reaches another */
        lv->dots[i] = (struct dot){.x = (int16_t)(60 + i % 5 * 120), .y = (int16_t)(60 + i / 5 * 150),
                                   .size = SIZE_SMALL};
        lv->solution[i] = (uint8_t)i;
    }
    struct settings settings = SETTINGS_DEFAULT;
    char line[1200] = "";
    static struct round rd;
    rd = (struct round){.pack = &pack, .pack_levels = 1, .settings = &settings, .say = heard, .say_ctx = line};
    round_start(&rd, 1);
    struct action a = act(ACT_SOLVER);
    assert_true(round_action(&rd, &a));
    assert_int_equal(rd.solver.s.taps, BITS_MAX_SOURCES + 1);
    assert_true(rd.solver.centibits < 0);
    static const char end[] = "; unrated";
    size_t len = strlen(line);
    assert_true(strncmp(line, "solver: level 1: 21 taps", 24) == 0);
    assert_true(len > sizeof end && strcmp(line + len - (sizeof end - 1), end) == 0);
    char bits[32];
    playscene_bits(&rd.solver, bits, sizeof bits);
    assert_string_equal(bits, "unrated");
    rd.solver.centibits = 630;
    playscene_bits(&rd.solver, bits, sizeof bits);
    assert_string_equal(bits, "6.30 bits");
    pack_free(&pack);
}

/* Esc to the select, the arrow way to the next tile, Enter: what then plays, in *sc. */
static void play_from_select(struct session *s, enum action_kind way, struct seen *sc)
{
    static const enum action_kind KEYS[] = {ACT_BACK, ACT_NONE, ACT_CONTINUE};
    for (size_t k = 0; k < sizeof KEYS / sizeof KEYS[0]; k++) {
        struct action a = act(KEYS[k] == ACT_NONE ? way : KEYS[k]);
        session_action(s, &a);
    }
    front_scene(s, sc);
}

/* The first levels teach (lessons.h) through the session: level 1 shows its lesson and
 * lights a chain start of its answer; the win keeps it seen in settings.json, and level
 * 1 played again shows none, while level 2 shows its own; the settings panel's Lessons
 * row shows them all again. */
static void test_the_first_levels_teach_once(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    char dir[] = "/tmp/carillon-test-lessons-XXXXXX";
    assert_non_null(mkdtemp(dir));
    snprintf(g->prefs.settings, sizeof g->prefs.settings, "%s/settings.json", dir);
    snprintf(g->prefs.progress, sizeof g->prefs.progress, "%s/progress.json", dir); /* the wins */
    g->prefs.open = g->prefs.keep_settings = g->prefs.keep_progress = true;
    g->settings.lessons_seen = 0;

    key(s, ACT_CONTINUE);
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(sc.play.level, 1);
    assert_int_equal(sc.play.lesson, LESSON_TAP);
    assert_int_equal(sc.play.lesson_dots, 1);
    assert_int_equal(sc.play.lesson_dot[0], g->pack.levels[0].solution[0]);
    win(s);
    struct settings back;
    error_line note;
    assert_int_equal(prefs_load_settings(&g->prefs, &back, &note), 0);
    assert_int_equal(back.lessons_seen, 1u << LESSON_TAP);

    key(s, ACT_RESTART); /* level 1 again: its lesson is not shown again */
    front_scene(s, &sc);
    assert_int_equal(sc.play.lesson, LESSON_NONE);
    play_from_select(s, ACT_RIGHT, &sc);
    assert_int_equal(sc.play.level, 2);
    assert_int_equal(sc.play.lesson, LESSON_CHAIN);

    opens(s, OPEN_SETTINGS); /* the panel: the Lessons row, switched, shows them all again */
    assert_int_equal(s->screen, SCREEN_SELECT);
    s->select.panel.row = ROW_LESSONS;
    key(s, ACT_CONTINUE);
    assert_int_equal(prefs_load_settings(&g->prefs, &back, &note), 0);
    assert_int_equal(back.lessons_seen, 0);
    key(s, ACT_BACK); /* the panel closed: back into level 2 */
    assert_int_equal(s->screen, SCREEN_PLAY);
    play_from_select(s, ACT_LEFT, &sc);
    assert_int_equal(sc.play.level, 1);
    assert_int_equal(sc.play.lesson, LESSON_TAP);

    g->prefs.open = g->prefs.keep_settings = g->prefs.keep_progress = false;
    remove_dir(dir);
}

/* A win tells what the player did since choosing the level: every tap (the one undone
 * too) against par, and the time; a capped count of taps (always par) said nothing. */
static void test_a_win_tells_the_taps_made_and_the_time(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    s->play.rd.level = 0;
    key(s, ACT_CONTINUE);
    round_start(&s->play.rd, 3); /* two taps */
    struct solution sol;
    solve_fewest(&s->play.rd.play.graph, &sol);
    assert_int_equal(sol.taps, 2);
    int first = sol.answer[0];
    struct action press = at(ACT_PRESS, 0, 0), release = at(ACT_RELEASE, 0, 0);
    for (int k = 0; k < 3; k++) { /* the first tap, taken back, then the answer */
        const struct dot *dot = &s->play.rd.current.dots[k == 2 ? sol.answer[1] : first];
        press.x = release.x = dot->x;
        press.y = release.y = dot->y;
        session_action(s, &press);
        session_action(s, &release);
        assert_int_equal(session_update(s, 4000, 0, NULL), 0);
        if (k == 0)
            key(s, ACT_UNDO);
    }
    assert_int_equal(s->play.rd.play.status, PLAY_WON);
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(sc.play.taps_made, 3);
    assert_int_equal(s->play.rd.play.taps_used, 2);
    assert_true(sc.play.won_ms >= 8000 && sc.play.won_ms <= 12000);
    assert_false(sc.play.helped);
    /* one count everywhere (issue 33, item 10): the line said and the win kept tell the
     * same three taps as the banner (they told 2), and the result they make */
    assert_string_equal(g->said, "level 3 cleared in 3 taps (par 2), over par");
    assert_int_equal(result_kind(sc.play.result, 2), RESULT_OVER);
    assert_int_equal(s->progress->best[2].taps, 3);
}

/* The day's line said, as a win of it says it: "daily 2026-12-06 cleared in 3 taps (par 3), read". */
static void daily_said(const struct session *s, int taps, const char *result, char *out, size_t n)
{
    char date[DAILY_DATE_SIZE];
    daily_format(s->single.day, date);
    snprintf(out, n, "daily %s cleared in %d tap%s (par %d), %s", date, taps, taps == 1 ? "" : "s",
             s->single.rd.current.taps, result);
}

/* A win with no preview opened is read (issue 43): the daily won by taps (each let go at
 * once) says so in its line, its banner's result and its share line, with a star. */
static void test_a_win_with_no_preview_opened_is_read(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    open_the_daily(s);
    win_the_daily(s);
    const struct round *rd = &s->single.rd;
    int par = rd->current.taps;
    assert_true(rd->result.read && !rd->result.helped && rd->result.taps == par);
    char want[128];
    daily_said(s, par, "read", want, sizeof want);
    assert_string_equal(g->said, want);
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(result_kind(sc.play.result, par), RESULT_READ);
    if (!strstr(s->single.share, ", read \xE2\xAD\x90 "))
        fail_msg("the share line of a day read: %s", s->single.share);
}

/* A press held past PREVIEW_AFTER_MS opens the preview (the ring and the dots it touches),
 * and the win is par, not read; a press let go sooner opens none. */
static void test_a_hold_opens_the_preview_and_the_win_is_par(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    open_the_daily(s);
    const struct round *rd = &s->single.rd;
    struct solution sol;
    solve_fewest(&s->single.rd.play.graph, &sol);
    const struct dot *d = &rd->current.dots[sol.answer[0]];
    struct action a = at(ACT_PRESS, d->x, d->y);
    session_action(s, &a);
    assert_int_equal(session_update(s, PREVIEW_AFTER_MS / 2, 0, NULL), 0);
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(sc.play.held, sol.answer[0]);
    assert_false(sc.play.preview); /* not yet: this could still be a tap */
    assert_int_equal(session_update(s, PREVIEW_AFTER_MS, 0, NULL), 0);
    front_scene(s, &sc);
    assert_true(sc.play.preview);
    a = at(ACT_RELEASE, d->x, d->y);
    session_action(s, &a);
    assert_int_equal(session_update(s, 5000, 0, NULL), 0);
    for (int i = 1; i < sol.taps; i++)
        tap_dot(s, &s->single.rd, sol.answer[i]);
    assert_int_equal(rd->play.status, PLAY_WON);
    assert_false(rd->result.read);
    assert_int_equal(result_kind(rd->result, rd->current.taps), RESULT_PAR);
    char want[128];
    daily_said(s, sol.taps, "par", want, sizeof want);
    assert_string_equal(g->said, want);
    assert_non_null(strstr(s->single.share, ", no hint "));
}

/* With the whole chains shown (the assist), a win is helped, whatever else: its line,
 * its result and its share line say so, and it is never read. */
static void test_the_whole_chains_assist_is_help(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    g->settings.whole_chains = true;
    open_the_daily(s);
    win_the_daily(s);
    const struct round *rd = &s->single.rd;
    assert_true(rd->result.helped && !rd->result.read);
    char want[128];
    daily_said(s, rd->current.taps, "helped", want, sizeof want);
    assert_string_equal(g->said, want);
    assert_non_null(strstr(s->single.share, ", with help "));
    assert_null(strstr(s->single.share, "read"));
}

/* A restart is a new try (issue 42): a level lost, restarted and then cleared in par is
 * par (its line says "2 taps (par 2)"), and kept so; the daily stays one try for the day,
 * every tap of the day counted. */
static void test_a_restart_is_a_new_try_but_not_for_the_daily(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    for (int daily = 0; daily < 2; daily++) {
        struct round *rd;
        if (daily) {
            key(s, ACT_BACK);
            open_the_daily(s);
            rd = &s->single.rd;
        } else {
            key(s, ACT_CONTINUE);
            round_start(&s->play.rd, 3); /* two taps */
            rd = &s->play.rd;
        }
        struct solution sol;
        solve_fewest(&rd->play.graph, &sol);
        int lost = 0;
        while (rd->play.status == PLAY_ON) { /* the dots the answer does not start, until out of taps */
            int dot = -1;
            for (int i = 0; i < rd->current.n && dot < 0; i++)
                if (dotset_has(rd->play.standing, i) && i != sol.answer[0] && i != sol.answer[sol.taps - 1])
                    dot = i;
            assert_true(dot >= 0);
            tap_dot(s, rd, dot);
            lost++;
        }
        assert_int_equal(rd->play.status, PLAY_LOST);
        key(s, ACT_RESTART);
        for (int i = 0; i < sol.taps; i++)
            tap_dot(s, rd, sol.answer[i]);
        assert_int_equal(rd->play.status, PLAY_WON);
        char want[128];
        if (daily) {
            daily_said(s, lost + sol.taps, "over par", want, sizeof want);
            assert_true(strstr(s->single.share, "taps, par") != NULL);
        } else {
            snprintf(want, sizeof want, "level 3 cleared in 2 taps (par 2), read");
            assert_true(s->progress->best[2].read && s->progress->best[2].taps == 2);
        }
        assert_string_equal(g->said, want);
    }
}

/* A hint asked where the taps left cannot clear what stands lights no dot (none would
 * help) and says so (hopeless); the next tap or undo takes the words away. */
static void test_a_hint_in_a_lost_position_lights_nothing(void **state)
{
    struct game *g = *state;
    struct session *s = &g->s;
    key(s, ACT_CONTINUE);
    round_start(&s->play.rd, 3); /* two taps */
    int lost = -1;
    for (int dot = 0; dot < s->play.rd.current.n && lost < 0; dot++) {
        struct play p = s->play.rd.play;
        p.level = &s->play.rd.current;
        bool enough = true;
        if (play_tap(&p, dot)) {
            play_settle(&p);
            play_hint(&p, &enough);
        }
        if (!enough)
            lost = dot;
    }
    assert_true(lost >= 0);
    assert_true(play_tap(&s->play.rd.play, lost));
    assert_int_equal(session_update(s, 4000, 0, NULL), 0);
    assert_int_equal(s->play.rd.play.status, PLAY_ON);
    key(s, ACT_HINT);
    struct seen sc;
    front_scene(s, &sc);
    assert_int_equal(sc.play.hint, -1);
    assert_true(sc.play.hopeless);
    assert_false(sc.play.helped); /* nothing was shown that helps */
    key(s, ACT_UNDO);
    front_scene(s, &sc);
    assert_false(sc.play.hopeless);
}

/* A screen needs only action and draw (design.md, "How to add a screen"): every other
 * call of its row may be NULL, and what the session calls stands in for it. */
static int only_actions, only_draws;
static struct request only_action(void *self, const struct action *a)
{
    (void)self;
    only_actions++;
    return a->kind == ACT_BACK ? (struct request){.kind = REQUEST_BACK} : STAY;
}
static void only_draw(void *self, struct kit *kit)
{
    (void)self, (void)kit;
    only_draws++;
}

static void test_a_screen_needs_only_action_and_draw(void **state)
{
    (void)state;
    static const struct screen ONLY = {.action = only_action, .draw = only_draw};
    int self = 0;
    assert_int_equal(screen_row_action(&ONLY, &self, &(struct action){.kind = ACT_BACK}).kind, REQUEST_BACK);
    assert_int_equal(only_actions, 1);
    screen_row_draw(&ONLY, &self, NULL);
    assert_int_equal(only_draws, 1);
    assert_int_equal(screen_row_update(&ONLY, &self, 16).kind, REQUEST_STAY);
    assert_false(screen_row_busy(&ONLY, &self));
    assert_true(screen_row_due(&ONLY, &self) == SCREEN_NEVER);
    assert_int_equal(screen_row_beat(&ONLY, &self), 0);
    assert_null(screen_row_field(&ONLY, &self));
    screen_row_note(&ONLY, &self, "words");
    struct buttons_for b = {.screen = BUTTONS_NONE};
    screen_row_buttons(&ONLY, &self, &b);
    assert_int_equal(b.screen, BUTTONS_NONE);
    static const struct screen NOTHING = {.draw = only_draw}; /* not even an action */
    assert_int_equal(screen_row_action(&NOTHING, &self, &(struct action){.kind = ACT_BACK}).kind, REQUEST_STAY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_select_opens_what_the_wins_allow),
        cmocka_unit_test(test_the_settings_panel_changes_each_setting),
        cmocka_unit_test_setup_teardown(test_a_session_goes_on_into_endless_levels, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_next_to_the_last_level_grows_the_one_after, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_words_after_a_copy_are_what_happened, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_daily_win_the_log_cannot_keep_as_it_was_is_said, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_reduced_motion_from_the_panel_reaches_play, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_failed_save_is_tried_again, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_win_is_saved_before_it_is_announced, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_keys_line_says_why_there_is_no_sound, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_locked_tile_refuses_with_a_nudge, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_host_hears_settings_the_clipboard_and_files, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_win_rings_the_closing_peal, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_warnings_show_on_the_select_until_read, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_keys_reach_the_daily_and_workshop_tiles, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_settings_close_back_into_the_level, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_finger_8_pixels_off_a_small_dot_taps_it, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_dailys_end_tells_the_streak_and_the_next, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_click_on_the_daily_or_workshop_tile_chooses_it, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_statistics_panel_and_what_it_counts, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_level_played_on_its_own_is_named, start_game, end_game),
        cmocka_unit_test(test_the_overlay_calls_an_unratable_field_unrated),
        cmocka_unit_test_setup_teardown(test_the_first_levels_teach_once, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_win_tells_the_taps_made_and_the_time, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_win_with_no_preview_opened_is_read, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_hold_opens_the_preview_and_the_win_is_par, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_the_whole_chains_assist_is_help, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_restart_is_a_new_try_but_not_for_the_daily, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_a_hint_in_a_lost_position_lights_nothing, start_game, end_game),
        cmocka_unit_test(test_a_screen_needs_only_action_and_draw),
        cmocka_unit_test_setup_teardown(test_the_share_line_is_offered_by_the_hand_that_won, start_game, end_game),
        cmocka_unit_test_setup_teardown(test_another_copys_file_is_merged_in, start_game, end_game),
    };
    return cmocka_run_group_tests_name("screens", tests, NULL, NULL);
}
