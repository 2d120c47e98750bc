/* fuzz_options: the game's command line (options_parse).
 *
 * The input is the arguments, split at NUL bytes. Promises checked: a refused command
 * line gives one line; an accepted one holds only values the game can use (a level
 * within a pack's limit, a positive frame count, a window from 64 to 16384 points each
 * way or none, a screenshot ending in .png or .bmp, --all only with --autoplay, a seed
 * below 2^53 and not with --pack), each
 * string pointing at one of the arguments. */
#include <stdlib.h>
#include <string.h>

#include "game/carillon.h"
#include "game/options.h"
#include "levelgen/pack.h"

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *argv[FUZZ_MAX_ARGS + 2];
    int argc;
    char *copy = fuzz_argv(data, size, "carillon", argv, &argc);
    struct options o;
    error_line err;
    if (options_parse(&o, argc, argv, &err) != 0) {
        fuzz_expect_one_line(&err, NULL);
    } else {
        fuzz_require(o.level >= 0 && o.level <= PACK_MAX_LEVELS, "a level within a pack");
        fuzz_require(o.frames >= 0, "frames are not negative");
        fuzz_require((o.width == 0 && o.height == 0) ||
                         (o.width >= 64 && o.width <= 16384 && o.height >= 64 && o.height <= 16384),
                     "a window of 64 to 16384 points each way, or none");
        fuzz_require(!o.pack || fuzz_is_argument(o.pack, argv, argc), "the pack is an argument");
        if (o.screenshot) {
            size_t n = strlen(o.screenshot);
            fuzz_require(fuzz_is_argument(o.screenshot, argv, argc), "the screenshot is an argument");
            fuzz_require(n > 4 && (strcmp(o.screenshot + n - 4, ".png") == 0 ||
                                   strcmp(o.screenshot + n - 4, ".bmp") == 0),
                         "a screenshot is .png or .bmp");
        }
        fuzz_require(!o.all || o.autoplay, "--all only with --autoplay");
        fuzz_require(!o.seeded || (o.seed < (1ull << 53) && !o.pack),
                     "a seed a pack file can hold, and never with --pack");
    }
    free(copy);
    return 0;
}
