/* textstyle.c: what the game lends every front end's canvas (carillon.h): the words' sizes
 * and faces, and where a line of them goes.
 */
#include "game/carillon.h"

#include <math.h>

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

struct carillon_rect carillon_words_box(float w, float h, float x, float y, enum text_align align, float max_w)
{
    float drawn_w = w, drawn_h = h;
    if (max_w > 0 && w > max_w) { /* narrowed to fit, kept centred on its line */
        drawn_h = h * max_w / w;
        y += (h - drawn_h) / 2;
        drawn_w = max_w;
    }
    float left = align == ALIGN_LEFT ? x : align == ALIGN_CENTRE ? x - drawn_w / 2 : x - drawn_w;
    return (struct carillon_rect){roundf(left), roundf(y), drawn_w, drawn_h};
}
