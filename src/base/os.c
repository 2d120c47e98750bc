/* os.c: see os.h. The POSIX half first, then the Windows half; nothing else in the
 * project asks which system it is on for files or arguments. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif
#include "os.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if !defined(_WIN32)

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

FILE *os_fopen(const char *path, const char *mode) { return fopen(path, mode); }

FILE *os_create_unique(char *tmpl)
{
    int fd = mkstemp(tmpl);
    if (fd < 0)
        return NULL;
    /* mkstemp makes the file private; a pack or a save is as readable as any file. */
    FILE *f = fchmod(fd, 0644) == 0 ? fdopen(fd, "wb") : NULL;
    if (!f) {
        int saved = errno;
        close(fd);
        remove(tmpl);
        errno = saved;
    }
    return f;
}

int os_sync(FILE *f) { return fflush(f) == 0 && fsync(fileno(f)) == 0 ? 0 : -1; }

bool os_read_only(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && !(st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH));
}

bool os_older_than(const char *path, int seconds)
{
    struct stat st;
    return stat(path, &st) == 0 && time(NULL) - st.st_mtime >= seconds;
}

int os_keep_mode(FILE *f, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return 0; /* nothing there yet: the new file's own */
    return fchmod(fileno(f), st.st_mode & 07777);
}

int os_replace(const char *from, const char *to) { return rename(from, to); }

int os_remove(const char *path) { return remove(path); }

int os_mkdir(const char *path) { return mkdir(path, 0700); }

enum os_kind os_kind(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return errno == ENOENT ? OS_MISSING : OS_UNKNOWN;
    return S_ISREG(st.st_mode) ? OS_FILE : S_ISDIR(st.st_mode) ? OS_DIR : OS_OTHER;
}

int os_utf8_args(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}

void os_console_output(void) {}

int os_getenv(const char *name, char *out, size_t n)
{
    const char *v = getenv(name);
    size_t len = v ? strlen(v) : 0;
    if (len >= n) {
        errno = ERANGE;
        return -1;
    }
    memcpy(out, v ? v : "", len + 1);
    return (int)len;
}

int os_isatty(FILE *f) { return isatty(fileno(f)); }

int os_each_name(const char *dir, void (*fn)(void *ctx, const char *name), void *ctx)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            fn(ctx, e->d_name);
    closedir(d);
    return 0;
}

void os_ignore_size_signal(void) { signal(SIGXFSZ, SIG_IGN); }

/* What a file that is not a regular one is, for the line that refuses it. */
static const char *kind_name(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "a device";
    if (S_ISSOCK(mode))
        return "a socket";
    if (S_ISLNK(mode))
        return "a symbolic link";
    return "not a regular file";
}

FILE *os_open_regular(const char *path, const char **what)
{
    *what = NULL;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    FILE *f = NULL;
    if (fstat(fd, &st) != 0)
        ; /* errno says why */
    else if (!S_ISREG(st.st_mode))
        *what = kind_name(st.st_mode);
    else
        f = fdopen(fd, "rb");
    if (!f) {
        int saved = errno;
        close(fd);
        errno = saved;
    }
    return f;
}

const char *os_not_regular(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && !S_ISREG(st.st_mode) ? kind_name(st.st_mode) : NULL;
}

#else

#include <fcntl.h>
#include <io.h>
#include <sys/stat.h>
#include <windows.h>
#include <shellapi.h>

/* path as UTF-16, or NULL (errno set); the caller frees it. */
static wchar_t *wide(const char *s)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    if (n <= 0) {
        errno = EINVAL;
        return NULL;
    }
    wchar_t *w = malloc(sizeof *w * (size_t)n);
    if (!w) {
        errno = ENOMEM;
        return NULL;
    }
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n);
    return w;
}

/* GetLastError as the nearest errno. */
static int errno_of_last_error(void)
{
    switch (GetLastError()) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND: return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION: return EACCES;
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS: return EEXIST;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return ENOSPC;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY: return ENOMEM;
    default: return EIO;
    }
}

