/* carillon.h: what the game promises its front ends (src/sdl, src/web), and what it
 * asks of them.
 *
 * The host is the front end's side: it fills in the calls the game makes when it needs
 * something only a front end can do (say a line, ring a bell, the clipboard, put settings
 * in force, quit) or has done something a front end may want to follow (a player's file
 * written, which the browser copies back to IndexedDB). The game calls them from within
 * its own calls (an action, a step), never from another thread. Any may be NULL: the
 * game then goes without (no ring: no sound device; no clipboard: pasting finds none).
 *
 * The canvas is the front end's too: a dozen calls the game draws every frame with (see
 * below), in output pixels. The game paints its circles itself, on the CPU, into the
 * pixels of the frame's lower layer, and its sprites (dots, glows, panels) into images
 * it hands over once a size; the canvas keeps them, copies them where it is told, and
 * draws words. So a front end that can show pixels and words can show the game.
 *
 * CARILLON_VERSION is what `carillon --version` reports; mk/windows.mk names the Windows
 * zip after it, reading its line here as it stands.
 */
#ifndef GAME_CARILLON_H
#define GAME_CARILLON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"

#define CARILLON_VERSION "0.2.0"

/* What the front end puts in force when the settings change (and once at the start). */
struct carillon_settings {
    int volume;      /* 0 .. 100 */
    bool mute;       /* the player's mute, or --mute */
    bool fullscreen;
    bool marks;      /* each colour's mark on its dots */
};

/* Pixels are 0xAARRGGBB with straight (not premultiplied) alpha, rows top to bottom,
 * row y starting at px + y * stride. */
struct image {
    int w, h, stride;
    uint32_t *px;
};

struct rgb {
    uint8_t r, g, b;
};

/* A rectangle in output pixels. */
struct carillon_rect {
    float x, y, w, h;
};

/* The words' styles: two faces (the words', and the display face for numbers and the
 * title), each at its size in field units times the scale the game sets. */
enum text_style {
    TEXT_SMALL, TEXT_BODY,               /* words */
    TEXT_LARGE, TEXT_TITLE,              /* the display face: numbers in play, the title */
    TEXT_NUMBER_SMALL, TEXT_NUMBER,      /* the display face at the words' sizes: tiles */
    TEXT_STYLES
};
enum text_align { ALIGN_LEFT, ALIGN_CENTRE, ALIGN_RIGHT };

/* The most sprites the game keeps on a canvas at once: ids are 0 .. CARILLON_SPRITES-1. */
enum { CARILLON_SPRITES = 32 };

/* A frame, as the game draws it: clear; begin, its circles painted into the layer's
 * pixels, end (the layer put on the output); then sprites, rectangles and words over it,
 * in the order called. Alphas given as a byte are 0..255; as a float, 0..1. */
struct carillon_canvas {
    void *ctx; /* handed back to every call */
    /* The whole output black. */
    void (*clear)(void *ctx);
    /* (Re)makes the lower layer w x h pixels large (the output's size). */
    int (*layer)(void *ctx, int w, int h, lg_err *err);
    /* Opens the layer: out gets its pixels (px and stride; opaque, to be filled whole);
     * false when it cannot be opened (then no end follows). */
    bool (*begin)(void *ctx, struct image *out);
    /* Closes the layer and puts it over the whole output. */
    void (*end)(void *ctx);
    /* Keeps img as sprite id (replacing any), laid over what is below it by its alpha, or
     * added as light (add); fails with err set when the canvas cannot hold it. */
    int (*sprite_make)(void *ctx, int id, const struct image *img, bool add, lg_err *err);
    void (*sprite_drop)(void *ctx, int id);
    /* Copies sprite id stretched over dst, its colours times tint, at alpha. */
    void (*sprite)(void *ctx, int id, const struct carillon_rect *dst, struct rgb tint, uint8_t alpha);
    /* Blends colour at alpha over r, filled or only its outline; r NULL: the whole output. */
    void (*rect)(void *ctx, const struct carillon_rect *r, struct rgb colour, uint8_t alpha, bool fill);
    /* Pixels per field unit of the words (the fonts' sizes follow). */
    void (*words_scale)(void *ctx, float scale);
    /* Draws str (UTF-8) with the top of its line at y and its left end, centre or right
     * end at x as align says; wider than max_w (when max_w > 0) it is narrowed to max_w,
     * its height in proportion, centred on its line. Returns the width drawn (0: none). */
    float (*words)(void *ctx, const char *str, enum text_style style, struct rgb colour, float alpha, float x,
                   float y, enum text_align align, float max_w);
    /* The width str would take in style, and the height of a line of style, in pixels. */
    float (*words_width)(void *ctx, const char *str, enum text_style style);
    float (*words_height)(void *ctx, enum text_style style);
};

struct carillon_host {
    void *ctx; /* handed back to every call */
    /* A line for the player (a level finished); what did not work but let play go on. */
    void (*say)(void *ctx, const char *line);
    void (*warn)(void *ctx, const char *line);
    /* Rings the bell of note (0 ..) at size (a dot's); pan from -1 (left) to 1 (right),
     * loud from 0 to 1. NULL: there is no sound device. */
    void (*ring)(void *ctx, int note, int size, float pan, float loud);
    /* Copies the clipboard's text into out (size bytes, cut short and ended by a NUL)
     * and returns its whole length in bytes, or -1 when it holds no text. */
    int (*clipboard_get)(void *ctx, char *out, size_t size);
    /* Puts text on the clipboard; a front end that cannot says why through its warn. */
    void (*clipboard_set)(void *ctx, const char *text);
    /* A player's file was written (its path): progress, settings, the shelf, the daily
     * results, or a damaged one moved aside before it. */
    void (*stored)(void *ctx, const char *path);
    /* The settings changed (and were stored): put them in force. */
    void (*apply)(void *ctx, const struct carillon_settings *settings);
    /* The player asked to quit (Esc twice, Esc while the first pack grows). */
    void (*quit)(void *ctx);
};

#endif
