/* The layout as it is drawn: the game (beside this test in the build, ../carillon) makes
 * `--headless --size WxH --screenshot` shots at 480x360, 800x600, 1280x1000, 1920x1080
 * and 2560x1440 of the level select, level 1, level 97 and the cleared banner. For each,
 * the pure layout (view.h, select.h) says where things are, and the pixels agree:
 *
 * - the select: the grid chosen for the window holds a three-digit number inside every
 *   tile; each tile of the page shows its number (bright pixels inside the tile) and
 *   no number runs out of its tile (no bright pixel in the gap between two tiles);
 * - level 1 and 97: the field's panel fills at least 90% of the limiting side, every dot
 *   lies wholly inside the panel and the window, and each dot is drawn where the view
 *   framed to the level (view_frame) says;
 * - level 1, sparse, is framed: its rings' reach fills at least 90% of the panel's
 *   limiting side (or the zoom is at its cap, VIEW_ZOOM_MOST), every ring's whole reach
 *   within the field is inside the panel, and the scale mark is drawn where the view
 *   puts it; level 97, dense, is shown whole, with no mark;
 * - the banner: drawn over the middle of the field, inside the window;
 * - the three tiles under the select's grid (with the daily won, a streak of 12), found in
 *   the pixels by their outlines: each one's words are drawn, and stand clear of its
 *   border by ROW_CLEAR units of the words' scale across and 3 pixels up and down (they
 *   once touched it), also at 844x390 and 390x844, a phone's landscape and portrait.
 *
 * A shot whose check fails is kept in ../screens/layout/ (PNG) to be looked at, and
 * with CARILLON_KEEP_SHOTS=1 in the environment every shot is (some 90 MB: the PNGs are
 * not compressed, png.h). */
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
#include "game/draw/png.h"
#include "game/select/select.h"
#include "game/draw/view.h"
#include "game/select/tilerow.h"
#include "levelgen/daily.h"
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
    char name[64];
};

/* Keeps the shot as PNG in kept/, to be looked at. */
static void keep(const struct shot *s)
{
    error_line err;
    size_t len;
    char path[4200];
    uint8_t *png = png_encode(s->img->pixels, s->w, s->h, s->img->pitch / 4, &len, &err);
    snprintf(path, sizeof path, "%s/%s-%dx%d.png", kept, s->name, s->w, s->h);
    if (!png || file_write_atomic(path, png, len, &err) != 0)
        print_error("%s: cannot keep the shot: %s\n", path, err.text);
    else
        print_message("kept %s\n", path);
    free(png);
}

/* Each shot is looked at through these: a failing check keeps the shot first. */
static const struct shot *looked_at;

static void failed(const char *fmt, ...)
{
    char why[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    if (looked_at && !getenv("CARILLON_KEEP_SHOTS"))
        keep(looked_at);
    fail_msg("%s", why);
}
#define check(ok, ...) ((ok) ? (void)0 : failed(__VA_ARGS__))

static void done_with(struct shot *s)
{
    if (getenv("CARILLON_KEEP_SHOTS"))
        keep(s);
    looked_at = NULL;
    SDL_FreeSurface(s->img);
}

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
    snprintf(s->name, sizeof s->name, "%s", name);
    assert_int_equal(s->w, w);
    assert_int_equal(s->h, h);
    remove(path);
    looked_at = s;
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

/* Whether the disc of radius r pixels at (cx, cy) lies within the field's panel (half
 * a pixel spare). */
static bool inside_panel(const struct view *v, float cx, float cy, float r)
{
    const struct view_box *f = &v->field;
    return cx - r >= f->x - 0.5f && cx + r <= f->x + f->w + 0.5f && cy - r >= f->y - 0.5f &&
           cy + r <= f->y + f->h + 0.5f;
}

static void check_select(int w, int h)
{
    struct view v;
    view_fit(&v, w, h, w, h);
    struct select sel = {.count = pack.count};
    select_grid_for(v.scale, v.band, v.ratio_y, &sel.columns, &sel.rows);
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
        check(inside_panel(&v, cx, cy, r), "%dx%d: tile %d out of the field", w, h, tile);
        /* its number is drawn, inside */
        check(brightest(&s, cx - r / 2, cy - r / 2, cx + r / 2, cy + r / 2) >= WORDS,
              "%dx%d: tile %d shows no number at (%.0f, %.0f)", w, h, tile, cx, cy);
        /* and runs out of it into nothing: the gap to the next tile in its row is dark (the
         * first tile is chosen: its halo reaches into the gap) */
        if (tile % sel.columns == 0 || tile == 1)
            continue;
        int nx, ny;
        select_tile_centre(&sel, tile + 1, &nx, &ny);
        float gap = (cx + view_px(&v, (float)nx)) / 2;
        check(brightest(&s, gap, cy - r / 2, gap, cy + r / 2) < WORDS, "%dx%d: words between tiles %d and %d", w,
              h, tile, tile + 1);
    }
    done_with(&s);
}

