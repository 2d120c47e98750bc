/* boot.c: see boot.h. */
#include "boot.h"

#include <stdio.h>
#include <string.h>

#include "assets.h"
#include "base/os.h"
#include "game/levels/builtin.h"
#include "game/files/progress.h"
#include "levelgen/check.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"
#include "prefdir.h"

/* Asked without opening it: a FIFO there is not missing, and is refused by pack_read. */
static int missing(const char *path) { return os_kind(path) == OS_MISSING; }

/* The most levels named one line each as not played; the rest are counted. */
enum { UNPLAYABLE_SHOWN = 20 };

struct unplayable {
    const char *name;
    int count;
    say_fn *warn;
    void *ctx;
};

static void print_unplayable(void *ctx, const struct level *lv, const char *what)
{
    struct unplayable *u = ctx;
    if (++u->count > UNPLAYABLE_SHOWN)
        return;
    lg_err line;
    lg_fail(&line, "%s: level %d: %s; it is left out, and the levels after it move up", u->name, lv->number, what);
    u->warn(u->ctx, line.text);
}

/* Holds a pack the game did not grow itself to the rules make bakes by, as far as play
 * relies on them (check_playable): a level that fails is named and left out, the
 * others are played. 0, or 1 after a line when no level is left. */
static int keep_playable(struct pack *pack, const char *name, say_fn *warn, void *ctx)
{
    struct unplayable u = {name, 0, warn, ctx};
    int dropped = check_keep_playable(pack, print_unplayable, &u);
    lg_err line;
    if (dropped > UNPLAYABLE_SHOWN) {
        lg_fail(&line, "%s: ... and %d more levels not played", name, dropped - UNPLAYABLE_SHOWN);
        warn(ctx, line.text);
    }
    if (pack->count > 0)
        return 0;
    lg_fail(&line, "%s: no level of it can be played", name);
    warn(ctx, line.text);
    return 1;
}

/* The one level a code or a day holds, as a pack, played at once (o->level becomes 1);
 * 0, or 1 after saying why it cannot be had. */
static int one_level(struct boot *b, struct options *o, say_fn *warn, void *ctx)
{
    struct level lv;
    lg_err err, line;
    int status;
    if (o->code) {
        status = code_open(o->code, &lv, &err);
    } else {
        int64_t day = daily_today();
        status = o->daily_date ? daily_parse(o->daily_date, &day, &err) : 0;
        if (status == 0)
            status = daily_level(day, 2, &lv, &err);
        o->daily_day = day;
    }
    if (status != 0 || pack_alloc(&b->pack, 1, &err) != 0) {
        lg_fail(&line, "%s%s", o->code ? "" : "--daily: ", err.text);
        warn(ctx, line.text);
        return 1;
    }
    b->pack.levels[0] = lv;
    /* Its progress is filed under a seed of its own, so no two codes or days share it. */
    b->pack.seed = progress_pack_id(&b->pack) & ((1ull << 53) - 1);
    o->level = 1;
    return 0;
}

/* Reads the pack the options ask for; 0, or 1 after saying why it cannot be used. */
static int read_pack(struct boot *b, struct options *o, say_fn *warn, void *ctx)
{
    if (o->code || o->daily)
        return one_level(b, o, warn, ctx);
    static char baked[4096];
    lg_err err;
    int status;
    const char *name = o->pack;
    if (!name) {
        assets_find("levels.json", baked, sizeof baked);
        name = baked;
    }
    if (!o->pack && missing(baked)) {
        lg_fail(&err, "%s is missing (make bakes it from levels/carillon.json); playing the built-in practice levels",
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
        status = lg_fail(&err, "%s: there is no level %d (the pack has %d)", name, o->level,
                         b->pack.count);
        pack_free(&b->pack);
    }
    if (status != 0)
        warn(ctx, err.text);
    return status != 0;
}

/* The player's progress and settings; anything wrong with them is said and set aside
 * (each line kept in notes, for the level select too), and the game goes on. Returns
 * how many notes there are. */
static int load_prefs(struct boot *b, say_fn *warn, void *ctx)
{
    int n = 0;
    char dir[PREFS_PATH_MAX];
    if (prefdir_find(dir, sizeof dir, &b->notes[n]) != 0 || prefs_open(&b->prefs, dir, &b->notes[n]) != 0) {
        size_t len = strlen(b->notes[n].text);
        snprintf(b->notes[n].text + len, sizeof b->notes[n].text - len, "; playing without saving");
        n++;
    }
    n += prefs_load_settings(&b->prefs, &b->settings, &b->notes[n]) != 0;
    n += prefs_load_save(&b->prefs, &b->save, &b->notes[n]) != 0;
    n += prefs_load_shelf(&b->prefs, &b->shelf, &b->notes[n]) != 0;
    n += prefs_load_daily(&b->prefs, &b->daily_log, &b->notes[n]) != 0;
    for (int i = 0; i < n; i++) {
        warn(ctx, b->notes[i].text);
        b->notices[i] = b->notes[i].text;
    }
    return n;
}

int boot_load(struct boot *b, const struct options *o, say_fn *say, say_fn *warn, void *ctx,
              struct app_config *c)
{
    *b = (struct boot){.opts = *o};
    if (!o->seeded && read_pack(b, &b->opts, warn, ctx) != 0)
        return 1;
    assets_find("DejaVuSans.ttf", b->font, sizeof b->font);
    assets_find("Quicksand-Medium.ttf", b->display, sizeof b->display);
    int notice_count = load_prefs(b, warn, ctx);
    *c = (struct app_config){.pack = o->seeded ? NULL : &b->pack,
                             .shipped = !o->seeded && !o->pack,
                             .opts = &b->opts,
                             .font_path = b->font,
                             .display_path = b->display,
                             .prefs = &b->prefs,
                             .save = &b->save,
                             .settings = &b->settings,
                             .say = say,
                             .warn = warn,
                             .say_ctx = ctx,
                             .notices = b->notices,
                             .notice_count = notice_count,
                             .shelf = &b->shelf,
                             .daily_log = &b->daily_log};
    return 0;
}

void boot_free(struct boot *b)
{
    save_free(&b->save);
    pack_free(&b->pack);
}
