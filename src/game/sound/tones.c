/* tones.c: see tones.h. */
#include "game/sound/tones.h"

#include <math.h>

void tone_start(struct tone *t, double hz, const struct tone_shape *shape, float loud, float pan, int rate)
{
    *t = (struct tone){.on = true};
    for (int k = 0; k < TONE_PARTIALS && shape->ratio[k] > 0; k++) {
        double w = 2 * 3.14159265358979 * hz * shape->ratio[k] / rate;
        if (w >= 3.14159265358979) /* above half the rate: it would alias */
            break;
        t->cw[k] = (float)cos(w);
        t->sw[k] = (float)sin(w);
        t->c[k] = 1;
        t->level[k] = shape->level[k];
        t->partials = k + 1;
    }
    pan = pan < -1 ? -1 : pan > 1 ? 1 : pan;
    float angle = (pan + 1) * 0.78539816f; /* equal power, as the mixer pans bells */
    t->left = loud * cosf(angle);
    t->right = loud * sinf(angle);
    t->attack = (int)(shape->attack_s * (float)rate) + 1;
    t->held = t->attack + (int)(shape->hold_s * (float)rate);
    int release = (int)(shape->release_s * (float)rate) + 1;
    t->end = t->held + release;
    t->rise = 1.0f / (float)t->attack;
    t->fall = expf(logf(0.001f) / (float)release); /* -60 dB over the release */
}

void tone_next(struct tone *t, float *l, float *r)
{
    if (!t->on)
        return;
    if (t->pos < t->attack)
        t->env += t->rise;
    else if (t->pos >= t->held)
        t->env *= t->fall;
    float sum = 0;
    for (int k = 0; k < t->partials; k++) {
        float c = t->c[k], s = t->s[k];
        t->c[k] = c * t->cw[k] - s * t->sw[k];
        t->s[k] = s * t->cw[k] + c * t->sw[k];
        sum += t->s[k] * t->level[k];
    }
    sum *= t->env;
    *l += sum * t->left;
    *r += sum * t->right;
    if (++t->pos >= t->end)
        t->on = false;
}

void tone_true(struct tone *t)
{
    for (int k = 0; k < t->partials; k++) {
        float n = sqrtf(t->c[k] * t->c[k] + t->s[k] * t->s[k]);
        if (n > 0) {
            t->c[k] /= n;
            t->s[k] /= n;
        }
    }
}
