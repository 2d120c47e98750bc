/* Headroom, without SDL: every level of the pack played as autoplay plays it (each tap
 * after the last chain has settled and a preview has been held), its bells rung through
 * the mixer at full volume as the game rings them, each from the start of the audio
 * buffer after its pop. No chain of any level peaks
 * above -3 dBFS, and one tapped bell alone is as loud as a bell before the headroom
 * change (within 1 dB). `test_headroom --busiest` prints the level whose chain peaks
 * highest before the limiter, for the sound test to record (tests/cli/game_sound.sh).
 * With the music on (music.h), no chain passes -1 dBFS either (nor -3: the same limiter),
 * the music alone is heard (not silent, well under the bells) and ducks under a chain,
 * off it is silent, and each cue sounds briefly. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "game/play/autoplay.h"
#include "game/sound/bells.h"
#include "game/sound/mixer.h"
#include "game/play/play.h"
#include "game/play/round.h"
#include "levelgen/pack.h"
#include "pack_under_test.h"

enum { RATE = 44100, BUFFER = 1024 }; /* as sound.c opens the device */

/* One tapped bell at full volume before the headroom change: BELL_PEAK times the master
 * gain, panned to the middle (equal power), as measured by this test on the old mixer:
 * note 0, normal size, -14.4 dBFS. */
#define SINGLE_BELL_BEFORE_DB -14.38

static float *bells[NOTE_COUNT][SIZE_COUNT];
static int bell_len[NOTE_COUNT][SIZE_COUNT];

static int setup(void **state)
{
    (void)state;
    for (int n = 0; n < NOTE_COUNT; n++)
        for (int s = 0; s < SIZE_COUNT; s++) {
            double pitch = bell_pitch(n, s);
            bell_len[n][s] = bell_frames(pitch, RATE);
            bells[n][s] = malloc((size_t)bell_len[n][s] * sizeof(float));
            if (!bells[n][s])
                return -1;
            bell_synth(bells[n][s], pitch, RATE);
        }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    for (int n = 0; n < NOTE_COUNT; n++)
        for (int s = 0; s < SIZE_COUNT; s++)
            free(bells[n][s]);
    return 0;
}

/* Renders frames of m and keeps the loudest sample (in 16-bit steps) in *peak. */
static void render(struct mixer *m, int64_t frames, int *peak)
{
    int16_t out[2 * 512];
    while (frames > 0) {
        int n = frames < 512 ? (int)frames : 512;
        mixer_render(m, out, n);
        for (int i = 0; i < 2 * n; i++)
            *peak = abs(out[i]) > *peak ? abs(out[i]) : *peak;
        frames -= n;
    }
}

static double db(int peak) { return 20 * log10((double)peak / 32767); }

/* Plays lv as autoplay does and rings its pops through a fresh mixer at full volume,
 * with the music on or off; returns the loudest sample. */
static int play_level(const struct level *lv, bool music)
{
    static struct mixer m;
    static struct play p;
    static struct autoplay robot;
    mixer_init(&m, RATE, SOUND_MASTER_GAIN);
    mixer_music(&m, music);
    if (music) { /* the music under way: its first chord risen */
        int none = 0;
        render(&m, 4 * RATE, &none);
    }
    play_start(&p, lv);
    autoplay_start(&robot, &p);
    int peak = 0;
    int64_t rendered = 0; /* frames of sound rendered */
    while (p.status == PLAY_ON) {
        int dot;
        enum autoplay_move move = autoplay_step(&robot, &p, &dot);
        if (move == AUTO_RELEASE) {
            assert_true(play_tap(&p, dot));
        } else if (move == AUTO_WAIT) {
            int64_t next = play_next_pop(&p);
            if (robot.at > p.now && robot.at < next)
                next = robot.at;
            assert_true(next != PLAY_NEVER);
            play_advance(&p, next - p.now);
        }
        struct play_event ev;
        while (play_poll(&p, &ev)) {
            if (ev.kind != EVENT_POP)
                continue;
            /* the game's bells start at the audio device's next buffer, so those struck
             * within one buffer start together */
            int64_t at = (ev.at * RATE / 1000 + BUFFER - 1) / BUFFER * BUFFER;
            if (at > rendered) {
                render(&m, at - rendered, &peak);
                rendered = at;
            }
            const struct dot *d = &lv->dots[ev.dot];
            float pan = 0.7f * ((float)d->x / FIELD_WIDTH * 2 - 1);
            mixer_start(&m, bells[ev.note][ev.size], bell_len[ev.note][ev.size],
                        ev.by < 0 ? LOUD_TAP : LOUD_CHAIN, pan);
        }
    }
    render(&m, RATE, &peak); /* the last bells' first second */
    return peak;
}

static struct pack pack;

/* The loudest sample of any level, and that level in *level. */
static int loudest(int *level, bool music)
{
    int worst = 0;
    *level = 0;
    for (int i = 0; i < pack.count; i++) {
        int peak = play_level(&pack.levels[i], music);
        if (peak > worst)
            worst = peak, *level = i + 1;
    }
    return worst;
}

static void test_no_chain_of_the_pack_passes_minus_3_dbfs(void **state)
{
    (void)state;
    int level, worst = loudest(&level, false);
    printf("the loudest chain: level %d at %.2f dBFS\n", level, db(worst));
    assert_true(db(worst) <= -3.0);
}

