/* code.c: level codes; see code.h for the shape.
 *
 * The digits are one whole number V, built so that only a big number times a small one
 * is ever needed:
 *
 *     V = ((rank * 18 + sn[0]) * 18 + sn[1]) ... * 18 + sn[n-1]) * 64 + (n - 1)
 *
 * where sn[i] = size * 6 + note of the i-th dot in reading order and rank is the set of
 * centres p = y * 640 + x (p[0] < p[1] < ... < p[n-1]) in the combinatorial number
 * system: rank = sum of C(p[i], i + 1), which is below C(640 * 800, n). Reading peels the
 * small digits off the bottom and finds each p[i] from the top down as the largest p with
 * C(p, i + 1) <= what is left of the rank. Big numbers are little-endian 32-bit limbs;
 * every step is exact integer arithmetic, so every machine reads a code the same way.
 */
#include "code.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "bits.h"
#include "graph.h"
#include "solver.h"

enum {
    POINTS = FIELD_WIDTH * FIELD_HEIGHT,
    SIZE_NOTES = SIZE_COUNT * NOTE_COUNT,
    CHECK_DIGITS = 4,
    HEAD = 2,                          /* 'C' and the version */
    DIGITS_MAX = CODE_MAX - HEAD - CHECK_DIGITS,
    LIMBS = 40,                        /* 62^DIGITS_MAX < 2^(32 * LIMBS) */
};
/* The largest prime below 62^4, so the checksum fills its four digits. */
#define CHECK_PRIME 14776331u
#define CHECK_BASE 63u

