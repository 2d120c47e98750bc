/* os.h: the one place where the operating systems differ, for files and command lines.
 *
 * Every path is UTF-8 on every system. On POSIX systems these are the usual calls; on
 * Windows each converts the path to UTF-16 and calls the wide-character API, so paths
 * with spaces and any letters work (the ANSI calls would lose letters outside the code
 * page), and replacing a file uses Windows' own atomic replace (rename() refuses to
 * replace there). Failures return -1 (or NULL) with errno set, as the calls they stand
 * for do, so callers report them with strerror as before.
 */
#ifndef BASE_OS_H
#define BASE_OS_H

#include <stdbool.h>
#include <stdio.h>

/* fopen. */
FILE *os_fopen(const char *path, const char *mode);

/* A new file of its own, made from tmpl (a path ending in XXXXXX, replaced in place by
 * the name it got) and open for writing in binary, readable by others as any file is. */
FILE *os_create_unique(char *tmpl);

/* Flushes f's buffer and its data to the disk (fsync; _commit on Windows). */
int os_sync(FILE *f);

/* Renames from to to, replacing to if it exists, atomically where the system can. */
int os_replace(const char *from, const char *to);

/* remove. */
int os_remove(const char *path);

/* Makes the directory path, private to its owner where that means something; errno is
 * EEXIST when something is there already. */
int os_mkdir(const char *path);

enum os_kind { OS_MISSING, OS_FILE, OS_DIR, OS_OTHER, OS_UNKNOWN };
/* What is at path: nothing, a regular file, a directory, something else, or cannot
 * tell (errno says why). */
enum os_kind os_kind(const char *path);

/* The command line as UTF-8: argv itself on POSIX; on Windows rebuilt from the wide
 * command line, *argc and *argv replaced, in memory that lives until exit. Returns 0, or
 * -1 when memory runs out (argv left as it was). */
int os_utf8_args(int *argc, char ***argv);

/* Lets a program with a window of its own print to the console it was started from:
 * Windows gives such a program no standard output or error unless it attaches itself
 * (a redirected one is kept as it is). Nothing to do elsewhere. */
void os_console_output(void);

/* Opens path for reading in binary without waiting on it (a FIFO with no writer, a
 * device): NULL with errno set when it cannot be opened; NULL with *what naming what it
 * is ("a FIFO", "a directory", ...) when it is not a regular file; *what is NULL
 * otherwise. */
FILE *os_open_regular(const char *path, const char **what);

/* What is at path when something is there that is not a regular file, a final symbolic
 * link not followed: "a symbolic link", "a FIFO", "a device", "a directory", ...; NULL
 * for a regular file or nothing. */
const char *os_not_regular(const char *path);

/* Whether path is a file no one may write (no write permission bit; on Windows, the
 * read-only attribute): an atomic write would replace it all the same, so it is refused. */
bool os_read_only(const char *path);

/* Whether the file at path was last changed seconds or more ago. */
bool os_older_than(const char *path, int seconds);

/* Gives f (a new file, written to replace path) path's permission bits, when path is
 * there, so a file replaced keeps them; 0, or -1 with errno set. Nothing on Windows. */
int os_keep_mode(FILE *f, const char *path);

/* The environment variable name as UTF-8 into out (n bytes): its length, 0 when it is
 * not set (out then ""), or -1 with errno ERANGE when it does not fit. On Windows it is
 * read wide (GetEnvironmentVariableW), so a folder's letters beyond the ANSI code page
 * survive. */
int os_getenv(const char *name, char *out, size_t n);

/* Calls fn with each name in the directory dir (not "." or ".."), as UTF-8; -1 with
 * errno set when dir cannot be read. */
int os_each_name(const char *dir, void (*fn)(void *ctx, const char *name), void *ctx);

/* Lets a write past a file-size limit (ulimit -f) fail as a full disk does (EFBIG),
 * instead of the signal that would end the program (SIGXFSZ). Nothing to do on Windows. */
void os_ignore_size_signal(void);

/* Whether f is a terminal. */
int os_isatty(FILE *f);

#endif
