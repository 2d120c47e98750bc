/* midend.c: the game as a front end sees it (carillon.h's midend_ calls): the session,
 * the view of the output it is drawn in, and its drawing on the front end's canvas. Pointers come in as
 * window points and go on in field units, framed to the level in front. */
#include "game/carillon.h"
#include "game/options.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/fileio.h"
#include "game/boot.h"
#include "game/draw/buttons.h"
#include "game/draw/drawbuttons.h"
#include "game/draw/kit.h"
#include "game/draw/bmp.h"
#include "game/draw/png.h"
#include "game/draw/view.h"
#include "game/files/settings.h"
#include "game/play/play.h"
#include "game/session.h"

struct midend {
    struct session session;
    struct view view;
    struct kit *kit;
    unsigned long changes;   /* counts each change of the screen, the warnings, the levels
                                or the screen's beat: a frame that saw one draws */
    int screen, warnings, levels; /* what count_changes last saw */
    unsigned long beat;
    struct button buttons[BUTTONS_MAX];
    int pressed;             /* the button a pointer went down on, or -1 */
    float press_x, press_y;  /* where the last press went down, in output pixels */
    bool mouse_seen;         /* the mouse's last place is known: mouse_x, mouse_y, in points */
    float mouse_x, mouse_y;
    bool drawn;              /* a frame has been drawn */
    /* midend_frame's own: */
    long frames;             /* frames stepped */
    uint64_t clock_ms;       /* the clock at the last frame */
    int px_w, px_h, pt_w, pt_h; /* the window the last frame fitted */
    bool was_busy;           /* something moved at the last frame (if not, the front end may
                                have slept since) */
    bool noted;              /* words came from the front end since (midend_note): draw */
};

void midend_window_size(int *w, int *h)
{
    *w = CANVAS_WIDTH;
    *h = CANVAS_HEIGHT;
}

/* The most pixels a window or headless canvas may have: 4096 x 4096, some 64 MB a frame.
 * A canvas of 16384 x 16384 took 3.3 GB and 30 s for two frames. */
#define WINDOW_MAX_PIXELS ((long long)4096 * 4096)

void midend_window_fit(int asked_w, int asked_h, int usable_w, int usable_h, int *w, int *h, error_line *said)
{
    bool screen = usable_w > 0 && usable_h > 0;
    said->text[0] = '\0';
    *w = CANVAS_WIDTH;
    *h = CANVAS_HEIGHT;
    if (!asked_w) {
        if (screen) {
            *h = usable_h * 9 / 10;
            *w = *h * CANVAS_WIDTH / CANVAS_HEIGHT;
            if (*w > usable_w) {
                *w = usable_w;
                *h = *w * CANVAS_HEIGHT / CANVAS_WIDTH;
            }
        }
        return;
    }
    *w = screen && asked_w > usable_w ? usable_w : asked_w;
    *h = screen && asked_h > usable_h ? usable_h : asked_h;
    while ((long long)*w * *h > WINDOW_MAX_PIXELS) { /* halves keep the shape and end at once */
        *w = (*w + 1) / 2;
        *h = (*h + 1) / 2;
    }
    if (*w != asked_w || *h != asked_h)
        error_fail(said, "--size %dx%d: more than the %s allows; the window is %dx%d", asked_w, asked_h,
                   screen ? "screen" : "memory of a frame", *w, *h);
}

/* Counts a change of the screen, the warnings, the levels or the screen's beat since it
 * last looked. */
static void count_changes(struct midend *g)
{
    const struct session *s = &g->session;
    unsigned long beat = session_beat(s);
    if ((int)s->screen != g->screen || s->warnings.count != g->warnings || s->levels.count != g->levels ||
        beat != g->beat) {
        g->screen = (int)s->screen;
        g->warnings = s->warnings.count;
        g->levels = s->levels.count;
        g->beat = beat;
        g->changes++;
    }
}

/* Frames the field to the level in front (view_frame), for the pointer and the drawing
 * alike; after every action, so the next event of the same batch already finds the
 * screen it changed to. */
static void frame_field(struct midend *g)
{
    const struct level *lv = session_field(&g->session);
    view_frame(&g->view, lv ? lv->dots : NULL, lv ? lv->n : 0);
}

