/* drawstats.c: see drawstats.h. */
#include "game/keymap.h"
#include "game/select/drawstats.h"
#include "levelgen/daily.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char WEEKDAYS[] = "MTWTFSS";
static const char *const MONTHS[] = {"January", "February", "March",     "April",   "May",      "June",
                                     "July",    "August",   "September", "October", "November", "December"};

/* A day's date in its square: its day of the month (the 1st's too: the months the weeks
 * span are named above them), so the weeks read as a calendar does; days to come are
 * left blank, as their squares are. */
static void day_date(struct kit *d, int64_t day, enum stats_mark mark, float x, float y, float side)
{
    float h = kit_text_height(d, TEXT_NUMBER_SMALL);
    if (mark == MARK_FUTURE || side < 1.15f * h)
        return;
    char date[DAILY_DATE_SIZE], words[8];
    daily_format(day, date);
    snprintf(words, sizeof words, "%d", (date[8] - '0') * 10 + (date[9] - '0'));
    kit_text_within(d, words, TEXT_NUMBER_SMALL, mark == MARK_WON ? NIGHT : INK_DIM, 0.9f, x + side / 2,
                    y + (side - h) / 2, ALIGN_CENTRE, side * 0.92f);
}

/* The calendar's squares: won (the daily's green), won with a hint (paler), played and
 * not won (an outline), not played (a faint square); days to come are left empty. */
static void day_square(struct kit *d, enum stats_mark mark, float x, float y, float side, bool today)
{
    struct carillon_rect r = {x, y, side, side};
    struct rgb green = NOTE_COLOURS[2];
    switch (mark) {
    case MARK_WON: kit_rect(d, &r, green, 230, true); break;
    case MARK_HINTED: kit_rect(d, &r, green, 95, true); break;
    case MARK_PLAYED: kit_rect(d, &r, INK_DIM, 150, false); break;
    case MARK_NONE: kit_rect(d, &r, INK, 20, true); break;
    case MARK_FUTURE: break;
    }
    if (today) {
        float g = fmaxf(2, side * 0.12f);
        kit_rect(d, &(struct carillon_rect){x - g, y - g, side + 2 * g, side + 2 * g}, INK, 230, false);
    }
}

/* The five figures, each a number over its name, in columns across [left, right]: one
 * row, or where a name would not fit its column (a narrow panel), two (three and two),
 * so no name is ever narrowed. */
static float figures(struct kit *d, const struct daily_stats *st, float left, float right, float y)
{
    const int values[] = {st->played, st->won, st->read, st->streak, st->best};
    static const char *const NAMES[] = {"played", "won", "read", "streak", "longest"};
    enum { N = sizeof values / sizeof values[0] };
    float widest = 0;
    for (int i = 0; i < N; i++)
        widest = fmaxf(widest, kit_text_width(d, NAMES[i], TEXT_SMALL));
    int across = widest + 4 <= (right - left) / N ? N : (N + 1) / 2;
    float col = (right - left) / (float)across, number_h = kit_text_height(d, TEXT_LARGE);
    float row_h = number_h + kit_text_height(d, TEXT_SMALL);
    for (int i = 0; i < N; i++) {
        char n[16];
        snprintf(n, sizeof n, "%d", values[i]);
        int row = i / across, in_row = row == 0 ? across : N - across;
        float cx = (left + right) / 2 + col * ((float)(i % across) - (float)(in_row - 1) / 2);
        float top = y + row_h * (float)row;
        kit_text_within(d, n, TEXT_LARGE, INK, 1, cx, top, ALIGN_CENTRE, col);
        kit_text_within(d, NAMES[i], TEXT_SMALL, INK_DIM, 1, cx, top + number_h, ALIGN_CENTRE, col - 4);
    }
    return y + row_h * (float)((N + across - 1) / across);
}

/* The months the calendar's weeks span, "November – December 2026", into out. */
static void months_spanned(const struct daily_stats *st, char *out, size_t n)
{
    char first[DAILY_DATE_SIZE], last[DAILY_DATE_SIZE];
    daily_format(st->first, first);
    daily_format(st->first + STATS_DAYS - 1, last);
    int m0 = (first[5] - '0') * 10 + (first[6] - '0'), m1 = (last[5] - '0') * 10 + (last[6] - '0');
    if (m0 == m1)
        snprintf(out, n, "%s %.4s", MONTHS[m1 - 1], last);
    else if (memcmp(first, last, 4) == 0)
        snprintf(out, n, "%s \xe2\x80\x93 %s %.4s", MONTHS[m0 - 1], MONTHS[m1 - 1], last);
    else
        snprintf(out, n, "%s %.4s \xe2\x80\x93 %s %.4s", MONTHS[m0 - 1], first, MONTHS[m1 - 1], last);
}

/* The last five weeks, a row a week, Monday first, the months they span and the
 * weekdays' letters above, each square with its date; the squares as large as the room
 * allows. Returns the y under it. */
