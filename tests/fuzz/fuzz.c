/* fuzz.c: see fuzz.h. */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *fuzz_argv(const uint8_t *data, size_t size, const char *program, char **argv, int *argc)
{
    char *copy = malloc(size + 1);
    if (!copy)
        abort();
    memcpy(copy, data, size);
    copy[size] = '\0';
    argv[0] = (char *)program;
    int n = 1;
    for (size_t at = 0; at < size && n < FUZZ_MAX_ARGS + 1; at += strlen(copy + at) + 1)
        argv[n++] = copy + at;
    argv[n] = NULL;
    *argc = n;
    return copy;
}

void fuzz_require(int ok, const char *promise)
{
    if (!ok) {
        fprintf(stderr, "fuzz: broken promise: %s\n", promise);
        abort();
    }
}

void fuzz_expect_one_line(const error_line *err, const char *start)
{
    const char *t = err->text;
    fuzz_require(t[0] != '\0', "a failure says why");
    for (const char *c = t; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f) {
            fprintf(stderr, "fuzz: the message has control character 0x%02x: %s\n", *c, t);
            abort();
        }
    fuzz_require(!start || strncmp(t, start, strlen(start)) == 0,
                 "the message begins with the file's name");
}

int fuzz_is_argument(const char *s, char **argv, int argc)
{
    for (int i = 1; i < argc; i++)
        if (s == argv[i])
            return 1;
    return 0;
}
