/* pads.c: the gamepads as a player holds them (carillon.h, pads_read): a look at them
 * against the last one becomes the game's actions. The front ends read their pads (SDL's
 * GameController events, the browser's Gamepad API each frame) into a pad_look and
 * nothing more; the dead zones, the held direction's repeats and the right stick's
 * pushes are here once. */
#include "game/carillon.h"

#include <math.h>

/* The d-pad's buttons in the order one held wins over another held with it. */
static const enum pad_button DPAD[] = {PAD_DPAD_UP, PAD_DPAD_DOWN, PAD_DPAD_LEFT, PAD_DPAD_RIGHT};

/* Whether a stick pushed along by this much is held: from PADS_STICK_ON, and while it
 * was held, until it comes back within PADS_STICK_OFF (so a stick resting near the
 * edge of the dead zone does not chatter). */
static bool pushed(float by, bool was) { return by >= PADS_STICK_ON || (was && by >= PADS_STICK_OFF); }

/* The direction the pad points: the d-pad before the left stick. */
static enum action_kind direction(struct pad_reader *r, const struct pad_look *look)
{
    for (size_t i = 0; i < sizeof DPAD / sizeof DPAD[0]; i++)
        if (look->held[DPAD[i]])
            return keymap_pad(DPAD[i], true).kind;
    float x = look->left_x, y = look->left_y, most = fmaxf(fabsf(x), fabsf(y));
    if (!pushed(most, r->stick != ACT_NONE))
        r->stick = ACT_NONE;
    else
        r->stick = fabsf(x) > fabsf(y) ? (x < 0 ? ACT_LEFT : ACT_RIGHT) : (y < 0 ? ACT_UP : ACT_DOWN);
    return r->stick;
}

static int put(struct action *out, int n, int most, struct action a)
{
    if (a.kind != ACT_NONE && n < most)
        out[n++] = a;
    return n;
}

int pads_read(struct pad_reader *r, const struct pad_look *look, uint64_t now_ms, struct action *out, int most)
{
    if (!look->any) { /* every pad pulled out: what was held is forgotten, asking nothing */
        *r = (struct pad_reader){0};
        return 0;
    }
    int n = 0;
    for (int b = PAD_A; b < PAD_BUTTONS; b++) {
        bool dpad = b >= PAD_DPAD_UP && b <= PAD_DPAD_RIGHT;
        if (look->held[b] != r->held[b] && !dpad)
            n = put(out, n, most, keymap_pad((enum pad_button)b, look->held[b]));
        r->held[b] = look->held[b];
    }
    enum action_kind now = direction(r, look);
    bool trigger = look->triggers[0] >= PADS_TRIGGER_ON || look->triggers[1] >= PADS_TRIGGER_ON;
    struct action arrow = {.kind = now, .pad = true, .fine = trigger};
    if (now != r->repeating) { /* a new direction: at once, then its repeats */
        r->repeating = now;
        r->repeat_at = now_ms + PADS_REPEAT_DELAY_MS;
        n = put(out, n, most, arrow);
    } else if (now != ACT_NONE && now_ms >= r->repeat_at) {
        r->repeat_at = now_ms + PADS_REPEAT_MS;
        n = put(out, n, most, arrow);
    }
    /* the right stick: one action a push (each is a whole field), no repeats */
    bool was = r->right != ACT_NONE, is = pushed(fabsf(look->right_y), was);
    if (is && !was) {
        r->right = look->right_y < 0 ? ACT_STICK_UP : ACT_STICK_DOWN;
        n = put(out, n, most, (struct action){.kind = r->right, .pad = true});
    } else if (!is) {
        r->right = ACT_NONE;
    }
    return n;
}

uint64_t pads_next_due(const struct pad_reader *r) { return r->repeating == ACT_NONE ? UINT64_MAX : r->repeat_at; }
