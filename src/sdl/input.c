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

static struct action key(SDL_Keycode k, Uint16 mod)
{
    if (mod & KMOD_CTRL) { /* copy and paste a level's code; Ctrl with any other key is nothing */
        if (k == SDLK_c)
            return (struct action){.kind = ACT_COPY};
        if (k == SDLK_v)
            return (struct action){.kind = ACT_PASTE};
        return (struct action){.kind = ACT_NONE};
    }
    if (k >= SDLK_1 && k <= SDLK_9)
        return (struct action){.kind = ACT_PICK, .x = (int)(k - SDLK_0)};
    switch (k) {
    case SDLK_TAB: return (struct action){.kind = mod & KMOD_SHIFT ? ACT_BACKTAB : ACT_TAB};
    case SDLK_DELETE: return (struct action){.kind = ACT_DELETE};
    case SDLK_y: return (struct action){.kind = ACT_REDO};
    case SDLK_w: return (struct action){.kind = ACT_WORKSHOP};
    case SDLK_d: return (struct action){.kind = ACT_DAILY};
    case SDLK_t: return (struct action){.kind = ACT_STATS};
    case SDLK_r: return (struct action){.kind = ACT_RESTART};
    case SDLK_n: return (struct action){.kind = ACT_NEXT};
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return (struct action){.kind = ACT_CONTINUE};
    case SDLK_SPACE: return (struct action){.kind = ACT_HOLD};
    case SDLK_ESCAPE: return (struct action){.kind = ACT_BACK};
    case SDLK_m: return (struct action){.kind = ACT_MUTE};
    case SDLK_F11: return (struct action){.kind = ACT_FULLSCREEN};
    case SDLK_z:
    case SDLK_BACKSPACE: return (struct action){.kind = ACT_UNDO};
    case SDLK_h: return (struct action){.kind = ACT_HINT};
    case SDLK_s: return (struct action){.kind = ACT_SETTINGS};
    case SDLK_UP: return (struct action){.kind = ACT_UP, .fine = mod & KMOD_SHIFT};
    case SDLK_DOWN: return (struct action){.kind = ACT_DOWN, .fine = mod & KMOD_SHIFT};
    case SDLK_LEFT: return (struct action){.kind = ACT_LEFT, .fine = mod & KMOD_SHIFT};
    case SDLK_RIGHT: return (struct action){.kind = ACT_RIGHT, .fine = mod & KMOD_SHIFT};
    case SDLK_PAGEUP: return (struct action){.kind = ACT_PAGE_UP};
    case SDLK_PAGEDOWN: return (struct action){.kind = ACT_PAGE_DOWN};
    case SDLK_F3: return (struct action){.kind = ACT_SOLVER};
    default: return (struct action){.kind = ACT_NONE};
    }
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

static enum action_kind dpad_arrow(Uint8 button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return ACT_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return ACT_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return ACT_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return ACT_RIGHT;
    default: return ACT_NONE;
    }
}

static struct action pad_button(struct input *in, const SDL_ControllerButtonEvent *b)
{
    bool down = b->state == SDL_PRESSED;
    enum action_kind arrow = dpad_arrow(b->button);
    if (arrow != ACT_NONE) {
        if (down)
            in->dpad = arrow;
        else if (in->dpad == arrow)
            in->dpad = ACT_NONE;
        return pad_direction(in, b->timestamp);
    }
    if (b->button == SDL_CONTROLLER_BUTTON_A)
        return from_pad(down ? ACT_HOLD : ACT_LET_GO);
    if (!down)
        return (struct action){.kind = ACT_NONE};
    switch (b->button) {
    case SDL_CONTROLLER_BUTTON_B: return from_pad(ACT_BACK);
    case SDL_CONTROLLER_BUTTON_X: return from_pad(ACT_UNDO);
    case SDL_CONTROLLER_BUTTON_Y: return from_pad(ACT_HINT);
    case SDL_CONTROLLER_BUTTON_START: return from_pad(ACT_SETTINGS);
    case SDL_CONTROLLER_BUTTON_BACK: return from_pad(ACT_RESTART);
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return from_pad(ACT_PAGE_UP);
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return from_pad(ACT_PAGE_DOWN);
    default: return (struct action){.kind = ACT_NONE};
    }
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
