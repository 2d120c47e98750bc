/* levelgen: the command-line face of the levelgen core.
 *
 * Every core module can be reached from the shell: solve and rate any pack's levels,
 * check a pack against every rule a shipped level must meet, bake a checked pack for the
 * game. Exit status: 0 success, 1 bad input or a failed check, 2 wrong usage.
 */
#include <stdio.h>
#include <stdlib.h>

#include "base/fileio.h"
#include "base/os.h"
#include "levelgen/bits.h"
#include "levelgen/check.h"
#include "levelgen/pack.h"
#include "levelgen/packbytes.h"
#include "levelgen/prove.h"

#include "tool.h"

static const char USAGE[] =
    "usage: levelgen COMMAND [ARGS]\n"
    "\n"
    "commands:\n"
    "  solve FILE [--level N]   fewest taps, an answer, and the time to find it and to\n"
    "                           prove one fewer impossible, for each level (or level N)\n"
    "  rate FILE [--level N] [--model M]\n"
    "                           difficulty in bits, for each level (or level N), for the\n"
    "                           guesser M: touch (the pack's), uniform or popped\n"
    "  check FILE               every rule a shipped level must satisfy; one line per\n"
    "                           failure (the first 20, then a count), exit 1 if any\n"
    "                           (solve, rate and check take --code CODE for FILE)\n"
    "  code FILE --level N      the level's code: its field in letters and digits\n"
    "  decode CODE              the code's field, proven and rated, as a one-level pack\n"
    "  daily YYYY-MM-DD [--threads N]\n"
    "                           the code of that day's daily level\n"
    "  daily --check FROM TO --pack FILE [--threads N]\n"
    "                           every day from FROM to TO, none a repeat of another or of\n"
    "                           a level of FILE; the days that take a later candidate\n"
    "                           (make check-daily)\n"
    "  bake FILE -o OUT [--bytes]\n"
    "                           check FILE, then write it to OUT for the game (--bytes:\n"
    "                           in bytes, a tenth of the JSON's, for the page)\n"
    "  pack --seed S -o FILE [--threads N]\n"
    "                           grow the whole ordered pack from seed S (2 threads)\n"
    "  endless FILE --count N -o OUT [--threads N]\n"
    "                           FILE's levels, then the N endless levels the game grows\n"
    "                           after them, byte for byte (2 threads, as the game)\n"
    "  curve FILE -o OUT.svg    draw bits and dots per level, tap stretches marked\n"
    "  help                     this text (also -h, --help)\n"
    "\n"
    "\n"
    "FILE may be - for standard input, and OUT - for standard output. Only regular files\n"
    "are read; an OUT that is there must be a regular file, which is replaced whole.\n"
    "\n"
    "Exit status: 0 success, 1 bad input or a failed check, 2 wrong usage.\n";

/* Loads the levels a names and selects levels [*first, *last). */
static int open_levels(const struct tool_args *a, struct pack *pack, int *first, int *last)
{
    if (load_levels(a, pack) != 0)
        return 1;
    *first = 0;
    *last = pack->count;
    if (a->level) {
        if (a->level > pack->count) {
            error_line err;
            error_fail(&err, "%s: there is no level %d (the pack has %d)", a->file, a->level, pack->count);
            fprintf(stderr, "levelgen: %s\n", err.text);
            pack_free(pack);
            return 1;
        }
        *first = a->level - 1;
        *last = a->level;
    }
    return 0;
}

static int cmd_solve(const struct tool_args *a)
{
    struct pack pack;
    int first, last;
    int status = open_levels(a, &pack, &first, &last);
    if (status != 0)
        return status;
    for (int i = first; i < last; i++) {
        struct proof p;
        char line[1024];
        prove_level(&pack.levels[i], &p);
        proof_line(&pack.levels[i], &p, line, sizeof line);
        printf("%s\n", line);
    }
    pack_free(&pack);
    return 0;
}

static int cmd_rate(const struct tool_args *a)
{
    struct pack pack;
    int first, last;
    int status = open_levels(a, &pack, &first, &last);
    if (status != 0)
        return status;
    for (int i = first; i < last && status == 0; i++) {
        const struct level *lv = &pack.levels[i];
        struct chain_graph g;
        graph_build(&g, lv->dots, lv->n);
        int fine;
        error_line err;
        if (bits_rate_model(&g, (enum bits_model)a->model, &fine, &err) != 0) {
            error_print(stderr, "levelgen: %s: level %d: %s", a->file ? a->file : "code", lv->number,
                     err.text);
            status = 1;
        } else {
            int centibits = bits_centi(fine);
            printf("level %d: %d.%02d bits\n", lv->number, centibits / 100, centibits % 100);
        }
    }
    pack_free(&pack);
    return status;
}

