/* levelgen curve: a picture of a pack, to read at a glance.
 *
 * One SVG: the difficulty of each level as a line (bits, left axis), its dot count as
 * pale bars (right axis), and the stretches of equal taps as bands with their tap count.
 * Plain printf of a fixed template: the picture needs no library.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/fileio.h"
#include "base/textbuf.h"

#include "tool.h"

enum { W = 960, H = 520, LEFT = 64, RIGHT = 64, TOP = 56, BOTTOM = 56 };

struct frame {
    int levels;
    int bits_top; /* whole bits at the top of the left axis */
};

static double x_of(const struct frame *f, double level)
{
    return LEFT + (level - 0.5) * (W - LEFT - RIGHT) / f->levels;
}

static double y_of(double value, double top)
{
    return TOP + (H - TOP - BOTTOM) * (1.0 - value / top);
}

static void draw_bands(struct textbuf *s, const struct frame *f, const struct pack *p)
{
    for (int first = 0; first < p->count;) {
        int last = first;
        while (last + 1 < p->count && p->levels[last + 1].taps == p->levels[first].taps)
            last++;
        double x0 = x_of(f, first + 0.5), x1 = x_of(f, last + 1.5);
        int taps = p->levels[first].taps;
        textbuf_printf(s, "<rect x='%.1f' y='%d' width='%.1f' height='%d' fill='%s'/>\n", x0, TOP, x1 - x0,
            H - TOP - BOTTOM, taps % 2 ? "#f4f1ea" : "#eae6dc");
        textbuf_printf(s, "<text x='%.1f' y='%d' class='band'>%d tap%s</text>\n", (x0 + x1) / 2, TOP - 8,
            taps, taps == 1 ? "" : "s");
        first = last + 1;
    }
}

static void draw_axes(struct textbuf *s, const struct frame *f)
{
    for (int b = 0; b <= f->bits_top; b += 2) {
        double y = y_of(b, f->bits_top);
        textbuf_printf(s, "<line x1='%d' x2='%d' y1='%.1f' y2='%.1f' class='grid'/>\n", LEFT, W - RIGHT, y, y);
        textbuf_printf(s, "<text x='%d' y='%.1f' class='left'>%d</text>\n", LEFT - 8, y + 4, b);
    }
    for (int d = 0; d <= DOTSET_MAX; d += 16)
        textbuf_printf(s, "<text x='%d' y='%.1f' class='right'>%d</text>\n", W - RIGHT + 8,
            y_of(d, DOTSET_MAX) + 4, d);
    for (int level = 10; level <= f->levels; level += 10)
        textbuf_printf(s, "<text x='%.1f' y='%d' class='mid'>%d</text>\n", x_of(f, level), H - BOTTOM + 18, level);
    textbuf_printf(s, "<text x='%d' y='%d' class='axis' transform='rotate(-90 %d %d)'>difficulty (bits)</text>\n",
        18, H / 2, 18, H / 2);
    textbuf_printf(s, "<text x='%d' y='%d' class='axis' transform='rotate(90 %d %d)'>dots</text>\n",
        W - 16, H / 2, W - 16, H / 2);
    textbuf_printf(s, "<text x='%d' y='%d' class='axis'>level</text>\n", W / 2, H - 12);
}

static char *render(const struct pack *p)
{
    struct frame f = {.levels = p->count, .bits_top = 2};
    for (int i = 0; i < p->count; i++)
        while (p->levels[i].centibits > f.bits_top * 100)
            f.bits_top += 2;
    struct textbuf s = {0};
    textbuf_printf(&s, "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' viewBox='0 0 %d %d'>\n",
        W, H, W, H);
    textbuf_printf(&s, "<style>text{font:13px sans-serif;fill:#444}.band{text-anchor:middle;font-weight:bold}"
            ".left{text-anchor:end}.right{text-anchor:start}.mid,.axis{text-anchor:middle}"
            ".grid{stroke:#d8d2c4;stroke-width:1}</style>\n");
    textbuf_printf(&s, "<rect width='%d' height='%d' fill='#fbfaf6'/>\n", W, H);
    textbuf_printf(&s, "<text x='%d' y='22' class='mid' style='font-size:16px'>Carillon, seed %llu: "
            "difficulty (line) and dots (bars) of each of %d levels</text>\n",
        W / 2, (unsigned long long)p->seed, p->count);
    draw_bands(&s, &f, p);
    draw_axes(&s, &f);
    double bar = (double)(W - LEFT - RIGHT) / p->count * 0.7;
    for (int i = 0; i < p->count; i++) {
        double y = y_of(p->levels[i].n, DOTSET_MAX);
        textbuf_printf(&s, "<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' fill='#b9c7d6'/>\n",
            x_of(&f, i + 1) - bar / 2, y, bar, H - BOTTOM - y);
    }
    textbuf_printf(&s, "<polyline fill='none' stroke='#b5472e' stroke-width='2.5' points='");
    for (int i = 0; i < p->count; i++)
        textbuf_printf(&s, "%.1f,%.1f ", x_of(&f, i + 1), y_of(p->levels[i].centibits / 100.0, f.bits_top));
    textbuf_printf(&s, "'/>\n</svg>\n");
    if (s.failed) {
        free(s.data);
        return NULL;
    }
    return s.data;
}

int cmd_curve(const struct tool_args *a)
{
    struct pack pack;
    if (load_pack(a->file, &pack) != 0)
        return 1;
    char *svg = render(&pack);
    pack_free(&pack);
    error_line err;
    if (!svg) {
        error_fail(&err, "out of memory drawing %s", a->file);
        fprintf(stderr, "levelgen: %s\n", err.text);
        return 1;
    }
    int status = file_write_atomic(a->out, svg, strlen(svg), &err);
    free(svg);
    if (status != 0) {
        fprintf(stderr, "levelgen: %s\n", err.text);
        return 1;
    }
    return 0;
}
