/* input.c: see input.h. */
#include "input.h"

static struct action pointer_action(enum action_kind kind, float wx, float wy)
{
    return (struct action){.kind = kind, .wx = wx, .wy = wy};
}

/* A touch at (tx, ty), given as fractions of the window (w x h points), in window points. */
static struct action finger(enum action_kind kind, int w, int h, float tx, float ty)
{
    struct action a = pointer_action(kind, tx * (float)w, ty * (float)h);
    a.touch = true;
    return a;
}

/* SDL's key code as the game's key id (carillon.h); the game's table says what it asks. */
static enum key key_id(SDL_Keycode k)
{
    if (k >= SDLK_a && k <= SDLK_z)
        return KEY_LETTER('a' + (k - SDLK_a));
    if (k >= SDLK_1 && k <= SDLK_9)
        return (enum key)(KEY_1 + (k - SDLK_1));
    switch (k) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return KEY_ENTER;
    case SDLK_SPACE: return KEY_SPACE;
    case SDLK_ESCAPE: return KEY_ESCAPE;
    case SDLK_TAB: return KEY_TAB;
    case SDLK_BACKSPACE: return KEY_BACKSPACE;
    case SDLK_DELETE: return KEY_DELETE;
    case SDLK_UP: return KEY_UP;
    case SDLK_DOWN: return KEY_DOWN;
    case SDLK_LEFT: return KEY_LEFT;
    case SDLK_RIGHT: return KEY_RIGHT;
    case SDLK_PAGEUP: return KEY_PAGE_UP;
    case SDLK_PAGEDOWN: return KEY_PAGE_DOWN;
    case SDLK_F3: return KEY_F3;
    case SDLK_F11: return KEY_F11;
    default: return KEY_NONE;
    }
}

static struct action key(const SDL_KeyboardEvent *k)
{
    Uint16 mod = k->keysym.mod;
    unsigned mods = (mod & KMOD_CTRL ? KEYMOD_CTRL : 0) | (mod & KMOD_SHIFT ? KEYMOD_SHIFT : 0);
    return keymap_key(key_id(k->keysym.sym), mods, k->repeat != 0);
}

/* ---- pads: read into the game's look at them (pads_read) ------------------------------- */

static void pad_added(struct input *in, int device)
{
    SDL_GameController *open = SDL_GameControllerFromInstanceID(SDL_JoystickGetDeviceInstanceID(device));
    for (int i = 0; i < PAD_MAX; i++)
        if (open && in->pads[i] == open)
            return; /* told twice */
    for (int i = 0; i < PAD_MAX; i++) {
        if (!in->pads[i]) {
            in->pads[i] = SDL_GameControllerOpen(device);
            in->look.any |= in->pads[i] != NULL;
            return;
        }
    }
}

static void pad_removed(struct input *in, SDL_JoystickID id)
{
    bool any = false;
    for (int i = 0; i < PAD_MAX; i++) {
        SDL_Joystick *j = in->pads[i] ? SDL_GameControllerGetJoystick(in->pads[i]) : NULL;
        if (j && SDL_JoystickInstanceID(j) == id) {
            SDL_GameControllerClose(in->pads[i]);
            in->pads[i] = NULL;
        }
        any |= in->pads[i] != NULL;
    }
    if (!any)
        in->look = (struct pad_look){0};
}

/* SDL's pad button as the game's (carillon.h). */
static enum pad_button pad_id(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A: return PAD_A;
    case SDL_CONTROLLER_BUTTON_B: return PAD_B;
    case SDL_CONTROLLER_BUTTON_X: return PAD_X;
    case SDL_CONTROLLER_BUTTON_Y: return PAD_Y;
    case SDL_CONTROLLER_BUTTON_BACK: return PAD_BACK;
    case SDL_CONTROLLER_BUTTON_START: return PAD_START;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return PAD_LEFT_SHOULDER;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return PAD_RIGHT_SHOULDER;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return PAD_DPAD_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return PAD_DPAD_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return PAD_DPAD_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return PAD_DPAD_RIGHT;
    default: return PAD_NONE;
    }
}

