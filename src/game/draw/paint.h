/* paint.h: the game's shapes, anti-aliased, as plain RGBA pixels (no SDL).
 *
 * Dots, their marks, glows and the backdrop are painted here into images once per
 * window size; the drawing module turns them into textures. Circles of every kind
 * (rings in flight, glows, sparks, outlines) are painted here every frame, straight
 * into the frame's pixels, touching only the pixels they cover: that is several times
 * faster than triangles in SDL's software renderer and looks the same on every renderer.
 * Edges are smooth at any scale: circles and discs by their exact distance, marks by
 * 4x4 supersampling. Each of the six colours has its own mark (ring, triangle, square,
 * plus, star, diamond), so the game never needs colour to be told apart.
 */
#ifndef GAME_PAINT_H
#define GAME_PAINT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/error.h"
#include "game/carillon.h" /* struct image, struct rgb */
#include "game/draw/view.h"
#include "levelgen/geometry.h"

/* The colour of each note, chosen to stay apart on the dark backdrop. */
extern const struct rgb NOTE_COLOURS[NOTE_COUNT];

/* The backdrop's own colours, for anything drawn over it that must match. */
extern const struct rgb INK, INK_DIM, NIGHT;

/* Allocates a transparent w x h image; fails only when memory runs out. */
int image_new(struct image *img, int w, int h, error_line *err);
void image_free(struct image *img);

enum paint_blend {
    PAINT_ADD,  /* light: the colour is added (glows, rings) */
    PAINT_OVER, /* paint: the colour is laid over what is there */
};

/* A circle's cross-section, in pixels: full strength within core of radius r, fading
 * smoothly to nothing over inner towards the centre and outer away from it. A line is
 * a small core with a pixel of fade each side; a glow is a long fade; a filled disc is
 * r = 0 with core its radius. */
struct stroke {
    float r, core, inner, outer;
};

/* Paints the circle around (cx, cy) in colour at alpha into img (which must be
 * opaque: it stays so). Returns the box of img's pixels it may have changed (a pixel
 * beyond the stroke's edge, never one outside the image; w 0 when none). */
struct carillon_box paint_circle(struct image *img, float cx, float cy, struct stroke s, struct rgb colour,
                  float alpha, enum paint_blend blend);

/* Lays src over dst (which must be opaque: it stays so) with src's top left at (x, y),
 * by src's alpha; what falls outside dst is left out. */
void paint_image(struct image *dst, const struct image *src, int x, int y);

/* The side of the square image that holds a dot of radius r pixels. */
int paint_dot_side(float r);

/* A dot of radius r pixels in note's colour, with note's mark when mark is true, centred
 * in img (whose side is paint_dot_side(r)). */
void paint_dot(struct image *img, float r, int note, bool mark);

/* A white glow centred in img: opaque out to inner pixels, fading to nothing at outer. */
void paint_glow(struct image *img, float inner, float outer);

/* A banner's panel filling img: a rounded rectangle (corners of corner pixels), dark and
 * nearly opaque, with a fine light edge. */
void paint_panel(struct image *img, float corner);

/* The backdrop for the whole output of v: a calm gradient, the field as a softly lit
 * panel. Opaque. */
void paint_backdrop(struct image *img, const struct view *v);

/* The field's faint grid of points, every GRID_STEP field units, inside the panel: it
 * goes with the field's transform, so a framed field shows it farther apart (painted
 * each frame into the opaque img, which holds the whole output). */
enum { GRID_STEP = 40 };
void paint_grid(struct image *img, const struct view *v);

#endif
