/* check: slow (make check leaves it to make test) */
/* The pack file: what is written reads back to the same pack and the same bytes; every
 * malformed file in tests/data/bad is refused with one line naming the file and the
 * fault (the table there says which); no damage to a good file crashes the reader or
 * gets past it into something the checks cannot handle. The pack in bytes (packbytes.h)
 * reads back to the same pack, and the shipped pack to the same JSON, byte for byte;
 * every cut short, every byte changed and every byte added to it is refused in one line
 * naming the pack, or is a pack the JSON form holds as well. Paths are relative to the
 * repository's root, where tests/run-all.sh runs the tests. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "base/fileio.h"
#include "levelgen/check.h"
#include "levelgen/pack.h"
#include "levelgen/packbytes.h"
#include "levelgen/solver.h"
#include "support/fields.h"

static const char *const GOOD_PACKS[] = {"tests/data/good/tiny.json",
                                         "tests/data/good/two-levels.json"};

static char *read_whole(const char *path, size_t *len)
{
    error_line err;
    char *text = file_read(path, PACK_MAX_BYTES, len, &err);
    if (!text)
        fail_msg("%s", err.text);
    return text;
}

static void assert_same_pack(const struct pack *a, const struct pack *b)
{
    assert_true(a->seed == b->seed);
    assert_int_equal(a->count, b->count);
    for (int i = 0; i < a->count; i++) {
        const struct level *x = &a->levels[i], *y = &b->levels[i];
        assert_int_equal(x->number, y->number);
        assert_int_equal(x->taps, y->taps);
        assert_int_equal(x->centibits, y->centibits);
        assert_int_equal(x->n, y->n);
        for (int d = 0; d < x->n; d++) {
            assert_int_equal(x->dots[d].x, y->dots[d].x);
            assert_int_equal(x->dots[d].y, y->dots[d].y);
            assert_int_equal(x->dots[d].size, y->dots[d].size);
            assert_int_equal(x->dots[d].note, y->dots[d].note);
        }
        for (int t = 0; t < x->taps; t++)
            assert_int_equal(x->solution[t], y->solution[t]);
    }
}

/* A pack of grown fields with their solver answers, plus the extremes the format
 * allows: one dot, 64 dots, dots on the field's edges, 0 and 999.99 bits, the largest
 * seed a JSON number holds exactly. */
static void make_pack(struct pack *pack)
{
    error_line err;
    assert_int_equal(pack_alloc(pack, 14, &err), 0);
    pack->seed = 9007199254740991u;
    struct rng r;
    rng_seed(&r, 5, 5);
    for (int i = 0; i < pack->count; i++) {
        struct level *lv = &pack->levels[i];
        lv->number = i + 1;
        if (i == 0) {
            lv->n = 1;
            lv->dots[0] = (struct dot){.x = 18, .y = 782, .size = SIZE_NORMAL, .note = 5};
        } else if (i == 1) {
            lv->n = DOTSET_MAX;
            for (int d = 0; d < DOTSET_MAX; d++)
                lv->dots[d] = (struct dot){.x = (int16_t)(12 + 88 * (d % 8)),
                                           .y = (int16_t)(12 + 110 * (d / 8)),
                                           .size = SIZE_SMALL, .note = (uint8_t)(d % NOTE_COUNT)};
        } else {
            struct grow_options opt = {.dots = 10 + 4 * i, .roots = 1 + i % 5, .fair = true,
                                       .roots_untouched = true};
            lv->n = field_grow(&r, lv->dots, &opt);
        }
        struct chain_graph g;
        graph_build(&g, lv->dots, lv->n);
        struct solution s;
        solve_fewest(&g, &s);
        lv->taps = s.taps;
        memcpy(lv->solution, s.answer, (size_t)s.taps);
        lv->centibits = i == 2 ? 99999 : i == 3 ? 0 : 37 * i;
    }
}

