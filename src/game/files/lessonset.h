/* lessonset.h: the lessons the first levels teach (play/lessons.h teaches them), as
 * the settings keep the ones seen: a bit each, and a name each in the file
 * ("lessons_seen": ["tap", "chain"]). Here, below both, so the settings file and the
 * panel that shows them again reach the list going down.
 */
#ifndef GAME_LESSONSET_H
#define GAME_LESSONSET_H

enum lesson {
    LESSON_NONE = -1,
    LESSON_TAP,    /* level 1: a tap pops a dot, rings its bell and sends out a ring */
    LESSON_CHAIN,  /* level 2: a ring pops every dot it touches, and theirs go on */
    LESSON_BELL,   /* level 3: colour and mark choose only the bell */
    LESSON_FEWEST, /* level 4: clear the field in the fewest taps, par */
    LESSON_SIZES,  /* level 5: big, normal and small rings reach far, less, least */
    LESSON_HOLD,   /* level 6: hold a dot to see what its ring will pop */
    LESSON_UNDO,   /* level 7, once a tap is made: undo */
    LESSON_ZOOM,   /* level 2, beside the scale mark of a framed field: what "x1.9" means */
    LESSON_READ,   /* level 10: no ring reaches a chain start, so look for the dots none touches */
    LESSON_MARK,   /* level 11: a win in par with no dot held is marked read */
    LESSON_COUNT
};

/* Every lesson seen: the bits of lessons_seen. */
#define LESSONS_ALL ((1u << LESSON_COUNT) - 1)

/* A lesson's name in the settings file ("tap", "chain", ...), and back (LESSON_NONE
 * for a name no lesson has). */
const char *lesson_name(enum lesson l);
enum lesson lesson_named(const char *name);

#endif
