/* The row of tiles under the select (tilerow.h), with words measured as a fixed width a
 * character: each tile's words fit inside it with the pad to spare, the tiles stay in
 * the field and apart, the richest words that fit are chosen (so a won daily keeps
 * "won" and its streak as the room shrinks), the locked endless tile is never the
 * widest, and a pointer finds each tile where it is drawn. Screenshots of the same row
 * at real sizes are test_shots'. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "game/select/tilerow.h"
#include "levelgen/daily.h"
#include "levelgen/geometry.h"

/* Field units a character: as the words' size grows against the field (a small window,
 * where words keep 11 points), so does this. */
static float per_char;

static float measure(void *ctx, enum row_tile tile, const char *words)
{
    (void)ctx;
    (void)tile;
    return per_char * (float)strlen(words);
}

static char DAILY_WON[400];
static const char WORKSHOP[] = "Workshop - W\nWorkshop";
static const char ENDLESS[] = "Endless oo";

static void check_row(const struct tile_row *row, float pad, const char *const words[ROW_TILES])
{
    for (int i = 0; i < ROW_TILES; i++) {
        char form[256];
        tilerow_form(words[i], row->form[i], form, sizeof form);
        float left = row->cx[i] - row->half_w[i], right = row->cx[i] + row->half_w[i];
        assert_true(left >= ROW_MARGIN - 0.01f);
        assert_true(right <= FIELD_WIDTH - ROW_MARGIN + 0.01f);
        if (i > 0)
            assert_true(left - (row->cx[i - 1] + row->half_w[i - 1]) >= ROW_GAP - 0.01f);
        assert_true(row->room[i] <= 2 * row->half_w[i] - 2 * pad + 0.01f);
        if (measure(NULL, (enum row_tile)i, form) > row->room[i] + 0.01f)
            fail_msg("tile %d: \"%s\" (%.1f) is wider than its room (%.1f) at %.1f units a character", i, form,
                     measure(NULL, (enum row_tile)i, form), row->room[i], per_char);
        assert_int_equal(tilerow_at(row, (int)row->cx[i], ROW_Y), i);
        assert_int_equal(tilerow_at(row, (int)row->cx[i], ROW_Y + ROW_HALF_H + 1), -1);
    }
}

static void test_words_fit_their_tiles_at_every_size(void **state)
{
    (void)state;
    int64_t day;
    assert_int_equal(daily_parse("2026-12-03", &day, NULL), 0);
    tilerow_daily_words(DAILY_WON, sizeof DAILY_WON, day, &(struct daily_day){day, true, 4, true, false}, 12);
    const char *const words[ROW_TILES] = {DAILY_WON, ENDLESS, WORKSHOP};
    int last_form = 0;
    for (per_char = 2; per_char <= 20; per_char += 0.25f) {
        struct tile_row row;
        tilerow_lay_out(&row, words, false, 8, measure, NULL);
        check_row(&row, 8, words);
        /* a locked endless tile takes what its words need and no more */
        assert_float_equal(row.half_w[ROW_ENDLESS] * 2, measure(NULL, ROW_ENDLESS, ENDLESS) + 16, 0.01f);
        /* as the words grow, the daily's words grow barer, never richer, and keep "Won" and
         * the streak to the last */
        assert_true(row.form[ROW_DAILY] >= last_form);
        last_form = row.form[ROW_DAILY];
        char form[256];
        tilerow_form(DAILY_WON, row.form[ROW_DAILY], form, sizeof form);
        assert_non_null(strstr(form, "on"));
        assert_non_null(strstr(form, "12"));
    }
    assert_int_equal(last_form, 5); /* the barest was reached */
    per_char = 2;
    struct tile_row row;
    tilerow_lay_out(&row, words, false, 8, measure, NULL);
    assert_int_equal(row.form[ROW_DAILY], 0); /* with room, all of it */
    assert_int_equal(row.form[ROW_WORKSHOP], 0);
    assert_true(row.half_w[ROW_ENDLESS] < row.half_w[ROW_DAILY]); /* and the locked endless narrowest */
    assert_true(row.half_w[ROW_ENDLESS] < row.half_w[ROW_WORKSHOP]);
}