FILE *os_fopen(const char *path, const char *mode)
{
    wchar_t *wpath = wide(path), *wmode = wide(mode);
    FILE *f = wpath && wmode ? _wfopen(wpath, wmode) : NULL;
    free(wpath);
    free(wmode);
    return f;
}

FILE *os_create_unique(char *tmpl)
{
    size_t n = strlen(tmpl);
    if (n < 6 || strcmp(tmpl + n - 6, "XXXXXX") != 0) {
        errno = EINVAL;
        return NULL;
    }
    /* Names that differ between processes and between calls; O_EXCL makes sure. */
    static volatile LONG calls; /* counted atomically: two threads may save at once */
    static const char LETTERS[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    unsigned long long mix = (unsigned long long)GetCurrentProcessId() << 32 ^ GetTickCount64();
    for (int attempt = 0; attempt < 100; attempt++) {
        unsigned long long x = mix + 0x9E3779B97F4A7C15ull * (unsigned long)InterlockedIncrement(&calls);
        for (int i = 0; i < 6; i++, x /= 36)
            tmpl[n - 6 + i] = LETTERS[x % 36];
        wchar_t *w = wide(tmpl);
        if (!w)
            return NULL;
        int fd = _wopen(w, _O_CREAT | _O_EXCL | _O_WRONLY | _O_BINARY, _S_IREAD | _S_IWRITE);
        free(w);
        if (fd >= 0) {
            FILE *f = _fdopen(fd, "wb");
            if (!f) {
                int saved = errno;
                _close(fd);
                os_remove(tmpl);
                errno = saved;
            }
            return f;
        }
        if (errno != EEXIST)
            return NULL;
    }
    return NULL;
}

int os_sync(FILE *f) { return fflush(f) == 0 && _commit(_fileno(f)) == 0 ? 0 : -1; }

bool os_read_only(const char *path)
{
    wchar_t *w = wide(path);
    DWORD attrs = w ? GetFileAttributesW(w) : INVALID_FILE_ATTRIBUTES;
    free(w);
    return attrs != INVALID_FILE_ATTRIBUTES && !(attrs & FILE_ATTRIBUTE_DIRECTORY) && (attrs & FILE_ATTRIBUTE_READONLY);
}

int os_keep_mode(FILE *f, const char *path)
{
    (void)f, (void)path;
    return 0;
}

bool os_older_than(const char *path, int seconds)
{
    struct _stat64 st;
    wchar_t *w = wide(path);
    bool old = w && _wstat64(w, &st) == 0 && _time64(NULL) - st.st_mtime >= seconds;
    free(w);
    return old;
}

int os_replace(const char *from, const char *to)
{
    wchar_t *wfrom = wide(from), *wto = wide(to);
    int status = -1;
    if (wfrom && wto) {
        if (MoveFileExW(wfrom, wto, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
            status = 0;
        else
            errno = errno_of_last_error();
    }
    free(wfrom);
    free(wto);
    return status;
}

int os_remove(const char *path)
{
    wchar_t *w = wide(path);
    int status = w ? _wremove(w) : -1;
    free(w);
    return status;
}

int os_mkdir(const char *path)
{
    wchar_t *w = wide(path);
    int status = -1;
    if (w && CreateDirectoryW(w, NULL))
        status = 0;
    else if (w)
        errno = errno_of_last_error();
    free(w);
    return status;
}

enum os_kind os_kind(const char *path)
{
    wchar_t *w = wide(path);
    if (!w)
        return OS_UNKNOWN;
    DWORD attributes = GetFileAttributesW(w);
    free(w);
    if (attributes == INVALID_FILE_ATTRIBUTES) {
        errno = errno_of_last_error();
        return errno == ENOENT ? OS_MISSING : OS_UNKNOWN;
    }
    if (attributes & FILE_ATTRIBUTE_DIRECTORY)
        return OS_DIR;
    return attributes & (FILE_ATTRIBUTE_DEVICE | FILE_ATTRIBUTE_REPARSE_POINT) ? OS_OTHER : OS_FILE;
}

int os_utf8_args(int *argc, char ***argv)
{
    int n;
    wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
    if (!w)
        return -1;
    /* One block: the pointers, then the strings; kept until exit, as argv is. */
    size_t bytes = sizeof(char *) * ((size_t)n + 1);
    for (int i = 0; i < n; i++)
        bytes += (size_t)WideCharToMultiByte(CP_UTF8, 0, w[i], -1, NULL, 0, NULL, NULL);
    char **args = malloc(bytes);
    if (!args) {
        LocalFree(w);
        return -1;
    }
    char *at = (char *)(args + n + 1);
    char *end = (char *)args + bytes;
    for (int i = 0; i < n; i++) {
        args[i] = at;
        at += WideCharToMultiByte(CP_UTF8, 0, w[i], -1, at, (int)(end - at), NULL, NULL);
    }
    args[n] = NULL;
    LocalFree(w);
    *argc = n;
    *argv = args;
    return 0;
}

void os_console_output(void)
{
    bool out = GetFileType(GetStdHandle(STD_OUTPUT_HANDLE)) == FILE_TYPE_UNKNOWN;
    bool err = GetFileType(GetStdHandle(STD_ERROR_HANDLE)) == FILE_TYPE_UNKNOWN;
    if ((out || err) && AttachConsole(ATTACH_PARENT_PROCESS)) {
        if (out)
            freopen("CONOUT$", "w", stdout);
        if (err)
            freopen("CONOUT$", "w", stderr);
    }
}

/* GetEnvironmentVariableW reads the process's own wide environment; _wgetenv in a
 * program started through main may build its wide copy from the ANSI one, losing letters. */
int os_getenv(const char *name, char *out, size_t n)
{
    if (n)
        out[0] = '\0';
    wchar_t *wname = wide(name), none[1];
    if (!wname)
        return -1;
    /* What the value takes with its NUL; 0 when it is not set or empty. */
    DWORD size = GetEnvironmentVariableW(wname, none, 1);
    wchar_t *w = size > 1 ? malloc(sizeof *w * size) : NULL;
    int len = size > 1 ? -1 : 0;
    if (w && GetEnvironmentVariableW(wname, w, size) == size - 1) {
        int bytes = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
        if (bytes > 0 && (size_t)bytes <= n)
            len = WideCharToMultiByte(CP_UTF8, 0, w, -1, out, bytes, NULL, NULL) - 1;
    }
    if (len < 0)
        errno = w ? ERANGE : ENOMEM;
    free(w);
    free(wname);
    return len;
}

int os_isatty(FILE *f) { return _isatty(_fileno(f)); }

int os_each_name(const char *dir, void (*fn)(void *ctx, const char *name), void *ctx)
{
    size_t n = strlen(dir);
    char *pattern = malloc(n + 3);
    if (!pattern) {
        errno = ENOMEM;
        return -1;
    }
    snprintf(pattern, n + 3, "%s%s*", dir, n && strchr("/\\", dir[n - 1]) ? "" : "\\");
    wchar_t *w = wide(pattern);
    free(pattern);
    if (!w)
        return -1;
    WIN32_FIND_DATAW found;
    HANDLE h = FindFirstFileW(w, &found);
    free(w);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of_last_error();
        return errno == ENOENT ? 0 : -1;
    }
    do {
        char name[MAX_PATH * 4];
        if (WideCharToMultiByte(CP_UTF8, 0, found.cFileName, -1, name, (int)sizeof name, NULL, NULL) > 0 &&
            strcmp(name, ".") != 0 && strcmp(name, "..") != 0)
            fn(ctx, name);
    } while (FindNextFileW(h, &found));
    FindClose(h);
    return 0;
}

void os_ignore_size_signal(void) {}

/* Windows has no FIFOs in its folders to wait on; what is not a plain file is refused
 * by its attributes (os_kind). */
static const char *not_file(enum os_kind kind)
{
    return kind == OS_DIR ? "a directory" : kind == OS_OTHER ? "a device or a link" : NULL;
}

FILE *os_open_regular(const char *path, const char **what)
{
    *what = not_file(os_kind(path));
    return *what ? NULL : os_fopen(path, "rb");
}

const char *os_not_regular(const char *path) { return not_file(os_kind(path)); }

#endif
