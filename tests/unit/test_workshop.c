/* The workshop's state, without a window: placing, dragging, restyling and removing dots,
 * undo and redo (a drag is one edit), every fairness fault found with the dots at fault,
 * the fewest taps, answer and bits worked out live after each edit (or "unrated"), and a
 * code copied only from a fair, rated field. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/play/play.h"
#include "game/files/workshopfile.h"
#include "game/workshop/workshop.h"

static struct workshop w;

static struct dot dot(int x, int y, int size, int note)
{
    return (struct dot){.x = (int16_t)x, .y = (int16_t)y, .size = (uint8_t)size, .note = (uint8_t)note};
}

static void line_is(const char *want)
{
    char line[120];
    workshop_fault_line(&w.verdict, line, sizeof line);
    assert_string_equal(line, want);
}

/* design.md's check: one big dot B, two normals; only B wins, -log2(2/6) = 1.58 bits. */
static void test_par_answer_and_bits_appear_as_the_field_is_made(void **state)
{
    (void)state;
    workshop_init(&w);
    assert_int_equal(w.verdict.fewest_taps, 0);
    assert_int_equal(workshop_place(&w, dot(340, 400, SIZE_NORMAL, 1)), 0);
    assert_int_equal(w.verdict.fewest_taps, 1);
    assert_int_equal(workshop_place(&w, dot(240, 400, SIZE_NORMAL, 2)), 1);
    assert_int_equal(w.verdict.fewest_taps, 1);
    assert_int_equal(workshop_place(&w, dot(100, 400, SIZE_BIG, 0)), 2);
    assert_int_equal(w.verdict.fewest_taps, 1);
    assert_int_equal(w.verdict.answer[0], 2);
    assert_int_equal(w.verdict.centibits, 158);
    line_is("no faults");
    /* Moved out of reach, B needs a tap of its own. */
    assert_true(workshop_drag(&w, 2, 60, 100));
    workshop_drag_end(&w);
    assert_int_equal(w.verdict.fewest_taps, 2);
}

static void test_every_fault_is_found_where_it_is(void **state)
{
    (void)state;
    workshop_init(&w);
    workshop_place(&w, dot(100, 100, SIZE_SMALL, 0));
    workshop_place(&w, dot(130, 100, SIZE_SMALL, 0)); /* 30 apart: 6 edge to edge */
    assert_int_equal(w.verdict.faults, 1);
    assert_int_equal(w.verdict.fault[0].kind, FAULT_TOO_CLOSE);
    assert_int_equal(w.verdict.fault[0].a, 0);
    assert_int_equal(w.verdict.fault[0].b, 1);
    line_is("1 fault: 1 too close");
    workshop_place(&w, dot(400, 300, SIZE_NORMAL, 0));
    workshop_place(&w, dot(400, 418, SIZE_NORMAL, 0)); /* a ring of 100 on an edge at 118 */
    workshop_place(&w, dot(10, 700, SIZE_BIG, 0));     /* sticks out of the left edge */
    assert_int_equal(w.verdict.of_kind[FAULT_RING_EDGE], 1);
    assert_int_equal(w.verdict.of_kind[FAULT_OUTSIDE], 1);
    line_is("3 faults: 1 sticking out, 1 too close, 1 ring on an edge");
    bool seen_ring = false, seen_out = false;
    for (int k = 0; k < w.verdict.faults; k++) {
        const struct workshop_fault *f = &w.verdict.fault[k];
        seen_ring |= f->kind == FAULT_RING_EDGE && f->a == 2 && f->b == 3;
        seen_out |= f->kind == FAULT_OUTSIDE && f->a == 4 && f->b == -1;
    }
    assert_true(seen_ring && seen_out);
    char code[CODE_MAX + 1];
    error_line err;
    assert_int_equal(workshop_code(&w, code, &err), -1);
    assert_string_equal(err.text, "3 faults: fix them first");
    /* Mended, it can be copied. */
    workshop_remove(&w, 4);
    workshop_remove(&w, 3);
    workshop_drag(&w, 1, 300, 100);
    line_is("no faults");
    assert_int_equal(workshop_code(&w, code, &err), 0);
    struct dot back[DOTSET_MAX];
    int n;
    assert_int_equal(code_decode(code, back, &n, NULL), 0);
    assert_int_equal(n, 3);
}

static void test_undo_and_redo_take_back_each_edit(void **state)
{
    (void)state;
    workshop_init(&w);
    assert_false(workshop_undo(&w));
    workshop_place(&w, dot(100, 100, SIZE_NORMAL, 0));
    workshop_place(&w, dot(300, 300, SIZE_BIG, 1));
    /* A drag of many steps is one edit. */
    for (int x = 300; x <= 400; x += 10)
        workshop_drag(&w, 1, x, 300);
    workshop_drag_end(&w);
    workshop_restyle(&w, 1, SIZE_SMALL, 5);
    assert_int_equal(w.field.dots[1].size, SIZE_SMALL);
    assert_true(workshop_undo(&w));
    assert_int_equal(w.field.dots[1].size, SIZE_BIG);
    assert_int_equal(w.field.dots[1].x, 400);
    assert_true(workshop_undo(&w));
    assert_int_equal(w.field.dots[1].x, 300);
    assert_true(workshop_redo(&w));
    assert_int_equal(w.field.dots[1].x, 400);
    assert_int_equal(w.verdict.fewest_taps, 2); /* the verdict follows undo and redo */
    /* A new edit forgets what was undone. */
    workshop_remove(&w, 0);
    assert_false(workshop_redo(&w));
    assert_int_equal(w.field.n, 1);
    assert_int_equal(w.field.dots[0].x, 400);
    assert_true(workshop_undo(&w));
    assert_int_equal(w.field.n, 2);
    assert_int_equal(workshop_dot_at(&w, 100 + 18 + HIT_SLOP, 100), 0);
    assert_int_equal(workshop_dot_at(&w, 100 + 18 + HIT_SLOP + 1, 100), -1);
}

