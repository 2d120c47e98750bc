/* workbench.c: the workshop screen's logic; see workbench.h. */
#include "workbench.h"

#include <stdio.h>
#include <string.h>

/* Whatever the bench shows of the field now goes back on the shelf, to be written. */
static void shelve(struct workbench *b)
{
    b->shelf->field[b->shelf->current] = b->ws.field;
    b->changed = true;
}

int workbench_start(struct workbench *b, struct shelf *shelf, ring_fn *ring, void *ring_ctx,
                    const struct settings *settings, lg_err *err)
{
    *b = (struct workbench){.shelf = shelf, .size = SIZE_NORMAL, .picked = -1, .held = -1};
    if (pack_alloc(&b->trial, 1, err) != 0 || progress_new(&b->trial_progress, 1, err) != 0) {
        pack_free(&b->trial);
        return -1;
    }
    b->play = (struct playscreen){.pack = &b->trial, .pack_levels = 1,
                                  .progress = &b->trial_progress, .ring = ring, .ring_ctx = ring_ctx,
                                  .settings = settings};
    workshop_open(&b->ws, shelf->field[shelf->current].dots, shelf->field[shelf->current].n);
    return 0;
}

void workbench_end(struct workbench *b)
{
    pack_free(&b->trial);
    progress_free(&b->trial_progress);
}

void workbench_try_level(struct workbench *b, const struct level *lv)
{
    b->trial.levels[0] = *lv;
    b->trial.levels[0].number = 1;
    b->play.level = 0; /* a level afresh: no hint shown on it yet */
    playscreen_start(&b->play, 1);
    b->trying = true;
}

/* Plays the field as it stands: par is the solver's fewest taps. */
static void try_field(struct workbench *b)
{
    if (b->ws.field.n == 0) {
        snprintf(b->line, sizeof b->line, "place a dot first");
        return;
    }
    struct level lv = {.taps = b->ws.verdict.fewest_taps, .n = b->ws.field.n,
                       .centibits = b->ws.verdict.centibits < 0 ? 0 : b->ws.verdict.centibits};
    memcpy(lv.dots, b->ws.field.dots, sizeof lv.dots[0] * (size_t)lv.n);
    memcpy(lv.solution, b->ws.verdict.answer, sizeof lv.solution);
    workbench_try_level(b, &lv);
}

static void copy_code(struct workbench *b)
{
    lg_err err;
    if (workshop_code(&b->ws, b->copied, &err) != 0) {
        b->copied[0] = '\0';
        snprintf(b->line, sizeof b->line, "not copied: %s", err.text);
    } else {
        snprintf(b->line, sizeof b->line, "code copied to the clipboard (%zu characters)",
                 strlen(b->copied));
    }
}

static void open_code(struct workbench *b, const char *text)
{
    struct dot dots[DOTSET_MAX];
    int n;
    lg_err err;
    if (!text || code_decode(text, dots, &n, &err) != 0) {
        snprintf(b->line, sizeof b->line, "%s", text ? err.text : "the clipboard holds no text");
        return;
    }
    workshop_replace(&b->ws, dots, n);
    b->picked = b->held = -1;
    shelve(b);
    snprintf(b->line, sizeof b->line, "code opened: %d dots (Z takes it back)", n);
}

/* Page Up (-1) and Page Down (+1) through the shelf; past the last, a new empty field. */
static void turn_shelf(struct workbench *b, int step)
{
    struct shelf *s = b->shelf;
    int to = s->current + step;
    if (to < 0)
        return;
    if (to == s->count) {
        if (s->count == SHELF_FIELDS) {
            snprintf(b->line, sizeof b->line, "the workshop keeps %d fields", SHELF_FIELDS);
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

static void pick_style(struct workbench *b, int key)
{
    if (key >= 1 && key <= 3)
        b->size = key - 1;
    else if (key >= 4 && key <= 9)
        b->note = key - 4;
    if (b->picked >= 0 && workshop_restyle(&b->ws, b->picked, b->size, b->note))
        shelve(b);
}

/* A press on a dot picks it (for keys to restyle or remove) and holds it to be dragged;
 * on empty ground it places a dot of the palette's, held but not picked, so the next
 * size or bell chosen is for the dot after it. */
static void press(struct workbench *b, int x, int y)
{
    int at = workshop_dot_at(&b->ws, x, y);
    if (at >= 0) {
        b->picked = b->held = at;
        b->size = b->ws.field.dots[at].size;
        b->note = b->ws.field.dots[at].note;
        return;
    }
    struct dot d = {.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)b->size, .note = (uint8_t)b->note};
    b->picked = -1;
    b->held = workshop_place(&b->ws, d);
    if (b->held >= 0)
        shelve(b);
    else if (b->ws.field.n == DOTSET_MAX)
        snprintf(b->line, sizeof b->line, "a field holds at most %d dots", DOTSET_MAX);
}

static void remove_picked(struct workbench *b, int x, int y, bool at_pointer)
{
    int at = at_pointer ? workshop_dot_at(&b->ws, x, y) : b->picked;
    if (workshop_remove(&b->ws, at)) {
        b->picked = b->held = -1;
        shelve(b);
    }
}

void workbench_action(struct workbench *b, const struct action *a, const char *text)
{
    if (b->trying) {
        if (a->kind == ACT_BACK)
            b->trying = false;
        else
            playscreen_action(&b->play, a);
        return;
    }
    b->copied[0] = '\0';
    switch (a->kind) {
    case ACT_PRESS: press(b, a->x, a->y); break;
    case ACT_MOVE:
        if (b->held >= 0 && workshop_drag(&b->ws, b->held, a->x, a->y))
            shelve(b);
        break;
    case ACT_RELEASE:
        b->held = -1;
        workshop_drag_end(&b->ws);
        break;
    case ACT_PRESS_ALT: remove_picked(b, a->x, a->y, true); break;
    case ACT_DELETE: remove_picked(b, 0, 0, false); break;
    case ACT_PICK: pick_style(b, a->x); break;
    case ACT_UNDO:
    case ACT_REDO:
        if (a->kind == ACT_UNDO ? workshop_undo(&b->ws) : workshop_redo(&b->ws)) {
            b->picked = b->held = -1;
            shelve(b);
        }
        break;
    case ACT_PAGE_UP: turn_shelf(b, -1); break;
    case ACT_PAGE_DOWN: turn_shelf(b, 1); break;
    case ACT_CONTINUE: try_field(b); break;
    case ACT_COPY: copy_code(b); break;
    case ACT_PASTE: open_code(b, text); break;
    case ACT_BACK: b->leave = true; break;
    default: break;
    }
}

void workbench_update(struct workbench *b, int64_t ms)
{
    if (!b->trying)
        return;
    playscreen_update(&b->play, ms);
    if (b->play.wants_level) /* won, and on to the next: back to the bench */
        b->trying = false;
}

bool workbench_busy(const struct workbench *b) { return b->trying && playscreen_busy(&b->play); }

void workbench_scene(const struct workbench *b, struct workshop_scene *out)
{
    *out = (struct workshop_scene){.ws = &b->ws, .size = b->size, .note = b->note,
                                   .picked = b->picked, .shelf_at = b->shelf->current + 1,
                                   .shelf_count = b->shelf->count, .line = b->line};
}
