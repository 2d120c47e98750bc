/* tilerow.c: see tilerow.h. */
#include "game/select/tilerow.h"

#include <stdio.h>
#include <string.h>

#include "levelgen/daily.h"
#include "levelgen/geometry.h"

enum { ROW_WIDTH = FIELD_WIDTH - 2 * ROW_MARGIN - (ROW_TILES - 1) * ROW_GAP };

static int form_count(const char *words)
{
    int n = 1;
    for (const char *at = words; (at = strchr(at, '\n')); at++)
        n++;
    return n < ROW_FORMS_MOST ? n : ROW_FORMS_MOST;
}

const char *tilerow_form(const char *words, int k, char *out, size_t n)
{
    const char *at = words;
    for (int i = 0; i < k; i++) {
        const char *next = strchr(at, '\n');
        if (!next)
            break;
        at = next + 1;
    }
    size_t len = strcspn(at, "\n");
    snprintf(out, n, "%.*s", (int)len, at);
    return out;
}

static void place(struct tile_row *row, const float w[ROW_TILES], float pad)
{
    float x = ROW_MARGIN;
    for (int i = 0; i < ROW_TILES; i++) {
        row->cx[i] = x + w[i] / 2;
        row->half_w[i] = w[i] / 2;
        row->room[i] = w[i] - 2 * pad > 0 ? w[i] - 2 * pad : 0;
        x += w[i] + ROW_GAP;
    }
}

void tilerow_even(struct tile_row *row)
{
    float w[ROW_TILES];
    for (int i = 0; i < ROW_TILES; i++) {
        w[i] = (float)ROW_WIDTH / ROW_TILES;
        row->form[i] = 0;
    }
    place(row, w, 0);
}

void tilerow_lay_out(struct tile_row *row, const char *const words[ROW_TILES], bool endless_open, float pad,
                     tilerow_measure_fn *measure, void *ctx)
{
    float need[ROW_TILES][ROW_FORMS_MOST], w[ROW_TILES], sum = 0;
    int forms[ROW_TILES];
    for (int i = 0; i < ROW_TILES; i++) {
        forms[i] = form_count(words[i]);
        for (int k = 0; k < forms[i]; k++) {
            char form[256];
            need[i][k] = measure(ctx, (enum row_tile)i, tilerow_form(words[i], k, form, sizeof form)) + 2 * pad;
        }
        row->form[i] = forms[i] - 1; /* the barest first */
        w[i] = need[i][row->form[i]];
        sum += w[i];
    }
    float spare = ROW_WIDTH - sum;
    if (spare < 0) { /* even the barest words do not fit: each narrows in proportion */
        for (int i = 0; i < ROW_TILES; i++)
            w[i] *= ROW_WIDTH / sum;
        place(row, w, pad * ROW_WIDTH / sum);
        return;
    }
    static const enum row_tile FIRST[] = {ROW_DAILY, ROW_WORKSHOP, ROW_ENDLESS};
    for (int j = 0; j < ROW_TILES; j++) { /* the richest words that fit, the daily's first */
        int i = FIRST[j];
        for (int k = 0; k < forms[i]; k++)
            if (need[i][k] - w[i] <= spare) {
                spare -= need[i][k] - w[i];
                w[i] = need[i][k];
                row->form[i] = k;
                break;
            }
    }
    /* the rest: the daily and workshop tiles made as wide as each other, then shared */
    float *narrow = w[ROW_DAILY] < w[ROW_WORKSHOP] ? &w[ROW_DAILY] : &w[ROW_WORKSHOP];
    float even = w[ROW_DAILY] > w[ROW_WORKSHOP] ? w[ROW_DAILY] : w[ROW_WORKSHOP];
    float raise = even - *narrow < spare ? even - *narrow : spare;
    *narrow += raise;
    spare -= raise;
    int sharing = endless_open ? 3 : 2;
    w[ROW_DAILY] += spare / (float)sharing;
    w[ROW_WORKSHOP] += spare / (float)sharing;
    if (endless_open)
        w[ROW_ENDLESS] += spare / (float)sharing;
    place(row, w, pad);
}

int tilerow_at(const struct tile_row *row, int x, int y)
{
    if (y < ROW_Y - ROW_HALF_H || y > ROW_Y + ROW_HALF_H)
        return -1;
    for (int i = 0; i < ROW_TILES; i++)
        if ((float)x >= row->cx[i] - row->half_w[i] && (float)x <= row->cx[i] + row->half_w[i])
            return i;
    return -1;
}

void tilerow_daily_words(char *out, size_t n, int64_t day, const struct daily_day *rec, int streak)
{
    static const char DOT[] = "  \xc2\xb7  ";
    char date[DAILY_DATE_SIZE];
    daily_format(day, date);
    const char *weekday = DAILY_PLANS[daily_weekday(day)].weekday;
    if (rec && rec->won)
        snprintf(out, n,
                 "Daily %s %s%swon in %d%s%sstreak %d\n"
                 "Daily %s%swon in %d%s%sstreak %d\n"
                 "Daily%swon%sstreak %d\n"
                 "Won%sstreak %d\n"
                 "Won \xc2\xb7 streak %d\n"
                 "Won \xc2\xb7 %d",
                 weekday, date + strlen(date) - 5, DOT, rec->taps, rec->hinted ? ", hint" : "", DOT, streak, weekday, DOT, rec->taps,
                 rec->hinted ? ", hint" : "", DOT, streak, DOT, DOT, streak, DOT, streak, streak, streak);
    else
        snprintf(out, n,
                 "Daily %s %s%sstreak %d\n"
                 "Daily %s%sstreak %d\n"
                 "Daily%sstreak %d\n"
                 "Daily \xc2\xb7 streak %d\n"
                 "Daily \xc2\xb7 %d",
                 weekday, date + strlen(date) - 5, DOT, streak, weekday, DOT, streak, DOT, streak, streak, streak);
}
