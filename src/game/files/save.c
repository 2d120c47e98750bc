/* save.c: see save.h. */
#include "game/files/save.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"

static const char FORMAT_NAME[] = "carillon-save";

void save_written(struct save *save)
{
    for (int i = 0; i < save->count; i++)
        save->packs[i].hints_unsaved = 0;
}

void save_free(struct save *save)
{
    for (int i = 0; i < save->count; i++)
        progress_free(&save->packs[i]);
    free(save->packs);
    *save = (struct save){0};
}

/* Gives the save its room for SAVE_ROOM packs, once: from then on the packs never move
 * in memory, so a pointer to one stays good. */
static int room(struct save *save, error_line *err)
{
    if (!save->packs && !(save->packs = calloc(SAVE_ROOM, sizeof *save->packs)))
        return error_fail(err, "out of memory for the progress of %d packs", SAVE_ROOM);
    return 0;
}

/* ---- reading ---------------------------------------------------------------------- */

/* A pack id: exactly sixteen lowercase hex digits. */
static int read_id(const struct json_reader *rd, const cJSON *obj, uint64_t *id)
{
    const char *text = json_string(rd, obj, "pack");
    if (!text)
        return -1;
    char quoted[ERROR_SHOWN_MAX];
    if (strlen(text) != 16 || strspn(text, "0123456789abcdef") != 16)
        return json_bad(rd, "\"pack\" is \"%s\", not 16 hex digits", error_shown(text, quoted));
    *id = strtoull(text, NULL, 16);
    return 0;
}

static int read_won(struct json_reader *rd, const cJSON *won, struct progress *pr, int pack, int version)
{
    const cJSON *entry;
    int k = 0;
    cJSON_ArrayForEach(entry, won) {
        json_at(rd, "pack %d: won %d", pack, ++k);
        if (!cJSON_IsObject(entry))
            return json_bad(rd, "must be an object");
        int level;
        struct result r = {0};
        if (json_int(rd, entry, "level", 1, pr->count, &level) != 0 ||
            json_int(rd, entry, "taps", 1, DOTSET_MAX, &r.taps) != 0 ||
            json_bool(rd, entry, "hints", &r.helped) != 0 ||
            (version >= 3 && json_bool(rd, entry, "read", &r.read) != 0))
            return -1;
        if (r.read && r.helped)
            return json_bad(rd, "level %d is read and helped at once", level);
        if (pr->best[level - 1].taps)
            return json_bad(rd, "level %d is listed twice", level);
        pr->best[level - 1] = r;
    }
    return 0;
}

static int read_pack(struct json_reader *rd, const cJSON *obj, struct save *save, int pack, int version)
{
    json_at(rd, "pack %d", pack);
    if (!cJSON_IsObject(obj))
        return json_bad(rd, "must be an object");
    uint64_t id = 0;
    double seed;
    int levels, endless;
    if (read_id(rd, obj, &id) != 0 || json_number(rd, obj, "seed", 0, JSON_LARGEST_EXACT, &seed) != 0)
        return -1;
    if (seed != (double)(uint64_t)seed)
        return json_bad(rd, "\"seed\" must be a whole number");
    if (json_int(rd, obj, "levels", 1, PACK_MAX_LEVELS, &levels) != 0 ||
        json_int(rd, obj, "endless", 0, PROGRESS_MAX_ENDLESS, &endless) != 0)
        return -1;
    for (int i = 0; i < save->count; i++)
        if (save->packs[i].pack_id == id)
            return json_bad(rd, "pack %016" PRIx64 " is listed twice", id);
    const cJSON *won = json_array(rd, obj, "won");
    if (!won)
        return -1;
    if (cJSON_GetArraySize(won) > levels)
        return json_bad(rd, "\"won\" lists %d levels of a pack of %d", cJSON_GetArraySize(won), levels);
    bool shipped = false; /* saves from before it was written: not shipped */
    if (cJSON_GetObjectItemCaseSensitive(obj, "shipped") && json_bool(rd, obj, "shipped", &shipped) != 0)
        return -1;
    int hints = 0; /* version 1 did not count them */
    if (version > 1 && json_int(rd, obj, "hints", 0, PROGRESS_MAX_HINTS, &hints) != 0)
        return -1;
    struct progress *pr = &save->packs[save->count];
    if (progress_new(pr, levels, rd->err) != 0)
        return -1;
    save->count++; /* owned by the save from here, so it is freed on any failure */
    pr->pack_id = id;
    pr->seed = (uint64_t)seed;
    pr->endless = endless;
    pr->shipped = shipped;
    pr->hints = hints;
    return read_won(rd, won, pr, pack, version);
}

