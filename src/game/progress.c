/* progress.c: see progress.h. */
#include "progress.h"

#include <stdlib.h>

int progress_new(struct progress *pr, int count, lg_err *err)
{
    pr->count = count;
    pr->best = calloc(count > 0 ? (size_t)count : 1, sizeof *pr->best);
    if (!pr->best)
        return lg_fail(err, "out of memory for the progress of %d levels", count);
    return 0;
}

void progress_free(struct progress *pr)
{
    free(pr->best);
    pr->best = NULL;
}

void progress_won(struct progress *pr, int level, int taps)
{
    if (level < 1 || level > pr->count)
        return;
    int *best = &pr->best[level - 1];
    if (*best == 0 || taps < *best)
        *best = taps;
}

int progress_first_open(const struct progress *pr)
{
    for (int i = 0; i < pr->count; i++)
        if (pr->best[i] == 0)
            return i + 1;
    return pr->count;
}
