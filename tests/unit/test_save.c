/* The player's files: progress and settings survive a round trip; a save from an older
 * pack carries over; two copies of the game saving to one file keep each other's wins; truncated, empty, binary and hostile files are refused with one
 * line and moved aside, never deleted; and a crash between writing the temporary file
 * and the rename leaves the old progress whole.
 *
 * Every file lives in a fresh directory named by CARILLON_PREFS, never the home. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/fileio.h"
#include "base/filelock.h"
#include "game/files/prefs.h"
#include "levelgen/daily.h"

/* ---- a crash at the rename ------------------------------------------------------------
 * The program's own rename() stands in for the C library's (an executable's symbol comes
 * first), so a test can kill the process at the one moment that matters: the temporary
 * file is written and flushed, the rename has not happened. */
static bool crash_at_rename;

int rename(const char *from, const char *to)
{
    if (crash_at_rename)
        raise(SIGKILL);
    return renameat(AT_FDCWD, from, AT_FDCWD, to);
}

/* ---- helpers ------------------------------------------------------------------------ */

static char dir[256];

static int make_dir(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/carillon-test-save-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    setenv("CARILLON_PREFS", dir, 1);
    return 0;
}

static int remove_dir(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static void write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static bool exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* How many temporary files of the progress file's stand in folder. */
static int temporaries(const char *folder)
{
    DIR *d = opendir(folder);
    assert_non_null(d);
    int count = 0;
    for (struct dirent *e; (e = readdir(d));)
        count += strncmp(e->d_name, "progress.json.tmp-", 18) == 0;
    closedir(d);
    return count;
}

/* A pack of count levels, each of one dot of its own place, so packs differ. */
static void make_pack(struct pack *pack, int count, uint64_t seed, int shift)
{
    assert_int_equal(pack_alloc(pack, count, NULL), 0);
    pack->seed = seed;
    for (int i = 0; i < count; i++) {
        struct level *lv = &pack->levels[i];
        *lv = (struct level){.number = i + 1, .taps = 1, .n = 1};
        lv->dots[0] = (struct dot){.x = (int16_t)(100 + i + shift), .y = 300, .size = SIZE_NORMAL};
    }
}

/* ---- progress ----------------------------------------------------------------------- */

static void test_progress_opens_levels_by_wins(void **state)
{
    (void)state;
    struct progress pr;
    assert_int_equal(progress_new(&pr, 4, NULL), 0);
    assert_int_equal(progress_first_open(&pr), 1);
    assert_true(progress_open(&pr, 1));
    assert_false(progress_open(&pr, 2));
    progress_won(&pr, 1, (struct result){2, true, false});
    progress_won(&pr, 1, (struct result){5, false, false}); /* better: a try without help */
    progress_won(&pr, 1, (struct result){3, true, false});  /* worse: helped */
    assert_int_equal(pr.best[0].taps, 5);
    assert_false(pr.best[0].helped);
    progress_won(&pr, 1, (struct result){4, false, false}); /* better: fewer taps */
    assert_int_equal(pr.best[0].taps, 4);
    progress_won(&pr, 1, (struct result){4, false, true});  /* better: read */
    progress_won(&pr, 1, (struct result){3, false, false}); /* never down from read */
    assert_true(pr.best[0].read && pr.best[0].taps == 4);
    assert_true(progress_open(&pr, 2));
    assert_false(progress_open(&pr, 3));
    progress_won(&pr, 3, (struct result){1, true, false});     /* played out of turn (--level): open, and opens 4 */
    assert_true(pr.best[2].helped);
    assert_true(progress_open(&pr, 3) && progress_open(&pr, 4));
    assert_int_equal(progress_first_open(&pr), 2);
    progress_won(&pr, 9, (struct result){1, false, false});    /* an endless level, before the last is won */
    assert_int_equal(pr.endless, 5);
    assert_false(progress_open(&pr, 5));
    progress_won(&pr, 2, (struct result){1, false, false});
    progress_won(&pr, 4, (struct result){1, false, false});
    assert_int_equal(progress_first_open(&pr), 4); /* all won: the last */
    assert_true(progress_open(&pr, 10) && !progress_open(&pr, 11));
    assert_int_equal(progress_won_count(&pr), 4);
    progress_free(&pr);
}

static void test_pack_ids_tell_packs_apart(void **state)
{
    (void)state;
    struct pack a, b, c;
    make_pack(&a, 5, 1, 0);
    make_pack(&b, 5, 1, 0);
    make_pack(&c, 5, 1, 0);
    c.levels[4].dots[0].note = 1; /* one note of one dot */
    assert_true(progress_pack_id(&a) == progress_pack_id(&b));
    assert_true(progress_pack_id(&a) != progress_pack_id(&c));
    pack_free(&a);
    pack_free(&b);
    pack_free(&c);
}

/* ---- the save file ------------------------------------------------------------------ */

static void test_save_round_trips(void **state)
{
    (void)state;
    struct pack p1, p2;
    make_pack(&p1, 120, 1, 0);
    make_pack(&p2, 9, (1ull << 53) - 1, 7);
    struct save save = {0};
    char note[320];
    struct progress *pr = save_progress_for(&save, &p1, note, sizeof note, NULL);
    assert_non_null(pr);
    assert_string_equal(note, "");
    progress_won(pr, 1, (struct result){1, false, true});
    progress_won(pr, 2, (struct result){1, true, false});
    progress_won(pr, 3, (struct result){2, false, false});
    progress_won(pr, 130, (struct result){1, false, false});
    pr = save_progress_for(&save, &p2, note, sizeof note, NULL);
    progress_won(pr, 9, (struct result){1, false, false});

    char *text = save_format(&save, NULL);
    assert_non_null(text);
    struct save back;
    error_line err;
    if (save_parse(text, strlen(text), "progress.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(back.count, 2);
    for (int i = 0; i < 2; i++) {
        const struct progress *x = &save.packs[i], *y = &back.packs[i];
        assert_true(x->pack_id == y->pack_id && x->seed == y->seed);
        assert_int_equal(x->count, y->count);
        assert_int_equal(x->endless, y->endless);
        for (int level = 0; level < x->count; level++)
            assert_true(x->best[level].taps == y->best[level].taps && x->best[level].helped == y->best[level].helped &&
                        x->best[level].read == y->best[level].read);
    }
    char *again = save_format(&back, NULL);
    assert_string_equal(text, again); /* the same progress, the same bytes */
    free(text);
    free(again);
    save_free(&save);
    save_free(&back);
    pack_free(&p1);
    pack_free(&p2);
}

static void test_a_regrown_pack_keeps_the_progress_by_level_number(void **state)
{
    (void)state;
    struct pack old, regrown, other;
    make_pack(&old, 20, 1, 0);
    make_pack(&regrown, 20, 1, 3);
    make_pack(&other, 20, 2, 5);
    struct save save = {0};
    char note[320];
    struct progress *pr = save_progress_for(&save, &old, note, sizeof note, NULL);
    for (int level = 1; level <= 6; level++)
        progress_won(pr, level, (struct result){1, level == 2, false});

    pr = save_progress_for(&save, &regrown, note, sizeof note, NULL);
    assert_non_null(strstr(note, "6 won levels carried over by number"));
    assert_int_equal(progress_first_open(pr), 7);
    assert_true(pr->best[1].helped);
    assert_int_equal(save.count, 2); /* the old record is kept as it was */
    assert_int_equal(progress_won_count(&save.packs[1]), 6);

    pr = save_progress_for(&save, &other, note, sizeof note, NULL);
    assert_non_null(strstr(note, "starting it afresh; the progress of 2 other packs is kept"));
    assert_int_equal(progress_won_count(pr), 0);

    pr = save_progress_for(&save, &old, note, sizeof note, NULL); /* found: no word */
    assert_string_equal(note, "");
    assert_int_equal(progress_won_count(pr), 6);
    assert_true(save.packs[0].pack_id == progress_pack_id(&old));
    save_free(&save);
    pack_free(&old);
    pack_free(&regrown);
    pack_free(&other);
}

/* Past SAVE_MAX_PACKS, a pack with wins is never forgotten to make room: a player who
 * won something in each of 100 packs keeps every win (links wore the progress away:
 * 63 one-level packs pushed the game's own out). */
static void test_no_pack_with_wins_makes_way(void **state)
{
    (void)state;
    struct save save = {0};
    char note[320];
    for (int i = 0; i < 100; i++) {
        struct pack p;
        make_pack(&p, 3, (uint64_t)i + 100, i);
        struct progress *pr = save_progress_for(&save, &p, note, sizeof note, NULL);
        progress_won(pr, 1, (struct result){1, false, false});
        pack_free(&p);
        assert_null(strstr(note, "forgot"));
    }
    assert_int_equal(save.count, 100);
    for (int i = 0; i < 100; i++)
        assert_true(save.packs[i].seed == (uint64_t)(199 - i) && progress_any(&save.packs[i]));
    char *text = save_format(&save, NULL);
    struct save back;
    error_line err;
    if (save_parse(text, strlen(text), "progress.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(back.count, 100);
    free(text);
    save_free(&back);
    save_free(&save);
}

/* A save full of packs, the game's own played least recently of all and two with no
 * wins: those make way, the least recently played first, and none with wins, recent or
 * not; the game's own pack, and the mark that it is, stay. */
static void test_packs_with_no_wins_make_way_and_the_shipped_one_never(void **state)
{
    (void)state;
    struct save save = {0};
    char note[320];
    struct pack p;
    for (int i = 0; i < SAVE_MAX_PACKS + 2; i++) {
        make_pack(&p, 3, (uint64_t)i + 100, i);
        struct progress *pr = save_progress_for(&save, &p, note, sizeof note, NULL);
        pr->shipped = i == 0;
        if (i < SAVE_MAX_PACKS - 2 || i >= SAVE_MAX_PACKS)
            progress_won(pr, 1, (struct result){1, false, false});
        pack_free(&p);
    }
    /* packs 62 and 63 have no wins: 64 made room by forgetting 62, 65 by forgetting 63 */
    if (!strstr(note, "forgot the least recently played pack with no wins (seed 163), to keep 64"))
        fail_msg("%s", note);
    assert_int_equal(save.count, SAVE_MAX_PACKS);
    assert_true(save.packs[SAVE_MAX_PACKS - 1].seed == 100 && save.packs[SAVE_MAX_PACKS - 1].shipped);
    for (int i = 0; i < save.count; i++)
        assert_true(save.packs[i].seed != 162 && save.packs[i].seed != 163 && progress_any(&save.packs[i]));
    for (int i = 0; i < SAVE_MAX_PACKS - 1; i++)
        assert_false(save.packs[i].shipped);

    char *text = save_format(&save, NULL);
    struct save back;
    error_line err;
    if (save_parse(text, strlen(text), "progress.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_true(back.packs[SAVE_MAX_PACKS - 1].shipped && !back.packs[0].shipped);
    free(text);
    save_free(&back);
    save_free(&save);
}

/* Each text must be refused with one line that names the file and contains says. */
struct bad_file {
    const char *text;
    const char *says;
};

static void assert_refused(int (*parse)(const char *, size_t, const char *, void *, error_line *),
                           void *out, const char *text, size_t len, const char *says)
{
    error_line err = {{0}};
    if (parse(text, len, "the.json", out, &err) != -1)
        fail_msg("accepted: %.60s", text);
    if (strncmp(err.text, "the.json: ", 10) != 0 || !strstr(err.text, says) || strchr(err.text, '\n'))
        fail_msg("for %.60s\n  said: %s\n  wanted: %s", text, err.text, says);
}

static int parse_save(const char *text, size_t len, const char *name, void *out, error_line *err)
{
    int status = save_parse(text, len, name, out, err);
    struct save *s = out;
    assert_true(status == 0 || (s->count == 0 && s->packs == NULL));
    return status;
}

static int parse_settings(const char *text, size_t len, const char *name, void *out, error_line *err)
{
    int status = settings_parse(text, len, name, out, err);
    if (status != 0)
        assert_true(settings_same(out, &SETTINGS_DEFAULT));
    return status;
}

#define HEAD "{\"format\": \"carillon-save\", \"version\": 1, \"packs\": ["
#define PACK "{\"pack\": \"0123456789abcdef\", \"seed\": 1, \"levels\": 3, \"endless\": 0, "

static void test_hostile_saves_are_refused_with_one_line(void **state)
{
    (void)state;
    static const struct bad_file bad[] = {
        {"", "the file is empty"},
        {"  \n", "the file is empty"},
        {HEAD PACK "\"won\": [{\"level\": 1", "truncated?"},
        {"{\"format\": \"carillon-levels\", \"version\": 1, \"packs\": []}", "not \"carillon-save\""},
        {"{\"format\": \"carillon-save\", \"version\": 4, \"packs\": []}", "version 4"},
        {"[1, 2, 3]", "the top level must be an object"},
        {"{\"format\": \"carillon-save\", \"version\": 1}", "\"packs\" is missing"},
        {"{\"format\": \"carillon-save\", \"version\": 1, \"packs\": {}}", "\"packs\" must be an array"},
        {HEAD "7]}", "pack 1: must be an object"},
        {HEAD PACK "\"won\": []}, " PACK "\"won\": []}]}", "pack 2: pack 0123456789abcdef is listed twice"},
        {HEAD "{\"pack\": \"0123456789ABCDEF\", \"seed\": 1, \"levels\": 3, \"endless\": 0, \"won\": []}]}",
         "not 16 hex digits"},
        {HEAD "{\"pack\": \"01\\n23\", \"seed\": 1, \"levels\": 3, \"endless\": 0, \"won\": []}]}",
         "\"pack\" is \"01\\x0a23\""},
        {HEAD "{\"pack\": \"0123456789abcdef\", \"seed\": -1, \"levels\": 3, \"endless\": 0, \"won\": []}]}",
         "\"seed\" is -1"},
        {HEAD "{\"pack\": \"0123456789abcdef\", \"seed\": 1e300, \"levels\": 3, \"endless\": 0, \"won\": []}]}",
         "\"seed\" is 1e300"}, /* as the file writes it */
        {HEAD "{\"pack\": \"0123456789abcdef\", \"seed\": 1, \"levels\": 99999999999, \"endless\": 0, \"won\": []}]}",
         "\"levels\" is 99999999999, not within 1..9999"},
        {HEAD "{\"pack\": \"0123456789abcdef\", \"seed\": 1, \"levels\": 3, \"endless\": 1e9, \"won\": []}]}",
         "\"endless\" is 1e9"},
        {HEAD "{\"pack\": \"0123456789abcdef\", \"seed\": 1, \"levels\": \"3\", \"endless\": 0, \"won\": []}]}",
         "\"levels\" must be a number"},
        {HEAD PACK "\"won\": [{\"level\": 4, \"taps\": 1, \"hints\": false}]}]}", "pack 1: won 1: \"level\" is 4"},
        {HEAD PACK "\"won\": [{\"level\": 1, \"taps\": 1e400, \"hints\": false}]}]}", "\"taps\" is 1e400"},
        {HEAD PACK "\"won\": [{\"level\": 1, \"taps\": 1.5, \"hints\": false}]}]}", "\"taps\" must be a whole number"},
        {HEAD PACK "\"won\": [{\"level\": 1, \"taps\": 1, \"hints\": 0}]}]}", "\"hints\" must be true or false"},
        {HEAD PACK "\"won\": [{\"level\": 1, \"taps\": 1, \"hints\": false, \"hints\": true}]}]}",
         "\"hints\" appears more than once"},
        {HEAD PACK "\"won\": [{\"level\": 2, \"taps\": 1, \"hints\": false}, {\"level\": 2, \"taps\": 1, \"hints\": false}]}]}",
         "won 2: level 2 is listed twice"},
        {HEAD PACK "\"won\": [1, 2, 3, 4]}]}", "\"won\" lists 4 levels of a pack of 3"},
        {HEAD PACK "\"won\": [null]}]}", "won 1: must be an object"},
        {HEAD PACK "\"shipped\": \"yes\", \"won\": []}]}", "pack 1: \"shipped\" must be true or false"},
        {HEAD "]} trailing", "more text after the JSON value"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct save s;
        assert_refused(parse_save, &s, bad[i].text, strlen(bad[i].text), bad[i].says);
    }
    struct save s;
    static const char binary[] = "{\"format\"\0\x01\xff\xfe garbage";
    assert_refused(parse_save, &s, binary, sizeof binary, "a NUL byte at byte 9");

    /* 10 MB of well-formed JSON is refused before it is parsed; nesting past cJSON's
     * limit is refused by it. */
    size_t big = (size_t)10 << 20;
    char *huge = malloc(big);
    assert_non_null(huge);
    memset(huge, ' ', big);
    memcpy(huge, HEAD, strlen(HEAD));
    memcpy(huge + big - 2, "]}", 2);
    assert_refused(parse_save, &s, huge, big, "larger than 4194304 bytes");
    size_t deep = 100000;
    memset(huge, '[', deep);
    memset(huge + deep, ']', deep);
    assert_refused(parse_save, &s, huge, 2 * deep, "not valid JSON");
    free(huge);
}

/* ---- settings ----------------------------------------------------------------------- */

static void test_settings_round_trip(void **state)
{
    (void)state;
    struct settings s = SETTINGS_DEFAULT, back;
    s.volume = 30;
    s.lessons_seen = 5;
    for (int f = 0; f < SETTINGS_FLAGS; f++) /* every flag of the table the other way */
        *settings_flag_ref(&s, (enum settings_flag)f) = !settings_flag_is(&SETTINGS_DEFAULT, (enum settings_flag)f);
    char *text = settings_format(&s, NULL);
    assert_non_null(text);
    error_line err;
    if (settings_parse(text, strlen(text), "settings.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    assert_true(settings_same(&back, &s));
    assert_false(settings_same(&back, &SETTINGS_DEFAULT));
    free(text);

    static const struct bad_file bad[] = {
        {"", "the file is empty"},
        {"{\"format\": \"carillon-settings\", \"version\": 1, \"volume\": 101, \"mute\": false, "
         "\"fullscreen\": false, \"reduced_motion\": false, \"shape_marks\": true}",
         "\"volume\" is 101, not within 0..100"},
        /* a number a double cannot hold is quoted as written, past strings holding digits */
        {"{\"format\": \"carillon-settings\", \"version\": 1, \"note\": \"2 \\\" 3\", "
         "\"volume\": 9007199254740993}",
         "\"volume\" is 9007199254740993, not within 0..100"},
        {"{\"format\": \"carillon-settings\", \"version\": 1, \"volume\": 5, \"mute\": \"yes\", "
         "\"fullscreen\": false, \"reduced_motion\": false, \"shape_marks\": true}",
         "\"mute\" must be true or false"},
        {"{\"format\": \"carillon-settings\", \"version\": 1, \"volume\": 5, \"shape_marks\": 1}",
         "\"shape_marks\" must be true or false"},
        {"{\"format\": \"carillon-settings\", \"version\": 1, \"mute\": true, \"mute\": true}",
         "\"mute\" appears more than once"},
        {"{\"format\": \"carillon-settings\"}", "\"version\" is missing"},
        {"{\"format\": \"carillon-save\", \"version\": 1}", "not \"carillon-settings\""},
        {"{\"format\": \"carillon-settings\", \"version\": 1, \"volume\": -1e999, \"mute\": false, "
         "\"fullscreen\": false, \"reduced_motion\": false, \"shape_marks\": true}",
         "\"volume\" is -1e999"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_refused(parse_settings, &back, bad[i].text, strlen(bad[i].text), bad[i].says);

    /* a file from before some settings were added: those take their defaults */
    static const char older[] = "{\"format\": \"carillon-settings\", \"version\": 1, \"volume\": 30, \"mute\": true}";
    if (settings_parse(older, strlen(older), "settings.json", &back, &err) != 0)
        fail_msg("%s", err.text);
    struct settings want = SETTINGS_DEFAULT;
    want.volume = 30;
    want.mute = true;
    assert_true(settings_same(&back, &want));
}

/* ---- the files ---------------------------------------------------------------------- */

/* Progress with levels 1..won of a 10-level pack won, stored in the test's directory. */
static void store_progress(struct prefs *p, int won)
{
    struct pack pack;
    make_pack(&pack, 10, 1, 0);
    struct save save = {0};
    char note[320];
    struct progress *pr = save_progress_for(&save, &pack, note, sizeof note, NULL);
    for (int level = 1; level <= won; level++)
        progress_won(pr, level, (struct result){1, false, false});
    error_line said, err;
    if (prefs_store_save(p, &save, &said, &err) != 0)
        fail_msg("%s", err.text);
    save_free(&save);
    pack_free(&pack);
}

static int loaded_wins(struct prefs *p)
{
    struct save save;
    error_line note;
    assert_int_equal(prefs_load_save(p, &save, &note), 0);
    int won = save.count ? progress_won_count(&save.packs[0]) : 0;
    save_free(&save);
    return won;
}

/* Two copies of the game, both started before either saved, each winning levels of its
 * own: whichever saves last, the file keeps the wins of both (the fewer taps of each
 * level, won without a hint if either did so, the further endless level), and a pack
 * only one of them played. The pack in play stays where it was in memory. */
static void test_two_copies_of_the_game_keep_each_others_wins(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    struct pack main_pack, other;
    make_pack(&main_pack, 10, 1, 0);
    make_pack(&other, 3, 2, 50);
    struct save a, b;
    error_line note, err;
    assert_int_equal(prefs_load_save(&p, &a, &note), 0);
    assert_int_equal(prefs_load_save(&p, &b, &note), 0);
    char said[320];
    struct progress *pa = save_progress_for(&a, &main_pack, said, sizeof said, NULL);
    progress_won(pa, 1, (struct result){1, true, false});
    progress_won(pa, 2, (struct result){1, false, false});
    progress_won(pa, 5, (struct result){3, false, false});
    progress_won(pa, 12, (struct result){1, false, false}); /* endless level 2 */
    struct progress *pb = save_progress_for(&b, &other, said, sizeof said, NULL);
    progress_won(pb, 1, (struct result){1, false, false});
    pb = save_progress_for(&b, &main_pack, said, sizeof said, NULL);
    progress_won(pb, 1, (struct result){1, false, false});
    progress_won(pb, 3, (struct result){1, true, false});
    progress_won(pb, 5, (struct result){2, true, false});
    progress_won(pb, 11, (struct result){1, false, false});

    if (prefs_store_save(&p, &a, &note, &err) != 0 || prefs_store_save(&p, &b, &note, &err) != 0)
        fail_msg("%s", err.text);
    assert_string_equal(note.text, "");
    assert_true(pb == &b.packs[0]); /* merged in place */
    struct save disk;
    assert_int_equal(prefs_load_save(&p, &disk, &note), 0);
    assert_int_equal(disk.count, 2);
    const struct progress *d = &disk.packs[0];
    assert_true(d->pack_id == progress_pack_id(&main_pack));
    /* each level's better try: level 1 unhelped over helped, level 5 three taps unhelped
     * over two with help */
    static const struct result best[] = {{1, false, false}, {1, false, false}, {1, true, false}, {0, false, false},
                                         {3, false, false}};
    for (int level = 0; level < 5; level++)
        assert_true(d->best[level].taps == best[level].taps && d->best[level].helped == best[level].helped);
    assert_int_equal(d->endless, 2);
    assert_true(disk.packs[1].pack_id == progress_pack_id(&other));
    assert_int_equal(progress_won_count(&disk.packs[1]), 1);
    save_free(&disk);

    /* the first copy saves again: it keeps the second's wins, and now shows them */
    progress_won(pa, 4, (struct result){1, false, false});
    if (prefs_store_save(&p, &a, &note, &err) != 0)
        fail_msg("%s", err.text);
    assert_true(pa == &a.packs[0]);
    assert_int_equal(progress_won_count(pa), 5);
    assert_int_equal(a.count, 2);
    assert_int_equal(loaded_wins(&p), 5);
    assert_int_equal(unlink(p.progress), 0); /* the next test starts with no file */
    save_free(&a);
    save_free(&b);
    pack_free(&main_pack);
    pack_free(&other);
}

static void test_a_crash_before_the_rename_keeps_the_old_progress(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    assert_string_equal(p.progress + strlen(dir), "/progress.json");
    store_progress(&p, 3);

    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        crash_at_rename = true;
        store_progress(&p, 7); /* dies inside, after the temporary file is flushed */
        _exit(0);
    }
    int status;
    assert_int_equal(waitpid(child, &status, 0), child);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);

    assert_int_equal(temporaries(dir), 1);   /* the new text got as far as the disk ... */
    assert_int_equal(loaded_wins(&p), 3);    /* ... and the old progress is whole */
    store_progress(&p, 7);                   /* the next save goes through */
    assert_int_equal(loaded_wins(&p), 7);
    assert_int_equal(temporaries(dir), 1);   /* the dead one's is left, and no other */
    /* ... until the next start, which removes it (it holds the lock: no write is under way) */
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    assert_int_equal(temporaries(dir), 0);
    assert_int_equal(loaded_wins(&p), 7);
}

/* The progress is retried by the files' one retry, as every other file is: a store that
 * failed waits for prefs_retry, which writes it once the lock can be had, and one still
 * unsaved at the end fails prefs_finish with the progress's own line. */
static void test_the_progress_is_tried_again_by_the_files_retry(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    unlink(p.progress);
    char lock[PREFS_PATH_MAX + 8];
    snprintf(lock, sizeof lock, "%s.lock", p.progress);
    unlink(lock); /* an earlier test's */
    assert_int_equal(mkdir(lock, 0700), 0); /* the lock cannot be made */
    struct pack pack;
    make_pack(&pack, 10, 1, 0);
    struct save save = {0};
    char said[320];
    progress_won(save_progress_for(&save, &pack, said, sizeof said, NULL), 2, (struct result){1, false, false});
    error_line err, note;
    assert_int_equal(prefs_store_save(&p, &save, &note, &err), -1);
    assert_true(prefs_unsaved(&p, PREFS_PROGRESS));
    assert_int_equal(prefs_next_due(&p), 0);
    prefs_retry(&p, 1000, &note);
    assert_int_equal(prefs_next_due(&p), 1000 + PREFS_RETRY_MS);
    error_line end;
    assert_int_equal(prefs_finish(&p, &note, &end), -1);
    assert_non_null(strstr(end.text, "progress.json: cannot make the lock file"));
    assert_non_null(strstr(end.text, "; the progress of this run is not saved"));
    assert_int_equal(rmdir(lock), 0);
    prefs_retry(&p, 1000 + PREFS_RETRY_MS, &note);
    assert_false(prefs_unsaved(&p, PREFS_PROGRESS));
    assert_int_equal(loaded_wins(&p), 1);
    assert_int_equal(prefs_next_due(&p), UINT64_MAX);
    save_free(&save);
    pack_free(&pack);
}

/* Every file keeps the progress's promises: a settings, workshop or daily store that fails
 * is kept and tried again while the game runs (prefs_retry, every PREFS_RETRY_MS), and
 * one still unsaved as the game ends fails prefs_finish with a line naming it. */
static void test_a_failed_store_is_tried_again_and_said_at_the_end(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    char lock[PREFS_PATH_MAX + 8];
    snprintf(lock, sizeof lock, "%s.lock", p.daily);
    assert_int_equal(mkdir(lock, 0700), 0); /* the lock cannot be made */
    struct daily_log log = {0};
    daily_log_won(&log, 20459, (struct result){3, false, false});
    error_line err;
    assert_int_equal(prefs_store_daily(&p, &log, NULL, &err), -1);
    assert_int_equal(prefs_next_due(&p), 0); /* due at once, to set its time */
    error_line said;
    prefs_retry(&p, 1000, &said);
    assert_int_equal(prefs_next_due(&p), 1000 + PREFS_RETRY_MS);
    prefs_retry(&p, 2000, &said); /* not yet */
    assert_false(exists(p.daily));
    error_line end;
    assert_int_equal(prefs_finish(&p, &said, &end), -1);
    assert_non_null(strstr(end.text, "daily.json: cannot make the lock file"));
    assert_non_null(strstr(end.text, "; it is not saved"));

    assert_int_equal(rmdir(lock), 0); /* the player makes room */
    log.days[0].taps = 2;
    prefs_retry(&p, 1000 + PREFS_RETRY_MS, &said);
    assert_string_equal(said.text, "");
    assert_true(exists(p.daily));
    assert_int_equal(prefs_next_due(&p), UINT64_MAX);
    assert_int_equal(prefs_finish(&p, &said, &end), 0);
    struct daily_log back;
    error_line note;
    assert_int_equal(prefs_load_daily(&p, &back, &note), 0);
    assert_int_equal(back.count, 1);
    assert_int_equal(back.days[0].taps, 2); /* the value as it stands, not as it failed */
}

/* ---- no silent losses (issue 22) ----------------------------------------------------- */

/* A save of one record for pack, saying levels levels and endless endless levels won,
 * and the wins won (JSON objects, comma-separated), read into *save. */
static void read_record(struct save *save, const struct pack *pack, int levels, int endless, const char *won)
{
    char text[600];
    snprintf(text, sizeof text,
             "{\"format\": \"carillon-save\", \"version\": 1, \"packs\": [{\"pack\": \"%016" PRIx64 "\", "
             "\"seed\": 1, \"levels\": %d, \"endless\": %d, \"won\": [%s]}]}",
             progress_pack_id(pack), levels, endless, won);
    assert_int_equal(save_parse(text, strlen(text), "p.json", save, NULL), 0);
}

/* A record claiming more levels than its pack has, with a win past the pack's last: the
 * wins within it are kept by number and the line says which could not be, in a count
 * that agrees with its noun (it said "1 won levels kept" and nothing of the rest). */
static void test_a_record_too_long_says_the_wins_it_cannot_keep(void **state)
{
    (void)state;
    struct pack pack;
    make_pack(&pack, 9, 1, 0);
    char note[320];
    struct save save;
    read_record(&save, &pack, 20, 0,
                "{\"level\": 2, \"taps\": 1, \"hints\": false}, {\"level\": 15, \"taps\": 2, \"hints\": false}");
    struct progress *pr = save_progress_for(&save, &pack, note, sizeof note, NULL);
    assert_non_null(pr);
    if (!strstr(note, "says 20 levels, but it has 9; 1 won level kept by number; 1 won past its last level (level 15) cannot be kept"))
        fail_msg("%s", note);
    assert_int_equal(pr->best[1].taps, 1);
    save_free(&save);
    pack_free(&pack);
}

/* A record saying it reached further into the endless levels than the game grows (F-11:
 * "endless": 1000000 had the select's endless tile grow 718 levels a minute for a day) is
 * taken as PROGRESS_ENDLESS_KEPT, with a line; a win past that keeps the count there. */
static void test_endless_levels_past_what_the_game_grows_are_said_and_capped(void **state)
{
    (void)state;
    struct pack pack;
    make_pack(&pack, 9, 1, 0);
    char note[320];
    struct save save;
    read_record(&save, &pack, 9, 1000000, "{\"level\": 9, \"taps\": 1, \"hints\": false}");
    struct progress *pr = save_progress_for(&save, &pack, note, sizeof note, NULL);
    assert_non_null(pr);
    assert_int_equal(pr->endless, PROGRESS_ENDLESS_KEPT);
    if (!strstr(note, "says 1000000 endless levels won, more than the 1000 the game keeps count of; taken as 1000"))
        fail_msg("%s", note);
    progress_won(pr, 9 + PROGRESS_ENDLESS_KEPT + 1, (struct result){5, false, false});
    assert_int_equal(pr->endless, PROGRESS_ENDLESS_KEPT);
    save_free(&save);
    pack_free(&pack);
}

/* A record whose level count disagrees with its pack (a save edited or damaged): its wins
 * are kept by level number and a line says so; a win of level 7 is a win of level 7, not
 * of an endless level. */
static void test_a_record_of_the_wrong_size_is_rebuilt_with_a_line(void **state)
{
    (void)state;
    struct pack pack;
    make_pack(&pack, 9, 1, 0);
    char note[320];
    struct save save;
    read_record(&save, &pack, 5, 0, "{\"level\": 2, \"taps\": 1, \"hints\": false}");
    struct progress *pr = save_progress_for(&save, &pack, note, sizeof note, NULL);
    assert_non_null(pr);
    assert_int_equal(pr->count, 9);
    assert_non_null(strstr(note, "says 5 levels, but it has 9; 1 won level kept by number"));
    progress_won(pr, 7, (struct result){2, false, false});
    assert_int_equal(pr->best[6].taps, 2);
    assert_int_equal(pr->best[1].taps, 1);
    assert_int_equal(pr->endless, 0);
    /* and merged with the file that still says 5 levels, nothing is filed as endless */
    struct save disk;
    read_record(&disk, &pack, 5, 0, "{\"level\": 2, \"taps\": 1, \"hints\": false}");
    save_merge(&save, &disk, note, sizeof note);
    assert_int_equal(save.packs[0].endless, 0);
    save_free(&disk);
    save_free(&save);
    pack_free(&pack);
}

/* Past SAVE_MAX_PACKS, the pack the line names is the one forgotten: the merge with the
 * file, which still holds it, does not bring it back and forget another. */
static void test_the_pack_said_forgotten_is_the_one_forgotten(void **state)
{
    (void)state;
    struct save save = {0};
    char note[320];
    for (int k = 0; k < SAVE_MAX_PACKS; k++) { /* none won: each may make way */
        struct pack pack;
        make_pack(&pack, 3, (uint64_t)k + 10, k);
        assert_non_null(save_progress_for(&save, &pack, note, sizeof note, NULL));
        pack_free(&pack);
    }
    char *text = save_format(&save, NULL);
    struct save disk;
    assert_int_equal(save_parse(text, strlen(text), "p.json", &disk, NULL), 0);
    free(text);
    struct pack daily;
    make_pack(&daily, 1, 999, 500);
    assert_non_null(save_progress_for(&save, &daily, note, sizeof note, NULL));
    uint64_t said;
    const char *seed = strstr(note, "forgot the least recently played pack with no wins (seed ");
    assert_non_null(seed);
    said = strtoull(seed + strlen("forgot the least recently played pack with no wins (seed "), NULL, 10);
    save_merge(&save, &disk, note, sizeof note);
    assert_string_equal(note, ""); /* nothing more forgotten */
    assert_int_equal(save.count, SAVE_MAX_PACKS);
    bool kept_said = false, kept_daily = false;
    for (int i = 0; i < save.count; i++) {
        kept_said |= save.packs[i].seed == said;
        kept_daily |= save.packs[i].seed == 999;
    }
    assert_false(kept_said);
    assert_true(kept_daily);
    save_free(&disk);
    save_free(&save);
    pack_free(&daily);
}

/* A progress whose text would pass SAVE_MAX_BYTES (here 12 packs of 9,999 wins) loses a
 * pack only with a line naming it; before, one went without a word. */
static void test_a_save_too_large_says_what_it_forgets(void **state)
{
    (void)state;
    struct save save = {0};
    char note[320];
    for (int k = 0; k < 12; k++) {
        struct pack pack;
        make_pack(&pack, 1, (uint64_t)k + 100, k);
        struct progress *pr = save_progress_for(&save, &pack, note, sizeof note, NULL);
        struct progress big;
        assert_int_equal(progress_new(&big, PACK_MAX_LEVELS, NULL), 0);
        big.pack_id = pr->pack_id;
        big.seed = pr->seed;
        for (int level = 1; level <= PACK_MAX_LEVELS; level++)
            progress_won(&big, level, (struct result){64, true, false});
        progress_free(pr);
        *pr = big;
        pack_free(&pack);
    }
    /* stored: the line says which file, "name: what", as every line of a player's file */
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    unlink(p.progress);
    error_line said, err;
    assert_int_equal(prefs_store_save(&p, &save, &said, &err), 0);
    char want[PREFS_PATH_MAX + 120];
    snprintf(want, sizeof want, "%s: forgot the least recently played pack (seed 100, 9999 won), to keep the file "
             "under 4 MB", p.progress);
    unlink(p.progress);
    assert_true(strncmp(said.text, want, strlen(want)) == 0);
    save_free(&save);
}

/* The workshop's fields are merged by identity: two copies each making a field of their
 * own and changing another keep both fields and both changes. */
static void test_two_copies_keep_each_others_workshop_fields(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    static struct workshopfile a, b, back;
    error_line note, err;
    workshopfile_init(&a);
    a.field[0].n = 1;
    a.field[0].dots[0] = (struct dot){.x = 100, .y = 400, .size = SIZE_BIG};
    a.count = 2; /* a second field */
    a.field[1].n = 1;
    a.field[1].dots[0] = (struct dot){.x = 200, .y = 200, .size = SIZE_SMALL};
    assert_int_equal(prefs_store_workshop(&p, &a, &note, &err), 0);
    assert_int_equal(prefs_load_workshop(&p, &b, &note), 0); /* the second copy starts */
    /* the first changes field 1 and adds field 3; the second changes field 2 and adds its own field 3 */
    a.field[0].dots[0].x = 110;
    a.count = 3;
    a.field[2] = (struct workshop_field){.n = 1, .dots = {{.x = 300, .y = 300, .size = SIZE_NORMAL}}};
    b.field[1].dots[0].y = 250;
    b.count = 3;
    b.field[2] = (struct workshop_field){.n = 2, .dots = {{.x = 50, .y = 50}, {.x = 500, .y = 500}}};
    assert_int_equal(prefs_store_workshop(&p, &a, &note, &err), 0);
    assert_int_equal(prefs_store_workshop(&p, &b, &note, &err), 0);
    assert_string_equal(note.text, "");
    assert_int_equal(prefs_load_workshop(&p, &back, &note), 0);
    assert_int_equal(back.count, 4);
    assert_int_equal(back.field[0].dots[0].x, 110); /* a's change */
    assert_int_equal(back.field[1].dots[0].y, 250); /* b's change */
    assert_int_equal(back.field[2].n, 2);           /* b's own field */
    assert_int_equal(back.field[3].n, 1);           /* a's, added after */
    assert_int_equal(back.field[3].dots[0].x, 300);
    /* past WORKSHOPFILE_FIELDS, what cannot be kept is said */
    a.count = WORKSHOPFILE_FIELDS;
    for (int k = 3; k < WORKSHOPFILE_FIELDS; k++)
        a.field[k] = (struct workshop_field){.n = 1, .dots = {{.x = (int16_t)(10 * k), .y = 10}}};
    assert_int_equal(prefs_store_workshop(&p, &a, &note, &err), 0);
    assert_non_null(strstr(note.text, "workshop.json: the workshop keeps 9 fields; 1 made by another copy of the game (2 dots in all) is not kept"));
}

/* Two copies changing the same field (F-10): the last to write no longer wins alone,
 * nothing said; its field stays, the other's is kept beside it, and a line says so. */
static void test_a_field_changed_by_two_copies_keeps_both(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    unlink(p.workshop);
    static struct workshopfile a, b, back;
    error_line note, err;
    workshopfile_init(&a);
    a.field[0].n = 1;
    a.field[0].dots[0] = (struct dot){.x = 100, .y = 400, .size = SIZE_BIG};
    assert_int_equal(prefs_store_workshop(&p, &a, &note, &err), 0);
    assert_int_equal(prefs_load_workshop(&p, &b, &note), 0); /* the second copy starts */
    a.field[0].dots[0].x = 110; /* both change field 1 */
    b.field[0].dots[0].x = 500;
    assert_int_equal(prefs_store_workshop(&p, &a, &note, &err), 0);
    assert_int_equal(prefs_store_workshop(&p, &b, &note, &err), 0);
    if (!strstr(note.text, "workshop.json: field 1 was changed by another copy of the game too: both are kept, its as field 2"))
        fail_msg("%s", note.text);
    assert_int_equal(prefs_load_workshop(&p, &back, &note), 0);
    assert_int_equal(back.count, 2);
    assert_int_equal(back.field[0].dots[0].x, 500); /* the last writer's */
    assert_int_equal(back.field[1].dots[0].x, 110); /* and the other's, kept */
    /* written again, nothing more is added or said */
    assert_int_equal(prefs_store_workshop(&p, &b, &note, &err), 0);
    assert_string_equal(note.text, "");
    assert_int_equal(prefs_load_workshop(&p, &back, &note), 0);
    assert_int_equal(back.count, 2);
}

/* A save of version 1 (before hints were counted) still reads, as none asked; the file
 * written is version 2 with the count; two copies asking hints at once keep both
 * copies' (the file's count and what each asked since it last wrote), and saving again
 * adds nothing. */
static void test_an_old_save_reads_and_two_copies_hints_add_up(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    struct pack pack;
    make_pack(&pack, 9, 1, 0);
    char text[400];
    snprintf(text, sizeof text,
             "{\"format\": \"carillon-save\", \"version\": 1, \"packs\": [{\"pack\": \"%016" PRIx64 "\", "
             "\"seed\": 1, \"levels\": 9, \"endless\": 0, \"won\": [{\"level\": 1, \"taps\": 1, \"hints\": true}]}]}",
             progress_pack_id(&pack));
    write_file(p.progress, text, strlen(text));
    struct save a, b;
    error_line note, err;
    assert_int_equal(prefs_load_save(&p, &a, &note), 0);
    assert_int_equal(prefs_load_save(&p, &b, &note), 0);
    char said[320];
    struct progress *pa = save_progress_for(&a, &pack, said, sizeof said, NULL);
    struct progress *pb = save_progress_for(&b, &pack, said, sizeof said, NULL);
    assert_int_equal(pa->best[0].taps, 1);
    assert_true(pa->best[0].helped && !pa->best[0].read);
    assert_int_equal(pa->hints, 0);
    progress_hint(pa);
    progress_hint(pa);
    for (int i = 0; i < 3; i++)
        progress_hint(pb);
    if (prefs_store_save(&p, &a, &note, &err) != 0 || prefs_store_save(&p, &b, &note, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(pb->hints, 5);
    if (prefs_store_save(&p, &a, &note, &err) != 0 || prefs_store_save(&p, &a, &note, &err) != 0 ||
        prefs_store_save(&p, &b, &note, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(pa->hints, 5);
    assert_int_equal(pb->hints, 5);
    progress_hint(pa);
    if (prefs_store_save(&p, &a, &note, &err) != 0)
        fail_msg("%s", err.text);
    size_t len;
    char *written = file_read(p.progress, SAVE_MAX_BYTES, &len, &err);
    assert_non_null(written);
    assert_non_null(strstr(written, "\"version\": 3"));
    assert_non_null(strstr(written, "\"hints\": 6,"));
    free(written);
    struct save disk;
    assert_int_equal(prefs_load_save(&p, &disk, &note), 0);
    assert_int_equal(disk.packs[0].hints, 6);
    assert_int_equal(disk.packs[0].best[0].taps, 1);
    save_free(&disk);
    assert_int_equal(unlink(p.progress), 0);
    save_free(&a);
    save_free(&b);
    pack_free(&pack);
}

/* A daily log of version 1 (only days won) still reads; version 2 keeps the days played
 * and not won too; two copies keep each other's days, a win of a day over its being
 * only played. */
static void test_an_old_daily_log_reads_and_days_played_are_kept(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    static const char OLD[] = "{\"format\": \"carillon-daily\", \"version\": 1, \"days\": ["
                              "{\"date\": \"2026-12-01\", \"taps\": 4, \"hint\": true}]}";
    write_file(p.daily, OLD, strlen(OLD));
    static struct daily_log a, b, back;
    error_line note, err;
    assert_int_equal(prefs_load_daily(&p, &a, &note), 0);
    assert_int_equal(prefs_load_daily(&p, &b, &note), 0);
    int64_t first;
    assert_int_equal(daily_parse("2026-12-01", &first, NULL), 0);
    const struct daily_day *d = daily_log_win(&a, first);
    assert_non_null(d);
    assert_int_equal(d->taps, 4);
    assert_true(d->hinted);
    assert_true(daily_log_played(&a, first + 1));  /* a plays the 2nd and does not win it ... */
    assert_false(daily_log_played(&a, first + 1)); /* (once is enough) */
    assert_false(daily_log_played(&a, first));     /* (a day won stays won) */
    assert_true(daily_log_won(&b, first + 1, (struct result){3, false, false})); /* ... b wins it */
    assert_true(daily_log_played(&a, first + 2));  /* and a plays the 3rd */
    assert_null(daily_log_win(&a, first + 2));
    assert_int_equal(prefs_store_daily(&p, &b, NULL, &err), 0);
    assert_int_equal(prefs_store_daily(&p, &a, NULL, &err), 0);
    assert_int_equal(prefs_load_daily(&p, &back, &note), 0);
    assert_int_equal(back.count, 3);
    assert_non_null(daily_log_win(&back, first + 1));
    assert_int_equal(daily_log_win(&back, first + 1)->taps, 3);
    d = daily_log_find(&back, first + 2);
    assert_non_null(d);
    assert_false(d->won);
    size_t len;
    char *written = file_read(p.daily, DAILY_LOG_MAX_BYTES, &len, &err);
    assert_non_null(written);
    assert_non_null(strstr(written, "\"version\": 3"));
    assert_non_null(strstr(written, "{\"date\":\"2026-12-03\",\"won\":false}"));
    free(written);
    assert_int_equal(unlink(p.daily), 0);
}

/* The daily log: a day outside 2000 to 9999 (a clock before 1970 or far ahead) is refused
 * before it is written, and more than a year of days won is kept (400 were, the oldest
 * dropped without a word). */
static void test_the_daily_log_keeps_its_days(void **state)
{
    (void)state;
    static struct daily_log log;
    log.count = 0;
    assert_false(daily_log_won(&log, 0, (struct result){3, false, false}));             /* 1970-01-01 */
    assert_false(daily_log_won(&log, DAILY_LOG_LAST_DAY + 2900, (struct result){3, false, false})); /* year 10021 */
    assert_int_equal(log.count, 0);
    for (int64_t day = 20000; day < 20000 + 1000; day++)
        assert_true(daily_log_won(&log, day, (struct result){3, false, false}));
    assert_int_equal(log.count, 1000);
    assert_int_equal(log.days[0].day, 20000);
}

/* Two copies' daily logs merged past the DAILY_LOG_DAYS kept: the oldest days make way
 * with a line naming the file, how many and which (they went without a word); a file of
 * more days than that is refused with one line, not cut short unsaid. */
static void test_daily_days_past_the_cap_are_said(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    unlink(p.daily);
    static struct daily_log one, other, back;
    one.count = other.count = 0;
    for (int64_t day = 20000; day < 23000; day++) /* 2024-10-04 on: the other copy's */
        assert_true(daily_log_won(&other, day, (struct result){3, false, false}));
    error_line said, err;
    assert_int_equal(prefs_store_daily(&p, &other, &said, &err), 0);
    assert_string_equal(said.text, "");
    for (int64_t day = 22500; day < 24500; day++) /* this copy's: 500 days the other has too */
        assert_true(daily_log_won(&one, day, (struct result){2, false, false}));
    assert_int_equal(prefs_store_daily(&p, &one, &said, &err), 0);
    char want[PREFS_PATH_MAX + 160];
    snprintf(want, sizeof want, "%s: with another copy's days, more than the %d days kept: 840 of them (2024-10-04 to "
             "2027-01-21) make way", p.daily, DAILY_LOG_DAYS);
    assert_string_equal(said.text, want);
    assert_int_equal(prefs_load_daily(&p, &back, &said), 0);
    assert_int_equal(back.count, DAILY_LOG_DAYS);
    assert_int_equal(back.days[0].day, 24500 - DAILY_LOG_DAYS);
    assert_int_equal(back.days[DAILY_LOG_DAYS - 1].day, 24499);
    assert_int_equal(back.days[DAILY_LOG_DAYS - 1].taps, 2);

    /* a file of one day more than are kept (written by hand, or by another program) */
    FILE *f = fopen(p.daily, "w");
    assert_non_null(f);
    fprintf(f, "{\"format\": \"carillon-daily\", \"version\": 1, \"days\": [");
    for (int64_t day = 20000; day <= 20000 + DAILY_LOG_DAYS; day++) {
        char date[DAILY_DATE_SIZE];
        daily_format(day, date);
        fprintf(f, "%s{\"date\": \"%s\", \"taps\": 3, \"hint\": false}", day > 20000 ? ", " : "", date);
    }
    fprintf(f, "]}\n");
    assert_int_equal(fclose(f), 0);
    assert_int_equal(prefs_load_daily(&p, &back, &said), 1); /* said, moved aside */
    unlink(p.daily);
    assert_int_equal(back.count, 0);
    snprintf(want, sizeof want, "%s: day 3661: is one more than the 3660 days kept", p.daily);
    assert_true(strncmp(said.text, want, strlen(want)) == 0);
}

static void test_damaged_files_are_moved_aside(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    char aside[PREFS_PATH_MAX + 32];
    static const char garbage[] = "{\"format\": \"carillon-save\", \"version\": 1, \"packs\": [tru";
    for (int k = 1; k <= 2; k++) {
        write_file(p.progress, garbage, sizeof garbage - 1);
        struct save save;
        error_line note;
        assert_int_equal(prefs_load_save(&p, &save, &note), 1);
        assert_int_equal(save.count, 0);
        if (k == 1)
            snprintf(aside, sizeof aside, "%s.damaged", p.progress);
        else
            snprintf(aside, sizeof aside, "%s.damaged-2", p.progress);
        char want[sizeof aside + 64];
        snprintf(want, sizeof want, "; moved aside to %s, starting afresh", aside);
        assert_true(strncmp(note.text, p.progress, strlen(p.progress)) == 0);
        assert_non_null(strstr(note.text, "truncated?"));
        assert_non_null(strstr(note.text, want));
        assert_false(exists(p.progress));
        size_t len;
        char *kept = file_read(aside, 1000, &len, NULL);
        assert_non_null(kept);
        assert_string_equal(kept, garbage); /* kept whole, never deleted */
        free(kept);
        assert_true(p.keep_progress);
    }

    /* What is not a regular file (here a directory) is left exactly as it is, said once:
     * the game plays without saving that file while it is there, and writes it again once
     * it is gone. */
    assert_int_equal(mkdir(p.settings, 0700), 0);
    struct settings s;
    error_line note;
    assert_int_equal(prefs_load_settings(&p, &s, &note), 1);
    assert_non_null(strstr(note.text, "settings.json: not a regular file (a directory), so it is left as it is, "
                                      "and the game plays without saving it"));
    assert_true(settings_same(&s, &SETTINGS_DEFAULT));
    s.volume = 10;
    assert_int_equal(prefs_store_settings(&p, &s, NULL), 0);
    struct stat st;
    assert_true(stat(p.settings, &st) == 0 && S_ISDIR(st.st_mode));
    snprintf(aside, sizeof aside, "%s.damaged", p.settings);
    assert_false(exists(aside));
    assert_int_equal(rmdir(p.settings), 0);
    assert_int_equal(prefs_store_settings(&p, &s, NULL), 0);
    struct settings back;
    assert_int_equal(prefs_load_settings(&p, &back, &note), 0);
    assert_int_equal(back.volume, 10);
}

/* A copy that cannot have the lock (another holds it longer than a save takes) fails
 * that save with one line naming the file, writes nothing, and the next save, once the
 * lock is free, keeps every win. The lock file stays; the progress is never touched
 * while another copy holds it. */
static void test_a_save_waits_for_the_lock_and_says_when_it_cannot_have_it(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    struct file_lock other;
    error_line err;
    if (file_lock(&other, p.progress, 0, &err) != 0)
        fail_msg("%s", err.text);
    struct pack pack;
    make_pack(&pack, 10, 1, 0);
    struct save save = {0};
    char said[320];
    progress_won(save_progress_for(&save, &pack, said, sizeof said, NULL), 2, (struct result){1, false, false});
    error_line note;
    assert_int_equal(prefs_store_save(&p, &save, &note, &err), -1);
    assert_true(strncmp(err.text, p.progress, strlen(p.progress)) == 0);
    assert_non_null(strstr(err.text, "another copy of the game has held its lock"));
    assert_false(exists(p.progress));
    file_unlock(&other);
    if (prefs_store_save(&p, &save, &note, &err) != 0)
        fail_msg("%s", err.text);
    assert_int_equal(loaded_wins(&p), 1);
    char lock[PREFS_PATH_MAX + 8];
    snprintf(lock, sizeof lock, "%s.lock", p.progress);
    assert_true(exists(lock));
    assert_int_equal(unlink(p.progress), 0);
    save_free(&save);
    pack_free(&pack);
}

/* When NAME.damaged and NAME.damaged-2 .. -100 are all taken, a damaged file still goes
 * aside, to a name of its own, and the line says where: never a stale reason, and the
 * next save writes a fresh file. */
static void test_a_damaged_file_goes_aside_when_every_numbered_name_is_taken(void **state)
{
    (void)state;
    struct prefs p;
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    char aside[PREFS_PATH_MAX + 32];
    for (int k = 1; k <= 100; k++) {
        if (k == 1)
            snprintf(aside, sizeof aside, "%s.damaged", p.progress);
        else
            snprintf(aside, sizeof aside, "%s.damaged-%d", p.progress, k);
        write_file(aside, "x", 1);
    }
    static const char garbage[] = "not json";
    write_file(p.progress, garbage, sizeof garbage - 1);
    struct save save;
    error_line note;
    assert_int_equal(prefs_load_save(&p, &save, &note), 1);
    assert_true(p.keep_progress);
    assert_false(exists(p.progress));
    const char *to = strstr(note.text, "; moved aside to ");
    assert_non_null(to);
    to += strlen("; moved aside to ");
    char where[PREFS_PATH_MAX + 32];
    snprintf(where, sizeof where, "%s", to);
    *strchr(where, ',') = '\0';
    assert_true(strncmp(where, p.progress, strlen(p.progress)) == 0);
    size_t len;
    char *kept = file_read(where, 1000, &len, NULL);
    assert_non_null(kept);
    assert_string_equal(kept, garbage);
    free(kept);
    store_progress(&p, 2);
    assert_int_equal(loaded_wins(&p), 2);
    save_free(&save);
}

/* What the front end was told: the path of each file stored, in order. */
struct told {
    int count;
    char path[8][PREFS_PATH_MAX];
};
static void tell(void *ctx, const char *path)
{
    struct told *t = ctx;
    if (t->count < 8)
        snprintf(t->path[t->count], PREFS_PATH_MAX, "%s", path);
    t->count++;
}

/* The browser writes its storage back when told a file was stored: every one of the four
 * files tells it, once a store, and a store that wrote nothing (the lock held by another
 * copy) does not. */
static void test_every_file_stored_is_told(void **state)
{
    (void)state;
    struct prefs p;
    struct told told = {0};
    assert_int_equal(prefs_open(&p, getenv("CARILLON_PREFS"), NULL), 0);
    p.stored = tell;
    p.stored_ctx = &told;
    struct save save = {0};
    struct settings settings = SETTINGS_DEFAULT;
    static struct workshopfile file;
    struct daily_log daily = {0};
    workshopfile_init(&file);
    daily_log_won(&daily, 20000, (struct result){3, false, false});
    assert_int_equal(prefs_store_save(&p, &save, NULL, NULL), 0);
    assert_int_equal(prefs_store_settings(&p, &settings, NULL), 0);
    assert_int_equal(prefs_store_workshop(&p, &file, NULL, NULL), 0);
    assert_int_equal(prefs_store_daily(&p, &daily, NULL, NULL), 0);
    assert_int_equal(told.count, 4);
    assert_string_equal(told.path[0], p.progress);
    assert_string_equal(told.path[1], p.settings);
    assert_string_equal(told.path[2], p.workshop);
    assert_string_equal(told.path[3], p.daily);

    struct file_lock other;
    assert_int_equal(file_lock(&other, p.settings, 0, NULL), 0);
    assert_int_not_equal(prefs_store_settings(&p, &settings, NULL), 0);
    file_unlock(&other);
    assert_int_equal(told.count, 4);
    save_free(&save);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_progress_opens_levels_by_wins),
        cmocka_unit_test(test_pack_ids_tell_packs_apart),
        cmocka_unit_test(test_save_round_trips),
        cmocka_unit_test(test_a_regrown_pack_keeps_the_progress_by_level_number),
        cmocka_unit_test(test_no_pack_with_wins_makes_way),
        cmocka_unit_test(test_packs_with_no_wins_make_way_and_the_shipped_one_never),
        cmocka_unit_test(test_hostile_saves_are_refused_with_one_line),
        cmocka_unit_test(test_settings_round_trip),
        cmocka_unit_test(test_two_copies_of_the_game_keep_each_others_wins),
        cmocka_unit_test(test_a_crash_before_the_rename_keeps_the_old_progress),
        cmocka_unit_test(test_damaged_files_are_moved_aside),
        cmocka_unit_test(test_a_failed_store_is_tried_again_and_said_at_the_end),
        cmocka_unit_test(test_the_progress_is_tried_again_by_the_files_retry),
        cmocka_unit_test(test_a_record_of_the_wrong_size_is_rebuilt_with_a_line),
        cmocka_unit_test(test_a_record_too_long_says_the_wins_it_cannot_keep),
        cmocka_unit_test(test_endless_levels_past_what_the_game_grows_are_said_and_capped),
        cmocka_unit_test(test_the_pack_said_forgotten_is_the_one_forgotten),
        cmocka_unit_test(test_a_save_too_large_says_what_it_forgets),
        cmocka_unit_test(test_two_copies_keep_each_others_workshop_fields),
        cmocka_unit_test(test_a_field_changed_by_two_copies_keeps_both),
        cmocka_unit_test(test_the_daily_log_keeps_its_days),
        cmocka_unit_test(test_an_old_save_reads_and_two_copies_hints_add_up),
        cmocka_unit_test(test_an_old_daily_log_reads_and_days_played_are_kept),
        cmocka_unit_test(test_daily_days_past_the_cap_are_said),
        cmocka_unit_test(test_a_save_waits_for_the_lock_and_says_when_it_cannot_have_it),
        cmocka_unit_test(test_a_damaged_file_goes_aside_when_every_numbered_name_is_taken),
        cmocka_unit_test(test_every_file_stored_is_told),
    };
    return cmocka_run_group_tests_name("save and settings", tests, make_dir, remove_dir);
}
