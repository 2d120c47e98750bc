/* draw.h: a frame of each screen, with SDL2's renderer.
 *
 * A frame is a picture of a scene and nothing else. The play screen's scene is the play
 * (rules.h) at its present time, the dot held and the dot hovered, a hint, the banner,
 * the words around the field, and the solver's answer when the developer asks for it.
 * Rings and pops are read from the play's pop times, so what is seen is what the rules
 * decided, and the same scene always draws the same frame. The level select (with its
 * settings panel) and the growing of a pack have scenes of their own. Dots, glows,
 * panels and the backdrop are painted (paint.h) into textures whenever the output
 * changes size, so every edge is smooth at any scale.
 */
#ifndef GAME_DRAW_H
#define GAME_DRAW_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "levelgen/error.h"
#include "levelgen/prove.h"
#include "levelselect.h"
#include "rules.h"
#include "settingsmenu.h"
#include "text.h"
#include "view.h"

enum banner { BANNER_NONE, BANNER_CLEARED, BANNER_OUT_OF_TAPS };

/* How long a ring lingers at its full reach while it fades, and how long a pop lasts. */
enum { RING_FADE_MS = 420, POP_MS = 320, BANNER_FADE_MS = 250 };

struct scene {
    const struct play *play;
    int level, levels;  /* the level's number and how many the pack has */
    int held;           /* the dot held for a preview, or -1 */
    int hovered;        /* the dot under the pointer, or -1 */
    enum banner banner;
    int64_t banner_age; /* ms the banner has been showing */
    bool last_level;    /* no level follows this one */
    bool endless;       /* an endless level, grown after the pack's last */
    bool muted;
    bool reduced_motion; /* no rings in flight: dots just go */
    int hint;           /* the dot lit as a hint, or -1 */
    bool hopeless;      /* the hint found the taps left too few */
    int64_t hint_age;   /* ms the hint has been lit */
    const struct proof *solver; /* the solver's answer, for the developer, or NULL */
};

struct select_scene {
    const struct levelselect *select;
    const struct pack *pack;         /* each tile wears its level's par as its colour */
    const struct settingsmenu *menu; /* the settings panel, when open */
    const struct settings *settings;
    const char *subtitle;            /* under the title, such as where the levels come from */
};

struct growing_scene {
    const char *title;  /* what is being grown */
    int done, total;    /* how far it has come */
    int64_t age_ms;     /* how long it has been growing: the bar breathes */
};

struct draw;

/* Prepares drawing on renderer with the words in text (borrowed, must outlive it); marks:
 * whether dots wear their shape marks. */
struct draw *draw_open(SDL_Renderer *renderer, struct text *text, bool marks, lg_err *err);
void draw_close(struct draw *d);

/* Repaints the textures for the output v describes, if it changed; fails only when
 * memory or the renderer runs out. */
int draw_fit(struct draw *d, const struct view *v, lg_err *err);

/* Puts the shape marks on the dots or takes them off. */
int draw_set_marks(struct draw *d, bool marks, lg_err *err);

/* Each draws its scene over the whole output (and does not present it). */
void draw_scene(struct draw *d, const struct scene *s);
void draw_select(struct draw *d, const struct select_scene *s);
void draw_growing(struct draw *d, const struct growing_scene *s);

/* Whether the scene still moves: rings in flight, pops, a banner fading in. */
bool draw_animating(const struct scene *s);

#endif
