/* warnings.c: see warnings.h. */
#include "game/warnings.h"

#include <string.h>

void warnings_add(struct warnings *n, const char *line)
{
    if (n->count == WARNING_MAX) { /* the oldest makes way */
        memmove(n->line[0], n->line[1], sizeof n->line[0] * (WARNING_MAX - 1));
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

const char *warnings_front(const struct warnings *n) { return n->count ? n->line[0] : NULL; }

void warnings_next(struct warnings *n)
{
    if (!n->count)
        return;
    memmove(n->line[0], n->line[1], sizeof n->line[0] * (WARNING_MAX - 1));
    n->count--;
    n->shown_ms = 0;
}

void warnings_pass(struct warnings *n, int64_t ms)
{
    if (n->count && (n->shown_ms += ms) >= WARNING_MS)
        warnings_next(n);
}

int64_t warnings_due(const struct warnings *n)
{
    if (!n->count)
        return INT64_MAX;
    return n->shown_ms < WARNING_MS ? WARNING_MS - n->shown_ms : 0;
}
