/* workbench.h: the workshop screen's logic (no SDL): actions in, a scene out.
 *
 * The player makes fields here (workshop.h holds the field, its undo and its verdict;
 * shelf.h the fields kept between runs). A press on empty ground places a dot of the
 * palette's size and note; a press on a dot picks it and dragging moves it; a right
 * press removes the dot under it and Delete the picked one; 1, 2, 3 choose the size and
 * 4 to 9 the note (restyling the picked dot too); Z undoes and Y redoes; Page Up and Page Down go through
 * the shelf (past the last, a new empty field while there is room). Enter plays the field
 * as it stands (its par the solver's) in a play screen of the bench's own, and Esc comes
 * back from it; Ctrl+C copies the field's code when it may be copied (the line under the
 * field says so, or why not); Ctrl+V opens a code into the field as one edit. Esc leaves.
 */
#ifndef GAME_WORKBENCH_H
#define GAME_WORKBENCH_H

#include <stdbool.h>

#include "action.h"
#include "playscreen.h"
#include "progress.h"
#include "shelf.h"
#include "workshop.h"

struct workbench {
    struct shelf *shelf;       /* borrowed: the fields kept; the open one is shelf->current */
    struct workshop ws;
    int size, note;            /* the palette */
    int picked;                /* the dot last pressed on, for keys to restyle or remove, or -1 */
    int held;                  /* the dot under the pointer while it is down (dragged), or -1 */
    bool changed;              /* the shelf changed since the app last wrote it */
    bool trying;               /* the field is being played */
    struct pack trial;         /* the one level played, owned */
    struct progress trial_progress; /* wins on it are not kept */
    struct playscreen play;
    char line[sizeof(lg_err) + 40]; /* the last thing said, under the field */
    char copied[CODE_MAX + 1]; /* a code for the app to put on the clipboard, or "" */
    bool leave;                /* Esc: back to the select */
};

/* Starts the bench on the shelf's current field; the bells and settings are for trying
 * (ring may be NULL: no bells). */
int workbench_start(struct workbench *b, struct shelf *shelf, ring_fn *ring, void *ring_ctx,
                    const struct settings *settings, lg_err *err);
void workbench_end(struct workbench *b);

/* Handles an action; text is the clipboard's for ACT_PASTE (NULL otherwise). */
void workbench_action(struct workbench *b, const struct action *a, const char *text);

/* Plays lv (a code opened, say) on the bench's play screen, the bench's field untouched. */
void workbench_try_level(struct workbench *b, const struct level *lv);

void workbench_update(struct workbench *b, int64_t ms);
bool workbench_busy(const struct workbench *b);

/* What the workshop shows (when not trying; trying shows b->play's scene). */
struct workshop_scene {
    const struct workshop *ws;
    int size, note, picked;
    int shelf_at, shelf_count;
    const char *line;
};
void workbench_scene(const struct workbench *b, struct workshop_scene *out);

#endif