static int read_save(struct json_reader *rd, const cJSON *root, void *out)
{
    struct save *save = out;
    int version;
    if (json_header_of(rd, root, FORMAT_NAME, 1, SAVE_VERSION, &version) != 0)
        return -1;
    const cJSON *packs = json_array(rd, root, "packs");
    if (!packs)
        return -1;
    int count = cJSON_GetArraySize(packs);
    if (count > SAVE_ROOM)
        return json_bad(rd, "has %d packs; a save keeps at most %d", count, SAVE_ROOM);
    if (room(save, rd->err) != 0)
        return -1;
    const cJSON *pack;
    int k = 0;
    cJSON_ArrayForEach(pack, packs) {
        if (read_pack(rd, pack, save, ++k, version) != 0)
            return -1;
    }
    return 0;
}

int save_parse(const char *text, size_t len, const char *name, struct save *save, error_line *err)
{
    *save = (struct save){0};
    int status = json_read_text(text, len, SAVE_MAX_BYTES, name, read_save, save, err);
    if (status != 0)
        save_free(save);
    return status;
}

/* ---- writing ---------------------------------------------------------------------- */

static void pack_json(bool *ok, cJSON *packs, const struct progress *pr)
{
    cJSON *obj = json_attach(ok, packs, NULL, cJSON_CreateObject());
    char id[17];
    snprintf(id, sizeof id, "%016" PRIx64, pr->pack_id);
    json_attach(ok, obj, "pack", cJSON_CreateString(id));
    json_attach(ok, obj, "seed", json_raw_number("%" PRIu64, pr->seed));
    json_attach(ok, obj, "levels", cJSON_CreateNumber(pr->count));
    json_attach(ok, obj, "endless", cJSON_CreateNumber(pr->endless));
    json_attach(ok, obj, "shipped", cJSON_CreateBool(pr->shipped));
    json_attach(ok, obj, "hints", cJSON_CreateNumber(pr->hints));
    cJSON *won = json_attach(ok, obj, "won", cJSON_CreateArray());
    for (int i = 0; i < pr->count; i++) {
        if (!pr->best[i].taps)
            continue;
        cJSON *w = json_attach(ok, won, NULL, cJSON_CreateObject());
        json_attach(ok, w, "level", cJSON_CreateNumber(i + 1));
        json_attach(ok, w, "taps", cJSON_CreateNumber(pr->best[i].taps));
        json_attach(ok, w, "hints", cJSON_CreateBool(pr->best[i].helped));
        json_attach(ok, w, "read", cJSON_CreateBool(pr->best[i].read));
    }
}

/* The first count packs of the save as text, or NULL. */
static char *format_packs(const struct save *save, int count, error_line *err)
{
    bool ok = true;
    cJSON *root = json_begin(&ok, FORMAT_NAME, SAVE_VERSION);
    cJSON *packs = json_attach(&ok, root, "packs", cJSON_CreateArray());
    for (int i = 0; i < count; i++)
        pack_json(&ok, packs, &save->packs[i]);
    return json_finish(root, ok, "the save", err);
}

char *save_format(const struct save *save, error_line *err) { return format_packs(save, save->count, err); }

/* ---- choosing the pack -------------------------------------------------------------- */

/* The pack to forget, at index first or after (1 while packs[0] is in play): the least
 * recently played with no wins, never the game's own pack; -1 when there is none, for a
 * pack with wins is never forgotten to make room for another, unless must (the file's
 * size, or SAVE_ROOM packs: a save can say anything): then the least recently played,
 * never the game's own pack unless every other is. */
