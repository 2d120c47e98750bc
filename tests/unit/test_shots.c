/* The layout as it is drawn: the game (beside this test in the build, ../carillon) makes
 * `--headless --size WxH --screenshot` shots at 480x360, 800x600, 1280x1000, 1920x1080
 * and 2560x1440 of the level select, level 1, level 97 and the cleared banner. For each,
 * the pure layout (view.h, select.h) says where things are, and the pixels agree:
 *
 * - the select: the grid chosen for the window holds a three-digit number inside every
 *   tile; each tile of the page shows its number (bright pixels inside the tile) and
 *   no number runs out of its tile (no bright pixel in the gap between two tiles);
 * - level 1 and 97: the field fills at least 90% of the limiting side, every dot lies
 *   wholly inside the field and the window, and each dot is drawn where the view says;
 * - the banner: drawn over the middle of the field, inside the window.
 *
 * The shots are kept in ../screens/layout/ (PNG) to be looked at. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <libgen.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/fileio.h"
#include "game/png.h"
#include "game/select.h"
#include "game/view.h"
#include "levelgen/pack.h"

static const int WINDOWS[][2] = {{480, 360}, {800, 600}, {1280, 1000}, {1920, 1080}, {2560, 1440}};
enum { SIZE_N = sizeof WINDOWS / sizeof WINDOWS[0] };

static char game[4096], kept[4096], pack_path[] = "assets/levels.json";
static char work[64];
static struct pack pack;

/* A shot: the game run headless at w x h with args, its frame loaded. */
struct shot {
    SDL_Surface *img; /* ARGB8888 */
    int w, h;
};

static void take(struct shot *s, const char *name, int w, int h, const char *args)
{
    char path[4200], cmd[16384];
    snprintf(path, sizeof path, "%s/%s-%dx%d.bmp", work, name, w, h);
    snprintf(cmd, sizeof cmd,
             "mkdir -p '%s/prefs' && CARILLON_PREFS='%s/prefs' '%s' --headless --size %dx%d %s "
             "--screenshot '%s' > /dev/null",
             work, work, game, w, h, args, path);
    int status = system(cmd);
    if (status != 0)
        fail_msg("%s failed (%d)", cmd, status);
    SDL_Surface *raw = SDL_LoadBMP(path);
    assert_non_null(raw);
    s->img = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    assert_non_null(s->img);
    s->w = s->img->w;
    s->h = s->img->h;
    assert_int_equal(s->w, w);
    assert_int_equal(s->h, h);
    remove(path);
    /* kept as PNG to be looked at */
    lg_err err;
    size_t len;
    uint8_t *png = png_encode(s->img->pixels, w, h, s->img->pitch / 4, &len, &err);
    assert_non_null(png);
    snprintf(path, sizeof path, "%s/%s-%dx%d.png", kept, name, w, h);
    assert_int_equal(file_write_atomic(path, png, len, &err), 0);
    free(png);
}

/* The brightness (0..255) of the pixel at (x, y), or -1 outside. */
static int lum(const struct shot *s, int x, int y)
{
    if (x < 0 || y < 0 || x >= s->w || y >= s->h)
        return -1;
    uint32_t p = ((const uint32_t *)s->img->pixels)[y * (s->img->pitch / 4) + x];
    int r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
    return (r * 3 + g * 6 + b) / 10;
}

/* The brightest pixel in the rectangle. */
static int brightest(const struct shot *s, float x0, float y0, float x1, float y1)
{
    int most = 0;
    for (int y = (int)y0; y <= (int)y1; y++)
        for (int x = (int)x0; x <= (int)x1; x++) {
            int l = lum(s, x, y);
            most = l > most ? l : most;
        }
    return most;
}

/* Words are at least this bright; the backdrop and a locked tile's disc are darker. */
enum { WORDS = 70 };

static void check_select(int w, int h)
{
    struct view v;
    view_fit(&v, w, h, w, h);
    struct levelselect sel = {.count = pack.count};
    select_grid_for(v.scale, v.band, &sel.columns, &sel.rows);
    float r = select_tile_radius(&sel) * v.scale;
    /* pure: three digits of the small style fit inside a tile, two pixels a side spare */
    assert_true(3 * TILE_DIGIT_EM * TILE_NUMBER_UNITS * v.band <= 2 * r - 4);
    struct shot s;
    take(&s, "select", w, h, "--frames 3");
    int page = select_page(&sel);
    for (int tile = 1; tile <= page && tile <= pack.count; tile++) {
        int x, y;
        select_tile_centre(&sel, tile, &x, &y);
        float cx = view_px(&v, (float)x), cy = view_py(&v, (float)y);
        assert_true(cx - r >= view_px(&v, 0) && cx + r <= view_px(&v, FIELD_WIDTH));
        assert_true(cy - r >= view_py(&v, 0) && cy + r <= view_py(&v, FIELD_HEIGHT));
        /* its number is drawn, inside */
        if (brightest(&s, cx - r / 2, cy - r / 2, cx + r / 2, cy + r / 2) < WORDS)
            fail_msg("%dx%d: tile %d shows no number at (%.0f, %.0f)", w, h, tile, cx, cy);
        /* and runs out of it into nothing: the gap to the next tile in its row is dark (the
         * first tile is chosen: its halo reaches into the gap) */
        if (tile % sel.columns == 0 || tile == 1)
            continue;
        int nx, ny;
        select_tile_centre(&sel, tile + 1, &nx, &ny);
        float gap = (cx + view_px(&v, (float)nx)) / 2;
        if (brightest(&s, gap, cy - r / 2, gap, cy + r / 2) >= WORDS)
            fail_msg("%dx%d: words between tiles %d and %d", w, h, tile, tile + 1);
    }
    SDL_FreeSurface(s.img);
}

