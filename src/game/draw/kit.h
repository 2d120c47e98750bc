/* kit.h: the drawing kit: what every screen's drawing shares, drawn through the front
 * end's canvas (carillon.h).
 *
 * A kit is opened on a canvas (kit_open), fitted to the output (kit_fit) and handed to
 * each screen's drawing (drawplay.h, drawselect.h, drawgrowing.h, drawtiles.h,
 * drawworkshop.h); the rest of this header is for those drawers. A frame is a picture of a screen's scene (NAMEscene.h) and
 * nothing else, so the same scene always draws the same frame. The backdrop is painted
 * (paint.h) whenever the output changes size; dots, glows and tiles at that size when
 * first drawn or a step before (kit_paint_ahead), panels when first drawn; all handed to
 * the canvas as sprites, so every edge is smooth at any scale.
 *
 * The painted sprites (dots in each note and size, their glows, the level tiles,
 * panels), the two layers of a frame and the primitives that put circles on the lower
 * one and sprites and words on the upper one. A frame: kit_begin() puts the ground (the
 * backdrop and the grid) back where the last frame painted and opens the layer for
 * circles; kit_end() puts it on the output, with the box that changed; then
 * sprites and words go over it.
 */
#ifndef GAME_KIT_H
#define GAME_KIT_H

#include <stdbool.h>

#include "base/error.h"
#include "game/carillon.h"
#include "game/draw/glyphs.h"
#include "game/draw/paint.h"
#include "game/draw/view.h"
#include "game/files/result.h"

/* Pixels to paint on, and where their (0, 0) is on the output. */
struct target {
    struct image img;
    int ox, oy;
};

enum { PANEL_CACHE = 4, KIT_WORDS_NOTED = 160 };

/* A line of words as the frame drew it (for --where): its text, its box in pixels and the
 * size it was drawn at, in points (narrowed: less than its style's). */
struct kit_words {
    char text[128];
    struct carillon_rect box;
    float pt;
};

struct panel {
    bool made;            /* the canvas holds it (false: the slot is free) */
    int px_w, px_h;
    float corner;
    unsigned long used;   /* when it was last drawn, by the draw's clock */
};

struct kit {
    const struct carillon_canvas *canvas;
    struct view view;
    bool fitted;
    bool marks;              /* dots wear their shape marks */
    struct image backdrop;   /* painted once for the output */
    struct image ground;     /* the backdrop with the grid of the field's view: the layer
                                where nothing is painted */
    bool ground_stale;       /* the view moved: the ground is made again */
    bool layer_new;          /* the canvas's layer holds nothing of ours yet */
    struct carillon_box painted;  /* what the last frame painted over the ground */
    struct carillon_box restored; /* while the layer is open: the ground put back */
    struct carillon_box drawn;    /* while it is open: what this frame painted */
    struct target whole;     /* the layer while it is open */
    struct target field;     /* the part of it over the field (rings, reaches and pops are
                                drawn on the whole, in full, never cut at its edges) */
    /* the sprites' ids on the canvas */
    int dots[NOTE_COUNT][SIZE_COUNT];
    int tiles[NOTE_COUNT]; /* plain dots (no mark) for the level select */
    int glows[SIZE_COUNT];
    int dot_side[SIZE_COUNT], glow_side[SIZE_COUNT], tile_side;
    uint32_t unpainted;      /* the sprites above (a bit each, by id) not yet painted at
                                their size */
    struct panel panels[PANEL_CACHE];
    unsigned long clock;     /* counts the panels drawn */
    int glyph_side;           /* the buttons' icons' side, in pixels, as last painted ... */
    uint32_t glyphs_painted;  /* ... and which of them are (a bit each, by enum glyph) */
    struct kit_words words[KIT_WORDS_NOTED]; /* the lines of words of the frame drawn last */
    int words_count;
    struct view_box banner_button; /* a button the frame's banner holds (the daily's Share),
                                      or w 0: the midend lays it out with the rest */
};

/* Prepares drawing on canvas (borrowed, must outlive it); marks: whether dots wear
 * their shape marks. */
struct kit *kit_open(const struct carillon_canvas *canvas, bool marks, error_line *err);
void kit_close(struct kit *d);

/* Repaints the sprites for the output v describes, if it changed; fails only when
 * memory or the canvas runs out. */
int kit_fit(struct kit *d, const struct view *v, error_line *err);

/* Paints one sprite not yet painted at this size (each is also painted when first drawn),
 * so that those the next screens need are ready before they are drawn; nothing when all
 * are. Fails only when memory or the canvas runs out. */
int kit_paint_ahead(struct kit *d, error_line *err);

/* Words in the band under the field (stacked views): one line, or two when wider than
 * the band, never narrowed under their size; folded (view_folded) the first line alone,
 * clear of the buttons. */
void kit_words_under(struct kit *d, const char *words, struct rgb c, float alpha);

/* A new frame: the lines of words noted for the last are forgotten, and the banner's
 * button. */
void kit_frame(struct kit *d);

/* Whether kit_paint_ahead has a sprite left to paint. */
bool kit_ahead(const struct kit *d);