static int to_forget(const struct save *save, int first, bool must)
{
    for (int i = save->count - 1; i >= first; i--)
        if (!save->packs[i].shipped && !progress_any(&save->packs[i]))
            return i;
    if (!must)
        return -1;
    for (int i = save->count - 1; i >= first; i--)
        if (!save->packs[i].shipped)
            return i;
    return save->count - 1;
}

/* Forgets packs[i] and says so after what note already says, with why (what is kept). */
static void forget(struct save *save, int i, const char *why, char *note, size_t n)
{
    struct progress *gone = &save->packs[i];
    size_t used = strlen(note);
    if (progress_any(gone))
        snprintf(note + used, n - used,
                 "%sforgot the least recently played pack (seed %" PRIu64 ", %d won), to keep %s",
                 used ? "; " : "", gone->seed, progress_won_count(gone), why);
    else
        snprintf(note + used, n - used, "%sforgot the least recently played pack with no wins (seed %" PRIu64 "), to keep %s",
                 used ? "; " : "", gone->seed, why);
    save->forgot[save->forgot_count++ % SAVE_MAX_PACKS] = gone->pack_id;
    progress_free(gone);
    memmove(gone, gone + 1, sizeof *gone * (size_t)(save->count - 1 - i));
    save->count--;
}

/* Room for one more pack after packs[first - 1]: past SAVE_MAX_PACKS one with no wins
 * makes way; packs with wins all stay, up to SAVE_ROOM. */
static void make_room(struct save *save, int first, char *note, size_t n)
{
    if (save->count < SAVE_MAX_PACKS)
        return;
    bool full = save->count >= SAVE_ROOM;
    int i = to_forget(save, first, full);
    char why[16];
    snprintf(why, sizeof why, "%d", full ? SAVE_ROOM : SAVE_MAX_PACKS);
    if (i >= 0)
        forget(save, i, why, note, n);
}

/* Moves packs[i] to the front, keeping the order of the rest. */
static void to_front(struct save *save, int i)
{
    struct progress chosen = save->packs[i];
    memmove(&save->packs[1], &save->packs[0], sizeof *save->packs * (size_t)i);
    save->packs[0] = chosen;
}

/* packs[0], the record of pack, says the pack has another number of levels than it has
 * (a save edited by hand, or damaged): rebuilt at the pack's size, its wins kept by level
 * number, with a line, so no win of this pack is filed under the wrong level. */
static struct progress *resize(struct save *save, const struct pack *pack, char *note, size_t n, error_line *err)
{
    struct progress *pr = &save->packs[0], fixed;
    if (progress_new(&fixed, pack->count, err) != 0)
        return NULL;
    fixed.pack_id = pr->pack_id;
    fixed.seed = pr->seed;
    fixed.hints_unsaved = pr->hints_unsaved;
    progress_merge(&fixed, pr);
    int furthest = pr->count + pr->endless, past = 0, first_past = 0;
    for (int i = pack->count; i < pr->count; i++)
        if (pr->best[i].taps && !past++)
            first_past = i + 1;
    int kept = progress_won_count(&fixed);
    char lost[96] = "";
    if (past)
        snprintf(lost, sizeof lost, "; %d won past its last level (level %d%s) cannot be kept", past, first_past,
                 past > 1 ? " and on" : "");
    snprintf(note, n, "the save's record of pack %016" PRIx64 " says %d levels, but it has %d; %d won level%s kept by number%s%s",
             pr->pack_id, pr->count, pack->count, kept, kept == 1 ? "" : "s", lost,
             pr->endless && furthest <= pack->count ? " (its endless levels, taps unknown, are not)" : "");
    progress_free(pr);
    fixed.changes++;
    *pr = fixed;
    return pr;
}

