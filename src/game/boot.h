/* boot.h: what the game reads before it opens, for any front door (the desktop's main,
 * the browser's): the level pack the options ask for (none when it is grown from a
 * seed), and the player's progress, settings, workshop file and daily results, from
 * where the front end says they are (carillon.h: boot_load); midend_open plays them.
 *
 * A code or a day (--code, --daily) is read as its one level (own) beside the pack, which
 * the player goes back to.
 *
 * Each problem is one line through warn (without the program's name). A pack that
 * cannot be used, or has no level the options ask for, fails. The baked pack missing
 * altogether (as before the generator has made it) is said, and the built-in practice
 * levels are played. Progress and settings that cannot be used are set aside (prefs.h),
 * said, and kept as warnings for the level select; the game goes on.
 */
#ifndef GAME_BOOT_H
#define GAME_BOOT_H

#include "game/carillon.h"
#include "game/options.h"
#include "game/files/dailylog.h"
#include "game/files/prefs.h"
#include "game/files/workshopfile.h"
#include "levelgen/pack.h"

enum { BOOT_NOTES = 5 };

struct boot {
    struct pack pack;
    struct prefs prefs;
    struct save save;
    struct settings settings;
    error_line notes[BOOT_NOTES];
    const char *warnings[BOOT_NOTES];
    int warning_count;            /* of them */
    struct options opts;         /* o, with the day --daily reads */
    struct level single;         /* the level a code or a day holds (has_single), played on its
                                    own over the pack, as the select's daily tile plays it */
    bool has_single;
    struct workshopfile workshop_file;          /* the workshop's fields */
    struct daily_log daily_log;  /* the daily levels won */
};

#endif
