/* input.c: see input.h. */
#include "input.h"

static struct action pointer(enum action_kind kind, const struct view *v, float wx, float wy)
{
    struct action a = {.kind = kind};
    view_to_field(v, wx, wy, &a.x, &a.y);
    return a;
}

/* A touch at (tx, ty), given as fractions of the window, in window points. */
static struct action finger(enum action_kind kind, const struct view *v, float tx, float ty)
{
    return pointer(kind, v, tx * (float)v->width / v->ratio_x, ty * (float)v->height / v->ratio_y);
}

static struct action key(SDL_Keycode k)
{
    switch (k) {
    case SDLK_r: return (struct action){.kind = ACT_RESTART};
    case SDLK_n: return (struct action){.kind = ACT_NEXT};
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: return (struct action){.kind = ACT_CONTINUE};
    case SDLK_ESCAPE: return (struct action){.kind = ACT_BACK};
    case SDLK_m: return (struct action){.kind = ACT_MUTE};
    case SDLK_F11: return (struct action){.kind = ACT_FULLSCREEN};
    case SDLK_z:
    case SDLK_BACKSPACE: return (struct action){.kind = ACT_UNDO};
    case SDLK_h: return (struct action){.kind = ACT_HINT};
    case SDLK_s: return (struct action){.kind = ACT_SETTINGS};
    case SDLK_UP: return (struct action){.kind = ACT_UP};
    case SDLK_DOWN: return (struct action){.kind = ACT_DOWN};
    case SDLK_LEFT: return (struct action){.kind = ACT_LEFT};
    case SDLK_RIGHT: return (struct action){.kind = ACT_RIGHT};
    case SDLK_PAGEUP: return (struct action){.kind = ACT_PAGE_UP};
    case SDLK_PAGEDOWN: return (struct action){.kind = ACT_PAGE_DOWN};
    case SDLK_F3: return (struct action){.kind = ACT_SOLVER};
    default: return (struct action){.kind = ACT_NONE};
    }
}

struct action input_translate(struct input *in, const SDL_Event *e, const struct view *v)
{
    switch (e->type) {
    case SDL_QUIT: return (struct action){.kind = ACT_QUIT};
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            return (struct action){.kind = ACT_RESIZE};
        break;
    case SDL_KEYDOWN: {
        /* held arrows move on; any other key held down acts once */
        struct action a = key(e->key.keysym.sym);
        bool moves = a.kind >= ACT_UP && a.kind <= ACT_RIGHT;
        if (!e->key.repeat || moves)
            return a;
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.which == SDL_TOUCH_MOUSEID || e->button.button != SDL_BUTTON_LEFT)
            break;
        return pointer(e->type == SDL_MOUSEBUTTONDOWN ? ACT_PRESS : ACT_RELEASE, v,
                       (float)e->button.x, (float)e->button.y);
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID)
            break;
        return pointer(ACT_MOVE, v, (float)e->motion.x, (float)e->motion.y);
    case SDL_FINGERDOWN:
        if (in->finger_down)
            break;
        in->finger_down = true;
        in->finger = e->tfinger.fingerId;
        return finger(ACT_PRESS, v, e->tfinger.x, e->tfinger.y);
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
        if (!in->finger_down || e->tfinger.fingerId != in->finger)
            break;
        if (e->type == SDL_FINGERUP)
            in->finger_down = false;
        return finger(e->type == SDL_FINGERUP ? ACT_RELEASE : ACT_MOVE, v, e->tfinger.x,
                      e->tfinger.y);
    default: break;
    }
    return (struct action){.kind = ACT_NONE};
}