static void test_write_read_write_is_byte_identical(void **state)
{
    (void)state;
    struct pack pack, again;
    make_pack(&pack);
    error_line err;
    char *text = pack_format(&pack, &err);
    assert_non_null(text);
    if (pack_parse(text, strlen(text), "formatted", &again, &err) != 0)
        fail_msg("%s", err.text);
    assert_same_pack(&pack, &again);
    char *text_again = pack_format(&again, &err);
    assert_non_null(text_again);
    assert_string_equal(text, text_again);
    assert_non_null(strstr(text, "\"seed\": 9007199254740991,"));
    assert_non_null(strstr(text, "\"bits\": 999.99,"));
    assert_non_null(strstr(text, "\"bits\": 0.00,"));
    free(text);
    free(text_again);
    pack_free(&pack);
    pack_free(&again);
}

/* The committed packs were written by pack_write, so they pin its exact bytes. */
static void test_committed_packs_are_in_the_writers_form(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof GOOD_PACKS / sizeof GOOD_PACKS[0]; i++) {
        size_t len;
        char *file = read_whole(GOOD_PACKS[i], &len);
        struct pack pack;
        error_line err;
        if (pack_read(GOOD_PACKS[i], &pack, &err) != 0)
            fail_msg("%s", err.text);
        char *text = pack_format(&pack, &err);
        assert_non_null(text);
        assert_string_equal(text, file);
        free(text);
        free(file);
        pack_free(&pack);
    }
}

static int files_in(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int count = 0;
    for (struct dirent *e; (e = readdir(d));)
        count += e->d_name[0] != '.';
    closedir(d);
    return count;
}

