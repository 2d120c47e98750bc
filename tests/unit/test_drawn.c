/* check: slow (make check leaves it to make test) */
/* Words never under 11 points (view.h), as drawn: the whole game (midend) draws on the
 * SDL canvas with the real faces, on a software renderer, through a canvas that notes
 * every line of words and how much it was narrowed to fit. Lines of the two word styles
 * (small and body) must be drawn at least as tall as a line of the words' face at 11
 * points, at 800x600, 480x360, 390x844 and 360x640: every one on the play screen once the daily
 * level is won, with its share line under the field (it was narrowed to about 5 pixels
 * tall in the column at 800x600), on the level select the line saying a pasted code
 * is wrong (the same; the select's tiles' words are another test's), in the workshop
 * (with the numbers of its chain starts clear of the dots), and in portrait (360x640,
 * 390x844, at 1x and 3x) every line under the field, the keys lines among them; the won
 * level's banner, within the field, at 844x390, 480x360, 360x640 and 390x844, 1x and 3x.
 * On a touch screen the words under the field and on a won or lost level's banner name
 * taps and the on-screen buttons, never keys, and the buttons name no key under their
 * words. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <SDL_ttf.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game/carillon.h"
#include "game/keymap.h"
#include "game/options.h"
#include "game/draw/view.h"
#include "game/files/progress.h"
#include "levelgen/pack.h"
#include "sdl/canvas.h"
#include "sdl/text.h"

static const char FONT[] = "assets/DejaVuSans.ttf", FACE[] = "assets/Quicksand-Medium.ttf";

/* The canvas in the middle: the SDL one, with its words noted. */
static struct carillon_canvas inner;
static float least;        /* the shortest line of words drawn, in pixels */
static char least_str[300]; /* and what it said */
static char warned[600];    /* the last line warned: when set, only its words are measured */
static char from[32];       /* when set, the words measured are those from these on ... */
static bool begun;          /* ... and whether they have come */
static float band_top, band_bottom; /* when set apart, only words drawn between these are measured */
static char marker[64];     /* words that must be among those drawn ... */
static bool marked;         /* ... and whether they were */

static struct {
    char str[8];
    float x, y; /* the middle of its top, in pixels (centred words) */
} placed[256];              /* the short lines of words drawn, where */
static int places;

static struct {
    char str[200];
    float y; /* its top, in pixels */
} drawn[256];               /* every line of words of the frame, in the order drawn */
static int drawn_count;

static float noted_words(void *ctx, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
                         float y, enum text_align align, float max_w)
{
    if (drawn_count < (int)(sizeof drawn / sizeof drawn[0])) {
        snprintf(drawn[drawn_count].str, sizeof drawn[0].str, "%s", str);
        drawn[drawn_count++].y = y;
    }
    marked |= strstr(str, marker) != NULL;
    if (strlen(str) < sizeof placed[0].str && places < 256 && align == ALIGN_CENTRE) {
        snprintf(placed[places].str, sizeof placed[0].str, "%s", str);
        placed[places].x = x;
        placed[places++].y = y;
    }
    begun |= from[0] && strstr(str, from);
    bool banded = band_bottom <= band_top || (y >= band_top && y <= band_bottom);
    if ((!from[0] || begun) && (style == TEXT_SMALL || style == TEXT_BODY) && *str &&
        (!warned[0] || strstr(warned, str)) && banded) {
        float w = inner.words_width(ctx, str, style), h = inner.words_height(ctx, style);
        if (max_w > 0 && w > max_w)
            h *= max_w / w;
        if (h < least) {
            least = h;
            snprintf(least_str, sizeof least_str, "%s", str);
        }
    }
    return inner.words(ctx, str, style, colour, alpha, x, y, align, max_w);
}

static void quit_asked(void *ctx) { (void)ctx; } /* a desktop's: Esc asks before it quits */

static void quiet(void *ctx, const char *line)
{
    (void)ctx;
    (void)line;
}

static void warn(void *ctx, const char *line)
{
    (void)ctx;
    snprintf(warned, sizeof warned, "%s", line);
}

/* A bad code on the clipboard: its checksum's last character changed. */
static int bad_code(void *ctx, char *out, size_t size)
{
    (void)ctx;
    return snprintf(out, size, "C1Ks7cpxRM5M35ORPgdvwja3x");
}

/* The game in this process, drawing on a software renderer's surface. */
struct run {
    SDL_Surface *surface;
    SDL_Renderer *r;
    struct text *t;
    struct canvas c;
    struct boot *b;
    struct midend *g;
    char dir[64];
    int64_t at; /* the clock */
};

static char said[1024][200]; /* the lines said (--where's: index x y radius, buttons, words) */
static int says;

static void heard(void *ctx, const char *line)
{
    (void)ctx;
    if (says < 1024)
        snprintf(said[says++], sizeof said[0], "%s", line);
}

static int density = 1; /* output pixels a window point, for the next run_open */

enum { BUTTONS_MOST_SEEN = 16, KIT_WORDS_SEEN = 256 };

/* Opens the game with args at w x h points (density pixels each); text (or NULL) is
 * that of the file named file in its folder (settings.json, workshop.json). */
static void run_open(struct run *u, const char *const *args, int argc, int w, int h, const char *file,
                     const char *text)
{
    *u = (struct run){.surface = SDL_CreateRGBSurfaceWithFormat(0, w * density, h * density, 32,
                                                                SDL_PIXELFORMAT_ARGB8888)};
    u->r = u->surface ? SDL_CreateSoftwareRenderer(u->surface) : NULL;
    assert_non_null(u->r);
    error_line err;
    u->t = text_open(u->r, FONT, FACE, &err);
    if (!u->t)
        fail_msg("%s", err.text);
    canvas_open(&u->c, u->r, u->t);
    inner = u->c.calls;
    static struct carillon_canvas noted;
    noted = u->c.calls;
    noted.words = noted_words;
    struct options o;
    if (options_parse(&o, argc, (char **)args, &err) != 0)
        fail_msg("%s", err.text);
    snprintf(u->dir, sizeof u->dir, "/tmp/carillon-test-drawn-XXXXXX");
    assert_non_null(mkdtemp(u->dir));
    if (text) {
        char path[128];
        snprintf(path, sizeof path, "%s/%s", u->dir, file);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(text, f);
        fclose(f);
    }
    u->b = boot_load(&o, "assets/levels.json", u->dir, NULL, quiet, NULL);
    assert_non_null(u->b);
    static const struct carillon_host host = {.say = heard, .warn = warn, .clipboard_get = bad_code, .quit = quit_asked};
    u->g = midend_open(u->b, &host, &noted, 0, &err);
    if (!u->g)
        fail_msg("%s", err.text);
    assert_int_equal(midend_resize(u->g, w * density, h * density, w, h, &err), 0);
}

