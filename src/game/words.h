/* words.h: the words every screen shares (no SDL): whether the bells are heard, and why
 * not, in the keys line's words, and the daily level's name.
 *
 * A screen (screen.h) describes its frame as a scene, plain values, in a header of its
 * own beside it (play/playscene.h, select/selectscene.h, workshop/workshopscene.h,
 * levels/growingscene.h), so a screen sees no other's; these are what the scenes have
 * in common.
 */
#ifndef GAME_WORDS_H
#define GAME_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether the bells are heard, and if not why: the words under each screen say so. */
enum sound_state {
    SOUND_ON,
    SOUND_MUTED,     /* the player's setting (M turns it back on) */
    SOUND_SILENCED,  /* --mute: no sound this run */
    SOUND_NO_DEVICE, /* the setting says on, but no audio device could be opened */
};

/* The sound as the keys line under a screen offers it, into out (n bytes): "M mute",
 * "M sound is off", or why no bell is heard; for a pad (pad), which has no mute button,
 * "Start settings"; for a finger (touch), whose Settings button is on the screen, ""
 * while the bells ring. */
void words_sound(enum sound_state sound, bool pad, bool touch, char *out, size_t n);

/* The daily level's name, "Daily Thu 12-03", as its tile and play's header give it. */
void words_daily_name(int64_t day, char *out, size_t size);

#endif
