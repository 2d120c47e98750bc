/* session_bench.c: see session_bench.h. */
#include "session_bench.h"

#include <stdio.h>
#include <string.h>

#include "levelgen/code.h"

/* How long "code copied" shows under the field in play; how soon after a change the
 * shelf is written (a drag changes it many times a second). */
enum { PLAY_NOTE_MS = 4000, SHELF_KEEP_MS = 1500 };

static void warn_line(struct session *s, const char *line)
{
    if (s->c.warn)
        s->c.warn(s->c.say_ctx, line);
    session_notice(s, line);
}

static bool open_bench(struct session *s)
{
    if (s->bench_open)
        return true;
    if (!s->c.shelf)
        return false;
    lg_err err;
    if (workbench_start(&s->bench, s->c.shelf, s->c.ring, s->c.ring_ctx, s->c.settings, &err) != 0) {
        warn_line(s, err.text);
        return false;
    }
    s->bench.play.say = s->c.say;
    s->bench.play.say_ctx = s->c.say_ctx;
    s->bench_open = true;
    return true;
}

void bench_enter(struct session *s)
{
    if (!open_bench(s))
        return;
    s->bench.leave = false;
    s->bench_from_select = false;
    s->screen = SCREEN_WORKSHOP;
}

static void play_code(struct session *s, const char *text)
{
    struct level lv;
    lg_err err;
    if (!text || !text[0]) {
        warn_line(s, "Ctrl+V plays a level code, and the clipboard holds none");
        return;
    }
    if (code_open(text, &lv, &err) != 0) {
        warn_line(s, err.text);
        return;
    }
    if (!open_bench(s))
        return;
    workbench_try_level(&s->bench, &lv);
    s->bench_from_select = true;
    s->screen = SCREEN_WORKSHOP;
}

void bench_from_select(struct session *s, const struct action *a)
{
    if (a->kind == ACT_WORKSHOP)
        bench_enter(s);
    else
        play_code(s, a->text);
}

void bench_copy_level(struct session *s, const struct level *lv)
{
    lg_err err;
    if (code_encode(lv->dots, lv->n, s->clipboard, &err) != 0) {
        s->clipboard[0] = '\0';
        snprintf(s->play_note, sizeof s->play_note, "no code: %.80s", err.text);
    } else {
        snprintf(s->play_note, sizeof s->play_note, "the level's code is on the clipboard (%zu characters)",
                 strlen(s->clipboard));
    }
    s->play_note_ms = PLAY_NOTE_MS;
}

static void keep_shelf(struct session *s)
{
    if (!s->bench_open || !s->bench.changed || !s->c.shelf_path)
        return;
    lg_err err;
    if (shelf_store(s->c.shelf_path, s->c.shelf, &err) != 0)
        warn_line(s, err.text);
    s->bench.changed = false; /* said once; tried again at the next change */
}

void bench_action(struct session *s, const struct action *a)
{
    workbench_action(&s->bench, a, a->text);
    if (s->bench.copied[0])
        memcpy(s->clipboard, s->bench.copied, sizeof s->clipboard);
    if (s->bench.leave || (s->bench_from_select && !s->bench.trying)) {
        keep_shelf(s);
        s->bench.leave = false;
        s->screen = SCREEN_SELECT;
    }
}

void bench_update(struct session *s, int64_t ms, uint64_t clock_ms)
{
    if (s->play_note_ms > 0)
        s->play_note_ms -= ms;
    if (!s->bench_open)
        return;
    if (s->screen == SCREEN_WORKSHOP) {
        workbench_update(&s->bench, ms);
        if (s->bench_from_select && !s->bench.trying)
            s->screen = SCREEN_SELECT;
    }
    if (s->bench.changed && clock_ms >= s->shelf_kept_at + SHELF_KEEP_MS) {
        keep_shelf(s);
        s->shelf_kept_at = clock_ms;
    }
}

void bench_end(struct session *s)
{
    if (!s->bench_open)
        return;
    keep_shelf(s);
    workbench_end(&s->bench);
    s->bench_open = false;
}
