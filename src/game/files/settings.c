/* settings.c: see settings.h. */
#include "game/files/settings.h"

#include "base/json.h"
#include "game/play/lessons.h"

static const char FORMAT_NAME[] = "carillon-settings";

const struct settings SETTINGS_DEFAULT = {
    .volume = 80, .mute = false, .fullscreen = false, .reduced_motion = false, .shape_marks = true,
    .lessons_seen = 0};

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
    const struct {
        const char *key;
        bool *value;
    } flags[] = {{"mute", &s->mute},
                 {"fullscreen", &s->fullscreen},
                 {"reduced_motion", &s->reduced_motion},
                 {"shape_marks", &s->shape_marks}};
    if (given(root, "volume") && json_int(rd, root, "volume", 0, VOLUME_MAX, &s->volume) != 0)
        return -1;
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        if (given(root, flags[i].key) && json_bool(rd, root, flags[i].key, flags[i].value) != 0)
            return -1;
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
    json_attach(&ok, root, "mute", cJSON_CreateBool(s->mute));
    json_attach(&ok, root, "fullscreen", cJSON_CreateBool(s->fullscreen));
    json_attach(&ok, root, "reduced_motion", cJSON_CreateBool(s->reduced_motion));
    json_attach(&ok, root, "shape_marks", cJSON_CreateBool(s->shape_marks));
    cJSON *seen = json_attach(&ok, root, "lessons_seen", cJSON_CreateArray());
    for (int l = 0; l < LESSON_COUNT; l++)
        if (s->lessons_seen >> l & 1u)
            json_attach(&ok, seen, NULL, cJSON_CreateString(lesson_name((enum lesson)l)));
    return json_finish(root, ok, "the settings", err);
}
