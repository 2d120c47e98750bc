/* options.c: see options.h. */
#include "game/options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"
#include "levelgen/pack.h"

const char OPTIONS_USAGE[] =
    "usage: carillon [OPTIONS]\n"
    "\n"
    "Clear the field in the fewest taps. Tap a dot; hold it to see its ring first.\n"
    "\n"
    "options:\n"
    "  --level N          play level N at once (default: the level select; with\n"
    "                     --autoplay, the first level not yet won)\n"
    "  --pack FILE        play the levels in FILE (default: the baked levels.json)\n"
    "  --seed N           grow a whole pack of 120 levels from seed N (0 to 2^53-1),\n"
    "                     its progress shown as it grows (a few seconds), and play it;\n"
    "                     the same seed always grows the same levels\n"
    "  --autoplay         tap the solver's answer at a human pace, then exit\n"
    "                     (status 0 once the level is cleared)\n"
    "  --all              with --autoplay: play on, level after level, through the last\n"
    "  --headless         no window and no sound (SDL's dummy drivers); frames run as\n"
    "                     fast as they are drawn, each one a 60th of a second of play\n"
    "                     (eight times that with --autoplay)\n"
    "  --frames N         stop after N frames\n"
    "  --screenshot FILE  save the last frame to FILE (.png or .bmp); headless, with\n"
    "                     no --frames or --autoplay, once the picture settles\n"
    "  --size WxH         open the window W x H points large\n"
    "  --mute             no bells this run: the sound device is not opened, and the\n"
    "                     sound setting is kept as it is\n"
    "  --code CODE        play the level a code holds (par and bits worked out afresh)\n"
    "  --daily [DATE]     play the daily level of today (UTC) or of DATE, YYYY-MM-DD\n"
    "  --workshop         open the workshop, where you make fields of your own\n"
    "  --where            after the first frame, print where each dot of the level in\n"
    "                     play is ('N x y r'), each dot a held dot's preview lights\n"
    "                     ('lit N'), each tile of the select ('tile N x y r') and each\n"
    "                     button ('button NAME x y w h'), in points; then quit\n"
    "  --hold D           hold dot D of the level in play (numbered as --where numbers\n"
    "                     them) from the start, its preview open, as Space does\n"
    "  --touch            start as after a touch (a held dot shown clear of the finger)\n"
    "  --help             this text\n"
    "  --version          the version\n"
    "\n"
    "keys: on the levels, the arrows (Page Up, Page Down) choose and Enter plays,\n"
    "  S opens the settings, T the statistics, D the daily level, W the workshop,\n"
    "  Ctrl+V plays the code on the clipboard, Esc twice quits. In play, tap a dot,\n"
    "  or hold it to see its ring and the dots it touches, and let go to tap it;\n"
    "  Z undoes, H lights a chain start, R restarts, N goes on once cleared, Ctrl+C\n"
    "  copies the level's code, Esc goes back. Anywhere: M mute, F11 full screen.\n"
    "  The mouse and touch press the buttons too; a swipe or the wheel turns a page.\n"
    "  Without a mouse: the arrows (Tab, Shift+Tab) move a ring from dot to dot,\n"
    "  Enter taps the ringed dot, Space holds it (its preview) and a second Space or\n"
    "  Enter taps it; Esc lets go. In the workshop the arrows move a cursor (Shift:\n"
    "  finer), Tab puts it on the next dot, Space places a dot or picks up and puts\n"
    "  down the one under it, Delete removes it, 1-9 size and bell, Enter plays.\n"
    "\n"
    "gamepad: the d-pad or left stick moves the ring (and chooses), A holds the\n"
    "  ringed dot while pressed and taps it on release (a quick press taps at once),\n"
    "  B goes back, X undoes, Y lights a chain start (on the levels: the statistics),\n"
    "  Start opens the settings, Back restarts, the shoulders turn a page. In the\n"
    "  workshop: A places, picks up and puts down, X removes, LB and RB the next size\n"
    "  and bell, a trigger held makes steps fine, Y and Back undo and redo, the right\n"
    "  stick goes through the fields kept, Start plays, B goes back.\n"
    "\n"
    "files: progress.json and settings.json in ~/.local/share/carillon/, or in the\n"
    "  directory the environment variable CARILLON_PREFS names. A damaged file is\n"
    "  moved aside to NAME.damaged, never deleted.\n"
    "\n"
    "Exit status: 0 done, 1 a file could not be used, the progress could not be saved or\n"
    "autoplay failed, 2 wrong usage.\n";


static int parse_size(const char *text, int *w, int *h)
{
    char wpart[16];
    const char *x = strchr(text, 'x');
    unsigned long long wv, hv;
    if (!x || (size_t)(x - text) >= sizeof wpart)
        return -1;
    memcpy(wpart, text, (size_t)(x - text));
    wpart[x - text] = '\0';
    if (number_parse_whole(wpart, 64, 16384, &wv) != 0 || number_parse_whole(x + 1, 64, 16384, &hv) != 0)
        return -1;
    *w = (int)wv;
    *h = (int)hv;
    return 0;
}

