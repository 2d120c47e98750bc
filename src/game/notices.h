/* notices.h: lines for the player about what did not work but let the game go on (a
 * damaged file moved aside, a pack forgotten, no sound), waiting to be shown.
 *
 * Each is said through the host's warn when it comes (screen.h: screen_warn) and shown
 * on the select, one at a time, for NOTICE_MS of time there or until a key or a press;
 * at most NOTICE_MAX wait (the oldest makes way). The directory of the player's files is
 * left out of a line, for one that fits.
 */
#ifndef GAME_NOTICES_H
#define GAME_NOTICES_H

#include <stdint.h>

enum { NOTICE_MAX = 4, NOTICE_LEN = 400, NOTICE_MS = 12000 };

struct notices {
    char line[NOTICE_MAX][NOTICE_LEN]; /* waiting to be shown, the one in front first */
    int count;
    int64_t shown_ms;                  /* how long the one in front has shown */
    const char *home;                  /* a file in the player's directory, or NULL */
};

/* Adds a line (without saying it: the caller has). */
void notices_add(struct notices *n, const char *line);

/* The line in front, or NULL. */
const char *notices_front(const struct notices *n);

/* The one in front goes: it has been read. */
void notices_next(struct notices *n);

/* ms of time showing the one in front: it goes after NOTICE_MS. */
void notices_pass(struct notices *n, int64_t ms);

/* How long until the one in front goes by itself, or INT64_MAX when none waits. */
int64_t notices_due(const struct notices *n);

#endif
