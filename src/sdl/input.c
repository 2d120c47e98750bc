/* input.c: see input.h. */
#include "input.h"

static struct action pointer(enum action_kind kind, float wx, float wy)
{
    return (struct action){.kind = kind, .wx = wx, .wy = wy};
}

/* A touch at (tx, ty), given as fractions of the window (w x h points), in window points. */
static struct action finger(enum action_kind kind, int w, int h, float tx, float ty)
{
    struct action a = pointer(kind, tx * (float)w, ty * (float)h);
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

static struct action key(SDL_Keycode k, Uint16 mod)
{
    unsigned mods = (mod & KMOD_CTRL ? KEYMOD_CTRL : 0) | (mod & KMOD_SHIFT ? KEYMOD_SHIFT : 0);
    return keymap_key(key_id(k), mods);
}

/* Notes where the pointer is; false when it was there already, or had not been seen
 * before (a window opening under a resting pointer is told where it is). */
static bool pointer_moved(struct input *in, int x, int y)
{
    bool moved = in->pointer_seen && (x != in->pointer_x || y != in->pointer_y);
    in->pointer_seen = true;
    in->pointer_x = x;
    in->pointer_y = y;
    return moved;
}

/* ---- pads ---------------------------------------------------------------------------- */

static struct action from_pad(enum action_kind kind)
{
    return (struct action){.kind = kind, .pad = true};
}

static void pad_added(struct input *in, int device)
{
    SDL_GameController *open = SDL_GameControllerFromInstanceID(SDL_JoystickGetDeviceInstanceID(device));
    for (int i = 0; i < PAD_MAX; i++)
        if (open && in->pads[i] == open)
            return; /* told twice */
    for (int i = 0; i < PAD_MAX; i++) {
        if (!in->pads[i]) {
            in->pads[i] = SDL_GameControllerOpen(device);
            return;
        }
    }
}

static void pad_removed(struct input *in, SDL_JoystickID id)
{
    for (int i = 0; i < PAD_MAX; i++) {
        SDL_Joystick *j = in->pads[i] ? SDL_GameControllerGetJoystick(in->pads[i]) : NULL;
        if (j && SDL_JoystickInstanceID(j) == id) {
            SDL_GameControllerClose(in->pads[i]);
            in->pads[i] = NULL;
        }
    }
    bool any = false;
    for (int i = 0; i < PAD_MAX; i++)
        any |= in->pads[i] != NULL;
    if (!any) /* a pad pulled out while held: nothing is held any more */
        in->dpad = in->stick = in->right_stick = in->repeating = ACT_NONE;
}

/* A direction from the pads: fine while a trigger of any of them is held. */
static struct action pad_arrow(const struct input *in, enum action_kind kind)
{
    struct action a = from_pad(kind);
    for (int i = 0; i < PAD_MAX; i++)
        if (in->pads[i] && (SDL_GameControllerGetAxis(in->pads[i], SDL_CONTROLLER_AXIS_TRIGGERLEFT) >= PAD_TRIGGER_ON ||
                            SDL_GameControllerGetAxis(in->pads[i], SDL_CONTROLLER_AXIS_TRIGGERRIGHT) >= PAD_TRIGGER_ON))
            a.fine = true;
    return a;
}

/* The direction the pad points now (the d-pad before the stick); when it changes to
 * a new one, that arrow at once, and its repeats from then on. */
static struct action pad_direction(struct input *in, uint64_t at)
{
    enum action_kind now = in->dpad != ACT_NONE ? in->dpad : in->stick;
    if (now == in->repeating)
        return (struct action){.kind = ACT_NONE};
    in->repeating = now;
    in->repeat_at = at + PAD_REPEAT_DELAY_MS;
    return pad_arrow(in, now);
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

/* The d-pad is held (and repeats, pad_direction) as the arrows it asks for; every other
 * button asks the game's table once. */
static struct action pad_button(struct input *in, const SDL_ControllerButtonEvent *b)
{
    bool down = b->state == SDL_PRESSED;
    enum pad_button id = pad_id(b->button);
    if (id >= PAD_DPAD_UP && id <= PAD_DPAD_RIGHT) {
        enum action_kind arrow = keymap_pad(id, true).kind;
        if (down)
            in->dpad = arrow;
        else if (in->dpad == arrow)
            in->dpad = ACT_NONE;
        return pad_direction(in, b->timestamp);
    }
    return keymap_pad(id, down);
}

/* The right stick up or down: one action a push, past the dead zone; the next push
 * only once it has come back well inside (no repeats: each is a whole field). */
static struct action right_stick(struct input *in, int y)
{
    int along = y < 0 ? -y : y;
    if (along < PAD_STICK_OFF)
        in->right_stick = ACT_NONE;
    if (along < PAD_STICK_ON || in->right_stick != ACT_NONE)
        return (struct action){.kind = ACT_NONE};
    in->right_stick = y < 0 ? ACT_STICK_UP : ACT_STICK_DOWN;
    return from_pad(in->right_stick);
}

/* The left stick: a direction once it leaves the dead zone along its stronger axis,
 * kept until it comes back well inside (so a stick resting near the edge of the dead
 * zone does not chatter). */
static struct action pad_axis(struct input *in, const SDL_ControllerAxisEvent *ax)
{
    if (ax->axis == SDL_CONTROLLER_AXIS_RIGHTY)
        return right_stick(in, ax->value);
    if (ax->axis != SDL_CONTROLLER_AXIS_LEFTX && ax->axis != SDL_CONTROLLER_AXIS_LEFTY)
        return (struct action){.kind = ACT_NONE};
    SDL_GameController *pad = SDL_GameControllerFromInstanceID(ax->which);
    if (!pad)
        return (struct action){.kind = ACT_NONE};
    int x = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTX);
    int y = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTY);
    int ax_x = x < 0 ? -x : x, ax_y = y < 0 ? -y : y, most = ax_x > ax_y ? ax_x : ax_y;
    if (most < PAD_STICK_OFF)
        in->stick = ACT_NONE;
    else if (most >= PAD_STICK_ON || in->stick != ACT_NONE)
        in->stick = ax_x > ax_y ? (x < 0 ? ACT_LEFT : ACT_RIGHT) : (y < 0 ? ACT_UP : ACT_DOWN);
    return pad_direction(in, ax->timestamp);
}