static void test_limits(void **state)
{
    (void)state;
    workshop_init(&w);
    assert_int_equal(workshop_place(&w, dot(-1, 100, SIZE_SMALL, 0)), -1);
    assert_int_equal(workshop_place(&w, dot(100, FIELD_HEIGHT, SIZE_SMALL, 0)), -1);
    for (int i = 0; i < DOTSET_MAX; i++)
        assert_int_equal(workshop_place(&w, dot(12 + 88 * (i % 8), 12 + 110 * (i / 8), 0, 0)), i);
    assert_int_equal(workshop_place(&w, dot(300, 300, SIZE_SMALL, 0)), -1);
    line_is("no faults");
    /* 64 chain starts: more than the bits model rates. */
    assert_int_equal(w.verdict.fewest_taps, DOTSET_MAX);
    assert_int_equal(w.verdict.centibits, -1);
    char code[CODE_MAX + 1];
    error_line err;
    assert_int_equal(workshop_code(&w, code, &err), -1);
    assert_string_equal(err.text, "64 chain starts: the bits model rates at most 20");
    assert_false(workshop_restyle(&w, 0, SIZE_COUNT, 0));
    assert_false(workshop_remove(&w, DOTSET_MAX));
    /* Undo remembers the last WORKSHOP_UNDO edits. */
    int undone = 0;
    while (workshop_undo(&w))
        undone++;
    assert_int_equal(undone, WORKSHOP_UNDO < DOTSET_MAX ? WORKSHOP_UNDO : DOTSET_MAX);
    workshop_init(&w);
    assert_int_equal(workshop_code(&w, code, &err), -1);
    assert_string_equal(err.text, "the field is empty");
}

/* The workshop file of fields kept between runs: written and read back the same, faults and all;
 * a damaged file refused with one line and an empty workshop file. */
static void test_the_workshop_file_keeps_fields_as_they_stand(void **state)
{
    (void)state;
    struct workshopfile s, back;
    workshopfile_init(&s);
    s.count = 3;
    s.current = 2;
    s.field[0] = (struct workshop_field){2, {{100, 100, SIZE_SMALL, 0}, {130, 100, SIZE_BIG, 5}}};
    s.field[2] = (struct workshop_field){1, {{639, 799, SIZE_NORMAL, 3}}};
    error_line err;
    char *text = workshopfile_format(&s, &err);
    assert_non_null(text);
    if (workshopfile_parse(text, strlen(text), "workshop.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(back.count, 3);
    assert_int_equal(back.current, 2);
    for (int k = 0; k < 3; k++) {
        assert_int_equal(back.field[k].n, s.field[k].n);
        assert_memory_equal(back.field[k].dots, s.field[k].dots, sizeof(struct dot) * (size_t)s.field[k].n);
    }
    free(text);
    static const struct {
        const char *text, *line;
    } BAD[] = {
        {"{", "workshop.json: not valid JSON (at byte 0): it ends inside a string or a bracket; truncated?"},
        {"{\"format\": \"carillon-workshop\", \"version\": 1, \"current\": 1, \"fields\": []}",
         "workshop.json: has 0 fields; the workshop keeps 1 to 9"},
        {"{\"format\": \"carillon-workshop\", \"version\": 1, \"current\": 1, \"fields\": "
         "[{\"dots\": [{\"x\": 640, \"y\": 1, \"size\": \"small\", \"note\": 0}]}]}",
         "workshop.json: field 1: dot 0: \"x\" is 640, not within 0..639"},
        {"{\"format\": \"carillon-workshop\", \"version\": 1, \"current\": 1, \"fields\": "
         "[{\"dots\": [{\"x\": 6, \"y\": 1, \"size\": \"huge\", \"note\": 0}]}]}",
         "workshop.json: field 1: dot 0: \"size\" is 'huge', not small, normal or big"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        assert_int_equal(workshopfile_parse(BAD[i].text, strlen(BAD[i].text), "workshop.json", &back, &err), -1);
        assert_string_equal(err.text, BAD[i].line);
        assert_int_equal(back.count, 1);
        assert_int_equal(back.field[0].n, 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_par_answer_and_bits_appear_as_the_field_is_made),
        cmocka_unit_test(test_every_fault_is_found_where_it_is),
        cmocka_unit_test(test_undo_and_redo_take_back_each_edit),
        cmocka_unit_test(test_limits),
        cmocka_unit_test(test_the_workshop_file_keeps_fields_as_they_stand),
    };
    return cmocka_run_group_tests_name("workshop", tests, NULL, NULL);
}
