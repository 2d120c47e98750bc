/* voices.c: the bells a front end's sound device plays (carillon.h): the eighteen bells
 * (bells.h), synthesised once, and the mixer (mixer.h) they ring in, with the music and
 * the cues. The locking between
 * the game's thread and the device's, and any thread the synthesis runs on, are the
 * front end's. */
#include "game/carillon.h"

#include <stdlib.h>

#include "game/sound/bells.h"
#include "game/sound/mixer.h"
#include "levelgen/geometry.h"

struct bell {
    float *data;
    int frames;
};

struct voices {
    struct mixer mixer;
    int rate;
    bool muted;
    float gain; /* the master gain when not muted */
    struct bell bells[NOTE_COUNT][SIZE_COUNT];
};

struct voices *voices_new(int rate, bool muted)
{
    struct voices *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    v->rate = rate;
    v->muted = muted;
    v->gain = SOUND_MASTER_GAIN;
    mixer_init(&v->mixer, rate, muted ? 0 : SOUND_MASTER_GAIN);
    return v;
}

void voices_free(struct voices *v)
{
    if (!v)
        return;
    for (int note = 0; note < NOTE_COUNT; note++)
        for (int size = 0; size < SIZE_COUNT; size++)
            free(v->bells[note][size].data);
    free(v);
}

/* Makes one bell; false when memory runs out (then it stays silent). */
static bool make_bell(struct voices *v, int note, int size)
{
    struct bell *b = &v->bells[note][size];
    double pitch = bell_pitch(note, size);
    b->frames = bell_frames(pitch, v->rate);
    b->data = malloc((size_t)b->frames * sizeof *b->data);
    if (!b->data)
        return false;
    bell_synth(b->data, pitch, v->rate);
    return true;
}

/* Makes the first bell not yet made: 1 when one was, 0 when all were already, -1 when
 * memory ran out. */
static int make_next(struct voices *v)
{
    for (int note = 0; note < NOTE_COUNT; note++)
        for (int size = 0; size < SIZE_COUNT; size++)
            if (!v->bells[note][size].data)
                return make_bell(v, note, size) ? 1 : -1;
    return 0;
}

bool voices_synthesise(struct voices *v)
{
    int made;
    while ((made = make_next(v)) > 0)
        ;
    return made == 0;
}

bool voices_synthesise_next(struct voices *v) { return make_next(v) > 0; }

bool voices_ring(struct voices *v, int note, int size, float pan, float loud, bool make)
{
    if (v->muted || note < 0 || note >= NOTE_COUNT || size < 0 || size >= SIZE_COUNT)
        return false;
    struct bell *b = &v->bells[note][size];
    if (!b->data && (!make || !make_bell(v, note, size)))
        return false;
    mixer_start(&v->mixer, b->data, b->frames, loud, pan);
    return true;
}

void voices_set(struct voices *v, int volume, bool muted, bool music)
{
    v->muted = muted;
    v->gain = SOUND_MASTER_GAIN * (float)(volume < 0 ? 0 : volume > 100 ? 100 : volume) / 100;
    mixer_set_gain(&v->mixer, muted ? 0 : v->gain);
    mixer_music(&v->mixer, music && !muted);
}

void voices_cue(struct voices *v, enum carillon_cue cue)
{
    if (!v->muted)
        mixer_cue(&v->mixer, cue);
}

void voices_render(struct voices *v, int16_t *out, int frames) { mixer_render(&v->mixer, out, frames); }
