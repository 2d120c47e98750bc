/* music.h: the slow, quiet bed of music under the bells (no SDL), made as it plays by
 * tones.h (no recorded files, nothing synthesised ahead, nothing held in memory).
 *
 * It is in the bells' own scale, C major pentatonic (bells.h): every note it plays is a
 * note some bell rings, so nothing it plays clashes with a bell whatever rings over it.
 * A chord a bar, four bars round (C, A minor, D and G as open fifths with a note above:
 * every note of them pentatonic), each bar eight seconds, its pads rising over 2.5 s and
 * dying over 4, so each chord breathes into the next; on the bar's other beats a glass
 * note of the chord, high and soft, or a rest, as a fixed sequence says (the same tune
 * every run and every front end). How loud it plays under the bells, and its ducking
 * while a chain rings, are the mixer's (mixer.h).
 */
#ifndef GAME_MUSIC_H
#define GAME_MUSIC_H

#include <stdint.h>

#include "game/sound/tones.h"

enum { MUSIC_VOICES = 10, MUSIC_BEATS_A_BAR = 4, MUSIC_BARS = 4 };

/* A beat, in seconds: a slow pulse, a bar of four every eight seconds. */
#define MUSIC_BEAT_S 2.0f

struct music {
    struct tone voices[MUSIC_VOICES];
    int rate;
    int beat_frames; /* frames a beat */
    int to_beat;     /* frames to the next beat */
    int beat;        /* beats played */
    uint32_t tune;   /* the sequence that picks the glass notes */
};

void music_init(struct music *mu, int rate);

/* The music's next frame added into *l and *r (at its own level: the mixer scales it). */
void music_next(struct music *mu, float *l, float *r);

/* Puts its notes' phasors back on their circles (after a block of frames). */
void music_true(struct music *mu);

#endif
