/* check: slow (make check leaves it to make test) */
/* The repeat check's verdicts stay exactly what they were when they were recorded
 * (tests/data/repeat-verdicts.txt, written from the code before the repeat keys were
 * kept and same chains was decided through canonical forms).
 *
 * 1. 1,000 endless levels grown after the shipped pack, from its seed, in one run: every
 *    candidate of every level is accepted or refused by the repeat check, so a single
 *    verdict that changed changes the levels, and their digest.
 * 2. Every pair among the shipped pack, those 1,000 levels, and two copies of each (mirrored,
 *    its dots in reverse order: the same picture; turned by 45 degrees: another picture of
 *    much the same chains), put to repeat_between: the digest of the verdicts, in order,
 *    and how many of each kind.
 * 3. The repeat set (repeats.h), fed the keys of the shipped pack, the 1,000 levels, and
 *    three copies of each (mirrored; turned by 45 degrees; half the dots moved a few
 *    units and a quarter 100 units each way, so that about half line up, on the edge of
 *    the same picture): for each, whether it repeats a key before it is exactly whether
 *    repeat_between names a repeat with one of them. So the set's index skips a kept
 *    level only when the full comparison finds nothing (1. alone would miss a skip that
 *    the growth never met).
 * A mismatch prints the digests found, to compare with the file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "levelgen/order.h"
#include "levelgen/repeats.h"

enum { ENDLESS = 1000, COPIES = 3, SET_COPIES = 4 };

static const char RECORD[] = "tests/data/repeat-verdicts.txt";

static struct pack grown; /* the shipped pack, then the endless levels */

static uint64_t fnv(uint64_t h, int64_t v)
{
    for (int i = 0; i < 8; i++) {
        h ^= (uint64_t)(v >> (8 * i)) & 0xff;
        h *= 0x100000001b3ULL;
    }
    return h;
}

static uint64_t level_digest(uint64_t h, const struct level *lv)
{
    h = fnv(fnv(fnv(fnv(h, lv->number), lv->taps), lv->centibits), lv->n);
    for (int i = 0; i < lv->n; i++)
        h = fnv(fnv(fnv(h, lv->dots[i].x), lv->dots[i].y), lv->dots[i].size);
    return h;
}

/* The recorded line that starts with name, after the name; fails without one. */
static void recorded(const char *name, char *out, size_t size)
{
    FILE *f = fopen(RECORD, "r");
    if (!f)
        fail_msg("%s: cannot open", RECORD);
    char line[256];
    size_t len = strlen(name);
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        if (strncmp(line, name, len) == 0 && line[len] == ' ') {
            snprintf(out, size, "%s", line + len + 1);
            out[strcspn(out, "\n")] = '\0';
            found = true;
        }
    fclose(f);
    if (!found)
        fail_msg("%s: no line '%s'", RECORD, name);
}

static int grow_endless(void **state)
{
    (void)state;
    struct pack shipped;
    error_line err;
    if (pack_read("levels/carillon.json", &shipped, &err) != 0 ||
        pack_alloc(&grown, shipped.count + ENDLESS, &err) != 0) {
        print_error("%s\n", err.text);
        return -1;
    }
    grown.seed = shipped.seed;
    memcpy(grown.levels, shipped.levels, sizeof *shipped.levels * (size_t)shipped.count);
    struct repeat_set seen = {0};
    int status = 0;
    for (int i = 0; status == 0 && i < grown.count; i++) {
        if (i >= shipped.count)
            status = order_grow_next(&grown.levels[i - 1], &seen, grown.seed, 1, NULL, NULL, &grown.levels[i], &err);
        if (status == 0)
            status = repeat_set_add_level(&seen, &grown.levels[i], &err);
        if (status != 0)
            print_error("level %d: %s\n", i + 1, err.text);
    }
    repeat_set_free(&seen);
    pack_free(&shipped);
    return status;
}

static int free_endless(void **state)
{
    (void)state;
    pack_free(&grown);
    return 0;
}

static void test_endless_levels_unchanged(void **state)
{
    (void)state;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (int i = 0; i < grown.count; i++)
        h = level_digest(h, &grown.levels[i]);
    char found[64], want[128];
    snprintf(found, sizeof found, "%d %016llx", grown.count, (unsigned long long)h);
    recorded("levels", want, sizeof want);
    if (strcmp(found, want) != 0)
        fail_msg("levels: found '%s', recorded '%s'", found, want);
}

