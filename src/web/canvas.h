/* canvas.h (web): the game's canvas (carillon.h) on the page's Canvas 2D (web/canvas.js).
 *
 * The game's calls go to the page as they come, with plain numbers: the sprites' pixels
 * once a size, words by the browser's text in the game's two faces (subset WOFF2 files
 * the page loads before the first frame), rectangles. The lower layer is painted here,
 * in the module's memory; of it only the box that changed is sent, as the browser's
 * ImageData wants it (bytes R, G, B, A).
 */
#ifndef WEB_CANVAS_H
#define WEB_CANVAS_H

#include "game/carillon.h"

struct web_canvas {
    struct carillon_canvas calls; /* the game's handle: its ctx is this canvas */
    uint32_t *painted;            /* the layer as the game paints it (w x h) ... */
    uint32_t *rgba;               /* ... and as it is sent, in the page's byte order */
    int w, h;
};

void web_canvas_open(struct web_canvas *c);
void web_canvas_close(struct web_canvas *c);

#endif
