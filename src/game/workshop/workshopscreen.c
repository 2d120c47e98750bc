/* workshopscreen.c: the workshop screen's logic; see workshopscreen.h. */
#include "game/workshop/workshopscreen.h"

#include <stdio.h>
#include <string.h>

#include "game/draw/buttons.h"
#include "game/keymap.h"
#include "game/workshop/drawworkshop.h"
#include "game/play/focus.h"

/* How soon after a change the workshop file is written again (a drag changes it many
 * times a second). */
enum { KEEP_MS = 1500 };

static const char NOT_COPIED[] = "not copied: ";

/* Whatever the workshop shows of the field now goes back in the workshop file, to be
 * written; a code refused for faults is no longer so once they are fixed (or no dot is
 * left). */
static void shelve(struct workshopscreen *b)
{
    b->file->field[b->file->current] = b->ws.field;
    b->unkept = true;
    if (b->ws.verdict.faults == 0 && strncmp(b->line, NOT_COPIED, sizeof NOT_COPIED - 1) == 0)
        b->line[0] = '\0';
}

void workshopscreen_start(struct workshopscreen *b, struct workshopfile *file, const struct screen_env *env)
{
    *b = (struct workshopscreen){.env = env, .file = file, .size = SIZE_NORMAL, .picked = -1, .held = -1,
                                 .carried = -1, .cursor_x = FIELD_WIDTH / 2, .cursor_y = FIELD_HEIGHT / 2,
                                 .cursor_shown = true, .since_kept = KEEP_MS};
    workshop_open(&b->ws, file->field[file->current].dots, file->field[file->current].n);
}

/* The file written, if it changed; a failure is said once (prefs retries it). */
static void keep(struct workshopscreen *b)
{
    if (!b->unkept)
        return;
    b->unkept = false;
    b->since_kept = 0;
    if (!b->env->prefs)
        return;
    error_line note, err;
    if (prefs_store_workshop(b->env->prefs, b->file, &note, &err) != 0)
        screen_warn(b->env, err.text);
    else if (note.text[0])
        screen_warn(b->env, note.text);
}

void workshopscreen_end(struct workshopscreen *b) { keep(b); }

/* Plays the field as it stands: par is the solver's fewest taps. */
static struct request try_field(struct workshopscreen *b)
{
    if (b->ws.field.n == 0) {
        snprintf(b->line, sizeof b->line, "place a dot first");
        return STAY;
    }
    b->tried = (struct level){.taps = b->ws.verdict.fewest_taps, .n = b->ws.field.n,
                              .centibits = b->ws.verdict.centibits < 0 ? 0 : b->ws.verdict.centibits};
    memcpy(b->tried.dots, b->ws.field.dots, sizeof b->tried.dots[0] * (size_t)b->tried.n);
    memcpy(b->tried.solution, b->ws.verdict.answer, sizeof b->tried.solution);
    keep(b); /* the field as it goes to be played is in the file */
    return (struct request){.kind = REQUEST_TRY, .field = &b->tried};
}

static void copy_code(struct workshopscreen *b)
{
    error_line err;
    char code[CODE_MAX + 1];
    if (workshop_code(&b->ws, code, &err) != 0) {
        snprintf(b->line, sizeof b->line, "%s%s", NOT_COPIED, err.text);
        return;
    }
    b->line[0] = '\0'; /* the front end's words (note) in place of "code copied" */
    if (screen_copy(b->env, CARILLON_COPY_CODE, code, 0))
        snprintf(b->line, sizeof b->line, "code copied to the clipboard (%zu characters)", strlen(code));
}

static void open_code(struct workshopscreen *b, const char *text)
{
    struct dot dots[DOTSET_MAX];
    int n;
    error_line err;
    if (!text || code_decode(text, dots, &n, &err) != 0) {
        snprintf(b->line, sizeof b->line, "%s", text ? err.text : "the clipboard holds no text");
        return;
    }
    workshop_replace(&b->ws, dots, n);
    b->picked = b->held = -1;
    shelve(b);
    snprintf(b->line, sizeof b->line, "code opened: %d dots (Z takes it back)", n);
}

/* Page Up (-1) and Page Down (+1) through the workshop file; past the last, a new empty field. */
static void turn_field(struct workshopscreen *b, int step)
{
    struct workshopfile *s = b->file;
    int to = s->current + step;
    if (to < 0)
        return;
    if (to == s->count) {
        if (s->count == WORKSHOPFILE_FIELDS) {
            snprintf(b->line, sizeof b->line, "the workshop keeps %d fields", WORKSHOPFILE_FIELDS);
            return;
        }
        s->field[s->count++] = (struct workshop_field){0};
    }
    s->current = to;
    workshop_open(&b->ws, s->field[to].dots, s->field[to].n);
    b->picked = b->held = -1;
    b->unkept = true;
    b->line[0] = '\0';
}

