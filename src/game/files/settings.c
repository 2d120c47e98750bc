/* settings.c: see settings.h. */
#include "game/files/settings.h"

#include "base/json.h"
#include "game/carillon.h"
#include "game/files/lessonset.h"

static const char FORMAT_NAME[] = "carillon-settings";

const struct settings SETTINGS_DEFAULT = {
    .volume = 80, .mute = false, .fullscreen = false, .reduced_motion = false, .shape_marks = true,
    .whole_chains = false, .music = true, .lessons_seen = 0};

const struct settings_flag_row SETTINGS_FLAGS_TABLE[SETTINGS_FLAGS] = {
    [SETTING_MUTE] = {"mute", offsetof(struct settings, mute), "Sound", true, "on", "on", "off", CARILLON_MUTE},
    [SETTING_MUSIC] = {"music", offsetof(struct settings, music), "Music", false, "on", "on", "off", CARILLON_MUSIC},
    [SETTING_FULLSCREEN] = {"fullscreen", offsetof(struct settings, fullscreen), "Full screen", false, "on", "on",
                            "off", CARILLON_FULLSCREEN},
    [SETTING_REDUCED_MOTION] = {"reduced_motion", offsetof(struct settings, reduced_motion), "Reduced motion", false,
                                "on: chains resolve at once", "on", "off", -1},
    [SETTING_SHAPE_MARKS] = {"shape_marks", offsetof(struct settings, shape_marks), "Shape marks", false, "on", "on",
                             "off", -1},
    [SETTING_WHOLE_CHAINS] = {"whole_chains", offsetof(struct settings, whole_chains), "Show whole chains", false,
                              "on: counts as help", "on", "off", -1},
};

bool *settings_flag_ref(struct settings *s, enum settings_flag f)
{
    return (bool *)((char *)s + SETTINGS_FLAGS_TABLE[f].at);
}

bool settings_flag_is(const struct settings *s, enum settings_flag f)
{
    return *(const bool *)((const char *)s + SETTINGS_FLAGS_TABLE[f].at);
}

bool settings_same(const struct settings *a, const struct settings *b)
{
    for (int f = 0; f < SETTINGS_FLAGS; f++)
        if (settings_flag_is(a, (enum settings_flag)f) != settings_flag_is(b, (enum settings_flag)f))
            return false;
    return a->volume == b->volume && a->lessons_seen == b->lessons_seen;
}

/* A key left out keeps its default, so a file written before a setting was added is
 * not damaged; a key that is there must be right. */
static bool given(const cJSON *root, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(root, key) != NULL;
}

/* The lessons seen, by name: each a lesson's, once. */
static int read_lessons(struct json_reader *rd, const cJSON *root, unsigned *seen)
{
    const cJSON *list = json_array(rd, root, "lessons_seen"), *item;
    if (!list)
        return -1;
    cJSON_ArrayForEach(item, list) {
        enum lesson l = cJSON_IsString(item) ? lesson_named(item->valuestring) : LESSON_NONE;
        if (l == LESSON_NONE || (*seen >> l & 1u)) {
            char quoted[ERROR_SHOWN_MAX];
            return json_bad(rd, "\"lessons_seen\" holds %s%s%s, not a lesson's name met once",
                            cJSON_IsString(item) ? "\"" : "",
                            cJSON_IsString(item) ? error_shown(item->valuestring, quoted) : "something else",
                            cJSON_IsString(item) ? "\"" : "");
        }
        *seen |= 1u << l;
    }
    return 0;
}

static int read_settings(struct json_reader *rd, const cJSON *root, void *out)
{
    struct settings *s = out;
    int version;
    if (json_header_of(rd, root, FORMAT_NAME, SETTINGS_OLDEST, SETTINGS_VERSION, &version) != 0)
        return -1;
    if (given(root, "volume") && json_int(rd, root, "volume", 0, VOLUME_MAX, &s->volume) != 0)
        return -1;
    for (int f = 0; f < SETTINGS_FLAGS; f++) {
        const char *key = SETTINGS_FLAGS_TABLE[f].key;
        if (given(root, key) && json_bool(rd, root, key, settings_flag_ref(s, (enum settings_flag)f)) != 0)
            return -1;
    }
    return version >= 2 && given(root, "lessons_seen") ? read_lessons(rd, root, &s->lessons_seen) : 0;
}

int settings_parse(const char *text, size_t len, const char *name, struct settings *s, error_line *err)
{
    struct settings read = SETTINGS_DEFAULT;
    int status = json_read_text(text, len, SETTINGS_MAX_BYTES, name, read_settings, &read, err);
    *s = status == 0 ? read : SETTINGS_DEFAULT;
    return status;
}

char *settings_format(const struct settings *s, error_line *err)
{
    bool ok = true;
    cJSON *root = json_begin(&ok, FORMAT_NAME, SETTINGS_VERSION);
    json_attach(&ok, root, "volume", cJSON_CreateNumber(s->volume));
    for (int f = 0; f < SETTINGS_FLAGS; f++)
        json_attach(&ok, root, SETTINGS_FLAGS_TABLE[f].key, cJSON_CreateBool(settings_flag_is(s, (enum settings_flag)f)));
    cJSON *seen = json_attach(&ok, root, "lessons_seen", cJSON_CreateArray());
    for (int l = 0; l < LESSON_COUNT; l++)
        if (s->lessons_seen >> l & 1u)
            json_attach(&ok, seen, NULL, cJSON_CreateString(lesson_name((enum lesson)l)));
    return json_finish(root, ok, "the settings", err);
}
