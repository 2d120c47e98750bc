/* paint.c: see paint.h.
 *
 * Colour work is in floats from 0 to 1 and packed once per pixel. A dot is lit from the
 * upper left (a lighter centre of light, a slightly darker rim) so it reads as a small
 * bell-metal bead rather than a flat disc; its mark is pressed into it in a deep shade
 * of its own colour.
 */
#include "game/draw/paint.h"

#include <math.h>
#include <stdlib.h>

const struct rgb NOTE_COLOURS[NOTE_COUNT] = {
    {0xff, 0x7b, 0x6b}, /* coral, ring */
    {0xf5, 0xc0, 0x4a}, /* amber, triangle */
    {0x5f, 0xd3, 0x9a}, /* green, square */
    {0x58, 0xb6, 0xf2}, /* sky, plus */
    {0xa7, 0x8b, 0xfa}, /* violet, star */
    {0xf2, 0x8a, 0xc4}, /* rose, diamond */
};

const struct rgb INK = {0xe8, 0xec, 0xf5};     /* text and highlights */
const struct rgb INK_DIM = {0x7d, 0x88, 0xa6}; /* quiet text */
const struct rgb NIGHT = {0x07, 0x0a, 0x14};   /* the darkest backdrop */

struct colour {
    float r, g, b;
};

int image_new(struct image *img, int w, int h, error_line *err)
{
    img->w = w > 0 ? w : 1;
    img->h = h > 0 ? h : 1;
    img->stride = img->w;
    img->px = calloc((size_t)img->w * (size_t)img->h, sizeof *img->px);
    if (!img->px)
        return error_fail(err, "out of memory for a %dx%d image", img->w, img->h);
    return 0;
}

void image_free(struct image *img)
{
    free(img->px);
    img->px = NULL;
}