static void run_step(struct run *u, int64_t ms)
{
    for (int64_t end = u->at + ms; u->at < end; u->at += 16)
        assert_int_equal(midend_step(u->g, 16, (uint64_t)u->at, NULL), 0);
}

static void run_draw(struct run *u)
{
    least = 1e9f;
    marked = false;
    begun = false;
    places = 0;
    drawn_count = 0;
    least_str[0] = '\0';
    assert_int_equal(midend_draw(u->g, NULL), 0);
    SDL_RenderFlush(u->r);
}

static void run_close(struct run *u)
{
    midend_close(u->g, NULL);
    boot_free(u->b);
    canvas_close(&u->c);
    text_close(u->t);
    SDL_DestroyRenderer(u->r);
    SDL_FreeSurface(u->surface);
    char cmd[sizeof u->dir + 16];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", u->dir);
    assert_int_equal(system(cmd), 0);
}

/* The game run with args at w x h (its workshop.json shelf, or none) until it has
 * stepped for ms; then (paste) a code pasted; the frame drawn. Returns the shortest line
 * of words drawn. */
static float shortest(const char *const *args, int argc, const char *shelf, int w, int h, int64_t ms, bool paste)
{
    struct run u;
    run_open(&u, args, argc, w, h, "workshop.json", shelf);
    run_step(&u, ms);
    warned[0] = '\0';
    if (paste) {
        midend_action(u.g, &(struct action){.kind = ACT_PASTE});
        assert_true(warned[0] != '\0');
    }
    run_draw(&u);
    if (!marked)
        fail_msg("%dx%d: no \"%s\" drawn", w, h, marker);
    float got = least;
    run_close(&u);
    return got;
}

static const int SIZES_SHOWN[][2] = {{800, 600}, {480, 360}, {390, 844}, {360, 640}};

/* The height of a line of the words' face at 11 points, less a pixel for rounding. */
static float eleven_points(void)
{
    assert_int_equal(TTF_WasInit() || TTF_Init() == 0, 1);
    TTF_Font *f = TTF_OpenFont(FONT, 11);
    assert_non_null(f);
    float h = (float)TTF_FontHeight(f) - 1;
    TTF_CloseFont(f);
    return h;
}

/* The game run with args (and shelf) at each size shown: no line measured under 11 points. */
static void at_every_size(const char *const *args, int argc, const char *shelf, int64_t ms, bool paste)
{
    float floor = eleven_points();
    for (size_t i = 0; i < sizeof SIZES_SHOWN / sizeof SIZES_SHOWN[0]; i++) {
        float got = shortest(args, argc, shelf, SIZES_SHOWN[i][0], SIZES_SHOWN[i][1], ms, paste);
        if (got < floor)
            fail_msg("%dx%d: \"%s\" drawn %.1f px tall, under 11 points (%.1f px)", SIZES_SHOWN[i][0],
                     SIZES_SHOWN[i][1], least_str, (double)got, (double)floor);
    }
}

static void test_the_daily_share_line_is_never_under_11_points(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--daily", "2026-12-03", "--autoplay", "--mute"};
    snprintf(marker, sizeof marker, "share line");
    /* the autoplayer wins the day within 20 s; its share line shows for minutes after */
    at_every_size(args, 5, NULL, 20000, false);
}

static void test_a_bad_code_is_said_never_under_11_points(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--mute"};
    snprintf(marker, sizeof marker, "checksum");
    at_every_size(args, 2, NULL, 100, true);
}

/* A workshop shelf of one field: two dots too close and a ring on an edge (the faults'
 * line at its longest); its answer is three taps (as tests/pixels/phones.sh's). */
static const char SHELF[] =
    "{\"format\": \"carillon-workshop\", \"version\": 1, \"current\": 1, \"fields\": [{\"dots\": ["
    "{\"x\": 320, \"y\": 400, \"size\": \"normal\", \"note\": 0},"
    "{\"x\": 420, \"y\": 460, \"size\": \"big\", \"note\": 2},"
    "{\"x\": 200, \"y\": 300, \"size\": \"small\", \"note\": 4},"
    "{\"x\": 520, \"y\": 260, \"size\": \"normal\", \"note\": 5},"
    "{\"x\": 340, \"y\": 432, \"size\": \"normal\", \"note\": 1}]}]}";
static const struct dot SHELF_DOTS[] = {{320, 400, SIZE_NORMAL, 0}, {420, 460, SIZE_BIG, 2}, {200, 300, SIZE_SMALL, 4},
                                        {520, 260, SIZE_NORMAL, 5}, {340, 432, SIZE_NORMAL, 1}};

/* The workshop's words (its header, the faults' line, the keys) in a phone's shape and
 * beside the field: the keys' line was narrowed to about 3 pixels tall under the field at
 * 390x844, the header and the faults to about 4 in the column at 480x360. */
static void test_the_workshops_words_are_never_under_11_points(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--workshop", "--mute"};
    snprintf(marker, sizeof marker, "2 faults");
    at_every_size(args, 3, SHELF, 100, false);
}

/* The workshop speaks to the hand that plays it (issue 39, item 4): to a finger (390x844,
 * --touch) what a tap and a drag do and the buttons by their words, never a key or a
 * mouse's click; its empty field's par says what it means ("not yet proven", not "PAR -");
 * the palette's buttons carry their words. */
static void test_the_workshop_speaks_to_a_finger(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--workshop", "--mute", "--touch"};
    struct run u;
    run_open(&u, args, 4, 390, 844, NULL, NULL);
    run_step(&u, 100);
    run_draw(&u);
    static const char *const KEYS[] = {"Space", "Tab", "Ctrl+", "PgUp", "Del ", "click", "arrows", "1-9", "PAR -"};
    bool tap = false, par = false, size = false, bell = false;
    for (int i = 0; i < drawn_count; i++) {
        for (size_t k = 0; k < sizeof KEYS / sizeof KEYS[0]; k++)
            if (strstr(drawn[i].str, KEYS[k]))
                fail_msg("the workshop by a finger says \"%s\"", drawn[i].str);
        tap |= strstr(drawn[i].str, "tap to place") != NULL;
        par |= strstr(drawn[i].str, "not yet proven") != NULL;
        size |= strcmp(drawn[i].str, "Size") == 0;
        bell |= strcmp(drawn[i].str, "Bell") == 0;
    }
    if (!tap || !par || !size || !bell)
        fail_msg("the workshop by a finger: tap %d, par's words %d, the palette's Size %d and Bell %d", tap, par, size,
                 bell);
    run_close(&u);
}

/* The top of the highest button the game says it has (--where's "button NAME x y w h"),
 * in pixels. */
static float buttons_top(struct run *u)
{
    says = 0;
    midend_where(u->g);
    float top = 1e9f;
    for (int i = 0; i < says; i++) {
        char name[32];
        float x, y, w, h;
        if (sscanf(said[i], "button %31s %f %f %f %f", name, &x, &y, &w, &h) == 5 && y * (float)density < top)
            top = y * (float)density;
    }
    return top;
}

