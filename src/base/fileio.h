/* fileio.h: whole files in and out, the safe way.
 *
 * Reading refuses files over a size limit before loading them. Writing is atomic: the
 * data goes to a temporary file of its own beside the target (NAME.tmp-XXXXXX), is
 * flushed to disk, and is renamed over the target, so a crash or power cut leaves either
 * the old file or the new one, never half of one, and two writers never mix their bytes. The pack writer and the game's save file both use it.
 */
#ifndef BASE_FILEIO_H
#define BASE_FILEIO_H

#include <stddef.h>

#include "error.h"

/* Reads the whole file at path, NUL-terminated (the NUL not counted in *len). The
 * caller frees the result. Fails if the file is missing, unreadable or over max bytes
 * (max < SIZE_MAX); at most max + 1 bytes are ever read. */
char *file_read(const char *path, size_t max, size_t *len, lg_err *err);

/* Writes len bytes to path atomically. */
int file_write_atomic(const char *path, const void *data, size_t len, lg_err *err);

#endif
