/* canvas.c: what the game lends every front end's canvas (carillon.h): the words' sizes
 * and faces.
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
