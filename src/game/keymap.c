/* keymap.c: see keymap.h. */
#include "game/keymap.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* A row: the action, the word a keys line names it by ({word}: keymap_words), the keys
 * that ask for it (with the modifiers they need), the pad's button that does, and their
 * names. A row with no key or button only names one (the pad's A, which holds, is named
 * where it plays or goes on). */
static const struct row {
    enum action_kind kind;
    enum open_place open; /* ACT_OPEN's */
    const char *word;
    enum key key, also;
    unsigned mods;
    enum pad_button pad;
    const char *key_name, *pad_name;
} ROWS[] = {
    {ACT_COPY, OPEN_NONE, "copy", KEY_LETTER('c'), KEY_NONE, KEYMOD_CTRL, PAD_NONE, "Ctrl+C", ""},
    {ACT_PASTE, OPEN_NONE, "paste", KEY_LETTER('v'), KEY_NONE, KEYMOD_CTRL, PAD_NONE, "Ctrl+V", ""},
    {ACT_BACKTAB, OPEN_NONE, NULL, KEY_TAB, KEY_NONE, KEYMOD_SHIFT, PAD_NONE, "Shift+Tab", ""},
    {ACT_TAB, OPEN_NONE, "tab", KEY_TAB, KEY_NONE, 0, PAD_NONE, "Tab", ""},
    {ACT_CONTINUE, OPEN_NONE, "continue", KEY_ENTER, KEY_NONE, 0, PAD_NONE, "Enter", "A"},
    {ACT_HOLD, OPEN_NONE, "hold", KEY_SPACE, KEY_NONE, 0, PAD_A, "Space", "A"},
    {ACT_BACK, OPEN_NONE, "back", KEY_ESCAPE, KEY_NONE, 0, PAD_B, "Esc", "B"},
    {ACT_UNDO, OPEN_NONE, "undo", KEY_LETTER('z'), KEY_BACKSPACE, 0, PAD_X, "Z", "X"},
    {ACT_HINT, OPEN_NONE, "hint", KEY_LETTER('h'), KEY_NONE, 0, PAD_Y, "H", "Y"},
    {ACT_OPEN, OPEN_SETTINGS, "settings", KEY_LETTER('s'), KEY_NONE, 0, PAD_START, "S", "Start"},
    {ACT_RESTART, OPEN_NONE, "restart", KEY_LETTER('r'), KEY_NONE, 0, PAD_BACK, "R", "Back"},
    {ACT_NEXT, OPEN_NONE, "next", KEY_LETTER('n'), KEY_NONE, 0, PAD_NONE, "N", "A"},
    {ACT_MUTE, OPEN_NONE, "mute", KEY_LETTER('m'), KEY_NONE, 0, PAD_NONE, "M", ""},
    {ACT_FULLSCREEN, OPEN_NONE, "fullscreen", KEY_F11, KEY_NONE, 0, PAD_NONE, "F11", ""},
    {ACT_UP, OPEN_NONE, "arrows", KEY_UP, KEY_NONE, 0, PAD_DPAD_UP, "arrows", "d-pad"},
    {ACT_DOWN, OPEN_NONE, NULL, KEY_DOWN, KEY_NONE, 0, PAD_DPAD_DOWN, "arrows", "d-pad"},
    {ACT_LEFT, OPEN_NONE, NULL, KEY_LEFT, KEY_NONE, 0, PAD_DPAD_LEFT, "arrows", "d-pad"},
    {ACT_RIGHT, OPEN_NONE, NULL, KEY_RIGHT, KEY_NONE, 0, PAD_DPAD_RIGHT, "arrows", "d-pad"},
    {ACT_PAGE_UP, OPEN_NONE, "pageup", KEY_PAGE_UP, KEY_NONE, 0, PAD_LEFT_SHOULDER, "PgUp", "LB"},
    {ACT_PAGE_DOWN, OPEN_NONE, "pagedown", KEY_PAGE_DOWN, KEY_NONE, 0, PAD_RIGHT_SHOULDER, "PgDn", "RB"},
    {ACT_SOLVER, OPEN_NONE, NULL, KEY_F3, KEY_NONE, 0, PAD_NONE, "F3", ""},
    {ACT_DELETE, OPEN_NONE, "delete", KEY_DELETE, KEY_NONE, 0, PAD_NONE, "Del", ""},
    {ACT_REDO, OPEN_NONE, "redo", KEY_LETTER('y'), KEY_NONE, 0, PAD_NONE, "Y", ""},
    {ACT_OPEN, OPEN_WORKSHOP, "workshop", KEY_LETTER('w'), KEY_NONE, 0, PAD_NONE, "W", ""},
    {ACT_OPEN, OPEN_DAILY, "daily", KEY_LETTER('d'), KEY_NONE, 0, PAD_NONE, "D", ""},
    {ACT_OPEN, OPEN_STATS, "stats", KEY_LETTER('t'), KEY_NONE, 0, PAD_NONE, "T", ""},
    {ACT_STICK_UP, OPEN_NONE, "stick", KEY_NONE, KEY_NONE, 0, PAD_NONE, "", "right stick"},
    {ACT_STICK_DOWN, OPEN_NONE, NULL, KEY_NONE, KEY_NONE, 0, PAD_NONE, "", "right stick"},
};
enum { ROW_COUNT = sizeof ROWS / sizeof ROWS[0] };

