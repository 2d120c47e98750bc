#!/usr/bin/env bash
# The level select in a real (virtual) X window, left alone:
# - a window opening under a resting pointer keeps level 1 chosen: the select drawn with
#   the pointer resting over the window's middle (over the grid of tiles) is the select
#   drawn with the pointer parked outside (the first place SDL tells is no move; it once
#   chose the tile under it, "Level 62 · locked");
# - the amber warning under the select (here: a damaged progress file set aside) fades by
#   itself after twelve seconds while the game sleeps waiting for input, and the select
#   is then drawn as without it (it once stayed for ever: each nap of the wait put the
#   wake-up off again);
# - F11 with no window manager (none runs here) makes the window the screen's size and the
#   select is laid out for it, drawn out to the screen's corner (the window kept its size
#   and showed part of a screen-sized layout); F11 again leaves it drawn as before;
# - with the settings open, the three tiles under the grid are all drawn, dimmed behind
#   the panel with the grid (the daily and workshop tiles were once left out, the
#   endless one drawn).
# Shots in $BUILD/screens/select-*.png. Needs xvfb-run, xdotool and ImageMagick
# (make deps-test installs them); skips without.
set -euo pipefail
source tests/support/xwindow.sh
[ -f assets/levels.json ] || { echo "skipped: no baked pack"; exit 0; }
xwindow_park_pointer

# open PREFS: the game on the select at 800x600 (in the screen's middle), its window found
start_game() {
  CARILLON_PREFS="$1" SDL_AUDIODRIVER=dummy "$carillon" --size 800x600 > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  xwindow_find
}
stop_game() {
  kill "$pid"
  wait "$pid" 2> /dev/null || true
  pid=
}
shot() { xwindow_shot "$shots/select-$1.png"; }
# the pixels that differ between two shots, as a whole number
differ() {
  compare -metric AE "$shots/select-$1.png" "$shots/select-$2.png" null: 2>&1 | awk '{ printf "%d", $1 }' || true
}

# the select as a player who has not touched anything sees it
start_game "$tmp/fresh"
xwindow_ready
shot 1-parked
stop_game

# the pointer resting over the grid as the window opens
xdotool mousemove 550 550
start_game "$tmp/resting"
xwindow_ready
shot 2-resting
stop_game
xdotool mousemove 5 5
changed=$(differ 1-parked 2-resting)
[ "$changed" -eq 0 ] || { echo "a resting pointer changed the select ($changed pixels differ): it chose a tile"; exit 1; }

# a warning, left alone: shown, then gone by itself after twelve seconds
mkdir -p "$tmp/damaged"
echo "not json at all" > "$tmp/damaged/progress.json"
start_game "$tmp/damaged"
xwindow_ready
shot 3-warning
[ "$(differ 1-parked 3-warning)" -gt 100 ] || { echo "no warning under the select for the damaged progress"; exit 1; }
# gone by itself: looked for until it is, 20 s at most (a frame, not a fixed wait)
for _ in $(seq 40); do
  shot 4-faded
  [ "$(differ 1-parked 4-faded)" -eq 0 ] && break
  sleep 0.5
done
stop_game
changed=$(differ 1-parked 4-faded)
[ "$changed" -eq 0 ] || { echo "the warning is still shown after 20 s ($changed pixels differ from the select without it)"; exit 1; }
# full screen and back with no window manager to grant it: drawn as before (SDL kept the
# screen's size for the window, which never changed, and the layout with it)
start_game "$tmp/fresh"
xwindow_ready
xwindow_act xdotool key --window "$wid" F11
full=$(xdotool getwindowgeometry "$wid" | awk '/Geometry/ { print $2 }')
screen=$(xdotool getdisplaygeometry | tr ' ' x)
[ "$full" = "$screen" ] || { echo "F11 without a window manager: the window is $full, not the screen's $screen"; exit 1; }
import -window root "$shots/select-5-full.png"
corner=$(convert "$shots/select-5-full.png" -gravity southeast -crop 150x150+0+0 +repage -colorspace gray \
  -format "%[fx:round(255*maxima)]" info:)
[ "$corner" -gt 12 ] || { echo "F11 without a window manager: nothing drawn in the screen's corner (brightest $corner)"; exit 1; }
xwindow_act xdotool key --window "$wid" F11
shot 5-back
stop_game
changed=$(differ 1-parked 5-back)
[ "$changed" -eq 0 ] || { echo "F11 twice without a window manager: $changed pixels differ from before"; exit 1; }
# the settings open: the three tiles under the grid, found by their outlines in the select
# as first drawn (1-parked: the rows of the panels' edge grey, then each tile's run along
# its top edge), are each drawn there again behind the panel, dimmed as the grid is: every
# pixel of each tile's box is the parked one under the dimming (DIM_BEHIND_PANEL, 0.6 of
# the night colour #070a14), within 8 of 255 (a tile left out shows the dimmed backdrop:
# its words and outline differ by 40 and more)
start_game "$tmp/fresh"
xwindow_ready
xdotool key --window "$wid" s
sleep 0.5
xwindow_ready # the panel drawn and resting (under load a fixed wait once shot the frame before it)
shot 6-settings
stop_game
convert "$shots/select-1-parked.png" "$tmp/parked.ppm"
convert "$shots/select-6-settings.png" "$tmp/settings.ppm"
python3 - "$tmp/parked.ppm" "$tmp/settings.ppm" << 'PY'
import sys
def load(path):
    data = open(path, "rb").read()
    magic, size, depth, px = data.split(b"\n", 3)
    w, h = map(int, size.split())
    return w, h, px
w, h, parked = load(sys.argv[1])
_, _, dimmed = load(sys.argv[2])
def lum(px, x, y):
    i = (y * w + x) * 3
    return (px[i] * 3 + px[i + 1] * 6 + px[i + 2]) // 10
def edge(x, y):
    return 38 <= lum(parked, x, y) < 70
rows = [y for y in range(h // 2, h) if sum(edge(x, y) for x in range(w)) > w * 0.15]
if len(rows) < 2:
    sys.exit("no tiles found under the grid of the select as first drawn")
top, bottom = rows[-2], rows[-1]
runs, x = [], 0
while x < w:
    if not edge(x, top):
        x += 1
        continue
    a = x
    while x < w and any(edge(x + k, top) for k in range(3) if x + k < w):
        x += 1
    if x - a >= 10:
        runs.append((a, x))
if len(runs) != 3:
    sys.exit("%d tiles found under the grid of the select as first drawn, not 3" % len(runs))
night = (0x07, 0x0A, 0x14)
for name, (a, b) in zip(("daily", "endless", "workshop"), runs):
    worst = 0
    for y in range(top, bottom + 1):
        for x in range(a, b):
            i = (y * w + x) * 3
            for c in range(3):
                want = (parked[i + c] * 102 + night[c] * 153) / 255
                worst = max(worst, abs(dimmed[i + c] - want))
    if worst > 8:
        sys.exit("the settings open: the %s tile (x %d to %d) is not drawn behind them (a pixel %d of 255 off)"
                 % (name, a, b, worst))
PY
echo "select window: a resting pointer chose nothing; the warning faded by itself (within 20 s);" \
  "full screen without a window manager filled the screen, and back drew the select as before;" \
  "the settings open, the three tiles under the grid were drawn behind them"
