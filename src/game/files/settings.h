/* settings.h: the player's settings, and their file (no SDL).
 *
 *   {"format": "carillon-settings", "version": 2, "volume": 80, "mute": false,
 *    "fullscreen": false, "reduced_motion": false, "shape_marks": true, "whole_chains": false,
 *    "music": true,
 *    "lessons_seen": ["tap", "chain"]}
 *
 * Version 2 added the lessons seen (lessons.h, by name); a version 1 file still reads,
 * with no lesson seen.
 * settings_parse reads from memory and checks every value before it keeps any; a key
 * left out takes its default (so a file from before a setting was added still reads),
 * but a value of the wrong type or out of range fails with one line and leaves all the
 * defaults. It is the function to fuzz.
 */
#ifndef GAME_SETTINGS_H
#define GAME_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"

enum { SETTINGS_VERSION = 2, SETTINGS_OLDEST = 1, VOLUME_MAX = 100, VOLUME_STEP = 10 };

/* Settings files larger than this are refused before parsing. */
#define SETTINGS_MAX_BYTES ((size_t)64 << 10)

struct settings {
    int volume;          /* 0 .. VOLUME_MAX */
    bool mute;
    bool fullscreen;
    bool reduced_motion; /* chains resolve at once: no rings in flight */
    bool shape_marks;    /* each colour's mark on its dots */
    bool whole_chains;   /* a hold lights the dot's whole chain: an assist, counted as help */
    bool music;          /* the music under the bells (music.h) */
    unsigned lessons_seen; /* the first levels' lessons seen (bits of enum lesson, lessons.h) */
};

extern const struct settings SETTINGS_DEFAULT;

/* The settings the player switches on or off, one table (SETTINGS_FLAGS_TABLE): each
 * with its key in the file, its row in the settings panel (its name and words) and the
 * front end's setting it is, if any (carillon.h); the file, the panel and what the host
 * is handed walk it. A new on/off setting is a member of struct settings, a value here
 * and its row there. */
enum settings_flag {
    SETTING_MUTE,
    SETTING_MUSIC,
    SETTING_FULLSCREEN,
    SETTING_REDUCED_MOTION,
    SETTING_SHAPE_MARKS,
    SETTING_WHOLE_CHAINS,
    SETTINGS_FLAGS
};

struct settings_flag_row {
    const char *key;                  /* in the file */
    size_t at;                        /* offsetof its bool in struct settings */
    const char *name;                 /* the panel's row */
    bool shown_inverted;              /* the row shows it the other way (Sound: on is not muted) */
    const char *on, *on_brief, *off;  /* the row's words, as shown */
    int front;                        /* the front end's (enum carillon_setting), or -1 */
};
extern const struct settings_flag_row SETTINGS_FLAGS_TABLE[SETTINGS_FLAGS];

/* The flag's place in s (to set it), and whether it is on. */
bool *settings_flag_ref(struct settings *s, enum settings_flag f);
bool settings_flag_is(const struct settings *s, enum settings_flag f);

/* Whether a and b hold the same settings: the volume, every flag of the table and the
 * lessons seen (never their bytes: a struct's padding is anything). */
bool settings_same(const struct settings *a, const struct settings *b);

/* Reads len bytes of text (name stands for the file in messages) into *s; on failure *s
 * holds the defaults and err says what is wrong. */
int settings_parse(const char *text, size_t len, const char *name, struct settings *s, error_line *err);

/* The settings as text; the caller frees it. Fails only when memory runs out. */
char *settings_format(const struct settings *s, error_line *err);

#endif
