/* Level codes: every level of the pack under test and 1,000 fields the generator grows
 * come back from their codes as the same field byte for byte, with the same par and bits
 * worked out afresh; a code is letters and digits only; any one mistyped character and
 * any swap of two neighbours is caught; a code pasted with white space around it or as a
 * link reads the same; fields a code must not carry are refused. The
 * exact lines for malformed codes are pinned in tests/data/bad-codes.txt (levelgen.sh). */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/bits.h"
#include "levelgen/code.h"
#include "levelgen/graph.h"
#include "levelgen/grow.h"
#include "levelgen/solver.h"
#include "pack_under_test.h"

static void assert_round_trip(const struct dot *dots, int n, char code[static CODE_MAX + 1])
{
    error_line err;
    if (code_encode(dots, n, code, &err) != 0)
        fail_msg("encode: %s", err.text);
    for (const char *c = code; *c; c++)
        assert_true(isalnum((unsigned char)*c));
    struct dot back[DOTSET_MAX];
    int m = -1;
    if (code_decode(code, back, &m, &err) != 0)
        fail_msg("decode: %s", err.text);
    assert_int_equal(m, n);
    assert_memory_equal(back, dots, sizeof dots[0] * (size_t)n);
}

static void test_every_level_of_the_pack_comes_back(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    if (pack_read(pack_under_test(), &pack, &err) != 0)
        fail_msg("%s", err.text);
    for (int i = 0; i < pack.count; i++) {
        const struct level *lv = &pack.levels[i];
        char code[CODE_MAX + 1];
        assert_round_trip(lv->dots, lv->n, code);
        struct level opened;
        if (code_open(code, &opened, &err) != 0)
            fail_msg("level %d: %s", lv->number, err.text);
        assert_int_equal(opened.taps, lv->taps);
        assert_int_equal(opened.centibits, lv->centibits);
        if (lv->n >= 52)
            assert_true(strlen(code) < 180);
    }
    pack_free(&pack);
}

/* 1,000 fields grown by the generator at every tap count, 5 to 64 dots. */
static void test_a_thousand_grown_fields_come_back(void **state)
{
    (void)state;
    int grown = 0;
    for (int i = 0; grown < 1000; i++) {
        int taps = 1 + i % 5;
        struct grow_spec spec = {.taps = taps, .dots = taps + 4 + (i * 7) % (61 - taps),
                                 .learning = i % 7 == 0, .reach_back_percent = 50, .core = 1,
                                 .big_root_percent = 50, .big_percent = i % 40,
                                 .small_percent = (i * 3) % 60, .leaf_percent = i % 50};
        struct rng r;
        rng_seed(&r, 12, (uint64_t)i);
        struct level lv;
        if (grow_proven(&spec, &r, 8, &lv, NULL) != GROWN)
            continue;
        grown++;
        char code[CODE_MAX + 1];
        assert_round_trip(lv.dots, lv.n, code);
        struct level opened;
        error_line err;
        if (code_open(code, &opened, &err) != 0)
            fail_msg("field %d: %s", i, err.text);
        assert_int_equal(opened.taps, lv.taps);
        assert_int_equal(opened.centibits, lv.centibits);
    }
}

/* Dots given in any order come back in reading order, the order a level is written in. */
static void test_dots_come_back_in_reading_order(void **state)
{
    (void)state;
    const struct dot dots[] = {{400, 600, SIZE_BIG, 2}, {100, 100, SIZE_SMALL, 5},
                               {300, 100, SIZE_NORMAL, 0}};
    char code[CODE_MAX + 1];
    assert_int_equal(code_encode(dots, 3, code, NULL), 0);
    struct dot back[DOTSET_MAX];
    int n;
    assert_int_equal(code_decode(code, back, &n, NULL), 0);
    assert_int_equal(n, 3);
    assert_memory_equal(&back[0], &dots[1], sizeof dots[0]);
    assert_memory_equal(&back[1], &dots[2], sizeof dots[0]);
    assert_memory_equal(&back[2], &dots[0], sizeof dots[0]);
}

/* The extremes: one dot in a corner, and 64 small dots on a grid reaching the edges. */
static void test_the_extremes_fit(void **state)
{
    (void)state;
    char code[CODE_MAX + 1];
    const struct dot one = {12, 12, SIZE_SMALL, 0};
    assert_round_trip(&one, 1, code);
    struct dot grid[DOTSET_MAX];
    for (int d = 0; d < DOTSET_MAX; d++)
        grid[d] = (struct dot){.x = (int16_t)(12 + 88 * (d % 8)), .y = (int16_t)(12 + 110 * (d / 8)),
                               .size = SIZE_SMALL, .note = (uint8_t)(5 - d % NOTE_COUNT)};
    grid[DOTSET_MAX - 1].x = FIELD_WIDTH - 12;
    grid[DOTSET_MAX - 1].y = FIELD_HEIGHT - 12;
    assert_round_trip(grid, DOTSET_MAX, code);
    assert_true(strlen(code) <= CODE_MAX);
}