static struct progress *find_progress(struct save *save, const struct pack *pack, char *note, size_t n,
                                      error_line *err)
{
    uint64_t id = progress_pack_id(pack);
    note[0] = '\0';
    for (int i = 0; i < save->count; i++)
        if (save->packs[i].pack_id == id) {
            to_front(save, i);
            return save->packs[0].count == pack->count ? &save->packs[0] : resize(save, pack, note, n, err);
        }
    struct progress fresh;
    if (progress_new(&fresh, pack->count, err) != 0)
        return NULL;
    fresh.pack_id = id;
    fresh.seed = pack->seed;
    int older = -1;
    for (int i = 0; i < save->count && older < 0; i++)
        if (save->packs[i].seed == pack->seed && save->packs[i].count == pack->count)
            older = i;
    if (older >= 0) {
        progress_merge(&fresh, &save->packs[older]);
        snprintf(note, n,
                 "the levels changed since the last game (pack %016" PRIx64 ", now %016" PRIx64
                 "); %d won levels carried over by number",
                 save->packs[older].pack_id, id, progress_won_count(&fresh));
    } else if (save->count > 0) {
        snprintf(note, n, "a new pack (seed %" PRIu64 ", %d levels): starting it afresh; the progress of %d other %s is kept",
                 pack->seed, pack->count, save->count, save->count == 1 ? "pack" : "packs");
    }
    if (room(save, err) != 0) {
        progress_free(&fresh);
        return NULL;
    }
    make_room(save, 0, note, n); /* none is in play yet: the new one will be */
    save->packs[save->count++] = fresh;
    to_front(save, save->count - 1);
    return &save->packs[0];
}

/* A record may say it reached further into the endless levels than the game would grow
 * (a file edited by hand: "endless": 1000000 had the select's endless tile grow every
 * level before it, for a day): taken as PROGRESS_ENDLESS_KEPT, said after note. */
static void keep_endless_in_reach(struct progress *pr, char *note, size_t n)
{
    if (pr->endless <= PROGRESS_ENDLESS_KEPT)
        return;
    size_t used = strlen(note);
    snprintf(note + used, n - used, "%sthe record of pack %016" PRIx64 " says %d endless levels won, more than the %d the game keeps count of; taken as %d",
             used ? "; " : "", pr->pack_id, pr->endless, PROGRESS_ENDLESS_KEPT, PROGRESS_ENDLESS_KEPT);
    pr->endless = PROGRESS_ENDLESS_KEPT;
    pr->changes++;
}

struct progress *save_progress_for(struct save *save, const struct pack *pack, char *note, size_t n,
                                   error_line *err)
{
    struct progress *pr = find_progress(save, pack, note, n, err);
    if (pr)
        keep_endless_in_reach(pr, note, n);
    return pr;
}

void save_fit(struct save *save, char *note, size_t n)
{
    note[0] = '\0';
    while (save->count > 1) {
        char *text = format_packs(save, save->count, NULL);
        size_t len = text ? strlen(text) : 0;
        free(text);
        if (len <= SAVE_MAX_BYTES) /* (or out of memory: the write fails and says so) */
            return;
        forget(save, to_forget(save, 1, true), "the file under 4 MB", note, n);
    }
}

static bool forgotten(const struct save *save, uint64_t id)
{
    int known = save->forgot_count < SAVE_MAX_PACKS ? save->forgot_count : SAVE_MAX_PACKS;
    for (int i = 0; i < known; i++)
        if (save->forgot[i] == id)
            return true;
    return false;
}

void save_merge(struct save *save, struct save *other, char *note, size_t n)
{
    note[0] = '\0';
    for (int k = 0; k < other->count; k++) {
        struct progress *theirs = &other->packs[k];
        int i = 0;
        while (i < save->count && save->packs[i].pack_id != theirs->pack_id)
            i++;
        if (i < save->count) {
            progress_merge(&save->packs[i], theirs);
            continue;
        }
        if (forgotten(save, theirs->pack_id))
            continue; /* forgotten here, with a line: it stays so */
        if (room(save, NULL) != 0)
            return; /* out of memory: what is not merged stays on disk until written over */
        make_room(save, 1, note, n);
        save->packs[save->count++] = *theirs; /* moved: other no longer owns it */
        *theirs = (struct progress){0};
    }
}