/* The desktop's default window, 494x720 (issue 33, item 1): the select says its line (the
 * chosen level's; after Esc, the question), play and the workshop the first of their
 * keys, each drawn clear of every button (the band under the field folded away whole,
 * and the line with it; the workshop's second line of keys ran under the buttons). */
static void test_the_default_window_keeps_the_line_in_view(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--mute"}, *const play[] = {"carillon", "--mute", "--level", "1"},
                             *const workshop[] = {"carillon", "--mute", "--workshop"};
    const char *const want[] = {"Level 1", "Esc again to quit", "hold a dot", "arrows move"};
    for (int k = 0; k < 4; k++) {
        struct run u;
        run_open(&u, k < 2 ? args : k == 2 ? play : workshop, k < 2 ? 2 : k == 2 ? 4 : 3, 494, 720, NULL, NULL);
        run_step(&u, 100);
        if (k == 1)
            midend_action(u.g, &(struct action){.kind = ACT_BACK});
        run_draw(&u);
        float top = buttons_top(&u), line_h = 18 * (float)density;
        int found = -1;
        for (int i = 0; i < drawn_count && found < 0; i++)
            if (strncmp(drawn[i].str, want[k], strlen(want[k])) == 0)
                found = i;
        if (found < 0)
            fail_msg("494x720: no line \"%s...\" drawn", want[k]);
        if (drawn[found].y + line_h > top)
            fail_msg("494x720: \"%s\" drawn at %.0f, under the buttons at %.0f", drawn[found].str,
                     (double)drawn[found].y, (double)top);
        run_close(&u);
    }
}

/* The workshop rates a field in a player's words, not in bits (issue 33, item 5: it said
 * "PAR 3 · 0.00 bits"). */
static void test_the_workshop_rates_a_field_in_words(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--workshop", "--mute"};
    struct run u;
    run_open(&u, args, 3, 680, 990, "workshop.json", SHELF);
    run_step(&u, 100);
    run_draw(&u);
    bool rated = false;
    for (int i = 0; i < drawn_count; i++) {
        if (strstr(drawn[i].str, "bits"))
            fail_msg("the workshop says \"%s\"", drawn[i].str);
        static const char *const WORDS[] = {"gentle", "fair", "hard", "fiendish"};
        for (int k = 0; k < 4 && strncmp(drawn[i].str, "PAR 3", 5) == 0; k++)
            rated |= strstr(drawn[i].str, WORDS[k]) != NULL;
    }
    assert_true(rated);
    run_close(&u);
}

/* The statistics panel over the select (its figures, the calendar's legend, each pack's
 * row; the words from its title on): the pack's name and the legend were narrowed in the small windows (480x360:
 * "Carillon's levels" about 8 px tall). */
static void test_the_statistics_words_are_never_under_11_points(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--mute"};
    float floor = eleven_points();
    for (size_t k = 0; k < sizeof SIZES_SHOWN / sizeof SIZES_SHOWN[0]; k++) {
        int w = SIZES_SHOWN[k][0], h = SIZES_SHOWN[k][1];
        struct run u;
        run_open(&u, args, 2, w, h, NULL, NULL);
        run_step(&u, 100);
        midend_action(u.g, &(struct action){.kind = ACT_OPEN, .open = OPEN_STATS});
        run_step(&u, 100);
        warned[0] = '\0';
        snprintf(marker, sizeof marker, "levels");
        snprintf(from, sizeof from, "Statistics"); /* the panel's (the select's keys line under it is another's) */
        run_draw(&u);
        from[0] = '\0';
        if (!marked)
            fail_msg("%dx%d: no pack's row drawn", w, h);
        if (least < floor)
            fail_msg("%dx%d: \"%s\" drawn %.1f px tall, under 11 points (%.1f px)", w, h, least_str, (double)least,
                     (double)floor);
        run_close(&u);
    }
}

/* What a frame drawn with a finger's hand says of keys: the first drawn words holding
 * one of the keyboard's names, or NULL. */
static const char *key_named(void)
{
    static const char *const KEYS[] = {"Esc", "Ctrl+", "\xc2\xb7 W", "T or "};
    for (int i = 0; i < drawn_count; i++)
        for (size_t k = 0; k < sizeof KEYS / sizeof KEYS[0]; k++)
            if (strstr(drawn[i].str, KEYS[k]))
                return drawn[i].str;
    return NULL;
}

/* A finger's select and statistics name no key (issue 33, item 6): the row's workshop
 * tile said "Workshop · W" beside a "Make" button, the statistics' foot "T or Esc
 * closes". */
static void test_a_fingers_select_and_statistics_name_no_key(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--mute", "--touch"};
    struct run u;
    run_open(&u, args, 3, 390, 844, NULL, NULL);
    run_step(&u, 100);
    run_draw(&u);
    assert_true(drawn_count > 0);
    if (key_named())
        fail_msg("the select by a finger says \"%s\"", key_named());
    midend_action(u.g, &(struct action){.kind = ACT_OPEN, .open = OPEN_STATS, .touch = true});
    run_step(&u, 100);
    run_draw(&u);
    if (key_named())
        fail_msg("the statistics by a finger say \"%s\"", key_named());
    run_close(&u);
}

/* Whether a frame drew exactly these words. */
static bool drew(const char *words)
{
    for (int i = 0; i < drawn_count; i++)
        if (strcmp(drawn[i].str, words) == 0)
            return true;
    return false;
}

/* The statistics' calendar shows its dates (issue 33, item 12; issue 42: the 1st was
 * written "Dec"): today's square its day of the month, a 1st's too, and the months its
 * weeks span named above them. */
static void test_the_calendar_shows_its_dates(void **state)
{
    (void)state;
    static const char *const MONTHS[] = {"January", "February", "March",     "April",   "May",      "June",
                                         "July",    "August",   "September", "October", "November", "December"};
    static const char *const args[] = {"carillon", "--mute"};
    struct run u;
    run_open(&u, args, 2, 680, 990, NULL, NULL);
    run_step(&u, 100);
    midend_action(u.g, &(struct action){.kind = ACT_OPEN, .open = OPEN_STATS});
    run_step(&u, 100);
    time_t now = time(NULL);
    struct tm today;
    assert_non_null(gmtime_r(&now, &today));
    run_draw(&u);
    char number[16];
    snprintf(number, sizeof number, "%d", today.tm_mday);
    if (!drew(number)) /* the 1st's too: a number, never the month's name in its square */
        fail_msg("today's date (%d) is not drawn on the calendar", today.tm_mday);
    bool month = false;
    for (int i = 0; i < drawn_count; i++)
        month |= strstr(drawn[i].str, MONTHS[today.tm_mon]) != NULL;
    if (!month)
        fail_msg("the month's name (%s) is not drawn above the calendar", MONTHS[today.tm_mon]);
    run_close(&u);
}

