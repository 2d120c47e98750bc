/* prefs.h: the player's own files, in their own directory.
 *
 * Carillon keeps four files there: progress.json (save.h), settings.json
 * (settings.h), workshop.json (workshopfile.h) and daily.json (dailylog.h). Which directory
 * that is, the shell decides (prefdir.h in src/sdl); each file written is told to
 * `stored`, for the front end (carillon.h).
 *
 * Stray temporary files of the game's own naming (NAME.tmp-XXXXXX, left by a copy killed
 * mid-write) are removed when the files are opened, each under its file's lock, so never
 * one that a running copy is still writing.
 *
 * What is at a file's place and is not a regular file (a FIFO, directory, socket, device,
 * symbolic link) is left exactly as it is, with one line; the game plays without saving
 * that file (and writes it again once a regular file or nothing is there).
 *
 * A file that cannot be used (unreadable, too large, not JSON, not ours, any value
 * wrong) is moved aside, renamed to NAME.damaged (or NAME.damaged-2, ...) and never
 * deleted, with one line naming the file, what is wrong and where it went; the game
 * starts from the defaults. If it cannot even be moved, the game plays on without
 * writing over it, and tries to move it again at each save. Files are written with
 * file_write_atomic (a temporary file, flushed, then renamed), so a crash or power cut
 * mid-write leaves the old file whole.
 *
 * Every read and every read-merge-write of a file happens under its lock (filelock.h,
 * NAME.lock beside it), so two copies of the game saving at once each see the other's
 * wins; a copy that cannot have the lock within a second fails that save with a line
 * saying so, and its caller tries again later; as the game ends (prefs_finish) the lock
 * is waited for up to PREFS_FINISH_WAIT_MS, so a copy quitting beside another that holds
 * it a while still saves.
 *
 * Every file is held to the same promises: a store that fails is kept and tried again
 * every PREFS_RETRY_MS by prefs_retry while the game runs (the one retry of every file,
 * the progress's too), and what is still unsaved as it ends is one line naming the file
 * (prefs_finish) and a failing exit.
 */
#ifndef GAME_PREFS_H
#define GAME_PREFS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "game/files/dailylog.h"
#include "game/files/save.h"
#include "game/files/settings.h"
#include "game/files/workshopfile.h"

enum { PREFS_PATH_MAX = 4096 };

/* How often a store that failed is tried again; how long the last tries, as the game
 * ends, wait for another copy's lock. */
enum { PREFS_RETRY_MS = 5000, PREFS_FINISH_WAIT_MS = 10000 };

/* The files that prefs_retry and prefs_finish look after. */
enum prefs_file { PREFS_PROGRESS, PREFS_SETTINGS, PREFS_WORKSHOP, PREFS_DAILY, PREFS_RETRIED };

struct prefs {
    char progress[PREFS_PATH_MAX], settings[PREFS_PATH_MAX];
    bool open;                         /* whether there is a directory to keep them in */
    char workshop[PREFS_PATH_MAX], daily[PREFS_PATH_MAX]; /* workshopfile.h, dailylog.h */
    bool keep_progress, keep_settings; /* whether each may be written */
    bool keep_workshop, keep_daily;
    /* Told each file written (its path), or NULL: the browser copies them back to
     * IndexedDB (carillon.h's stored). */
    void (*stored)(void *ctx, const char *path);
    void *stored_ctx;
    /* Not a regular file at load, so left as it is and not written while that lasts. */
    bool left_progress, left_settings, left_workshop, left_daily;
    void *unsaved[PREFS_RETRIED];      /* the value whose store failed, to try again */
    error_line why[PREFS_RETRIED];         /* and why it failed */
    uint64_t retry_at;                 /* the clock (ms) when prefs_retry tries again */
    bool finishing;                    /* prefs_finish's tries: the lock waited for longer */
};

/* Keeps the files in dir (which is there already); fails when the paths would be too
 * long, and then nothing is kept. Removes the stray temporary files. */
int prefs_open(struct prefs *p, const char *dir, error_line *err);

/* Loads each file into *out: 0 when it was read or is not there yet (defaults), 1 when
 * it was bad and note says what became of it. */
int prefs_load_save(struct prefs *p, struct save *out, error_line *note);
int prefs_load_settings(struct prefs *p, struct settings *out, error_line *note);

/* Writes the progress atomically, under its lock. Another copy of the game may
 * have saved since this one loaded, so the file is read first and merged into save
 * (save_merge), and neither copy's wins are lost; a file there that cannot be used is
 * moved aside, as at load, and a file there that could not be moved aside fails the save
 * (it is never written over). note gets a line for the player when more than a write
 * happened (a file moved aside, a pack forgotten), or "". Fails with err set (save is
 * merged all the same). Without a directory (prefs_open failed) nothing is written and
 * it succeeds: that was said at the start. */
int prefs_store_save(struct prefs *p, struct save *save, error_line *note, error_line *err);

/* Writes the settings atomically, under their lock, as prefs_store_save does. */
int prefs_store_settings(struct prefs *p, const struct settings *s, error_line *err);

/* The workshop's fields (workshop.json) and the daily levels won (daily.json), loaded
 * and kept as the progress is: a damaged file moved aside, written atomically under the
 * file's lock; each is read and merged before it is written, so two copies keep each
 * other's days, and each other's fields by identity (workshopfile_merge: s takes in the other
 * copy's fields; note, which may be NULL, says when one cannot be kept, or when days
 * made way past the DAILY_LOG_DAYS kept). */
int prefs_load_workshop(struct prefs *p, struct workshopfile *out, error_line *note);
int prefs_store_workshop(struct prefs *p, struct workshopfile *s, error_line *note, error_line *err);
int prefs_load_daily(struct prefs *p, struct daily_log *out, error_line *note);
int prefs_store_daily(struct prefs *p, struct daily_log *log, error_line *note, error_line *err);

/* Tries again, once clock_ms reaches the time set at the last failure, every store that
 * failed (with the value last given); quiet about a failure, said when it happened, but
 * note gets what more happened in a store that went through (a file moved aside, a pack
 * forgotten, a field or days that could not be kept), or "". */
void prefs_retry(struct prefs *p, uint64_t clock_ms, error_line *note);

/* Whether file f's last store failed and waits for prefs_retry. */
bool prefs_unsaved(const struct prefs *p, enum prefs_file f);

/* The progress changed and is not yet stored: prefs_finish stores it (at the game's end,
 * once, with the files whose store failed). */
void prefs_progress_changed(struct prefs *p, struct save *save);

/* When prefs_retry wants to run next (UINT64_MAX: nothing is unsaved). */
uint64_t prefs_next_due(const struct prefs *p);

/* As the game ends: each unsaved file tried once more (note as prefs_retry's); fails,
 * with one line naming each file still unsaved and why, when any is: "...; the progress
 * of this run is not saved" for the progress, "...; it is not saved" for another. */
int prefs_finish(struct prefs *p, error_line *note, error_line *err);

#endif