/* The tiles under the grid: their outlines (rows of the panel's edge grey, lighter than
 * the backdrop and darker than words) found in the shot, each tile's words inside it. */
enum { EDGE_LEAST = 38, ROW_CLEAR = 12 };

static bool edge(const struct shot *s, int x, int y)
{
    int l = lum(s, x, y);
    return l >= EDGE_LEAST && l < WORDS;
}

/* How clear of the outline of the panel [x0, x1] x [y0, y1] with corners of radius r
 * the pixel (x, y) is, across: from the outline at its own row. */
static float clear_across(float x0, float x1, float y0, float y1, float r, int x, int y)
{
    float dy = fmaxf(fmaxf(y0 + r - (float)y, (float)y - (y1 - r)), 0);
    float in = dy < r ? r - sqrtf(r * r - dy * dy) : r;
    return fminf((float)x - (x0 + in), (x1 - in) - (float)x);
}

static void check_tiles(int w, int h)
{
    struct view v;
    view_fit(&v, w, h, w, h);
    struct shot s;
    take(&s, "tiles", w, h, "--frames 3");
    float cy = view_py(&v, ROW_Y), fx0 = v.field.x + 3, fx1 = v.field.x + v.field.w - 3;
    /* the outlines' straight top and bottom: the rows nearest the row's middle that are
     * mostly edge */
    int top = -1, bottom = -1;
    for (int y = (int)cy; y > (int)(cy - 60 * v.scale) && top < 0; y--) {
        int n = 0;
        for (int x = (int)fx0; x < (int)fx1; x++)
            n += edge(&s, x, y);
        if (n > (fx1 - fx0) * 0.3f)
            top = y;
    }
    for (int y = (int)cy; y < (int)(cy + 60 * v.scale) && bottom < 0; y++) {
        int n = 0;
        for (int x = (int)fx0; x < (int)fx1; x++)
            n += edge(&s, x, y);
        if (n > (fx1 - fx0) * 0.3f)
            bottom = y;
    }
    check(top >= 0 && bottom > top, "%dx%d: no tiles under the grid near y %.0f", w, h, cy);
    /* each tile's top edge is a run of edge pixels between its corners */
    float r = fminf(20 * v.band, (float)(bottom - top) / 2);
    int tiles = 0;
    float least = 1e9f;
    for (int x = (int)fx0; x < (int)fx1;) {
        if (!edge(&s, x, top)) {
            x++;
            continue;
        }
        int a = x;
        while (x < (int)fx1 && (edge(&s, x, top) || edge(&s, x + 1, top) || edge(&s, x + 2, top)))
            x++;
        if (x - a < 10)
            continue;
        float x0 = (float)a - r, x1 = (float)x + r;
        tiles++;
        int ink = 0;
        float least_across = 1e9f;
        int least_y = 0, most_y = 0;
        for (int y = top + 1; y < bottom; y++)
            for (int px = (int)x0; px <= (int)x1; px++)
                if (lum(&s, px, y) >= WORDS) {
                    least_across = fminf(least_across, clear_across(x0, x1, (float)top, (float)bottom, r, px, y));
                    least_y = ink++ ? (y < least_y ? y : least_y) : y;
                    most_y = y > most_y ? y : most_y;
                }
        check(ink > 0, "%dx%d: tile %d (%.0f to %.0f) shows no words", w, h, tiles, x0, x1);
        check(least_across >= ROW_CLEAR * v.band,
              "%dx%d: tile %d (%.0f to %.0f): its words come within %.1f pixels of its border (%.1f wanted)", w, h,
              tiles, x0, x1, least_across, ROW_CLEAR * v.band);
        least = fminf(least, least_across);
        check(least_y - top >= 3 && bottom - most_y >= 3,
              "%dx%d: tile %d: its words (rows %d to %d) touch its top or bottom (%d, %d)", w, h, tiles, least_y, most_y,
              top, bottom);
    }
    check(tiles == 3, "%dx%d: %d tiles found under the grid, not 3", w, h, tiles);
    print_message("%dx%d: the tiles' words at least %.1f pixels clear of their borders (%.1f wanted)\n", w, h, least,
                  ROW_CLEAR * v.band);
    done_with(&s);
}