/* Each won tile's line says its best try in words (issue 43 and 42: read, par, over par,
 * helped), and the statistics count the levels won read: a progress.json with level 1
 * read, 2 par, 3 two over par and 4 helped, the choice walked back over them. */
static void test_each_tile_says_its_best_try(void **state)
{
    (void)state;
    struct pack pack;
    error_line err;
    if (pack_read("assets/levels.json", &pack, &err) != 0)
        fail_msg("%s", err.text);
    char progress[600];
    snprintf(progress, sizeof progress,
             "{\"format\": \"carillon-save\", \"version\": 3, \"packs\": [{\"pack\": \"%016llx\", \"seed\": 1, "
             "\"levels\": %d, \"endless\": 0, \"shipped\": true, \"hints\": 1, \"won\": ["
             "{\"level\": 1, \"taps\": 1, \"hints\": false, \"read\": true}, "
             "{\"level\": 2, \"taps\": 1, \"hints\": false, \"read\": false}, "
             "{\"level\": 3, \"taps\": 3, \"hints\": false, \"read\": false}, "
             "{\"level\": 4, \"taps\": 2, \"hints\": true, \"read\": false}]}]}",
             (unsigned long long)progress_pack_id(&pack), pack.count);
    assert_int_equal(pack.levels[2].taps, 1); /* level 3: par 1, so three taps are two over */
    pack_free(&pack);
    static const char *const args[] = {"carillon", "--mute"};
    static const char *const WANT[] = {"", "best: par, read", "best: par", "best: 2 over par",
                                       "best: helped, 2 taps (par 2)"};
    struct run u;
    run_open(&u, args, 2, 680, 990, "progress.json", progress);
    run_step(&u, 100);
    for (int tile = 4; tile >= 1; tile--) {
        midend_action(u.g, &(struct action){.kind = ACT_LEFT}); /* from level 5, the first not won */
        run_step(&u, 50);
        run_draw(&u);
        char line[96];
        snprintf(line, sizeof line, "Level %d  \xc2\xb7  par %d  \xc2\xb7  %s", tile, tile <= 3 ? 1 : 2, WANT[tile]);
        if (!drew(line))
            fail_msg("level %d's tile does not say \"%s\"", tile, line);
    }
    midend_action(u.g, &(struct action){.kind = ACT_OPEN, .open = OPEN_STATS});
    run_step(&u, 100);
    run_draw(&u);
    bool read_head = drew("read"), one = false;
    for (int i = 0; i + 1 < drawn_count; i++) /* the pack's row: won 4/120, read 1 */
        one |= strcmp(drawn[i].str, "4/120") == 0 && strcmp(drawn[i + 1].str, "1") == 0;
    if (!read_head || !one)
        fail_msg("the statistics do not count the level won read");
    run_close(&u);
}

/* The workshop numbers each chain start of the answer: the number stands clear of every
 * dot, never on the dot's mark (where it was drawn, each reading through the other). */
static void test_the_workshops_chain_starts_are_numbered_clear_of_the_dots(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--workshop", "--mute"};
    float half = eleven_points() / 2;
    for (size_t k = 0; k < sizeof SIZES_SHOWN / sizeof SIZES_SHOWN[0]; k++) {
        int w = SIZES_SHOWN[k][0], h = SIZES_SHOWN[k][1];
        struct run u;
        run_open(&u, args, 3, w, h, "workshop.json", SHELF);
        run_step(&u, 100);
        run_draw(&u);
        struct view v;
        view_fit(&v, w, h, w, h);
        int numbers = 0;
        for (int i = 0; i < places; i++) {
            bool on_field = placed[i].x >= v.field.x && placed[i].x <= v.field.x + v.field.w &&
                            placed[i].y >= v.field.y && placed[i].y <= v.field.y + v.field.h;
            if (!on_field ||
                (strcmp(placed[i].str, "1") != 0 && strcmp(placed[i].str, "2") != 0 && strcmp(placed[i].str, "3") != 0))
                continue;
            numbers++;
            float x = placed[i].x, y = placed[i].y + half; /* the digit's middle */
            for (size_t j = 0; j < sizeof SHELF_DOTS / sizeof SHELF_DOTS[0]; j++) {
                const struct dot *dot = &SHELF_DOTS[j];
                float dx = x - view_px(&v, dot->x), dy = y - view_py(&v, dot->y);
                if (sqrtf(dx * dx + dy * dy) < (float)SIZES[dot->size].radius * v.scale)
                    fail_msg("%dx%d: the number %s drawn at (%.0f, %.0f), on dot %zu (radius %.0f)", w, h, placed[i].str,
                             (double)x, (double)y, j, (double)(SIZES[dot->size].radius * v.scale));
            }
        }
        assert_int_equal(numbers, 3);
        run_close(&u);
    }
}

/* The keys lines under the field in portrait, where a phone is held, on the level select
 * and in play (playing and won), naming the keys or a pad's buttons: every line in the
 * band under the field at least as tall as the words' face at 11 points, at one and three
 * pixels a point (they were narrowed into one line, to about 6 points on the select at
 * 360x640 and 390x844). */
static void test_the_keys_lines_are_never_under_11_points_in_portrait(void **state)
{
    (void)state;
    static const char *const select[] = {"carillon", "--mute"}, *const play[] = {"carillon", "--level", "5", "--mute"},
                             *const won[] = {"carillon", "--level", "1", "--autoplay", "--mute"};
    static const struct {
        const char *const *args;
        int argc;
        int64_t ms;   /* stepped before the frame */
        bool pad;     /* a pad's button pressed first (the d-pad down) */
        const char *marker;
    } SHOWN[] = {
        {select, 2, 100, false, "Enter play"}, {select, 2, 100, true, "A play"},
        {play, 4, 100, false, "undo"},         {play, 4, 100, true, "hold A"},
        {won, 5, 6000, false, "play it again"},
    };
    static const int PORTRAIT[][2] = {{360, 640}, {390, 844}};
    float eleven = eleven_points();
    for (density = 1; density <= 3; density += 2)
        for (size_t k = 0; k < sizeof PORTRAIT / sizeof PORTRAIT[0]; k++)
            for (size_t i = 0; i < sizeof SHOWN / sizeof SHOWN[0]; i++) {
                int w = PORTRAIT[k][0], h = PORTRAIT[k][1];
                struct view v;
                view_fit(&v, w * density, h * density, w, h);
                assert_true(v.foot.h > 0); /* not folded away */
                band_top = v.foot.y;
                band_bottom = v.foot.y + v.foot.h;
                snprintf(marker, sizeof marker, "%s", SHOWN[i].marker);
                struct run u;
                run_open(&u, SHOWN[i].args, SHOWN[i].argc, w, h, NULL, NULL);
                run_step(&u, SHOWN[i].ms);
                if (SHOWN[i].pad)
                    midend_action(u.g, &(struct action){.kind = ACT_DOWN, .pad = true});
                warned[0] = '\0';
                run_draw(&u);
                if (!marked)
                    fail_msg("%dx%d at %dx: no \"%s\" drawn", w, h, density, marker);
                print_message("%dx%d at %dx, \"%s\": the least line %.1f px tall (11 points: %.1f)\n", w, h, density,
                              marker, (double)least, (double)(eleven * (float)density));
                if (least < eleven * (float)density)
                    fail_msg("%dx%d at %dx: \"%s\" drawn %.1f px tall, under 11 points (%.1f px)", w, h, density,
                             least_str, (double)least, (double)(eleven * (float)density));
                run_close(&u);
            }
    density = 1;
    band_top = band_bottom = 0;
}

