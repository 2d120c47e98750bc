/* notices.c: see notices.h. */
#include "game/notices.h"

#include <string.h>

void notices_add(struct notices *n, const char *line)
{
    if (n->count == NOTICE_MAX) { /* the oldest makes way */
        memmove(n->line[0], n->line[1], sizeof n->line[0] * (NOTICE_MAX - 1));
        n->count--;
    }
    /* the player's own directory goes without saying: the file's name is enough */
    const char *path = n->home ? n->home : "", *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    char *out = n->line[n->count++], *end = out + sizeof n->line[0] - 1;
    while (*line && out < end) {
        if (dir && strncmp(line, path, dir) == 0)
            line += dir;
        else
            *out++ = *line++;
    }
    *out = '\0';
    if (n->count == 1)
        n->shown_ms = 0;
}

const char *notices_front(const struct notices *n) { return n->count ? n->line[0] : NULL; }

void notices_next(struct notices *n)
{
    if (!n->count)
        return;
    memmove(n->line[0], n->line[1], sizeof n->line[0] * (NOTICE_MAX - 1));
    n->count--;
    n->shown_ms = 0;
}

void notices_pass(struct notices *n, int64_t ms)
{
    if (n->count && (n->shown_ms += ms) >= NOTICE_MS)
        notices_next(n);
}

int64_t notices_due(const struct notices *n)
{
    if (!n->count)
        return INT64_MAX;
    return n->shown_ms < NOTICE_MS ? NOTICE_MS - n->shown_ms : 0;
}
