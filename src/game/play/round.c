/* round.c: see round.h. */
#include "game/play/round.h"

#include <stdio.h>
#include <string.h>

#include "levelgen/pack.h"

static void say(const struct round *rd, const char *line)
{
    if (rd->say)
        rd->say(rd->say_ctx, line);
}

/* The developer's overlay: the level solved, proven and rated afresh, and said too. */
static void show_solver(struct round *rd)
{
    prove_level(&rd->current, &rd->solver);
    rd->helped = true;
    char line[1100];
    int n = snprintf(line, sizeof line, "solver: ");
    proof_line(&rd->current, &rd->solver, line + n, sizeof line - (size_t)n);
    char bits[32];
    playscene_bits(&rd->solver, bits, sizeof bits);
    n = (int)strlen(line);
    snprintf(line + n, sizeof line - (size_t)n, "; %s", bits);
    say(rd, line);
}

/* What the player did, for the lessons; a lesson seen is for the owner to keep. */
static void lesson(struct round *rd, enum lesson_event e)
{
    if (lessons_event(&rd->lessons, e) && rd->lessons_seen)
        rd->lessons_changed = true;
}

void round_start(struct round *rd, int level)
{
    bool again = level == rd->level;
    /* a new try: the level chosen, a restart or a try after running out (the daily's
     * visit being one try), or a win played afresh */
    if (!again || !rd->one_try || rd->play.status == PLAY_WON) {
        rd->taps_made = 0;
        rd->try_ms = 0;
        rd->helped = rd->autoplay; /* the autoplayer's win is help had, as a hint's is */
        rd->previewed = false;
    }
    rd->result = (struct result){0};
    if (!again) {
        lessons_begin(&rd->lessons, rd->lessons_seen ? rd->lessons_seen : &rd->no_lessons, level,
                      !rd->lessons_seen);
    } else {
        lesson(rd, LESSON_RETRIED);
    }
    rd->level = level;
    rd->current = rd->pack->levels[level - 1];
    rd->current.number = level;
    play_start(&rd->play, &rd->current);
    rd->held = rd->hovered = rd->hint = rd->held_timed = -1;
    rd->ripple_at = PLAY_NEVER;
    rd->hopeless = false;
    /* a restart keeps the focus on its dot; a new level starts it on the first dot,
     * shown if the keys were in use */
    if (!again || rd->focus >= rd->current.n)
        rd->focus = focus_tab(&rd->current, rd->play.standing, -1, true);
    rd->focus_home = rd->focus;
    rd->banner = BANNER_NONE;
    rd->peal_at = PLAY_NEVER;
    rd->pealed = 0;
    rd->wants_level = 0;
    if (rd->autoplay)
        autoplay_start(&rd->robot, &rd->play);
    if (rd->show_solver)
        show_solver(rd);
}

static bool banner_showing(const struct round *rd)
{
    return rd->banner != BANNER_NONE && rd->play.now >= rd->banner_at;
}

static void next_level(struct round *rd)
{
    if (rd->play.status != PLAY_WON)
        return;
    if (rd->level < rd->pack->count)
        round_start(rd, rd->level + 1);
    else
        rd->wants_level = rd->level + 1; /* an endless level: the app grows it */
}

/* Enter, Space or a click once the banner is up: on to the next level, or try again. */
static void carry_on(struct round *rd)
{
    if (rd->play.status == PLAY_WON)
        next_level(rd);
    else if (rd->play.status == PLAY_LOST)
        round_start(rd, rd->level);
}

/* Whether the whole chain shows in a preview: with the assist, or on a field that cannot
 * be read (round.h). */
static bool chain_shown(const struct round *rd)
{
    return rd->settings->whole_chains || !graph_readable(&rd->play.graph);
}

/* Whether a preview is open: a dot held by the keys, or by a pointer or a pad for
 * PREVIEW_AFTER_MS. */
static bool previewing(const struct round *rd)
{
    return rd->held >= 0 && dotset_has(rd->play.standing, rd->held) &&
           (rd->held_at_once || (rd->held == rd->held_timed && rd->held_ms >= PREVIEW_AFTER_MS));
}

/* What the try has had so far: a preview opened (its win is not read), the assist on
 * where it shows more than a ring's touches (help, as a hint is). */
static void count_help(struct round *rd)
{
    if (rd->play.status != PLAY_ON)
        return;
    rd->previewed |= previewing(rd);
    rd->helped |= rd->settings->whole_chains && graph_readable(&rd->play.graph);
}

