/* prefdir.c: see prefdir.h. */
#include "prefdir.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/os.h"

int prefdir_find(char *out, size_t n, error_line *err)
{
    int len = os_getenv("CARILLON_PREFS", out, n);
    if (len < 0)
        return error_fail(err, "CARILLON_PREFS: the path is too long or cannot be read: %s", strerror(errno));
    if (len > 0) {
        if (os_mkdir(out) != 0 && errno != EEXIST)
            return error_fail(err, "%s: cannot make the directory for progress and settings: %s", out,
                           strerror(errno));
        if (os_kind(out) != OS_DIR)
            return error_fail(err, "%s: CARILLON_PREFS names this for progress and settings, but it is not a directory",
                           out);
        return 0;
    }
    char *sdl = SDL_GetPrefPath("", "carillon");
    if (!sdl)
        return error_fail(err, "no directory for progress and settings: %s", SDL_GetError());
    int status = snprintf(out, n, "%s", sdl) < (int)n ? 0 : error_fail(err, "%s: the path is too long", sdl);
    SDL_free(sdl);
    return status;
}