/* The most failures check and bake print, a screenful with the lines around them; the
 * rest are counted, so a pack of thousands of copies of one level prints a page, not
 * gigabytes. */
enum { FAILURES_SHOWN = 20 };

struct report_ctx {
    const char *file;
    int failures;
};

static void print_failure(void *ctx, const struct level *lv, const char *what)
{
    struct report_ctx *rc = ctx;
    if (++rc->failures > FAILURES_SHOWN)
        return;
    error_line line;
    if (lv)
        error_fail(&line, "%s: level %d: %s", rc->file, lv->number, what);
    else /* a failure of the whole pack, such as memory for the repeat check */
        error_fail(&line, "%s: %s", rc->file, what);
    fprintf(stderr, "%s\n", line.text);
}

/* Loads and checks the levels a names; the number of failures, or -1 if they did not
 * load. Past FAILURES_SHOWN, one line counts the failures not shown. */
static int check_levels(const struct tool_args *a, struct pack *pack)
{
    if (load_levels(a, pack) != 0)
        return -1;
    const char *file = a->file ? a->file : "code";
    struct report_ctx rc = {file, 0};
    int failures = check_pack(pack, print_failure, &rc);
    if (failures > FAILURES_SHOWN) {
        error_line line;
        error_fail(&line, "%s: ... and %d more failures", file, failures - FAILURES_SHOWN);
        fprintf(stderr, "%s\n", line.text);
    }
    return failures;
}

static int cmd_check(const struct tool_args *a)
{
    struct pack pack;
    int failures = check_levels(a, &pack);
    if (failures < 0)
        return 1;
    /* The tally goes with the pass line, so stderr holds only failures. */
    error_line line;
    if (failures == 0)
        error_fail(&line, "%s: all %d levels pass", a->file ? a->file : "code", pack.count);
    else
        error_fail(&line, "%s: %d failures", a->file ? a->file : "code", failures);
    printf("%s\n", line.text);
    pack_free(&pack);
    return failures == 0 ? 0 : 1;
}

/* The pack in bytes (packbytes.h) to path, atomically as pack_write writes. */
static int write_bytes(const char *path, const struct pack *pack, error_line *err)
{
    uint8_t *bytes;
    size_t len;
    if (packbytes_write(pack, &bytes, &len, err) != 0)
        return -1;
    int status = file_write_atomic(path, bytes, len, err);
    free(bytes);
    return status;
}

static int cmd_bake(const struct tool_args *a)
{
    struct pack pack;
    int failures = check_levels(a, &pack);
    if (failures < 0)
        return 1;
    int status = 0;
    error_line err;
    if (failures > 0) {
        error_fail(&err, "%s: %d failures; not baked", a->file, failures);
        fprintf(stderr, "levelgen: %s\n", err.text);
        status = 1;
    } else if ((a->bytes ? write_bytes(a->out, &pack, &err) : pack_write(a->out, &pack, &err)) != 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        status = 1;
    }
    pack_free(&pack);
    return status;
}

int main(int argc, char **argv)
{
    static int (*const run[])(const struct tool_args *a) = {
        [CMD_SOLVE] = cmd_solve, [CMD_RATE] = cmd_rate, [CMD_CHECK] = cmd_check,
        [CMD_BAKE] = cmd_bake,   [CMD_PACK] = cmd_pack, [CMD_CURVE] = cmd_curve,
        [CMD_CODE] = cmd_code,   [CMD_DECODE] = cmd_decode, [CMD_DAILY] = cmd_daily,
        [CMD_ENDLESS] = cmd_endless,
    };
    struct tool_args a;
    error_line err;
    os_ignore_size_signal(); /* a file-size limit is a failed write, said, not a kill */
    if (os_utf8_args(&argc, &argv) != 0) {
        fputs("levelgen: out of memory reading the command line\n", stderr);
        return 1;
    }
    if (tool_args_parse(&a, argc, argv, &err) != 0) {
        fprintf(stderr, "levelgen: %s (try 'levelgen --help')\n", err.text);
        return 2;
    }
    int status = 0;
    if (a.command == CMD_HELP) {
        fputs(USAGE, stdout);
    } else if (a.out && file_check_output(a.out, &err) != 0) { /* before the work, not after it */
        fprintf(stderr, "levelgen: %s\n", err.text);
        status = 1;
    } else {
        status = run[a.command](&a);
    }
    /* (a command that failed has said why: -o - onto a full disk is said once) */
    if (file_flush_stdout(&err) != 0 && status == 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        return 1;
    }
    return status;
}