void midend_version(char *out, size_t size)
{
    snprintf(out, size, "carillon %s (level pack format %d, save format %d, settings format %d)", CARILLON_VERSION,
             PACK_VERSION, SAVE_VERSION, SETTINGS_VERSION);
}

struct midend *midend_open(struct boot *b, const struct carillon_host *host,
                               const struct carillon_canvas *canvas, uint64_t clock_ms, error_line *err)
{
    struct midend *g = calloc(1, sizeof *g);
    if (!g) {
        error_fail(err, "out of memory for the game");
        return NULL;
    }
    g->kit = kit_open(canvas, b->settings.shape_marks, err);
    if (!g->kit) {
        free(g);
        return NULL;
    }
    const struct options *o = &b->opts;
    struct session_config sc = {
        .prefs = &b->prefs,
        .save = &b->save,
        .settings = &b->settings,
        .host = host,
        .silenced = o->mute,
        .level = o->level,
        .autoplay = o->autoplay,
        .all = o->all,
        .pack = o->seeded ? NULL : &b->pack,
        .seed = o->seed,
        .shipped = !o->seeded && !o->pack,
        .workshop_file = &b->workshop_file,
        .workshop = o->workshop,
        .daily_log = &b->daily_log,
        .single = b->has_single ? &b->single : NULL,
        .single_kind = o->daily ? PLAYSCREEN_DAILY : PLAYSCREEN_CODE,
        .daily_day = o->daily_day,
    };
    if (session_start(&g->session, &sc, clock_ms, err) != 0 ||
        (o->holding && session_hold(&g->session, o->hold, err) != 0)) {
        session_end(&g->session, NULL);
        kit_close(g->kit);
        free(g);
        return NULL;
    }
    for (int i = 0; i < b->warning_count; i++)
        session_warning(&g->session, b->warnings[i]);
    session_touch(&g->session, o->touch);
    g->pressed = -1;
    g->clock_ms = clock_ms;
    g->px_w = -1;
    count_changes(g);
    return g;
}

int midend_close(struct midend *g, error_line *err)
{
    int status = session_end(&g->session, err);
    kit_close(g->kit);
    free(g);
    return status;
}

int midend_resize(struct midend *g, int px_w, int px_h, int pt_w, int pt_h, error_line *err)
{
    view_fit(&g->view, px_w, px_h, pt_w, pt_h);
    session_fit(&g->session, &g->view);
    frame_field(g);
    return kit_fit(g->kit, &g->view, err);
}

static bool is_pointer(enum action_kind kind)
{
    return kind == ACT_PRESS || kind == ACT_MOVE || kind == ACT_RELEASE || kind == ACT_PRESS_ALT;
}

/* The buttons of the screen in front (buttons.h: its row's buttons), laid out in the
 * view: how many; which screen's they are in *screen, when asked. */
static int place_buttons(struct midend *g, enum buttons_screen *screen)
{
    struct buttons_for f;
    session_buttons(&g->session, &f);
    f.banner = g->kit->banner_button; /* the last frame's banner's (the daily's Share) */
    if (screen)
        *screen = f.screen;
    return buttons_layout(&g->view, &f, g->buttons);
}

/* A pointer on the buttons: a press and a release on the same button is its action, and
 * the screen sees neither, nor a move between them. True when a was the buttons'. */
static bool on_buttons(struct midend *g, int n, const struct action *a, float px, float py)
{
    int at = buttons_at(g->buttons, n, px, py);
    switch (a->kind) {
    case ACT_PRESS:
        g->pressed = at;
        g->press_x = px;
        g->press_y = py;
        return at >= 0;
    case ACT_PRESS_ALT: return at >= 0;
    case ACT_MOVE: return g->pressed >= 0;
    case ACT_RELEASE: {
        int was = g->pressed;
        g->pressed = -1;
        if (was < 0)
            return false;
        if (at == was) {
            struct action act = g->buttons[at].act;
            act.touch = a->touch;
            act.button = true;
            screen_cue(&g->session.env, CARILLON_CUE_BUTTON);
            session_action(&g->session, &act);
        }
        return true;
    }
    default: return false;
    }
}

/* Whether a is a mouse that has not moved: a move to where it was (a window appearing, a
 * focus change), or the first, which only tells where it rests (a window opening under
 * it). Such a move is nothing, so a resting mouse never takes the focus from the keys or
 * a pad, nor chooses a level; the front ends hand every move they are told. */
