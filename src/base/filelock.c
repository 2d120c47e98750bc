/* filelock.c: see filelock.h. The one file that knows how each platform locks a file. */
#if !defined(_WIN32)
#define _DEFAULT_SOURCE /* flock, which locks per open file, not per process as fcntl does */
#endif
#include "filelock.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How often a waiting copy asks again. */
enum { POLL_MS = 5 };

/* path with ".lock" after it; the caller frees it. */
static char *lock_name(const char *path, error_line *err)
{
    size_t n = strlen(path) + sizeof ".lock";
    char *name = malloc(n);
    if (!name)
        error_fail(err, "%s: out of memory", path);
    else
        snprintf(name, n, "%s.lock", path);
    return name;
}

#if defined(_WIN32)

#include <windows.h>

static void nap(void) { Sleep(POLL_MS); }

/* The companion, opened (made if need be) for locking; UTF-8 names as Windows' own. */
static HANDLE open_companion(const char *name)
{
    int n = MultiByteToWideChar(CP_UTF8, 0, name, -1, NULL, 0);
    wchar_t *wide = n > 0 ? malloc(sizeof *wide * (size_t)n) : NULL;
    HANDLE h = INVALID_HANDLE_VALUE;
    if (wide && MultiByteToWideChar(CP_UTF8, 0, name, -1, wide, n) == n)
        h = CreateFileW(wide, GENERIC_READ | GENERIC_WRITE,
                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL, OPEN_ALWAYS,
                        FILE_ATTRIBUTE_NORMAL, NULL);
    free(wide);
    return h;
}

int file_lock(struct file_lock *lock, const char *path, int wait_ms, error_line *err)
{
    char *name = lock_name(path, err);
    if (!name)
        return -1;
    HANDLE h = open_companion(name);
    if (h == INVALID_HANDLE_VALUE || GetFileType(h) != FILE_TYPE_DISK) {
        error_fail(err, "%s: cannot make the lock file %s (Windows error %lu)", path, name,
                (unsigned long)GetLastError());
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
        free(name);
        return -1;
    }
    for (int waited = 0;; waited += POLL_MS) {
        OVERLAPPED at = {0};
        if (LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at))
            break;
        if (GetLastError() != ERROR_LOCK_VIOLATION || waited >= wait_ms) {
            error_fail(err, "%s: another copy of the game has held its lock (%s) for over %d ms", path,
                    name, wait_ms);
            CloseHandle(h);
            free(name);
            return -1;
        }
        nap();
    }
    free(name);
    lock->handle = (intptr_t)h;
    return 0;
}

void file_unlock(struct file_lock *lock)
{
    HANDLE h = (HANDLE)lock->handle;
    OVERLAPPED at = {0};
    UnlockFileEx(h, 0, 1, 0, &at);
    CloseHandle(h);
}

#else

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static void nap(void)
{
    struct timespec t = {0, POLL_MS * 1000000L};
    nanosleep(&t, NULL);
}

int file_lock(struct file_lock *lock, const char *path, int wait_ms, error_line *err)
{
    char *name = lock_name(path, err);
    if (!name)
        return -1;
    /* Not following a link and not blocking on a FIFO: the companion is ours or refused. */
    int fd = open(name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
    struct stat st;
    int status = 0;
    if (fd < 0)
        status = error_fail(err, "%s: cannot make the lock file %s: %s", path, name, strerror(errno));
    else if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        status = error_fail(err, "%s: the lock file %s is not a regular file; it is left as it is", path, name);
    for (int waited = 0; status == 0 && flock(fd, LOCK_EX | LOCK_NB) != 0; waited += POLL_MS) {
        int why = errno;
        if (why != EWOULDBLOCK && why != EINTR)
            status = error_fail(err, "%s: cannot lock %s: %s", path, name, strerror(why));
        else if (waited >= wait_ms)
            status = error_fail(err, "%s: another copy of the game has held its lock (%s) for over %d ms",
                             path, name, wait_ms);
        else
            nap();
    }
    if (status != 0) {
        if (fd >= 0)
            close(fd);
        free(name);
        return -1;
    }
    free(name);
    lock->handle = fd;
    return 0;
}

void file_unlock(struct file_lock *lock)
{
    /* Closing the only descriptor of this open file gives the lock up. */
    close((int)lock->handle);
    lock->handle = -1;
}

#endif
