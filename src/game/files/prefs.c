/* prefs.c: see prefs.h. */
#include "game/files/prefs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/clock.h"
#include "base/fileio.h"
#include "base/filelock.h"
#include "base/os.h"
#include "levelgen/daily.h"

/* How long a copy waits for another to finish its save before saying so and trying later. */
enum { PREFS_LOCK_WAIT_MS = 1000 };

static int join(char *out, const char *dir, const char *name, error_line *err)
{
    /* SDL's preference path ends in a separator: / or, on Windows, \\. */
    const char *slash = dir[0] && strchr("/\\", dir[strlen(dir) - 1]) ? "" : "/";
    if (snprintf(out, PREFS_PATH_MAX, "%s%s%s", dir, slash, name) >= PREFS_PATH_MAX)
        return error_fail(err, "%s: the path is too long", dir);
    return 0;
}

/* The stray temporary files of one player file (file_is_stray_of). */
struct strays {
    const char *dir, *file;
    bool remove; /* false: only looking */
    int found;
};

static void remove_stray(void *ctx, const char *name)
{
    struct strays *st = ctx;
    if (!file_is_stray_of(name, st->file))
        return;
    char path[PREFS_PATH_MAX];
    st->found++;
    if (st->remove && join(path, st->dir, name, NULL) == 0)
        os_remove(path);
}

/* A copy killed mid-write leaves its temporary file; one holding the file's lock knows
 * that no write of that file is under way, so every one there is stray. A lock not had
 * at once (a copy saving now, a read-only folder) leaves them for another start. */
static void remove_strays(const char *dir, const char *path, const char *file)
{
    struct strays st = {dir, file, false, 0};
    struct file_lock lock;
    if (os_each_name(dir, remove_stray, &st) != 0 || !st.found || file_lock(&lock, path, 0, NULL) != 0)
        return;
    st.remove = true;
    os_each_name(dir, remove_stray, &st);
    file_unlock(&lock);
}

int prefs_open(struct prefs *p, const char *dir, error_line *err)
{
    *p = (struct prefs){0};
    static const char *const names[] = {"progress.json", "settings.json", "workshop.json", "daily.json"};
    char *paths[] = {p->progress, p->settings, p->workshop, p->daily};
    for (int i = 0; i < 4; i++)
        if (join(paths[i], dir, names[i], err) != 0)
            return -1;
    for (int i = 0; i < 4; i++)
        remove_strays(dir, paths[i], names[i]);
    p->open = p->keep_progress = p->keep_settings = p->keep_workshop = p->keep_daily = true;
    return 0;
}

/* Moves the bad file at path aside, to NAME.damaged, NAME.damaged-2 .. -100, or when
 * all of those are taken to a new NAME.damaged-XXXXXX; note, which says why, gets where
 * it went too. Returns whether it moved. */
static bool move_aside(const char *path, error_line *note)
{
    error_line why = *note;
    char aside[PREFS_PATH_MAX + 32];
    int k = 1;
    for (; k <= 100; k++) {
        if (k == 1)
            snprintf(aside, sizeof aside, "%s.damaged", path);
        else
            snprintf(aside, sizeof aside, "%s.damaged-%d", path, k);
        if (os_kind(aside) == OS_MISSING)
            break;
    }
    if (k > 100) { /* a name no one has: made empty here, then the file renamed over it */
        snprintf(aside, sizeof aside, "%s.damaged-XXXXXX", path);
        FILE *made = os_create_unique(aside);
        if (!made) {
            error_fail(note, "%s; it cannot be moved aside (%s.damaged to -100 are taken, and %s), so it is left alone and not written over",
                    why.text, path, strerror(errno));
            return false;
        }
        fclose(made);
    }
    if (os_replace(path, aside) != 0) {
        int error = errno;
        if (k > 100)
            os_remove(aside);
        error_fail(note, "%s; it cannot be moved aside (%s), so it is left alone and not written over", why.text,
                strerror(error));
        return false;
    }
    error_fail(note, "%s; moved aside to %s, starting afresh", why.text, aside);
    return true;
}

/* The text of the file at path, or NULL: *status 0 when it is not there, 1 when it is
 * there but cannot be read (why in err). */
static char *read_text(const char *path, size_t max, size_t *len, int *status, error_line *err)
{
    *status = 0;
    if (os_kind(path) == OS_MISSING)
        return NULL;
    char *text = file_read(path, max, len, err);
    *status = text ? 0 : 1;
    return text;
}

typedef int parse_fn(const char *text, size_t len, const char *name, void *out, error_line *err);

/* Reads the file at path with parse into out (which the parser leaves at its defaults
 * when it fails): 0 when it was read or is not there, 1 when it is there but cannot be
 * used (why in note). */
