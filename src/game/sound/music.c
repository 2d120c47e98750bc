/* music.c: see music.h. */
#include "game/sound/music.h"

#include <stddef.h>

/* The chords, a bar each: pads (Hz, lowest first), and the glass notes the bar's other
 * beats may play, all of C major pentatonic. */
static const struct {
    double pads[3], glass[3];
} BARS[MUSIC_BARS] = {
    {{130.81, 196.00, 329.63}, {523.25, 659.26, 783.99}},  /* C: C3 G3 E4; C5 E5 G5 */
    {{110.00, 164.81, 261.63}, {659.26, 880.00, 1046.50}}, /* A minor: A2 E3 C4; E5 A5 C6 */
    {{146.83, 220.00, 329.63}, {587.33, 659.26, 880.00}},  /* D: D3 A3 E4; D5 E5 A5 */
    {{98.00, 146.83, 220.00}, {587.33, 783.99, 880.00}},   /* G: G2 D3 A3; D5 G5 A5 */
};

/* A pad: the note, a partial a little sharp of it that beats slowly, and the octave. */
static const struct tone_shape PAD = {.ratio = {1, 1.004f, 2}, .level = {0.5f, 0.35f, 0.15f},
                                      .attack_s = 2.5f, .hold_s = 3.0f, .release_s = 4.0f};
/* A glass note: struck softly, then dying away. */
static const struct tone_shape GLASS = {.ratio = {1, 2, 3}, .level = {0.7f, 0.2f, 0.1f},
                                        .attack_s = 0.015f, .hold_s = 0, .release_s = 3.0f};

enum { PAD_LOUD_PERMILLE = 60, GLASS_LOUD_PERMILLE = 32 };

void music_init(struct music *mu, int rate)
{
    *mu = (struct music){.rate = rate, .beat_frames = (int)(MUSIC_BEAT_S * (float)rate), .tune = 0x9e3779b9u};
}

/* The next number of the tune's sequence (xorshift). */
static uint32_t next_turn(struct music *mu)
{
    uint32_t x = mu->tune;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return mu->tune = x;
}

/* A free voice, else the one furthest through its note. */
static struct tone *free_voice(struct music *mu)
{
    struct tone *best = &mu->voices[0];
    for (size_t i = 0; i < MUSIC_VOICES; i++) {
        struct tone *t = &mu->voices[i];
        if (!t->on)
            return t;
        if (t->end - t->pos < best->end - best->pos)
            best = t;
    }
    return best;
}

/* A beat: a bar's chord on its first, else a glass note of it or a rest. */
static void play_beat(struct music *mu)
{
    int bar = (mu->beat / MUSIC_BEATS_A_BAR) % MUSIC_BARS, in_bar = mu->beat % MUSIC_BEATS_A_BAR;
    if (in_bar == 0) {
        for (int k = 0; k < 3; k++) /* spread a little, low in the middle */
            tone_start(free_voice(mu), BARS[bar].pads[k], &PAD, PAD_LOUD_PERMILLE / 1000.0f, 0.3f * (float)(k - 1),
                       mu->rate);
    } else {
        uint32_t turn = next_turn(mu);
        if (turn % 3 != 0) /* two beats in three: a glass note */
            tone_start(free_voice(mu), BARS[bar].glass[(turn >> 8) % 3], &GLASS, GLASS_LOUD_PERMILLE / 1000.0f,
                       (float)((int)((turn >> 16) % 5) - 2) * 0.25f, mu->rate);
    }
    mu->beat++;
}

void music_next(struct music *mu, float *l, float *r)
{
    if (mu->to_beat-- <= 0) {
        play_beat(mu);
        mu->to_beat = mu->beat_frames - 1;
    }
    for (size_t i = 0; i < MUSIC_VOICES; i++)
        tone_next(&mu->voices[i], l, r);
}

void music_true(struct music *mu)
{
    for (size_t i = 0; i < MUSIC_VOICES; i++)
        tone_true(&mu->voices[i]);
}
