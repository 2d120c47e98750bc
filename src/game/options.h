/* options.h: the command line of `carillon` (options.c), apart from the contract: the
 * desktop reads it from argv, the browser's page from its URL (as --level, --code,
 * --daily, --seed, --touch), and hands it to boot_load (carillon.h). A front end
 * includes it beside carillon.h (the Makefile's CONTRACT).
 */
#ifndef GAME_OPTIONS_H
#define GAME_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"

/* The command line of `carillon`, parsed without side effects (options.c): parsing only
 * reads argv and fills the struct; it never opens a file or prints. A wrong argument
 * gives one line saying which and why, and the caller exits with status 2. */
struct options {
    int level;              /* 1-based level to play, or 0 for the level select (with
                               autoplay: the first level not yet won) */
    const char *pack;       /* a pack file, or NULL for the baked pack */
    bool seeded;            /* grow the pack from seed instead of reading one */
    uint64_t seed;
    const char *screenshot; /* where to save the last frame (.png or .bmp), or NULL */
    long frames;            /* stop after this many frames, or 0 to run until quit */
    int width, height;      /* window size in points, or 0 to fit the screen */
    bool headless;          /* SDL's dummy video and audio, frames as fast as they come */
    bool autoplay;          /* play the solver's answer, then exit */
    bool all;               /* with autoplay: play on through the last level */
    bool mute;
    const char *code;       /* play the level this code holds, or NULL */
    bool daily;             /* play the daily level ... */
    const char *daily_date; /* ... of this date (YYYY-MM-DD, read by main), or of today */
    int64_t daily_day;      /* the day main read it as (daily.h) */
    bool workshop;          /* open the workshop */
    bool where;             /* print where each dot of the level is, and each button, then quit */
    bool holding;           /* hold a dot of the level in play from the start (--hold) ... */
    int hold;               /* ... this one (0-based, as --where numbers them) */
    bool touch;             /* start as after a touch (a browser whose pointer is coarse) */
    bool help, version;
    bool link;              /* read from a page's link: lines about its values name the
                               link's parameters, not options (options_name) */
};

extern const char OPTIONS_USAGE[];

/* Fills *o from argv[1..argc); on a wrong argument returns -1 with err set. */
int options_parse(struct options *o, int argc, char **argv, error_line *err);
/* The same for the page, whose link's parameters (?level=, ?seed=, ?code=, ?daily=) come
 * as those options: a wrong one's line names it in the link's words ("the link's level
 * wants a level number from 1, not 'abc'"). */
int options_parse_link(struct options *o, int argc, char **argv, error_line *err);

/* How a line names option ("--level") for a player: as given, or for a link, the link's
 * parameter ("the link's level"). */
const char *options_name(const struct options *o, const char *option);

#endif
