/* mixer.c: see mixer.h. */
#include "game/sound/mixer.h"

#include <math.h>
#include <stddef.h>

void mixer_init(struct mixer *m, int rate, float gain)
{
    *m = (struct mixer){.gain = gain, .target = gain, .limit = 1, .crowd = 1, .rate = rate};
    music_init(&m->music, rate);
    m->music_down = 1 - expf(-1.0f / (0.04f * (float)rate));
    m->music_up = 1 - expf(-1.0f / (0.5f * (float)rate));
    m->young = (int)(CROWD_YOUNG_S * (float)rate);
    m->crowd_down = 1 - expf(-1.0f / (0.004f * (float)rate));
    m->crowd_up = 1 - expf(-1.0f / (0.6f * (float)rate));
    m->recover = 1 - expf(-1.0f / (0.25f * (float)rate));
    m->glide = 1 - expf(-1.0f / (0.005f * (float)rate));
}

void mixer_set_gain(struct mixer *m, float gain) { m->target = gain; }

void mixer_music(struct mixer *m, bool on) { m->music_on = on; }

void mixer_cue(struct mixer *m, enum carillon_cue cue)
{
    /* out of taps: a low fifth, soft and slow; a button: a tick; a panel: a soft pluck */
    static const struct {
        double hz;
        float loud;
        struct tone_shape shape;
    } CUES[CARILLON_CUES] = {
        [CARILLON_CUE_OUT_OF_TAPS] = {130.81, 0.22f, {{1, 1.5f, 2}, {0.6f, 0.3f, 0.1f}, 0.06f, 0.1f, 1.4f}},
        [CARILLON_CUE_BUTTON] = {1760.0, 0.05f, {{1, 2}, {0.8f, 0.2f}, 0.002f, 0, 0.05f}},
        [CARILLON_CUE_PANEL] = {659.26, 0.07f, {{1, 2}, {0.8f, 0.2f}, 0.004f, 0, 0.3f}},
    };
    if ((int)cue < 0 || cue >= CARILLON_CUES)
        return;
    struct tone *t = &m->cues[0];
    for (int i = 0; i < MIXER_CUES; i++)
        if (!m->cues[i].on || m->cues[i].pos > t->pos)
            t = &m->cues[i];
    tone_start(t, CUES[cue].hz, &CUES[cue].shape, CUES[cue].loud, 0, m->rate);
}

void mixer_start(struct mixer *m, const float *bell, int frames, float loud, float pan)
{
    struct voice *v = &m->voices[0];
    float furthest = -1;
    for (int i = 0; i < MIXER_VOICES; i++) {
        struct voice *c = &m->voices[i];
        float through = c->data ? (float)c->pos / (float)c->frames : 2;
        if (through > furthest) {
            furthest = through;
            v = c;
        }
    }
    pan = pan < -1 ? -1 : pan > 1 ? 1 : pan;
    float angle = (pan + 1) * 0.78539816f; /* equal power: cos and sin of 0 .. pi/2 */
    *v = (struct voice){.data = bell, .frames = frames, .pos = 0,
                        .left = loud * cosf(angle), .right = loud * sinf(angle)};
}

/* The crowd gain's aim for ringing bells struck within the last moment. */
static float crowd_target(int ringing)
{
    return ringing <= CROWD_FREE ? 1 : sqrtf((float)CROWD_FREE / (float)ringing);
}

void mixer_render(struct mixer *m, int16_t *out, int frames)
{
    /* the voices ringing at the block's start (none starts within it): at rest, none, so
     * the music alone costs anything */
    struct voice *ringing_now[MIXER_VOICES];
    int count = 0;
    for (int i = 0; i < MIXER_VOICES; i++)
        if (m->voices[i].data)
            ringing_now[count++] = &m->voices[i];
    for (int f = 0; f < frames; f++) {
        float l = 0, r = 0, ml = 0, mr = 0;
        int ringing = 0;
        for (int i = 0; i < count; i++) {
            struct voice *v = ringing_now[i];
            if (!v->data)
                continue;
            ringing += v->pos < m->young;
            float s = v->data[v->pos];
            l += s * v->left;
            r += s * v->right;
            if (++v->pos == v->frames)
                v->data = NULL;
        }
        for (int i = 0; i < MIXER_CUES; i++)
            tone_next(&m->cues[i], &l, &r);
        /* the music: ducked while a bell struck in the last moment rings */
        float music_aim = m->music_on ? (ringing > 0 ? MUSIC_DUCKED : 1) * MUSIC_LEVEL : 0;
        m->music_gain += (music_aim - m->music_gain) * (music_aim < m->music_gain ? m->music_down : m->music_up);
        if (m->music_on || m->music_gain > 1e-4f) {
            music_next(&m->music, &ml, &mr);
            l += ml * m->music_gain;
            r += mr * m->music_gain;
        }
        m->gain += (m->target - m->gain) * m->glide;
        float aim = crowd_target(ringing);
        m->crowd += (aim - m->crowd) * (aim < m->crowd ? m->crowd_down : m->crowd_up);
        l *= m->gain * m->crowd;
        r *= m->gain * m->crowd;
        float peak = fmaxf(fabsf(l), fabsf(r));
        float need = peak > LIMIT_LEVEL ? LIMIT_LEVEL / peak : 1;
        m->limit += (1 - m->limit) * m->recover;
        if (m->limit > need) /* down at once, exactly enough; back up slowly */
            m->limit = need;
        out[2 * f] = (int16_t)lrintf(l * m->limit * 32767);
        out[2 * f + 1] = (int16_t)lrintf(r * m->limit * 32767);
    }
    music_true(&m->music);
    for (int i = 0; i < MIXER_CUES; i++)
        tone_true(&m->cues[i]);
}
