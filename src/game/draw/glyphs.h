/* glyphs.h: the on-screen buttons' glyphs (their icons), painted by the game (no SDL, no
 * image files; not the game's own icon, icon/icon.h).
 *
 * Each icon is a few strokes and shapes in a square, white on clear, anti-aliased at any
 * size: every pixel's coverage is read off its distance to the nearest shape (a line
 * with round ends, an arc, a disc, a triangle, a box), half a pixel of blur either side
 * of the edge. The kit paints each once at the buttons' size and tints it (kit.h).
 */
#ifndef GAME_GLYPHS_H
#define GAME_GLYPHS_H

#include "game/carillon.h"

enum glyph {
    GLYPH_NONE = -1,
    GLYPH_LEVELS,    /* a grid of tiles: back to the levels */
    GLYPH_UNDO,      /* an arrow turning back */
    GLYPH_REDO,      /* ... and on */
    GLYPH_HINT,      /* a dot in its halo, lit */
    GLYPH_RESTART,   /* an arrow round a circle */
    GLYPH_SHARE,     /* three dots joined */
    GLYPH_SETTINGS,  /* three sliders */
    GLYPH_CLOSE,     /* a cross */
    GLYPH_PAGE_BACK, /* an arrow left */
    GLYPH_PAGE_ON,   /* an arrow right */
    GLYPH_PASTE,     /* a clipboard */
    GLYPH_STATS,     /* three bars */
    GLYPH_DELETE,    /* a dot struck through */
    GLYPH_TRY,       /* a play triangle */
    GLYPH_COPY,      /* two sheets */
    GLYPH_WORKSHOP,  /* a pencil */
    GLYPHS
};

/* Paints icon white over the clear square img (its side img->w). */
void glyph_paint(struct image *img, enum glyph icon);

#endif
