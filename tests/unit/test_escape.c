/* The one escaper (error.h) every printed name goes through: C0 controls and DEL, bytes
 * of no character, C1 controls, bidirectional overrides and line separators come out as
 * visible escapes; letters of any script come out as they are; a quoted text is cut
 * short whole characters at a time. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "base/error.h"

static void escaped(const char *in, const char *want)
{
    error_line e;
    error_fail(&e, "%s", in);
    assert_string_equal(e.text, want);
}

static void test_controls_and_reordering_are_shown_not_obeyed(void **state)
{
    (void)state;
    escaped("p\033]0;x\007.json", "p\\x1b]0;x\\x07.json");          /* an OSC title */
    escaped("a\nb\rc\td\x7f", "a\\x0ab\\x0dc\\x09d\\x7f");
    escaped("raw\x9b" "31m", "raw\\x9b31m");                        /* a raw C1 byte */
    escaped("c1\xc2\x9b" "31m", "c1\\u009b31m");                    /* U+009B */
    escaped("x\xc2\x85y", "x\\u0085y");                             /* NEL */
    escaped("evil\xe2\x80\xaegnp.json", "evil\\u202egnp.json");     /* RIGHT-TO-LEFT OVERRIDE */
    escaped("\xe2\x81\xa6i\xe2\x81\xa9", "\\u2066i\\u2069");        /* isolates */
    escaped("\xe2\x80\x8f\xd8\x9c", "\\u200f\\u061c");              /* marks */
    escaped("l\xe2\x80\xa8l", "l\\u2028l");                         /* line separator */
    escaped("\xc0\xaf\xed\xa0\x80", "\\xc0\\xaf\\xed\\xa0\\x80");   /* overlong, surrogate */
    escaped("\xe2\x80", "\\xe2\\x80");                              /* cut short */
}

static void test_letters_pass_as_they_are(void **state)
{
    (void)state;
    escaped("niveaux-\xc3\xa9t\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9f\x94\x94.json",
            "niveaux-\xc3\xa9t\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9f\x94\x94.json");
    escaped("\xc2\xa0\xc2\xb7", "\xc2\xa0\xc2\xb7"); /* just past the C1 controls */
}

static void test_quoted_text_is_cut_whole(void **state)
{
    (void)state;
    char out[ERROR_SHOWN_MAX];
    char in[200];
    memset(in, '\x1b', sizeof in - 1);
    in[sizeof in - 1] = '\0';
    error_shown(in, out);
    assert_int_equal(strlen(out), ERROR_SHOWN_CHARS * 4 + 3);
    assert_string_equal(out + strlen(out) - 7, "\\x1b...");
    assert_string_equal(error_shown("short\xe2\x80\xae", out), "short\\u202e");
    /* the line cut where the buffer ends never splits an escape */
    error_line e;
    error_fail(&e, "%s", in);
    assert_true(strlen(e.text) % 4 == 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_controls_and_reordering_are_shown_not_obeyed),
        cmocka_unit_test(test_letters_pass_as_they_are),
        cmocka_unit_test(test_quoted_text_is_cut_whole),
    };
    return cmocka_run_group_tests_name("escape", tests, NULL, NULL);
}
