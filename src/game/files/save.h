/* save.h: the save file: the progress of every pack a player has played (no SDL).
 *
 *   {"format": "carillon-save", "version": 3,
 *    "packs": [{"pack": "5f0c2d9e8a7b6c41", "seed": 1, "levels": 120, "endless": 0,
 *               "shipped": true, "hints": 3,
 *               "won": [{"level": 1, "taps": 1, "hints": false, "read": true}, ...]},
 *              ...]}
 *
 * Packs are listed most recently played first, each known by its digest
 * (progress_pack_id). A pack met for the first time starts afresh, unless the save
 * holds an older pack of the same seed and number of levels (the same pack regrown by a
 * newer generator, say): then its progress is carried over by level number, and the
 * older record is kept as it was. Either way the caller is told in one line, so
 * progress is never lost without a word. Past SAVE_MAX_PACKS packs, the least recently
 * played pack with no wins is forgotten, also with a line; a pack with wins is never
 * forgotten to make room for another, so trying many seeds cannot cost a win. Only at
 * SAVE_ROOM packs (a save can say anything), or while the file would pass SAVE_MAX_BYTES
 * (save_fit: some 800 packs of 120 levels, every one won), does one with wins go, with a
 * line: the least recently played; never the pack in play, and never the game's own
 * pack ("shipped", progress.h) unless every other is. A level played on its own (the
 * daily, a code, a field tried) is no pack of the save at all (session.h). A save
 * from before "shipped" was written reads as not shipped; one of version 1 (before the
 * hints asked were counted, "hints") reads as none asked. A level's "won" entry is its
 * best try (result.h): its taps, whether help was had ("hints") and whether it was read;
 * version 2 (before a win could be read) reads each as not read.
 *
 * save_parse reads from memory and checks everything (types, ranges, repeats, sizes)
 * before it keeps anything; on any fault it fails with one line and leaves the save
 * empty. It is the function to fuzz.
 */
#ifndef GAME_SAVE_H
#define GAME_SAVE_H

#include <stddef.h>

#include "base/error.h"
#include "game/files/progress.h"

enum { SAVE_VERSION = 3, SAVE_MAX_PACKS = 64, SAVE_ROOM = 1024 };

/* Save files larger than this are refused before parsing. */
#define SAVE_MAX_BYTES ((size_t)4 << 20)

/* Once the save holds a pack it has room for SAVE_ROOM, so its packs never move:
 * a pointer to one stays good until save_progress_for reorders them or save_free. */
struct save {
    struct progress *packs; /* most recently played first */
    int count;
    /* The packs this save has forgotten (the last SAVE_MAX_PACKS of them), so that a
     * merge with the file, which still holds them, does not bring one back and forget
     * another in its place: the pack a line names is the one forgotten. */
    uint64_t forgot[SAVE_MAX_PACKS];
    int forgot_count;
};

/* Reads len bytes of text (name stands for the file in messages) into *save (free with
 * save_free); on failure *save is empty and err says what is wrong. */
int save_parse(const char *text, size_t len, const char *name, struct save *save, error_line *err);

/* The save as text; the caller frees it. Fails only when memory runs out. */
char *save_format(const struct save *save, error_line *err);

/* Before the save is written: while its text would not fit in SAVE_MAX_BYTES, a pack is
 * forgotten as one beyond SAVE_MAX_PACKS is (never the one in play, packs[0]), and note
 * (n bytes) says which, or is "". */
void save_fit(struct save *save, char *note, size_t n);

/* The progress for pack, moved to the front of the save: found, carried over from an
 * older pack, or fresh. note (n bytes) gets one line for the player when something
 * other than finding it happened, or "". The pointer is valid until the next call.
 * Fails only when memory runs out. */
struct progress *save_progress_for(struct save *save, const struct pack *pack, char *note,
                                   size_t n, error_line *err);

/* Adds the progress other records to save: for a pack in both, progress_merge (the
 * fewest taps of each level, won without a hint if either says so, the furthest endless
 * level); a pack only other has goes after save's own, moved out of other (which is
 * still freed with save_free). For two copies of the game saving to one file: each
 * merges what the file holds before writing it, so neither wipes out the other's wins.
 * note (n bytes) gets a line when a pack had to be forgotten, or "". */
void save_merge(struct save *save, struct save *other, char *note, size_t n);

/* Once the save is written: the hints it counted as asked since (progress_merge) are in
 * the file now. */
void save_written(struct save *save);

void save_free(struct save *save);

#endif