static bool mouse_at_rest(struct midend *g, const struct action *a)
{
    if (a->touch || !is_pointer(a->kind))
        return false;
    bool still = a->kind == ACT_MOVE && (!g->mouse_seen || (a->wx == g->mouse_x && a->wy == g->mouse_y));
    g->mouse_seen = true;
    g->mouse_x = a->wx;
    g->mouse_y = a->wy;
    return still;
}

/* The action taken; false for a mouse at rest, which is nothing. */
static bool take(struct midend *g, const struct action *a)
{
    struct action in = *a;
    if (mouse_at_rest(g, a))
        return false;
    if (is_pointer(a->kind)) {
        float px = a->wx * g->view.ratio_x, py = a->wy * g->view.ratio_y;
        if (a->kind == ACT_PRESS) /* the last press tells a finger from a mouse */
            session_touch(&g->session, a->touch);
        enum buttons_screen screen; /* the select with no panel over it turns pages by a swipe */
        int n = place_buttons(g, &screen);
        bool select = screen == BUTTONS_SELECT;
        if (!on_buttons(g, n, a, px, py)) {
            view_to_field(&g->view, a->wx, a->wy, &in.x, &in.y);
            if (a->touch)
                in.reach = (float)FINGER_REACH_PT * g->view.ratio_x / g->view.scale;
            session_action(&g->session, &in);
            enum action_kind page = ACT_NONE;
            if (a->kind == ACT_RELEASE && select && g->session.screen == SCREEN_SELECT)
                page = buttons_swipe(&g->view, px - g->press_x, py - g->press_y);
            if (page != ACT_NONE)
                session_action(&g->session, &(struct action){.kind = page, .touch = a->touch});
        }
    } else {
        session_action(&g->session, &in);
    }
    frame_field(g);
    count_changes(g);
    return true;
}

void midend_action(struct midend *g, const struct action *a) { take(g, a); }

int midend_step(struct midend *g, int64_t ms, uint64_t clock_ms, error_line *err)
{
    int status = session_update(&g->session, ms, clock_ms, err);
    count_changes(g);
    /* once the first frame is out, a sprite a step is painted before it is needed */
    if (status == 0 && g->drawn)
        status = kit_paint_ahead(g->kit, err);
    return status;
}

bool midend_growing(const struct midend *g) { return g->session.screen == SCREEN_GROWING; }

int midend_draw(struct midend *g, error_line *err)
{
    /* the marks as the settings have them (the panel may have switched them) */
    if (kit_set_marks(g->kit, g->session.c.settings->shape_marks, err) != 0)
        return -1;
    g->kit->canvas->clear(g->kit->canvas->ctx);
    kit_frame(g->kit);
    session_draw(&g->session, g->kit);
    int n = place_buttons(g, NULL);
    drawbuttons(g->kit, g->buttons, n, g->pressed < n ? g->pressed : -1);
    g->drawn = true;
    return 0;
}

void midend_warn(struct midend *g, const char *line) { session_warn(&g->session, line); }

void midend_file_changed(struct midend *g, const char *path)
{
    session_file_changed(&g->session, path);
    g->noted = true; /* the select's counts may have changed */
}

void midend_note(struct midend *g, const char *line)
{
    session_note(&g->session, line);
    g->noted = true;
}

/* The most play a frame in real time lets pass, so a stall never skips a chain. */
enum { FRAME_MOST_MS = 100 };

/* Milliseconds of play for this frame: a fixed 60th of a second (16 or 17, summing to
 * whole seconds), or the clock's time since the last frame. */
static int64_t frame_ms(struct midend *g, const struct carillon_frame *in)
{
    if (in->fixed) {
        int64_t per_second = 1000 * (g->session.c.autoplay ? CARILLON_FIXED_SPEED : 1);
        return (g->frames + 1) * per_second / 60 - g->frames * per_second / 60;
    }
    int64_t ms = in->clock_ms > g->clock_ms ? (int64_t)(in->clock_ms - g->clock_ms) : 0;
    g->clock_ms = in->clock_ms;
    return ms;
}