struct action keymap_key(enum key key, unsigned mods, bool held)
{
    bool ctrl = mods & KEYMOD_CTRL, shift = mods & KEYMOD_SHIFT;
    if (!ctrl && key >= KEY_1 && key <= KEY_9)
        return (struct action){.kind = held ? ACT_NONE : ACT_PICK, .x = held ? 0 : 1 + (int)(key - KEY_1)};
    /* the first row of the key whose Ctrl is as held and whose Shift, if it needs it, is
     * held (Shift+Tab stands before Tab) */
    for (int i = 0; i < ROW_COUNT; i++) {
        const struct row *r = &ROWS[i];
        if ((r->key != key && r->also != key) || key == KEY_NONE)
            continue;
        if (((r->mods & KEYMOD_CTRL) != 0) != ctrl || ((r->mods & KEYMOD_SHIFT) && !shift))
            continue;
        bool arrow = r->kind >= ACT_UP && r->kind <= ACT_RIGHT;
        if (held && !arrow && r->kind != ACT_TAB && r->kind != ACT_BACKTAB)
            return (struct action){.kind = ACT_NONE}; /* held down: only a move moves on */
        return (struct action){.kind = r->kind, .open = (int)r->open, .fine = arrow && shift};
    }
    return (struct action){.kind = ACT_NONE};
}

struct action keymap_pad(enum pad_button button, bool down)
{
    if (button == PAD_A) /* a mouse button: held while pressed, a tap on release */
        return (struct action){.kind = down ? ACT_HOLD : ACT_LET_GO, .pad = true};
    for (int i = 0; down && button != PAD_NONE && i < ROW_COUNT; i++)
        if (ROWS[i].pad == button)
            return (struct action){.kind = ROWS[i].kind, .open = (int)ROWS[i].open, .pad = true};
    return (struct action){.kind = ACT_NONE};
}

const char *keymap_action_name(const struct action *a, bool pad)
{
    for (int i = 0; i < ROW_COUNT; i++)
        if (ROWS[i].kind == a->kind && (a->kind != ACT_OPEN || (int)ROWS[i].open == a->open))
            return pad ? ROWS[i].pad_name : ROWS[i].key_name;
    return "";
}

const char *keymap_name(enum action_kind kind, bool pad)
{
    return keymap_action_name(&(struct action){.kind = kind}, pad);
}

/* The names a keys line may use that no single action has. */
static const struct {
    const char *word;
    const char *key_words, *pad_words;
} OTHER_WORDS[] = {
    {"fine", "Shift", "LT/RT"}, /* held with an arrow: a finer step */
    {"sizes", "1-3", ""},
    {"bells", "4-9", ""},
    {"digits", "1-9", ""},
};
enum { OTHER_COUNT = sizeof OTHER_WORDS / sizeof OTHER_WORDS[0] };

const char *keymap_digits(int first, int last)
{
    char run[8];
    snprintf(run, sizeof run, "%d-%d", first, last);
    for (int i = 0; i < OTHER_COUNT; i++)
        if (strcmp(OTHER_WORDS[i].key_words, run) == 0)
            return OTHER_WORDS[i].key_words;
    return "";
}

/* The words {name} (len bytes of it) stands for, or NULL. */
static const char *named(const char *name, size_t len, bool pad)
{
    for (int i = 0; i < ROW_COUNT; i++)
        if (ROWS[i].word && strlen(ROWS[i].word) == len && strncmp(ROWS[i].word, name, len) == 0)
            return pad ? ROWS[i].pad_name : ROWS[i].key_name;
    for (int i = 0; i < OTHER_COUNT; i++)
        if (strlen(OTHER_WORDS[i].word) == len && strncmp(OTHER_WORDS[i].word, name, len) == 0)
            return pad ? OTHER_WORDS[i].pad_words : OTHER_WORDS[i].key_words;
    return NULL;
}

/* Appends a key's words to out at *used (cut short at n bytes). */
static void put(char *out, size_t n, size_t *used, const char *words, size_t len)
{
    if (*used + 1 >= n)
        return;
    size_t room = n - 1 - *used, take = len < room ? len : room;
    memcpy(out + *used, words, take);
    *used += take;
    out[*used] = '\0';
}

void keymap_words(const char *line, bool pad, char *out, size_t n)
{
    size_t used = 0;
    if (n)
        out[0] = '\0';
    while (*line && n) {
        const char *open = strchr(line, '{'), *close = open ? strchr(open, '}') : NULL;
        if (!close) {
            put(out, n, &used, line, strlen(line));
            return;
        }
        put(out, n, &used, line, (size_t)(open - line));
        /* {a/b}: two keys as one, their shared "Ctrl+" said once ("Ctrl+C/V") */
        const char *slash = memchr(open, '/', (size_t)(close - open));
        const char *first = named(open + 1, (size_t)((slash ? slash : close) - open - 1), pad);
        const char *second = slash ? named(slash + 1, (size_t)(close - slash - 1), pad) : NULL;
        first = first ? first : "";
        put(out, n, &used, first, strlen(first));
        if (second) {
            const char *plus = strrchr(first, '+');
            size_t shared = plus && strncmp(first, second, (size_t)(plus - first + 1)) == 0 ? (size_t)(plus - first + 1) : 0;
            put(out, n, &used, "/", 1);
            put(out, n, &used, second + shared, strlen(second + shared));
        }
        line = close + 1;
    }
}
