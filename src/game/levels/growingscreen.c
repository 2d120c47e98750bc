/* growingscreen.c: see growingscreen.h. */
#include "game/levels/growingscreen.h"

#include <inttypes.h>
#include <stdio.h>

#include "game/levels/drawgrowing.h"

void growingscreen_start_pack(struct growingscreen *g, struct grower *const *grower, uint64_t seed)
{
    *g = (struct growingscreen){.grower = grower, .pack = true};
    snprintf(g->title, sizeof g->title, "Growing a pack from seed %" PRIu64, seed);
}

void growingscreen_start_levels(struct growingscreen *g, const struct pack *levels, int wanted, int from)
{
    *g = (struct growingscreen){.levels = levels, .wanted = wanted, .from = from};
    snprintf(g->title, sizeof g->title, "Growing level %d", wanted);
}

void growingscreen_scene(const struct growingscreen *g, struct growing_scene *out)
{
    *out = (struct growing_scene){.title = g->title, .age_ms = g->age_ms};
    if (!g->pack) {
        out->done = g->levels->count - g->from;
        out->total = g->wanted - g->from;
    } else if (*g->grower) {
        grower_progress(*g->grower, &out->done, &out->total);
    }
}

static struct request action(void *self, const struct action *a)
{
    const struct growingscreen *g = self;
    if (a->kind != ACT_BACK)
        return STAY;
    return (struct request){.kind = g->pack ? REQUEST_QUIT : REQUEST_BACK};
}

static struct request update(void *self, int64_t ms)
{
    struct growingscreen *g = self;
    g->age_ms += ms;
    return STAY;
}

static unsigned long beat(const void *self)
{
    const struct growingscreen *g = self;
    return (unsigned long)(g->age_ms * GROWING_BEATS / 1000);
}

/* The first millisecond of the next beat. */
static int64_t due(const void *self)
{
    const struct growingscreen *g = self;
    int64_t next = ((int64_t)beat(self) + 1) * 1000;
    return (next + GROWING_BEATS - 1) / GROWING_BEATS - g->age_ms;
}

static void draw(void *self, struct kit *kit)
{
    struct growing_scene sc;
    growingscreen_scene(self, &sc);
    drawgrowing_scene(kit, &sc);
}

const struct screen GROWINGSCREEN = {.action = action, .update = update, .due = due, .beat = beat, .draw = draw};
