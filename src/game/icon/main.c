/* carillon-icon: writes the game's icon (icon.h) as a PNG, for `make install` and the
 * browser's manifest.
 * usage: carillon-icon [--maskable] OUT.png [SIDE] (SIDE 16 to 1024, default 256). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/fileio.h"
#include "game/icon/icon.h"
#include "game/draw/png.h"

int main(int argc, char **argv)
{
    bool maskable = argc > 1 && strcmp(argv[1], "--maskable") == 0;
    argc -= maskable, argv += maskable;
    char *end = NULL;
    long side = argc > 2 ? strtol(argv[2], &end, 10) : 256;
    if (argc < 2 || argc > 3 || (end && *end) || side < 16 || side > 1024) {
        fprintf(stderr, "usage: carillon-icon [--maskable] OUT.png [SIDE from 16 to 1024]\n");
        return 2;
    }
    struct image img;
    error_line err;
    size_t len = 0;
    uint8_t *png = NULL;
    int status = (maskable ? icon_paint_maskable : icon_paint)(&img, (int)side, &err);
    if (status == 0) {
        png = png_encode(img.px, img.w, img.h, img.stride, &len, &err);
        image_free(&img);
        status = png && file_write_atomic(argv[1], png, len, &err) == 0 ? 0 : -1;
    }
    free(png);
    if (status != 0)
        fprintf(stderr, "carillon-icon: %s\n", err.text);
    return status != 0;
}
