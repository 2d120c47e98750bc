/* mixer.h: many bells into one stereo stream that never clips (no SDL).
 *
 * Each voice plays one synthesised bell with its own loudness and place between the
 * speakers. The voices are summed in floats, scaled by the master gain, and pass a
 * limiter before they become 16-bit samples: when the sum would pass LIMIT_LEVEL the
 * gain drops at once, exactly enough, and recovers over a quarter of a second. So a
 * chain of forty bells struck together is as clean as one. When every voice is busy,
 * the quietest (the one furthest through its bell) gives way to the new one.
 */
#ifndef GAME_MIXER_H
#define GAME_MIXER_H

#include <stdbool.h>
#include <stdint.h>

enum { MIXER_VOICES = 32 };

/* The limiter's ceiling, as a fraction of full scale (about -1 dBFS). */
#define LIMIT_LEVEL 0.89f

struct voice {
    const float *data; /* NULL when the voice is free */
    int frames, pos;
    float left, right;
};

struct mixer {
    struct voice voices[MIXER_VOICES];
    float gain, target; /* master gain, gliding towards target so mute does not click */
    float limit;        /* the limiter's present gain, at most 1 */
    float recover;      /* how much of the way back to 1 the limiter comes each frame */
    float glide;        /* how much of the way to target the master gain goes each frame */
};

void mixer_init(struct mixer *m, int rate, float gain);

/* Starts a bell of frames mono samples; loud scales it, pan goes from -1 (left) to 1. */
void mixer_start(struct mixer *m, const float *bell, int frames, float loud, float pan);

/* Sets the master gain (0 for mute); it glides there over a few milliseconds. */
void mixer_set_gain(struct mixer *m, float gain);

/* Mixes the next frames of every voice into out (interleaved left, right). */
void mixer_render(struct mixer *m, int16_t *out, int frames);

#endif