/* Level n: the field's share, and each dot inside the field and the window and drawn
 * where the view puts it. */
static void check_level(int n, int w, int h)
{
    struct view v;
    view_fit(&v, w, h, w, h);
    assert_true(view_field_share(&v) >= VIEW_FIELD_LEAST - 1e-4f);
    char name[32], args[64];
    snprintf(name, sizeof name, "level%d", n);
    snprintf(args, sizeof args, "--level %d --frames 3", n);
    struct shot s;
    take(&s, name, w, h, args);
    const struct level *lv = &pack.levels[n - 1];
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        float r = (float)SIZES[d->size].radius * v.scale, cx = view_px(&v, d->x), cy = view_py(&v, d->y);
        assert_true(cx - r >= view_px(&v, 0) && cx + r <= view_px(&v, FIELD_WIDTH));
        assert_true(cy - r >= view_py(&v, 0) && cy + r <= view_py(&v, FIELD_HEIGHT));
        assert_true(cx - r >= 0 && cy - r >= 0 && cx + r <= (float)w && cy + r <= (float)h);
        if (brightest(&s, cx - r / 3, cy - r / 3, cx + r / 3, cy + r / 3) < 100)
            fail_msg("%dx%d: level %d: no dot drawn at (%.0f, %.0f)", w, h, n, cx, cy);
    }
    SDL_FreeSurface(s.img);
}

/* The cleared banner: its words over the middle of the field, in the window. */
static void check_banner(int w, int h)
{
    struct view v;
    view_fit(&v, w, h, w, h);
    struct shot s;
    take(&s, "cleared", w, h, "--level 1 --autoplay");
    float cy = view_py(&v, FIELD_HEIGHT / 2.0f), half = 200 * v.band;
    float cx = fmaxf(half, fminf((float)w - half, view_px(&v, FIELD_WIDTH / 2.0f)));
    assert_true(brightest(&s, cx - half / 2, cy - 60 * v.band, cx + half / 2, cy) >= 200); /* "Cleared" */
    SDL_FreeSurface(s.img);
}

static void test_the_select_at_every_size(void **state)
{
    (void)state;
    for (int k = 0; k < SIZE_N; k++)
        check_select(WINDOWS[k][0], WINDOWS[k][1]);
}

static void test_levels_1_and_97_at_every_size(void **state)
{
    (void)state;
    assert_true(pack.count >= 97);
    for (int k = 0; k < SIZE_N; k++) {
        check_level(1, WINDOWS[k][0], WINDOWS[k][1]);
        check_level(97, WINDOWS[k][0], WINDOWS[k][1]);
    }
}

static void test_the_cleared_banner_at_every_size(void **state)
{
    (void)state;
    for (int k = 0; k < SIZE_N; k++)
        check_banner(WINDOWS[k][0], WINDOWS[k][1]);
}

int main(int argc, char **argv)
{
    (void)argc;
    char self[4096];
    snprintf(self, sizeof self, "%s", argv[0]);
    char *dir = dirname(self); /* BUILD/tests */
    snprintf(game, sizeof game, "%s/../carillon", dir);
    snprintf(kept, sizeof kept, "%s/../screens/layout", dir);
    char mk[4200];
    snprintf(mk, sizeof mk, "mkdir -p '%s'", kept);
    snprintf(work, sizeof work, "/tmp/carillon-shots-XXXXXX");
    lg_err err;
    if (system(mk) != 0 || !mkdtemp(work) || pack_read(pack_path, &pack, &err) != 0) {
        fprintf(stderr, "test_shots: cannot set up (%s)\n", pack.count ? "" : err.text);
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_select_at_every_size),
        cmocka_unit_test(test_levels_1_and_97_at_every_size),
        cmocka_unit_test(test_the_cleared_banner_at_every_size),
    };
    int status = cmocka_run_group_tests_name("layout shots", tests, NULL, NULL);
    char rm[128];
    snprintf(rm, sizeof rm, "rm -rf '%s'", work);
    if (system(rm) != 0)
        status = 1;
    pack_free(&pack);
    return status;
}