/* An axis moved: the look takes its place (-1 .. 1; a trigger 0 .. 1). */
static void pad_axis(struct input *in, const SDL_ControllerAxisEvent *ax)
{
    float at = (float)ax->value / 32767.0f;
    switch (ax->axis) {
    case SDL_CONTROLLER_AXIS_LEFTX: in->look.left_x = at; break;
    case SDL_CONTROLLER_AXIS_LEFTY: in->look.left_y = at; break;
    case SDL_CONTROLLER_AXIS_RIGHTY: in->look.right_y = at; break;
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT: in->look.triggers[0] = at; break;
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: in->look.triggers[1] = at; break;
    default: break;
    }
}

int input_repeat(struct input *in, uint64_t now_ms, struct action *out, int room)
{
    return pads_read(&in->reader, &in->look, now_ms, out, room);
}

uint64_t input_next_due(const struct input *in) { return pads_next_due(&in->reader); }

void input_close(struct input *in)
{
    for (int i = 0; i < PAD_MAX; i++) {
        if (in->pads[i])
            SDL_GameControllerClose(in->pads[i]);
        in->pads[i] = NULL;
    }
}

/* ---- every event --------------------------------------------------------------------- */

/* The event's one action (ACT_NONE: none), but a pad's. */
static struct action translate(struct input *in, const SDL_Event *e, int w, int h)
{
    switch (e->type) {
    case SDL_QUIT: return (struct action){.kind = ACT_QUIT};
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            return (struct action){.kind = ACT_RESIZE};
        break;
    case SDL_KEYDOWN: return key(&e->key);
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID)
            break;
        if (e->button.button == SDL_BUTTON_RIGHT && e->type == SDL_MOUSEBUTTONDOWN)
            return pointer_action(ACT_PRESS_ALT, (float)e->button.x, (float)e->button.y);
        if (e->button.button != SDL_BUTTON_LEFT)
            break;
        return pointer_action(e->type == SDL_MOUSEBUTTONDOWN ? ACT_PRESS : ACT_RELEASE,
                       (float)e->button.x, (float)e->button.y);
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID)
            break;
        return pointer_action(ACT_MOVE, (float)e->motion.x, (float)e->motion.y);
    case SDL_MOUSEWHEEL: /* a notch turns a page (of levels; of fields in the workshop) */
        if (e->wheel.which == SDL_TOUCH_MOUSEID || e->wheel.y == 0)
            break;
        return (struct action){.kind = (e->wheel.y > 0) != (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED)
                                           ? ACT_PAGE_UP
                                           : ACT_PAGE_DOWN,
                               .wheel = true};
    case SDL_FINGERDOWN:
        if (in->finger_down)
            break;
        in->finger_down = true;
        in->finger = e->tfinger.fingerId;
        return finger(ACT_PRESS, w, h, e->tfinger.x, e->tfinger.y);
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
        if (!in->finger_down || e->tfinger.fingerId != in->finger)
            break;
        if (e->type == SDL_FINGERUP)
            in->finger_down = false;
        return finger(e->type == SDL_FINGERUP ? ACT_RELEASE : ACT_MOVE, w, h, e->tfinger.x,
                      e->tfinger.y);
    default: break;
    }
    return (struct action){.kind = ACT_NONE};
}

int input_translate(struct input *in, const SDL_Event *e, int w, int h, struct action *out, int room)
{
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED: pad_added(in, e->cdevice.which); break;
    case SDL_CONTROLLERDEVICEREMOVED: pad_removed(in, e->cdevice.which); break;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: in->look.held[pad_id(e->cbutton.button)] = e->cbutton.state == SDL_PRESSED; break;
    case SDL_CONTROLLERAXISMOTION: pad_axis(in, &e->caxis); break;
    default: out[0] = translate(in, e, w, h); return 1;
    }
    int n = pads_read(&in->reader, &in->look, e->common.timestamp, out, room);
    if (n == 0)
        out[n++] = (struct action){.kind = ACT_NONE};
    return n;
}
