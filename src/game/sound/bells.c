/* bells.c: see bells.h.
 *
 * Each partial is a damped phasor z <- z * (d * e^(i w)), one complex multiply a sample,
 * which is both exact enough and fast enough to ring all eighteen bells in a few tens of
 * milliseconds at start. The hum and prime are split into close pairs, as in a bell
 * that is not perfectly round, so they beat slowly as they fade.
 */
#include "game/sound/bells.h"

#include <complex.h>
#include <math.h>

#include "levelgen/geometry.h"

struct partial {
    double ratio;  /* frequency over the nominal's */
    double amp;    /* starting amplitude, the nominal's being 1 */
    double decay;  /* seconds to fall by e, for a bell at the reference pitch */
    double split;  /* Hz between the two halves of a doublet, or 0 */
};

static const struct partial PARTIALS[] = {
    {0.250, 0.30, 3.0, 0.21},  /* hum, two octaves below */
    {0.500, 0.42, 2.4, 0.37},  /* prime (fundamental), an octave below */
    {0.597, 0.30, 1.7, 0},     /* tierce: the minor third that makes a bell a bell */
    {0.752, 0.14, 1.3, 0},     /* quint */
    {1.000, 1.00, 1.5, 0},     /* nominal */
    {1.503, 0.32, 0.70, 0},    /* superquint */
    {2.002, 0.20, 0.45, 0},    /* octave nominal */
    {2.520, 0.10, 0.30, 0},    /* upper partials */
    {3.010, 0.08, 0.12, 0},    /* the strike */
    {3.760, 0.06, 0.06, 0},
};

static const double REFERENCE = 523.2511; /* C5, the lowest normal-sized note */
static const double PI = 3.14159265358979323846;

double bell_pitch(int note, int size)
{
    static const int degree[NOTE_COUNT] = {0, 2, 4, 7, 9, 12}; /* semitones */
    double octave = size == SIZE_BIG ? 0.5 : size == SIZE_SMALL ? 2.0 : 1.0;
    return REFERENCE * octave * pow(2.0, degree[note] / 12.0);
}

/* Lower bells ring longer: decays scale with the square root of the period. */
static double stretch(double pitch) { return sqrt(REFERENCE / pitch); }

int bell_frames(double pitch, int rate) { return (int)(3.2 * stretch(pitch) * rate); }

void bell_synth(float *out, double pitch, int rate)
{
    int frames = bell_frames(pitch, rate);
    for (int i = 0; i < frames; i++)
        out[i] = 0;
    for (unsigned k = 0; k < sizeof PARTIALS / sizeof PARTIALS[0]; k++) {
        const struct partial *p = &PARTIALS[k];
        double f = pitch * p->ratio;
        if (f >= rate / 2.0)
            continue;
        double damp = exp(-1.0 / (p->decay * stretch(pitch) * rate));
        int halves = p->split > 0 ? 2 : 1;
        for (int h = 0; h < halves; h++) {
            double fh = f + (halves == 2 ? (h ? 0.5 : -0.5) * p->split : 0);
            double complex step = damp * cexp(I * 2 * PI * fh / rate);
            double complex z = p->amp / halves;
            for (int i = 0; i < frames; i++) {
                out[i] += (float)cimag(z);
                z *= step;
            }
        }
    }
    /* a 2 ms attack (no click), a long raised-cosine fade over the last 40%, then the
     * whole bell scaled to its peak */
    int attack = rate / 500, fade = frames * 2 / 5;
    float peak = 0;
    for (int i = 0; i < frames; i++) {
        if (i < attack)
            out[i] *= (float)i / (float)attack;
        int left = frames - i;
        if (left < fade)
            out[i] *= (float)(0.5 - 0.5 * cos(PI * left / fade));
        float a = fabsf(out[i]);
        peak = a > peak ? a : peak;
    }
    for (int i = 0; i < frames && peak > 0; i++)
        out[i] *= BELL_PEAK / peak;
}