struct action input_repeat(struct input *in, uint64_t now_ms)
{
    if (in->repeating == ACT_NONE || now_ms < in->repeat_at)
        return (struct action){.kind = ACT_NONE};
    in->repeat_at = now_ms + PAD_REPEAT_MS;
    return pad_arrow(in, in->repeating);
}

uint64_t input_next_due(const struct input *in)
{
    return in->repeating == ACT_NONE ? UINT64_MAX : in->repeat_at;
}

void input_close(struct input *in)
{
    for (int i = 0; i < PAD_MAX; i++) {
        if (in->pads[i])
            SDL_GameControllerClose(in->pads[i]);
        in->pads[i] = NULL;
    }
}

/* ---- every event --------------------------------------------------------------------- */

struct action input_translate(struct input *in, const SDL_Event *e, int w, int h)
{
    switch (e->type) {
    case SDL_QUIT: return (struct action){.kind = ACT_QUIT};
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            return (struct action){.kind = ACT_RESIZE};
        break;
    case SDL_KEYDOWN: {
        /* held arrows and Tab move on; any other key held down acts once */
        struct action a = key(e->key.keysym.sym, e->key.keysym.mod);
        bool moves = (a.kind >= ACT_UP && a.kind <= ACT_RIGHT) || a.kind == ACT_TAB || a.kind == ACT_BACKTAB;
        if (!e->key.repeat || moves)
            return a;
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID)
            break;
        if (e->button.button == SDL_BUTTON_RIGHT && e->type == SDL_MOUSEBUTTONDOWN)
            return pointer(ACT_PRESS_ALT, (float)e->button.x, (float)e->button.y);
        if (e->button.button != SDL_BUTTON_LEFT)
            break;
        pointer_moved(in, e->button.x, e->button.y);
        return pointer(e->type == SDL_MOUSEBUTTONDOWN ? ACT_PRESS : ACT_RELEASE,
                       (float)e->button.x, (float)e->button.y);
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID || !pointer_moved(in, e->motion.x, e->motion.y))
            break;
        return pointer(ACT_MOVE, (float)e->motion.x, (float)e->motion.y);
    case SDL_MOUSEWHEEL: /* a notch turns a page (of levels; of fields in the workshop) */
        if (e->wheel.which == SDL_TOUCH_MOUSEID || e->wheel.y == 0)
            break;
        return (struct action){.kind = (e->wheel.y > 0) != (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED)
                                           ? ACT_PAGE_UP
                                           : ACT_PAGE_DOWN};
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
    case SDL_CONTROLLERDEVICEADDED: pad_added(in, e->cdevice.which); break;
    case SDL_CONTROLLERDEVICEREMOVED: pad_removed(in, e->cdevice.which); break;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: return pad_button(in, &e->cbutton);
    case SDL_CONTROLLERAXISMOTION: return pad_axis(in, &e->caxis);
    default: break;
    }
    return (struct action){.kind = ACT_NONE};
}
