/* boot.c: see boot.h. */
#include "game/boot.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/os.h"
#include "game/levels/builtin.h"
#include "game/files/progress.h"
#include "levelgen/check.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"

/* Asked without opening it: a FIFO there is not missing, and is refused by pack_read. */
static int missing(const char *path) { return os_kind(path) == OS_MISSING; }

/* The most levels named one line each as not played; the rest are counted. */
enum { UNPLAYABLE_SHOWN = 20 };

struct unplayable {
    const char *name;
    int count;
    carillon_line_fn *warn;
    void *ctx;
};

static void print_unplayable(void *ctx, const struct level *lv, const char *what)
{
    struct unplayable *u = ctx;
    if (++u->count > UNPLAYABLE_SHOWN)
        return;
    error_line line;
    error_fail(&line, "%s: level %d: %s; it is left out, and the levels after it move up", u->name, lv->number, what);
    u->warn(u->ctx, line.text);
}

/* Holds a pack the game did not grow itself to the rules make bakes by, as far as play
 * relies on them (check_playable): a level that fails is named and left out, the
 * others are played. 0, or 1 after a line when no level is left. */
static int keep_playable(struct pack *pack, const char *name, carillon_line_fn *warn, void *ctx)
{
    struct unplayable u = {name, 0, warn, ctx};
    int dropped = check_keep_playable(pack, print_unplayable, &u);
    error_line line;
    if (dropped > UNPLAYABLE_SHOWN) {
        error_fail(&line, "%s: ... and %d more levels not played", name, dropped - UNPLAYABLE_SHOWN);
        warn(ctx, line.text);
    }
    if (pack->count > 0)
        return 0;
    error_fail(&line, "%s: no level of it can be played", name);
    warn(ctx, line.text);
    return 1;
}

/* Why a day still to come cannot be played: when it opens (midnight UTC), and how long
 * until then, in hours the day before, in days within a month; a day further off by its
 * date ("opens on 1 January 2099"), which a count of days would not tell. Returns -1. */
static int not_yet(const char *date, int64_t day, error_line *err)
{
    static const char *const MONTHS[] = {"January", "February", "March",     "April",   "May",      "June",
                                         "July",    "August",   "September", "October", "November", "December"};
    int64_t wait = day * 86400 - (int64_t)time(NULL), hours = (wait + 3599) / 3600, days = (wait + 86399) / 86400;
    if (hours <= 24)
        return error_fail(err, "the daily level of %s opens at midnight UTC, in %" PRId64 " hour%s", date, hours,
                          hours == 1 ? "" : "s");
    if (days <= 31)
        return error_fail(err, "the daily level of %s opens at midnight UTC, in %" PRId64 " days", date, days);
    int year, month, dom;
    if (sscanf(date, "%d-%d-%d", &year, &month, &dom) != 3 || month < 1 || month > 12)
        return error_fail(err, "the daily level of %s is still to come", date);
    return error_fail(err, "the daily level of %s opens on %d %s %d, at midnight UTC", date, dom, MONTHS[month - 1],
                      year);
}

/* The one level a code or a day holds, played on its own over the pack (boot.h: own),
 * never as a pack of its own: its win is no record in the progress that could push the
 * pack's out. 0, or 1 after saying why it cannot be had. */
static int one_level(struct boot *b, struct options *o, carillon_line_fn *warn, void *ctx)
{
    error_line err, line;
    int status;
    bool named = o->code != NULL; /* the line names what it is about itself */
    if (o->code) {
        status = code_open(o->code, &b->single, &err);
    } else {
        int64_t day = daily_today(), today = day;
        status = o->daily_date ? daily_parse(o->daily_date, &day, &err) : 0;
        if (status == 0 && day > today) { /* its field is not to be had before its day */
            status = not_yet(o->daily_date, day, &err);
            named = true;
        }
        if (status == 0)
            status = daily_level(day, 2, &b->single, &err);
        o->daily_day = day;
    }
    if (status != 0) {
        error_fail(&line, "%s%s%s", named ? "" : options_name(o, "--daily"), named ? "" : ": ", err.text);
        warn(ctx, line.text);
        return 1;
    }
    b->has_single = true;
    return 0;
}

/* Reads the pack the options ask for; 0, or 1 after saying why it cannot be used. */
static int read_pack(struct boot *b, struct options *o, const char *baked, carillon_line_fn *warn, void *ctx)
{
    if ((o->code || o->daily) && one_level(b, o, warn, ctx) != 0)
        return 1;
    error_line err;
    int status;
    const char *name = o->pack ? o->pack : baked;
    if (!o->pack && missing(baked)) {
        error_fail(&err, "%s is missing (make bakes it from levels/carillon.json); playing the built-in practice levels",
                baked);
        warn(ctx, err.text);
        name = "the built-in levels";
        status = builtin_read(&b->pack, name, &err);
    } else {
        status = pack_read(name, &b->pack, &err);
        if (status == 0 && keep_playable(&b->pack, name, warn, ctx) != 0) {
            pack_free(&b->pack);
            return 1;
        }
    }
    if (status == 0 && o->level > b->pack.count) {
        /* a link's player has no file of the pack to be named */
        status = error_fail(&err, "%s%sthere is no level %d (the pack has %d)", o->link ? "" : name,
                            o->link ? "" : ": ", o->level, b->pack.count);
        pack_free(&b->pack);
    }
    if (status != 0)
        warn(ctx, err.text);
    return status != 0;
}

/* The player's progress and settings; anything wrong with them is said and set aside
 * (each line kept in notes, for the level select too), and the game goes on. Returns
 * how many notes there are. */
static int load_prefs(struct boot *b, const char *dir, const char *no_dir, carillon_line_fn *warn, void *ctx)
{
    int n = 0;
    if (!dir)
        snprintf(b->notes[n].text, sizeof b->notes[n].text, "%s", no_dir);
    if (!dir || prefs_open(&b->prefs, dir, &b->notes[n]) != 0) {
        size_t len = strlen(b->notes[n].text);
        snprintf(b->notes[n].text + len, sizeof b->notes[n].text - len, "; playing without saving");
        n++;
    }
    n += prefs_load_settings(&b->prefs, &b->settings, &b->notes[n]) != 0;
    n += prefs_load_save(&b->prefs, &b->save, &b->notes[n]) != 0;
    n += prefs_load_workshop(&b->prefs, &b->workshop_file, &b->notes[n]) != 0;
    n += prefs_load_daily(&b->prefs, &b->daily_log, &b->notes[n]) != 0;
    for (int i = 0; i < n; i++) {
        warn(ctx, b->notes[i].text);
        b->warnings[i] = b->notes[i].text;
    }
    return n;
}

struct boot *boot_load(const struct options *o, const char *baked, const char *dir, const char *no_dir,
                       carillon_line_fn *warn, void *ctx)
{
    struct boot *b = calloc(1, sizeof *b);
    if (!b) {
        warn(ctx, "out of memory for the game");
        return NULL;
    }
    b->opts = *o;
    if (!o->seeded && read_pack(b, &b->opts, baked, warn, ctx) != 0) {
        free(b);
        return NULL;
    }
    b->warning_count = load_prefs(b, dir, no_dir, warn, ctx);
    return b;
}

const struct options *boot_options(const struct boot *b) { return &b->opts; }

int boot_warnings(const struct boot *b) { return b->warning_count; }

void boot_free(struct boot *b)
{
    if (!b)
        return;
    save_free(&b->save);
    pack_free(&b->pack);
    free(b);
}
