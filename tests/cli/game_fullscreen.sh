#!/usr/bin/env bash
# Full screen and back in a real (virtual) X window: F11 fills the screen and the game
# re-fits to it at once (the frame drawn is the screen's size, its field re-centred);
# F11 again gives back the window, drawn exactly as before (the shots compare equal).
# Shots in $BUILD/screens/fullscreen-*.png. Full screen is the window manager's to grant,
# so openbox runs in the virtual display. Needs xvfb-run, xdotool, ImageMagick and
# openbox (make deps-test installs them); skips without.
set -euo pipefail
XWINDOW_SCREEN=1280x1024 XWINDOW_TOOLS="openbox xprop xwininfo" source tests/support/xwindow.sh
export CARILLON_PREFS="$tmp/prefs"
xwindow_wm

SDL_AUDIODRIVER=dummy "$carillon" --pack tests/data/small.json --size 800x600 > "$tmp/out" 2> "$tmp/err" &
pid=$!
xwindow_find
xwindow_ready

shot() { xwindow_shot "$shots/fullscreen-$1.png"; }
size() { identify -format '%wx%h' "$shots/fullscreen-$1.png"; }
geometry() { xdotool getwindowgeometry "$wid" | awk '/Geometry/ { print $2 }'; }
# the pixels that differ between two shots, as a whole number
differ() {
  compare -metric AE "$shots/fullscreen-$1.png" "$shots/fullscreen-$2.png" null: 2>&1 |
    awk '{ printf "%d", $1 }' || true
}

# settled: two shots a moment apart the same
shot 1-window
for _ in $(seq 10); do
  sleep 0.3
  shot 0-settling
  [ "$(differ 1-window 0-settling)" -eq 0 ] && break
  mv "$shots/fullscreen-0-settling.png" "$shots/fullscreen-1-window.png"
done
before=$(geometry)
xdotool key --window "$wid" F11
# the window manager takes a moment to grant it (longer on a busy machine): up to 5 s
for _ in $(seq 10); do
  sleep 0.5
  full=$(geometry)
  [ "$full" = "1280x1024" ] && break
done
[ "$full" = "1280x1024" ] || { echo "F11: the window is $full, not the screen's 1280x1024"; exit 1; }
# re-fitted: the frame is the screen's size and drawn out to its right and bottom edges
# (the old 800x600 frame would leave the rest black); the field's panel, in the middle,
# reaches down there. The game takes a frame to re-fit (seconds under the sanitizers on
# a busy machine): up to 5 s
for _ in $(seq 10); do
  sleep 0.5
  shot 2-full
  corner=$(convert "$shots/fullscreen-2-full.png" -crop 200x200+540+800 +repage -colorspace gray \
    -format "%[fx:round(255*maxima)]" info:)
  [ "$(size 2-full)" = "1280x1024" ] && [ "$corner" -gt 12 ] && break
done
[ "$(size 2-full)" = "1280x1024" ] || { echo "F11: a frame of $(size 2-full)"; exit 1; }
[ "$corner" -gt 12 ] || { echo "F11: the frame is not drawn to the screen's foot (brightest $corner)"; exit 1; }
xdotool key --window "$wid" F11
# the window manager takes a moment to give the window back: up to 5 s
for _ in $(seq 10); do
  sleep 0.5
  after=$(geometry)
  shot 3-back
  changed=$(differ 1-window 3-back)
  [ "$after" = "$before" ] && [ "$changed" -eq 0 ] && break
done
[ "$after" = "$before" ] || { echo "F11 twice: the window is $after, was $before"; exit 1; }
[ "$changed" -eq 0 ] || { echo "F11 twice: $changed pixels differ from before"; exit 1; }

xdotool key --window "$wid" Escape
echo "fullscreen: F11 filled the 1280x1024 screen; F11 again gave back the $before window, drawn as before"