static float calendar(struct kit *d, const struct daily_stats *st, float cx, float width, float y, float most_h)
{
    float small = kit_text_height(d, TEXT_SMALL);
    char months[64];
    months_spanned(st, months, sizeof months);
    kit_text_within(d, months, TEXT_SMALL, INK_DIM, 0.9f, cx, y, ALIGN_CENTRE, width);
    y += small;
    most_h -= small;
    float pitch = fminf(width / 7, (most_h - small) / STATS_WEEKS);
    pitch = fminf(pitch, 64 * d->view.band);
    float side = pitch * 0.78f, x0 = cx - pitch * 3.5f;
    /* the weekdays' letters where they stand apart (not in the smallest windows) */
    for (int i = 0; i < 7 && pitch >= 1.3f * kit_text_width(d, "W", TEXT_SMALL); i++) {
        char letter[2] = {WEEKDAYS[i], '\0'};
        kit_text(d, letter, TEXT_SMALL, INK_DIM, 0.9f, x0 + pitch * ((float)i + 0.5f), y, ALIGN_CENTRE);
    }
    y += small;
    for (int k = 0; k < STATS_DAYS; k++) {
        float x = x0 + pitch * (float)(k % 7) + (pitch - side) / 2;
        float top = y + pitch * (float)(k / 7) + (pitch - side) / 2;
        day_square(d, st->days[k], x, top, side, k == st->today);
        day_date(d, st->first + k, st->days[k], x, top, side);
    }
    return y + pitch * STATS_WEEKS;
}

/* Under the calendar, what its squares mean: a square and its words each, in one row
 * or, where that is wider than the panel, two (words are never narrowed, view.h). */
static const struct {
    enum stats_mark mark;
    const char *words;
} KEY[] = {{MARK_WON, "won"}, {MARK_HINTED, "with a hint"}, {MARK_PLAYED, "played"}, {MARK_NONE, "not played"}};
enum { KEYS = sizeof KEY / sizeof KEY[0] };

/* The width of the legend's items from .. to - 1 in a row. */
static float legend_width(struct kit *d, int from, int to)
{
    float small = kit_text_height(d, TEXT_SMALL), total = 0;
    for (int i = from; i < to; i++)
        total += small * 0.95f + kit_text_width(d, KEY[i].words, TEXT_SMALL) + (i < to - 1 ? small : 0);
    return total;
}

static int legend_rows(struct kit *d, float width) { return legend_width(d, 0, KEYS) > width ? 2 : 1; }

static float legend(struct kit *d, float cx, float width, float y)
{
    float small = kit_text_height(d, TEXT_SMALL), side = small * 0.6f, gap = small * 0.35f;
    int rows = legend_rows(d, width);
    for (int r = 0; r < rows; r++, y += small * 1.15f) {
        int from = KEYS * r / rows, to = KEYS * (r + 1) / rows;
        float x = cx - legend_width(d, from, to) / 2;
        for (int i = from; i < to; i++) {
            day_square(d, KEY[i].mark, x, y + (small - side) / 2, side, false);
            x += side + gap;
            x += kit_text(d, KEY[i].words, TEXT_SMALL, INK_DIM, 0.9f, x, y, ALIGN_LEFT) + small;
        }
    }
    return y - small * 0.15f;
}

/* The packs' table: each pack's figures as words, won (of its levels), won read, hints
 * asked, in columns as wide as their words from the right (ends: each column's
 * right end), and the room left of them for the names. */
enum { COLUMNS = 3 };
static const char *const HEADS[COLUMNS] = {"won", "read", "hints"};
struct table {
    char cells[STATS_PACKS][COLUMNS][32];
    float col[COLUMNS], ends[COLUMNS], name_w;
};

static void table(struct kit *d, const struct stats_scene *sc, float left, float right, struct table *t)
{
    for (int c = 0; c < COLUMNS; c++)
        t->col[c] = kit_text_width(d, HEADS[c], TEXT_SMALL);
    for (int i = 0; i < sc->packs; i++) {
        const struct pack_stats *p = &sc->pack[i];
        snprintf(t->cells[i][0], sizeof t->cells[i][0], "%d/%d", p->won, p->levels);
        snprintf(t->cells[i][1], sizeof t->cells[i][1], "%d", p->read);
        snprintf(t->cells[i][2], sizeof t->cells[i][2], "%d", p->hints);
        for (int c = 0; c < COLUMNS; c++)
            t->col[c] = fmaxf(t->col[c], kit_text_width(d, t->cells[i][c], TEXT_SMALL));
    }
    float x = right;
    for (int c = COLUMNS - 1; c >= 0; c--) {
        t->ends[c] = x;
        x -= t->col[c] + kit_text_height(d, TEXT_SMALL);
    }
    t->name_w = fmaxf(x - left, 0);
}

