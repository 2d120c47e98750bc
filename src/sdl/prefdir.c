/* prefdir.c: see prefdir.h. POSIX for stat and mkdir. */
#define _POSIX_C_SOURCE 200809L
#include "prefdir.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int prefdir_find(char *out, size_t n, lg_err *err)
{
    const char *env = getenv("CARILLON_PREFS");
    char *sdl = NULL;
    const char *dir = env;
    if (env && *env) {
        struct stat st;
        if (mkdir(env, 0700) != 0 && errno != EEXIST)
            return lg_fail(err, "%s: cannot make the directory for progress and settings: %s", env,
                           strerror(errno));
        if (stat(env, &st) != 0 || !S_ISDIR(st.st_mode))
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
