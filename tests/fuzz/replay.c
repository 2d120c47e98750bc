/* replay.c: runs a fuzz target's inputs once each, without libFuzzer.
 *
 * `make test` builds every tests/fuzz/fuzz_NAME.c with this main (build/replay/fuzz_NAME)
 * and runs it over the target's seed corpus and past findings, so each of them keeps
 * passing through the same checks under the normal and the sanitizer builds. Arguments
 * are files or directories (every file in them); it prints one line with the count and
 * exits 0, or dies in the target's abort or a sanitizer's report. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/fileio.h"

#include "fuzz.h"

/* Larger inputs than any target wants; a seed this big is a mistake. */
#define REPLAY_MAX_BYTES ((size_t)4 << 20)

static int replay_file(const char *path)
{
    error_line err;
    size_t len;
    char *data = file_read(path, REPLAY_MAX_BYTES, &len, &err);
    if (!data) {
        fprintf(stderr, "replay: %s\n", err.text);
        return -1;
    }
    LLVMFuzzerTestOneInput((const uint8_t *)data, len);
    free(data);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every regular file in dir, in name order; the number run, or -1. */
static int replay_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "replay: %s: cannot open the folder\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t count = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (count == cap) {
            cap = cap ? cap * 2 : 64;
            char **grown = realloc(names, cap * sizeof *names);
            if (!grown)
                abort();
            names = grown;
        }
        size_t n = strlen(dir) + strlen(e->d_name) + 2;
        if (!(names[count] = malloc(n)))
            abort();
        snprintf(names[count++], n, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    qsort(names, count, sizeof *names, by_name);
    int run = 0;
    for (size_t i = 0; i < count; i++) {
        struct stat st;
        if (run >= 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode))
            run = replay_file(names[i]) == 0 ? run + 1 : -1;
        free(names[i]);
    }
    free(names);
    return run;
}

int main(int argc, char **argv)
{
    int total = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        int run = stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode) ? replay_dir(argv[i])
                  : replay_file(argv[i]) == 0                    ? 1
                                                                 : -1;
        if (run < 0)
            return 1;
        total += run;
    }
    printf("replay %s: %d inputs passed\n", argv[0], total);
    return 0;
}