static float clamp01(float v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

static float smooth(float t)
{
    t = clamp01(t);
    return t * t * (3 - 2 * t);
}

static struct colour from_rgb(struct rgb c)
{
    return (struct colour){c.r / 255.0f, c.g / 255.0f, c.b / 255.0f};
}

static struct colour mix(struct colour a, struct colour b, float t)
{
    return (struct colour){a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

static struct colour shade(struct colour c, float k) { return (struct colour){c.r * k, c.g * k, c.b * k}; }

static uint32_t byte(float v) { return (uint32_t)(clamp01(v) * 255 + 0.5f); }

static uint32_t pack(struct colour c, float alpha)
{
    return byte(alpha) << 24 | byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b);
}

/* The length of (x, y); hypotf guards against overflow we never meet, at a high price. */
static float len(float x, float y) { return sqrtf(x * x + y * y); }

/* ---- marks: inside tests in units of the dot's radius, y down ---------------------- */

static bool in_triangle(float x, float y)
{
    /* equilateral, pointing up, centred on its centroid */
    const float top = -0.50f, base = 0.26f, half = 0.44f;
    if (y > base || y < top)
        return false;
    return fabsf(x) <= half * (y - top) / (base - top);
}

static bool in_star(float x, float y)
{
    /* a five-pointed star as a polygon of ten corners, by the even-odd rule */
    float vx[10], vy[10];
    for (int i = 0; i < 10; i++) {
        float a = (float)i * 3.14159265f / 5 - 3.14159265f / 2, rad = i % 2 ? 0.22f : 0.52f;
        vx[i] = rad * cosf(a);
        vy[i] = rad * sinf(a) + 0.04f;
    }
    bool in = false;
    for (int i = 0, j = 9; i < 10; j = i++)
        if ((vy[i] > y) != (vy[j] > y) && x < (vx[j] - vx[i]) * (y - vy[i]) / (vy[j] - vy[i]) + vx[i])
            in = !in;
    return in;
}

static bool in_mark(int note, float x, float y)
{
    float ax = fabsf(x), ay = fabsf(y), rho = sqrtf(x * x + y * y);
    switch (note) {
    case 0: return rho >= 0.25f && rho <= 0.45f;
    case 1: return in_triangle(x, y);
    case 2: return ax <= 0.32f && ay <= 0.32f;
    case 3: return (ax <= 0.13f && ay <= 0.46f) || (ay <= 0.13f && ax <= 0.46f);
    case 4: return in_star(x, y);
    default: return ax / 0.30f + ay / 0.48f <= 1;
    }
}

/* The fraction of pixel (px, py) inside the mark of a dot of radius r centred at c. */
static float mark_cover(int note, float r, float cx, float cy, int px, int py)
{
    enum { SS = 4 };
    int in = 0;
    for (int sy = 0; sy < SS; sy++)
        for (int sx = 0; sx < SS; sx++)
            in += in_mark(note, ((float)px + (sx + 0.5f) / SS - cx) / r,
                          ((float)py + (sy + 0.5f) / SS - cy) / r);
    return (float)in / (SS * SS);
}

/* ---- dots and glows --------------------------------------------------------------- */

#define MARK_CLEAR_PX 6.5f
#define MARK_GROWS_MOST 1.4f

int paint_dot_side(float r) { return (int)ceilf(2 * r) + 4; }

void paint_dot(struct image *img, float r, int note, bool mark)
{
    struct colour base = from_rgb(NOTE_COLOURS[note]);
    struct colour light = mix(base, (struct colour){1, 1, 1}, 0.45f), rim = shade(base, 0.72f),
                  deep = mix(shade(base, 0.28f), from_rgb(NIGHT), 0.35f);
    float c = img->w / 2.0f;
    float hx = c - 0.38f * r, hy = c - 0.42f * r; /* where the light falls */
    /* A mark needs some MARK_CLEAR_PX pixels of radius to be read: a smaller dot (a small
     * one at 480x360 is under 5) wears it larger, to the edge of its face, so a square
     * keeps its corners and a ring its hole. */
    float mr = r * fminf(MARK_GROWS_MOST, fmaxf(1, MARK_CLEAR_PX / r));
    for (int y = 0; y < img->h; y++) {
        for (int x = 0; x < img->w; x++) {
            float px = x + 0.5f, py = y + 0.5f;
            float d = len(px - c, py - c);
            float cover = clamp01(r - d + 0.5f);
            if (cover <= 0)
                continue;
            struct colour col = mix(light, base, smooth(len(px - hx, py - hy) / (1.25f * r)));
            col = mix(col, rim, smooth((d - 0.78f * r) / (0.22f * r)));
            if (mark && fabsf(px - c) < 0.55f * mr && fabsf(py - c) < 0.55f * mr)
                col = mix(col, deep, 0.88f * mark_cover(note, mr, c, c, x, y));
            img->px[y * img->stride + x] = pack(col, cover);
        }
    }
}

void paint_glow(struct image *img, float inner, float outer)
{
    float cx = img->w / 2.0f, cy = img->h / 2.0f;
    struct colour white = {1, 1, 1};
    for (int y = 0; y < img->h; y++)
        for (int x = 0; x < img->w; x++) {
            float d = len(x + 0.5f - cx, y + 0.5f - cy);
            float t = 1 - clamp01((d - inner) / (outer - inner));
            img->px[y * img->stride + x] = pack(white, t * t * t);
        }
}

/* ---- circles, every frame ---------------------------------------------------------- */

/* Mixes colour (channels c, alpha a in 0..256) into pixel p. */
static inline void blend_pixel(uint32_t *p, const int c[3], int a, enum paint_blend blend)
{
    uint32_t v = *p;
    int r = (int)(v >> 16) & 255, g = (int)(v >> 8) & 255, b = (int)v & 255;
    if (blend == PAINT_ADD) {
        r += (c[0] * a) >> 8, g += (c[1] * a) >> 8, b += (c[2] * a) >> 8;
        r = r > 255 ? 255 : r, g = g > 255 ? 255 : g, b = b > 255 ? 255 : b;
    } else {
        r += ((c[0] - r) * a) >> 8, g += ((c[1] - g) * a) >> 8, b += ((c[2] - b) * a) >> 8;
    }
    *p = 0xff000000u | (uint32_t)r << 16 | (uint32_t)g << 8 | (uint32_t)b;
}

/* The strength of stroke s at distance d from its centre, as alpha in 0..256. */
static inline int stroke_at(const struct stroke *s, float d, float per_in, float per_out, float scale)
{
    float t = d - s->r;
    float past = fabsf(t) - s->core; /* how far beyond the full-strength core */
    float cover = past <= 0 ? 1 : 1 - past * (t > 0 ? per_out : per_in);
    if (cover <= 0)
        return 0;
    return (int)(scale * cover * cover * (3 - 2 * cover));
}

static inline void blend_at(struct image *img, int x, int y, const int c[3], int a,
                            enum paint_blend blend)
{
    if ((unsigned)x < (unsigned)img->w && (unsigned)y < (unsigned)img->h)
        blend_pixel(&img->px[(size_t)y * (size_t)img->stride + (size_t)x], c, a, blend);
}

void paint_image(struct image *dst, const struct image *src, int x, int y)
{
    for (int j = 0; j < src->h; j++)
        for (int i = 0; i < src->w; i++) {
            uint32_t p = src->px[(size_t)j * (size_t)src->stride + (size_t)i];
            int c[3] = {(int)(p >> 16 & 255), (int)(p >> 8 & 255), (int)(p & 255)}, a = (int)(p >> 24);
            if (a)
                blend_at(dst, x + i, y + j, c, a + (a >> 7), PAINT_OVER); /* 0..255 to 0..256 */
        }
}

/* The offsets k in 0..reach for which c + k or c - k is within 0..n-1, as lo..hi (lo > hi:
 * none). Each side's offsets are one run; when c is off the image only one side has any,
 * so the two runs' hull is exact where it matters: offsets outside it touch nothing. */
static void reachable(int c, int n, int reach, int *lo, int *hi)
{
    *lo = reach + 1, *hi = -1;
    if (n - 1 - c >= 0) { /* c + k */
        *lo = -c > 0 ? -c : 0;
        *hi = n - 1 - c;
    }
    if (c >= 0) { /* c - k */
        int from = c - n + 1 > 0 ? c - n + 1 : 0;
        *lo = from < *lo ? from : *lo;
        *hi = c > *hi ? c : *hi;
    }
    *hi = *hi > reach ? reach : *hi;
}

/* Blends colour c into the n pixels from q on: pixel m at a[m], or at a[n - 1 - m] when
 * reversed. Inlined with each mode and order fixed, it is four plain loops the
 * compiler can widen into vectors. */
static inline void blend_span(uint32_t *restrict q, const int *restrict a, int n, bool reversed, const int c[3],
                              enum paint_blend blend)
{
    for (int m = 0; m < n; m++)
        blend_pixel(&q[m], c, a[reversed ? n - 1 - m : m], blend);
}

/* Blends colour c at a[k] into the n pixels from p on, a step apart (1 or -1). A
 * strength of 0 leaves an opaque pixel as it is, so every pixel of the run is blended,
 * without a test. */
static void blend_run(uint32_t *p, int step, const int *a, int n, const int c[3], enum paint_blend blend)
{
    bool reversed = step < 0;
    uint32_t *q = reversed ? p - (n - 1) : p;
    if (blend == PAINT_ADD) {
        if (reversed)
            blend_span(q, a, n, true, c, PAINT_ADD);
        else
            blend_span(q, a, n, false, c, PAINT_ADD);
    } else if (reversed) {
        blend_span(q, a, n, true, c, PAINT_OVER);
    } else {
        blend_span(q, a, n, false, c, PAINT_OVER);
    }
}

/* The circle is centred on the nearest pixel centre (at most half a pixel off, as the
 * sprites are), so pixel (i, j) from the centre stands for all four (+-i, +-j) and one
 * distance serves four pixels. Each row visits only the band the stroke covers, and of
 * it only the columns on the image (a peal's wide rings reach far past the field); its
 * strengths are worked out a stretch at a time, then blended into the (up to) four runs
 * of pixels they stand for, each already cut to the image. */
struct carillon_box paint_circle(struct image *img, float cx, float cy, struct stroke s, struct rgb colour,
                                 float alpha, enum paint_blend blend)
{
    enum { STRETCH = 256 };
    struct carillon_box none = {0, 0, 0, 0};
    float hi = s.r + s.core + s.outer, lo = s.r - s.core - s.inner;
    if (hi <= 0 || alpha <= 0)
        return none;
    int c[3] = {colour.r, colour.g, colour.b};
    int x0 = (int)floorf(cx), y0 = (int)floorf(cy), reach = (int)ceilf(hi);
    if (x0 + reach < 0 || y0 + reach < 0 || x0 - reach >= img->w || y0 - reach >= img->h)
        return none;
    int i_lo, i_hi, j_lo, j_hi;
    reachable(x0, img->w, reach + 1, &i_lo, &i_hi);
    reachable(y0, img->h, reach, &j_lo, &j_hi);
    /* the columns each side of the centre on the image: x0 + i for i in right_lo..right_hi,
     * x0 - i for i in left_lo..left_hi (i 0 is the right side's alone) */
    int right_lo = -x0 > 0 ? -x0 : 0, right_hi = img->w - 1 - x0;
    int left_lo = x0 - img->w + 1 > 1 ? x0 - img->w + 1 : 1, left_hi = x0;
    float per_out = s.outer > 0 ? 1 / s.outer : 1e9f, per_in = s.inner > 0 ? 1 / s.inner : 1e9f;
    float scale = alpha * 256, hole = lo - 1;
    int a[STRETCH];
    for (int j = j_lo; j <= j_hi; j++) {
        float j2 = (float)j * (float)j;
        if (j2 >= hi * hi)
            break;
        int from = hole > 0 && j2 < hole * hole ? (int)sqrtf(hole * hole - j2) : 0;
        int to = (int)sqrtf(hi * hi - j2) + 1;
        from = from > i_lo ? from : i_lo;
        to = to < i_hi ? to : i_hi;
        uint32_t *rows[2] = {NULL, NULL}; /* the rows y0 + j and y0 - j, where on the image */
        if (y0 + j < img->h)
            rows[0] = img->px + (size_t)(y0 + j) * (size_t)img->stride;
        if (j && y0 - j >= 0)
            rows[1] = img->px + (size_t)(y0 - j) * (size_t)img->stride;
        for (int i0 = from; i0 <= to; i0 += STRETCH) {
            int i1 = to - i0 < STRETCH ? to : i0 + STRETCH - 1;
            for (int i = i0; i <= i1; i++)
                a[i - i0] = stroke_at(&s, sqrtf((float)i * (float)i + j2), per_in, per_out, scale);
            int r0 = i0 > right_lo ? i0 : right_lo, r1 = i1 < right_hi ? i1 : right_hi;
            int l0 = i0 > left_lo ? i0 : left_lo, l1 = i1 < left_hi ? i1 : left_hi;
            for (int k = 0; k < 2; k++) {
                if (!rows[k])
                    continue;
                if (r0 <= r1)
                    blend_run(rows[k] + (x0 + r0), 1, a + (r0 - i0), r1 - r0 + 1, c, blend);
                if (l0 <= l1)
                    blend_run(rows[k] + (x0 - l0), -1, a + (l0 - i0), l1 - l0 + 1, c, blend);
            }
        }
    }
    /* every pixel it may have touched: the square round the centre, on the image */
    int left = x0 - reach - 1, top = y0 - reach, right = x0 + reach + 1, bottom = y0 + reach;
    left = left < 0 ? 0 : left, top = top < 0 ? 0 : top;
    right = right >= img->w ? img->w - 1 : right, bottom = bottom >= img->h ? img->h - 1 : bottom;
    return (struct carillon_box){left, top, right - left + 1, bottom - top + 1};
}

/* ---- the backdrop ------------------------------------------------------------------ */

/* How far p is beyond the span p0..p1 brought in by corner (negative: within it), one
 * axis of rounded_box: both axes within it is the box's straight-edged inside. */
static float edge_q(float p, float p0, float p1, float corner) { return fabsf(p - (p0 + p1) / 2) - (p1 - p0) / 2 + corner; }

/* Signed distance from (x, y) to a rectangle with rounded corners (negative inside). */
static float rounded_box(float x, float y, float x0, float y0, float x1, float y1, float corner)
{
    float qx = edge_q(x, x0, x1, corner), qy = edge_q(y, y0, y1, corner);
    float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    return len(ox, oy) + fminf(fmaxf(qx, qy), 0) - corner;
}

void paint_panel(struct image *img, float corner)
{
    struct colour fill = {0.045f, 0.060f, 0.110f}, edge = {0.26f, 0.31f, 0.45f};
    float x1 = img->w - 0.5f, y1 = img->h - 0.5f;
    /* Three pixels or more inside the edge (both axes within the span that far, and
     * clear of the corners' curve), the line adds nothing and the fill is whole: the
     * same pixel everywhere there, without the distance to the edge. */
    float deep = fminf(0, corner - 3);
    uint32_t inside = pack(mix(fill, edge, 0), 1 * (0.86f + 0.14f * 0));
    for (int y = 0; y < img->h; y++) {
        bool deep_row = edge_q(y + 0.5f, 0.5f, y1, corner) <= deep;
        for (int x = 0; x < img->w; x++) {
            if (deep_row && edge_q(x + 0.5f, 0.5f, x1, corner) <= deep) {
                img->px[y * img->stride + x] = inside;
                continue;
            }
            float box = rounded_box(x + 0.5f, y + 0.5f, 0.5f, 0.5f, x1, y1, corner);
            float line = clamp01(1.3f - fabsf(box + 1.0f));
            img->px[y * img->stride + x] = pack(mix(fill, edge, line), clamp01(0.5f - box) * (0.86f + 0.14f * line));
        }
    }
}

void paint_backdrop(struct image *img, const struct view *v)
{
    struct colour top = {0.055f, 0.075f, 0.135f}, bottom = from_rgb(NIGHT);
    struct colour panel = {0.075f, 0.098f, 0.170f}, edge = {0.20f, 0.25f, 0.38f}, moon = {0.16f, 0.20f, 0.34f};
    const struct view_box *f = &v->field;
    float s = view_panel_scale(v);
    float fx0 = f->x, fy0 = f->y, fx1 = f->x + f->w, fy1 = f->y + f->h;
    float mx = fx0 + f->w / 2, my = fy0 + f->h * 0.38f;
    float glow = FIELD_HEIGHT * 0.75f * s, corner = 18 * s;
    for (int y = 0; y < img->h; y++) {
        float py = y + 0.5f;
        struct colour row = mix(top, bottom, smooth(py / (float)img->h));
        float qy = edge_q(py, fy0, fy1, corner);
        for (int x = 0; x < img->w; x++) {
            float px = x + 0.5f;
            float light = 1 - clamp01(len(px - mx, py - my) / glow);
            struct colour col = mix(row, moon, 0.55f * light * light);
            float qx = edge_q(px, fx0, fx1, corner);
            /* Two pixels or more outside the panel's edge, its fill and its line add nothing
             * (mix by 0); two or more inside, its fill is whole and its line adds nothing:
             * the same pixel without the distance to the edge. */
            bool outside = qx >= corner + 2 || qy >= corner + 2, within = qx <= -2 && qy <= -2;
            if (within) {
                col = mix(col, mix(panel, moon, 0.35f * light), 0.55f);
            } else if (!outside) {
                float box = rounded_box(px, py, fx0, fy0, fx1, fy1, corner);
                float inside = clamp01(0.5f - box);
                col = mix(col, mix(panel, moon, 0.35f * light), 0.55f * inside);
                col = mix(col, edge, 0.55f * clamp01(1.2f - fabsf(box)));
            }
            img->px[y * img->stride + x] = pack(col, 1);
        }
    }
}

void paint_grid(struct image *img, const struct view *v)
{
    const struct rgb grid = {43, 54, 82}; /* (0.17, 0.21, 0.32) */
    const struct view_box *f = &v->field;
    float dot = fmaxf(0.9f, 1.1f * view_panel_scale(v)), edge = 2 * dot, x0, y0, x1, y1;
    view_shown(v, &x0, &y0, &x1, &y1);
    for (int gy = (int)ceilf(y0 / GRID_STEP); gy * GRID_STEP <= y1; gy++) {
        float py = view_py(v, (float)(gy * GRID_STEP));
        if (py < f->y + edge || py > f->y + f->h - edge)
            continue;
        for (int gx = (int)ceilf(x0 / GRID_STEP); gx * GRID_STEP <= x1; gx++) {
            float px = view_px(v, (float)(gx * GRID_STEP));
            if (px >= f->x + edge && px <= f->x + f->w - edge)
                paint_circle(img, px, py, (struct stroke){0, dot - 0.5f, 1, 1}, grid, 0.35f, PAINT_OVER);
        }
    }
}