static void pick_style(struct workshopscreen *b, int key)
{
    if (key >= 1 && key <= 3)
        b->size = key - 1;
    else if (key >= 4 && key <= 9)
        b->note = key - 4;
    if (b->picked >= 0 && workshop_restyle(&b->ws, b->picked, b->size, b->note))
        shelve(b);
}

/* Picks dot at (for keys to restyle or remove): the palette becomes its own. */
static void pick(struct workshopscreen *b, int at)
{
    b->picked = at;
    b->size = b->ws.field.dots[at].size;
    b->note = b->ws.field.dots[at].note;
}

/* Places a dot of the palette's at (x, y), not picked, so the next size or bell chosen
 * is for the dot after it; its index, or -1 (said why). */
static int place(struct workshopscreen *b, int x, int y)
{
    struct dot d = {.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)b->size, .note = (uint8_t)b->note};
    b->picked = -1;
    int i = workshop_place(&b->ws, d);
    if (i >= 0)
        shelve(b);
    else if (b->ws.field.n == DOTSET_MAX)
        snprintf(b->line, sizeof b->line, "a field holds at most %d dots", DOTSET_MAX);
    return i;
}

/* A press on a dot picks it and holds it to be dragged; on empty ground it places a dot,
 * held. */
static void press(struct workshopscreen *b, int x, int y)
{
    int at = workshop_dot_at(&b->ws, x, y);
    if (at >= 0) {
        pick(b, at);
        b->held = at;
    } else {
        b->held = place(b, x, y);
    }
}

static void remove_dot(struct workshopscreen *b, int at)
{
    if (workshop_remove(&b->ws, at)) {
        b->picked = b->held = b->carried = -1;
        shelve(b);
    }
}

/* ---- the keys' cursor ---------------------------------------------------------------- */