const char *options_name(const struct options *o, const char *option)
{
    static const struct {
        const char *option, *link;
    } LINK[] = {{"--level", "the link's level"}, {"--seed", "the link's seed"}, {"--code", "the link's code"},
                {"--daily", "the link's day"}};
    for (size_t i = 0; o->link && i < sizeof LINK / sizeof LINK[0]; i++)
        if (strcmp(option, LINK[i].option) == 0)
            return LINK[i].link;
    return option;
}

static int parse(struct options *o, int argc, char **argv, bool link, error_line *err)
{
    *o = (struct options){.link = link};
    /* an option given twice is refused, not read as its last */
    for (int i = 1; i < argc; i++)
        for (int j = i + 1; strncmp(argv[i], "--", 2) == 0 && j < argc; j++)
            if (strcmp(argv[i], argv[j]) == 0) {
                char shown[ERROR_SHOWN_MAX];
                return error_fail(err, "%s is given twice", error_shown(options_name(o, argv[i]), shown));
            }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long v;
        char shown[ERROR_SHOWN_MAX];
        bool takes_value = strcmp(a, "--level") == 0 || strcmp(a, "--pack") == 0 ||
                           strcmp(a, "--seed") == 0 ||
                           strcmp(a, "--frames") == 0 || strcmp(a, "--screenshot") == 0 ||
                           strcmp(a, "--size") == 0 || strcmp(a, "--code") == 0 || strcmp(a, "--hold") == 0;
        if (takes_value && !value)
            return error_fail(err, "%s needs a value", options_name(o, a));
        if (strcmp(a, "--level") == 0) {
            if (number_parse_whole(value, 1, PACK_MAX_LEVELS, &v) != 0)
                return error_fail(err, "%s wants a level number from 1, not '%s'", options_name(o, a),
                                  error_shown(value, shown));
            o->level = (int)v;
        } else if (strcmp(a, "--hold") == 0) {
            if (number_parse_whole(value, 0, DOTSET_MAX - 1, &v) != 0)
                return error_fail(err, "--hold wants a dot's number from 0 to %d, not '%s'", DOTSET_MAX - 1,
                                  error_shown(value, shown));
            o->holding = true;
            o->hold = (int)v;
        } else if (strcmp(a, "--frames") == 0) {
            if (number_parse_whole(value, 1, 1000000000, &v) != 0)
                return error_fail(err, "--frames wants a positive number of frames, not '%s'",
                               error_shown(value, shown));
            o->frames = (long)v;
        } else if (strcmp(a, "--size") == 0) {
            if (parse_size(value, &o->width, &o->height) != 0)
                return error_fail(err, "--size wants WIDTHxHEIGHT in points (64 to 16384), not '%s'",
                               error_shown(value, shown));
        } else if (strcmp(a, "--seed") == 0) {
            if (number_parse_whole(value, 0, (1ull << 53) - 1, &v) != 0)
                return error_fail(err, "%s wants a number from 0 to 2^53-1, not '%s'", options_name(o, a),
                                  error_shown(value, shown));
            o->seeded = true;
            o->seed = v;
        } else if (strcmp(a, "--pack") == 0) {
            o->pack = value;
        } else if (strcmp(a, "--code") == 0) {
            o->code = value;
        } else if (strcmp(a, "--daily") == 0) {
            o->daily = true;
            if (value && value[0] != '-') { /* the date is optional */
                o->daily_date = value;
                i++;
            }
        } else if (strcmp(a, "--workshop") == 0) {
            o->workshop = true;
        } else if (strcmp(a, "--where") == 0) {
            o->where = true;
        } else if (strcmp(a, "--touch") == 0) {
            o->touch = true;
        } else if (strcmp(a, "--screenshot") == 0) {
            size_t n = strlen(value);
            if (n < 5 || (strcmp(value + n - 4, ".png") != 0 && strcmp(value + n - 4, ".bmp") != 0))
                return error_fail(err, "--screenshot wants a file ending in .png or .bmp, not '%s'",
                               error_shown(value, shown));
            o->screenshot = value;
        } else if (strcmp(a, "--headless") == 0) {
            o->headless = true;
        } else if (strcmp(a, "--autoplay") == 0) {
            o->autoplay = true;
        } else if (strcmp(a, "--all") == 0) {
            o->all = true;
        } else if (strcmp(a, "--mute") == 0) {
            o->mute = true;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            o->help = true;
        } else if (strcmp(a, "--version") == 0) {
            o->version = true;
        } else {
            return error_fail(err, "unknown argument '%s'", error_shown(a, shown));
        }
        i += takes_value;
    }
    if (o->all && !o->autoplay)
        return error_fail(err, "--all goes with --autoplay");
    if (o->holding && !o->level && !o->code && !o->daily)
        return error_fail(err, "--hold holds a dot of a level in play: it goes with --level, --code or --daily");
    if (o->seeded && o->pack)
        return error_fail(err, "--seed grows a pack; it cannot go with --pack");
    if ((o->code != NULL) + o->daily + o->workshop + (o->seeded || o->pack || o->level) > 1)
        return error_fail(err, o->link ? "a link opens one thing: a level, a code or a day"
                                       : "--code, --daily, --workshop and a pack or level go one at a time");
    return 0;
}

int options_parse(struct options *o, int argc, char **argv, error_line *err) { return parse(o, argc, argv, false, err); }

int options_parse_link(struct options *o, int argc, char **argv, error_line *err)
{
    return parse(o, argc, argv, true, err);
}