/* Any one character changed to any other letter or digit, and any two neighbours
 * swapped, is refused. */
static void test_every_typo_and_swap_is_caught(void **state)
{
    (void)state;
    static const char DIGITS[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const struct dot dots[] = {{100, 100, SIZE_BIG, 1}, {400, 500, SIZE_NORMAL, 3},
                               {200, 700, SIZE_SMALL, 4}};
    char code[CODE_MAX + 1], typo[CODE_MAX + 1];
    assert_int_equal(code_encode(dots, 3, code, NULL), 0);
    size_t len = strlen(code);
    struct dot back[DOTSET_MAX];
    int n;
    for (size_t i = 0; i < len; i++) {
        for (const char *c = DIGITS; *c; c++) {
            if (*c == code[i])
                continue;
            memcpy(typo, code, len + 1);
            typo[i] = *c;
            assert_int_not_equal(code_decode(typo, back, &n, NULL), 0);
        }
        if (i + 1 < len && code[i] != code[i + 1]) {
            memcpy(typo, code, len + 1);
            typo[i] = code[i + 1];
            typo[i + 1] = code[i];
            assert_int_not_equal(code_decode(typo, back, &n, NULL), 0);
        }
    }
}

/* A code is made only of a field the reader takes: fair, inside, 1 to 64 dots. */
/* A code as a chat hands it on: with spaces and line breaks around it, or as a link to
 * the page (?code=), reads as the code itself; white space inside it, or a link with
 * no code, is still refused. */
static void test_a_code_is_read_as_pasted(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    if (pack_read(pack_under_test(), &pack, &err) != 0)
        fail_msg("%s", err.text);
    const struct level *lv = &pack.levels[pack.count - 1];
    char code[CODE_MAX + 1], pasted[512];
    assert_round_trip(lv->dots, lv->n, code);
    const char *ways[] = {" %s ", "\n%s\r\n", "\t %s\n\n", "https://carillon.example/?code=%s",
                          " https://carillon.example/play/?lang=en&code=%s#top\n",
                          "https://carillon.example/?code=%s&daily"};
    for (size_t w = 0; w < sizeof ways / sizeof ways[0]; w++) {
        snprintf(pasted, sizeof pasted, ways[w], code);
        struct dot back[DOTSET_MAX];
        int m = -1;
        if (code_decode(pasted, back, &m, &err) != 0)
            fail_msg("'%s': %s", pasted, err.text);
        assert_int_equal(m, lv->n);
        assert_memory_equal(back, lv->dots, sizeof back[0] * (size_t)m);
    }
    const char *refused[] = {"C1Ks7cpx RM5M35ORPgdvwja3n", "https://carillon.example/?level=1",
                             "https://carillon.example/?code=", "https://carillon.example/?barcode=C1Ks7cpxRM5M35ORPgdvwja3n"};
    for (size_t r = 0; r < sizeof refused / sizeof refused[0]; r++) {
        struct dot back[DOTSET_MAX];
        int m;
        assert_int_equal(code_decode(refused[r], back, &m, &err), -1);
    }
    pack_free(&pack);
}

static void test_fields_a_code_cannot_carry_are_refused(void **state)
{
    (void)state;
    char code[CODE_MAX + 1];
    error_line err;
    const struct dot close[] = {{100, 100, SIZE_SMALL, 0}, {130, 100, SIZE_SMALL, 0}};
    assert_int_equal(code_encode(close, 2, code, &err), -1);
    assert_string_equal(err.text, "dots 0 and 1 are closer than 14 units edge to edge");
    const struct dot out[] = {{5, 100, SIZE_SMALL, 0}};
    assert_int_equal(code_encode(out, 1, code, &err), -1);
    assert_string_equal(err.text, "dot 0 at (5,100) is not wholly inside the 640x800 field");
    assert_int_equal(code_encode(out, 0, code, &err), -1);
    assert_string_equal(err.text, "a code holds 1 to 64 dots, not 0");
    /* Made anyway, the reader refuses it with the same reason. */
    assert_int_equal(code_encode_any(close, 2, code, &err), 0);
    struct dot back[DOTSET_MAX];
    int n;
    assert_int_equal(code_decode(code, back, &n, &err), -1);
    assert_non_null(strstr(err.text, "': dots 0 and 1 are closer than 14 units edge to edge"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_level_of_the_pack_comes_back),
        cmocka_unit_test(test_a_thousand_grown_fields_come_back),
        cmocka_unit_test(test_dots_come_back_in_reading_order),
        cmocka_unit_test(test_the_extremes_fit),
        cmocka_unit_test(test_every_typo_and_swap_is_caught),
        cmocka_unit_test(test_fields_a_code_cannot_carry_are_refused),
        cmocka_unit_test(test_a_code_is_read_as_pasted),
    };
    return cmocka_run_group_tests_name("code", tests, NULL, NULL);
}