/* Issue 42: the loudest moment with the music playing stays below -1 dBFS (at -3: the
 * music passes the bells' limiter). */
static void test_no_chain_with_the_music_passes_minus_1_dbfs(void **state)
{
    (void)state;
    int level, worst = loudest(&level, true);
    printf("with the music: the loudest chain, level %d at %.2f dBFS\n", level, db(worst));
    assert_true(db(worst) < -1.0);
    assert_true(db(worst) <= -3.0);
}

/* The root mean square of frames of m's output, in dBFS (-inf: silence). */
static double rms_db(struct mixer *m, int frames)
{
    int16_t out[2 * 512];
    double sum = 0;
    for (int done = 0; done < frames;) {
        int n = frames - done < 512 ? frames - done : 512;
        mixer_render(m, out, n);
        for (int i = 0; i < 2 * n; i++)
            sum += (double)out[i] * out[i];
        done += n;
    }
    return 10 * log10(sum / (2.0 * frames) / (32767.0 * 32767.0));
}

/* The music on with nothing ringing is heard, and stays well under one bell; under a
 * chain it is ducked; switched off it fades to silence; the tune is the same every run. */
static void test_the_music_plays_ducks_and_stops(void **state)
{
    (void)state;
    static struct mixer m, again;
    mixer_init(&m, RATE, SOUND_MASTER_GAIN);
    mixer_music(&m, true);
    double bar = rms_db(&m, 8 * RATE), next = rms_db(&m, 8 * RATE);
    printf("the music alone: %.1f and %.1f dBFS (RMS) over its first two bars\n", bar, next);
    assert_true(bar > -50 && next > -50); /* heard */
    assert_true(next < SINGLE_BELL_BEFORE_DB - 6); /* a bed, under a bell's peak */
    mixer_init(&again, RATE, SOUND_MASTER_GAIN);
    mixer_music(&again, true);
    assert_true(fabs(rms_db(&again, 8 * RATE) - bar) < 1e-9); /* the same tune */
    /* a chain: the music falls to its ducked level, and comes back once it is over */
    int peak = 0;
    render(&m, RATE / 10, &peak);
    float before = m.music_gain;
    mixer_start(&m, bells[0][SIZE_NORMAL], bell_len[0][SIZE_NORMAL], LOUD_TAP, 0);
    render(&m, RATE / 5, &peak);
    assert_true(before > 0.9f);
    assert_true(m.music_gain < MUSIC_DUCKED + 0.05f);
    render(&m, 3 * RATE, &peak);
    assert_true(m.music_gain > 0.9f);
    mixer_music(&m, false);
    render(&m, RATE, &peak);
    assert_true(rms_db(&m, RATE) < -90);
}

/* Each cue sounds, briefly, and a bell's mixer with none asked is silent. */
static void test_each_cue_sounds_briefly(void **state)
{
    (void)state;
    static struct mixer m;
    for (int cue = 0; cue < CARILLON_CUES; cue++) {
        mixer_init(&m, RATE, SOUND_MASTER_GAIN);
        assert_true(rms_db(&m, RATE / 10) < -90);
        mixer_cue(&m, (enum carillon_cue)cue);
        double heard = rms_db(&m, RATE / 20);
        int peak = 0;
        render(&m, 2 * RATE, &peak);
        double after = rms_db(&m, RATE / 10);
        printf("cue %d: %.1f dBFS (RMS) at first, %.1f two seconds on\n", cue, heard, after);
        assert_true(heard > -60);
        assert_true(after < -90);
    }
}

static void test_one_bell_is_as_loud_as_before(void **state)
{
    (void)state;
    static struct mixer m;
    mixer_init(&m, RATE, SOUND_MASTER_GAIN);
    mixer_start(&m, bells[0][SIZE_NORMAL], bell_len[0][SIZE_NORMAL], LOUD_TAP, 0);
    int peak = 0;
    render(&m, bell_len[0][SIZE_NORMAL], &peak);
    printf("one bell: %.2f dBFS (before: %.2f)\n", db(peak), SINGLE_BELL_BEFORE_DB);
    assert_true(fabs(db(peak) - SINGLE_BELL_BEFORE_DB) <= 1.0);
}

int main(int argc, char **argv)
{
    error_line err;
    if (pack_read(pack_under_test(), &pack, &err) != 0) {
        fprintf(stderr, "%s\n", err.text);
        return 1;
    }
    int status;
    if (argc == 2 && strcmp(argv[1], "--busiest") == 0) {
        /* the level whose chain is loudest as the mixer mixes it */
        int level;
        status = setup(NULL);
        if (status == 0) {
            loudest(&level, false);
            printf("%d\n", level);
        }
        teardown(NULL);
    } else {
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(test_one_bell_is_as_loud_as_before),
            cmocka_unit_test(test_no_chain_of_the_pack_passes_minus_3_dbfs),
            cmocka_unit_test(test_no_chain_with_the_music_passes_minus_1_dbfs),
            cmocka_unit_test(test_the_music_plays_ducks_and_stops),
            cmocka_unit_test(test_each_cue_sounds_briefly),
        };
        status = cmocka_run_group_tests_name("headroom", tests, setup, teardown);
    }
    pack_free(&pack);
    return status;
}
