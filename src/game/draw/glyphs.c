/* glyphs.c: see glyphs.h. Shapes are in units of the icon's side, y down; an angle turns
 * from +x towards +y (clockwise on the screen). */
#include "game/draw/glyphs.h"

#include <math.h>
#include <stdbool.h>

enum shape_kind { SEG, ARC, DISC, TRI, BOX, BOX_LINE };

struct shape {
    enum shape_kind kind;
    float v[6];  /* the points: a segment's ends, a triangle's corners, a box's corners;
                    an arc's or a disc's centre, radius (and an arc's angles, in degrees) */
    float width; /* a stroke's width; a box's corners' radius */
};

enum { SHAPES_MOST = 12 };
static const float STROKE = 0.09f;
static const float PI = 3.14159265f;

static float seg_dist(float px, float py, const float *v)
{
    float dx = v[2] - v[0], dy = v[3] - v[1], qx = px - v[0], qy = py - v[1];
    float t = fmaxf(0, fminf(1, (qx * dx + qy * dy) / (dx * dx + dy * dy)));
    return hypotf(qx - t * dx, qy - t * dy);
}

static float arc_dist(float px, float py, const float *v)
{
    float qx = px - v[0], qy = py - v[1], a = atan2f(qy, qx) * 180 / PI;
    float from = v[3], to = v[4];
    while (a < from)
        a += 360;
    if (a <= to)
        return fabsf(hypotf(qx, qy) - v[2]);
    float ends[2] = {from * PI / 180, to * PI / 180}, best = INFINITY;
    for (int k = 0; k < 2; k++)
        best = fminf(best, hypotf(qx - v[2] * cosf(ends[k]), qy - v[2] * sinf(ends[k])));
    return best;
}

/* A triangle's signed distance (negative inside). */
static float tri_dist(float px, float py, const float *v)
{
    float best = INFINITY, sign = 0;
    bool in = true;
    for (int i = 0; i < 3; i++) {
        const float *a = &v[2 * i], *b = &v[2 * ((i + 1) % 3)];
        float edge[4] = {a[0], a[1], b[0], b[1]};
        best = fminf(best, seg_dist(px, py, edge));
        float cross = (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0]);
        if (i == 0)
            sign = cross;
        else if ((cross > 0) != (sign > 0))
            in = false;
    }
    return in ? -best : best;
}

static float box_dist(float px, float py, const float *v, float corner)
{
    float cx = (v[0] + v[2]) / 2, cy = (v[1] + v[3]) / 2;
    float qx = fabsf(px - cx) - (v[2] - v[0]) / 2 + corner, qy = fabsf(py - cy) - (v[3] - v[1]) / 2 + corner;
    return hypotf(fmaxf(qx, 0), fmaxf(qy, 0)) + fminf(fmaxf(qx, qy), 0) - corner;
}

static float shape_dist(const struct shape *s, float px, float py)
{
    switch (s->kind) {
    case SEG: return seg_dist(px, py, s->v) - s->width / 2;
    case ARC: return arc_dist(px, py, s->v) - s->width / 2;
    case DISC: return hypotf(px - s->v[0], py - s->v[1]) - s->v[2];
    case TRI: return tri_dist(px, py, s->v);
    case BOX: return box_dist(px, py, s->v, s->width);
    case BOX_LINE: return fabsf(box_dist(px, py, s->v, 0.05f)) - s->width / 2;
    }
    return INFINITY;
}

/* An icon's shapes. */
struct drawing {
    struct shape s[SHAPES_MOST];
    int n;
};

static void add(struct drawing *d, struct shape s)
{
    if (d->n < SHAPES_MOST)
        d->s[d->n++] = s;
}

static void seg(struct drawing *d, float x0, float y0, float x1, float y1, float w)
{
    add(d, (struct shape){SEG, {x0, y0, x1, y1}, w});
}

static void disc(struct drawing *d, float x, float y, float r) { add(d, (struct shape){DISC, {x, y, r}, 0}); }

/* An arc round (x, y) from one angle to another, and a head at the end at `head` pointing
 * on round it (the way from the other end). */
static void arrow_arc(struct drawing *d, float x, float y, float r, float from, float to, bool head_at_to)
{
    add(d, (struct shape){ARC, {x, y, r, from, to}, STROKE});
    float a = (head_at_to ? to : from) * PI / 180, turn = head_at_to ? 1.0f : -1.0f;
    float ex = x + r * cosf(a), ey = y + r * sinf(a);
    float tx = -sinf(a) * turn, ty = cosf(a) * turn; /* onward, along the arc */
    float nx = cosf(a), ny = sinf(a), size = 0.13f;
    add(d, (struct shape){TRI,
                          {ex + tx * size, ey + ty * size, ex + nx * size - tx * size * 0.2f,
                           ey + ny * size - ty * size * 0.2f, ex - nx * size - tx * size * 0.2f,
                           ey - ny * size - ty * size * 0.2f},
                          0});
}

