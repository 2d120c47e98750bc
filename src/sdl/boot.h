/* boot.h: what the game reads before it opens, for any front door (the desktop's main,
 * the browser's): the level pack the options ask for (none when it is grown from a
 * seed), the fonts, and the player's progress and settings, put together into an
 * app_config.
 *
 * Each problem is one line through warn (without the program's name). A pack that
 * cannot be used, or has no level the options ask for, fails. The baked pack missing
 * altogether (as before the generator has made it) is said, and the built-in practice
 * levels are played. Progress and settings that cannot be used are set aside (prefs.h),
 * said, and kept as notices for the level select; the game goes on.
 */
#ifndef SHELL_BOOT_H
#define SHELL_BOOT_H

#include "app.h"
#include "game/options.h"
#include "game/files/dailylog.h"
#include "game/files/prefs.h"
#include "game/files/shelf.h"
#include "levelgen/pack.h"

enum { BOOT_NOTES = 5 };

struct boot {
    struct pack pack;
    char font[4096], display[4096]; /* the words' face, and the title's and numbers' */
    struct prefs prefs;
    struct save save;
    struct settings settings;
    lg_err notes[BOOT_NOTES];
    const char *notices[BOOT_NOTES];
    struct options opts;         /* o, with the level a code or a day sets */
    struct shelf shelf;          /* the workshop's fields */
    struct daily_log daily_log;  /* the daily levels won */
};

/* Reads everything o asks for into b and fills c to run the game with it (c points into
 * b and at o, say and warn). Returns 0, or 1 when the pack cannot be used (said). */
int boot_load(struct boot *b, const struct options *o, say_fn *say, say_fn *warn, void *ctx,
              struct app_config *c);

/* Frees what boot_load read (after the app has closed). */
void boot_free(struct boot *b);

#endif