/* Puts the shape marks on the dots or takes them off. */
int kit_set_marks(struct kit *d, bool marks, error_line *err);

extern const struct rgb WHITE;

/* How much a panel over the screen darkens what is behind it. */
#define DIM_BEHIND_PANEL 0.6f

/* Copies sprite id centred on (cx, cy) pixels at side x scale pixels, tinted. */
void kit_sprite(struct kit *d, int id, int side, float cx, float cy, float scale, struct rgb tint, float alpha);

/* A button's icon (glyphs.h) centred on (cx, cy), side pixels square, tinted; painted at
 * that size when first drawn. */
void kit_glyph(struct kit *d, enum glyph icon, float cx, float cy, float side, struct rgb tint, float alpha);

/* Blends colour at alpha (0..255) over r, filled or its outline (the canvas's rect). */
void kit_rect(struct kit *d, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill);

/* The canvas's words (carillon.h): kit_text is kit_text_within with no narrowing. A line
 * of words (not the display face) is narrowed to max_w at most to 11 points; wider than
 * that, it is shortened with an ellipsis (view.h: words are never under 11 points). */
float kit_text(struct kit *d, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
               float y, enum text_align align);
float kit_text_within(struct kit *d, const char *str, enum text_style style, struct rgb colour, float alpha,
                      float x, float y, enum text_align align, float max_w);
float kit_text_width(struct kit *d, const char *str, enum text_style style);
float kit_text_height(struct kit *d, enum text_style style);

/* A panel px_w x px_h pixels large centred on (cx, cy) pixels at opacity alpha; returns
 * its top in pixels. Each size is painted once and kept while it is drawn. */
float kit_draw_panel_px(struct kit *d, float px_w, float px_h, float cx, float cy, float alpha);

/* The same, w x h field units large at the words' scale (the bands', view.h): a panel of
 * words grows with them in a small window. */
float kit_draw_panel(struct kit *d, int w, int h, float cx, float cy, float alpha);

/* Half the width the words of a band may take, from the middle of the field: the band's
 * own width, or in a small window as much of the window's as there is. */
float kit_band_half(const struct kit *d);

/* Breaks the len bytes of str into lines of style no wider than max_w pixels, at spaces
 * (a word wider than that stands on a line of its own, to be narrowed; a string of
 * KIT_UNWORD bytes or more with no space, a code or a path, is cut between characters),
 * into lines: at most most of them, the last taking whatever is left. Returns how many.
 * So words never shrink below their size to fit (view.h: never under 11 points). */
enum { KIT_LINE = 256, KIT_UNWORD = 16 };
int kit_wrap(struct kit *d, const char *str, size_t len, enum text_style style, float max_w,
             char lines[][KIT_LINE], int most);

/* Beside the field (view.h): the parts of line (split where "  ·  " stands) one under
 * another, centred in the column box, each broken over lines as wide as it (kit_wrap). The first part's top
 * is at y, or, upward, the last part ends at y. Returns the y below the last part (or,
 * upward, the top of the first). */
float kit_draw_column(struct kit *d, const char *line, enum text_style style, struct rgb c, float alpha,
                      const struct view_box *box, float y, bool upward);
/* The height kit_draw_column gives line in a column w pixels wide. */
float kit_column_height(struct kit *d, const char *line, enum text_style style, float w);

/* The top of a line of words in style whose middle is at cy pixels. */
float kit_words_top(struct kit *d, enum text_style style, float cy);

struct rgb kit_lighter(struct rgb c, float t);

/* Darkens the whole output by alpha (0..1) of the night colour, so a panel over it reads
 * clearly: the settings panel and the banners. The words drawn before are behind it: no
 * longer the frame's own (--where). */
void kit_dim(struct kit *d, float alpha);

/* Circles on the lower layer (t: d's whole or its field), in output pixels; the kit
 * keeps the box they cover, so the next frame puts back and sends only that. */
void kit_circle(struct kit *d, const struct target *t, float cx, float cy, struct stroke s, struct rgb c,
                float alpha, enum paint_blend blend);
/* A crisp line of width w pixels along the circle of radius r around (cx, cy). */
void kit_line(struct kit *d, const struct target *t, float cx, float cy, float r, float w, struct rgb c,
              float alpha, enum paint_blend blend);
void kit_disc(struct kit *d, const struct target *t, float cx, float cy, float r, struct rgb c, float alpha,
              enum paint_blend blend);

/* Each result's colour (result.h), the same in a banner, on a tile and in the statistics:
 * read gold, par green, over par sky, helped plain (the words' own). */
struct rgb kit_result_colour(enum result_kind k);
/* A result's mark, centred at (cx, cy) at scale pixels a unit, on the field's lower layer:
 * read a gold bead in a ring, par a bright bead, over par a smaller sky one, helped a
 * hollow ring; nothing for RESULT_NONE. */
void kit_result_mark(struct kit *d, enum result_kind k, float cx, float cy, float scale);

/* Opens the lower layer with the ground in it (the backdrop and the field's grid);
 * false when it cannot be. */
bool kit_begin(struct kit *d);
/* Puts the lower layer on the output, telling the canvas what changed. */
void kit_end(struct kit *d);

#endif
