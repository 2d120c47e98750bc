/* The command line: every option is read, and every wrong argument is refused with one
 * line that names it; read from a page's link, the line names the link's parameter in a
 * player's words, never an option. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "game/carillon.h"
#include "game/options.h"

#define ARGS(...) (char *[]){"carillon", __VA_ARGS__}
#define COUNT(...) (int)(sizeof((char *[]){"carillon", __VA_ARGS__}) / sizeof(char *))
#define PARSE(o, err, ...) options_parse(o, COUNT(__VA_ARGS__), ARGS(__VA_ARGS__), err)

static void test_every_option_is_read(void **state)
{
    (void)state;
    struct options o;
    error_line err;
    assert_int_equal(PARSE(&o, &err, "--level", "7", "--pack", "p.json", "--headless", "--autoplay",
                           "--frames", "90", "--screenshot", "s.png", "--mute", "--size", "640x480"),
                     0);
    assert_int_equal(o.level, 7);
    assert_string_equal(o.pack, "p.json");
    assert_true(o.headless && o.autoplay && o.mute);
    assert_false(o.all);
    assert_int_equal(o.frames, 90);
    assert_string_equal(o.screenshot, "s.png");
    assert_int_equal(o.width, 640);
    assert_int_equal(o.height, 480);
    assert_false(o.help || o.version);

    assert_int_equal(options_parse(&o, 1, ARGS(NULL), &err), 0);
    assert_int_equal(o.level, 0);
    assert_null(o.pack);
    assert_int_equal(PARSE(&o, &err, "--help"), 0);
    assert_true(o.help);
    assert_int_equal(PARSE(&o, &err, "--version", "--screenshot", "x.bmp"), 0);
    assert_true(o.version);
    assert_int_equal(PARSE(&o, &err, "--seed", "9007199254740991"), 0);
    assert_true(o.seeded && o.seed == 9007199254740991ull);
    assert_int_equal(PARSE(&o, &err, "--all", "--autoplay"), 0);
    assert_true(o.all && o.autoplay);
}

static void test_wrong_arguments_are_named(void **state)
{
    (void)state;
    static const struct {
        char *a, *b;
        const char *says;
    } wrong[] = {
        {"--level", "0", "'0'"},          {"--level", "x", "'x'"},
        {"--level", "7a", "'7a'"},        {"--level", "99999999999", "'99999999999'"},
        {"--frames", "-3", "'-3'"},       {"--size", "640", "'640'"},
        {"--size", "10x10", "'10x10'"},   {"--size", "x480", "'x480'"},
        {"--screenshot", "shot.jpg", "'shot.jpg'"}, {"--bells", NULL, "'--bells'"},
        {"level", NULL, "'level'"},       {"--pack", NULL, "--pack needs a value"},
        {"--seed", "-1", "'-1'"},         {"--seed", "9007199254740992", "'9007199254740992'"},
        {"--all", NULL, "--all goes with --autoplay"},
    };
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        struct options o;
        error_line err;
        char *argv[] = {"carillon", wrong[i].a, wrong[i].b, NULL};
        assert_int_equal(options_parse(&o, wrong[i].b ? 3 : 2, argv, &err), -1);
        assert_non_null(strstr(err.text, wrong[i].says));
        assert_null(strchr(err.text, '\n'));
    }
}

static void test_a_links_values_are_named_in_its_words(void **state)
{
    (void)state;
    static const struct {
        char *a, *b, *c, *d;
        const char *says;
    } wrong[] = {
        {"--level", "abc", NULL, NULL, "the link's level wants a level number from 1, not 'abc'"},
        {"--seed", "-1", NULL, NULL, "the link's seed wants a number from 0 to 2^53-1, not '-1'"},
        {"--level", NULL, NULL, NULL, "the link's level needs a value"},
        {"--level", "3", "--level", "4", "the link's level is given twice"},
        {"--level", "3", "--code", "C1abc", "a link opens one thing: a level, a code or a day"},
    };
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        struct options o;
        error_line err;
        char *argv[] = {"carillon", wrong[i].a, wrong[i].b, wrong[i].c, wrong[i].d, NULL};
        int argc = wrong[i].d ? 5 : wrong[i].b ? 3 : 2;
        assert_int_equal(options_parse_link(&o, argc, argv, &err), -1);
        assert_string_equal(err.text, wrong[i].says);
        assert_int_equal(options_parse(&o, argc, argv, &err), -1); /* the desktop names its options */
        assert_non_null(strstr(err.text, "--"));
    }
    struct options o;
    char *argv[] = {"carillon", "--daily", "2027-02-30", NULL};
    assert_int_equal(options_parse_link(&o, 3, argv, NULL), 0);
    assert_true(o.link && o.daily);
    assert_string_equal(options_name(&o, "--daily"), "the link's day");
    assert_int_equal(options_parse(&o, 3, argv, NULL), 0);
    assert_string_equal(options_name(&o, "--daily"), "--daily");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_option_is_read),
        cmocka_unit_test(test_wrong_arguments_are_named),
        cmocka_unit_test(test_a_links_values_are_named_in_its_words),
    };
    return cmocka_run_group_tests_name("options", tests, NULL, NULL);
}