/* The dot the keys carry is put down where it is: its run of moves (one edit) ends. */
static void put_down(struct workshopscreen *b)
{
    if (b->carried < 0)
        return;
    b->carried = -1;
    workshop_drag_end(&b->ws);
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void cursor_to(struct workshopscreen *b, int x, int y)
{
    b->cursor_x = clamp(x, 0, FIELD_WIDTH - 1);
    b->cursor_y = clamp(y, 0, FIELD_HEIGHT - 1);
}

static int under_cursor(const struct workshopscreen *b)
{
    return b->carried >= 0 ? b->carried : workshop_dot_at(&b->ws, b->cursor_x, b->cursor_y);
}

/* An arrow: the cursor (and the dot carried) a step that way; after the pointer, the
 * first arrow only shows the cursor where the pointer left it. */
static void arrow(struct workshopscreen *b, enum action_kind k, bool fine)
{
    if (!b->cursor_shown) {
        b->cursor_shown = true;
        return;
    }
    int step = fine ? WORKSHOPSCREEN_FINE_STEP : WORKSHOPSCREEN_STEP;
    cursor_to(b, b->cursor_x + (k == ACT_RIGHT ? step : k == ACT_LEFT ? -step : 0),
              b->cursor_y + (k == ACT_DOWN ? step : k == ACT_UP ? -step : 0));
    if (b->carried >= 0 && workshop_drag(&b->ws, b->carried, b->cursor_x, b->cursor_y))
        shelve(b);
}

/* Space: puts down the dot carried; else picks up the dot under the cursor, or places
 * one there. */
static void space(struct workshopscreen *b)
{
    b->cursor_shown = true;
    if (b->carried >= 0) {
        put_down(b);
        return;
    }
    int at = workshop_dot_at(&b->ws, b->cursor_x, b->cursor_y);
    if (at < 0) {
        place(b, b->cursor_x, b->cursor_y);
        return;
    }
    pick(b, at);
    b->carried = at;
    cursor_to(b, b->ws.field.dots[at].x, b->ws.field.dots[at].y);
}

/* Tab and Shift+Tab: the cursor to the next or previous dot in reading order. */
static void tab(struct workshopscreen *b, bool forward)
{
    put_down(b);
    b->cursor_shown = true;
    if (b->ws.field.n == 0)
        return;
    struct level lv = {.n = b->ws.field.n}; /* the field as focus.h reads it */
    memcpy(lv.dots, b->ws.field.dots, sizeof lv.dots[0] * (size_t)lv.n);
    int to = focus_tab(&lv, dotset_all(lv.n), under_cursor(b), forward);
    cursor_to(b, lv.dots[to].x, lv.dots[to].y);
}

/* Any pointer action puts down what the keys carry and takes the hidden cursor along. */
static void pointer_leads(struct workshopscreen *b, const struct action *a)
{
    put_down(b);
    cursor_to(b, a->x, a->y);
    b->cursor_shown = false;
}

/* A pad's buttons as the workshop reads them (workshopscreen.h). */
static struct action from_pad(const struct workshopscreen *b, const struct action *a)
{
    struct action k = *a;
    if (!a->pad)
        return k;
    if (action_opens(a, OPEN_SETTINGS)) { /* Start */
        k.kind = ACT_CONTINUE;
        return k;
    }
    switch (a->kind) {
    case ACT_UNDO: k.kind = ACT_DELETE; break;   /* X */
    case ACT_HINT: k.kind = ACT_UNDO; break;     /* Y */
    case ACT_RESTART: k.kind = ACT_REDO; break;  /* Back */
    case ACT_PAGE_UP: /* the left shoulder: the next size (keys 1 to 3) */
        k.kind = ACT_PICK;
        k.x = 1 + (b->size + 1) % SIZE_COUNT;
        break;
    case ACT_PAGE_DOWN: /* the right shoulder: the next bell (keys 4 to 9) */
        k.kind = ACT_PICK;
        k.x = 4 + (b->note + 1) % NOTE_COUNT;
        break;
    case ACT_STICK_UP: k.kind = ACT_PAGE_UP; break; /* the right stick: the workshop file */
    case ACT_STICK_DOWN: k.kind = ACT_PAGE_DOWN; break;
    default: break;
    }
    return k;
}

struct request workshopscreen_action(struct workshopscreen *b, const struct action *act)
{
    struct action pad = from_pad(b, act);
    const struct action *a = &pad;
    switch (a->kind) {
    case ACT_PRESS:
        pointer_leads(b, a);
        press(b, a->x, a->y);
        break;
    case ACT_MOVE:
        pointer_leads(b, a);
        if (b->held >= 0 && workshop_drag(&b->ws, b->held, a->x, a->y))
            shelve(b);
        break;
    case ACT_RELEASE:
        pointer_leads(b, a);
        b->held = -1;
        workshop_drag_end(&b->ws);
        break;
    case ACT_PRESS_ALT:
        pointer_leads(b, a);
        remove_dot(b, workshop_dot_at(&b->ws, a->x, a->y));
        break;
    case ACT_UP:
    case ACT_DOWN:
    case ACT_LEFT:
    case ACT_RIGHT: arrow(b, a->kind, a->fine); break;
    case ACT_TAB:
    case ACT_BACKTAB: tab(b, a->kind == ACT_TAB); break;
    case ACT_HOLD: space(b); break;
    case ACT_DELETE: remove_dot(b, b->cursor_shown ? under_cursor(b) : b->picked); break;
    case ACT_PICK: pick_style(b, a->x); break;
    case ACT_UNDO:
    case ACT_REDO:
        put_down(b);
        if (a->kind == ACT_UNDO ? workshop_undo(&b->ws) : workshop_redo(&b->ws)) {
            b->picked = b->held = -1;
            shelve(b);
        }
        break;
    case ACT_PAGE_UP:
    case ACT_PAGE_DOWN:
        put_down(b);
        turn_field(b, a->kind == ACT_PAGE_UP ? -1 : 1);
        break;
    case ACT_CONTINUE:
        put_down(b);
        return try_field(b);
    case ACT_COPY: copy_code(b); break;
    case ACT_PASTE:
        put_down(b);
        open_code(b, a->text);
        break;
    case ACT_BACK:
        if (b->carried >= 0) {
            put_down(b);
            break;
        }
        keep(b);
        return (struct request){.kind = REQUEST_BACK};
    default: break;
    }
    return STAY;
}

void workshopscreen_update(struct workshopscreen *b, int64_t ms)
{
    b->since_kept += ms;
    if (b->since_kept >= KEEP_MS)
        keep(b);
}

void workshopscreen_scene(const struct workshopscreen *b, struct workshop_scene *out)
{
    *out = (struct workshop_scene){.ws = &b->ws, .size = b->size, .note = b->note,
                                   .picked = b->picked, .cursor_shown = b->cursor_shown,
                                   .cursor_x = b->cursor_x, .cursor_y = b->cursor_y,
                                   .under = under_cursor(b), .carried = b->carried,
                                   .field_at = b->file->current + 1,
                                   .field_count = b->file->count, .line = b->line, .pad = b->env->pad,
                                   .touch = b->env->touch};
}

static struct request action(void *self, const struct action *a) { return workshopscreen_action(self, a); }

static struct request update(void *self, int64_t ms)
{
    workshopscreen_update(self, ms);
    return STAY;
}

/* Words from the front end (a copy's outcome): on the line under the field. */
static void note(void *self, const char *line)
{
    struct workshopscreen *b = self;
    snprintf(b->line, sizeof b->line, "%s", line);
}

static int64_t due(const void *self)
{
    const struct workshopscreen *b = self;
    return !b->unkept ? SCREEN_NEVER : b->since_kept < KEEP_MS ? KEEP_MS - b->since_kept : 0;
}

static void draw(void *self, struct kit *kit)
{
    struct workshop_scene sc;
    workshopscreen_scene(self, &sc);
    drawworkshop_scene(kit, &sc);
}

static void buttons(const void *self, struct buttons_for *out)
{
    const struct workshopscreen *b = self;
    *out = (struct buttons_for){.screen = BUTTONS_WORKSHOP, .size = b->size, .note = b->note};
}

const struct screen WORKSHOPSCREEN = {.action = action, .update = update, .due = due, .draw = draw, .note = note,
                                      .buttons = buttons};
