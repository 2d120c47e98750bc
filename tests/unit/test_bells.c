/* Bells and the mixer without SDL: a bell's loudest partial is its note's pitch and the
 * others are not whole multiples of it; the six notes are a pentatonic scale and size
 * picks the octave; a bell dies away; one bell passes the mixer untouched; forty at
 * once never clip yet stay loud; mute glides to silence. The voices made one bell at a
 * time (a page between frames) make each of the eighteen once, then ring them all
 * without making any, as those made at once do. */
#include <complex.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "game/carillon.h"
#include "game/sound/bells.h"
#include "game/sound/mixer.h"
#include "levelgen/geometry.h"

enum { RATE = 44100, FFT_N = 1 << 16 };

static const double PI = 3.14159265358979323846;

/* In-place radix-2 FFT of n (a power of two) points. */
static void fft(double complex *x, int n)
{
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1)
            j ^= bit;
        j ^= bit;
        if (i < j) {
            double complex t = x[i];
            x[i] = x[j];
            x[j] = t;
        }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double complex w = cexp(-2 * PI * I / len);
        for (int i = 0; i < n; i += len) {
            double complex wk = 1;
            for (int k = 0; k < len / 2; k++, wk *= w) {
                double complex a = x[i + k], b = x[i + k + len / 2] * wk;
                x[i + k] = a + b;
                x[i + k + len / 2] = a - b;
            }
        }
    }
}

/* The magnitude spectrum of the first FFT_N samples (Hann window) into mag[FFT_N/2]. */
static void spectrum(const float *s, int frames, double *mag)
{
    double complex *x = malloc(FFT_N * sizeof *x);
    assert_non_null(x);
    for (int i = 0; i < FFT_N; i++)
        x[i] = (i < frames ? s[i] : 0) * (0.5 - 0.5 * cos(2 * PI * i / (FFT_N - 1)));
    fft(x, FFT_N);
    for (int i = 0; i < FFT_N / 2; i++)
        mag[i] = cabs(x[i]);
    free(x);
}

static double bin_hz(int bin) { return (double)bin * RATE / FFT_N; }

static float *ring(int note, int size, int *frames)
{
    double pitch = bell_pitch(note, size);
    *frames = bell_frames(pitch, RATE);
    float *b = malloc((size_t)*frames * sizeof *b);
    assert_non_null(b);
    bell_synth(b, pitch, RATE);
    return b;
}

static void test_the_loudest_partial_is_the_notes_pitch(void **state)
{
    (void)state;
    double *mag = malloc(FFT_N / 2 * sizeof *mag);
    assert_non_null(mag);
    for (int size = 0; size < SIZE_COUNT; size++)
        for (int note = 0; note < NOTE_COUNT; note++) {
            int frames;
            float *b = ring(note, size, &frames);
            spectrum(b, frames, mag);
            int best = 1;
            for (int i = 2; i < FFT_N / 2; i++)
                if (mag[i] > mag[best])
                    best = i;
            double pitch = bell_pitch(note, size);
            assert_true(fabs(bin_hz(best) - pitch) < pitch * 0.01);

            /* and it is a bell, not a sine: strong partials off the harmonic series, the
             * hum two octaves down and the minor-third tierce */
            int hum = (int)lround(pitch * 0.25 / bin_hz(1)), tierce = (int)lround(pitch * 0.597 / bin_hz(1));
            assert_true(mag[hum] > mag[best] * 0.05);
            assert_true(mag[tierce] > mag[best] * 0.05);
            free(b);
        }
    free(mag);
}

static void test_notes_are_a_pentatonic_scale_and_size_picks_the_octave(void **state)
{
    (void)state;
    static const int semitones[NOTE_COUNT] = {0, 2, 4, 7, 9, 12};
    for (int note = 0; note < NOTE_COUNT; note++) {
        double ratio = bell_pitch(note, SIZE_NORMAL) / bell_pitch(0, SIZE_NORMAL);
        assert_true(fabs(12 * log2(ratio) - semitones[note]) < 1e-9);
        assert_true(fabs(bell_pitch(note, SIZE_BIG) * 2 - bell_pitch(note, SIZE_NORMAL)) < 1e-9);
        assert_true(fabs(bell_pitch(note, SIZE_SMALL) / 2 - bell_pitch(note, SIZE_NORMAL)) < 1e-9);
    }
    /* big bells ring longer than small ones */
    assert_true(bell_frames(bell_pitch(0, SIZE_BIG), RATE) > bell_frames(bell_pitch(0, SIZE_SMALL), RATE));
}

static void test_a_bell_strikes_then_dies_away(void **state)
{
    (void)state;
    int frames;
    float *b = ring(2, SIZE_NORMAL, &frames);
    float peak = 0, first = 0, last = 0;
    for (int i = 0; i < frames; i++) {
        peak = fabsf(b[i]) > peak ? fabsf(b[i]) : peak;
        if (i < RATE / 10)
            first += b[i] * b[i];
        if (i >= frames - RATE / 10)
            last += b[i] * b[i];
    }
    assert_true(fabsf(peak - BELL_PEAK) < 1e-4f);
    assert_true(fabsf(b[0]) < 1e-6f);             /* no click at the start */
    assert_true(fabsf(b[frames - 1]) < 1e-3f);    /* nor at the end */
    assert_true(last < first * 1e-3f);
    free(b);
}

