/* workshopscreen.c: the workshop screen's logic; see workshopscreen.h. */
#include "game/workshop/workshopscreen.h"

#include <stdio.h>
#include <string.h>

#include "game/play/focus.h"

static const char NOT_COPIED[] = "not copied: ";

/* Whatever the bench shows of the field now goes back on the workshop file, to be written; a
 * code refused for faults is no longer so once they are fixed (or no dot is left). */
static void shelve(struct workshopscreen *b)
{
    b->file->field[b->file->current] = b->ws.field;
    b->changed = true;
    if (b->ws.verdict.faults == 0 && strncmp(b->line, NOT_COPIED, sizeof NOT_COPIED - 1) == 0)
        b->line[0] = '\0';
}

int workshopscreen_start(struct workshopscreen *b, struct workshopfile *file, ring_fn *ring, void *ring_ctx,
                    const struct settings *settings, error_line *err)
{
    *b = (struct workshopscreen){.file = file, .size = SIZE_NORMAL, .picked = -1, .held = -1, .carried = -1,
                            .cursor_x = FIELD_WIDTH / 2, .cursor_y = FIELD_HEIGHT / 2, .cursor_shown = true};
    if (pack_alloc(&b->trial, 1, err) != 0 || progress_new(&b->trial_progress, 1, err) != 0) {
        pack_free(&b->trial);
        return -1;
    }
    b->play = (struct playscreen){.pack = &b->trial, .pack_levels = 1,
                                  .progress = &b->trial_progress, .ring = ring, .ring_ctx = ring_ctx,
                                  .settings = settings};
    workshop_open(&b->ws, file->field[file->current].dots, file->field[file->current].n);
    return 0;
}

void workshopscreen_end(struct workshopscreen *b)
{
    pack_free(&b->trial);
    progress_free(&b->trial_progress);
}

void workshopscreen_try_level(struct workshopscreen *b, const struct level *lv)
{
    b->trial.levels[0] = *lv;
    b->trial.levels[0].number = 1;
    b->play.level = 0; /* a level afresh: no hint shown on it yet */
    playscreen_start(&b->play, 1);
    b->trying = true;
}

/* Plays the field as it stands: par is the solver's fewest taps. */
static void try_field(struct workshopscreen *b)
{
    if (b->ws.field.n == 0) {
        snprintf(b->line, sizeof b->line, "place a dot first");
        return;
    }
    struct level lv = {.taps = b->ws.verdict.fewest_taps, .n = b->ws.field.n,
                       .centibits = b->ws.verdict.centibits < 0 ? 0 : b->ws.verdict.centibits};
    memcpy(lv.dots, b->ws.field.dots, sizeof lv.dots[0] * (size_t)lv.n);
    memcpy(lv.solution, b->ws.verdict.answer, sizeof lv.solution);
    workshopscreen_try_level(b, &lv);
}

static void copy_code(struct workshopscreen *b)
{
    error_line err;
    if (workshop_code(&b->ws, b->copied, &err) != 0) {
        b->copied[0] = '\0';
        snprintf(b->line, sizeof b->line, "%s%s", NOT_COPIED, err.text);
    }
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
    b->changed = true;
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
    switch (a->kind) {
    case ACT_UNDO: k.kind = ACT_DELETE; break;   /* X */
    case ACT_HINT: k.kind = ACT_UNDO; break;     /* Y */
    case ACT_RESTART: k.kind = ACT_REDO; break;  /* Back */
    case ACT_SETTINGS: k.kind = ACT_CONTINUE; break; /* Start */
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

void workshopscreen_action(struct workshopscreen *b, const struct action *act, const char *text)
{
    if (b->trying) { /* Esc lets go of a dot held in play, else comes back */
        if (!playscreen_action(&b->play, act) && act->kind == ACT_BACK)
            b->trying = false;
        return;
    }
    b->copied[0] = '\0';
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
        try_field(b);
        break;
    case ACT_COPY: copy_code(b); break;
    case ACT_PASTE:
        put_down(b);
        open_code(b, text);
        break;
    case ACT_BACK:
        if (b->carried >= 0)
            put_down(b);
        else
            b->leave = true;
        break;
    default: break;
    }
}

void workshopscreen_update(struct workshopscreen *b, int64_t ms)
{
    if (!b->trying)
        return;
    playscreen_update(&b->play, ms);
    if (b->play.wants_level) /* won, and on to the next: back to the bench */
        b->trying = false;
}

bool workshopscreen_busy(const struct workshopscreen *b) { return b->trying && playscreen_busy(&b->play); }

void workshopscreen_scene(const struct workshopscreen *b, struct workshop_scene *out)
{
    *out = (struct workshop_scene){.ws = &b->ws, .size = b->size, .note = b->note,
                                   .picked = b->picked, .cursor_shown = b->cursor_shown,
                                   .cursor_x = b->cursor_x, .cursor_y = b->cursor_y,
                                   .under = under_cursor(b), .carried = b->carried,
                                   .field_at = b->file->current + 1,
                                   .field_count = b->file->count, .line = b->line};
}
