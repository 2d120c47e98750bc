/* words.c: see words.h. */
#include "game/words.h"

#include <stdio.h>
#include <string.h>

#include "game/keymap.h"
#include "levelgen/daily.h"

void words_sound(enum sound_state sound, bool pad, bool touch, char *out, size_t n)
{
    const char *line;
    if ((pad || touch) && (sound == SOUND_ON || sound == SOUND_MUTED))
        line = sound == SOUND_MUTED ? "sound is off" : pad ? "{settings} settings" : "";
    else if (sound == SOUND_MUTED)
        line = "{mute} sound is off";
    else if (sound == SOUND_SILENCED)
        line = "no sound (--mute)";
    else if (sound == SOUND_NO_DEVICE)
        line = "no sound device";
    else
        line = "{mute} mute";
    keymap_words(line, pad, out, n);
}

void words_daily_name(int64_t day, char *out, size_t size)
{
    char date[DAILY_DATE_SIZE];
    daily_format(day, date);
    snprintf(out, size, "Daily %s %s", DAILY_PLANS[daily_weekday(day)].weekday, date + strlen(date) - 5);
}
