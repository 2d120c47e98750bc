/* main.c: `carillon`, the game. The only place in the game that prints.
 *
 * It reads the command line, the level pack (unless one is to be grown from a seed) and
 * the player's progress and settings, then hands over to the app. Anything
 * wrong with them is one line on stderr naming the file and what is wrong, and a
 * non-zero exit: 2 for a wrong command line, 1 for a file that cannot be used. The one
 * exception is the baked pack missing altogether (as before the generator has made it):
 * then the game says so and plays its built-in practice levels.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "base/os.h"
#include "assets.h"
#include "game/builtin.h"
#include "game/options.h"
#include "game/prefs.h"
#include "levelgen/check.h"
#include "game/progress.h"
#include "game/shelf.h"
#include "levelgen/code.h"
#include "levelgen/daily.h"
#include "levelgen/pack.h"
#include "prefdir.h"

static void print_line(void *ctx, const char *line)
{
    (void)ctx;
    printf("%s\n", line);
    fflush(stdout);
}

static void print_warning(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, "carillon: %s\n", line);
}

/* Asked without opening it: a FIFO there is not missing, and is refused by pack_read. */
static int missing(const char *path) { return os_kind(path) == OS_MISSING; }

/* The most levels named one line each as not played; the rest are counted. */
enum { UNPLAYABLE_SHOWN = 20 };

struct unplayable {
    const char *name;
    int count;
};

static void print_unplayable(void *ctx, const struct level *lv, const char *what)
{
    struct unplayable *u = ctx;
    if (++u->count > UNPLAYABLE_SHOWN)
        return;
    lg_err line;
    lg_fail(&line, "%s: level %d: %s; it is left out, and the levels after it move up", u->name, lv->number, what);
    fprintf(stderr, "carillon: %s\n", line.text);
}

/* Holds a pack the game did not grow itself to the rules make bakes by, as far as play
 * relies on them (check_playable): a level that fails is named and left out, the
 * others are played. 0, or 1 after a line when no level is left. */
static int keep_playable(struct pack *pack, const char *name)
{
    struct unplayable u = {name, 0};
    int dropped = check_keep_playable(pack, print_unplayable, &u);
    lg_err line;
    if (dropped > UNPLAYABLE_SHOWN) {
        lg_fail(&line, "%s: ... and %d more levels not played", name, dropped - UNPLAYABLE_SHOWN);
        fprintf(stderr, "carillon: %s\n", line.text);
    }
    if (pack->count > 0)
        return 0;
    lg_fail(&line, "%s: no level of it can be played", name);
    fprintf(stderr, "carillon: %s\n", line.text);
    return 1;
}

/* Reads the pack the options ask for; 0, or 1 after printing why it cannot be used. */
static int read_pack(const struct options *o, struct pack *pack, const char **name)
{
    static char baked[4096];
    lg_err err;
    int status;
    *name = o->pack;
    if (!*name) {
        assets_find("levels.json", baked, sizeof baked);
        *name = baked;
    }
    if (!o->pack && missing(baked)) {
        lg_fail(&err, "%s is missing (make bakes it from levels/carillon.json); playing the built-in practice levels",
                baked);
        fprintf(stderr, "carillon: %s\n", err.text);
        *name = "the built-in levels";
        status = builtin_read(pack, *name, &err);
    } else {
        status = pack_read(*name, pack, &err);
        if (status == 0 && keep_playable(pack, *name) != 0) {
            pack_free(pack);
            return 1;
        }
    }
    if (status != 0)
        fprintf(stderr, "carillon: %s\n", err.text);
    return status != 0;
}

/* The one level a code or a day holds, as a pack, played at once (o->level becomes 1);
 * 0, or 1 after printing why it cannot be had. */
static int one_level(struct options *o, struct pack *pack)
{
    struct level lv;
    lg_err err;
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
    if (status != 0 || pack_alloc(pack, 1, &err) != 0) {
        fprintf(stderr, "carillon: %s%s\n", o->code ? "" : "--daily: ", err.text);
        return 1;
    }
    pack->levels[0] = lv;
    /* Its progress is filed under a seed of its own, so no two codes or days share it. */
    pack->seed = progress_pack_id(pack) & ((1ull << 53) - 1);
    o->level = 1;
    return 0;
}

