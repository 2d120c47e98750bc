/* fileio.h: whole files in and out, the safe way.
 *
 * Reading takes regular files only, opened without waiting (a FIFO, device, socket or
 * directory is refused at once with one line, never waited on), and refuses files over a
 * size limit before loading them. Writing is atomic: the data goes to a temporary file of
 * its own beside the target (NAME.tmp-XXXXXX), is flushed to disk, and is renamed over
 * the target, so a crash or power cut leaves either the old file or the new one, never
 * half of one, and two writers never mix their bytes. Only a regular file (or no file)
 * is replaced: a device, FIFO, directory or symbolic link at the target is left as it
 * is and the write refused. The name "-" means standard input or output. Every program
 * reads and writes its files through here.
 */
#ifndef BASE_FILEIO_H
#define BASE_FILEIO_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"

/* Reads the whole file at path ("-": standard input), NUL-terminated (the NUL not
 * counted in *len). The caller frees the result. Fails if the file is missing,
 * unreadable, not a regular file or over max bytes (max < SIZE_MAX); at most max + 1
 * bytes are ever read. */
char *file_read(const char *path, size_t max, size_t *len, error_line *err);

/* Whether path names a regular file (after symbolic links), asked without opening it,
 * so a FIFO is never waited on. */
bool file_is_regular(const char *path);

/* Whether path may be written by file_write_atomic, asked before any work goes into what
 * is to be written: "-" (standard output), or a regular file or nothing at path, in a
 * folder where a file can be made beside it (one is made and removed to be sure). Fails
 * with file_write_atomic's own line otherwise. */
int file_check_output(const char *path, error_line *err);

/* Writes len bytes to path atomically ("-": to standard output, as they are); fails,
 * touching nothing, when path is there and not a regular file, or read-only. Once it has
 * written, the temporaries of path that a killed writer left (FILE_STRAY_AGE_S old or
 * more: none takes a second to write) are removed. */
int file_write_atomic(const char *path, const void *data, size_t len, error_line *err);

/* Whether name, a name in a folder, is one of file's temporaries: file's name, ".tmp-" and
 * the six letters or digits file_write_atomic chose. */
bool file_is_stray_of(const char *name, const char *file);

enum { FILE_STRAY_AGE_S = 600 };

/* Flushes standard output and fails, with one line, when anything written to it did not
 * arrive (a full disk, /dev/full, a closed pipe's error): a program's output that was
 * lost is never an exit 0. Each program calls it once, as it ends. */
int file_flush_stdout(error_line *err);

/* Prints line and a newline to standard output at once (flushed), for a program whose
 * lines are read as they come; a failure is kept for file_flush_stdout to say. */
void file_stdout_line(const char *line);

/* The same for text with its own line breaks, of any length (a write failing part way
 * through, once the text outgrows the stream's buffer, is kept as well). */
void file_stdout_text(const char *text);

#endif