/* The lines of words of the frame whose tops are within box, each ended by a line
 * break, in out. */
static void words_within(const struct view_box *box, char *out, size_t n)
{
    size_t k = 0;
    out[0] = '\0';
    for (int i = 0; i < drawn_count && k < n; i++)
        if (drawn[i].y >= box->y && drawn[i].y <= box->y + box->h)
            k += (size_t)snprintf(out + k, n - k, "%s\n", drawn[i].str);
}

/* The words of a touch screen within box (what: which) say tap, and name none of the
 * keys. */
static void says_taps(const struct view_box *box, const char *what, const char *tap)
{
    char words[1024];
    words_within(box, words, sizeof words);
    static const char *const KEYS[] = {"N ", "Esc", "R ", "Z ", "click", "Enter", "arrows"};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++)
        if (strstr(words, KEYS[i]))
            fail_msg("on a touch screen %s names a key (\"%s\"):\n%s", what, KEYS[i], words);
    if (!strstr(words, tap))
        fail_msg("on a touch screen %s does not say \"%s\":\n%s", what, tap, words);
    print_message("on a touch screen %s:\n%s", what, words);
}

/* The select's on-screen buttons say their words, and name their keys (PgUp beside
 * Page back) only when keys is true: once a key is used (a finger or a mouse is named
 * none). */
static void buttons_name_keys(const struct view *v, bool keys)
{
    char words[1024];
    words_within(&v->buttons, words, sizeof words);
    if (!strstr(words, "Stats") || (strstr(words, "PgUp") != NULL) != keys)
        fail_msg("the select's buttons %s their keys:\n%s", keys ? "do not name" : "name", words);
}

/* One line of words of the frame within box is exactly line. */
static void says_line(const struct view_box *box, const char *line)
{
    char words[1024], whole[256];
    words_within(box, words, sizeof words);
    snprintf(whole, sizeof whole, "%s\n", line);
    for (const char *at = words; (at = strstr(at, whole)); at++)
        if (at == words || at[-1] == '\n')
            return;
    fail_msg("no line \"%s\" among:\n%s", line, words);
}

/* A level ended (how: won or lost): on a touch screen its banner over the field says
 * Tap and the keys line under it tap, neither naming a key; else they are exactly banner
 * and keys. */
static void ended_says(const struct view *v, bool touch, const char *how, const char *banner, const char *keys)
{
    char what[64];
    if (!touch) {
        says_line(&v->field, banner);
        says_line(&v->foot, keys);
        return;
    }
    snprintf(what, sizeof what, "the banner of a level %s", how);
    says_taps(&v->field, what, "Tap");
    snprintf(what, sizeof what, "the keys line of a level %s", how);
    says_taps(&v->foot, what, "tap");
}

/* The dots of the level on the field, where a pointer finds them (--where), smallest
 * first; returns how many. */
static int dots_smallest_first(struct run *u, int x[64], int y[64])
{
    says = 0;
    midend_where(u->g);
    int n = 0, r[64];
    for (int i = 0; i < says && n < 64; i++) {
        int dot, dx, dy, dr;
        if (sscanf(said[i], "%d %d %d %d", &dot, &dx, &dy, &dr) != 4)
            continue; /* a button */
        int k = n++;
        for (; k > 0 && r[k - 1] > dr; k--)
            x[k] = x[k - 1], y[k] = y[k - 1], r[k] = r[k - 1];
        x[k] = dx, y[k] = dy, r[k] = dr;
    }
    return n;
}

/* On a touch screen (a phone, 390x844) the words under the field and on the banner say
 * what a tap does and name the on-screen buttons, never a key: the select's keys line
 * (--touch, as the browser starts where the pointer is coarse), play's (a finger's
 * taps), the banner of a level won (--touch) and lost (a finger's taps), and the line a
 * hint asked too late puts on the field ("Undo or Restart"); a key pressed after them
 * brings the keys' words back. With a mouse and the keys, each says exactly what it
 * said before. */
static void test_on_a_touch_screen_the_words_name_taps_not_keys(void **state)
{
    (void)state;
    enum { W = 390, H = 844 };
    static const char *const select[] = {"carillon", "--mute", "--touch"},
                             *const won[] = {"carillon", "--level", "1", "--autoplay", "--mute", "--touch"},
                             *const play[] = {"carillon", "--level", "5", "--mute"};
    struct view v;
    view_fit(&v, W, H, W, H);
    char words[1024];
    for (int touch = 1; touch >= 0; touch--) {
        struct run u;
        /* the select */
        run_open(&u, select, 2 + touch, W, H, NULL, NULL);
        run_step(&u, 100);
        run_draw(&u);
        if (touch)
            says_taps(&v.foot, "the select's keys line", "tap");
        buttons_name_keys(&v, false); /* no key used yet: a finger's, or a mouse's, name none */
        midend_action(u.g, &(struct action){.kind = ACT_RIGHT}); /* a key: the keys' words again */
        run_draw(&u);
        says_line(&v.foot, "arrows choose  \xc2\xb7  Enter play  \xc2\xb7  no sound (--mute)  \xc2\xb7  Esc quit");
        buttons_name_keys(&v, true);
        run_close(&u);

        /* a level won */
        run_open(&u, won, 5 + touch, W, H, NULL, NULL);
        run_step(&u, 6000);
        run_draw(&u);
        ended_says(&v, touch, "won", "N or click: level 2  \xc2\xb7  Esc levels",
                   "N next level  \xc2\xb7  R play it again  \xc2\xb7  no sound (--mute)  \xc2\xb7  Esc levels");
        run_close(&u);

        /* a level played and lost, by a finger or a mouse: the smallest dots tapped first */
        run_open(&u, play, 4, W, H, NULL, NULL);
        int x[64], y[64], n = dots_smallest_first(&u, x, y);
        bool hopeless = false;
        for (int i = 0; i < n; i++) {
            midend_action(u.g, &(struct action){.kind = ACT_PRESS, .wx = (float)x[i], .wy = (float)y[i], .touch = touch});
            midend_action(u.g, &(struct action){.kind = ACT_RELEASE, .wx = (float)x[i], .wy = (float)y[i], .touch = touch});
            if (i == 0) {
                run_draw(&u);
                if (touch)
                    says_taps(&v.foot, "play's keys line", "tap");
                else /* in two lines */
                    says_line(&v.foot, "hold a dot to see its ring  \xc2\xb7  Z undo  \xc2\xb7  H hint  \xc2\xb7  R restart\n"
                                       "no sound (--mute)  \xc2\xb7  Esc levels");
            }
            run_step(&u, 1500);
            run_draw(&u);
            words_within(&v.field, words, sizeof words);
            if (strstr(words, "try again"))
                break;
            /* a hint, as the Hint button pressed by the same hand: where the taps left
             * are too few, the field's line says so, and how to go on */
            midend_action(u.g, &(struct action){.kind = ACT_HINT, .touch = touch});
            run_draw(&u);
            words_within(&v.field, words, sizeof words);
            if (strstr(words, "Too few")) {
                hopeless = true;
                says_line(&v.field, touch ? "Too few taps left for what stands: Undo or Restart"
                                          : "Too few taps left for what stands: Z undo, R restart");
            }
        }
        if (!strstr(words, "try again") || !hopeless)
            fail_msg("level 5 was not lost, a hint too late, by its smallest dots:\n%s", words);
        ended_says(&v, touch, "lost", "R or click to try again  \xc2\xb7  Z undo the last tap",
                   "Z undo the last tap  \xc2\xb7  R try again  \xc2\xb7  no sound (--mute)\nEsc levels");
        run_close(&u);
    }
}

