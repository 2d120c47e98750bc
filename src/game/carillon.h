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
 * CARILLON_VERSION is what `carillon --version` reports; mk/windows.mk names the Windows
 * zip after it, reading its line here as it stands.
 */
#ifndef GAME_CARILLON_H
#define GAME_CARILLON_H

#include <stdbool.h>
#include <stddef.h>

#define CARILLON_VERSION "0.2.0"

/* What the front end puts in force when the settings change (and once at the start). */
struct carillon_settings {
    int volume;      /* 0 .. 100 */
    bool mute;       /* the player's mute, or --mute */
    bool fullscreen;
    bool marks;      /* each colour's mark on its dots */
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
