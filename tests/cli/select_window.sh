#!/usr/bin/env bash
# The level select in a real (virtual) X window, left alone:
# - a window opening under a resting pointer keeps level 1 chosen: the select drawn with
#   the pointer resting over the window's middle (over the grid of tiles) is the select
#   drawn with the pointer parked outside (the first place SDL tells is no move; it once
#   chose the tile under it, "Level 62 · locked");
# - the amber notice under the select (here: a damaged progress file set aside) fades by
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
sleep 2
shot 1-parked
stop_game

# the pointer resting over the grid as the window opens
xdotool mousemove 550 550
start_game "$tmp/resting"
sleep 2
shot 2-resting
stop_game
xdotool mousemove 5 5
changed=$(differ 1-parked 2-resting)
[ "$changed" -eq 0 ] || { echo "a resting pointer changed the select ($changed pixels differ): it chose a tile"; exit 1; }

# a notice, left alone: shown, then gone by itself after twelve seconds
mkdir -p "$tmp/damaged"
echo "not json at all" > "$tmp/damaged/progress.json"
start_game "$tmp/damaged"
sleep 2
shot 3-notice
[ "$(differ 1-parked 3-notice)" -gt 100 ] || { echo "no notice under the select for the damaged progress"; exit 1; }
sleep 12
shot 4-faded
stop_game
changed=$(differ 1-parked 4-faded)
[ "$changed" -eq 0 ] || { echo "the notice is still shown after 14 s ($changed pixels differ from the select without it)"; exit 1; }
# full screen and back with no window manager to grant it: drawn as before (SDL kept the
# screen's size for the window, which never changed, and the layout with it)
start_game "$tmp/fresh"
sleep 1
xdotool key --window "$wid" F11
sleep 1.5
full=$(xdotool getwindowgeometry "$wid" | awk '/Geometry/ { print $2 }')
screen=$(xdotool getdisplaygeometry | tr ' ' x)
[ "$full" = "$screen" ] || { echo "F11 without a window manager: the window is $full, not the screen's $screen"; exit 1; }
import -window root "$shots/select-5-full.png"
corner=$(convert "$shots/select-5-full.png" -gravity southeast -crop 150x150+0+0 +repage -colorspace gray \
  -format "%[fx:round(255*maxima)]" info:)
[ "$corner" -gt 12 ] || { echo "F11 without a window manager: nothing drawn in the screen's corner (brightest $corner)"; exit 1; }
xdotool key --window "$wid" F11
sleep 1.5
shot 5-back
stop_game
changed=$(differ 1-parked 5-back)
[ "$changed" -eq 0 ] || { echo "F11 twice without a window manager: $changed pixels differ from before"; exit 1; }
# the settings open: each of the row's three places (the daily tile's left, the endless
# tile's middle, the workshop tile's right; 800x600, the row at y 530 to 570) shows a tile
# through the dimming, brighter than the dimmed backdrop (14 of 255)
start_game "$tmp/fresh"
sleep 2
xdotool key --window "$wid" s
sleep 1.5
shot 6-settings
stop_game
for place in 340:daily 540:endless 660:workshop; do
  most=$(convert "$shots/select-6-settings.png" -crop "120x40+${place%%:*}+530" -colorspace Gray \
    -format '%[fx:round(maxima*255)]' info:)
  [ "$most" -ge 30 ] || { echo "the settings open: no ${place#*:} tile under the grid (brightest $most of 255)"; exit 1; }
done
echo "select window: a resting pointer chose nothing; the notice faded by itself within 14 s;" \
  "full screen without a window manager filled the screen, and back drew the select as before;" \
  "the settings open, the three tiles under the grid were drawn behind them"