/* The brightness (0..255) of a pixel of the surface. */
static int lum(const SDL_Surface *sf, int x, int y)
{
    uint32_t p = ((const uint32_t *)((const uint8_t *)sf->pixels + y * sf->pitch))[x];
    return (int)(((p >> 16) & 255) * 3 + ((p >> 8) & 255) * 6 + (p & 255)) / 10;
}

/* Whether (x, y) lies in the box, grown by pad pixels. */
static bool in_box(const struct view_box *b, int x, int y, float pad)
{
    return x >= b->x - pad && x <= b->x + b->w + pad && y >= b->y - pad && y <= b->y + b->h + pad;
}

/* Level 1's biggest dot tapped: as its ring and its chain's rings go out (until the
 * banner), nothing outside the field's panel (and the words' boxes) changes. They were
 * drawn over the whole window, and spilled out of the panel. */
static void test_rings_stay_within_the_field_panel(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--level", "1", "--mute"};
    static const int SHOWN[][2] = {{800, 600}, {390, 844}, {480, 360}};
    struct pack pack;
    assert_int_equal(pack_read("assets/levels.json", &pack, NULL), 0);
    for (size_t k = 0; k < sizeof SHOWN / sizeof SHOWN[0]; k++) {
        int w = SHOWN[k][0], h = SHOWN[k][1];
        struct view v;
        view_fit(&v, w, h, w, h);
        view_frame(&v, pack.levels[0].dots, pack.levels[0].n);
        struct run u;
        run_open(&u, args, 4, w, h, NULL, NULL);
        says = 0;
        midend_where(u.g);
        int biggest = 0, x = 0, y = 0, r = 0;
        for (int i = 0; i < says; i++) {
            int dot, dx, dy, dr;
            if (!isdigit((unsigned char)said[i][0])) /* the buttons and the words, after the dots */
                continue;
            assert_int_equal(sscanf(said[i], "%d %d %d %d", &dot, &dx, &dy, &dr), 4);
            if (dr > r)
                biggest = dot, x = dx, y = dy, r = dr;
        }
        (void)biggest;
        run_draw(&u);
        size_t bytes = (size_t)u.surface->pitch * (size_t)h;
        uint8_t *before = malloc(bytes);
        assert_non_null(before);
        memcpy(before, u.surface->pixels, bytes);
        SDL_Surface was = *u.surface;
        was.pixels = before;
        midend_action(u.g, &(struct action){.kind = ACT_PRESS, .wx = (float)x, .wy = (float)y});
        midend_action(u.g, &(struct action){.kind = ACT_RELEASE, .wx = (float)x, .wy = (float)y});
        int spilled = 0, lit = 0;
        for (int step = 0; step < 36; step++) { /* 576 ms: the rings at their widest, before the banner */
            run_step(&u, 16);
            run_draw(&u);
            for (int py = 0; py < h; py++)
                for (int px = 0; px < w; px++) {
                    int change = abs(lum(u.surface, px, py) - lum(&was, px, py));
                    if (in_box(&v.field, px, py, 1))
                        lit += change > 12;
                    else if (!in_box(&v.head, px, py, 0) && !in_box(&v.foot, px, py, 0))
                        spilled += change > 12;
                }
        }
        print_message("%dx%d: %d pixels lit in the panel, %d outside it\n", w, h, lit, spilled);
        assert_true(lit > 1000); /* the rings were drawn */
        if (spilled)
            fail_msg("%dx%d: rings lit %d pixels outside the field's panel", w, h, spilled);
        free(before);
        run_close(&u);
    }
    pack_free(&pack);
}

/* Keeps the surface as PNG when CARILLON_KEEP_SHOTS names a folder, to be looked at. */
static void keep_shot(const struct run *u, const char *name)
{
    const char *dir = getenv("CARILLON_KEEP_SHOTS");
    if (!dir)
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    assert_int_equal(midend_write_shot(path, u->surface->pixels, u->surface->w, u->surface->h,
                                      u->surface->pitch / 4, NULL), 0);
}

/* The pixels of the panel brighter than in was by over 25, more than 200 field units
 * from every dot and outside the banner: no chain's ring reaches there, so only the
 * peal's light can. */
static int far_light(const struct run *u, const SDL_Surface *was, const struct view *v, const struct level *lv)
{
    int count = 0;
    float bx = view_box_cx(&v->field), by = v->field.y + v->field.h / 2;
    float bw = 250 * v->band, bh = 110 * v->band; /* half the banner, and some */
    for (int py = (int)v->field.y; py < (int)(v->field.y + v->field.h); py++)
        for (int px = (int)v->field.x; px < (int)(v->field.x + v->field.w); px++) {
            if (fabsf((float)px - bx) < bw && fabsf((float)py - by) < bh)
                continue;
            bool far = true;
            for (int i = 0; i < lv->n && far; i++) {
                float dx = ((float)px - view_px(v, lv->dots[i].x)) / v->scale;
                float dy = ((float)py - view_py(v, lv->dots[i].y)) / v->scale;
                far = dx * dx + dy * dy > 200.0f * 200.0f;
            }
            count += far && lum(u->surface, px, py) > lum(was, px, py) + 25;
        }
    return count;
}