static void test_write_replaces_the_file_whole(void **state)
{
    (void)state;
    char dir[] = "/tmp/carillon-test-pack-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[128], missing[160];
    snprintf(path, sizeof path, "%s/pack.json", dir);
    snprintf(missing, sizeof missing, "%s/no-such-folder/pack.json", dir);

    struct pack pack, back;
    make_pack(&pack);
    error_line err;
    FILE *old = fopen(path, "w");
    assert_non_null(old);
    fputs("an older, longer file that the new pack must replace entirely, not overwrite in part",
          old);
    fclose(old);
    assert_int_equal(pack_write(path, &pack, &err), 0);
    assert_int_equal(files_in(dir), 1); /* no temporary file left beside it */
    if (pack_read(path, &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_same_pack(&pack, &back);

    assert_int_equal(pack_write(missing, &pack, &err), -1);
    assert_non_null(strstr(err.text, "no-such-folder/pack.json: cannot write a temporary file"));

    pack_free(&pack);
    pack_free(&back);
    remove(path);
    rmdir(dir);
}

/* Every row of tests/data/bad/expected.txt: "file<TAB>text the error must contain". */
static void test_every_bad_file_is_refused_in_one_line(void **state)
{
    (void)state;
    size_t len;
    char *table = read_whole("tests/data/bad/expected.txt", &len);
    int rows = 0;
    for (char *line = strtok(table, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#')
            continue;
        char *tab = strchr(line, '\t');
        assert_non_null(tab);
        *tab = '\0';
        char path[256];
        snprintf(path, sizeof path, "tests/data/bad/%s", line);
        struct pack pack = {.count = 99};
        error_line err;
        if (pack_read(path, &pack, &err) == 0)
            fail_msg("%s was read without complaint", path);
        if (strncmp(err.text, path, strlen(path)) != 0 || err.text[strlen(path)] != ':' ||
            !strstr(err.text, tab + 1) || strchr(err.text, '\n'))
            fail_msg("%s: wanted one line containing \"%s\", got \"%s\"", path, tab + 1, err.text);
        assert_null(pack.levels);
        assert_int_equal(pack.count, 0);
        rows++;
    }
    assert_true(rows >= 100);
    free(table);
}

/* pack_parse reads exactly len bytes: a copy with no NUL after it parses (ASan would see
 * a read past the end), and garbage just past len is never looked at. */
static void test_parse_stays_within_len(void **state)
{
    (void)state;
    size_t len;
    char *file = read_whole(GOOD_PACKS[1], &len);
    char *exact = malloc(len);
    assert_non_null(exact);
    memcpy(exact, file, len);
    struct pack pack;
    error_line err;
    assert_int_equal(pack_parse(exact, len, "exact", &pack, &err), 0);
    pack_free(&pack);
    free(exact);

    char *longer = malloc(len + 8);
    assert_non_null(longer);
    memcpy(longer, file, len);
    memcpy(longer + len, "garbage!", 8);
    assert_int_equal(pack_parse(longer, len, "longer", &pack, &err), 0);
    pack_free(&pack);
    assert_int_equal(pack_parse(longer, len + 8, "longer", &pack, &err), -1);
    assert_non_null(strstr(err.text, "longer: more text after the JSON value"));
    free(longer);
    free(file);
}

/* Refused in one line naming the file, and nothing left behind. */
static void assert_refused(const char *text, size_t len)
{
    struct pack pack;
    error_line err;
    assert_int_equal(pack_parse(text, len, "damaged.json", &pack, &err), -1);
    assert_true(strncmp(err.text, "damaged.json: ", 14) == 0);
    assert_null(strchr(err.text, '\n'));
    assert_null(pack.levels);
}

static void count_report(void *ctx, const struct level *lv, const char *what)
{
    (void)lv;
    (void)what;
    ++*(int *)ctx;
}

/* Every prefix of a pack short of its closing brace is refused. Then each byte is
 * replaced by a few others: the reader refuses the result in one line, or accepts
 * something that survives the whole check (graph, solver, bits) and writes back to the
 * same pack. */
static void test_damage_is_refused_or_harmless(void **state)
{
    (void)state;
    size_t len;
    char *file = read_whole(GOOD_PACKS[1], &len);
    size_t last_brace = (size_t)(strrchr(file, '}') - file);
    for (size_t cut = 0; cut <= last_brace; cut++)
        assert_refused(file, cut);

    static const char replacements[] = {'0', '9', '-', '"', '}', ']', ',', 'e', ' '};
    int accepted = 0, reports = 0;
    for (size_t at = 0; at < len; at++) {
        for (size_t k = 0; k < sizeof replacements; k++) {
            if (file[at] == replacements[k])
                continue;
            char saved = file[at];
            file[at] = replacements[k];
            struct pack pack, again;
            error_line err;
            if (pack_parse(file, len, "damaged.json", &pack, &err) == 0) {
                accepted++;
                check_pack(&pack, count_report, &reports);
                char *text = pack_format(&pack, &err);
                assert_non_null(text);
                assert_int_equal(pack_parse(text, strlen(text), "again", &again, &err), 0);
                assert_same_pack(&pack, &again);
                free(text);
                pack_free(&again);
                pack_free(&pack);
            } else {
                assert_null(strchr(err.text, '\n'));
            }
            file[at] = saved;
        }
    }
    /* some damage gets through (x 100 -> 109 does, a note 0 -> 9 does not), and some of
     * what gets through breaks a rule that only the check sees */
    assert_true(accepted > 10);
    assert_true(reports > 0);
    free(file);
}

/* ---- the pack in bytes ----------------------------------------------------------------- */

static void test_bytes_read_back_to_the_same_pack_and_json(void **state)
{
    (void)state;
    struct pack pack, again;
    make_pack(&pack);
    error_line err;
    uint8_t *bytes;
    size_t len;
    assert_int_equal(packbytes_write(&pack, &bytes, &len, &err), 0);
    assert_true(packbytes_is(bytes, len));
    if (pack_parse((const char *)bytes, len, "bytes", &again, &err) != 0)
        fail_msg("%s", err.text);
    assert_same_pack(&pack, &again);
    free(bytes);
    pack_free(&pack);
    pack_free(&again);

    /* the shipped pack: through bytes, the same JSON file, a tenth of its size */
    size_t json_len;
    char *json = read_whole("assets/levels.json", &json_len);
    assert_int_equal(pack_parse(json, json_len, "levels.json", &pack, &err), 0);
    assert_int_equal(packbytes_write(&pack, &bytes, &len, &err), 0);
    assert_true(len * 10 < json_len);
    assert_int_equal(pack_parse((const char *)bytes, len, "levels.pack", &again, &err), 0);
    char *text = pack_format(&again, &err);
    assert_non_null(text);
    assert_string_equal(text, json);
    free(text);
    free(json);
    free(bytes);
    pack_free(&pack);
    pack_free(&again);
}

/* What a damaged pack in bytes comes to: refused in one line that names it, or a pack
 * the JSON form writes and reads back the same (so nothing the JSON reader would refuse
 * gets in). */
static bool refused_or_sound(const uint8_t *bytes, size_t len)
{
    struct pack pack, again;
    error_line err;
    if (pack_parse((const char *)bytes, len, "levels.pack", &pack, &err) != 0) {
        assert_null(strchr(err.text, '\n'));
        assert_true(strncmp(err.text, "levels.pack: ", 13) == 0);
        assert_int_equal(pack.count, 0);
        return true;
    }
    char *text = pack_format(&pack, &err);
    assert_non_null(text);
    if (pack_parse(text, strlen(text), "again", &again, &err) != 0)
        fail_msg("accepted in bytes, refused as JSON: %s", err.text);
    assert_same_pack(&pack, &again);
    free(text);
    pack_free(&pack);
    pack_free(&again);
    return false;
}

static void test_damaged_bytes_are_refused_or_sound(void **state)
{
    (void)state;
    struct pack pack;
    make_pack(&pack);
    error_line err;
    uint8_t *bytes;
    size_t len;
    assert_int_equal(packbytes_write(&pack, &bytes, &len, &err), 0);
    pack_free(&pack);
    for (size_t cut = 0; cut < len; cut++)
        assert_true(refused_or_sound(bytes, cut));
    static const uint8_t values[] = {0x00, 0x01, 0x3f, 0x40, 0x7f, 0x80, 0xff};
    int refused = 0;
    for (size_t at = 0; at < len; at++)
        for (size_t k = 0; k < sizeof values; k++) {
            uint8_t saved = bytes[at];
            bytes[at] = values[k];
            refused += refused_or_sound(bytes, len);
            bytes[at] = saved;
        }
    assert_true(refused > 0);
    uint8_t *longer = malloc(len + 1);
    assert_non_null(longer);
    memcpy(longer, bytes, len);
    longer[len] = 0;
    assert_true(refused_or_sound(longer, len + 1));
    /* the lines a player would read */
    assert_int_equal(pack_parse((const char *)longer, len + 1, "levels.pack", &pack, &err), -1);
    assert_string_equal(err.text, "levels.pack: 1 bytes follow the last level");
    assert_int_equal(pack_parse((const char *)bytes, len - 1, "levels.pack", &pack, &err), -1);
    assert_string_equal(err.text, "levels.pack: level 14: the pack ends 1 bytes short");
    bytes[4] = 2;
    assert_int_equal(pack_parse((const char *)bytes, len, "levels.pack", &pack, &err), -1);
    assert_string_equal(err.text, "levels.pack: it is version 2 of the pack in bytes; this build reads version 1");
    free(longer);
    free(bytes);
}

static void test_file_read_limits(void **state)
{
    (void)state;
    char path[] = "/tmp/carillon-test-read-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    size_t len = 99;
    error_line err;
    char *text = file_read(path, 0, &len, &err); /* an empty file, a limit of 0 */
    assert_non_null(text);
    assert_int_equal(len, 0);
    assert_string_equal(text, "");
    free(text);

    FILE *f = fopen(path, "w");
    assert_non_null(f);
    for (int i = 0; i < 5000; i++)
        fputc('a' + i % 26, f);
    fclose(f);
    text = file_read(path, 5000, &len, &err);
    assert_non_null(text);
    assert_int_equal(len, 5000);
    assert_int_equal(text[4999], 'a' + 4999 % 26);
    assert_int_equal(text[5000], '\0');
    free(text);
    assert_null(file_read(path, 4999, &len, &err));
    assert_non_null(strstr(err.text, ": larger than 4999 bytes"));
    assert_true(strncmp(err.text, path, strlen(path)) == 0);

    remove(path);
    assert_null(file_read(path, 5000, &len, &err));
    assert_non_null(strstr(err.text, ": cannot open: No such file or directory"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_read_write_is_byte_identical),
        cmocka_unit_test(test_committed_packs_are_in_the_writers_form),
        cmocka_unit_test(test_write_replaces_the_file_whole),
        cmocka_unit_test(test_every_bad_file_is_refused_in_one_line),
        cmocka_unit_test(test_parse_stays_within_len),
        cmocka_unit_test(test_damage_is_refused_or_harmless),
        cmocka_unit_test(test_bytes_read_back_to_the_same_pack_and_json),
        cmocka_unit_test(test_damaged_bytes_are_refused_or_sound),
        cmocka_unit_test(test_file_read_limits),
    };
    return cmocka_run_group_tests_name("pack", tests, NULL, NULL);
}
