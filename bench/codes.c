/* Level codes: writing and reading the code of every shipped level (the fastest of a few
 * runs each, to keep other work on the machine out of the figures), and how long the
 * codes are, by dot count. */
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "levelgen/code.h"
#include "levelgen/pack.h"

enum { FASTEST_OF = 3 };

void bench_codes(void)
{
    printf("codes: encode and decode each shipped level\n");
    struct pack pack;
    error_line err;
    if (pack_read("levels/carillon.json", &pack, &err) != 0) {
        printf("  skipped: %s\n", err.text);
        return;
    }
    static double enc[PACK_MAX_LEVELS], dec[PACK_MAX_LEVELS];
    int longest = 0, longest_dots = 0;
    for (int i = 0; i < pack.count; i++) {
        const struct level *lv = &pack.levels[i];
        char code[CODE_MAX + 1];
        struct dot dots[DOTSET_MAX];
        int n;
        enc[i] = dec[i] = 1e9;
        for (int run = 0; run < FASTEST_OF; run++) {
            double t0 = clock_seconds();
            code_encode(lv->dots, lv->n, code, NULL);
            double t1 = clock_seconds();
            code_decode(code, dots, &n, NULL);
            double t2 = clock_seconds();
            enc[i] = t1 - t0 < enc[i] ? t1 - t0 : enc[i];
            dec[i] = t2 - t1 < dec[i] ? t2 - t1 : dec[i];
        }
        if ((int)strlen(code) > longest) {
            longest = (int)strlen(code);
            longest_dots = lv->n;
        }
    }
    bench_report("encode, per level", enc, pack.count);
    bench_report("decode, per level", dec, pack.count);
    printf("  longest code: %d characters (a level of %d dots)\n", longest, longest_dots);
    pack_free(&pack);
}