/* The dot a pointer action finds: a finger's the nearest within its reach, a mouse's the
 * one under it. */
static int dot_under(const struct round *rd, const struct action *a)
{
    return a->touch ? play_dot_near(&rd->play, a->x, a->y, a->reach) : play_dot_at(&rd->play, a->x, a->y);
}

static void press(struct round *rd, const struct action *a)
{
    if (banner_showing(rd)) {
        carry_on(rd);
        return;
    }
    if (rd->play.status != PLAY_ON || play_taps_left(&rd->play) == 0)
        return;
    rd->held = dot_under(rd, a);
    rd->held_by_pointer = true;
    rd->held_at_once = false;
    rd->focus_shown = false;
    if (rd->held >= 0) {
        rd->focus = rd->focus_home = rd->held;
        return;
    }
    rd->ripple_x = a->x;
    rd->ripple_y = a->y;
    rd->ripple_at = rd->play.now;
}

/* A focused dot that popped hands the focus to the dot still standing nearest to where
 * the player put it (not to where a chain running on from it has got to). */
static void keep_focus(struct round *rd)
{
    if (rd->focus >= 0 && !dotset_has(rd->play.standing, rd->focus))
        rd->focus = focus_nearest(&rd->current, rd->play.standing, rd->focus_home);
}

/* Taps the held dot if it is dot (a release on the dot pressed), and lets go. */
static void release(struct round *rd, int dot)
{
    count_help(rd);
    if (rd->held >= 0 && dot == rd->held && play_tap(&rd->play, rd->held)) {
        rd->hint = -1;
        rd->hopeless = false;
        if (rd->taps_made < DOTSET_MAX)
            rd->made[rd->taps_made] = (uint8_t)dot;
        rd->taps_made++;
        lesson(rd, LESSON_TAPPED);
        if (rd->settings->reduced_motion)
            play_settle(&rd->play);
        keep_focus(rd);
    }
    rd->held = -1;
}

static void undo(struct round *rd)
{
    int taken = rd->play.taps_used > 0 ? rd->play.taps[rd->play.taps_used - 1] : -1;
    if (!play_undo(&rd->play))
        return;
    rd->focus = rd->focus_home = taken; /* standing again: the focus goes back to it */
    rd->held = rd->hint = -1;
    rd->hopeless = false;
    rd->banner = BANNER_NONE;
    lesson(rd, LESSON_UNDONE);
}

static void hint(struct round *rd)
{
    if (rd->play.status != PLAY_ON)
        return;
    bool enough;
    int before = rd->hint, dot = play_hint(&rd->play, &enough);
    /* too few taps left: no chain start would help, so none is lit; the scene says so */
    rd->hint = enough ? dot : -1;
    if (rd->hint >= 0 && rd->hint != before && rd->progress) /* a hint asked, not the one lit asked again */
        progress_hint(rd->progress);
    rd->hopeless = !enough;
    rd->hint_at = rd->play.now;
    rd->helped |= rd->hint >= 0;
}

/* ---- the keys' and pads' focus ------------------------------------------------------ */

/* The focus moves to dot (or stays, when it is -1): any hold is let go, the ring shows,
 * and the pointer's hover waits until the pointer moves again. */
static void focus_to(struct round *rd, int dot)
{
    if (dot >= 0)
        rd->focus = rd->focus_home = dot;
    rd->held = rd->hovered = -1;
    rd->focus_shown = true;
}

/* Where the keys start from: the focus, kept on a standing dot (keep_focus). */
static int focus_from(const struct round *rd)
{
    return rd->focus >= 0 && dotset_has(rd->play.standing, rd->focus) ? rd->focus : -1;
}

static enum focus_dir direction(enum action_kind k)
{
    return k == ACT_UP ? FOCUS_UP : k == ACT_DOWN ? FOCUS_DOWN : k == ACT_LEFT ? FOCUS_LEFT : FOCUS_RIGHT;
}

/* An arrow or Tab: the focus ring shows where it is, when it was hidden; else the
 * focus moves. */
static void move_focus(struct round *rd, enum action_kind k)
{
    int from = focus_from(rd);
    if (banner_showing(rd))
        return;
    if (!rd->focus_shown && from >= 0)
        focus_to(rd, from);
    else if (k == ACT_TAB || k == ACT_BACKTAB)
        focus_to(rd, focus_tab(&rd->current, rd->play.standing, from, k == ACT_TAB));
    else
        focus_to(rd, focus_step(&rd->current, rd->play.standing, from, direction(k)));
}

