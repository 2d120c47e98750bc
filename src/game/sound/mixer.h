/* mixer.h: many bells into one stereo stream that never clips (no SDL).
 *
 * Each voice plays one synthesised bell with its own loudness and place between the
 * speakers. The voices are summed in floats and scaled by the master gain and by a
 * gentle crowd gain that follows how many bells were struck in the last moment
 * (CROWD_YOUNG_S): up to CROWD_FREE of them ring untouched, more are turned down as
 * the square root of their number, quickly as they come and slowly back. Last comes a
 * limiter before the 16-bit samples: when the sum would pass LIMIT_LEVEL (-3.1 dBFS)
 * the gain drops at once, exactly enough, and recovers over a quarter of a second. So a
 * single bell is as loud as it ever was, a busy chain keeps its headroom without the
 * limiter's pumping, and even forty bells struck together never pass -3 dBFS. When
 * every voice is busy, the quietest (the one furthest through its bell) gives way to
 * the new one.
 *
 * Under the bells, the music (music.h) plays when it is on, at MUSIC_LEVEL of the bells'
 * gain; it breathes under the chains: while a bell struck in the last moment rings it
 * falls to MUSIC_DUCKED of that within about a tenth of a second, and comes back over a
 * second and a half once the chain is done; switched off or on it fades. Over it all
 * ring the game's cues (a button's tick, a panel, the taps run out: carillon.h), made as
 * they sound (tones.h). The music and the cues go through the same limiter, so the
 * loudest moment with music stays where the bells' alone does (-3.1 dBFS).
 */
#ifndef GAME_MIXER_H
#define GAME_MIXER_H

#include <stdbool.h>
#include <stdint.h>

#include "game/carillon.h"
#include "game/sound/music.h"
#include "game/sound/tones.h"

enum { MIXER_VOICES = 32, MIXER_CUES = 4 };

/* The music's loudness under the bells, and under a ringing chain. */
#define MUSIC_LEVEL 1.0f
#define MUSIC_DUCKED 0.3f

/* The gain at full volume (100 percent): the volume scales it. */
#define SOUND_MASTER_GAIN 0.9f

/* The limiter's ceiling, as a fraction of full scale (-3.1 dBFS). */
#define LIMIT_LEVEL 0.70f

/* Bells struck this recently count as ringing for the crowd gain; so many ring free. */
#define CROWD_YOUNG_S 0.35f
enum { CROWD_FREE = 3 };

struct voice {
    const float *data; /* NULL when the voice is free */
    int frames, pos;
    float left, right;
};

struct mixer {
    struct voice voices[MIXER_VOICES];
    float gain, target; /* master gain, gliding towards target so mute does not click */
    int young;          /* frames a bell counts as ringing for the crowd gain */
    float crowd;        /* the crowd gain, at most 1 */
    float crowd_down, crowd_up; /* how much of the way to its target it goes each frame */
    float limit;        /* the limiter's present gain, at most 1 */
    float recover;      /* how much of the way back to 1 the limiter comes each frame */
    float glide;        /* how much of the way to target the master gain goes each frame */
    struct music music;
    bool music_on;
    float music_gain;   /* the music's present gain, gliding to its aim (off, ducked, full) */
    float music_down, music_up; /* how much of the way it goes each frame, falling and rising */
    struct tone cues[MIXER_CUES];
    int rate;
};

void mixer_init(struct mixer *m, int rate, float gain);

/* Starts a bell of frames mono samples; loud scales it, pan goes from -1 (left) to 1. */
void mixer_start(struct mixer *m, const float *bell, int frames, float loud, float pan);

/* Sets the master gain (0 for mute); it glides there over a few milliseconds. */
void mixer_set_gain(struct mixer *m, float gain);

/* The music on or off; it fades in or out. */
void mixer_music(struct mixer *m, bool on);

/* Sounds a cue (carillon.h). */
void mixer_cue(struct mixer *m, enum carillon_cue cue);

/* Mixes the next frames of every voice into out (interleaved left, right). */
void mixer_render(struct mixer *m, int16_t *out, int frames);

#endif