/* Loads the pack and checks the level asked for is in it. */
static int load_pack(struct options *o, struct pack *pack)
{
    if (o->code || o->daily)
        return one_level(o, pack);
    const char *name;
    if (read_pack(o, pack, &name) != 0)
        return 1;
    if (o->level > pack->count) {
        lg_err err;
        lg_fail(&err, "%s: there is no level %d (the pack has %d)", name, o->level, pack->count);
        fprintf(stderr, "carillon: %s\n", err.text);
        pack_free(pack);
        return 1;
    }
    return 0;
}

/* The player's progress and settings; anything wrong with them is said and set aside
 * (each line kept in notes, at most three, for the level select too), and the game goes
 * on. Returns how many notes there are. */
static int load_prefs(struct prefs *prefs, struct save *save, struct settings *settings,
                      struct shelf *shelf, struct daily_log *daily, lg_err notes[5])
{
    int n = 0;
    char dir[PREFS_PATH_MAX];
    *prefs = (struct prefs){0}; /* without a directory, nothing is kept */
    if (prefdir_find(dir, sizeof dir, &notes[n]) != 0 || prefs_open(prefs, dir, &notes[n]) != 0) {
        size_t len = strlen(notes[n].text);
        snprintf(notes[n].text + len, sizeof notes[n].text - len, "; playing without saving");
        n++;
    }
    n += prefs_load_settings(prefs, settings, &notes[n]) != 0;
    n += prefs_load_save(prefs, save, &notes[n]) != 0;
    n += prefs_load_shelf(prefs, shelf, &notes[n]) != 0;
    n += prefs_load_daily(prefs, daily, &notes[n]) != 0;
    for (int i = 0; i < n; i++)
        fprintf(stderr, "carillon: %s\n", notes[i].text);
    return n;
}

int main(int argc, char **argv)
{
    struct options o;
    lg_err err;
    os_console_output();
    if (options_parse(&o, argc, argv, &err) != 0) {
        fprintf(stderr, "carillon: %s (try 'carillon --help')\n", err.text);
        return 2;
    }
    if (o.help) {
        fputs(OPTIONS_USAGE, stdout);
        return 0;
    }
    if (o.version) {
        printf("carillon %s (level pack format %d, save format %d, settings format %d)\n",
               CARILLON_VERSION, PACK_VERSION, SAVE_VERSION, SETTINGS_VERSION);
        return 0;
    }
    struct pack pack = {0};
    if (!o.seeded && load_pack(&o, &pack) != 0)
        return 1;
    char font[4096], display[4096];
    assets_find("DejaVuSans.ttf", font, sizeof font);
    assets_find("Quicksand-Medium.ttf", display, sizeof display);
    struct prefs prefs;
    struct save save;
    struct settings settings;
    lg_err notes[5];
    const char *notices[5];
    static struct shelf shelf;         /* the workshop's fields */
    static struct daily_log daily_log; /* the daily levels won */
    int notice_count = load_prefs(&prefs, &save, &settings, &shelf, &daily_log, notes);
    for (int i = 0; i < notice_count; i++)
        notices[i] = notes[i].text;
    struct app_config config = {.pack = o.seeded ? NULL : &pack,
                                .shipped = !o.seeded && !o.pack,
                                .opts = &o,
                                .font_path = font,
                                .display_path = display,
                                .prefs = &prefs,
                                .save = &save,
                                .settings = &settings,
                                .say = print_line,
                                .warn = print_warning,
                                .notices = notices,
                                .notice_count = notice_count,
                                .shelf = &shelf,
                                .daily_log = &daily_log};
    int status = app_run(&config, &err);
    if (status < 0)
        fprintf(stderr, "carillon: %s\n", err.text);
    save_free(&save);
    pack_free(&pack);
    return status < 0 ? 1 : status;
}