/* Space or a pad's A: the banner's next step when it shows; else the focused dot is
 * held (the ring shown first, when it was not), or, held already by the keys, tapped.
 * The keys' hold previews at once; a pad's, as a mouse button's, once held a while. */
static void hold_focus(struct round *rd, const struct action *a)
{
    if (banner_showing(rd)) {
        carry_on(rd);
        return;
    }
    if (rd->held >= 0 && !rd->held_by_pointer && !a->pad) {
        release(rd, rd->held); /* the second Space */
        return;
    }
    if (rd->play.status != PLAY_ON || play_taps_left(&rd->play) == 0)
        return;
    int dot = focus_from(rd);
    if (dot < 0)
        dot = focus_tab(&rd->current, rd->play.standing, -1, true);
    focus_to(rd, dot);
    rd->held = dot;
    rd->held_by_pointer = false;
    rd->held_at_once = !a->pad;
    count_help(rd);
}

/* Enter: the banner's next step when it shows; else the dot the keys hold, or the
 * focused dot, tapped at once with no preview (the focus ring shown first, when it was
 * not: no tap where the player cannot see it). */
static void tap_focus(struct round *rd)
{
    if (banner_showing(rd)) {
        carry_on(rd);
        return;
    }
    if (rd->held >= 0 && !rd->held_by_pointer) {
        release(rd, rd->held);
        return;
    }
    if (rd->play.status != PLAY_ON || play_taps_left(&rd->play) == 0)
        return;
    int dot = focus_from(rd);
    if (!rd->focus_shown || dot < 0) {
        focus_to(rd, dot >= 0 ? dot : focus_tab(&rd->current, rd->play.standing, -1, true));
        return;
    }
    rd->held = dot;
    rd->held_by_pointer = rd->held_at_once = false;
    release(rd, dot);
}

/* A pad's A let go: taps the dot it held, as a mouse button does. */
static void let_go(struct round *rd)
{
    if (rd->held >= 0 && !rd->held_by_pointer)
        release(rd, rd->held);
}

/* Esc while the keys or a pad hold a dot: let go without a tap. */
static bool cancel_hold(struct round *rd)
{
    if (rd->held < 0 || rd->held_by_pointer)
        return false;
    rd->held = -1;
    return true;
}

bool round_action(struct round *rd, const struct action *a)
{
    if (rd->autoplay && (a->kind == ACT_PRESS || a->kind == ACT_RELEASE || a->kind == ACT_HOLD ||
                         a->kind == ACT_LET_GO))
        return true; /* the autoplayer has the field */
    switch (a->kind) {
    case ACT_PRESS: press(rd, a); return true;
    case ACT_MOVE:
        rd->hovered = dot_under(rd, a);
        rd->focus_shown = false;
        if (rd->hovered >= 0)
            rd->focus = rd->focus_home = rd->hovered;
        if (rd->held >= 0 && rd->hovered != rd->held)
            rd->held = -1; /* moved off: the hold is cancelled */
        return true;
    case ACT_RELEASE:
        if (rd->held_by_pointer)
            release(rd, dot_under(rd, a));
        return true;
    case ACT_UP:
    case ACT_DOWN:
    case ACT_LEFT:
    case ACT_RIGHT:
    case ACT_TAB:
    case ACT_BACKTAB: move_focus(rd, a->kind); return true;
    case ACT_HOLD: hold_focus(rd, a); return true;
    case ACT_CONTINUE: tap_focus(rd); return true;
    case ACT_LET_GO: let_go(rd); return true;
    case ACT_BACK: return cancel_hold(rd);
    case ACT_RESTART: round_start(rd, rd->level); return true;
    case ACT_UNDO: undo(rd); return true;
    case ACT_HINT: hint(rd); return true;
    case ACT_SOLVER:
        rd->show_solver = !rd->show_solver;
        if (rd->show_solver)
            show_solver(rd);
        return true;
    case ACT_NEXT: next_level(rd); return true;
    default: return false;
    }
}

