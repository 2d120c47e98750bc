/* workshop.c: the field being made, its undo and redo, and its verdict; see workshop.h.
 *
 * Undo keeps whole fields (under 400 bytes each) rather than edits: an edit is then any
 * change at all, and undo can never disagree with what an edit did. Each edit calls
 * workshop_judge, which is the core's own fairness test per pair, graph, solver and bits
 * model: a 64-dot field takes well under a millisecond (`make bench`, workshop).
 */
#include "game/workshop/workshop.h"

#include <stdio.h>
#include <string.h>

#include "levelgen/bits.h"
#include "levelgen/graph.h"
#include "levelgen/solver.h"
#include "game/play/play.h"

void workshop_judge(const struct workshop_field *f, struct workshop_verdict *v)
{
    memset(v, 0, sizeof *v);
    for (int i = 0; i < f->n; i++) {
        struct workshop_fault found[DOTSET_MAX];
        int count = 0;
        if (!dot_inside(&f->dots[i]))
            found[count++] = (struct workshop_fault){FAULT_OUTSIDE, i, -1};
        for (int j = i + 1; j < f->n; j++) {
            enum pair_fault fault = dots_fault(&f->dots[i], &f->dots[j]);
            if (fault != PAIR_FAIR)
                found[count++] = (struct workshop_fault){
                    fault == PAIR_TOO_CLOSE ? FAULT_TOO_CLOSE : FAULT_RING_EDGE, i, j};
        }
        for (int k = 0; k < count; k++) {
            if (v->faults < WORKSHOP_FAULTS_SHOWN)
                v->fault[v->faults] = found[k];
            v->faults++;
            v->of_kind[found[k].kind]++;
        }
    }
    struct chain_graph g;
    graph_build(&g, f->dots, f->n);
    struct solution s;
    solve_fewest(&g, &s);
    v->fewest_taps = s.taps;
    memcpy(v->answer, s.answer, sizeof v->answer);
    if (f->n == 0 || bits_rate(&g, &v->centibits, NULL) != 0)
        v->centibits = f->n == 0 ? 0 : -1;
}

void workshop_fault_line(const struct workshop_verdict *v, char *out, size_t size)
{
    static const char *const KIND[FAULT_KINDS] = {"sticking out", "too close", "ring on an edge"};
    static const char *const KINDS[FAULT_KINDS] = {"sticking out", "too close", "rings on an edge"};
    if (v->faults == 0) {
        snprintf(out, size, "no faults");
        return;
    }
    int used = snprintf(out, size, "%d fault%s:", v->faults, v->faults == 1 ? "" : "s");
    const char *sep = " ";
    for (int k = 0; k < FAULT_KINDS && used >= 0 && (size_t)used < size; k++) {
        if (v->of_kind[k] == 0)
            continue;
        used += snprintf(out + used, size - (size_t)used, "%s%d %s", sep, v->of_kind[k],
                         v->of_kind[k] == 1 ? KIND[k] : KINDS[k]);
        sep = ", ";
    }
}

/* Every edit goes through here: remember the field for undo, forget redo. */
static void before_edit(struct workshop *w)
{
    if (w->undos == WORKSHOP_UNDO) {
        memmove(w->undo, w->undo + 1, sizeof w->undo[0] * (WORKSHOP_UNDO - 1));
        w->undos--;
    }
    w->undo[w->undos++] = w->field;
    w->redos = 0;
    w->dragging = -1;
}

static void after_edit(struct workshop *w) { workshop_judge(&w->field, &w->verdict); }

void workshop_init(struct workshop *w) { workshop_open(w, NULL, 0); }

void workshop_open(struct workshop *w, const struct dot *dots, int n)
{
    w->field.n = n < 0 ? 0 : n > DOTSET_MAX ? DOTSET_MAX : n;
    if (w->field.n > 0)
        memcpy(w->field.dots, dots, sizeof dots[0] * (size_t)w->field.n);
    w->undos = w->redos = 0;
    w->dragging = -1;
    after_edit(w);
}