static void line_arrow(struct drawing *d, bool left)
{
    float tip = left ? 0.22f : 0.78f, back = left ? 0.46f : 0.54f;
    seg(d, 0.22f, 0.5f, 0.78f, 0.5f, STROKE);
    seg(d, tip, 0.5f, back, 0.27f, STROKE);
    seg(d, tip, 0.5f, back, 0.73f, STROKE);
}

static void draw_icon(struct drawing *d, enum glyph icon)
{
    switch (icon) {
    case GLYPH_LEVELS:
        for (int k = 0; k < 9; k++)
            disc(d, 0.24f + 0.26f * (float)(k % 3), 0.24f + 0.26f * (float)(k / 3), 0.085f);
        break;
    case GLYPH_UNDO: arrow_arc(d, 0.54f, 0.58f, 0.26f, 180, 390, false); break;
    case GLYPH_REDO: arrow_arc(d, 0.46f, 0.58f, 0.26f, 150, 360, true); break;
    case GLYPH_HINT:
        disc(d, 0.5f, 0.5f, 0.13f);
        add(d, (struct shape){ARC, {0.5f, 0.5f, 0.3f, 0, 360}, 0.06f});
        break;
    case GLYPH_RESTART: arrow_arc(d, 0.5f, 0.53f, 0.28f, -50, 235, false); break;
    case GLYPH_SHARE:
        seg(d, 0.28f, 0.5f, 0.72f, 0.26f, 0.07f);
        seg(d, 0.28f, 0.5f, 0.72f, 0.74f, 0.07f);
        disc(d, 0.28f, 0.5f, 0.11f);
        disc(d, 0.72f, 0.26f, 0.11f);
        disc(d, 0.72f, 0.74f, 0.11f);
        break;
    case GLYPH_SETTINGS:
        for (int k = 0; k < 3; k++) {
            float y = 0.28f + 0.22f * (float)k;
            seg(d, 0.18f, y, 0.82f, y, 0.06f);
            disc(d, k == 1 ? 0.64f : k == 0 ? 0.36f : 0.46f, y, 0.09f);
        }
        break;
    case GLYPH_CLOSE:
        seg(d, 0.28f, 0.28f, 0.72f, 0.72f, 0.1f);
        seg(d, 0.72f, 0.28f, 0.28f, 0.72f, 0.1f);
        break;
    case GLYPH_PAGE_BACK: line_arrow(d, true); break;
    case GLYPH_PAGE_ON: line_arrow(d, false); break;
    case GLYPH_PASTE:
        add(d, (struct shape){BOX_LINE, {0.26f, 0.22f, 0.74f, 0.84f}, 0.07f});
        add(d, (struct shape){BOX, {0.38f, 0.14f, 0.62f, 0.3f}, 0.03f});
        break;
    case GLYPH_STATS:
        add(d, (struct shape){BOX, {0.18f, 0.54f, 0.34f, 0.82f}, 0.02f});
        add(d, (struct shape){BOX, {0.42f, 0.34f, 0.58f, 0.82f}, 0.02f});
        add(d, (struct shape){BOX, {0.66f, 0.16f, 0.82f, 0.82f}, 0.02f});
        break;
    case GLYPH_DELETE:
        add(d, (struct shape){ARC, {0.5f, 0.5f, 0.28f, 0, 360}, 0.08f});
        seg(d, 0.3f, 0.7f, 0.7f, 0.3f, 0.09f);
        break;
    case GLYPH_TRY: add(d, (struct shape){TRI, {0.32f, 0.2f, 0.32f, 0.8f, 0.82f, 0.5f}, 0}); break;
    case GLYPH_COPY:
        add(d, (struct shape){BOX_LINE, {0.36f, 0.16f, 0.8f, 0.66f}, 0.07f});
        add(d, (struct shape){BOX_LINE, {0.2f, 0.34f, 0.64f, 0.84f}, 0.07f});
        break;
    case GLYPH_WORKSHOP:
        seg(d, 0.36f, 0.64f, 0.76f, 0.24f, 0.16f);
        add(d, (struct shape){TRI, {0.18f, 0.82f, 0.24f, 0.6f, 0.4f, 0.76f}, 0});
        break;
    case GLYPH_NONE:
    case GLYPHS: break;
    }
}

void glyph_paint(struct image *img, enum glyph icon)
{
    struct drawing d = {.n = 0};
    draw_icon(&d, icon);
    float side = (float)img->w;
    for (int y = 0; y < img->h; y++)
        for (int x = 0; x < img->w; x++) {
            float px = ((float)x + 0.5f) / side, py = ((float)y + 0.5f) / side, dist = INFINITY;
            for (int i = 0; i < d.n; i++)
                dist = fminf(dist, shape_dist(&d.s[i], px, py));
            float cover = fminf(1, fmaxf(0, 0.5f - dist * side));
            img->px[y * img->stride + x] = (uint32_t)(cover * 255 + 0.5f) << 24 | 0xffffffu;
        }
}