static int read_parse(const char *path, size_t max, parse_fn *parse, void *out, error_line *note)
{
    size_t len;
    int status;
    char *text = read_text(path, max, &len, &status, note);
    if (text)
        status = parse(text, len, path, out, note) != 0;
    free(text);
    return status;
}

/* read_parse, for a caller holding the file's lock: a file that cannot be used is moved
 * aside. */
static int load(const char *path, size_t max, parse_fn *parse, void *out, bool *keep, error_line *note)
{
    int status = read_parse(path, max, parse, out, note);
    if (status)
        *keep = move_aside(path, note);
    return status;
}

static int parse_save(const char *text, size_t len, const char *name, void *out, error_line *err)
{
    return save_parse(text, len, name, out, err);
}

static int parse_settings(const char *text, size_t len, const char *name, void *out, error_line *err)
{
    return settings_parse(text, len, name, out, err);
}

/* Loads the file at path. A good file is read without the lock (writes are atomic, so
 * it is whole): a read-only folder is read as well as any. A file that cannot be used
 * is read again under the lock (another copy may have just replaced it) and moved aside;
 * when the lock cannot be had it is left alone for now, and not written over. */
static int load_checked(const char *path, size_t max, parse_fn *parse, void *out, bool *keep, bool *left,
                        error_line *note)
{
    /* Not a regular file: the player's or the system's, left as it is; through a link to
     * a regular file it is read all the same, but never written through. */
    const char *what = os_not_regular(path);
    if (what && *keep) {
        error_line ignored;
        if (file_is_regular(path))
            read_parse(path, max, parse, out, &ignored);
        error_fail(note, "%s: not a regular file (%s), so it is left as it is, and the game plays without saving it",
                path, what);
        *keep = false;
        *left = true;
        return 1;
    }
    if (!*keep || read_parse(path, max, parse, out, note) == 0)
        return 0;
    struct file_lock lock;
    error_line why;
    if (file_lock(&lock, path, PREFS_LOCK_WAIT_MS, &why) != 0) {
        error_line bad = *note;
        error_fail(note, "%s; it is left alone for now (%s)", bad.text, why.text);
        *keep = false;
        return 1;
    }
    int status = load(path, max, parse, out, keep, note);
    file_unlock(&lock);
    return status;
}

static int parse_workshop(const char *text, size_t len, const char *name, void *out, error_line *err)
{
    return workshopfile_parse(text, len, name, out, err);
}

static int parse_daily(const char *text, size_t len, const char *name, void *out, error_line *err)
{
    return daily_log_parse(text, len, name, out, err);
}

int prefs_load_save(struct prefs *p, struct save *out, error_line *note)
{
    *out = (struct save){0};
    return load_checked(p->progress, SAVE_MAX_BYTES, parse_save, out, &p->keep_progress, &p->left_progress,
                        note);
}

int prefs_load_settings(struct prefs *p, struct settings *out, error_line *note)
{
    *out = SETTINGS_DEFAULT;
    return load_checked(p->settings, SETTINGS_MAX_BYTES, parse_settings, out, &p->keep_settings,
                        &p->left_settings, note);
}

/* Under the file's lock, before writing it: reads what is there into out. A file that
 * cannot be used is moved aside (1, and note says so), even one that could not be moved
 * before (the player may have made room); while it still cannot be moved, this fails
 * with err set, and nothing is written over it. */
static int read_before_write(const char *path, size_t max, parse_fn *parse, void *out, bool *keep,
                             error_line *note, error_line *err)
{
    *keep = true;
    int status = load(path, max, parse, out, keep, note);
    if (*keep)
        return status;
    *err = *note;
    note->text[0] = '\0';
    return -1;
}

/* Merges what was read from the file at path (there) into value, before value is
 * written over it; note (never NULL: store passes its own) gets a line for the player
 * when more than a merge happens. */
typedef void merge_fn(const char *path, void *value, void *there, error_line *note);
typedef char *format_fn(const char *path, void *value, error_line *note, error_line *err);

/* One of the player's files as it is written: how large it may be, how it is read, how
 * what is there is merged in (NULL: this copy's is kept, the file there only checked)
 * and how it is written. */
struct kind {
    size_t max;
    parse_fn *parse;
    merge_fn *merge;
    format_fn *format;
    void (*written)(void *value); /* told once value is in the file, or NULL */
};

/* Writes value to path atomically under its lock: what is there is read into there first
 * (read_before_write, which moves aside a file that cannot be used, and fails while it
 * cannot be moved) and merged in. note may be NULL. */
