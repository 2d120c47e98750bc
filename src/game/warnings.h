/* warnings.h: lines for the player about what did not work but let the game go on (a
 * damaged file moved aside, a pack forgotten, no sound), waiting to be shown.
 *
 * Each is said through the host's warn when it comes (screen.h: screen_warn) and shown
 * on the select, one at a time, for WARNING_MS of time there or until a key or a press;
 * at most WARNING_MAX wait (the oldest makes way). The directory of the player's files is
 * left out of a line, for one that fits.
 */
#ifndef GAME_WARNINGS_H
#define GAME_WARNINGS_H

#include <stdint.h>

enum { WARNING_MAX = 4, WARNING_LEN = 400, WARNING_MS = 12000 };

struct warnings {
    char line[WARNING_MAX][WARNING_LEN]; /* waiting to be shown, the one in front first */
    int count;
    int64_t shown_ms;                  /* how long the one in front has shown */
    const char *home;                  /* a file in the player's directory, or NULL */
};

/* Adds a line (without saying it: the caller has). */
void warnings_add(struct warnings *n, const char *line);

/* The line in front, or NULL. */
const char *warnings_front(const struct warnings *n);

/* The one in front goes: it has been read. */
void warnings_next(struct warnings *n);

/* ms of time showing the one in front: it goes after WARNING_MS. */
void warnings_pass(struct warnings *n, int64_t ms);

/* How long until the one in front goes by itself, or INT64_MAX when none waits. */
int64_t warnings_due(const struct warnings *n);

#endif
