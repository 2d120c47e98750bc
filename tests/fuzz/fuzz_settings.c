/* fuzz_settings: the game's settings file loader (settings_parse).
 *
 * Promises checked: a refused file gives one line that names it and leaves the defaults;
 * an accepted one holds a volume of 0 to VOLUME_MAX, and is written back by
 * settings_format into text that reads back to the same settings (settings_same: the
 * volume, the lessons seen and every flag of the table, so a new setting is checked
 * too). */
#include <stdlib.h>
#include <string.h>

#include "game/files/settings.h"

#include "fuzz.h"

static const char NAME[] = "settings.json";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct settings s;
    error_line err;
    if (settings_parse((const char *)data, size, NAME, &s, &err) != 0) {
        fuzz_expect_one_line(&err, "settings.json: ");
        fuzz_require(settings_same(&s, &SETTINGS_DEFAULT), "a refused file leaves the defaults");
        return 0;
    }
    fuzz_require(s.volume >= 0 && s.volume <= VOLUME_MAX, "a volume of 0 to 100");
    char *text = settings_format(&s, &err);
    fuzz_require(text != NULL, "accepted settings can be written");
    struct settings again;
    fuzz_require(settings_parse(text, strlen(text), NAME, &again, &err) == 0,
                 "what the writer writes, the loader reads");
    fuzz_require(settings_same(&again, &s), "the settings survive writing and reading");
    free(text);
    return 0;
}