/* Rings dot's bell at loudness loud, panned to where the dot stands across the field. */
static void ring_dot(const struct round *rd, int dot, float loud)
{
    const struct dot *d = &rd->play.level->dots[dot];
    if (rd->ring)
        rd->ring(rd->ring_ctx, d->note, d->size, 0.7f * ((float)d->x / FIELD_WIDTH * 2 - 1), loud);
}

static void say_result(struct round *rd)
{
    char line[160], name[40];
    const struct play *p = &rd->play;
    if (rd->name[0])
        snprintf(name, sizeof name, "%s", rd->name);
    else
        snprintf(name, sizeof name, "level %d", rd->level);
    if (p->status == PLAY_WON)
        snprintf(line, sizeof line, "%s cleared in %d %s (par %d), %s", name, rd->taps_made,
                 rd->taps_made == 1 ? "tap" : "taps", p->level->taps,
                 result_word(result_kind(rd->result, p->level->taps)));
    else
        snprintf(line, sizeof line, "%s out of taps with %d dots standing (par %d)", name,
                 dotset_count(p->standing), p->level->taps);
    say(rd, line);
}

/* How long after the last pop a win's banner shows: with motion, once the peal's light
 * has answered its last bells (playscene.h), so the field is seen to ring before it dims. */
static int64_t banner_delay_won(const struct round *rd)
{
    int taps = rd->play.taps_used;
    int64_t answered = PEAL_DELAY_MS + (int64_t)(taps > 1 ? taps : 0) * PEAL_STEP_MS + PEAL_ANSWERED_MS;
    return rd->settings->reduced_motion || answered < BANNER_DELAY_WON_MS ? BANNER_DELAY_WON_MS : answered;
}

static void handle(struct round *rd, const struct play_event *ev)
{
    switch (ev->kind) {
    case EVENT_POP:
        ring_dot(rd, ev->dot, ev->by < 0 ? LOUD_TAP : LOUD_CHAIN);
        if (ev->dot == rd->held)
            rd->held = -1; /* a ring took the dot from under the finger */
        break;
    case EVENT_WON:
        rd->won_ms = rd->try_ms;
        rd->result = result_of(rd->taps_made, rd->play.level->taps, rd->helped, rd->previewed);
        lesson(rd, LESSON_WON);
        progress_won(rd->progress, rd->level, rd->result);
        rd->banner = BANNER_CLEARED;
        rd->banner_at = ev->at + banner_delay_won(rd);
        rd->peal_at = ev->at + PEAL_DELAY_MS;
        rd->pealed = 0;
        say_result(rd);
        break;
    case EVENT_OUT_OF_TAPS:
        if (rd->cue)
            rd->cue(rd->ring_ctx, CARILLON_CUE_OUT_OF_TAPS);
        rd->banner = BANNER_OUT_OF_TAPS;
        rd->banner_at = ev->at + BANNER_DELAY_LOST_MS;
        say_result(rd);
        break;
    case EVENT_RING: break;
    }
}

/* Lets the play run to the time until, handling its events as they come. */
static void run_to(struct round *rd, int64_t until)
{
    play_advance(&rd->play, until - rd->play.now);
    struct play_event ev;
    while (play_poll(&rd->play, &ev))
        handle(rd, &ev);
    keep_focus(rd);
}

/* The autoplayer's moves due by the time until, each at its own moment. */
static void robot(struct round *rd, int64_t until)
{
    for (;;) {
        int dot;
        enum autoplay_move m = autoplay_step(&rd->robot, &rd->play, &dot);
        if (m == AUTO_HOLD) {
            rd->held = dot;
            continue;
        }
        if (m == AUTO_RELEASE) {
            release(rd, dot);
            run_to(rd, rd->play.now); /* the tap's own events */
            continue;
        }
        if (rd->play.now >= until)
            return;
        int64_t next = until, pop = play_next_pop(&rd->play);
        if (rd->robot.at > rd->play.now && rd->robot.at < next)
            next = rd->robot.at;
        if (pop > rd->play.now && pop < next)
            next = pop;
        run_to(rd, next);
    }
}

/* The closing peal's bells: the taps in order, then together when there were two or more
 * (playscene_peal_parts: a win over par rings its taps alone, a helped one their chord
 * alone, softly). */
static int peal_bells(const struct round *rd)
{
    return rd->peal_at == PLAY_NEVER ? 0 : rd->play.taps_used + (rd->play.taps_used > 1);
}

