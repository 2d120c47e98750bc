/* playscreen.c: see playscreen.h. */
#include "game/play/playscreen.h"

#include <stdio.h>
#include <string.h>

#include "levelgen/pack.h"

static void say(const struct playscreen *ps, const char *line)
{
    if (ps->say)
        ps->say(ps->say_ctx, line);
}

/* The developer's overlay: the level solved, proven and rated afresh, and said too. */
static void show_solver(struct playscreen *ps)
{
    prove_level(&ps->current, &ps->solver);
    ps->hinted = true;
    char line[1100];
    int n = snprintf(line, sizeof line, "solver: ");
    proof_line(&ps->current, &ps->solver, line + n, sizeof line - (size_t)n);
    char bits[32];
    scene_bits(&ps->solver, bits, sizeof bits);
    n = (int)strlen(line);
    snprintf(line + n, sizeof line - (size_t)n, "; %s", bits);
    say(ps, line);
}

/* What the player did, for the lessons; a lesson seen is for the owner to keep. */
static void lesson(struct playscreen *ps, enum lesson_event e)
{
    if (lessons_event(&ps->lessons, e) && ps->lessons_seen)
        ps->lessons_changed = true;
}

void playscreen_start(struct playscreen *ps, int level)
{
    bool again = level == ps->level;
    if (!again) {
        ps->hinted = ps->autoplay; /* the autoplayer's win is help had, as a hint's is */
        ps->taps_made = 0;
        ps->visit_ms = 0;
        lessons_begin(&ps->lessons, ps->lessons_seen ? ps->lessons_seen : &ps->no_lessons, level,
                      !ps->lessons_seen);
    } else {
        lesson(ps, LESSON_RETRIED);
    }
    ps->level = level;
    ps->current = ps->pack->levels[level - 1];
    ps->current.number = level;
    play_start(&ps->play, &ps->current);
    ps->held = ps->hovered = ps->hint = ps->held_timed = -1;
    ps->hopeless = false;
    /* a restart keeps the focus on its dot; a new level starts it on the first dot,
     * shown if the keys were in use */
    if (!again || ps->focus >= ps->current.n)
        ps->focus = focus_tab(&ps->current, ps->play.standing, -1, true);
    ps->focus_home = ps->focus;
    ps->banner = BANNER_NONE;
    ps->peal_at = PLAY_NEVER;
    ps->pealed = 0;
    ps->wants_level = 0;
    if (ps->autoplay)
        autoplay_start(&ps->robot, &ps->play);
    if (ps->show_solver)
        show_solver(ps);
}

static bool banner_showing(const struct playscreen *ps)
{
    return ps->banner != BANNER_NONE && ps->play.now >= ps->banner_at;
}

static void next_level(struct playscreen *ps)
{
    if (ps->play.status != PLAY_WON)
        return;
    if (ps->level < ps->pack->count)
        playscreen_start(ps, ps->level + 1);
    else
        ps->wants_level = ps->level + 1; /* an endless level: the app grows it */
}

/* Enter, Space or a click once the banner is up: on to the next level, or try again. */
static void carry_on(struct playscreen *ps)
{
    if (ps->play.status == PLAY_WON)
        next_level(ps);
    else if (ps->play.status == PLAY_LOST)
        playscreen_start(ps, ps->level);
}

static void press(struct playscreen *ps, int x, int y)
{
    if (banner_showing(ps)) {
        carry_on(ps);
        return;
    }
    if (ps->play.status != PLAY_ON || play_taps_left(&ps->play) == 0)
        return;
    ps->held = play_dot_at(&ps->play, x, y);
    ps->held_by_pointer = true;
    ps->focus_shown = false;
    if (ps->held >= 0)
        ps->focus = ps->focus_home = ps->held;
}

/* A focused dot that popped hands the focus to the dot still standing nearest to where
 * the player put it (not to where a chain running on from it has got to). */
static void keep_focus(struct playscreen *ps)
{
    if (ps->focus >= 0 && !dotset_has(ps->play.standing, ps->focus))
        ps->focus = focus_nearest(&ps->current, ps->play.standing, ps->focus_home);
}

/* Taps the held dot if it is dot (a release on the dot pressed), and lets go. */
static void release(struct playscreen *ps, int dot)
{
    if (ps->held >= 0 && dot == ps->held && play_tap(&ps->play, ps->held)) {
        ps->hint = -1;
        ps->hopeless = false;
        ps->taps_made++;
        lesson(ps, LESSON_TAPPED);
        if (ps->settings->reduced_motion)
            play_settle(&ps->play);
        keep_focus(ps);
    }
    ps->held = -1;
}

