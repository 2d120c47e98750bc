/* settingspanel.c: see settingspanel.h. */
#include "game/select/settingspanel.h"

#include <stdio.h>

#include "game/files/lessonset.h"
#include "game/keymap.h"
#include "levelgen/geometry.h"

void settingspanel_open(struct settingspanel *m)
{
    *m = (struct settingspanel){.open = true, .row = ROW_VOLUME, .pressed = -1};
}

int settingspanel_row_at(int y)
{
    for (int row = 0; row < ROW_COUNT; row++) {
        int cy = SETTINGSPANEL_ROW_TOP + row * SETTINGSPANEL_ROW_PITCH;
        if (y >= cy - SETTINGSPANEL_ROW_HALF && y <= cy + SETTINGSPANEL_ROW_HALF)
            return row;
    }
    return -1;
}

/* The settings' flag on row, or -1 when the row is not one. */
static int flag_of(int row) { return row >= ROW_FLAGS && row < ROW_LESSONS ? row - ROW_FLAGS : -1; }

const char *settingspanel_row_name(enum settingspanel_row row)
{
    if (flag_of(row) >= 0)
        return SETTINGS_FLAGS_TABLE[flag_of(row)].name;
    return row == ROW_VOLUME ? "Volume" : row == ROW_LESSONS ? "Lessons" : "Done";
}

void settingspanel_row_value(enum settingspanel_row row, const struct settings *s, bool brief, char *out, size_t n)
{
    int f = flag_of(row);
    if (f >= 0) {
        const struct settings_flag_row *r = &SETTINGS_FLAGS_TABLE[f];
        bool on = settings_flag_is(s, (enum settings_flag)f) != r->shown_inverted;
        snprintf(out, n, "%s", !on ? r->off : brief ? r->on_brief : r->on);
        return;
    }
    switch (row) {
    case ROW_VOLUME: snprintf(out, n, "\xe2\x80\xb9  %d%%  \xe2\x80\xba", s->volume); break;
    case ROW_LESSONS:
        snprintf(out, n, "%s", s->lessons_seen == 0 ? brief ? "on" : "on: the first levels teach"
                               : brief               ? "again"
                                                     : "show them again");
        break;
    default: snprintf(out, n, "%s", ""); break;
    }
}

/* Changes row by dir (-1 down, 1 up, 0 switch); whether anything changed. */
static enum settingspanel_result change(struct settingspanel *m, struct settings *s, int row, int dir)
{
    int before = s->volume, v = before + (dir ? dir : 1) * VOLUME_STEP;
    if (flag_of(row) >= 0) {
        bool *flag = settings_flag_ref(s, (enum settings_flag)flag_of(row));
        *flag = !*flag;
        return SETTINGSPANEL_CHANGED;
    }
    switch (row) {
    case ROW_VOLUME:
        if (dir == 0 && v > VOLUME_MAX) /* Enter goes round */
            v = 0;
        s->volume = v < 0 ? 0 : v > VOLUME_MAX ? VOLUME_MAX : v;
        return s->volume != before ? SETTINGSPANEL_CHANGED : SETTINGSPANEL_USED;
    case ROW_LESSONS: /* any seen: all shown again; none seen yet: none shown */
        s->lessons_seen = s->lessons_seen ? 0 : LESSONS_ALL;
        return SETTINGSPANEL_CHANGED;
    default:
        if (dir)
            return SETTINGSPANEL_USED;
        m->open = false;
        return SETTINGSPANEL_CLOSED;
    }
}

enum settingspanel_result settingspanel_action(struct settingspanel *m, struct settings *s, const struct action *a)
{
    int row;
    if (action_opens(a, OPEN_SETTINGS)) { /* S again, or the panel's Close */
        m->open = false;
        return SETTINGSPANEL_CLOSED;
    }
    switch (a->kind) {
    case ACT_UP: m->row = m->row > 0 ? m->row - 1 : 0; return SETTINGSPANEL_USED;
    case ACT_DOWN: m->row = m->row < ROW_COUNT - 1 ? m->row + 1 : ROW_COUNT - 1; return SETTINGSPANEL_USED;
    case ACT_LEFT: return change(m, s, m->row, -1);
    case ACT_RIGHT: return change(m, s, m->row, 1);
    case ACT_CONTINUE: return change(m, s, m->row, 0);
    case ACT_BACK: m->open = false; return SETTINGSPANEL_CLOSED;
    case ACT_MOVE:
        if ((row = settingspanel_row_at(a->y)) >= 0)
            m->row = row;
        return SETTINGSPANEL_USED;
    case ACT_PRESS:
        m->pressed = settingspanel_row_at(a->y);
        if (m->pressed >= 0)
            m->row = m->pressed;
        return SETTINGSPANEL_USED;
    case ACT_RELEASE:
        row = settingspanel_row_at(a->y);
        if (row >= 0 && row == m->pressed) {
            m->pressed = -1;
            return change(m, s, row, row == ROW_VOLUME ? (a->x < FIELD_WIDTH / 2 ? -1 : 1) : 0);
        }
        m->pressed = -1;
        return SETTINGSPANEL_USED;
    default: return SETTINGSPANEL_UNUSED;
    }
}