void workshop_replace(struct workshop *w, const struct dot *dots, int n)
{
    before_edit(w);
    w->field.n = n < 0 ? 0 : n > DOTSET_MAX ? DOTSET_MAX : n;
    if (w->field.n > 0)
        memcpy(w->field.dots, dots, sizeof dots[0] * (size_t)w->field.n);
    after_edit(w);
}

static bool on_field(int x, int y) { return x >= 0 && x < FIELD_WIDTH && y >= 0 && y < FIELD_HEIGHT; }

int workshop_place(struct workshop *w, struct dot d)
{
    if (w->field.n == DOTSET_MAX || !on_field(d.x, d.y) || d.size >= SIZE_COUNT || d.note >= NOTE_COUNT)
        return -1;
    before_edit(w);
    w->field.dots[w->field.n++] = d;
    after_edit(w);
    return w->field.n - 1;
}

bool workshop_drag(struct workshop *w, int i, int x, int y)
{
    if (i < 0 || i >= w->field.n)
        return false;
    x = x < 0 ? 0 : x >= FIELD_WIDTH ? FIELD_WIDTH - 1 : x;
    y = y < 0 ? 0 : y >= FIELD_HEIGHT ? FIELD_HEIGHT - 1 : y;
    if (w->dragging != i) {
        before_edit(w);
        w->dragging = i;
    }
    w->field.dots[i].x = (int16_t)x;
    w->field.dots[i].y = (int16_t)y;
    after_edit(w);
    return true;
}

void workshop_drag_end(struct workshop *w) { w->dragging = -1; }

bool workshop_restyle(struct workshop *w, int i, int size, int note)
{
    if (i < 0 || i >= w->field.n || size < 0 || size >= SIZE_COUNT || note < 0 || note >= NOTE_COUNT)
        return false;
    before_edit(w);
    w->field.dots[i].size = (uint8_t)size;
    w->field.dots[i].note = (uint8_t)note;
    after_edit(w);
    return true;
}

bool workshop_remove(struct workshop *w, int i)
{
    if (i < 0 || i >= w->field.n)
        return false;
    before_edit(w);
    memmove(&w->field.dots[i], &w->field.dots[i + 1], sizeof w->field.dots[0] * (size_t)(w->field.n - i - 1));
    w->field.n--;
    after_edit(w);
    return true;
}

/* Undo and redo: the field goes onto one stack and the top of the other comes back.
 * Neither stack can overflow: redo holds only what undo gave up. */
static bool step(struct workshop *w, struct workshop_field *from, int *from_n,
                 struct workshop_field *to, int *to_n)
{
    if (*from_n == 0)
        return false;
    to[(*to_n)++] = w->field;
    w->field = from[--*from_n];
    w->dragging = -1;
    after_edit(w);
    return true;
}

bool workshop_undo(struct workshop *w) { return step(w, w->undo, &w->undos, w->redo, &w->redos); }

bool workshop_redo(struct workshop *w) { return step(w, w->redo, &w->redos, w->undo, &w->undos); }

int workshop_dot_at(const struct workshop *w, int x, int y)
{
    const struct dot at = {.x = (int16_t)x, .y = (int16_t)y};
    for (int i = w->field.n - 1; i >= 0; i--) {
        int64_t reach = SIZES[w->field.dots[i].size].radius + HIT_SLOP;
        if (dot_dist2(&w->field.dots[i], &at) <= reach * reach)
            return i;
    }
    return -1;
}

int workshop_code(const struct workshop *w, char out[static CODE_MAX + 1], error_line *err)
{
    const struct workshop_verdict *v = &w->verdict;
    if (w->field.n == 0)
        return error_fail(err, "the field is empty");
    if (v->faults > 0)
        return error_fail(err, "%d fault%s: fix %s first", v->faults, v->faults == 1 ? "" : "s",
                       v->faults == 1 ? "it" : "them");
    if (v->centibits < 0)
        return error_fail(err, "%d chain starts: the bits model rates at most %d", v->fewest_taps,
                       BITS_MAX_SOURCES);
    return code_encode(w->field.dots, w->field.n, out, err);
}
