/* tool.h: what the levelgen tool's command files share. */
#ifndef LEVELGEN_TOOL_H
#define LEVELGEN_TOOL_H

#include "levelgen/pack.h"

/* Prints "levelgen: " + the message + a hint, one line, to stderr; returns 2, wrong usage. */
int usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Loads a pack, printing the loader's one line on failure; returns 0 or 1. */
int load_pack(const char *path, struct pack *pack);

/* A monotonic clock, in seconds. */
double seconds_now(void);

/* The commands that live in files of their own; each returns the exit status. */
int cmd_pack(int argc, char **argv);
int cmd_curve(int argc, char **argv);

#endif
