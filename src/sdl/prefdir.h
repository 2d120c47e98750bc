/* prefdir.h: the directory for the player's own files (prefs.h).
 *
 * SDL's preference path for the game (~/.local/share/carillon/ on Linux), or the one
 * the environment variable CARILLON_PREFS names, made if need be, so tests and portable
 * installs never touch the player's home. A relative XDG_DATA_HOME is ignored, as the
 * XDG rules say, with a line naming the folder used instead.
 */
#ifndef SHELL_PREFDIR_H
#define SHELL_PREFDIR_H

#include <stddef.h>

#include "base/error.h"

/* Finds (and makes) the directory into out (n bytes), with a line in note when it is not
 * where the environment asked (else note is empty); fails when there is none to be had. */
int prefdir_find(char *out, size_t n, error_line *note, error_line *err);

#endif
