/* prefdir.c: see prefdir.h. */
#include "prefdir.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/os.h"

/* Makes each missing folder of path (absolute, under an existing root). */
static int make_all(char *path)
{
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        int status = os_mkdir(path) != 0 && errno != EEXIST ? -1 : 0;
        *slash = '/';
        if (status != 0)
            return -1;
    }
    return 0;
}

/* The XDG rules say a relative XDG_DATA_HOME is to be ignored (SDL would take it, and keep
 * the player's files under whatever folder the game was started from): the default,
 * ~/.local/share/carillon/, made if need be, with a line in note. 1 when it was so, 0 when
 * XDG_DATA_HOME is absolute or unset (SDL's own then), -1 with err set when it fails. */
static int relative_xdg(char *out, size_t n, error_line *note, error_line *err)
{
#ifdef _WIN32
    (void)out, (void)n, (void)note, (void)err;
    return 0; /* Windows keeps the files in %APPDATA%: no XDG */
#else
    char xdg[4096], home[4096], shown[ERROR_SHOWN_MAX];
    if (os_getenv("XDG_DATA_HOME", xdg, sizeof xdg) <= 0 || xdg[0] == '/')
        return 0;
    if (os_getenv("HOME", home, sizeof home) <= 0 || home[0] != '/')
        return error_fail(err, "XDG_DATA_HOME is '%s', not an absolute path (ignored, as the XDG rules say), "
                               "and HOME names no folder to keep progress and settings in",
                          error_shown(xdg, shown));
    if (snprintf(out, n, "%s/.local/share/carillon/", home) >= (int)n)
        return error_fail(err, "%s: the path is too long", home);
    if (make_all(out) != 0)
        return error_fail(err, "%s: cannot make the directory for progress and settings: %s", out, strerror(errno));
    error_fail(note, "XDG_DATA_HOME is '%s', not an absolute path, which the XDG rules say to ignore: progress "
                     "and settings are kept in %s",
               error_shown(xdg, shown), out);
    return 1;
#endif
}

int prefdir_find(char *out, size_t n, error_line *note, error_line *err)
{
    note->text[0] = '\0';
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
    int relative = relative_xdg(out, n, note, err);
    if (relative != 0)
        return relative < 0 ? -1 : 0;
    char *sdl = SDL_GetPrefPath("", "carillon");
    if (!sdl)
        return error_fail(err, "no directory for progress and settings: %s", SDL_GetError());
    int status = snprintf(out, n, "%s", sdl) < (int)n ? 0 : error_fail(err, "%s: the path is too long", sdl);
    SDL_free(sdl);
    return status;
}