/* copy c of lv: 0 itself, 1 mirrored, 2 turned by 45 degrees, 3 half the dots moved at
 * most 6 units each way and a quarter 100 units right, a quarter 100 left (all but 0 with
 * the dots in reverse order). */
static void copy_of(struct level *out, const struct level *lv, int c)
{
    *out = *lv;
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[c == 0 ? i : lv->n - 1 - i];
        struct dot *to = &out->dots[i];
        *to = *d;
        if (c == 1)
            to->x = (int16_t)-d->x;
        if (c == 2) { /* 181/256 is cos 45 degrees to 4 digits */
            to->x = (int16_t)((d->x - d->y) * 181 / 256);
            to->y = (int16_t)((d->x + d->y) * 181 / 256);
        }
        if (c == 3) {
            int quarter = i % 4;
            to->x = (int16_t)(d->x + (quarter == 0 ? 100 : quarter == 1 ? -100 : i * 7 % 13 - 6));
            to->y = (int16_t)(d->y + (quarter < 2 ? 0 : i * 5 % 13 - 6));
        }
    }
}

static void test_pair_verdicts_unchanged(void **state)
{
    (void)state;
    int count = grown.count * COPIES;
    struct repeat_key *keys = malloc(sizeof *keys * (size_t)count);
    assert_non_null(keys);
    for (int i = 0; i < count; i++) {
        struct level copy;
        copy_of(&copy, &grown.levels[i / COPIES], i % COPIES);
        repeat_key_build(&keys[i], &copy);
    }
    uint64_t h = 0xcbf29ce484222325ULL;
    long kinds[4] = {0};
    for (int j = 1; j < count; j++)
        for (int i = 0; i < j; i++) {
            enum repeat_kind k = repeat_between(&keys[i], &keys[j]);
            kinds[k]++;
            h = fnv(h, k);
        }
    free(keys);
    char found[128], want[128];
    snprintf(found, sizeof found, "%016llx none %ld picture %ld answer %ld chains %ld",
             (unsigned long long)h, kinds[REPEAT_NONE], kinds[REPEAT_SAME_PICTURE],
             kinds[REPEAT_SAME_ANSWER], kinds[REPEAT_SAME_CHAINS]);
    recorded("pairs", want, sizeof want);
    if (strcmp(found, want) != 0)
        fail_msg("pairs: found '%s', recorded '%s'", found, want);
}

static void test_the_set_agrees_with_every_pair(void **state)
{
    (void)state;
    int count = grown.count * SET_COPIES;
    struct repeat_key *keys = malloc(sizeof *keys * (size_t)count);
    assert_non_null(keys);
    for (int i = 0; i < count; i++) {
        struct level copy;
        copy_of(&copy, &grown.levels[i / SET_COPIES], i % SET_COPIES);
        repeat_key_build(&keys[i], &copy);
    }
    struct repeat_set set = {0};
    error_line err;
    int disagree = -1, repeating = 0, half_moved = 0;
    bool missed = false;
    for (int j = 0; j < count && disagree < 0; j++) {
        bool earlier = false; /* nearest first: a copy's level is just before it */
        for (int i = j - 1; i >= 0 && !earlier; i--)
            earlier = repeat_between(&keys[i], &keys[j]) != REPEAT_NONE;
        if (repeat_set_has(&set, &keys[j]) != earlier) {
            disagree = j;
            missed = earlier;
        }
        repeating += earlier;
        half_moved += earlier && j % SET_COPIES == 3;
        assert_int_equal(repeat_set_add(&set, &keys[j], &err), 0);
    }
    repeat_set_free(&set);
    free(keys);
    if (disagree >= 0)
        fail_msg("the repeat set says key %d (level %d, copy %d) %s an earlier key; repeat_between "
                 "says it %s",
                 disagree, disagree / SET_COPIES + 1, disagree % SET_COPIES,
                 missed ? "repeats no" : "repeats", missed ? "does" : "does not");
    print_message("  %d of %d keys repeat an earlier one (%d of the half-moved copies)\n", repeating,
                  count, half_moved);
    /* both answers were put to the set, on the edge too */
    assert_true(repeating >= 2 * grown.count);
    assert_true(half_moved > 0 && half_moved < grown.count);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_endless_levels_unchanged),
        cmocka_unit_test(test_pair_verdicts_unchanged),
        cmocka_unit_test(test_the_set_agrees_with_every_pair),
    };
    return cmocka_run_group_tests_name("repeat verdicts", tests, grow_endless, free_endless);
}
