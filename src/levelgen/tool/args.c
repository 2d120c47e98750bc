/* args.c: the levelgen command line, read into a struct; see tool.h.
 *
 * Kept apart from the commands so that it only reads argv: it never opens a file or
 * prints, which is what lets a fuzzer call it millions of times. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"
#include "levelgen/bits.h"

#include "tool.h"

static const struct {
    const char *name;
    enum tool_command command;
} COMMANDS[] = {
    {"solve", CMD_SOLVE}, {"rate", CMD_RATE},   {"check", CMD_CHECK}, {"bake", CMD_BAKE},
    {"pack", CMD_PACK},   {"curve", CMD_CURVE}, {"help", CMD_HELP},   {"-h", CMD_HELP},
    {"--help", CMD_HELP}, {"code", CMD_CODE},   {"decode", CMD_DECODE}, {"daily", CMD_DAILY},
    {"endless", CMD_ENDLESS},
};

/* FILE [--level N] or --code CODE; level 0 means every level. */
static int file_and_level(struct tool_args *a, int argc, char **argv, error_line *err)
{
    char shown[ERROR_SHOWN_MAX];
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--level") == 0) {
            if (i + 1 == argc)
                return error_fail(err, "--level needs a level number");
            unsigned long long v;
            if (number_parse_whole(argv[++i], 1, PACK_MAX_LEVELS, &v) != 0)
                return error_fail(err, "--level wants a level number, not '%s'",
                               error_shown(argv[i], shown));
            a->level = (int)v;
        } else if (strcmp(argv[i], "--code") == 0) {
            if (i + 1 == argc)
                return error_fail(err, "--code needs a level code");
            a->code = argv[++i];
        } else if (strcmp(argv[i], "--model") == 0 && a->command == CMD_RATE) {
            if (i + 1 == argc || (a->model = bits_model_by_name(argv[i + 1])) < 0)
                return error_fail(err, "--model wants uniform, touch or popped%s%s%s",
                               i + 1 == argc ? "" : ", not '", i + 1 == argc ? "" : error_shown(argv[i + 1], shown),
                               i + 1 == argc ? "" : "'");
            i++;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return error_fail(err, "unknown option '%s'", error_shown(argv[i], shown));
        } else if (a->file) {
            return error_fail(err, "one FILE only; '%s' is extra", error_shown(argv[i], shown));
        } else {
            a->file = argv[i];
        }
    }
    if (a->code && (a->file || a->level))
        return error_fail(err, "--code stands for the pack FILE and its --level");
    if (!a->file && !a->code)
        return error_fail(err, "a pack FILE or --code CODE is needed");
    return 0;
}

/* FILE -o OUT, and nothing else. */
static int file_and_out(struct tool_args *a, int argc, char **argv, const char *wants,
                        error_line *err)
{
    if (argc != 3 || strcmp(argv[1], "-o") != 0)
        return error_fail(err, "%s", wants);
    a->file = argv[0];
    a->out = argv[2];
    return 0;
}

static int parse_number(const char *flag, const char *text, unsigned long long max,
                        unsigned long long *out, error_line *err)
{
    char shown[ERROR_SHOWN_MAX];
    if (!text || *text == '\0' || *text == '-')
        return error_fail(err, "%s wants a number", flag);
    if (number_parse_whole(text, 0, max, out) != 0)
        return error_fail(err, "%s wants a number up to %llu, not '%s'", flag, max,
                      error_shown(text, shown));
    return 0;
}

/* The value of --threads, 1 to 64. */
static int parse_threads(struct tool_args *a, const char *text, error_line *err)
{
    unsigned long long threads;
    if (parse_number("--threads", text, 64, &threads, err) != 0)
        return -1;
    if (threads == 0)
        return error_fail(err, "--threads wants 1 to 64");
    a->threads = (int)threads;
    return 0;
}

/* --seed S -o FILE [--threads N] */
static int seed_and_out(struct tool_args *a, int argc, char **argv, error_line *err)
{
    bool have_seed = false;
    char shown[ERROR_SHOWN_MAX];
    for (int i = 0; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seed") == 0) {
            if (parse_number("--seed", next, (1ull << 53) - 1, &a->seed, err) != 0)
                return -1;
            have_seed = true;
            i++;
        } else if (strcmp(argv[i], "--threads") == 0) {
            if (parse_threads(a, next, err) != 0)
                return -1;
            i++;
        } else if (strcmp(argv[i], "-o") == 0 && next) {
            a->out = next;
            i++;
        } else {
            return error_fail(err, "pack: unexpected '%s'", error_shown(argv[i], shown));
        }
    }
    if (!have_seed || !a->out)
        return error_fail(err, "pack wants --seed S -o FILE");
    return 0;
}

