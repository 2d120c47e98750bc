/* fuzz_pack: the level pack loader (pack_parse), and what the game and the tools then do
 * with whatever it accepts.
 *
 * Promises checked: a refused pack gives one line that names the file; an accepted one
 * holds only what pack.h promises (1 to 64 dots inside the field, known sizes and
 * notes, distinct solution taps below n), is written back by pack_format into text the
 * loader accepts and that formats to the same bytes again; and every accepted level can
 * be built into its chain graph, checked for fairness and played through the game's
 * rules with its stored solution without a crash (style.md: anything the loader
 * accepts must never later cause a crash). */
#include <stdlib.h>
#include <string.h>

#include "game/play/play.h"
#include "levelgen/geometry.h"
#include "levelgen/pack.h"

#include "fuzz.h"

static const char NAME[] = "fuzzed.json";

static void check_level(const struct level *lv, int number)
{
    fuzz_require(lv->number == number, "levels are numbered in order");
    fuzz_require(lv->n >= 1 && lv->n <= DOTSET_MAX, "1 to 64 dots");
    fuzz_require(lv->taps >= 1 && lv->taps <= lv->n, "taps within the dots");
    fuzz_require(lv->centibits >= 0, "bits are not negative");
    for (int i = 0; i < lv->n; i++) {
        const struct dot *d = &lv->dots[i];
        fuzz_require(d->size < SIZE_COUNT && d->note < NOTE_COUNT, "a known size and note");
        fuzz_require(dot_inside(d), "every dot inside the field");
    }
    dotset used = 0;
    for (int t = 0; t < lv->taps; t++) {
        fuzz_require(lv->solution[t] < lv->n, "solution taps are dots of the level");
        fuzz_require(!dotset_has(used, lv->solution[t]), "no dot tapped twice");
        used |= dotset_of(lv->solution[t]);
    }

    error_line err;
    if (field_check_fair(lv->dots, lv->n, &err) != 0)
        fuzz_expect_one_line(&err, NULL);
    static struct play p;
    play_start(&p, lv);
    for (int t = 0; t < lv->taps; t++) {
        play_tap(&p, lv->solution[t]);
        play_advance(&p, 250);
    }
    play_settle(&p);
    struct play_event ev;
    while (play_poll(&p, &ev))
        fuzz_require(ev.kind != EVENT_POP || (ev.dot >= 0 && ev.dot < lv->n), "pops are dots");
    fuzz_require(p.status != PLAY_ON || play_taps_left(&p) > 0 || p.standing == 0,
                 "a play out of taps is over");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct pack pack;
    error_line err;
    if (pack_parse((const char *)data, size, NAME, &pack, &err) != 0) {
        fuzz_expect_one_line(&err, "fuzzed.json: ");
        fuzz_require(pack.count == 0 && pack.levels == NULL, "a refused pack is left empty");
        return 0;
    }
    fuzz_require(pack.count >= 1 && pack.count <= PACK_MAX_LEVELS, "1 to 9999 levels");
    for (int i = 0; i < pack.count; i++)
        check_level(&pack.levels[i], i + 1);

    char *text = pack_format(&pack, &err);
    fuzz_require(text != NULL, "an accepted pack can be written");
    struct pack again;
    fuzz_require(pack_parse(text, strlen(text), NAME, &again, &err) == 0,
                 "what the writer writes, the loader reads");
    char *text2 = pack_format(&again, &err);
    fuzz_require(text2 && strcmp(text, text2) == 0, "writing is stable");
    fuzz_require(again.seed == pack.seed && again.count == pack.count, "the header survives");
    for (int i = 0; i < pack.count; i++)
        fuzz_require(memcmp(&again.levels[i], &pack.levels[i], sizeof pack.levels[i]) == 0,
                     "every level survives writing and reading");
    free(text);
    free(text2);
    pack_free(&again);
    pack_free(&pack);
    return 0;
}
