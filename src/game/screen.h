/* screen.h: the screens' table: the calls every screen answers, so the session switches
 * between screens without knowing what any of them holds.
 *
 * A screen is a struct of its own state and a row of this table (struct screen) whose
 * calls take that state as self: the growing screen (levels/growingscreen.h), the level
 * select (select/selectscreen.h), a level in play (play/playscreen.h: the pack's levels,
 * and a level played on its own) and the workshop (workshop/workshopscreen.h). The
 * session (session.h) calls the row of the screen in front, and only that one:
 *
 *   action   an action (pointers in field units); answers with a request
 *   update   time passing (ms of play); answers with a request
 *   busy     whether time matters now (something moves): the front end steps on
 *   due      how long until its picture changes by itself with nothing moving, or
 *            SCREEN_NEVER: the front end may sleep that long
 *   beat     a count that moves each time its picture changes by itself at a pace of
 *            its own, slower than the frames (the growing screen's beads): the front end
 *            draws a frame when it moves (and due says when it next will)
 *   draw     its frame, on the drawing kit (draw/kit.h); it may lay out what depends on
 *            the words' sizes (the select's row of tiles), for pointers to find
 *   field    the level on its field, which the view frames and --where tells, or NULL
 *   note     words from the front end for the player (what came of a copy it was
 *            handed), said where the screen says its own
 *   buttons  which on-screen buttons it shows (draw/buttons.h), laid out and drawn by
 *            the midend over its frame; a press on one is its action
 *   where    its own lines of --where (after the field's dots, before the buttons), in
 *            window points through the view it was drawn in: the select's tiles, what a
 *            held dot's preview lights
 *   fit      lays itself out for the window's view as it changes (the select's grid:
 *            as many tiles as hold their numbers and a finger), whether in front or not,
 *            so it comes back laid out for the window it comes back to
 *
 * A request says what the session is to do next (stay, play a level, open the workshop,
 * play the day's level or a code, go back, quit, ...): a screen never reaches into the
 * session or another screen. What it needs from around it is its environment (struct
 * screen_env), the session's, borrowed: the host (the front end's calls: a line said, a
 * bell, the clipboard), the settings and the player's files. The session owns the
 * screens' state, so it may read it (the level last played, for the select's choice);
 * the screens never read the session's.
 */
#ifndef GAME_SCREEN_H
#define GAME_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"
#include "game/warnings.h"
#include "game/words.h"
#include "game/files/dailylog.h"
#include "game/files/prefs.h"
#include "game/files/save.h"
#include "game/files/settings.h"
#include "levelgen/pack.h"

struct kit;
struct buttons_for;
struct view;

/* What a screen asks of the session. */
enum request_kind {
    REQUEST_STAY,     /* nothing: the screen stays in front */
    REQUEST_LEVEL,    /* play level `level` of the session's (grown first if it is not yet) */
    REQUEST_SELECT,   /* the select, its choice on tile `level` (0: where it was), with the
                         settings panel open when `panel`, the statistics when `stats`:
                         then closing it goes back into the screen that asked, as it was
                         (REQUEST_RESUME) */
    REQUEST_WORKSHOP, /* open the workshop */
    REQUEST_DAILY,    /* play today's level on its own */
    REQUEST_CODE,     /* play the level of the code `text` (NULL: none was there) on its own */
    REQUEST_TRY,      /* play `field` (the workshop's field) on its own, then come back */
    REQUEST_BACK,     /* back to where this screen was opened from */
    REQUEST_SETTINGS, /* the settings changed: store them and put them in force */
    REQUEST_RESUME,   /* back into the screen the settings were opened from (a level in
                         play, its taps, time and undo as they were) */
    REQUEST_QUIT,
};

struct request {
    enum request_kind kind;
    int level;
    bool panel, stats;
    const char *text;          /* borrowed until the call returns */
    const struct level *field; /* borrowed until the call returns */
};

#define STAY ((struct request){.kind = REQUEST_STAY})

