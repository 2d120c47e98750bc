/* canvas.c: what the game lends every front end's canvas (carillon.h): the words' sizes
 * and faces, and which rows of the lower layer changed since it was last sent.
 */
#include "game/carillon.h"

/* Point sizes in field units, at the bands' scale (view.h): in a small window that is
 * more than the field's, so the smallest words stay 11 points. */
static const float STYLE_SIZE[TEXT_STYLES] = {12.5f, 15, 30, 40, 12.5f, 15};
static const bool STYLE_DISPLAY[TEXT_STYLES] = {false, false, true, true, true, true};

int carillon_text_px(enum text_style style, float scale)
{
    int px = (int)(STYLE_SIZE[style] * scale + 0.5f);
    return px > 4 ? px : 4;
}

bool carillon_text_display(enum text_style style) { return STYLE_DISPLAY[style]; }

/* Whether row y differs: a loop of the compiler's own, as the browser's C library
 * compares byte by byte. */
static bool row_changed(const uint32_t *painted, const uint32_t *sent, int w, int y)
{
    const uint32_t *a = painted + (size_t)y * (size_t)w, *b = sent + (size_t)y * (size_t)w;
    uint32_t diff = 0;
    for (int x = 0; x < w; x++)
        diff |= a[x] ^ b[x];
    return diff != 0;
}

bool carillon_layer_changed(const uint32_t *painted, const uint32_t *sent, int w, int h, int *top, int *rows)
{
    int first = 0, last = h - 1;
    while (first <= last && !row_changed(painted, sent, w, first))
        first++;
    while (last > first && !row_changed(painted, sent, w, last))
        last--;
    *top = first;
    *rows = last - first + 1;
    return first <= last;
}