static void undo(struct playscreen *ps)
{
    int taken = ps->play.taps_used > 0 ? ps->play.taps[ps->play.taps_used - 1] : -1;
    if (!play_undo(&ps->play))
        return;
    ps->focus = ps->focus_home = taken; /* standing again: the focus goes back to it */
    ps->held = ps->hint = -1;
    ps->hopeless = false;
    ps->banner = BANNER_NONE;
    lesson(ps, LESSON_UNDONE);
}

static void hint(struct playscreen *ps)
{
    if (ps->play.status != PLAY_ON)
        return;
    bool enough;
    int before = ps->hint, dot = play_hint(&ps->play, &enough);
    /* too few taps left: no chain start would help, so none is lit; the scene says so */
    ps->hint = enough ? dot : -1;
    if (ps->hint >= 0 && ps->hint != before && ps->progress) /* a hint asked, not the one lit asked again */
        progress_hint(ps->progress);
    ps->hopeless = !enough;
    ps->hint_at = ps->play.now;
    ps->hinted |= ps->hint >= 0;
}

/* ---- the keys' and pads' focus ------------------------------------------------------ */

/* The focus moves to dot (or stays, when it is -1): any hold is let go, the ring shows,
 * and the pointer's hover waits until the pointer moves again. */
static void focus_to(struct playscreen *ps, int dot)
{
    if (dot >= 0)
        ps->focus = ps->focus_home = dot;
    ps->held = ps->hovered = -1;
    ps->focus_shown = true;
}

/* Where the keys start from: the focus, kept on a standing dot (keep_focus). */
static int focus_from(const struct playscreen *ps)
{
    return ps->focus >= 0 && dotset_has(ps->play.standing, ps->focus) ? ps->focus : -1;
}

static enum focus_dir direction(enum action_kind k)
{
    return k == ACT_UP ? FOCUS_UP : k == ACT_DOWN ? FOCUS_DOWN : k == ACT_LEFT ? FOCUS_LEFT : FOCUS_RIGHT;
}

/* An arrow or Tab: the focus ring shows where it is, when it was hidden; else the
 * focus moves. */
static void move_focus(struct playscreen *ps, enum action_kind k)
{
    int from = focus_from(ps);
    if (banner_showing(ps))
        return;
    if (!ps->focus_shown && from >= 0)
        focus_to(ps, from);
    else if (k == ACT_TAB || k == ACT_BACKTAB)
        focus_to(ps, focus_tab(&ps->current, ps->play.standing, from, k == ACT_TAB));
    else
        focus_to(ps, focus_step(&ps->current, ps->play.standing, from, direction(k)));
}

/* Space, Enter or a pad's A: the banner's next step when it shows; else the focused
 * dot is held (the ring shown first, when it was not), or, held already by the keys,
 * tapped. */
static void hold_focus(struct playscreen *ps, const struct action *a)
{
    if (banner_showing(ps)) {
        carry_on(ps);
        return;
    }
    if (ps->held >= 0 && !ps->held_by_pointer && !a->pad) {
        release(ps, ps->held); /* the second Space, or Enter */
        return;
    }
    if (ps->play.status != PLAY_ON || play_taps_left(&ps->play) == 0)
        return;
    int dot = focus_from(ps);
    if (dot < 0)
        dot = focus_tab(&ps->current, ps->play.standing, -1, true);
    focus_to(ps, dot);
    ps->held = dot;
    ps->held_by_pointer = false;
}

/* A pad's A let go: taps the dot it held, as a mouse button does. */
static void let_go(struct playscreen *ps)
{
    if (ps->held >= 0 && !ps->held_by_pointer)
        release(ps, ps->held);
}

/* Esc while the keys or a pad hold a dot: let go without a tap. */
static bool cancel_hold(struct playscreen *ps)
{
    if (ps->held < 0 || ps->held_by_pointer)
        return false;
    ps->held = -1;
    return true;
}

