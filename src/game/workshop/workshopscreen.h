/* workshopscreen.h: the workshop screen's logic (no SDL): actions in, a scene out.
 *
 * The player makes fields here (workshop.h holds the field, its undo and its verdict;
 * workshopfile.h the fields kept between runs). A press on empty ground places a dot of the
 * palette's size and note; a press on a dot picks it and dragging moves it; a right
 * press removes the dot under it and Delete the picked one; 1, 2, 3 choose the size and
 * 4 to 9 the note (restyling the picked dot too); Z undoes and Y redoes; Page Up and Page Down go through
 * the workshop file (past the last, a new empty field while there is room). Enter plays the field
 * as it stands (its par the solver's) in a play screen of the bench's own, and Esc comes
 * back from it; Ctrl+C puts the field's code in `copied`, for the session to hand on,
 * when it may be copied (else the line under the field says why not); Ctrl+V opens a code into the field as one edit. Esc leaves.
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
 * workshop file as Page Up and Page Down do. While the field is tried every action is
 * play's, Esc first letting go of a held dot.
 */
#ifndef GAME_WORKSHOPSCREEN_H
#define GAME_WORKSHOPSCREEN_H

#include <stdbool.h>

#include "game/carillon.h"
#include "game/play/playscreen.h"
#include "game/files/progress.h"
#include "game/files/workshopfile.h"
#include "game/workshop/workshop.h"

/* The keys' cursor's steps, in field units: about a small dot across, and a tenth of it. */
enum { WORKSHOPSCREEN_STEP = 20, WORKSHOPSCREEN_FINE_STEP = 2 };

struct workshopscreen {
    struct workshopfile *file;       /* borrowed: the fields kept; the open one is file->current */
    struct workshop ws;
    int size, note;            /* the palette */
    int picked;                /* the dot last pressed on, for keys to restyle or remove, or -1 */
    int held;                  /* the dot under the pointer while it is down (dragged), or -1 */
    int cursor_x, cursor_y;    /* the keys' cursor, in field units, always on the field */
    bool cursor_shown;         /* false while the pointer leads */
    int carried;               /* the dot the keys picked up and move, or -1 */
    bool changed;              /* the workshop file changed since the app last wrote it */
    bool trying;               /* the field is being played */
    struct pack trial;         /* the one level played, owned */
    struct progress trial_progress; /* wins on it are not kept */
    struct playscreen play;
    char line[sizeof(error_line) + 40]; /* the last thing said, under the field */
    char copied[CODE_MAX + 1]; /* a code for the app to put on the clipboard, or "" */
    bool leave;                /* Esc: back to the select */
};

/* Starts the bench on the workshop file's current field; the bells and settings are for trying
 * (ring may be NULL: no bells). */
int workshopscreen_start(struct workshopscreen *b, struct workshopfile *file, ring_fn *ring, void *ring_ctx,
                    const struct settings *settings, error_line *err);
void workshopscreen_end(struct workshopscreen *b);

/* Handles an action; text is the clipboard's for ACT_PASTE (NULL otherwise). */
void workshopscreen_action(struct workshopscreen *b, const struct action *a, const char *text);

/* Plays lv (a code opened, say) on the bench's play screen, the bench's field untouched. */
void workshopscreen_try_level(struct workshopscreen *b, const struct level *lv);

void workshopscreen_update(struct workshopscreen *b, int64_t ms);
bool workshopscreen_busy(const struct workshopscreen *b);

/* What the workshop shows (when not trying; trying shows b->play's scene). */
struct workshop_scene {
    const struct workshop *ws;
    int size, note, picked;
    bool cursor_shown;         /* the keys' cursor, where it is, and the dot under it (or -1) */
    int cursor_x, cursor_y, under;
    int carried;               /* the dot the keys carry, or -1 */
    bool pad;                  /* the keys line names the pad's buttons (set by the session) */
    int field_at, field_count;
    const char *line;
};
void workshopscreen_scene(const struct workshopscreen *b, struct workshop_scene *out);

#endif
