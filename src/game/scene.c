/* scene.c: see scene.h. */
#include "game/scene.h"

#include <stdio.h>

#include "levelgen/daily.h"

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
