/* screen.c: the environment's calls, and a row's calls with what a NULL one stands for;
 * see screen.h. */
#include "game/screen.h"

#include <stdio.h>

#include "levelgen/code.h"
#include "levelgen/daily.h"

void screen_say(const struct screen_env *e, const char *line)
{
    if (e->say)
        e->say(e->say_ctx, line);
    else if (e->host->say)
        e->host->say(e->host->ctx, line);
}

void screen_warn(const struct screen_env *e, const char *line)
{
    if (e->host->warn)
        e->host->warn(e->host->ctx, line);
    warnings_add(e->warnings, line);
}

bool screen_copy(const struct screen_env *e, enum carillon_copy_kind kind, const char *text, int64_t day)
{
    char query[CODE_MAX + DAILY_DATE_SIZE + 8] = "", date[DAILY_DATE_SIZE];
    if (kind == CARILLON_COPY_CODE) {
        snprintf(query, sizeof query, "code=%s", text);
    } else if (kind == CARILLON_COPY_SHARE) {
        daily_format(day, date);
        snprintf(query, sizeof query, "daily=%s", date);
    }
    struct carillon_copy copy = {.kind = kind, .text = text, .query = query[0] ? query : NULL};
    return e->host->clipboard_set && e->host->clipboard_set(e->host->ctx, &copy);
}

void screen_cue(const struct screen_env *e, enum carillon_cue cue)
{
    if (e->host->cue && !e->silenced)
        e->host->cue(e->host->ctx, cue);
}

enum sound_state screen_sound(const struct screen_env *e)
{
    if (e->silenced)
        return SOUND_SILENCED;
    if (e->settings->mute)
        return SOUND_MUTED;
    return e->host->ring ? SOUND_ON : SOUND_NO_DEVICE;
}

struct request screen_row_action(const struct screen *row, void *self, const struct action *a)
{
    return row->action ? row->action(self, a) : STAY;
}

struct request screen_row_update(const struct screen *row, void *self, int64_t ms)
{
    return row->update ? row->update(self, ms) : STAY;
}

bool screen_row_busy(const struct screen *row, const void *self) { return row->busy && row->busy(self); }

int64_t screen_row_due(const struct screen *row, const void *self)
{
    return row->due ? row->due(self) : SCREEN_NEVER;
}

unsigned long screen_row_beat(const struct screen *row, const void *self) { return row->beat ? row->beat(self) : 0; }

void screen_row_draw(const struct screen *row, void *self, struct kit *kit) { row->draw(self, kit); }

const struct level *screen_row_field(const struct screen *row, const void *self)
{
    return row->field ? row->field(self) : NULL;
}

void screen_row_note(const struct screen *row, void *self, const char *line)
{
    if (row->note)
        row->note(self, line);
}

void screen_row_buttons(const struct screen *row, const void *self, struct buttons_for *out)
{
    if (row->buttons)
        row->buttons(self, out);
}

void screen_row_where(const struct screen *row, const void *self, const struct view *v, carillon_line_fn *say,
                      void *ctx)
{
    if (row->where)
        row->where(self, v, say, ctx);
}

void screen_row_fit(const struct screen *row, void *self, const struct view *v)
{
    if (row->fit)
        row->fit(self, v);
}
