/* fuzz_save: the game's save file loader (save_parse), and what the game then does with
 * whatever it accepts.
 *
 * Promises checked: a refused save gives one line that names the file and leaves the
 * save empty; an accepted one holds at most SAVE_ROOM packs of 1 to 9999 levels,
 * taps of 1 to 64 for the levels won and no more endless levels than the limit; it is
 * written back by save_format into text the loader accepts and that formats to the same
 * bytes again; and choosing the built-in pack's progress from it (as the game does at
 * start, carrying progress over or forgetting the oldest pack) gives progress for that
 * pack that can be written and read again. */
#include <stdlib.h>
#include <string.h>

#include "game/levels/builtin.h"
#include "game/files/save.h"

#include "fuzz.h"

static const char NAME[] = "progress.json";

static void check_progress(const struct progress *pr)
{
    fuzz_require(pr->count >= 1 && pr->count <= PACK_MAX_LEVELS, "1 to 9999 levels");
    fuzz_require(pr->endless >= 0 && pr->endless <= PROGRESS_MAX_ENDLESS, "endless in range");
    for (int i = 0; i < pr->count; i++)
        fuzz_require(pr->best[i].taps >= 0 && pr->best[i].taps <= DOTSET_MAX, "taps of 0 to 64");
    int first = progress_first_open(pr);
    fuzz_require(first >= 1 && first <= pr->count, "the first open level is a level");
    fuzz_require(progress_open(pr, 1), "level 1 is always open");
}

/* Formats save, reads it back, and formats that again: the same bytes. */
static void check_round_trip(const struct save *save)
{
    error_line err;
    char *text = save_format(save, &err);
    fuzz_require(text != NULL, "an accepted save can be written");
    struct save again;
    fuzz_require(save_parse(text, strlen(text), NAME, &again, &err) == 0,
                 "what the writer writes, the loader reads");
    char *text2 = save_format(&again, &err);
    fuzz_require(text2 && strcmp(text, text2) == 0, "writing is stable");
    fuzz_require(again.count == save->count, "every pack survives");
    free(text);
    free(text2);
    save_free(&again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct pack builtin;
    error_line err;
    if (!builtin.count &&
        pack_parse(BUILTIN_PACK, strlen(BUILTIN_PACK), "builtin", &builtin, &err) != 0)
        abort();

    struct save save;
    if (save_parse((const char *)data, size, NAME, &save, &err) != 0) {
        fuzz_expect_one_line(&err, "progress.json: ");
        fuzz_require(save.count == 0 && save.packs == NULL, "a refused save is left empty");
        return 0;
    }
    fuzz_require(save.count >= 0 && save.count <= SAVE_ROOM, "at most 1024 packs");
    for (int i = 0; i < save.count; i++)
        check_progress(&save.packs[i]);
    check_round_trip(&save);

    char note[512];
    struct progress *pr = save_progress_for(&save, &builtin, note, sizeof note, &err);
    fuzz_require(pr == &save.packs[0], "the pack in play comes first");
    fuzz_require(pr->count == builtin.count && pr->pack_id == progress_pack_id(&builtin),
                 "the progress is the built-in pack's");
    fuzz_require(strchr(note, '\n') == NULL, "the note is one line");
    check_progress(pr);
    progress_won(pr, 1, (struct result){builtin.levels[0].taps, false, false});
    check_round_trip(&save);
    save_free(&save);
    return 0;
}
