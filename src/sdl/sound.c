/* sound.c: see sound.h.
 *
 * Two threads touch the voices (carillon.h): the game rings them, SDL's audio thread
 * renders them. A mutex held for the length of one call keeps them apart. The bells are
 * written by the synthesis thread before it raises `ready`, and only read after it is
 * seen raised. Where no thread can be made, each bell is made on the game's thread when
 * it is first rung, so the start does not wait a second for all eighteen.
 */
#include "sound.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdlib.h>

#include "game/carillon.h"

enum { RATE = 44100, BUFFER_FRAMES = 1024 };

struct sound {
    struct voices *voices;
    SDL_mutex *lock;
    SDL_Thread *synth;
    SDL_atomic_t ready;
    bool muted;
};

static void render(void *ctx, Uint8 *stream, int len)
{
    struct sound *s = ctx;
    SDL_LockMutex(s->lock);
    voices_render(s->voices, (int16_t *)(void *)stream, len / 4);
    SDL_UnlockMutex(s->lock);
}

static int synthesise(void *ctx)
{
    struct sound *s = ctx;
    if (!voices_synthesise(s->voices))
        return -1; /* no bells: the game stays silent */
    SDL_AtomicSet(&s->ready, 1);
    return 0;
}

struct sound *sound_open(error_line *err)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        error_fail(err, "no sound: %s", SDL_GetError());
        return NULL;
    }
    if (Mix_OpenAudioDevice(RATE, AUDIO_S16SYS, 2, BUFFER_FRAMES, NULL, 0) != 0) {
        error_fail(err, "no sound: %s", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    struct sound *s = calloc(1, sizeof *s);
    if (s) {
        s->lock = SDL_CreateMutex();
        s->voices = voices_new(RATE, false);
    }
    if (!s || !s->lock || !s->voices) {
        error_fail(err, "no sound: out of memory");
        if (s && s->lock)
            SDL_DestroyMutex(s->lock);
        if (s)
            voices_free(s->voices);
        free(s);
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    s->synth = SDL_CreateThread(synthesise, "bells", s);
    if (!s->synth) /* no thread to be had: each bell is made when first rung */
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
    voices_free(s->voices);
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
    if (!s || s->muted || !bells_ready(s))
        return;
    SDL_LockMutex(s->lock);
    voices_ring(s->voices, note, size, pan, loud, !s->synth);
    SDL_UnlockMutex(s->lock);
}

void sound_set(struct sound *s, int volume, bool muted, bool music)
{
    if (!s)
        return;
    s->muted = muted;
    SDL_LockMutex(s->lock);
    voices_set(s->voices, volume, muted, music);
    SDL_UnlockMutex(s->lock);
}

void sound_cue(struct sound *s, enum carillon_cue cue)
{
    if (!s || s->muted)
        return;
    SDL_LockMutex(s->lock);
    voices_cue(s->voices, cue);
    SDL_UnlockMutex(s->lock);
}
