/* carillon.h: what the game promises its front ends (src/sdl, src/web).
 *
 * The version the game reports (`carillon --version`); mk/windows.mk names the Windows
 * zip after it, reading the line below as it stands.
 */
#ifndef GAME_CARILLON_H
#define GAME_CARILLON_H

#define CARILLON_VERSION "0.2.0"

#endif