static int16_t peak_of(const int16_t *s, int n)
{
    int p = 0;
    for (int i = 0; i < n; i++)
        p = abs(s[i]) > p ? abs(s[i]) : p;
    return (int16_t)p;
}

static void test_one_bell_passes_the_mixer_untouched(void **state)
{
    (void)state;
    int frames;
    float *b = ring(0, SIZE_NORMAL, &frames);
    static struct mixer m;
    mixer_init(&m, RATE, 1);
    mixer_start(&m, b, frames, 1, 0);
    int16_t *out = malloc((size_t)frames * 2 * sizeof *out);
    assert_non_null(out);
    mixer_render(&m, out, frames);
    float centre = cosf(0.78539816f); /* equal power, panned to the middle */
    for (int i = 0; i < frames; i += 97)
        assert_true(abs(out[2 * i] - (int)lrintf(b[i] * centre * 32767)) <= 1);
    assert_true(m.limit == 1);
    free(out);
    free(b);
}

static void test_forty_bells_at_once_never_clip(void **state)
{
    (void)state;
    int frames;
    float *b = ring(4, SIZE_BIG, &frames);
    static struct mixer m;
    mixer_init(&m, RATE, 1);
    for (int i = 0; i < 40; i++)
        mixer_start(&m, b, frames, 1, i % 2 ? -1 : 1);
    enum { N = RATE / 2 };
    static int16_t out[2 * N];
    mixer_render(&m, out, N);
    int16_t peak = peak_of(out, 2 * N);
    assert_true(peak <= (int)(LIMIT_LEVEL * 32767) + 1);
    assert_true(peak > (int)(0.8f * LIMIT_LEVEL * 32767)); /* limited, not silenced */
    free(b);
}

static void test_the_limiter_lets_go_after_a_crowd(void **state)
{
    (void)state;
    int frames;
    float *b = ring(1, SIZE_SMALL, &frames);
    static struct mixer m;
    mixer_init(&m, RATE, 1);
    for (int i = 0; i < MIXER_VOICES + 5; i++) /* more than there are voices */
        mixer_start(&m, b, frames, 1, 0);
    int16_t *out = malloc((size_t)(frames + RATE) * 2 * sizeof *out);
    assert_non_null(out);
    mixer_render(&m, out, RATE / 20);
    assert_true(m.limit < 0.5f); /* holding the crowd down */
    mixer_render(&m, out, frames + RATE - RATE / 20);
    assert_true(m.limit > 0.99f); /* and back once it has died away */
    free(out);
    free(b);
}

static void test_mute_glides_to_silence(void **state)
{
    (void)state;
    int frames;
    float *b = ring(3, SIZE_NORMAL, &frames);
    static struct mixer m;
    mixer_init(&m, RATE, 0.9f);
    mixer_start(&m, b, frames, 1, 0.3f);
    enum { N = RATE / 5 };
    static int16_t out[2 * N];
    mixer_render(&m, out, N);
    assert_true(peak_of(out, 2 * N) > 1000);
    mixer_set_gain(&m, 0);
    mixer_render(&m, out, N);
    assert_true(peak_of(out + N, N) == 0); /* after the glide, nothing */
    assert_true(abs(out[0]) > 0);          /* but no step at the start of it */
    free(b);
}

static void test_bells_made_one_at_a_time_are_all_made_once(void **state)
{
    (void)state;
    struct voices *v = voices_new(8000, false); /* a low rate: the bells are short to make */
    assert_non_null(v);
    assert_false(voices_ring(v, 0, 0, 0, 1, false)); /* none made yet */
    int made = 0;
    while (voices_synthesise_next(v))
        made++;
    assert_int_equal(made, NOTE_COUNT * SIZE_COUNT);
    assert_false(voices_synthesise_next(v));
    for (int note = 0; note < NOTE_COUNT; note++)
        for (int size = 0; size < SIZE_COUNT; size++)
            assert_true(voices_ring(v, note, size, 0, 1, false));
    int16_t out[2 * 256];
    voices_render(v, out, 256);
    bool heard = false;
    for (int i = 0; i < 2 * 256; i++)
        heard |= out[i] != 0;
    assert_true(heard);
    voices_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_loudest_partial_is_the_notes_pitch),
        cmocka_unit_test(test_notes_are_a_pentatonic_scale_and_size_picks_the_octave),
        cmocka_unit_test(test_a_bell_strikes_then_dies_away),
        cmocka_unit_test(test_one_bell_passes_the_mixer_untouched),
        cmocka_unit_test(test_forty_bells_at_once_never_clip),
        cmocka_unit_test(test_the_limiter_lets_go_after_a_crowd),
        cmocka_unit_test(test_mute_glides_to_silence),
        cmocka_unit_test(test_bells_made_one_at_a_time_are_all_made_once),
    };
    return cmocka_run_group_tests_name("bells and mixer", tests, NULL, NULL);
}
