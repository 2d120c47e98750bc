/* sound.c: see sound.h.
 *
 * Two threads touch the mixer: the game starts voices, SDL's audio thread renders them.
 * A mutex held for the length of one call keeps them apart. The bells are written by the
 * synthesis thread before it raises `ready`, and only read after it is seen raised.
 * Without threads (the browser build) each bell is made on the game's thread when it is
 * first rung, so the start does not wait a second for all eighteen.
 */
#include "sound.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdlib.h>

#include "game/sound/bells.h"
#include "game/sound/mixer.h"
#include "levelgen/geometry.h"

enum { RATE = 44100, BUFFER_FRAMES = 1024 };

struct bell {
    float *data;
    int frames;
};

struct sound {
    struct mixer mixer;
    SDL_mutex *lock;
    SDL_Thread *synth;
    SDL_atomic_t ready;
    bool muted;
    float gain; /* the master gain when not muted */
    struct bell bells[NOTE_COUNT][SIZE_COUNT];
};

static void render(void *ctx, Uint8 *stream, int len)
{
    struct sound *s = ctx;
    SDL_LockMutex(s->lock);
    mixer_render(&s->mixer, (int16_t *)(void *)stream, len / 4);
    SDL_UnlockMutex(s->lock);
}

/* Makes one bell; false when memory runs out (then it stays silent). */
static bool make_bell(struct bell *b, int note, int size)
{
    double pitch = bell_pitch(note, size);
    b->frames = bell_frames(pitch, RATE);
    b->data = malloc((size_t)b->frames * sizeof *b->data);
    if (!b->data)
        return false;
    bell_synth(b->data, pitch, RATE);
    return true;
}

static int synthesise(void *ctx)
{
    struct sound *s = ctx;
    for (int note = 0; note < NOTE_COUNT; note++)
        for (int size = 0; size < SIZE_COUNT; size++)
            if (!make_bell(&s->bells[note][size], note, size))
                return -1; /* no bells: the game stays silent */
    SDL_AtomicSet(&s->ready, 1);
    return 0;
}

struct sound *sound_open(bool muted, lg_err *err)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        lg_fail(err, "no sound: %s", SDL_GetError());
        return NULL;
    }
    if (Mix_OpenAudioDevice(RATE, AUDIO_S16SYS, 2, BUFFER_FRAMES, NULL, 0) != 0) {
        lg_fail(err, "no sound: %s", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    struct sound *s = calloc(1, sizeof *s);
    if (s)
        s->lock = SDL_CreateMutex();
    if (!s || !s->lock) {
        lg_fail(err, "no sound: out of memory");
        free(s);
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    s->muted = muted;
    s->gain = SOUND_MASTER_GAIN;
    mixer_init(&s->mixer, RATE, muted ? 0 : SOUND_MASTER_GAIN);
    s->synth = SDL_CreateThread(synthesise, "bells", s);
    if (!s->synth) /* no threads (the browser build): each bell is made when first rung */
        SDL_AtomicSet(&s->ready, 1);
    Mix_HookMusic(render, s);
    return s;
}

void sound_close(struct sound *s)
{
    if (!s)
        return;
    Mix_HookMusic(NULL, NULL);
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    if (s->synth)
        SDL_WaitThread(s->synth, NULL);
    for (int note = 0; note < NOTE_COUNT; note++)
        for (int size = 0; size < SIZE_COUNT; size++)
            free(s->bells[note][size].data);
    SDL_DestroyMutex(s->lock);
    free(s);
}

/* A bell rung while the synthesis thread still works waits for it: a first bell a
 * moment late beats a lost one (an autoplayed level taps at once, a loaded machine takes
 * a second to make all eighteen). */
static bool bells_ready(struct sound *s)
{
    if (!SDL_AtomicGet(&s->ready) && s->synth) {
        SDL_WaitThread(s->synth, NULL);
        s->synth = NULL;
    }
    return SDL_AtomicGet(&s->ready);
}

void sound_ring(struct sound *s, int note, int size, float pan, float loud)
{
    if (!s || s->muted || note < 0 || note >= NOTE_COUNT || size < 0 || size >= SIZE_COUNT ||
        !bells_ready(s))
        return;
    struct bell *b = &s->bells[note][size];
    if (!s->synth && !b->data && !make_bell(b, note, size))
        return;
    SDL_LockMutex(s->lock);
    mixer_start(&s->mixer, b->data, b->frames, loud, pan);
    SDL_UnlockMutex(s->lock);
}

void sound_set_muted(struct sound *s, bool muted)
{
    if (!s)
        return;
    s->muted = muted;
    SDL_LockMutex(s->lock);
    mixer_set_gain(&s->mixer, muted ? 0 : s->gain);
    SDL_UnlockMutex(s->lock);
}

void sound_set_volume(struct sound *s, int percent)
{
    if (!s)
        return;
    s->gain = SOUND_MASTER_GAIN * (float)(percent < 0 ? 0 : percent > 100 ? 100 : percent) / 100;
    sound_set_muted(s, s->muted);
}
