#!/usr/bin/env bash
# The game in a real (virtual) X window: it starts and draws; a press on a dot shows its
# preview; moving off before letting go cancels (the dot stays); a real click pops it and
# clears the level (the screen changes and the line is printed); Esc goes back to the
# levels, Esc there asks and Esc again quits with status 0.
# Screenshots of each step are kept in $BUILD/screens/ to be looked at.
# Needs xvfb-run, xdotool and ImageMagick (make deps-test installs them); skips without.
set -euo pipefail
source tests/support/xwindow.sh
# Level 1 of the test pack is cleared by its dot 0, wherever the game lays it out in a
# window of that size (--where).
pack=tests/data/small.json
xwindow_where --pack "$pack" --level 1 --size 680x990
read -r dot_x dot_y r < <(xwindow_dot 0)

SDL_AUDIODRIVER=dummy "$carillon" --pack "$pack" --level 1 --size 680x990 > "$tmp/out" 2> "$tmp/err" &
pid=$!
xwindow_find
xwindow_ready

shot() { xwindow_shot "$shots/$1.png"; }
# the mean grey (0..255) of the square within 0.6 of a radius of the dot's centre: the
# dot's body and its dark mark, or whatever is there once it is gone
at_dot() {
  local h=$((r * 3 / 5))
  convert "$shots/$1.png" -crop "$((2 * h))x$((2 * h))+$((dot_x - h))+$((dot_y - h))" +repage \
    -colorspace gray -format "%[fx:round(255*mean)]" info:
}
differ() { compare -metric AE "$shots/$1.png" "$shots/$2.png" null: 2>&1 || true; }

shot 1-start
[ "$(at_dot 1-start)" -gt 110 ] || { echo "no bright dot at ($dot_x, $dot_y) at the start"; exit 1; }

# hold: the preview lights up
xwindow_act xdotool mousemove --window "$wid" "$dot_x" "$dot_y" mousedown 1
shot 2-held
[ "$(differ 1-start 2-held)" -gt 1000 ] || { echo "holding a dot changed nothing on screen"; exit 1; }

# move off, let go: cancelled, the dot still stands, nothing printed
xwindow_act xdotool mousemove --window "$wid" $((dot_x + 120)) $((dot_y + 200)) mouseup 1
shot 3-cancelled
[ "$(at_dot 3-cancelled)" -gt 110 ] || { echo "moving off did not cancel: the dot is gone"; exit 1; }
[ ! -s "$tmp/out" ] || { echo "moving off tapped:"; cat "$tmp/out"; exit 1; }

# a real click: the dot pops, its chain clears the level
xdotool mousemove --window "$wid" "$dot_x" "$dot_y" click 1
sleep 0.25
shot 4-popping
xwindow_settle "$shots/4-popping.png"
shot 5-cleared
[ "$(differ 1-start 5-cleared)" -gt 10000 ] || { echo "the click changed nothing on screen"; exit 1; }
[ "$(at_dot 5-cleared)" -lt 60 ] || { echo "the dot still shows after the click"; exit 1; }
grep -qx "level 1 cleared in 1 tap (par 1), par" "$tmp/out" || { echo "no cleared line:"; cat "$tmp/out" "$tmp/err"; exit 1; }

xwindow_quit
echo "window: a click popped a dot and cleared level 1; screenshots in $shots"
