/* result.c: see result.h. */
#include "game/files/result.h"

#include <stdio.h>

struct result result_of(int taps, int par, bool helped, bool previewed)
{
    return (struct result){.taps = taps, .helped = helped, .read = !helped && !previewed && taps <= par};
}

enum result_kind result_kind(struct result r, int par)
{
    if (r.taps <= 0)
        return RESULT_NONE;
    if (r.helped)
        return RESULT_HELPED;
    if (r.taps > par)
        return RESULT_OVER;
    return r.read ? RESULT_READ : RESULT_PAR;
}

bool result_better(struct result a, struct result b)
{
    if ((a.taps > 0) != (b.taps > 0))
        return a.taps > 0;
    if (a.taps <= 0)
        return false;
    if (a.read != b.read)
        return a.read;
    if (a.helped != b.helped)
        return !a.helped;
    return a.taps < b.taps;
}

static const char *const HEADLINES[] = {
    [RESULT_NONE] = "", [RESULT_HELPED] = "Helped", [RESULT_OVER] = "Over par", [RESULT_PAR] = "Par",
    [RESULT_READ] = "Read"};
static const char *const WORDS[] = {
    [RESULT_NONE] = "", [RESULT_HELPED] = "helped", [RESULT_OVER] = "over par", [RESULT_PAR] = "par",
    [RESULT_READ] = "read"};

const char *result_headline(enum result_kind k) { return HEADLINES[k]; }
const char *result_word(enum result_kind k) { return WORDS[k]; }

void result_words(struct result r, int par, char *out, size_t n)
{
    switch (result_kind(r, par)) {
    case RESULT_READ: snprintf(out, n, "par, read"); break;
    case RESULT_PAR: snprintf(out, n, "par"); break;
    case RESULT_OVER: snprintf(out, n, "%d over par", r.taps - par); break;
    case RESULT_HELPED: snprintf(out, n, "helped, %d tap%s (par %d)", r.taps, r.taps == 1 ? "" : "s", par); break;
    case RESULT_NONE: snprintf(out, n, "not won"); break;
    }
}
