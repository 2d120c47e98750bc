/* text.h: words on screen, with SDL2_ttf.
 *
 * Two faces, copied into assets/ by the build from Debian's font packages: DejaVu Sans
 * for the words, and Quicksand (rounded, like the dots and bells) for the title, the
 * large numbers and the numbers on the level tiles. Each style's size is set in field units and follow the view's band scale (view.h), so words are as sharp
 * as the dots at any window size and never smaller than 11 points. A string once rendered is kept as a texture and reused while it is
 * drawn again, so steady text costs one copy a frame.
 */
#ifndef SHELL_TEXT_H
#define SHELL_TEXT_H

#include <SDL.h>

#include "base/error.h"
#include "game/carillon.h" /* the styles, struct rgb */

struct text;

/* Opens the two font files (the words' face and the display face); fails with err naming
 * the file when one is missing or broken. Only regular files are opened (a FIFO is never
 * waited on): the words' face not being one fails; the display face not being one, or
 * not a font SDL_ttf can open (empty, garbled), is stood in for by the words' face. */
struct text *text_open(SDL_Renderer *renderer, const char *font_path, const char *display_path, error_line *err);
void text_close(struct text *t);

/* Sets the pixels per field unit (the view's band scale, view.h); the fonts are resized
 * and the kept strings dropped. */
void text_set_scale(struct text *t, float scale);

/* Draws str (UTF-8) in colour at opacity alpha (0..1). (x, y) is in pixels: the top of
 * the line, and its left end, centre or right end as align says; a string wider than
 * max_w pixels (when max_w > 0) is drawn narrowed to max_w (carillon_words_box), so a
 * long line never runs off the window or into another. Returns the width drawn in
 * pixels (0 if nothing could be). */
float text_draw_within(struct text *t, const char *str, enum text_style style, struct rgb colour,
                       float alpha, float x, float y, enum text_align align, float max_w);

/* The width in pixels str would take in style (0 if it cannot be drawn). */
float text_width(struct text *t, const char *str, enum text_style style);

/* The height in pixels of a line of words in style. */
float text_height(struct text *t, enum text_style style);

#endif
