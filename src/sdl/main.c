/* main.c: `carillon`, the game. The only place in the game that prints.
 *
 * It reads the command line, has app_load (the game's boot_load) read the level pack
 * (unless one is to be grown from a seed) and the player's files, then hands over to
 * the app. Anything
 * wrong with them is one line on stderr naming the file and what is wrong, and a
 * non-zero exit: 2 for a wrong command line, 1 for a file that cannot be used. The one
 * exception is the baked pack missing altogether (as before the generator has made it):
 * then the game says so and plays its built-in practice levels.
 */
#include <stdio.h>

#include "app.h"
#include "base/fileio.h"
#include "base/os.h"
#include "game/carillon.h"
#include "game/options.h"

static void print_line(void *ctx, const char *line)
{
    (void)ctx;
    file_stdout_line(line);
}

static void print_warning(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, "carillon: %s\n", line);
}

/* The game's run: the status main returns, before standard output is checked. */
static int run(const struct options *o)
{
    error_line err;
    if (o->help) {
        file_stdout_text(OPTIONS_USAGE);
        return 0;
    }
    if (o->version) {
        char line[160];
        midend_version(line, sizeof line);
        printf("%s\n", line);
        return 0;
    }
    /* The screenshot's file is refused before the game starts, not after it has played. */
    if (o->screenshot && file_check_output(o->screenshot, &err) != 0) {
        fprintf(stderr, "carillon: %s\n", err.text);
        return 1;
    }
    static struct app_config config; /* the font paths: 8 KB, kept off the stack */
    if (app_load(&config, o, print_line, print_warning, NULL) != 0)
        return 1;
    int status = app_run(&config, &err);
    if (status < 0)
        fprintf(stderr, "carillon: %s\n", err.text);
    app_unload(&config);
    /* a player's file that could not be used (set aside, left as it is, or nowhere to keep
     * them: said as the game started) fails the run as --help says, played or not */
    if (status == 0 && config.warnings > 0)
        status = 1;
    return status < 0 ? 1 : status;
}

int main(int argc, char **argv)
{
    struct options o;
    error_line err;
    os_console_output();
    os_ignore_size_signal(); /* a file-size limit is a failed save, said, not a kill */
    if (options_parse(&o, argc, argv, &err) != 0) {
        fprintf(stderr, "carillon: %s (try 'carillon --help')\n", err.text);
        return 2;
    }
    int status = run(&o);
    if (file_flush_stdout(&err) != 0) {
        fprintf(stderr, "carillon: %s\n", err.text);
        return 1;
    }
    return status;
}