/* A win answers the closing peal on the field: once the answer's taps have cleared
 * level 5, rings of light go out from the chain starts far past any chain's reach, in
 * time with the peal's bells; with reduced motion, none. */
static void test_a_win_answers_the_peal_with_light(void **state)
{
    (void)state;
    static const char *const args[] = {"carillon", "--level", "5", "--mute"};
    struct pack pack;
    assert_int_equal(pack_read("assets/levels.json", &pack, NULL), 0);
    const struct level *lv = &pack.levels[4];
    for (int calm = 0; calm < 2; calm++) {
        struct run u;
        run_open(&u, args, 4, 800, 600, "settings.json",
                 calm ? "{\"format\": \"carillon-settings\", \"version\": 2, \"reduced_motion\": true}" : NULL);
        struct view v;
        view_fit(&v, 800, 600, 800, 600);
        view_frame(&v, lv->dots, lv->n);
        says = 0;
        midend_where(u.g);
        int dots = 0;
        for (int i = 0; i < says; i++)
            dots += isdigit((unsigned char)said[i][0]) != 0;
        assert_int_equal(dots, lv->n);
        run_draw(&u);
        size_t bytes = (size_t)u.surface->pitch * 600;
        SDL_Surface was = *u.surface;
        was.pixels = malloc(bytes);
        assert_non_null(was.pixels);
        memcpy(was.pixels, u.surface->pixels, bytes);
        for (int k = 0; k < lv->taps; k++) {
            int dot, x, y, r;
            assert_int_equal(sscanf(said[lv->solution[k]], "%d %d %d %d", &dot, &x, &y, &r), 4);
            midend_action(u.g, &(struct action){.kind = ACT_PRESS, .wx = (float)x, .wy = (float)y});
            midend_action(u.g, &(struct action){.kind = ACT_RELEASE, .wx = (float)x, .wy = (float)y});
            if (k < lv->taps - 1)
                run_step(&u, 1500); /* the chain done */
        }
        int most = 0, when = 0;
        for (int t = 0; t < 3000; t += 48) {
            run_step(&u, 48);
            run_draw(&u);
            int lit = far_light(&u, &was, &v, lv);
            if (lit > most) {
                most = lit, when = t;
                if (!calm)
                    keep_shot(&u, "peal-800x600");
            }
        }
        print_message("%s: at most %d pixels lit by the peal, %d ms after the last tap\n",
                      calm ? "reduced motion" : "motion", most, when);
        if (calm)
            assert_int_equal(most, 0);
        else
            assert_true(most > 500);
        free(was.pixels);
        run_close(&u);
    }
    pack_free(&pack);
}

/* The cleared banner's words, now that it stands within the field (drawplay.h): every
 * line of it (and of the buttons, drawn after it) at least as tall as the words' face at 11 points, at one and
 * three pixels a point, in landscape, where the field is narrowest between the columns
 * (844x390, 480x360), and in portrait (360x640, 390x844), where they were narrowed. */
static void test_the_banners_words_are_never_under_11_points(void **state)
{
    (void)state;
    static const char *const won[] = {"carillon", "--level", "1", "--autoplay", "--mute"};
    static const int SHOWN[][2] = {{844, 390}, {480, 360}, {360, 640}, {390, 844}};
    float eleven = eleven_points();
    snprintf(marker, sizeof marker, "Helped"); /* the autoplayer's win: help had */
    snprintf(from, sizeof from, "Helped");   /* the banner is drawn last, but for the buttons */
    for (density = 1; density <= 3; density += 2)
        for (size_t k = 0; k < sizeof SHOWN / sizeof SHOWN[0]; k++) {
            int w = SHOWN[k][0], h = SHOWN[k][1];
            struct run u;
            run_open(&u, won, 5, w, h, NULL, NULL);
            run_step(&u, 6000);
            warned[0] = '\0';
            run_draw(&u);
            if (!marked)
                fail_msg("%dx%d at %dx: no banner drawn", w, h, density);
            print_message("%dx%d at %dx: the banner's least line \"%s\" %.1f px tall (11 points: %.1f)\n", w, h,
                          density, least_str, (double)least, (double)(eleven * (float)density));
            if (least < eleven * (float)density)
                fail_msg("%dx%d at %dx: \"%s\" drawn %.1f px tall, under 11 points (%.1f px)", w, h, density,
                         least_str, (double)least, (double)(eleven * (float)density));
            char name[32];
            snprintf(name, sizeof name, "banner-%dx%d-%dx", w, h, density);
            keep_shot(&u, name);
            run_close(&u);
        }
    density = 1;
    from[0] = '\0';
}

/* ---- every shape of screen (issue 39) ------------------------------------------------ */

/* The sizes of the sweep, in points: the named (a phone's, a tablet's upright, the
 * largest) and, from a fixed seed, forty more that no one chose, their aspects spread
 * evenly in log from tall (9:20) to wide (2.2:1), 320 to 2560 points across. */
enum { SWEEP_NAMED = 9, SWEEP_DRAWN = 40, SWEEP = SWEEP_NAMED + SWEEP_DRAWN };
static void sweep_sizes(int sizes[SWEEP][2])
{
    static const int NAMED[SWEEP_NAMED][2] = {{320, 480}, {360, 640}, {390, 844}, {768, 1024}, {1024, 1366},
                                              {1024, 768}, {2560, 1600}, {480, 360}, {3840, 2160}};
    uint32_t x = 20261206u;
    for (int i = 0; i < SWEEP; i++) {
        if (i < SWEEP_NAMED) {
            sizes[i][0] = NAMED[i][0], sizes[i][1] = NAMED[i][1];
            continue;
        }
        x = x * 1664525u + 1013904223u;
        float aspect = expf(logf(0.45f) + (logf(2.2f) - logf(0.45f)) * (float)(i - SWEEP_NAMED) / (SWEEP_DRAWN - 1));
        int w = 320 + (int)(x >> 8) % (2560 - 320);
        int h = (int)((float)w / aspect);
        if (h < 480) /* the least height a window has: wider to keep the aspect */
            h = 480, w = (int)(480 * aspect);
        if (h > 2160)
            h = 2160, w = (int)(2160 * aspect);
        sizes[i][0] = w, sizes[i][1] = h;
    }
}

struct box {
    float x, y, w, h;
};

static bool inside(const struct box *in, const struct box *b) /* b wholly in in, to a point */
{
    return b->x >= in->x - 1 && b->y >= in->y - 1 && b->x + b->w <= in->x + in->w + 1 &&
           b->y + b->h <= in->y + in->h + 1;
}

static bool overlap(const struct box *a, const struct box *b)
{
    return a->x + 0.5f < b->x + b->w && b->x + 0.5f < a->x + a->w && a->y + 0.5f < b->y + b->h &&
           b->y + 0.5f < a->y + a->h;
}

