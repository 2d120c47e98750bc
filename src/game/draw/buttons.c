/* buttons.c: see buttons.h. */
#include "game/draw/buttons.h"

#include <math.h>
#include <string.h>

#include "game/keymap.h"

/* A button's words and action before it is placed, naming the key that asks for it. */
static struct button make(const char *name, const char *label, enum action_kind kind)
{
    /* the longer words' brief forms; the rest are brief already */
    static const char *const BRIEF[][2] = {{"Settings", "Menu"}, {"Restart", "Again"}, {"Workshop", "Make"},
                                           {"Page \xe2\x86\x90", "\xe2\x86\x90"}, {"Page \xe2\x86\x92", "\xe2\x86\x92"}};
    const char *brief = label;
    for (size_t i = 0; i < sizeof BRIEF / sizeof BRIEF[0]; i++)
        if (strcmp(label, BRIEF[i][0]) == 0)
            brief = BRIEF[i][1];
    return (struct button){.name = name, .label = label, .brief = brief, .key = keymap_name(kind, false),
                           .act = {.kind = kind}, .size = -1, .note = -1};
}

static int screen_buttons(const struct buttons_for *f, struct button *out)
{
    int n = 0;
    switch (f->screen) {
    case BUTTONS_NONE: break;
    case BUTTONS_PLAY:
        out[n++] = f->back_to_workshop ? make("workshop", "Workshop", ACT_BACK)
                                       : make("levels", "Levels", ACT_BACK);
        out[n++] = make("undo", "Undo", ACT_UNDO);
        out[n++] = make("hint", "Hint", ACT_HINT);
        out[n++] = make("restart", "Restart", ACT_RESTART);
        out[n++] = make("share", "Share", ACT_COPY);
        if (!f->back_to_workshop) /* the settings open on the select, which a try is not from */
            out[n++] = make("settings", "Settings", ACT_SETTINGS);
        break;
    case BUTTONS_SELECT:
        out[n++] = make("settings", "Settings", ACT_SETTINGS);
        out[n++] = make("page-back", "Page \xe2\x86\x90", ACT_PAGE_UP);
        out[n++] = make("page-on", "Page \xe2\x86\x92", ACT_PAGE_DOWN);
        /* no Daily and Workshop buttons: their tiles under the grid are the buttons */
        out[n++] = make("paste", "Paste", ACT_PASTE);
        out[n++] = make("stats", "Stats", ACT_STATS);
        break;
    case BUTTONS_SETTINGS: out[n++] = make("close", "Close", ACT_SETTINGS); break;
    case BUTTONS_STATS: out[n++] = make("close", "Close", ACT_STATS); break;
    case BUTTONS_WORKSHOP: {
        out[n++] = make("levels", "Levels", ACT_BACK);
        /* the palette: each press the next size, or the next bell (the digit keys') */
        struct button size = make("size", "Size", ACT_PICK);
        size.key = keymap_digits(1, SIZE_COUNT);
        size.act.x = 1 + (f->size + 1) % SIZE_COUNT;
        size.size = f->size;
        size.note = f->note;
        out[n++] = size;
        struct button bell = make("bell", "Bell", ACT_PICK);
        bell.key = keymap_digits(4, 3 + NOTE_COUNT);
        bell.act.x = 4 + (f->note + 1) % NOTE_COUNT;
        bell.size = SIZE_NORMAL;
        bell.note = f->note;
        out[n++] = bell;
        out[n++] = make("undo", "Undo", ACT_UNDO);
        out[n++] = make("redo", "Redo", ACT_REDO);
        out[n++] = make("delete", "Delete", ACT_DELETE);
        out[n++] = make("try", "Try", ACT_CONTINUE);
        out[n++] = make("copy", "Copy", ACT_COPY);
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
    const struct view_box *room = &v->buttons;
    float b = v->band, gap = VIEW_BUTTON_GAP * b, h = VIEW_BUTTON_H * b;
    int across = view_buttons_across(room->w, b);
    int rows = (n + across - 1) / across;
    across = (n + rows - 1) / rows; /* the rows as even as they go */
    float w = fminf(VIEW_BUTTON_W * b, (room->w - (float)(across + 1) * gap) / (float)across);
    for (int i = 0; i < n; i++) {
        int row = i / across, in_row = row == rows - 1 ? n - row * across : across;
        float left = view_box_cx(room) - ((float)in_row * w + (float)(in_row - 1) * gap) / 2;
        out[i].box = (struct view_box){floorf(left + (float)(i % across) * (w + gap)),
                                       floorf(room->y + gap + (float)row * (h + gap)), roundf(w), roundf(h)};
        if (f->touch)
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
