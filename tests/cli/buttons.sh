#!/usr/bin/env bash
# The on-screen buttons as --where tells them, on phones' screens (portrait 360x640 to
# 430x932, landscape 640x360 and 844x390) and on the desktop's 480x360 and 800x600, for a
# level in play (40, a field that fills its panel, and 1, a sparse one framed larger):
# after the dots, one line a button, "button NAME x y w h" in window points; at least
# levels, undo, hint and restart; each at least 44 x 44, wholly inside the window and
# clear of every dot of the field (no dot's disc touches its box). --help names --touch,
# and --touch plays as without it (it changes what a held dot shows and the words, not the
# layout). A lesson's line on the field (level 5's) is off every dot too.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
. tests/support/harness.sh
carillon=$build/carillon

for size in 360x640 390x844 430x932 640x360 844x390 480x360 800x600; do
  for level in 40 1; do
    timeout 60 "$carillon" --headless --size "$size" --level "$level" --where >"$tmp/out" 2>"$tmp/err"
    rc=$?
    [ "$rc" -eq 0 ] || { fail "--where at $size, level $level: exit $rc"; continue; }
    python3 - "$size" "$tmp/out" >"$tmp/check" 2>&1 <<'PY' || fail "level $level at $size: $(cat "$tmp/check")"
import sys
w, h = map(int, sys.argv[1].split("x"))
dots, buttons = [], {}
for line in open(sys.argv[2]):
    f = line.split()
    if f[0] == "button":
        buttons[f[1]] = tuple(map(int, f[2:6]))
    elif f[0] in ("words", "lit"):
        continue
    else:
        assert not buttons, "a dot after the buttons: " + line
        dots.append(tuple(map(int, f[1:4])))
assert dots, "no dots"
for name in ("levels", "undo", "hint", "restart"):
    assert name in buttons, f"no {name} button in {sorted(buttons)}"
for name, (x, y, bw, bh) in buttons.items():
    assert bw >= 44 and bh >= 44, f"{name} is {bw}x{bh}"
    assert x >= 0 and y >= 0 and x + bw <= w and y + bh <= h, f"{name} at {x} {y} {bw}x{bh} leaves the window"
    for (cx, cy, r) in dots:
        nx, ny = min(max(cx, x), x + bw), min(max(cy, y), y + bh)
        assert (nx - cx) ** 2 + (ny - cy) ** 2 > r * r, f"{name} at {x} {y} {bw}x{bh} is over the dot at {cx} {cy} r {r}"
PY
  done
done

# A lesson's line on the field stands clear of every dot (it stood over level 5's big dot
# at 640x360, and over its rings at 360x640): each of its lines of words off every disc
for size in 360x640 390x844 430x932 640x360 844x390 480x360 800x600; do
  timeout 60 "$carillon" --headless --size "$size" --level 5 --where >"$tmp/out" 2>"$tmp/err" ||
    { fail "--where at $size, level 5: exit $?"; continue; }
  python3 - "$tmp/out" >"$tmp/check" 2>&1 <<'PY' || fail "level 5's lesson at $size: $(cat "$tmp/check")"
import sys
LESSON = "Big dots send the widest rings, small dots the shortest"
dots, lines = [], []
for line in open(sys.argv[1]):
    f = line.split()
    if f[0] == "words" and " ".join(f[6:]) in LESSON:
        lines.append(tuple(map(int, f[1:5])) + (" ".join(f[6:]),))
    elif f[0][0].isdigit():
        dots.append(tuple(map(int, f[1:4])))
assert lines, "no lesson line"
for (x, y, bw, bh, text) in lines:
    for (cx, cy, r) in dots:
        nx, ny = min(max(cx, x), x + bw), min(max(cy, y), y + bh)
        assert (nx - cx) ** 2 + (ny - cy) ** 2 > r * r, f"'{text}' at {x} {y} {bw}x{bh} is over the dot at {cx} {cy} r {r}"
PY
done

# --touch: the same layout, buttons and all
timeout 60 "$carillon" --headless --size 390x844 --level 40 --where >"$tmp/plain" 2>"$tmp/err"
timeout 60 "$carillon" --headless --size 390x844 --level 40 --where --touch >"$tmp/out" 2>>"$tmp/err"
rc=$?
# (the words differ: a finger's name taps and buttons, not keys)
[ "$rc" -eq 0 ] && cmp -s <(grep -v '^words ' "$tmp/plain") <(grep -v '^words ' "$tmp/out") ||
  fail "--touch lays the field out otherwise (exit $rc)"
timeout 60 "$carillon" --help >"$tmp/out" 2>"$tmp/err"
grep -q -- "--touch" "$tmp/out" && grep -q "NAME x y w h" "$tmp/out" || fail "--help names neither --touch nor --where's buttons"

[ "$failures" -eq 0 ] || exit 1
echo "buttons: levels, undo, hint and restart at least 44x44, in the window and off every dot at 7 sizes; level 5's lesson off every dot; --touch"