static void test_an_open_endless_tile_shares_the_room(void **state)
{
    (void)state;
    per_char = 4;
    const char *const words[ROW_TILES] = {"Daily Thu 12-03 - streak 0\nDaily", ENDLESS, WORKSHOP};
    struct tile_row locked, open;
    tilerow_lay_out(&locked, words, false, 8, measure, NULL);
    tilerow_lay_out(&open, words, true, 8, measure, NULL);
    check_row(&open, 8, words);
    assert_true(open.half_w[ROW_ENDLESS] > locked.half_w[ROW_ENDLESS]);
    /* the row is used whole */
    float right = open.cx[ROW_WORKSHOP] + open.half_w[ROW_WORKSHOP];
    assert_true(right > FIELD_WIDTH - ROW_MARGIN - 0.5f);
}

/* Words too wide for the row even at their barest: every tile narrows in proportion and
 * stays within the field; the words' room narrows with it (the drawing narrows them). */
static void test_words_too_wide_narrow_in_proportion(void **state)
{
    (void)state;
    per_char = 40;
    const char *const words[ROW_TILES] = {DAILY_WON, ENDLESS, WORKSHOP};
    struct tile_row row;
    tilerow_lay_out(&row, words, false, 8, measure, NULL);
    assert_int_equal(row.form[ROW_DAILY], 5);
    assert_true(row.cx[ROW_WORKSHOP] + row.half_w[ROW_WORKSHOP] <= FIELD_WIDTH - ROW_MARGIN + 0.01f);
    for (int i = 0; i < ROW_TILES; i++)
        assert_true(row.room[i] > 0 && row.room[i] < 2 * row.half_w[i]);
}

/* The daily tile's words: every form of a day won says so and gives the streak; every
 * form of a day not won names the daily and gives the streak; the richest names the day. */
static void test_the_daily_tiles_words(void **state)
{
    (void)state;
    int64_t day;
    assert_int_equal(daily_parse("2026-12-03", &day, NULL), 0);
    char words[400], form[256];
    tilerow_daily_words(words, sizeof words, day, &(struct daily_day){day, true, 4, true, false}, 12);
    assert_string_equal(tilerow_form(words, 0, form, sizeof form),
                        "Daily Thu 12-03  \xc2\xb7  won in 4, hint  \xc2\xb7  streak 12");
    for (int k = 0; k < 6; k++) {
        tilerow_form(words, k, form, sizeof form);
        assert_true(strstr(form, "won") || strstr(form, "Won"));
        assert_non_null(strstr(form, "12"));
    }
    assert_string_equal(tilerow_form(words, 9, form, sizeof form), "Won \xc2\xb7 12");
    static const struct daily_day played = {.won = false};
    tilerow_daily_words(words, sizeof words, day, &played, 0);
    assert_string_equal(tilerow_form(words, 0, form, sizeof form), "Daily Thu 12-03  \xc2\xb7  streak 0");
    for (int k = 0; k < 5; k++) {
        tilerow_form(words, k, form, sizeof form);
        assert_non_null(strstr(form, "Daily"));
        assert_null(strstr(form, "on"));
    }
}

static void test_forms_are_read_one_a_line(void **state)
{
    (void)state;
    char out[64];
    assert_string_equal(tilerow_form("a\nbb\nccc", 0, out, sizeof out), "a");
    assert_string_equal(tilerow_form("a\nbb\nccc", 1, out, sizeof out), "bb");
    assert_string_equal(tilerow_form("a\nbb\nccc", 2, out, sizeof out), "ccc");
    assert_string_equal(tilerow_form("a\nbb\nccc", 5, out, sizeof out), "ccc");
    struct tile_row row;
    tilerow_even(&row);
    assert_int_equal(tilerow_at(&row, ROW_MARGIN + 1, ROW_Y), ROW_DAILY);
    assert_int_equal(tilerow_at(&row, FIELD_WIDTH / 2, ROW_Y), ROW_ENDLESS);
    assert_int_equal(tilerow_at(&row, FIELD_WIDTH - ROW_MARGIN - 1, ROW_Y), ROW_WORKSHOP);
    assert_int_equal(tilerow_at(&row, ROW_MARGIN - 2, ROW_Y), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_words_fit_their_tiles_at_every_size),
        cmocka_unit_test(test_an_open_endless_tile_shares_the_room),
        cmocka_unit_test(test_words_too_wide_narrow_in_proportion),
        cmocka_unit_test(test_the_daily_tiles_words),
        cmocka_unit_test(test_forms_are_read_one_a_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
