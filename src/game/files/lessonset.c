/* lessonset.c: see lessonset.h. */
#include "game/files/lessonset.h"

#include <string.h>

static const char *const NAMES[LESSON_COUNT] = {
    [LESSON_TAP] = "tap",     [LESSON_CHAIN] = "chain", [LESSON_BELL] = "bell",      [LESSON_FEWEST] = "fewest",
    [LESSON_SIZES] = "sizes", [LESSON_HOLD] = "hold",   [LESSON_UNDO] = "undo",      [LESSON_ZOOM] = "zoom",
    [LESSON_READ] = "read",   [LESSON_MARK] = "read_mark",
};

const char *lesson_name(enum lesson l) { return l >= 0 && l < LESSON_COUNT ? NAMES[l] : ""; }

enum lesson lesson_named(const char *name)
{
    for (int l = 0; l < LESSON_COUNT; l++)
        if (strcmp(NAMES[l], name) == 0)
            return (enum lesson)l;
    return LESSON_NONE;
}