/* The lines pack i's row takes: its name broken at spaces where it is wider than its
 * room (never narrowed, view.h), at most two (a word wider than the room is narrowed). */
static int name_lines(struct kit *d, const struct stats_scene *sc, const struct table *t, int i,
                      char lines[2][KIT_LINE])
{
    return kit_wrap(d, sc->name[i], strlen(sc->name[i]), TEXT_SMALL, t->name_w, lines, 2);
}

/* The lines the whole table takes: the heads' and each pack's. */
static int table_lines(struct kit *d, const struct stats_scene *sc, const struct table *t)
{
    char lines[2][KIT_LINE];
    int n = 1;
    for (int i = 0; i < sc->packs; i++)
        n += name_lines(d, sc, t, i, lines);
    return n;
}

/* Each pack a row (as many as most_h holds): its name, then its figures. */
static float packs(struct kit *d, const struct stats_scene *sc, const struct table *t, float left, float y,
                   float most_h)
{
    float line = kit_text_height(d, TEXT_SMALL) * 1.2f, used = line;
    for (int c = 0; c < COLUMNS; c++)
        kit_text_within(d, HEADS[c], TEXT_SMALL, INK_DIM, 0.9f, t->ends[c], y, ALIGN_RIGHT, t->col[c]);
    y += line;
    for (int i = 0; i < sc->packs; i++) {
        char lines[2][KIT_LINE];
        int n = name_lines(d, sc, t, i, lines);
        if (used + line * (float)(n + 1) > most_h)
            break;
        struct rgb ink = i == 0 ? INK : INK_DIM;
        for (int k = 0; k < n; k++)
            kit_text_within(d, lines[k], TEXT_SMALL, ink, 1, left, y + line * (float)k, ALIGN_LEFT, t->name_w);
        for (int c = 0; c < COLUMNS; c++)
            kit_text_within(d, t->cells[i][c], TEXT_SMALL, ink, 1, t->ends[c], y, ALIGN_RIGHT, t->col[c]);
        y += line * (float)n;
        used += line * (float)n;
    }
    return y;
}

void drawstats_panel(struct kit *d, const struct stats_scene *sc)
{
    const struct view *v = &d->view;
    kit_dim(d, DIM_BEHIND_PANEL);
    float b = v->band;
    struct view_box over = view_over(v);
    float inset = (FIELD_WIDTH - STATS_X1) * v->scale;
    float x0 = over.x + (v->beside ? 0 : inset), x1 = over.x + over.w - inset, y0 = over.y + 6 * b, y1 = over.y + over.h - 6 * b;
    float cx = (x0 + x1) / 2, pad = fminf(28 * b, (x1 - x0) * 0.06f);
    kit_draw_panel_px(d, x1 - x0, y1 - y0, cx, (y0 + y1) / 2, 1);
    float left = x0 + pad, right = x1 - pad, width = right - left;
    float small = kit_text_height(d, TEXT_SMALL), gap = fminf(14 * b, (y1 - y0) * 0.02f);
    float y = y0 + pad * 0.6f;
    kit_text_within(d, "Statistics", TEXT_LARGE, INK, 1, cx, y, ALIGN_CENTRE, width);
    y += kit_text_height(d, TEXT_LARGE) + gap;
    kit_text_within(d, "Daily", TEXT_SMALL, NOTE_COLOURS[2], 1, left, y, ALIGN_LEFT, width);
    y = figures(d, &sc->daily, left, right, y + small + gap / 2) + gap;
    /* the packs' rows and the closing line keep their room; the calendar takes the rest */
    struct table t;
    table(d, sc, left, right, &t);
    /* the table's heads stand on the "Packs" line where the names' room leaves them apart */
    bool apart = kit_text_width(d, "Packs", TEXT_SMALL) + small > t.name_w;
    int rows = table_lines(d, sc, &t) + apart;
    float foot = small * 1.2f * (float)rows + small * (float)legend_rows(d, width) + 3 * gap + 2 * small + pad * 0.6f;
    y = calendar(d, &sc->daily, cx, width, y, y1 - foot - y) + gap / 2;
    y = legend(d, cx, width, y) + gap;
    kit_text_within(d, "Packs", TEXT_SMALL, NOTE_COLOURS[2], 1, left, y, ALIGN_LEFT, width);
    y = packs(d, sc, &t, left, apart ? y + small + gap / 2 : y, y1 - pad * 0.6f - small - y);
    char close[48]; /* a pad's Y, a hint in play, is the statistics on the select; a finger has the Close button */
    keymap_words(sc->pad ? "{hint} or {back} closes" : sc->touch ? "Close, or a tap outside, closes" : "{stats} or {back} closes",
                 sc->pad, close, sizeof close);
    kit_text_within(d, close, TEXT_SMALL, INK_DIM, 0.9f, cx, y1 - pad * 0.6f - small, ALIGN_CENTRE, width);
}
