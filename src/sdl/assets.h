/* assets.h: where the game's files are.
 *
 * The build puts them in assets/ at the top of the tree; `make install` puts them in
 * PREFIX/share/carillon. The game looks in assets/ from the current directory first,
 * then beside the program: ../assets (build/carillon in the tree), ../share/carillon
 * (PREFIX/bin/carillon installed, wherever PREFIX and DESTDIR put it) and assets (the
 * Windows zip's folder), so it runs from the tree, from build/, installed and unpacked,
 * from any directory.
 */
#ifndef SHELL_ASSETS_H
#define SHELL_ASSETS_H

#include <stddef.h>

/* Debian's own copy of the game's font (fonts-dejavu-core), for when the game's is
 * missing or cannot be used. */
#define ASSETS_SYSTEM_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/* Writes the path of the asset called name into out (n bytes): the first place it
 * is a regular file, or the first place looked (for a message) when it is nowhere. */
void assets_find(const char *name, char *out, size_t n);

#endif
