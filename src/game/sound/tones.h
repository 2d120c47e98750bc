/* tones.h: notes made as they sound (no SDL, no memory held): a sine and a few
 * overtones under a soft envelope, for the music under the bells (music.h) and the
 * game's small sounds (a button's tick, a panel, the taps running out).
 *
 * Each partial is a phasor turned by a fixed angle each sample (two multiplies and two
 * adds), not a table or a call to sin, so a handful of notes cost a few hundredths of a
 * percent of a core; the phasor is put back on its circle once a block (tone_true), so
 * rounding never lets it grow or fade. The envelope rises over attack, holds, then dies
 * away exponentially over release (to -60 dB); the note is over then.
 */
#ifndef GAME_TONES_H
#define GAME_TONES_H

#include <stdbool.h>

enum { TONE_PARTIALS = 3 };

/* A kind of note: its partials (multiples of the pitch, with a level each; 0 ends the
 * list: a ratio a little off 1 beats slowly against the first, for warmth), and its
 * envelope. */
struct tone_shape {
    float ratio[TONE_PARTIALS], level[TONE_PARTIALS];
    float attack_s, hold_s, release_s;
};

struct tone {
    bool on;
    int partials;
    float c[TONE_PARTIALS], s[TONE_PARTIALS];   /* the phasors */
    float cw[TONE_PARTIALS], sw[TONE_PARTIALS]; /* each one's turn a sample */
    float level[TONE_PARTIALS];
    float left, right;   /* loudness at each speaker */
    float env;           /* the envelope now */
    float rise, fall;    /* what the envelope gains a sample rising, keeps a sample falling */
    int pos, attack, held; /* frames: so far, the attack's end, the hold's end */
    int end;             /* frames: the note is over */
};

/* Starts t sounding at hz with shape, loud (0..1) at pan (-1 left .. 1 right), at rate
 * frames a second. */
void tone_start(struct tone *t, double hz, const struct tone_shape *shape, float loud, float pan, int rate);

/* The note's next frame added into *l and *r; nothing once it is over (t->on false). */
void tone_next(struct tone *t, float *l, float *r);

/* Puts each phasor back on its circle (after a block of frames). */
void tone_true(struct tone *t);

#endif