int midend_frame(struct midend *g, const struct carillon_frame *in, struct carillon_wake *out, error_line *err)
{
    bool resized = in->px_w != g->px_w || in->px_h != g->px_h || in->pt_w != g->pt_w || in->pt_h != g->pt_h;
    bool changed = g->frames == 0 || g->was_busy || g->noted || resized;
    g->noted = false;
    g->px_w = in->px_w;
    g->px_h = in->px_h;
    g->pt_w = in->pt_w;
    g->pt_h = in->pt_h;
    /* the actions are in the window as it is now; and once they have changed the screen
     * (the select after play lays its grid out for its own view), it is fitted again */
    if (resized && midend_resize(g, in->px_w, in->px_h, in->pt_w, in->pt_h, err) != 0)
        return -1;
    unsigned long changes = g->changes;
    int64_t ms = frame_ms(g, in);
    /* after a rest the time asleep passes first and whole (warnings count it) */
    if (g->frames > 0 && !g->was_busy && !in->fixed) {
        if (midend_step(g, ms, in->clock_ms, err) != 0)
            return -1;
        ms = 0;
    }
    for (int i = 0; i < in->count; i++)
        changed |= take(g, &in->actions[i]);
    if (midend_resize(g, in->px_w, in->px_h, in->pt_w, in->pt_h, err) != 0)
        return -1;
    if (midend_step(g, in->fixed || ms < FRAME_MOST_MS ? ms : FRAME_MOST_MS, in->clock_ms, err) != 0)
        return -1;
    g->frames++;
    g->was_busy = session_busy(&g->session);
    /* at rest with sprites still to paint ahead, a frame more for each (drawing nothing),
     * so the first taps find their glows painted: the game rests once all are */
    bool ahead = g->drawn && kit_ahead(g->kit);
    *out = (struct carillon_wake){
        .draw = changed || g->was_busy || changes != g->changes,
        .wake_ms = g->was_busy || ahead ? 0 : session_next_due(&g->session, in->clock_ms),
    };
    out->done = session_done(&g->session, &out->cleared);
    return 0;
}

void midend_where(struct midend *g)
{
    const struct level *lv = session_field(&g->session);
    const struct view *v = &g->view;
    const struct carillon_host *h = g->session.c.host;
    if (!h->say)
        return;
    for (int i = 0; lv && i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        char line[80];
        snprintf(line, sizeof line, "%d %ld %ld %ld", i, view_pt_x(v, (float)d->x), view_pt_y(v, (float)d->y),
                 view_pt_len(v, (float)SIZES[d->size].radius));
        h->say(h->ctx, line);
    }
    session_where(&g->session, v, h->say, h->ctx);
    int n = place_buttons(g, NULL);
    for (int i = 0; i < n; i++) {
        const struct view_box *r = &g->buttons[i].box;
        char line[96];
        snprintf(line, sizeof line, "button %s %ld %ld %ld %ld", g->buttons[i].name, lroundf(r->x / v->ratio_x),
                 lroundf(r->y / v->ratio_y), lroundf(r->w / v->ratio_x), lroundf(r->h / v->ratio_y));
        h->say(h->ctx, line);
    }
    for (int i = 0; i < g->kit->words_count; i++) { /* "words X Y W H PT TEXT", in points */
        const struct kit_words *w = &g->kit->words[i];
        char line[256];
        snprintf(line, sizeof line, "words %ld %ld %ld %ld %.1f %s", lroundf(w->box.x / v->ratio_x),
                 lroundf(w->box.y / v->ratio_y), lroundf(w->box.w / v->ratio_x), lroundf(w->box.h / v->ratio_y),
                 (double)w->pt, w->text);
        h->say(h->ctx, line);
    }
}

int midend_write_shot(const char *path, const uint32_t *px, int w, int h, int stride, error_line *err)
{
    error_line why;
    size_t len, n = strlen(path);
    bool bmp = n >= 4 && strcmp(path + n - 4, ".bmp") == 0;
    uint8_t *image = bmp ? bmp_encode(px, w, h, stride, &len, &why) : png_encode(px, w, h, stride, &len, &why);
    int status = 0;
    if (!image)
        status = error_fail(err, "%s: %s", path, why.text);
    else if (file_write_atomic(path, image, len, &why) != 0)
        status = error_fail(err, "%s", why.text);
    free(image);
    return status;
}