static const char DIGITS[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
static const char VERSION = '1';

/* --- big numbers ------------------------------------------------------------------- */

struct big {
    int len; /* limbs in use; the top one is not 0 (0 is len 0) */
    uint32_t limb[LIMBS];
};

static void big_set(struct big *b, uint32_t v)
{
    b->len = v != 0;
    b->limb[0] = v;
}

/* b = b * m + a; false if it no longer fits. */
static bool big_muladd(struct big *b, uint32_t m, uint32_t a)
{
    uint64_t carry = a;
    for (int i = 0; i < b->len; i++) {
        carry += (uint64_t)b->limb[i] * m;
        b->limb[i] = (uint32_t)carry;
        carry >>= 32;
    }
    if (carry) {
        if (b->len == LIMBS)
            return false;
        b->limb[b->len++] = (uint32_t)carry;
    }
    return true;
}

/* b = b / d; returns b mod d. */
static uint32_t big_divmod(struct big *b, uint32_t d)
{
    uint64_t rem = 0;
    for (int i = b->len - 1; i >= 0; i--) {
        uint64_t cur = rem << 32 | b->limb[i];
        b->limb[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
    while (b->len > 0 && b->limb[b->len - 1] == 0)
        b->len--;
    return (uint32_t)rem;
}

static int big_cmp(const struct big *a, const struct big *b)
{
    if (a->len != b->len)
        return a->len < b->len ? -1 : 1;
    for (int i = a->len - 1; i >= 0; i--)
        if (a->limb[i] != b->limb[i])
            return a->limb[i] < b->limb[i] ? -1 : 1;
    return 0;
}

/* a = a + b (the sum fits: every sum here is below C(POINTS, 64)). */
static void big_add(struct big *a, const struct big *b)
{
    uint64_t carry = 0;
    int len = a->len > b->len ? a->len : b->len;
    for (int i = 0; i < len; i++) {
        carry += (uint64_t)(i < a->len ? a->limb[i] : 0) + (i < b->len ? b->limb[i] : 0);
        a->limb[i] = (uint32_t)carry;
        carry >>= 32;
    }
    a->len = len;
    if (carry)
        a->limb[a->len++] = (uint32_t)carry;
}

/* a = a - b, for a >= b. */
static void big_sub(struct big *a, const struct big *b)
{
    int64_t borrow = 0;
    for (int i = 0; i < a->len; i++) {
        int64_t cur = (int64_t)a->limb[i] - (i < b->len ? b->limb[i] : 0) - borrow;
        borrow = cur < 0;
        a->limb[i] = (uint32_t)(cur + (borrow ? (int64_t)1 << 32 : 0));
    }
    while (a->len > 0 && a->limb[a->len - 1] == 0)
        a->len--;
}

/* C(p, k) for p <= POINTS and k <= 64, as (p-k+1) ... p / k!: multiplications are cheap,
 * divisions are not, so k! is divided out at the end in as few 32-bit pieces as fit. */
static void binomial(struct big *b, uint32_t p, uint32_t k)
{
    if (k > p) {
        big_set(b, 0);
        return;
    }
    big_set(b, 1);
    for (uint32_t j = 1; j <= k; j++)
        big_muladd(b, p - k + j, 0);
    uint64_t piece = 1;
    for (uint32_t j = 2; j <= k; j++) {
        if (piece * j > UINT32_MAX) {
            big_divmod(b, (uint32_t)piece);
            piece = 1;
        }
        piece *= j;
    }
    big_divmod(b, (uint32_t)piece);
}

/* --- the characters ---------------------------------------------------------------- */

static int digit_value(char c)
{
    const char *at = c ? strchr(DIGITS, c) : NULL;
    return at ? (int)(at - DIGITS) : -1;
}

static uint32_t checksum(const char *s, size_t len)
{
    uint64_t h = 0;
    for (size_t i = 0; i < len; i++)
        h = (h * CHECK_BASE + (uint64_t)digit_value(s[i])) % CHECK_PRIME;
    return (uint32_t)h;
}

/* --- writing ----------------------------------------------------------------------- */

static uint32_t point_of(const struct dot *d) { return (uint32_t)d->y * FIELD_WIDTH + (uint32_t)d->x; }

/* The dots sorted into reading order (insertion sort: n <= 64). */
static void reading_order(struct dot *dots, int n)
{
    for (int i = 1; i < n; i++) {
        struct dot d = dots[i];
        int j = i;
        for (; j > 0 && point_of(&dots[j - 1]) > point_of(&d); j--)
            dots[j] = dots[j - 1];
        dots[j] = d;
    }
}

static int encode(const struct dot *given, int n, bool fair, char out[static CODE_MAX + 1],
                  error_line *err)
{
    if (n < 1 || n > DOTSET_MAX)
        return error_fail(err, "a code holds 1 to %d dots, not %d", DOTSET_MAX, n);
    struct dot dots[DOTSET_MAX];
    memcpy(dots, given, sizeof dots[0] * (size_t)n);
    for (int i = 0; i < n; i++) {
        if (dots[i].size >= SIZE_COUNT || dots[i].note >= NOTE_COUNT)
            return error_fail(err, "dot %d has size %d and note %d; a code knows sizes 0 to %d and "
                           "notes 0 to %d", i, dots[i].size, dots[i].note, SIZE_COUNT - 1,
                           NOTE_COUNT - 1);
        if (dots[i].x < 0 || dots[i].x >= FIELD_WIDTH || dots[i].y < 0 || dots[i].y >= FIELD_HEIGHT)
            return error_fail(err, "dot %d at (%d,%d) is outside the %dx%d field", i, dots[i].x,
                           dots[i].y, FIELD_WIDTH, FIELD_HEIGHT);
    }
    if (fair && field_check_fair(dots, n, err) != 0) /* which also wants each dot inside */
        return -1;
    reading_order(dots, n);
    struct big v, term;
    big_set(&v, 0);
    for (int i = 0; i < n; i++) {
        if (i > 0 && point_of(&dots[i]) == point_of(&dots[i - 1]))
            return error_fail(err, "two dots stand on (%d,%d)", dots[i].x, dots[i].y);
        binomial(&term, point_of(&dots[i]), (uint32_t)i + 1);
        big_add(&v, &term);
    }
    for (int i = 0; i < n; i++)
        big_muladd(&v, SIZE_NOTES, (uint32_t)(dots[i].size * NOTE_COUNT + dots[i].note));
    big_muladd(&v, DOTSET_MAX, (uint32_t)n - 1);

    char digits[DIGITS_MAX + 1];
    int len = 0;
    do
        digits[len++] = DIGITS[big_divmod(&v, 62)];
    while (v.len > 0);
    out[0] = 'C';
    out[1] = VERSION;
    for (int i = 0; i < len; i++)
        out[HEAD + i] = digits[len - 1 - i];
    memset(out + HEAD + len, '0', CHECK_DIGITS);
    out[HEAD + len + CHECK_DIGITS] = '\0';
    code_seal(out);
    return 0;
}

void code_seal(char *code)
{
    size_t body = strlen(code) - CHECK_DIGITS;
    uint32_t sum = checksum(code, body);
    for (int i = CHECK_DIGITS - 1; i >= 0; i--) {
        code[body + (size_t)i] = DIGITS[sum % 62];
        sum /= 62;
    }
}

int code_encode(const struct dot *dots, int n, char out[static CODE_MAX + 1], error_line *err)
{
    return encode(dots, n, true, out, err);
}

int code_encode_any(const struct dot *dots, int n, char out[static CODE_MAX + 1], error_line *err)
{
    return encode(dots, n, false, out, err);
}

/* --- reading ----------------------------------------------------------------------- */

/* What is wrong with the text itself, before any digit is read, or NULL. */
static const char *text_fault(const char *code, size_t len, char *why, size_t why_size)
{
    if (len == 0)
        return "it is empty";
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)code[i];
        if (digit_value((char)c) >= 0)
            continue;
        if (c > ' ' && c < 0x7f)
            snprintf(why, why_size, "character %zu is '%c', not a letter or digit", i + 1, c);
        else if (c == ' ' || c == '\t')
            snprintf(why, why_size, "character %zu is a space, not a letter or digit", i + 1);
        else /* a player's words: no bytes */
            snprintf(why, why_size, "character %zu is not a letter or digit", i + 1);
        return why;
    }
    if (code[0] != 'C')
        return "it is not a Carillon level code (those begin with C)";
    if (len < HEAD + 1 + CHECK_DIGITS) {
        snprintf(why, why_size, "it is too short (a level code has at least %d characters)",
                 HEAD + 1 + CHECK_DIGITS);
        return why;
    }
    if (len > CODE_MAX) {
        snprintf(why, why_size, "it is too long (%zu characters; a level code has at most %d)",
                 len, CODE_MAX);
        return why;
    }
    if (code[1] != VERSION) {
        snprintf(why, why_size, "version %c is not one this build reads (it reads version %c)",
                 code[1], VERSION);
        return why;
    }
    uint32_t sum = 0;
    for (size_t i = len - CHECK_DIGITS; i < len; i++)
        sum = sum * 62 + (uint32_t)digit_value(code[i]);
    if (sum != checksum(code, len - CHECK_DIGITS))
        return "the checksum does not match (a character is mistyped, missing or extra)";
    if (code[HEAD] == '0' && len - CHECK_DIGITS > HEAD + 1)
        return "its digits begin with 0, which no code does";
    return NULL;
}

/* Finds the centres from the rank r (consumed), given n: p[i] is the largest p with
 * C(p, i + 1) <= what is left, searched below p[i + 1]. */
static int unrank(struct big *r, int n, uint32_t *p)
{
    struct big c;
    binomial(&c, POINTS, (uint32_t)n);
    if (big_cmp(r, &c) >= 0)
        return -1;
    uint32_t below = POINTS;
    for (int i = n - 1; i >= 0; i--) {
        uint32_t lo = (uint32_t)i, hi = below - 1; /* C(i, i + 1) = 0 always fits */
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo + 1) / 2;
            binomial(&c, mid, (uint32_t)i + 1);
            if (big_cmp(&c, r) <= 0)
                lo = mid;
            else
                hi = mid - 1;
        }
        binomial(&c, lo, (uint32_t)i + 1);
        big_sub(r, &c);
        p[i] = below = lo;
    }
    return 0;
}