/* FILE --count N -o OUT [--threads N] */
static int endless_args(struct tool_args *a, int argc, char **argv, error_line *err)
{
    char shown[ERROR_SHOWN_MAX];
    bool have_count = false;
    for (int i = 0; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--count") == 0) {
            unsigned long long count;
            if (parse_number("--count", next, PACK_MAX_LEVELS, &count, err) != 0)
                return -1;
            a->count = (int)count;
            have_count = true;
            i++;
        } else if (strcmp(argv[i], "--threads") == 0) {
            if (parse_threads(a, next, err) != 0)
                return -1;
            i++;
        } else if (strcmp(argv[i], "-o") == 0 && next) {
            a->out = next;
            i++;
        } else if (a->file || (argv[i][0] == '-' && argv[i][1] != '\0')) {
            return error_fail(err, "endless: unexpected '%s'", error_shown(argv[i], shown));
        } else {
            a->file = argv[i];
        }
    }
    if (!a->file || !have_count || !a->out)
        return error_fail(err, "endless wants FILE --count N -o OUT");
    return 0;
}

/* YYYY-MM-DD [--threads N], or --check FROM TO --pack FILE [--threads N]; the dates are
 * read by the command. */
static int date_and_threads(struct tool_args *a, int argc, char **argv, error_line *err)
{
    char shown[ERROR_SHOWN_MAX];
    if (argc >= 1 && strcmp(argv[0], "--check") == 0) {
        if (argc < 5 || strcmp(argv[3], "--pack") != 0)
            return error_fail(err, "daily --check wants FROM TO --pack FILE");
        a->date = argv[1];
        a->date_last = argv[2];
        a->file = argv[4];
        argc -= 5;
        argv += 5;
    }
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--threads") == 0) {
            if (parse_threads(a, i + 1 < argc ? argv[i + 1] : NULL, err) != 0)
                return -1;
            i++;
        } else if (a->date || (argv[i][0] == '-' && argv[i][1] != '\0')) {
            return error_fail(err, "daily: unexpected '%s'", error_shown(argv[i], shown));
        } else {
            a->date = argv[i];
        }
    }
    if (!a->date)
        return error_fail(err, "daily wants a date, YYYY-MM-DD");
    return 0;
}

/* An option given twice is refused, not read as its last: "-o A -o B" wrote B alone. */
static int each_once(const char *command, int argc, char **argv, error_line *err)
{
    char shown[ERROR_SHOWN_MAX];
    for (int i = 0; i < argc; i++)
        for (int j = i + 1; argv[i][0] == '-' && argv[i][1] != '\0' && j < argc; j++)
            if (strcmp(argv[i], argv[j]) == 0)
                return error_fail(err, "%s: %s is given twice", command, error_shown(argv[i], shown));
    return 0;
}

int tool_args_parse(struct tool_args *a, int argc, char **argv, error_line *err)
{
    *a = (struct tool_args){.threads = 2};
    if (argc < 2)
        return error_fail(err, "a command is needed");
    size_t c = 0;
    while (c < sizeof COMMANDS / sizeof COMMANDS[0] && strcmp(argv[1], COMMANDS[c].name) != 0)
        c++;
    char shown[ERROR_SHOWN_MAX];
    if (c == sizeof COMMANDS / sizeof COMMANDS[0])
        return error_fail(err, "unknown command '%s'", error_shown(argv[1], shown));
    a->command = COMMANDS[c].command;
    if (each_once(argv[1], argc - 2, argv + 2, err) != 0)
        return -1;
    argc -= 2;
    argv += 2;
    switch (a->command) {
    case CMD_HELP: return 0;
    case CMD_SOLVE:
    case CMD_RATE: return file_and_level(a, argc, argv, err);
    case CMD_CHECK:
        if (argc == 2 && strcmp(argv[0], "--code") == 0) {
            a->code = argv[1];
            return 0;
        }
        if (argc != 1 || (argv[0][0] == '-' && argv[0][1] != '\0')) /* "-": standard input */
            return error_fail(err, "check wants exactly one pack FILE, or --code CODE");
        a->file = argv[0];
        return 0;
    case CMD_CODE:
        if (file_and_level(a, argc, argv, err) != 0)
            return -1;
        if (a->code || a->level == 0)
            return error_fail(err, "code wants a pack FILE and --level N");
        return 0;
    case CMD_DECODE:
        if (argc != 1)
            return error_fail(err, "decode wants exactly one CODE");
        a->code = argv[0];
        return 0;
    case CMD_DAILY: return date_and_threads(a, argc, argv, err);
    case CMD_BAKE:
        a->bytes = argc == 4 && strcmp(argv[3], "--bytes") == 0;
        return file_and_out(a, a->bytes ? 3 : argc, argv, "bake wants FILE -o OUT [--bytes]", err);
    case CMD_CURVE: return file_and_out(a, argc, argv, "curve wants FILE -o OUT.svg", err);
    case CMD_PACK: return seed_and_out(a, argc, argv, err);
    case CMD_ENDLESS: return endless_args(a, argc, argv, err);
    }
    return 0;
}
