/* fuzz_levelgen_args: the levelgen tool's command line (tool_args_parse).
 *
 * The input is the arguments after the program name, split at NUL bytes. Promises
 * checked: wrong usage gives one line; accepted usage names a command and everything
 * that command needs (a pack file or a code to read, a file to write, a seed below 2^53,
 * 1 to 64 threads, a level within a pack's limit, a date), each string pointing at one of
 * the arguments. */
#include <stdlib.h>

#include "levelgen/pack.h"
#include "levelgen/tool/tool.h"

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *argv[FUZZ_MAX_ARGS + 2];
    int argc;
    char *copy = fuzz_argv(data, size, "levelgen", argv, &argc);
    struct tool_args a;
    error_line err;
    if (tool_args_parse(&a, argc, argv, &err) != 0) {
        fuzz_expect_one_line(&err, NULL);
    } else {
        int takes_code = a.command == CMD_SOLVE || a.command == CMD_RATE || a.command == CMD_CHECK;
        int reads = takes_code || a.command == CMD_BAKE || a.command == CMD_CURVE ||
                    a.command == CMD_CODE;
        int writes = a.command == CMD_BAKE || a.command == CMD_CURVE || a.command == CMD_PACK;
        fuzz_require(a.command >= CMD_HELP && a.command <= CMD_DAILY, "a known command");
        fuzz_require(!reads || (a.file && fuzz_is_argument(a.file, argv, argc)) ||
                         (takes_code && a.code && fuzz_is_argument(a.code, argv, argc)),
                     "a pack to read, or a code");
        fuzz_require(!(a.file && a.code), "a pack or a code, not both");
        fuzz_require(a.command != CMD_DECODE || (a.code && fuzz_is_argument(a.code, argv, argc)),
                     "a code to decode");
        fuzz_require(a.command != CMD_CODE || a.level >= 1, "a level to write the code of");
        fuzz_require(a.command != CMD_DAILY || (a.date && fuzz_is_argument(a.date, argv, argc)),
                     "a date");
        fuzz_require(!writes || (a.out && fuzz_is_argument(a.out, argv, argc)), "a file to write");
        fuzz_require(a.level >= 0 && a.level <= PACK_MAX_LEVELS, "a level within a pack");
        fuzz_require(a.seed < (1ull << 53), "a seed a pack file can hold");
        fuzz_require(a.threads >= 1 && a.threads <= 64, "1 to 64 threads");
    }
    free(copy);
    return 0;
}
