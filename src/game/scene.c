/* scene.c: see scene.h. */
#include "game/scene.h"

#include <stdio.h>

#include "levelgen/daily.h"

bool scene_animating(const struct play_scene *s)
{
    const struct play *p = s->play;
    if (s->banner != BANNER_NONE && s->banner_age < BANNER_FADE_MS)
        return true;
    if (play_next_pop(p) != PLAY_NEVER)
        return true;
    if (s->hint >= 0 && !s->reduced_motion && dotset_has(p->standing, s->hint) &&
        s->hint_age < HINT_BREATHS * HINT_BREATH_MS)
        return true; /* the hint breathes */
    if (s->peal_at != PLAY_NEVER && !s->reduced_motion &&
        p->now < s->peal_at + (int64_t)(p->taps_used - 1) * PEAL_STEP_MS + PEAL_LIGHT_MS)
        return true; /* the peal's light goes out */
    int i;
    for (DOTSET_EACH(i, dotset_all(p->level->n) & ~p->standing, rest))
        if (p->now - p->when[i] <= ring_full_ms(p->level->dots[i].size) + RING_FADE_MS)
            return true;
    return false;
}

void scene_bits(const struct proof *p, char *out, size_t n)
{
    if (p->centibits < 0)
        snprintf(out, n, "unrated");
    else
        snprintf(out, n, "%d.%02d bits", p->centibits / 100, p->centibits % 100);
}

const char *scene_sound_words_as(enum sound_state sound, bool pad, bool touch)
{
    if ((pad || touch) && (sound == SOUND_ON || sound == SOUND_MUTED))
        return sound == SOUND_MUTED ? "sound is off" : pad ? "Start settings" : "";
    return scene_sound_words(sound);
}

const char *scene_sound_words(enum sound_state sound)
{
    switch (sound) {
    case SOUND_MUTED: return "M sound is off";
    case SOUND_SILENCED: return "no sound (--mute)";
    case SOUND_NO_DEVICE: return "no sound device";
    default: return "M mute";
    }
}

void scene_daily_name(int64_t day, char *out, size_t size)
{
    char date[11];
    daily_format(day, date);
    snprintf(out, size, "Daily %s %s", DAILY_PLANS[daily_weekday(day)].weekday, date + 5);
}
