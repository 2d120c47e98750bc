/* fileio.c: see fileio.h. The system's calls go through os.h. */
#include "fileio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "os.h"

char *file_read(const char *path, size_t max, size_t *len, lg_err *err)
{
    FILE *f = os_fopen(path, "rb");
    if (!f) {
        lg_fail(err, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    char *data = NULL;
    size_t size = 0, cap = 0;
    /* One byte over the limit is enough to refuse a file, so a huge one is never
     * loaded whole. */
    for (;;) {
        if (size == cap) {
            if (size > max) {
                lg_fail(err, "%s: larger than %zu bytes", path, max);
                goto fail;
            }
            cap = cap ? cap * 2 : 4096;
            if (cap > max + 1)
                cap = max + 1;
            char *grown = realloc(data, cap + 1);
            if (!grown) {
                lg_fail(err, "%s: out of memory reading it", path);
                goto fail;
            }
            data = grown;
        }
        size_t got = fread(data + size, 1, cap - size, f);
        size += got;
        if (got == 0) {
            if (ferror(f)) {
                lg_fail(err, "%s: cannot read: %s", path, strerror(errno));
                goto fail;
            }
            break;
        }
    }
    fclose(f);
    data[size] = '\0';
    *len = size;
    return data;
fail:
    free(data);
    fclose(f);
    return NULL;
}

int file_write_atomic(const char *path, const void *data, size_t len, lg_err *err)
{
    /* A name of its own for each write, so two writers of one file never mix bytes. */
    size_t tmp_len = strlen(path) + sizeof ".tmp-XXXXXX";
    char *tmp = malloc(tmp_len);
    if (!tmp)
        return lg_fail(err, "%s: out of memory", path);
    snprintf(tmp, tmp_len, "%s.tmp-XXXXXX", path);

    FILE *f = os_create_unique(tmp);
    if (!f) {
        lg_fail(err, "%s: cannot write a temporary file beside it: %s", path, strerror(errno));
        free(tmp);
        return -1;
    }
    int ok = fwrite(data, 1, len, f) == len && os_sync(f) == 0;
    int saved = errno;
    ok = (fclose(f) == 0) && ok;
    if (!ok || os_replace(tmp, path) != 0) {
        lg_fail(err, "%s: cannot write: %s", path, strerror(ok ? errno : saved));
        os_remove(tmp);
        free(tmp);
        return -1;
    }
    free(tmp);
    return 0;
}
