/* prefdir.c: see prefdir.h. */
#include "prefdir.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/os.h"

int prefdir_find(char *out, size_t n, lg_err *err)
{
    const char *env = getenv("CARILLON_PREFS");
    char *sdl = NULL;
    const char *dir = env;
    if (env && *env) {
        if (os_mkdir(env) != 0 && errno != EEXIST)
            return lg_fail(err, "%s: cannot make the directory for progress and settings: %s", env,
                           strerror(errno));
        if (os_kind(env) != OS_DIR)
            return lg_fail(err, "%s: CARILLON_PREFS names this for progress and settings, but it is not a directory",
                           env);
    } else {
        sdl = SDL_GetPrefPath("", "carillon");
        if (!sdl)
            return lg_fail(err, "no directory for progress and settings: %s", SDL_GetError());
        dir = sdl;
    }
    int status = snprintf(out, n, "%s", dir) < (int)n ? 0 : lg_fail(err, "%s: the path is too long", dir);
    SDL_free(sdl);
    return status;
}
