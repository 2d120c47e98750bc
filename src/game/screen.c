/* screen.c: the environment's calls; see screen.h. */
#include "game/screen.h"

void screen_say(const struct screen_env *e, const char *line)
{
    if (e->before_say)
        e->before_say(e->before_say_ctx);
    if (e->host->say)
        e->host->say(e->host->ctx, line);
}

void screen_warn(const struct screen_env *e, const char *line)
{
    if (e->host->warn)
        e->host->warn(e->host->ctx, line);
    notices_add(e->notices, line);
}

bool screen_copy(const struct screen_env *e, const char *text)
{
    return e->host->clipboard_set && e->host->clipboard_set(e->host->ctx, text);
}

enum sound_state screen_sound(const struct screen_env *e)
{
    if (e->silenced)
        return SOUND_SILENCED;
    if (e->settings->mute)
        return SOUND_MUTED;
    return e->host->ring ? SOUND_ON : SOUND_NO_DEVICE;
}