static bool blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Where in text the code is, and *len its length: text without the white space a chat
 * puts around it, or, when that is a link, its code= parameter's value. */
static const char *code_span(const char *text, size_t *len)
{
    const char *end = text + strlen(text);
    while (text < end && blank(*text))
        text++;
    while (end > text && blank(end[-1]))
        end--;
    for (const char *p = text; p + 6 <= end; p++) {
        if ((*p == '?' || *p == '&') && strncmp(p + 1, "code=", 5) == 0) {
            text = p + 6;
            for (end = text; *end && *end != '&' && *end != '#' && !blank(*end);)
                end++;
            break;
        }
    }
    *len = (size_t)(end - text);
    return text;
}

int code_decode(const char *text, struct dot *dots, int *n, error_line *err)
{
    char shown[ERROR_SHOWN_MAX], why[120], code[CODE_MAX + 2];
    size_t len;
    const char *at = code_span(text, &len);
    /* the code alone, for the line and the digits (which are read only when it fits) */
    snprintf(code, sizeof code, "%.*s", (int)(len < sizeof code - 1 ? len : sizeof code - 1), at);
    const char *fault = text_fault(at, len, why, sizeof why);
    if (fault)
        return error_fail(err, "code '%s': %s", error_shown(code, shown), fault);

    struct big v;
    big_set(&v, 0);
    for (size_t i = HEAD; i < len - CHECK_DIGITS; i++)
        big_muladd(&v, 62, (uint32_t)digit_value(code[i]));
    int count = (int)big_divmod(&v, DOTSET_MAX) + 1;
    uint8_t sn[DOTSET_MAX];
    for (int i = count - 1; i >= 0; i--)
        sn[i] = (uint8_t)big_divmod(&v, SIZE_NOTES);
    uint32_t p[DOTSET_MAX];
    if (unrank(&v, count, p) != 0)
        return error_fail(err, "code '%s': its digits hold no field of %d dots", error_shown(code, shown),
                       count);
    for (int i = 0; i < count; i++)
        dots[i] = (struct dot){.x = (int16_t)(p[i] % FIELD_WIDTH),
                               .y = (int16_t)(p[i] / FIELD_WIDTH),
                               .size = (uint8_t)(sn[i] / NOTE_COUNT),
                               .note = (uint8_t)(sn[i] % NOTE_COUNT)};
    error_line why_unfair;
    if (field_check_fair(dots, count, &why_unfair) != 0)
        return error_fail(err, "code '%s': %s", error_shown(code, shown), why_unfair.text);
    *n = count;
    return 0;
}

int code_open(const char *code, struct level *lv, error_line *err)
{
    struct level out = {.number = 1};
    if (code_decode(code, out.dots, &out.n, err) != 0)
        return -1;
    struct chain_graph g;
    graph_build(&g, out.dots, out.n);
    if (g.fewest_taps > BITS_MAX_SOURCES) {
        char shown[ERROR_SHOWN_MAX];
        return error_fail(err, "code '%s': its field has %d chain starts; the bits model rates at "
                       "most %d", error_shown(code, shown), g.fewest_taps, BITS_MAX_SOURCES);
    }
    struct solution s;
    solve_fewest(&g, &s);
    if (bits_rate(&g, &out.centibits, err) != 0)
        return -1;
    out.taps = s.taps;
    memcpy(out.solution, s.answer, sizeof out.solution);
    *lv = out;
    return 0;
}
