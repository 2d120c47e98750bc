/* lessons.c: see lessons.h. */
#include "game/play/lessons.h"

#include <stdio.h>
#include <string.h>

#include "game/keymap.h"

static const struct {
    int level;
    enum lesson_light light;
} LESSONS[LESSON_COUNT] = {
    [LESSON_TAP] = {1, LIGHT_DOT},
    [LESSON_CHAIN] = {2, LIGHT_CHAIN},
    [LESSON_BELL] = {3, LIGHT_CHAIN},
    [LESSON_FEWEST] = {4, LIGHT_TAPS},
    [LESSON_SIZES] = {5, LIGHT_REACHES},
    [LESSON_HOLD] = {6, LIGHT_DOT},
    [LESSON_UNDO] = {7, LIGHT_TAKEN},
    [LESSON_ZOOM] = {2, LIGHT_MARK},
    [LESSON_READ] = {10, LIGHT_NONE},
    [LESSON_MARK] = {11, LIGHT_NONE},
};

enum lesson lesson_of_level(int level)
{
    for (int l = 0; l < LESSON_COUNT; l++)
        if (l != LESSON_ZOOM && LESSONS[l].level == level)
            return (enum lesson)l;
    return LESSON_NONE;
}

enum lesson_light lesson_light(enum lesson l) { return l >= 0 && l < LESSON_COUNT ? LESSONS[l].light : LIGHT_NONE; }

static bool seen(const struct lessons *ls, enum lesson l) { return (*ls->seen >> l) & 1u; }

void lessons_begin(struct lessons *ls, unsigned *seen_bits, int level, bool single)
{
    *ls = (struct lessons){.seen = seen_bits, .level = single ? 0 : level};
}

/* Marks l seen; whether that changed anything. */
static bool mark(struct lessons *ls, enum lesson l)
{
    if (l == LESSON_NONE || seen(ls, l))
        return false;
    *ls->seen |= 1u << l;
    return true;
}

enum lesson lessons_showing(const struct lessons *ls)
{
    enum lesson l = lesson_of_level(ls->level);
    if (l == LESSON_NONE || seen(ls, l)) /* seen: its point made, here or before */
        return LESSON_NONE;
    if (l == LESSON_UNDO && !ls->tapped) /* nothing to take back yet */
        return LESSON_NONE;
    return l;
}

bool lessons_zoom_showing(const struct lessons *ls)
{
    return ls->level == LESSONS[LESSON_ZOOM].level && !seen(ls, LESSON_ZOOM);
}

bool lessons_event(struct lessons *ls, enum lesson_event e)
{
    enum lesson l = lessons_showing(ls);
    bool zoom = lessons_zoom_showing(ls);
    bool point = false; /* the lesson showing has made its point */
    switch (e) {
    case LESSON_TAPPED: ls->tapped = true; break;
    case LESSON_RETRIED: ls->tapped = false; break;
    case LESSON_HELD: point = l == LESSON_HOLD; break;
    case LESSON_UNDONE: point = l == LESSON_UNDO; break;
    case LESSON_WON: point = true; break;
    }
    bool changed = point && mark(ls, l);
    if (e == LESSON_WON && zoom)
        changed |= mark(ls, LESSON_ZOOM);
    return changed;
}

/* A chain start of the level's answer still standing: the first tap of the answer,
 * when the field is as it began; else the first answer dot that stands. */
static int answer_dot(const struct play *p)
{
    for (int k = 0; k < p->level->taps; k++)
        if (dotset_has(p->standing, p->level->solution[k]))
            return p->level->solution[k];
    return -1;
}

int lesson_dots(enum lesson l, const struct play *p, int dots[SIZE_COUNT])
{
    int n = 0, i;
    switch (lesson_light(l)) {
    case LIGHT_DOT:
    case LIGHT_CHAIN:
        if ((dots[0] = answer_dot(p)) >= 0)
            n = 1;
        break;
    case LIGHT_REACHES:
        for (int size = SIZE_COUNT - 1; size >= 0; size--)
            for (DOTSET_EACH(i, p->standing, rest))
                if (p->level->dots[i].size == size) {
                    dots[n++] = i;
                    break;
                }
        break;
    case LIGHT_TAKEN:
        if (p->taps_used > 0)
            dots[n++] = p->taps[p->taps_used - 1];
        break;
    default: break;
    }
    return n;
}

void lesson_words(enum lesson l, const struct play *p, bool pad, bool touch, float zoom, char *out, size_t n)
{
    switch (l) {
    case LESSON_TAP: snprintf(out, n, "Tap a dot: it pops, rings its bell and sends out a ring"); break;
    case LESSON_CHAIN:
        snprintf(out, n, "A ring pops every dot it touches, and each of those rings on: a chain");
        break;
    case LESSON_BELL:
        snprintf(out, n, "Colour and mark choose only the bell: a ring pops every dot it touches");
        break;
    case LESSON_FEWEST:
        /* the first level with taps to spare for a wrong one: par matters, and shows */
        snprintf(out, n, "Par is %d: the pips up top are the taps you have left", p->level->taps);
        break;
    case LESSON_SIZES:
        snprintf(out, n, "Big dots send the widest rings, small dots the shortest");
        break;
    case LESSON_HOLD:
        keymap_words(pad ? "Hold {hold} on a dot to see its ring and what it pops; {back} lets go"
                         : "Hold a dot to see its ring and what it pops; slide off to let go",
                     pad, out, n);
        break;
    case LESSON_UNDO:
        keymap_words(touch && !pad ? "Undo takes back the last tap; it still counts until you restart"
                                   : "{undo} takes back the last tap; it still counts until you restart",
                     pad, out, n);
        break;
    case LESSON_READ:
        snprintf(out, n, "No ring reaches a chain start: find the dots no ring touches. Par: how many");
        break;
    case LESSON_MARK:
        snprintf(out, n, "Win in par without holding a dot and the level is marked read: the best mark");
        break;
    case LESSON_ZOOM:
        snprintf(out, n, "This field is shown \xc3\x97%.1f: the small map is the whole of it", (double)zoom);
        break;
    default: snprintf(out, n, "%s", ""); break;
    }
}
