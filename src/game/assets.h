/* assets.h: where the game's files are.
 *
 * The build puts them in assets/ at the top of the tree. The game looks there from the
 * current directory first, then beside the program (../assets from build/carillon), so
 * `build/carillon` works from the top of the tree and from build/. An installed game
 * would add its data directory to the list here.
 */
#ifndef GAME_ASSETS_H
#define GAME_ASSETS_H

#include <stddef.h>

/* Writes the path of the asset called name into out (n bytes): the first place it
 * exists, or the first place looked (for a message) when it exists nowhere. */
void assets_find(const char *name, char *out, size_t n);

#endif