/* Checks what --where says of one screen at w x h points: every button at least 44 x 44
 * and in the window; every line of words in the window and clear of its edges, clear of
 * every button (but its own label, within it), never smaller than 11 points (the least at
 * 360x640). Returns the faults, the first said. */
static int layout_faults(const char *what, int w, int h)
{
    struct box window = {0, 0, (float)w, (float)h}, buttons[BUTTONS_MOST_SEEN];
    int nb = 0, faults = 0;
    for (int i = 0; i < says; i++) {
        struct box b;
        char name[32];
        if (sscanf(said[i], "button %31s %f %f %f %f", name, &b.x, &b.y, &b.w, &b.h) != 5)
            continue;
        if (nb < BUTTONS_MOST_SEEN)
            buttons[nb++] = b;
        if ((b.w < 44 || b.h < 44 || !inside(&window, &b)) && faults++ == 0)
            print_error("%dx%d %s: button %s is %.0fx%.0f at (%.0f, %.0f)\n", w, h, what, name, (double)b.w,
                        (double)b.h, (double)b.x, (double)b.y);
    }
    struct box seen[KIT_WORDS_SEEN];
    int nw = 0;
    for (int i = 0; i < says; i++) {
        struct box b;
        float pt;
        int at = 0;
        if (sscanf(said[i], "words %f %f %f %f %f %n", &b.x, &b.y, &b.w, &b.h, &pt, &at) != 5)
            continue;
        const char *text = said[i] + at;
        /* over another line of words: more than a sliver of each (lines may touch) */
        for (int k = 0; k < nw; k++) {
            float ox = fminf(b.x + b.w, seen[k].x + seen[k].w) - fmaxf(b.x, seen[k].x);
            float oy = fminf(b.y + b.h, seen[k].y + seen[k].h) - fmaxf(b.y, seen[k].y);
            if (ox > 2 && oy > 0.3f * fminf(b.h, seen[k].h) && faults++ == 0)
                print_error("%dx%d %s: \"%s\" over another line of words (%.0f %.0f %.0fx%.0f)\n", w, h, what, text,
                            (double)b.x, (double)b.y, (double)b.w, (double)b.h);
        }
        if (nw < KIT_WORDS_SEEN)
            seen[nw++] = b;
        bool label = false, under = false;
        for (int k = 0; k < nb; k++) {
            label |= inside(&buttons[k], &b);
            under |= overlap(&buttons[k], &b);
        }
        struct box kept = {2, 2, (float)w - 4, (float)h - 4}; /* clear of the edges by two points */
        const char *why = !inside(&kept, &b) ? "out of the window, or at its edge" : under && !label ? "under a button"
                          : pt < 10.95f         ? "under 11 points"
                                                : NULL;
        if (why && faults++ == 0)
            print_error("%dx%d %s: \"%s\" %s (%.0f %.0f %.0fx%.0f, %.1f pt)\n", w, h, what, text, why, (double)b.x,
                        (double)b.y, (double)b.w, (double)b.h, (double)pt);
    }
    return faults;
}

/* One layout rule for every shape (issue 39): at every size of the sweep, on the select
 * (with its settings and its statistics open), levels 1, 40 and 120, level 1's banner and
 * the workshop, every button is a finger's and in the window, every line of words whole
 * in it, clear of the buttons and never under 11 points. */
static void test_every_shape_of_screen_lays_out(void **state)
{
    (void)state;
    static const struct {
        const char *what;
        const char *args[6];
        int argc;
        enum open_place open;
        int64_t ms;
    } SCREENS[] = {
        {"the select", {"carillon", "--mute"}, 2, OPEN_NONE, 100},
        {"the settings", {"carillon", "--mute"}, 2, OPEN_SETTINGS, 100},
        {"the statistics", {"carillon", "--mute"}, 2, OPEN_STATS, 100},
        {"level 1", {"carillon", "--mute", "--level", "1"}, 4, OPEN_NONE, 100},
        {"level 40", {"carillon", "--mute", "--level", "40"}, 4, OPEN_NONE, 100},
        {"level 120", {"carillon", "--mute", "--level", "120"}, 4, OPEN_NONE, 100},
        {"level 1 won", {"carillon", "--mute", "--level", "1", "--autoplay"}, 5, OPEN_NONE, 6000},
        {"the workshop", {"carillon", "--mute", "--workshop"}, 3, OPEN_NONE, 100},
        {"the daily won", {"carillon", "--mute", "--daily", "2026-11-30", "--autoplay"}, 5, OPEN_NONE, 6000},
    };
    int sizes[SWEEP][2], faults = 0, shown = 0;
    sweep_sizes(sizes);
    for (int i = 0; i < SWEEP; i++)
        for (size_t k = 0; k < sizeof SCREENS / sizeof SCREENS[0]; k++) {
            struct run u;
            run_open(&u, SCREENS[k].args, SCREENS[k].argc, sizes[i][0], sizes[i][1], NULL, NULL);
            run_step(&u, SCREENS[k].ms);
            if (SCREENS[k].open != OPEN_NONE) {
                midend_action(u.g, &(struct action){.kind = ACT_OPEN, .open = SCREENS[k].open});
                run_step(&u, 100);
            }
            run_draw(&u);
            says = 0;
            midend_where(u.g);
            int f = layout_faults(SCREENS[k].what, sizes[i][0], sizes[i][1]);
            faults += f;
            shown += f > 0;
            run_close(&u);
        }
    if (faults)
        fail_msg("%d faults on %d screens of %d sizes (the first of each said above)", faults, shown, SWEEP);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_daily_share_line_is_never_under_11_points),
        cmocka_unit_test(test_a_bad_code_is_said_never_under_11_points),
        cmocka_unit_test(test_the_workshops_words_are_never_under_11_points),
        cmocka_unit_test(test_the_workshop_speaks_to_a_finger),
        cmocka_unit_test(test_the_workshops_chain_starts_are_numbered_clear_of_the_dots),
        cmocka_unit_test(test_the_statistics_words_are_never_under_11_points),
        cmocka_unit_test(test_a_fingers_select_and_statistics_name_no_key),
        cmocka_unit_test(test_the_calendar_shows_its_dates),
        cmocka_unit_test(test_each_tile_says_its_best_try),
        cmocka_unit_test(test_the_workshop_rates_a_field_in_words),
        cmocka_unit_test(test_the_default_window_keeps_the_line_in_view),
        cmocka_unit_test(test_the_keys_lines_are_never_under_11_points_in_portrait),
        cmocka_unit_test(test_on_a_touch_screen_the_words_name_taps_not_keys),
        cmocka_unit_test(test_rings_stay_within_the_field_panel),
        cmocka_unit_test(test_a_win_answers_the_peal_with_light),
        cmocka_unit_test(test_the_banners_words_are_never_under_11_points),
        cmocka_unit_test(test_every_shape_of_screen_lays_out),
    };
    return cmocka_run_group_tests_name("drawn", tests, NULL, NULL);
}
