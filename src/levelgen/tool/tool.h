/* tool.h: what the levelgen tool's files share: the command line, read into a struct
 * (args.c, which only reads argv), and the commands that live in files of their own. */
#ifndef LEVELGEN_TOOL_H
#define LEVELGEN_TOOL_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "levelgen/pack.h"

enum tool_command {
    CMD_HELP, CMD_SOLVE, CMD_RATE, CMD_CHECK, CMD_BAKE, CMD_PACK, CMD_CURVE,
    CMD_CODE, CMD_DECODE, CMD_DAILY, CMD_ENDLESS,
};

struct tool_args {
    enum tool_command command;
    const char *file;          /* solve, rate, check, bake, curve, code: the pack to read */
    const char *code;          /* decode, or solve, rate and check --code: a level code */
    const char *date;          /* daily: YYYY-MM-DD (with --check, the first day) */
    const char *date_last;     /* daily --check: the last day, or NULL */
    const char *out;           /* bake, curve, pack: the file to write */
    bool bytes;                /* bake --bytes: the pack in bytes (packbytes.h), not JSON */
    int level;                 /* solve, rate, code: one level, or 0 for every level */
    int count;                 /* endless: levels to grow after the pack */
    int model;                 /* rate: the guesser (enum bits_model), touch unless asked */
    unsigned long long seed;   /* pack: below 2^53 */
    int threads;               /* pack, daily: 1 to 64 (2 unless asked) */
};

/* Reads argv[1..argc) (argv[0] is the program) into *a; on wrong usage returns -1 with
 * err set to one line saying what is wrong. Never opens a file or prints. */
int tool_args_parse(struct tool_args *a, int argc, char **argv, error_line *err);

/* The loaders every command shares (load.c), so the commands' files need not include
 * each other. Loads a pack, printing the loader's one line on failure; returns 0 or 1. */
int load_pack(const char *path, struct pack *pack);

/* Loads the levels a names: a->file's pack, or a->code's field as a one-level pack;
 * prints the one line on failure and returns 1, else 0. */
int load_levels(const struct tool_args *a, struct pack *pack);

/* The commands that live in files of their own; each returns the exit status. */
int cmd_pack(const struct tool_args *a);
int cmd_curve(const struct tool_args *a);
int cmd_code(const struct tool_args *a);
int cmd_decode(const struct tool_args *a);
int cmd_daily(const struct tool_args *a);
int cmd_endless(const struct tool_args *a);

#endif