bool playscreen_action(struct playscreen *ps, const struct action *a)
{
    if (ps->autoplay && (a->kind == ACT_PRESS || a->kind == ACT_RELEASE || a->kind == ACT_HOLD ||
                         a->kind == ACT_LET_GO))
        return true; /* the autoplayer has the field */
    switch (a->kind) {
    case ACT_PRESS: press(ps, a->x, a->y); return true;
    case ACT_MOVE:
        ps->hovered = play_dot_at(&ps->play, a->x, a->y);
        ps->focus_shown = false;
        if (ps->hovered >= 0)
            ps->focus = ps->focus_home = ps->hovered;
        if (ps->held >= 0 && ps->hovered != ps->held)
            ps->held = -1; /* moved off: the hold is cancelled */
        return true;
    case ACT_RELEASE:
        if (ps->held_by_pointer)
            release(ps, play_dot_at(&ps->play, a->x, a->y));
        return true;
    case ACT_UP:
    case ACT_DOWN:
    case ACT_LEFT:
    case ACT_RIGHT:
    case ACT_TAB:
    case ACT_BACKTAB: move_focus(ps, a->kind); return true;
    case ACT_HOLD:
    case ACT_CONTINUE: hold_focus(ps, a); return true;
    case ACT_LET_GO: let_go(ps); return true;
    case ACT_BACK: return cancel_hold(ps);
    case ACT_RESTART: playscreen_start(ps, ps->level); return true;
    case ACT_UNDO: undo(ps); return true;
    case ACT_HINT: hint(ps); return true;
    case ACT_SOLVER:
        ps->show_solver = !ps->show_solver;
        if (ps->show_solver)
            show_solver(ps);
        return true;
    case ACT_NEXT: next_level(ps); return true;
    default: return false;
    }
}

/* Rings dot's bell at loudness loud, panned to where the dot stands across the field. */
static void ring_dot(const struct playscreen *ps, int dot, float loud)
{
    const struct dot *d = &ps->play.level->dots[dot];
    if (ps->ring)
        ps->ring(ps->ring_ctx, d->note, d->size, 0.7f * ((float)d->x / FIELD_WIDTH * 2 - 1), loud);
}

static void say_result(struct playscreen *ps)
{
    char line[128];
    const struct play *p = &ps->play;
    if (p->status == PLAY_WON)
        snprintf(line, sizeof line, "level %d cleared in %d %s (par %d)", ps->level, p->taps_used,
                 p->taps_used == 1 ? "tap" : "taps", p->level->taps);
    else
        snprintf(line, sizeof line, "level %d out of taps with %d dots standing (par %d)",
                 ps->level, dotset_count(p->standing), p->level->taps);
    say(ps, line);
}

/* How long after the last pop a win's banner shows: with motion, once the peal's light
 * has answered its last bells (scene.h), so the field is seen to ring before it dims. */
static int64_t banner_delay_won(const struct playscreen *ps)
{
    int taps = ps->play.taps_used;
    int64_t answered = PEAL_DELAY_MS + (int64_t)(taps > 1 ? taps : 0) * PEAL_STEP_MS + PEAL_ANSWERED_MS;
    return ps->settings->reduced_motion || answered < BANNER_DELAY_WON_MS ? BANNER_DELAY_WON_MS : answered;
}

static void handle(struct playscreen *ps, const struct play_event *ev)
{
    switch (ev->kind) {
    case EVENT_POP:
        ring_dot(ps, ev->dot, ev->by < 0 ? LOUD_TAP : LOUD_CHAIN);
        if (ev->dot == ps->held)
            ps->held = -1; /* a ring took the dot from under the finger */
        break;
    case EVENT_WON:
        ps->won_ms = ps->visit_ms;
        lesson(ps, LESSON_WON);
        progress_won(ps->progress, ps->level, ps->play.taps_used, ps->hinted);
        ps->banner = BANNER_CLEARED;
        ps->banner_at = ev->at + banner_delay_won(ps);
        ps->peal_at = ev->at + PEAL_DELAY_MS;
        ps->pealed = 0;
        say_result(ps);
        break;
    case EVENT_OUT_OF_TAPS:
        ps->banner = BANNER_OUT_OF_TAPS;
        ps->banner_at = ev->at + BANNER_DELAY_LOST_MS;
        say_result(ps);
        break;
    case EVENT_RING: break;
    }
}

/* Lets the play run to the time until, handling its events as they come. */
static void run_to(struct playscreen *ps, int64_t until)
{
    play_advance(&ps->play, until - ps->play.now);
    struct play_event ev;
    while (play_poll(&ps->play, &ev))
        handle(ps, &ev);
    keep_focus(ps);
}

