/* prefs.c: see prefs.h. */
#include "prefs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/fileio.h"
#include "base/os.h"

static int join(char *out, const char *dir, const char *name, lg_err *err)
{
    /* SDL's preference path ends in a separator: / or, on Windows, \\. */
    const char *slash = dir[0] && strchr("/\\", dir[strlen(dir) - 1]) ? "" : "/";
    if (snprintf(out, PREFS_PATH_MAX, "%s%s%s", dir, slash, name) >= PREFS_PATH_MAX)
        return lg_fail(err, "%s: the path is too long", dir);
    return 0;
}

int prefs_open(struct prefs *p, const char *dir, lg_err *err)
{
    *p = (struct prefs){0};
    int status = join(p->progress, dir, "progress.json", err) == 0 &&
                         join(p->settings, dir, "settings.json", err) == 0
                     ? 0
                     : -1;
    p->keep_progress = p->keep_settings = status == 0;
    return status;
}

/* Moves the bad file at path aside; note, which says why, gets where it went too.
 * Returns whether it moved. */
static bool move_aside(const char *path, lg_err *note)
{
    lg_err why = *note;
    char aside[PREFS_PATH_MAX + 32];
    for (int k = 1; k <= 100; k++) {
        if (k == 1)
            snprintf(aside, sizeof aside, "%s.damaged", path);
        else
            snprintf(aside, sizeof aside, "%s.damaged-%d", path, k);
        if (os_kind(aside) != OS_MISSING)
            continue;
        if (os_replace(path, aside) != 0)
            break;
        lg_fail(note, "%s; moved aside to %s, starting afresh", why.text, aside);
        return true;
    }
    lg_fail(note, "%s; it cannot be moved aside (%s), so it is left alone and nothing will be saved there",
            why.text, strerror(errno));
    return false;
}

/* The text of the file at path, or NULL: *status 0 when it is not there, 1 when it is
 * there but cannot be read (why in err). */
static char *read_text(const char *path, size_t max, size_t *len, int *status, lg_err *err)
{
    *status = 0;
    if (os_kind(path) == OS_MISSING)
        return NULL;
    char *text = file_read(path, max, len, err);
    *status = text ? 0 : 1;
    return text;
}

typedef int parse_fn(const char *text, size_t len, const char *name, void *out, lg_err *err);

/* Reads the file at path with parse into out (which the parser leaves at its defaults
 * when it fails); a file that is there but cannot be used is moved aside. */
static int load(const char *path, size_t max, parse_fn *parse, void *out, bool *keep, lg_err *note)
{
    if (!*keep)
        return 0;
    size_t len;
    int status;
    char *text = read_text(path, max, &len, &status, note);
    if (!text && !status)
        return 0;
    if (text)
        status = parse(text, len, path, out, note) != 0;
    free(text);
    if (status)
        *keep = move_aside(path, note);
    return status;
}

static int parse_save(const char *text, size_t len, const char *name, void *out, lg_err *err)
{
    return save_parse(text, len, name, out, err);
}

static int parse_settings(const char *text, size_t len, const char *name, void *out, lg_err *err)
{
    return settings_parse(text, len, name, out, err);
}

int prefs_load_save(struct prefs *p, struct save *out, lg_err *note)
{
    *out = (struct save){0};
    return load(p->progress, SAVE_MAX_BYTES, parse_save, out, &p->keep_progress, note);
}

int prefs_load_settings(struct prefs *p, struct settings *out, lg_err *note)
{
    *out = SETTINGS_DEFAULT;
    return load(p->settings, SETTINGS_MAX_BYTES, parse_settings, out, &p->keep_settings, note);
}

static int store(const char *path, bool keep, char *text, lg_err *err)
{
    int status = -1;
    if (text)
        status = keep ? file_write_atomic(path, text, strlen(text), err) : 0;
    free(text);
    return status;
}

int prefs_store_save(struct prefs *p, struct save *save, lg_err *note, lg_err *err)
{
    note->text[0] = '\0';
    struct save disk;
    if (prefs_load_save(p, &disk, note) == 0) {
        char forgot[sizeof note->text];
        save_merge(save, &disk, forgot, sizeof forgot);
        if (forgot[0])
            lg_fail(note, "%s: %s", p->progress, forgot);
    }
    save_free(&disk);
    return store(p->progress, p->keep_progress, save_format(save, err), err);
}

int prefs_store_settings(const struct prefs *p, const struct settings *s, lg_err *err)
{
    return store(p->settings, p->keep_settings, settings_format(s, err), err);
}
