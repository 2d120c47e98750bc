/* bells.h: bell tones, synthesised from their partials (no SDL).
 *
 * A cast bell does not ring a harmonic series. Its partials, named as bell founders name
 * them (hum, prime, tierce, quint, nominal, superquint, octave nominal, and a few high
 * ones that make the strike), sit at inharmonic ratios and each dies away at its own
 * rate: the hum lingers, the strike is gone in a blink. A note's pitch here is its
 * nominal, the loudest partial and the one the ear takes for the strike note.
 *
 * The six colours are the six notes of a major pentatonic scale from C5 to C6 (five
 * degrees and the octave); a dot's size picks the register, as it would for real bells:
 * big dots ring an octave lower and longer, small ones an octave higher and shorter.
 */
#ifndef GAME_BELLS_H
#define GAME_BELLS_H

/* A bell's loudest sample, so that a few can ring together before the mixer's limiter
 * has anything to do. */
#define BELL_PEAK 0.3f

/* How hard the game strikes its bells (the host's ring, carillon.h): a tapped bell rings
 * out; bells a ring reaches answer a little softer, so a chain sounds like a phrase that
 * follows its first note; a locked level, asked to play, answers with a low bell, barely
 * struck. */
#define LOUD_TAP 1.0f
#define LOUD_CHAIN 0.72f
#define LOUD_REFUSED 0.22f

/* The pitch of note (0 .. NOTE_COUNT-1) at size (enum dot_size), in Hz. */
double bell_pitch(int note, int size);

/* How many frames a bell of that pitch lasts at rate frames per second. */
int bell_frames(double pitch, int rate);

/* Writes the bell (bell_frames(pitch, rate) mono samples, peak BELL_PEAK) to out. */
void bell_synth(float *out, double pitch, int rate);

#endif
