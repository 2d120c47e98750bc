/* bench/rest.c: what the game costs at rest. Target (docs/design.md): under 1% of a core on
 * every screen while nothing moves.
 *
 * `build/carillon` runs in a window on an X server of its own (Xvfb, started here and
 * asked for a free display number), with a preference folder of its own and --mute (no
 * sound device: the figure is the picture's). Once it has settled, the CPU it uses (user
 * and system time of all its threads, from /proc) is read over REST_WALL_S seconds of
 * wall time: on the level select, and on the play screen of level 1; and on the select
 * with its music playing (SDL's dummy audio driver, which asks for the sound in real time
 * as a device would, so the mixing and the music's synthesis are counted). Printed as CPU
 * seconds per 10 s of wall time and as a share of one core; /proc counts in ticks of
 * 10 ms, so 0.000 means less than one tick in REST_WALL_S. Without Xvfb the section
 * says so and measures nothing.
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

enum { SETTLE_S = 3, REST_WALL_S = 10 };

static void pause_s(int s)
{
    struct timespec ts = {.tv_sec = s};
    while (nanosleep(&ts, &ts) != 0)
        ;
}

static void stop(pid_t pid)
{
    if (pid <= 0)
        return;
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
}

/* User plus system time of a process (all its threads), in seconds, or -1. */
static double cpu_s(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    /* fields after the command's name, which is in parentheses and may hold spaces:
     * state is field 3, utime 14 and stime 15 */
    const char *p = strrchr(buf, ')');
    unsigned long utime, stime;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
        return -1;
    return (double)(utime + stime) / (double)sysconf(_SC_CLK_TCK);
}

/* An Xvfb of our own: its pid, and its display in *display (":N"). */
static pid_t start_xvfb(char *display, size_t n)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    char fd[16];
    snprintf(fd, sizeof fd, "%d", fds[1]);
    char *args[] = {"Xvfb", "-displayfd", fd, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", NULL};
    pid_t pid = bench_spawn(args, NULL, NULL);
    close(fds[1]);
    char got[16] = {0};
    ssize_t len = pid > 0 ? read(fds[0], got, sizeof got - 1) : -1;
    close(fds[0]);
    if (len <= 0) {
        stop(pid);
        return -1;
    }
    got[strcspn(got, "\n")] = '\0';
    snprintf(display, n, "DISPLAY=:%s", got);
    return pid;
}

/* CPU seconds per REST_WALL_S of wall time of the game run with extra arguments (level:
 * play level 1), muted or with its sound (the music) on the dummy audio driver. */
static double at_rest(const char *display, const char *prefs, bool level, bool sound)
{
    char env_prefs[4200];
    snprintf(env_prefs, sizeof env_prefs, "CARILLON_PREFS=%s", prefs);
    char *env[] = {(char *)display, env_prefs, "SDL_AUDIODRIVER=dummy", NULL};
    char *args[5] = {"build/carillon"}, **arg = args + 1;
    if (!sound)
        *arg++ = "--mute";
    if (level)
        *arg++ = "--level", *arg++ = "1";
    pid_t pid = bench_spawn(args, env, NULL);
    if (pid <= 0)
        return -1;
    pause_s(bench_count(SETTLE_S, 1));
    double before = cpu_s(pid);
    pause_s(bench_count(REST_WALL_S, 1));
    double after = cpu_s(pid);
    stop(pid);
    return before < 0 || after < 0 ? -1 : after - before;
}

static void report(const char *screen, double cpu)
{
    if (cpu < 0) {
        printf("  %-34s could not be measured\n", screen);
        return;
    }
    double per10 = cpu * 10 / bench_count(REST_WALL_S, 1);
    printf("  %-34s %6.3f s of CPU per 10 s   (%.2f%% of a core)\n", screen, per10, per10 * 10);
    char figure[64];
    snprintf(figure, sizeof figure, "at rest, %s (share of a core)", screen);
    bench_target(figure, per10 * 10, 1.0, "%");
}

void bench_rest(void)
{
    printf("\nrest: CPU used while nothing moves, in a window under Xvfb (--mute, but for the music's row)\n");
    if (!bench_have("Xvfb") || access("build/carillon", X_OK) != 0) {
        printf("  skipped: needs Xvfb and build/carillon\n");
        return;
    }
    char display[32];
    pid_t xvfb = start_xvfb(display, sizeof display);
    char prefs[] = "/tmp/carillon-rest-XXXXXX";
    if (xvfb <= 0 || !mkdtemp(prefs)) {
        printf("  skipped: could not start Xvfb or make a folder for the preferences\n");
        stop(xvfb);
        return;
    }
    report("level select", at_rest(display, prefs, false, false));
    report("play, level 1", at_rest(display, prefs, true, false));
    report("select, music playing", at_rest(display, prefs, false, true));
    stop(xvfb);
    char file[sizeof prefs + 16];
    snprintf(file, sizeof file, "%s/progress.json", prefs);
    remove(file);
    snprintf(file, sizeof file, "%s/settings.json", prefs);
    remove(file);
    rmdir(prefs);
}
