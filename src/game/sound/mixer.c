/* mixer.c: see mixer.h. */
#include "game/sound/mixer.h"

#include <math.h>
#include <stddef.h>

void mixer_init(struct mixer *m, int rate, float gain)
{
    *m = (struct mixer){.gain = gain, .target = gain, .limit = 1, .crowd = 1};
    m->young = (int)(CROWD_YOUNG_S * (float)rate);
    m->crowd_down = 1 - expf(-1.0f / (0.004f * (float)rate));
    m->crowd_up = 1 - expf(-1.0f / (0.6f * (float)rate));
    m->recover = 1 - expf(-1.0f / (0.25f * (float)rate));
    m->glide = 1 - expf(-1.0f / (0.005f * (float)rate));
}

void mixer_set_gain(struct mixer *m, float gain) { m->target = gain; }

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
    for (int f = 0; f < frames; f++) {
        float l = 0, r = 0;
        int ringing = 0;
        for (int i = 0; i < MIXER_VOICES; i++) {
            struct voice *v = &m->voices[i];
            if (!v->data)
                continue;
            ringing += v->pos < m->young;
            float s = v->data[v->pos];
            l += s * v->left;
            r += s * v->right;
            if (++v->pos == v->frames)
                v->data = NULL;
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
}