/* What the screens share, the session's, borrowed for its life. */
struct screen_env {
    const struct carillon_host *host; /* never NULL; a NULL call in it is gone without */
    struct settings *settings;
    bool silenced;                    /* --mute: no sound this run */
    struct prefs *prefs;              /* where the player's files are kept, or NULL: nowhere */
    struct daily_log *daily_log;      /* the daily levels played and won, or NULL: none kept */
    const struct save *save;          /* the player's progress in every pack kept, or NULL */
    struct warnings *warnings;          /* lines for the player, shown on the select */
    bool pad;                         /* the last action came from a gamepad: the keys
                                         lines name its buttons */
    bool keys;                        /* the last input was a key (not a pointer, a button
                                         or a pad): the buttons name their keys */
    bool touch;                       /* the last press was a finger's (or --touch): the
                                         words name taps and the on-screen buttons (which
                                         name no key); never with pad (a pad's action is
                                         no finger's) */
    /* Says a line for the player: the session's, which saves the progress first and
     * holds the line until it is saved, so a win said is a win kept (a copy killed right
     * after the line has it); NULL: the host's say at once. */
    void (*say)(void *ctx, const char *line);
    void *say_ctx;
};

/* A line for the player (a level cleared), through the session (the environment's say)
 * to the host. */
void screen_say(const struct screen_env *e, const char *line);
/* What did not work but let play go on: the host's warn, and a warning on the select. */
void screen_warn(const struct screen_env *e, const char *line);
/* Handed on to be copied (Ctrl+C): a level's code (CARILLON_COPY_CODE) or the daily's
 * share line for day (CARILLON_COPY_SHARE), their links' queries made here. True when it
 * is on the clipboard now; false when the front end says itself what came of it (through
 * midend_note: the screen's note). */
bool screen_copy(const struct screen_env *e, enum carillon_copy_kind kind, const char *text, int64_t day);
/* One of the game's small sounds (carillon.h), through the host, when it has sound. */
void screen_cue(const struct screen_env *e, enum carillon_cue cue);
/* Whether the bells are heard, and if not why. */
enum sound_state screen_sound(const struct screen_env *e);

/* A due time that never comes. */
#define SCREEN_NEVER INT64_MAX

/* A screen's row of the table. Every call but draw may be NULL: no action or time
 * matters to it (it stays), never busy, nothing due, no beat, no level on the field, no
 * words to say, no buttons. The session calls a row only through screen_row_* below,
 * which stand in for a NULL call. */
struct screen {
    struct request (*action)(void *self, const struct action *a);
    struct request (*update)(void *self, int64_t ms);
    bool (*busy)(const void *self);
    int64_t (*due)(const void *self);
    unsigned long (*beat)(const void *self);
    void (*draw)(void *self, struct kit *kit);
    const struct level *(*field)(const void *self);
    void (*note)(void *self, const char *line);
    void (*buttons)(const void *self, struct buttons_for *out);
    void (*where)(const void *self, const struct view *v, carillon_line_fn *say, void *ctx);
    void (*fit)(void *self, const struct view *v);
};

/* The calls of row on its screen's state self, or what a NULL call stands for. */
struct request screen_row_action(const struct screen *row, void *self, const struct action *a);
struct request screen_row_update(const struct screen *row, void *self, int64_t ms);
bool screen_row_busy(const struct screen *row, const void *self);
int64_t screen_row_due(const struct screen *row, const void *self);
unsigned long screen_row_beat(const struct screen *row, const void *self);
void screen_row_draw(const struct screen *row, void *self, struct kit *kit);
const struct level *screen_row_field(const struct screen *row, const void *self);
void screen_row_note(const struct screen *row, void *self, const char *line);
/* out as the row leaves it: its screen BUTTONS_NONE when the row has no buttons. */
void screen_row_buttons(const struct screen *row, const void *self, struct buttons_for *out);
void screen_row_where(const struct screen *row, const void *self, const struct view *v, carillon_line_fn *say,
                      void *ctx);
void screen_row_fit(const struct screen *row, void *self, const struct view *v);

#endif
