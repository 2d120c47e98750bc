/* assets.c: see assets.h. */
#include "assets.h"

#include <SDL.h>
#include <stdio.h>

#include "base/fileio.h"

/* A regular file only, asked without opening it: a FIFO in its place is passed over,
 * never waited on. */
static int exists(const char *path) { return file_is_regular(path); }

void assets_find(const char *name, char *out, size_t n)
{
    snprintf(out, n, "assets/%s", name);
    if (exists(out))
        return;
    char *base = SDL_GetBasePath(); /* the program's directory, with a trailing slash */
    if (!base)
        return;
    static const char *const BESIDE[] = {"../assets", "../share/carillon", "assets"};
    for (size_t i = 0; i < sizeof BESIDE / sizeof BESIDE[0]; i++) {
        char beside[4096];
        snprintf(beside, sizeof beside, "%s%s/%s", base, BESIDE[i], name);
        if (exists(beside)) {
            snprintf(out, n, "%s", beside);
            break;
        }
    }
    SDL_free(base);
}