/* Rings the peal's bells that are due. */
static void peal(struct round *rd)
{
    int taps = rd->play.taps_used;
    bool cadence, chord;
    playscene_peal_parts(result_kind(rd->result, rd->play.level->taps), &cadence, &chord);
    while (rd->pealed < peal_bells(rd) && rd->play.now >= rd->peal_at + (int64_t)rd->pealed * PEAL_STEP_MS) {
        if (rd->pealed < taps) {
            if (cadence)
                ring_dot(rd, rd->play.taps[rd->pealed], LOUD_CHAIN);
        } else if (chord) {
            for (int k = 0; k < taps; k++)
                ring_dot(rd, rd->play.taps[k], cadence ? LOUD_CHAIN : LOUD_CHAIN / 2);
        }
        rd->pealed++;
    }
}

void round_update(struct round *rd, int64_t ms)
{
    int64_t until = rd->play.now + ms;
    rd->try_ms += ms;
    if (rd->held >= 0 && rd->held == rd->held_timed) {
        rd->held_ms += ms;
        if (rd->held_ms >= LESSON_HOLD_MS && previewing(rd))
            lesson(rd, LESSON_HELD);
    } else {
        rd->held_timed = rd->held;
        rd->held_ms = 0;
    }
    count_help(rd);
    if (rd->autoplay)
        robot(rd, until);
    else
        run_to(rd, until);
    peal(rd);
    if (round_done(rd) && rd->autoplay_on && rd->play.status == PLAY_WON && rd->level < rd->pack_levels)
        round_start(rd, rd->level + 1);
}

bool round_done(const struct round *rd)
{
    return rd->autoplay && rd->banner != BANNER_NONE && rd->play.now >= rd->banner_at + BANNER_FADE_MS + 400;
}

bool round_busy(const struct round *rd)
{
    struct play_scene s;
    round_scene(rd, &s);
    return rd->autoplay || (rd->held >= 0 && !rd->held_at_once) || playscene_animating(&s) || rd->pealed < peal_bells(rd) ||
           (rd->banner != BANNER_NONE && !banner_showing(rd));
}

void round_scene(const struct round *rd, struct play_scene *s)
{
    *s = (struct play_scene){
        .play = &rd->play,
        .level = rd->level,
        .levels = rd->pack_levels,
        .held = rd->held,
        .hovered = rd->hovered,
        .focus = rd->focus_shown && !banner_showing(rd) ? rd->focus : -1,
        .banner = banner_showing(rd) ? rd->banner : BANNER_NONE,
        .banner_age = rd->play.now - rd->banner_at,
        .last_level = rd->level >= rd->pack_levels,
        .endless = rd->level > rd->pack_levels,
        .reduced_motion = rd->settings->reduced_motion,
        .hint = rd->hint,
        .hopeless = rd->hopeless,
        .helped = rd->helped,
        .result = rd->result,
        .pealing = rd->peal_at != PLAY_NEVER,
        .peal_at = rd->peal_at,
        .hint_age = rd->play.now - rd->hint_at,
        .solver = rd->show_solver ? &rd->solver : NULL,
        .lesson = banner_showing(rd) ? LESSON_NONE : lessons_showing(&rd->lessons),
        .zoom_lesson = !banner_showing(rd) && lessons_zoom_showing(&rd->lessons),
        .taps_made = rd->taps_made,
        .preview = previewing(rd),
        .ripple_x = rd->ripple_x,
        .ripple_y = rd->ripple_y,
        .rippling = rd->ripple_at != PLAY_NEVER,
        .ripple_age = rd->play.now - rd->ripple_at,
        .won_ms = rd->won_ms,
    };
    s->lesson_dots = lesson_dots(s->lesson, &rd->play, s->lesson_dot);
    s->lit = round_lit(rd, &s->chain);
}

bool round_hold(struct round *rd, int dot)
{
    if (dot < 0 || dot >= rd->current.n || !dotset_has(rd->play.standing, dot) || rd->play.status != PLAY_ON)
        return false;
    focus_to(rd, dot);
    rd->held = dot;
    rd->held_by_pointer = false;
    rd->held_at_once = true;
    count_help(rd);
    return true;
}

dotset round_lit(const struct round *rd, bool *chain)
{
    *chain = chain_shown(rd);
    if (!previewing(rd))
        return 0;
    dotset touched, popped;
    play_preview(&rd->play, rd->held, &touched, &popped);
    return (*chain ? popped : touched) & ~dotset_of(rd->held);
}
