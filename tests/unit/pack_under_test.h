/* pack_under_test.h: which pack the tests that loop over "every level" use.
 *
 * CARILLON_PACK when set; otherwise the shipped levels/carillon.json when it exists, so
 * the tests run over the real pack; otherwise the hand-made tests/data/small.json.
 * Tests run from the top of the tree. */
#ifndef TESTS_PACK_UNDER_TEST_H
#define TESTS_PACK_UNDER_TEST_H

#include <stdio.h>
#include <stdlib.h>

#include "levelgen/pack.h"

static inline const char *pack_under_test(void)
{
    const char *path = getenv("CARILLON_PACK");
    if (path)
        return path;
    FILE *real = fopen("levels/carillon.json", "rb");
    if (!real)
        return "tests/data/small.json";
    fclose(real);
    return "levels/carillon.json";
}

/* Reads the pack under test into *pack; says why not (for a cmocka setup) and returns
 * -1 when it cannot. */
static inline int read_pack_under_test(struct pack *pack)
{
    error_line err;
    if (pack_read(pack_under_test(), pack, &err) == 0)
        return 0;
    fprintf(stderr, "%s\n", err.text);
    return -1;
}

#endif