static int store(const struct prefs *p, const char *path, bool *keep, bool *left, const struct kind *kind,
                 void *value, void *there, error_line *note, error_line *err)
{
    error_line ignored;
    if (!note)
        note = &ignored;
    note->text[0] = '\0';
    if (!p->open)
        return 0; /* no directory: said once at the start */
    if (*left && os_not_regular(path))
        return 0; /* left as it is: said at the start */
    *left = false;
    struct file_lock lock;
    if (file_lock(&lock, path, p->finishing ? PREFS_FINISH_WAIT_MS : PREFS_LOCK_WAIT_MS, err) != 0)
        return -1;
    int status = read_before_write(path, kind->max, kind->parse, there, keep, note, err);
    if (status == 0 && kind->merge)
        kind->merge(path, value, there, note);
    if (status >= 0) {
        char *text = kind->format(path, value, note, err);
        status = text ? file_write_atomic(path, text, strlen(text), err) : -1;
        free(text);
        if (status == 0 && kind->written)
            kind->written(value);
    }
    file_unlock(&lock);
    if (status >= 0 && p->stored)
        p->stored(p->stored_ctx, path);
    return status < 0 ? -1 : 0;
}

static void merge_save(const char *path, void *value, void *there, error_line *note)
{
    char forgot[sizeof note->text];
    save_merge(value, there, forgot, sizeof forgot);
    save_free(there);
    if (forgot[0])
        error_fail(note, "%s: %s", path, forgot);
}

/* Each copy's new fields get identities no other copy's have: its clock to the
 * nanosecond, where its memory lies, and the time of day. */
static void merge_workshop(const char *path, void *value, void *there, error_line *note)
{
    uint64_t seed = (uint64_t)(clock_seconds() * 1e9) ^ (uint64_t)(uintptr_t)value ^ (uint64_t)time(NULL) << 24;
    char lost[sizeof note->text];
    workshopfile_merge(value, there, seed, lost, sizeof lost);
    if (lost[0])
        error_fail(note, "%s: %s", path, lost);
}

static void workshop_done(void *value) { workshopfile_written(value); }

static void merge_daily(const char *path, void *value, void *there, error_line *note)
{
    int64_t first, last;
    int gone = daily_log_merge(value, there, &first, &last); /* another copy's days are kept too */
    if (gone) {
        char from[DAILY_DATE_SIZE], to[DAILY_DATE_SIZE];
        daily_format(first, from);
        daily_format(last, to);
        error_fail(note, "%s: with another copy's days, more than the %d days kept: %d of them (%s to %s) make way",
                   path, DAILY_LOG_DAYS, gone, from, to);
    }
}

/* The progress, made to fit its file first (save_fit), saying what that forgot after
 * what the merge said (which names the file), or naming the file itself. */
static char *format_save(const char *path, void *value, error_line *note, error_line *err)
{
    char forgot[sizeof note->text];
    save_fit(value, forgot, sizeof forgot);
    if (forgot[0]) {
        error_line before = *note;
        if (before.text[0])
            error_fail(note, "%s; %s", before.text, forgot);
        else
            error_fail(note, "%s: %s", path, forgot);
    }
    return save_format(value, err);
}

static char *format_settings(const char *path, void *value, error_line *note, error_line *err)
{
    (void)path, (void)note;
    return settings_format(value, err);
}

static char *format_workshop(const char *path, void *value, error_line *note, error_line *err)
{
    (void)path, (void)note;
    return workshopfile_format(value, err);
}

static char *format_daily(const char *path, void *value, error_line *note, error_line *err)
{
    (void)path, (void)note;
    return daily_log_format(value, err);
}

static void save_done(void *value) { save_written(value); }

/* A retried file's store: one that failed is kept, with why, for prefs_retry. */
static int kept(struct prefs *p, enum prefs_file f, void *value, int status, const error_line *why)
{
    p->unsaved[f] = status != 0 ? value : NULL;
    if (status != 0)
        p->why[f] = *why;
    return status;
}

int prefs_store_save(struct prefs *p, struct save *save, error_line *note, error_line *err)
{
    static const struct kind kind = {SAVE_MAX_BYTES, parse_save, merge_save, format_save, save_done};
    struct save disk = {0};
    error_line why;
    int status = store(p, p->progress, &p->keep_progress, &p->left_progress, &kind, save, &disk, note, &why);
    if (status != 0 && err)
        *err = why;
    return kept(p, PREFS_PROGRESS, save, status, &why);
}

bool prefs_unsaved(const struct prefs *p, enum prefs_file f) { return p->unsaved[f] != NULL; }

void prefs_progress_changed(struct prefs *p, struct save *save)
{
    if (!p->unsaved[PREFS_PROGRESS])
        p->why[PREFS_PROGRESS].text[0] = '\0';
    p->unsaved[PREFS_PROGRESS] = save;
}