/* Level n: the field's share, each dot inside the panel and the window and drawn where
 * the view framed to the level puts it, and every ring's reach (within the field) inside
 * the panel. */
static void check_level(int n, int w, int h, struct view *v)
{
    const struct level *lv = &pack.levels[n - 1];
    view_fit(v, w, h, w, h);
    view_frame(v, lv->dots, lv->n);
    assert_true(view_field_share(v) >= 0.6f - 1e-4f); /* the words take what they need (issue 39) */
    char name[32], args[64];
    snprintf(name, sizeof name, "level%d", n);
    snprintf(args, sizeof args, "--level %d --frames 3", n);
    struct shot s;
    take(&s, name, w, h, args);
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        float r = (float)SIZES[d->size].radius * v->scale, cx = view_px(v, d->x), cy = view_py(v, d->y);
        check(inside_panel(v, cx, cy, r), "%dx%d: level %d: dot %d out of the panel", w, h, n, i);
        check(cx - r >= 0 && cy - r >= 0 && cx + r <= (float)w && cy + r <= (float)h,
              "%dx%d: level %d: dot %d out of the window", w, h, n, i);
        /* its face, between the mark (which fills the middle of a dot a few pixels wide,
         * paint.c) and the rim */
        check(brightest(&s, cx - 0.7f * r, cy - 0.7f * r, cx + 0.7f * r, cy + 0.7f * r) >= 100,
              "%dx%d: level %d: no dot %d drawn at (%.0f, %.0f)", w, h, n, i, cx, cy);
        /* the ring's whole reach, as far as the field goes, is in view */
        int ring = SIZES[d->size].ring;
        float x0 = view_px(v, fmaxf(0, (float)(d->x - ring))), x1 = view_px(v, fminf(FIELD_WIDTH, (float)(d->x + ring)));
        float y0 = view_py(v, fmaxf(0, (float)(d->y - ring))), y1 = view_py(v, fminf(FIELD_HEIGHT, (float)(d->y + ring)));
        check(x0 >= v->field.x - 0.5f && x1 <= v->field.x + v->field.w + 0.5f && y0 >= v->field.y - 0.5f &&
                  y1 <= v->field.y + v->field.h + 0.5f,
              "%dx%d: level %d: dot %d's ring reaches out of the panel", w, h, n, i);
    }
    /* the scale mark, when framed: its words (the zoom) bright enough to read, under the
     * miniature, inside the panel */
    if (v->zoom > 1) {
        const struct view_box *m = &v->mark;
        check(m->w > 0 && inside_panel(v, m->x, m->y, 0) && inside_panel(v, m->x + m->w, m->y + m->h, 0),
              "%dx%d: level %d: the scale mark is not inside the panel", w, h, n);
        check(brightest(&s, m->x, m->y + VIEW_MARK_H * v->band, m->x + m->w, m->y + m->h) >= WORDS,
              "%dx%d: level %d: the scale mark's words are not drawn", w, h, n);
        check(brightest(&s, m->x, m->y, m->x + m->w, m->y + VIEW_MARK_H * v->band) >= 40,
              "%dx%d: level %d: the scale mark's miniature is not drawn", w, h, n);
    }
    done_with(&s);
}

/* Level 1, sparse: framed, its rings' reach filling the panel along the limiting side
 * (or the zoom at its cap); level 97, dense: shown whole, unmarked. */
