/* fileio.c: see fileio.h. The system's calls go through os.h. */
#include "fileio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "os.h"

/* The file at path opened for reading, or standard input for "-": a regular file only,
 * opened without waiting, so a FIFO or device is refused at once instead of blocking. */
static FILE *open_input(const char *path, error_line *err)
{
    if (strcmp(path, "-") == 0)
        return stdin;
    const char *what;
    FILE *f = os_open_regular(path, &what);
    if (!f && what)
        error_fail(err, "%s: not a regular file (%s), so it is not read", path, what);
    else if (!f)
        error_fail(err, "%s: cannot open: %s", path, strerror(errno));
    return f;
}

static void close_input(FILE *f)
{
    if (f != stdin)
        fclose(f);
}

char *file_read(const char *path, size_t max, size_t *len, error_line *err)
{
    FILE *f = open_input(path, err);
    if (!f)
        return NULL;
    char *data = NULL;
    size_t size = 0, cap = 0;
    /* One byte over the limit is enough to refuse a file, so a huge one is never
     * loaded whole. */
    for (;;) {
        if (size == cap) {
            if (size > max) {
                error_fail(err, "%s: larger than %zu bytes", path, max);
                goto fail;
            }
            cap = cap ? cap * 2 : 4096;
            if (cap > max + 1)
                cap = max + 1;
            char *grown = realloc(data, cap + 1);
            if (!grown) {
                error_fail(err, "%s: out of memory reading it", path);
                goto fail;
            }
            data = grown;
        }
        size_t got = fread(data + size, 1, cap - size, f);
        size += got;
        if (got == 0) {
            if (ferror(f)) {
                error_fail(err, "%s: cannot read: %s", path, strerror(errno));
                goto fail;
            }
            break;
        }
    }
    close_input(f);
    data[size] = '\0';
    *len = size;
    return data;
fail:
    free(data);
    close_input(f);
    return NULL;
}

bool file_is_regular(const char *path) { return os_kind(path) == OS_FILE; }

/* Writes all of data to standard output, for "-". */
static int write_stdout(const void *data, size_t len, error_line *err)
{
    if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0)
        return error_fail(err, "standard output: cannot write: %s", strerror(errno));
    return 0;
}

/* Why the first write to standard output that failed did (0: none has). */
static int stdout_errno;

/* Keeps why the first failed write to standard output failed. */
static void keep_why(bool failed)
{
    if (failed && !stdout_errno)
        stdout_errno = errno;
}

void file_stdout_line(const char *line) { keep_why(printf("%s\n", line) < 0 || fflush(stdout) != 0); }

void file_stdout_text(const char *text) { keep_why(fputs(text, stdout) < 0 || fflush(stdout) != 0); }

int file_flush_stdout(error_line *err)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    int why = stdout_errno ? stdout_errno : errno;
    return error_fail(err, "standard output: cannot write: %s", why ? strerror(why) : "a write to it failed");
}

/* path's temporary sibling, NAME.tmp-XXXXXX, made and open for writing; NULL after a
 * line in err. The name is written into *tmp, which the caller frees. */
static FILE *create_beside(const char *path, char **tmp, error_line *err)
{
    /* A name of its own for each write, so two writers of one file never mix bytes. */
    size_t tmp_len = strlen(path) + sizeof ".tmp-XXXXXX";
    *tmp = malloc(tmp_len);
    if (!*tmp) {
        error_fail(err, "%s: out of memory", path);
        return NULL;
    }
    snprintf(*tmp, tmp_len, "%s.tmp-XXXXXX", path);
    FILE *f = os_create_unique(*tmp);
    if (!f) {
        error_fail(err, "%s: cannot write a temporary file beside it: %s", path, strerror(errno));
        free(*tmp);
        *tmp = NULL;
    }
    return f;
}

/* Only a regular file is replaced: a device, FIFO, directory or symbolic link there is
 * the system's or the player's, and stays as it is. */
static int check_target(const char *path, error_line *err)
{
    const char *what = os_not_regular(path);
    if (what)
        return error_fail(err, "%s: not a regular file (%s), so it is left as it is and nothing is written", path,
                       what);
    if (os_read_only(path)) /* a rename would replace it all the same */
        return error_fail(err, "%s: read-only, so it is left as it is and nothing is written", path);
    return 0;
}

int file_check_output(const char *path, error_line *err)
{
    if (strcmp(path, "-") == 0)
        return 0;
    char *tmp;
    FILE *f;
    if (check_target(path, err) != 0 || !(f = create_beside(path, &tmp, err)))
        return -1;
    fclose(f);
    os_remove(tmp);
    free(tmp);
    return 0;
}

bool file_is_stray_of(const char *name, const char *file)
{
    size_t n = strlen(file);
    if (strncmp(name, file, n) != 0 || strncmp(name + n, ".tmp-", 5) != 0 || strlen(name + n + 5) != 6)
        return false;
    for (const char *c = name + n + 5; *c; c++)
        if (!strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", *c))
            return false;
    return true;
}

/* The folder and file name of a path being written, for its old temporaries. */
struct strays_of {
    char dir[4096];
    const char *file;
};

static void remove_if_old_stray(void *ctx, const char *name)
{
    const struct strays_of *st = ctx;
    char path[sizeof st->dir + 256];
    if (file_is_stray_of(name, st->file) && snprintf(path, sizeof path, "%s%s", st->dir, name) < (int)sizeof path &&
        os_older_than(path, FILE_STRAY_AGE_S))
        os_remove(path);
}

/* A killed writer's temporaries of path, old enough that no write can still be under way. */
static void remove_old_strays(const char *path)
{
    struct strays_of st;
    const char *slash = strrchr(path, '/'), *back = strrchr(path, '\\');
    const char *cut = back && (!slash || back > slash) ? back : slash;
    size_t len = cut ? (size_t)(cut - path + 1) : 0;
    if (len >= sizeof st.dir)
        return;
    memcpy(st.dir, path, len);
    st.dir[len] = '\0';
    st.file = path + len;
    os_each_name(len ? st.dir : ".", remove_if_old_stray, &st);
}

int file_write_atomic(const char *path, const void *data, size_t len, error_line *err)
{
    if (strcmp(path, "-") == 0)
        return write_stdout(data, len, err);
    char *tmp;
    FILE *f;
    if (check_target(path, err) != 0 || !(f = create_beside(path, &tmp, err)))
        return -1;
    /* a file replaced keeps its permissions (it was made 0644 whatever it had been) */
    int ok = os_keep_mode(f, path) == 0 && fwrite(data, 1, len, f) == len && os_sync(f) == 0;
    int saved = errno;
    ok = (fclose(f) == 0) && ok;
    if (!ok || os_replace(tmp, path) != 0) {
        error_fail(err, "%s: cannot write: %s", path, strerror(ok ? errno : saved));
        os_remove(tmp);
        free(tmp);
        return -1;
    }
    remove_old_strays(path);
    free(tmp);
    return 0;
}