/* The autoplayer's moves due by the time until, each at its own moment. */
static void robot(struct playscreen *ps, int64_t until)
{
    for (;;) {
        int dot;
        enum autoplay_move m = autoplay_step(&ps->robot, &ps->play, &dot);
        if (m == AUTO_HOLD) {
            ps->held = dot;
            continue;
        }
        if (m == AUTO_RELEASE) {
            release(ps, dot);
            run_to(ps, ps->play.now); /* the tap's own events */
            continue;
        }
        if (ps->play.now >= until)
            return;
        int64_t next = until, pop = play_next_pop(&ps->play);
        if (ps->robot.at > ps->play.now && ps->robot.at < next)
            next = ps->robot.at;
        if (pop > ps->play.now && pop < next)
            next = pop;
        run_to(ps, next);
    }
}

/* The closing peal's bells: the taps in order, then together when there were two or more. */
static int peal_bells(const struct playscreen *ps)
{
    return ps->peal_at == PLAY_NEVER ? 0 : ps->play.taps_used + (ps->play.taps_used > 1);
}

/* Rings the peal's bells that are due. */
static void peal(struct playscreen *ps)
{
    int taps = ps->play.taps_used;
    while (ps->pealed < peal_bells(ps) && ps->play.now >= ps->peal_at + (int64_t)ps->pealed * PEAL_STEP_MS) {
        if (ps->pealed < taps)
            ring_dot(ps, ps->play.taps[ps->pealed], LOUD_CHAIN);
        else
            for (int k = 0; k < taps; k++)
                ring_dot(ps, ps->play.taps[k], LOUD_CHAIN);
        ps->pealed++;
    }
}

void playscreen_update(struct playscreen *ps, int64_t ms)
{
    int64_t until = ps->play.now + ms;
    ps->visit_ms += ms;
    if (ps->held >= 0 && ps->held == ps->held_timed) {
        ps->held_ms += ms;
        if (ps->held_ms >= LESSON_HOLD_MS && dotset_has(ps->play.standing, ps->held))
            lesson(ps, LESSON_HELD);
    } else {
        ps->held_timed = ps->held;
        ps->held_ms = 0;
    }
    if (ps->autoplay)
        robot(ps, until);
    else
        run_to(ps, until);
    peal(ps);
    if (playscreen_done(ps) && ps->autoplay_on && ps->play.status == PLAY_WON && ps->level < ps->pack_levels)
        playscreen_start(ps, ps->level + 1);
}

bool playscreen_done(const struct playscreen *ps)
{
    return ps->autoplay && ps->banner != BANNER_NONE && ps->play.now >= ps->banner_at + BANNER_FADE_MS + 400;
}

bool playscreen_busy(const struct playscreen *ps)
{
    struct play_scene s;
    playscreen_scene(ps, &s);
    return ps->autoplay || (ps->held >= 0 && ps->held_by_pointer) || scene_animating(&s) || ps->pealed < peal_bells(ps) ||
           (ps->banner != BANNER_NONE && !banner_showing(ps));
}

void playscreen_scene(const struct playscreen *ps, struct play_scene *s)
{
    *s = (struct play_scene){
        .play = &ps->play,
        .level = ps->level,
        .levels = ps->pack_levels,
        .held = ps->held,
        .hovered = ps->hovered,
        .focus = ps->focus_shown && !banner_showing(ps) ? ps->focus : -1,
        .banner = banner_showing(ps) ? ps->banner : BANNER_NONE,
        .banner_age = ps->play.now - ps->banner_at,
        .last_level = ps->level >= ps->pack_levels,
        .endless = ps->level > ps->pack_levels,
        .reduced_motion = ps->settings->reduced_motion,
        .hint = ps->hint,
        .hopeless = ps->hopeless,
        .hinted = ps->hinted,
        .peal_at = ps->peal_at,
        .hint_age = ps->play.now - ps->hint_at,
        .solver = ps->show_solver ? &ps->solver : NULL,
        .lesson = banner_showing(ps) ? LESSON_NONE : lessons_showing(&ps->lessons),
        .zoom_lesson = !banner_showing(ps) && lessons_zoom_showing(&ps->lessons),
        .taps_made = ps->taps_made,
        .won_ms = ps->won_ms,
    };
    s->lesson_dots = lesson_dots(s->lesson, &ps->play, s->lesson_dot);
}
