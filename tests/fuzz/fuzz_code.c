/* fuzz_code: the level code reader (code_decode and code_open).
 *
 * The input is taken two ways, by its first byte: as it is (any bytes, so every fault of
 * the text is met), or with every byte turned into a letter or digit, 'C1' put in front
 * and the checksum made to hold (code_seal), so that the digits themselves are explored.
 * Promises checked: a refused code gives one line beginning "code '"; an accepted one is
 * 1 to 64 dots of known size and note, fair and in reading order, whose code written
 * afresh is the very same text (one field, one code), and which opens, proven and rated,
 * to a solution that clears it. */
#include <stdlib.h>
#include <string.h>

#include "levelgen/code.h"
#include "levelgen/graph.h"

#include "fuzz.h"

static const char DIGITS[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 4 * CODE_MAX)
        return 0;
    char *code = malloc(size + 2);
    fuzz_require(code != NULL, "memory for the input");
    if (data[0] & 1) {
        code[0] = 'C';
        code[1] = '1';
        for (size_t i = 1; i < size; i++)
            code[i + 1] = DIGITS[data[i] % 62];
        code[size + 1] = '\0';
        if (size + 1 >= 7)
            code_seal(code);
    } else {
        memcpy(code, data + 1, size - 1);
        code[size - 1] = '\0'; /* a NUL inside ends the code early, as in a C string */
    }

    struct dot dots[DOTSET_MAX];
    int n = -1;
    error_line err;
    if (code_decode(code, dots, &n, &err) != 0) {
        fuzz_expect_one_line(&err, "code '");
        free(code);
        return 0;
    }
    fuzz_require(n >= 1 && n <= DOTSET_MAX, "1 to 64 dots");
    for (int i = 0; i < n; i++) {
        fuzz_require(dots[i].size < SIZE_COUNT && dots[i].note < NOTE_COUNT, "a known size and note");
        fuzz_require(i == 0 || dots[i - 1].y < dots[i].y ||
                         (dots[i - 1].y == dots[i].y && dots[i - 1].x < dots[i].x),
                     "dots in reading order");
    }
    fuzz_require(field_check_fair(dots, n, NULL) == 0, "an accepted field is fair");
    char again[CODE_MAX + 1];
    fuzz_require(code_encode(dots, n, again, NULL) == 0, "an accepted field can be written");
    fuzz_require(strcmp(again, code) == 0, "one field, one code");

    struct level lv;
    if (code_open(code, &lv, &err) != 0) {
        fuzz_expect_one_line(&err, "code '");
    } else {
        struct chain_graph g;
        graph_build(&g, lv.dots, lv.n);
        dotset taps = 0;
        for (int t = 0; t < lv.taps; t++)
            taps |= dotset_of(lv.solution[t]);
        fuzz_require(graph_popped(&g, taps) == dotset_all(lv.n), "the answer clears the field");
        fuzz_require(lv.taps == g.fewest_taps, "par is the fewest taps");
    }
    free(code);
    return 0;
}