static void check_framing(int w, int h)
{
    struct view v;
    check_level(1, w, h, &v);
    const struct level *lv = &pack.levels[0];
    int x0 = FIELD_WIDTH, y0 = FIELD_HEIGHT, x1 = 0, y1 = 0;
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        int ring = SIZES[d->size].ring;
        x0 = d->x - ring < x0 ? d->x - ring : x0, x1 = d->x + ring > x1 ? d->x + ring : x1;
        y0 = d->y - ring < y0 ? d->y - ring : y0, y1 = d->y + ring > y1 ? d->y + ring : y1;
    }
    x0 = x0 < 0 ? 0 : x0, y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > FIELD_WIDTH ? FIELD_WIDTH : x1, y1 = y1 > FIELD_HEIGHT ? FIELD_HEIGHT : y1;
    float fill = fmaxf((float)(x1 - x0) * v.scale / v.field.w, (float)(y1 - y0) * v.scale / v.field.h);
    print_message("%dx%d: level 1 framed at x%.2f, its reach %.0f%% of the panel's limiting side\n", w, h,
                  (double)v.zoom, (double)(fill * 100));
    assert_true(v.zoom > 1);
    if (fabsf(v.zoom - VIEW_ZOOM_MOST) > 1e-4f) /* else the cap stopped it */
        assert_true(fill >= 0.9f);
    check_level(97, w, h, &v);
    assert_true(v.zoom == 1 && v.mark.w == 0);
}
/* The cleared banner: its headline over the middle of the field, in the window. */
static void check_banner(int w, int h)
{
    struct view v;
    view_fit(&v, w, h, w, h);
    struct shot s;
    take(&s, "cleared", w, h, "--level 1 --autoplay");
    float cy = v.field.y + v.field.h / 2, half = 200 * v.band;
    float cx = fmaxf(half, fminf((float)w - half, view_box_cx(&v.field)));
    check(brightest(&s, cx - half / 2, cy - 60 * v.band, cx + half / 2, cy) >= 200, "%dx%d: no headline", w, h);
    done_with(&s);
}

static void test_the_select_at_every_size(void **state)
{
    (void)state;
    for (int k = 0; k < SIZE_N; k++)
        check_select(WINDOWS[k][0], WINDOWS[k][1]);
}

/* With the day's daily won (a hint used) and the eleven days before it: a streak of 12,
 * written as the game of version 1 wrote the daily log. */
static void test_the_tiles_under_the_grid_at_every_size(void **state)
{
    (void)state;
    char path[200], days[2048] = "";
    snprintf(path, sizeof path, "%s/prefs/daily.json", work);
    int64_t today = daily_today();
    for (int i = 11; i >= 0; i--) {
        char date[DAILY_DATE_SIZE], one[96];
        daily_format(today - i, date);
        snprintf(one, sizeof one, "%s{\"date\": \"%s\", \"taps\": 4, \"hint\": %s}", i < 11 ? ", " : "", date,
                 i == 0 ? "true" : "false");
        strcat(days, one);
    }
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "{\"format\": \"carillon-daily\", \"version\": 1, \"days\": [%s]}\n", days);
    assert_int_equal(fclose(f), 0);
    static const int MORE[][2] = {{844, 390}, {390, 844}};
    for (int k = 0; k < SIZE_N; k++)
        check_tiles(WINDOWS[k][0], WINDOWS[k][1]);
    for (int k = 0; k < 2; k++)
        check_tiles(MORE[k][0], MORE[k][1]);
    remove(path);
}

static void test_levels_1_and_97_at_every_size(void **state)
{
    (void)state;
    assert_true(pack.count >= 97);
    for (int k = 0; k < SIZE_N; k++)
        check_framing(WINDOWS[k][0], WINDOWS[k][1]);
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
    char mk[8400];
    snprintf(mk, sizeof mk, "mkdir -p '%s' && rm -f '%s'/*.png", kept, kept); /* none left from an older run */
    snprintf(work, sizeof work, "/tmp/carillon-shots-XXXXXX");
    error_line err;
    if (system(mk) != 0 || !mkdtemp(work) || pack_read(pack_path, &pack, &err) != 0) {
        fprintf(stderr, "test_shots: cannot set up (%s)\n", pack.count ? "" : err.text);
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_select_at_every_size),
        cmocka_unit_test(test_levels_1_and_97_at_every_size),
        cmocka_unit_test(test_the_cleared_banner_at_every_size),
        cmocka_unit_test(test_the_tiles_under_the_grid_at_every_size),
    };
    int status = cmocka_run_group_tests_name("layout shots", tests, NULL, NULL);
    char rm[128];
    snprintf(rm, sizeof rm, "rm -rf '%s'", work);
    if (system(rm) != 0)
        status = 1;
    pack_free(&pack);
    return status;
}
