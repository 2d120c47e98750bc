/* Words on SDL's software renderer, no window: a string is drawn however long it is (one
 * too long to be kept in the cache as well as a short one), as wide as text_width says.
 * Where every canvas puts a line (carillon_words_box): at x by its alignment, at whole
 * pixels; one wider than max_w narrowed to it, its height in proportion, centred on the
 * line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <string.h>

#include "sdl/text.h"

enum { W = 2400, H = 60 };

/* How many pixels of the surface are not black. */
static int lit(const SDL_Surface *s)
{
    int count = 0;
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++)
            count += (((const uint32_t *)((const uint8_t *)s->pixels + y * s->pitch))[x] & 0xffffff) != 0;
    return count;
}

static void test_strings_of_any_length_are_drawn(void **state)
{
    (void)state;
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(surface);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(surface);
    assert_non_null(r);
    error_line err;
    struct text *t = text_open(r, "assets/DejaVuSans.ttf", "assets/Quicksand-Medium.ttf", &err);
    if (!t)
        fail_msg("%s", err.text);
    char longer[400] = "";
    while (strlen(longer) < 300)
        strcat(longer, "every level grown, proven, put in order \xc2\xb7 "); /* past the cache's 120 bytes */
    const char *strings[] = {"Cleared", longer};
    int shown[2];
    for (int i = 0; i < 2; i++) {
        for (int pass = 0; pass < 2; pass++) { /* drawn again: the same (from the cache, or afresh) */
            SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
            SDL_RenderClear(r);
            float w = text_draw_within(t, strings[i], TEXT_SMALL, (struct rgb){255, 255, 255}, 1, 0, 0, ALIGN_LEFT, 0);
            assert_true(w > 0);
            assert_true(w == text_width(t, strings[i], TEXT_SMALL));
            SDL_RenderFlush(r);
            int now = lit(surface);
            if (pass)
                assert_int_equal(now, shown[i]);
            shown[i] = now;
        }
    }
    assert_true(shown[1] > 10 * shown[0]);
    text_close(t);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surface);
}

static void test_a_line_goes_where_its_alignment_says(void **state)
{
    (void)state;
    struct carillon_rect at = carillon_words_box(200, 20, 100.4f, 10, ALIGN_LEFT, 0);
    assert_true(at.x == 100 && at.y == 10 && at.w == 200 && at.h == 20);
    at = carillon_words_box(200, 20, 100, 10, ALIGN_RIGHT, 300); /* fits: as it is */
    assert_true(at.x == -100 && at.w == 200);
    at = carillon_words_box(200, 20, 100, 10, ALIGN_CENTRE, 100); /* narrowed to half */
    assert_true(at.x == 50 && at.y == 15 && at.w == 100 && at.h == 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_strings_of_any_length_are_drawn),
        cmocka_unit_test(test_a_line_goes_where_its_alignment_says),
    };
    return cmocka_run_group_tests_name("text", tests, NULL, NULL);
}
