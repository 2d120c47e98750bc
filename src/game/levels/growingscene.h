/* growingscene.h: what the growing screen shows at a moment, as plain values (no SDL);
 * made by growingscreen.h, drawn by levels/drawgrowing.h.
 */
#ifndef GAME_GROWINGSCENE_H
#define GAME_GROWINGSCENE_H

#include <stdint.h>

struct growing_scene {
    const char *title;  /* what is being grown */
    int done, total;    /* how far it has come */
    int64_t age_ms;     /* how long it has been growing: the bar breathes */
};

#endif
