/* workshopscreen.h: the workshop screen's logic (no SDL): actions in, a scene out.
 *
 * The player makes fields here (workshop.h holds the field, its undo and its verdict;
 * workshopfile.h the fields kept between runs). A press on empty ground places a dot of the
 * palette's size and note; a press on a dot picks it and dragging moves it; a right
 * press removes the dot under it and Delete the picked one; 1, 2, 3 choose the size and
 * 4 to 9 the note (restyling the picked dot too); Z undoes and Y redoes; Page Up and Page Down go through
 * the workshop file (past the last, a new empty field while there is room). Enter plays the field
 * as it stands (its par the solver's) on its own (REQUEST_TRY: play/playscreen.h), and Esc
 * comes back from it; Ctrl+C hands the field's code on to be copied when it may be
 * copied (the line under the field says it is on the clipboard, or what the front end
 * says came of it, or why it may not be copied); Ctrl+V opens a code into the
 * field as one edit. Esc leaves (REQUEST_BACK). The workshop file is written a moment
 * after it changed (a drag changes it many times a second), on leaving, and at the end.
 *
 * Without a pointer, a cursor on the field does what the pointer does. The arrows move
 * it WORKSHOPSCREEN_STEP units (WORKSHOPSCREEN_FINE_STEP with action.fine: Shift, or a pad's
 * trigger held), kept on the field; Tab and Shift+Tab put it on the next or previous dot
 * in reading order (focus.h). Space places a dot of the palette's on empty ground
 * (not picked, as a click places one) or picks up the dot under the cursor (picked, the
 * palette its own, the cursor on its centre); while a dot is carried the arrows move it,
 * each run of moves one edit as a drag is, and Space, Tab, Esc or any pointer action
 * puts it down. With the cursor in use, Delete removes the dot under it. The pointer
 * hides the cursor and takes it along; the first arrow after that shows it again where
 * the pointer left it.
 *
 * A pad's buttons arrive as play's actions (input.h: action.pad set), and here they
 * mean: A as Space (its release nothing), B as Esc, X removes, Y undoes and Back redoes,
 * Start plays the field, the left shoulder takes the next size and the right one the
 * next bell (restyling the picked dot too), the right stick up and down goes through the
 * workshop file as Page Up and Page Down do. A row of screen.h's table.
 */
#ifndef GAME_WORKSHOPSCREEN_H
#define GAME_WORKSHOPSCREEN_H

#include <stdbool.h>

#include "game/carillon.h"
#include "game/files/workshopfile.h"
#include "game/workshop/workshopscene.h"
#include "game/screen.h"
#include "game/workshop/workshop.h"

/* The keys' cursor's steps, in field units: about a small dot across, and a tenth of it. */
enum { WORKSHOPSCREEN_STEP = 20, WORKSHOPSCREEN_FINE_STEP = 2 };

struct workshopscreen {
    const struct screen_env *env; /* borrowed */
    struct workshopfile *file; /* borrowed: the fields kept; the open one is file->current */
    struct workshop ws;
    int size, note;            /* the palette */
    int picked;                /* the dot last pressed on, for keys to restyle or remove, or -1 */
    int held;                  /* the dot under the pointer while it is down (dragged), or -1 */
    int cursor_x, cursor_y;    /* the keys' cursor, in field units, always on the field */
    bool cursor_shown;         /* false while the pointer leads */
    int carried;               /* the dot the keys picked up and move, or -1 */
    bool unkept;               /* the file changed since it was last written */
    int64_t since_kept;        /* ms since it was last written */
    struct level tried;        /* the field as played (REQUEST_TRY) */
    char line[sizeof(error_line) + 40]; /* the last thing said, under the field */
};

/* Starts the workshop on the file's current field. */
void workshopscreen_start(struct workshopscreen *b, struct workshopfile *file, const struct screen_env *env);

/* Writes the file if it changed. */
void workshopscreen_end(struct workshopscreen *b);

/* Handles an action (ACT_PASTE's text in a->text). */
struct request workshopscreen_action(struct workshopscreen *b, const struct action *a);

/* Lets ms pass: the file is written a moment after it changed. */
void workshopscreen_update(struct workshopscreen *b, int64_t ms);

/* What the workshop shows. */
void workshopscreen_scene(const struct workshopscreen *b, struct workshop_scene *out);

extern const struct screen WORKSHOPSCREEN;

#endif
