/* buttons.c: see buttons.h. */
#include "game/draw/buttons.h"

#include <math.h>
#include <string.h>

#include "game/keymap.h"

/* A button's icon, word and action before it is placed, naming the key that asks for it. */
static struct button make_action(const char *name, const char *label, enum glyph glyph, struct action act)
{
    return (struct button){.name = name, .label = label, .glyph = glyph, .key = keymap_action_name(&act, false),
                           .act = act, .size = -1, .note = -1};
}
static struct button make(const char *name, const char *label, enum glyph glyph, enum action_kind kind)
{
    return make_action(name, label, glyph, (struct action){.kind = kind});
}

static int screen_buttons(const struct buttons_for *f, struct button *out)
{
    int n = 0;
    switch (f->screen) {
    case BUTTONS_NONE: break;
    case BUTTONS_PLAY:
        out[n++] = f->back_to_workshop ? make("workshop", "Workshop", GLYPH_WORKSHOP, ACT_BACK)
                                       : make("levels", "Levels", GLYPH_LEVELS, ACT_BACK);
        out[n++] = make("undo", "Undo", GLYPH_UNDO, ACT_UNDO);
        out[n++] = make("hint", "Hint", GLYPH_HINT, ACT_HINT);
        out[n++] = make("restart", "Restart", GLYPH_RESTART, ACT_RESTART);
        out[n++] = make("share", "Share", GLYPH_SHARE, ACT_COPY);
        if (!f->back_to_workshop) /* the settings open on the select, which a try is not from */
            out[n++] = make_action("settings", "Settings", GLYPH_SETTINGS, action_open(OPEN_SETTINGS));
        break;
    case BUTTONS_SELECT:
        out[n++] = make_action("settings", "Settings", GLYPH_SETTINGS, action_open(OPEN_SETTINGS));
        out[n++] = make("page-back", "Page back", GLYPH_PAGE_BACK, ACT_PAGE_UP);
        out[n++] = make("page-on", "Page on", GLYPH_PAGE_ON, ACT_PAGE_DOWN);
        /* no Daily and Workshop buttons: their tiles under the grid are the buttons */
        out[n++] = make("paste", "Paste", GLYPH_PASTE, ACT_PASTE);
        out[n++] = make_action("stats", "Stats", GLYPH_STATS, action_open(OPEN_STATS));
        break;
    case BUTTONS_SETTINGS: out[n++] = make_action("close", "Close", GLYPH_CLOSE, action_open(OPEN_SETTINGS)); break;
    case BUTTONS_STATS: out[n++] = make_action("close", "Close", GLYPH_CLOSE, action_open(OPEN_STATS)); break;
    case BUTTONS_WORKSHOP: {
        out[n++] = make("levels", "Levels", GLYPH_LEVELS, ACT_BACK);
        /* the palette: each press the next size, or the next bell (the digit keys') */
        struct button size = make("size", "Size", GLYPH_NONE, ACT_PICK);
        size.key = keymap_digits(1, SIZE_COUNT);
        size.act.x = 1 + (f->size + 1) % SIZE_COUNT;
        size.size = f->size;
        size.note = f->note;
        out[n++] = size;
        struct button bell = make("bell", "Bell", GLYPH_NONE, ACT_PICK);
        bell.key = keymap_digits(4, 3 + NOTE_COUNT);
        bell.act.x = 4 + (f->note + 1) % NOTE_COUNT;
        bell.size = SIZE_NORMAL;
        bell.note = f->note;
        out[n++] = bell;
        out[n++] = make("undo", "Undo", GLYPH_UNDO, ACT_UNDO);
        out[n++] = make("redo", "Redo", GLYPH_REDO, ACT_REDO);
        out[n++] = make("delete", "Delete", GLYPH_DELETE, ACT_DELETE);
        out[n++] = make("try", "Try", GLYPH_TRY, ACT_CONTINUE);
        out[n++] = make("copy", "Copy", GLYPH_COPY, ACT_COPY);
        break;
    }
    }
    return n;
}

int buttons_layout(const struct view *v, const struct buttons_for *f, struct button *out)
{
    int n = screen_buttons(f, out);
    if (n == 0)
        return 0;
    int in_room = n;
    if (f->screen == BUTTONS_PLAY && f->banner.w > 0 && n < BUTTONS_MAX) { /* the daily's end: Share on its banner */
        out[n] = make("banner-share", "Share", GLYPH_SHARE, ACT_COPY);
        out[n].box = f->banner;
        if (!f->keys || f->touch)
            out[n].key = NULL;
        n++;
    }
    const struct view_box *room = &v->buttons;
    float b = v->band, gap = VIEW_BUTTON_GAP * b, h = VIEW_BUTTON_H * b;
    int across = view_buttons_across(room->w, b);
    int rows = (in_room + across - 1) / across;
    across = (in_room + rows - 1) / rows; /* the rows as even as they go */
    float w = fminf(VIEW_BUTTON_W * b, (room->w - (float)(across + 1) * gap) / (float)across);
    for (int i = 0; i < in_room; i++) {
        int row = i / across, in_row = row == rows - 1 ? in_room - row * across : across;
        float left = view_box_cx(room) - ((float)in_row * w + (float)(in_row - 1) * gap) / 2;
        out[i].box = (struct view_box){floorf(left + (float)(i % across) * (w + gap)),
                                       floorf(room->y + gap + (float)row * (h + gap)), roundf(w), roundf(h)};
        if (!f->keys || f->touch)
            out[i].key = NULL;
    }
    return n;
}

int buttons_at(const struct button *b, int n, float px, float py)
{
    for (int i = 0; i < n; i++) {
        const struct view_box *r = &b[i].box;
        if (px >= r->x && px < r->x + r->w && py >= r->y && py < r->y + r->h)
            return i;
    }
    return -1;
}

enum action_kind buttons_swipe(const struct view *v, float dx, float dy)
{
    if (fabsf(dx) < BUTTONS_SWIPE * v->band || fabsf(dy) > fabsf(dx))
        return ACT_NONE;
    return dx < 0 ? ACT_PAGE_DOWN : ACT_PAGE_UP;
}
