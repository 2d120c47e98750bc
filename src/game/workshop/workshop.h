/* workshop.h: a field being made by a player, and what the core says of it, live.
 *
 * Pure C (no SDL): the workshop screen turns clicks and keys into these calls and draws
 * what they leave. A field of up to 64 dots is changed one edit at a time (place, move,
 * change a dot's size or note, remove); every edit can be undone and redone. After each
 * edit the verdict is worked out afresh from the dots alone, with the core's own code:
 * every fairness fault (a dot not wholly inside the field, two dots too close, a ring
 * passing within the margin of an edge; geometry.h) with the dots at fault, the solver's
 * fewest taps and a chain start for each (solver.h), and the bits (bits.h), or unrated
 * when the field has more chain starts than the bits model rates. Only a fair, rated
 * field can be copied as a code.
 *
 * A drag is one edit however many steps it takes: workshop_drag moves a dot and, until
 * workshop_drag_end or any other edit, later drags of the same dot join that edit.
 */
#ifndef GAME_WORKSHOP_H
#define GAME_WORKSHOP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "levelgen/code.h"
#include "levelgen/dotset.h"
#include "levelgen/geometry.h"

/* Edits remembered for undo; older ones are forgotten. */
enum { WORKSHOP_UNDO = 100 };

/* Faults listed for drawing, at most; more are counted. */
enum { WORKSHOP_FAULTS_SHOWN = 128 };

enum workshop_fault_kind { FAULT_OUTSIDE, FAULT_TOO_CLOSE, FAULT_RING_EDGE, FAULT_KINDS };

struct workshop_fault {
    enum workshop_fault_kind kind;
    int a, b; /* the dots at fault (b is -1 for FAULT_OUTSIDE); a < b */
};

struct workshop_field {
    int n;
    struct dot dots[DOTSET_MAX];
};

struct workshop_verdict {
    int faults;                        /* all of them */
    int of_kind[FAULT_KINDS];
    struct workshop_fault fault[WORKSHOP_FAULTS_SHOWN]; /* the first faults, for drawing */
    int fewest_taps;                   /* 0 for an empty field */
    uint8_t answer[DOTSET_MAX];        /* a chain start per tap */
    int centibits;                     /* or -1: unrated */
};

struct workshop {
    struct workshop_field field;
    struct workshop_verdict verdict;   /* always of the field as it stands */
    /* Fields before each edit (undo) and after each undone edit (redo), oldest first. */
    struct workshop_field undo[WORKSHOP_UNDO], redo[WORKSHOP_UNDO];
    int undos, redos;
    int dragging;                      /* the dot whose drag is still one edit, or -1 */
};

/* Starts an empty workshop. */
void workshop_init(struct workshop *w);

/* Opens dots[0..n) (n <= 64) to be changed; what was there before is forgotten, undo
 * included. */
void workshop_open(struct workshop *w, const struct dot *dots, int n);

/* Puts dots[0..n) (n <= 64) in place of the field, as one edit (undo brings it back). */
void workshop_replace(struct workshop *w, const struct dot *dots, int n);

/* Places a dot; its index, or -1 when the field is full or its centre is off the field
 * (a dot may stick out: that is a fault to see, not a refusal). */
int workshop_place(struct workshop *w, struct dot d);

/* Moves dot i's centre to (x, y), kept on the field; false if there is no dot i. */
bool workshop_drag(struct workshop *w, int i, int x, int y);
void workshop_drag_end(struct workshop *w);

/* Gives dot i a size and a note; false if there is no dot i or they are out of range. */
bool workshop_restyle(struct workshop *w, int i, int size, int note);

/* Removes dot i (the dots after it move down one); false if there is no dot i. */
bool workshop_remove(struct workshop *w, int i);

/* Takes back the last edit, or does again the last taken back; false when there is none. */
bool workshop_undo(struct workshop *w);
bool workshop_redo(struct workshop *w);

/* The dot under (x, y) in field units (its edge widened by a few units), the topmost
 * (last placed) first; -1 for none. */
int workshop_dot_at(const struct workshop *w, int x, int y);

/* Works the verdict out for a field; what every edit calls. */
void workshop_judge(const struct workshop_field *f, struct workshop_verdict *v);

/* One line for the verdict: "no faults", or "3 faults: 2 too close, 1 ring on an edge". */
void workshop_fault_line(const struct workshop_verdict *v, char *out, size_t size);

/* The field's code, if it may be copied: not empty, no faults, rated. Otherwise -1 and
 * err says why ("2 faults: fix them first", ...). */
int workshop_code(const struct workshop *w, char out[static CODE_MAX + 1], error_line *err);

#endif