int prefs_store_settings(struct prefs *p, const struct settings *s, error_line *err)
{
    static const struct kind kind = {SETTINGS_MAX_BYTES, parse_settings, NULL, format_settings, NULL};
    struct settings there;
    error_line why;
    int status = store(p, p->settings, &p->keep_settings, &p->left_settings, &kind, (void *)s, &there, NULL, &why);
    if (status != 0 && err)
        *err = why;
    return kept(p, PREFS_SETTINGS, (void *)s, status, &why);
}

int prefs_load_workshop(struct prefs *p, struct workshopfile *out, error_line *note)
{
    workshopfile_init(out);
    return load_checked(p->workshop, WORKSHOPFILE_MAX_BYTES, parse_workshop, out, &p->keep_workshop, &p->left_workshop,
                        note);
}

int prefs_load_daily(struct prefs *p, struct daily_log *out, error_line *note)
{
    out->count = 0;
    return load_checked(p->daily, DAILY_LOG_MAX_BYTES, parse_daily, out, &p->keep_daily, &p->left_daily, note);
}

int prefs_store_workshop(struct prefs *p, struct workshopfile *s, error_line *note, error_line *err)
{
    static const struct kind kind = {WORKSHOPFILE_MAX_BYTES, parse_workshop, merge_workshop, format_workshop, workshop_done};
    struct workshopfile there;
    workshopfile_init(&there); /* as it stays when there is no file yet */
    error_line why;
    int status = store(p, p->workshop, &p->keep_workshop, &p->left_workshop, &kind, s, &there, note, &why);
    if (status != 0 && err)
        *err = why;
    return kept(p, PREFS_WORKSHOP, s, status, &why);
}

int prefs_store_daily(struct prefs *p, struct daily_log *log, error_line *note, error_line *err)
{
    static const struct kind kind = {DAILY_LOG_MAX_BYTES, parse_daily, merge_daily, format_daily, NULL};
    struct daily_log there = {0};
    error_line why;
    int status = store(p, p->daily, &p->keep_daily, &p->left_daily, &kind, log, &there, note, &why);
    if (status != 0 && err)
        *err = why;
    return kept(p, PREFS_DAILY, log, status, &why);
}

/* Stores the retried file f again with the value last given; what more happened (the
 * store's note) is added to note, after what it holds. */
static int store_again(struct prefs *p, enum prefs_file f, error_line *note)
{
    void *value = p->unsaved[f];
    error_line one = {0};
    int status = 0;
    switch (f) {
    case PREFS_PROGRESS: status = prefs_store_save(p, value, &one, NULL); break;
    case PREFS_SETTINGS: status = prefs_store_settings(p, value, NULL); break;
    case PREFS_WORKSHOP: status = prefs_store_workshop(p, value, &one, NULL); break;
    case PREFS_DAILY: status = prefs_store_daily(p, value, &one, NULL); break;
    case PREFS_RETRIED: break;
    }
    if (one.text[0] && !note->text[0]) {
        *note = one;
    } else if (one.text[0]) { /* a second file's: both said, as one line */
        error_line before = *note;
        error_fail(note, "%s; %s", before.text, one.text);
    }
    return status;
}

uint64_t prefs_next_due(const struct prefs *p)
{
    for (int f = 0; f < PREFS_RETRIED; f++)
        if (p->unsaved[f])
            return p->retry_at; /* 0 until prefs_retry has set the time: at once */
    return UINT64_MAX;
}

void prefs_retry(struct prefs *p, uint64_t clock_ms, error_line *note)
{
    note->text[0] = '\0';
    uint64_t due = prefs_next_due(p);
    if (due == UINT64_MAX) {
        p->retry_at = 0;
    } else if (!due) {
        p->retry_at = clock_ms + PREFS_RETRY_MS; /* the first failure was just now */
    } else if (clock_ms >= due) {
        for (int f = 0; f < PREFS_RETRIED; f++)
            if (p->unsaved[f])
                store_again(p, (enum prefs_file)f, note);
        p->retry_at = clock_ms + PREFS_RETRY_MS;
    }
}

int prefs_finish(struct prefs *p, error_line *note, error_line *err)
{
    note->text[0] = '\0';
    p->finishing = true; /* the last try: worth a longer wait than a frame's */
    static const char *const names[PREFS_RETRIED] = {"progress.json", "settings.json", "workshop.json",
                                                     "daily.json"};
    error_line line;
    int status = 0;
    for (int f = 0; f < PREFS_RETRIED; f++) {
        if (!p->unsaved[f] || store_again(p, (enum prefs_file)f, note) == 0)
            continue;
        if (status == 0)
            error_fail(&line, "%s; %s", p->why[f].text,
                       f == PREFS_PROGRESS ? "the progress of this run is not saved" : "it is not saved");
        else /* the first file's line, and the others named after it */
            error_fail(&line, "%s (nor is %s)", line.text, names[f]);
        status = -1;
    }
    if (status != 0 && err)
        *err = line;
    return status;
}
