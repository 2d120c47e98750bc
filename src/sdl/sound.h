/* sound.h: the bells, the music and the cues, through SDL2_mixer.
 *
 * SDL_mixer opens the audio device and runs the game's voices (carillon.h) as its music
 * hook, so every bell passes the game's limiter and nothing ever clips. The eighteen
 * bells (six notes in three sizes) are synthesised on a thread of their own at start,
 * so the first frame never waits for them; a bell struck before they are ready waits
 * for them. A NULL
 * sound is allowed everywhere and is silent: without an audio device the game plays on.
 */
#ifndef SHELL_SOUND_H
#define SHELL_SOUND_H

#include <stdbool.h>

#include "base/error.h"
#include "game/carillon.h"

struct sound;

/* Opens the audio device and starts synthesising, unmuted at the full gain until
 * sound_set puts the settings in force; NULL with err set when there is no audio to be
 * had. */
struct sound *sound_open(error_line *err);

/* Stops the sound and waits for the synthesis to end. */
void sound_close(struct sound *s);

/* Rings the bell of note at size; pan from -1 (left) to 1 (right), loud from 0 to 1. */
void sound_ring(struct sound *s, int note, int size, float pan, float loud);

/* Sets the loudness (0 to 100 percent of the full gain), mute and the music. */
void sound_set(struct sound *s, int volume, bool muted, bool music);

/* Sounds one of the game's cues (carillon.h). */
void sound_cue(struct sound *s, enum carillon_cue cue);

#endif
