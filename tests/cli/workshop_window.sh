#!/usr/bin/env bash
# The workshop in a real (virtual) X window, driven by real clicks and keys (xdotool):
# it opens empty; 3 picks big and a click places a big dot, 2 picks normal and two clicks
# place two normal dots (design.md's check: only the big one clears the field), and the
# words above the field change as the par appears; a click beside a dot, too close, shows
# a fault, and Z takes it back; Enter plays the field, a click on the big dot clears it in
# the one tap the solver found ("level 1 cleared in 1 tap (par 1), read": a click, no hold); Esc comes back to the
# workshop, Esc goes to the levels and Esc twice quits, with the three dots kept in
# workshop.json. Screenshots of each step are kept in $BUILD/screens/workshop-*.png.
# Needs xvfb-run, xdotool, xclip and ImageMagick (make deps-test installs them); skips without.
set -euo pipefail
XWINDOW_TOOLS=xclip source tests/support/xwindow.sh

# At --size 680x990 the workshop is one pixel per field unit, the field's origin at
# (VIEW_SIDE, VIEW_TOP) = (20, 84) (src/game/draw/view.h).
px() { echo $((20 + $1)) $((84 + $2)); }

CARILLON_PREFS="$tmp" SDL_AUDIODRIVER=dummy "$carillon" --workshop --size 680x990 > "$tmp/out" 2> "$tmp/err" &
pid=$!
xwindow_find
xwindow_ready

shot() { import -window "$wid" "$shots/workshop-$1.png"; }
# pixels that differ between two shots within the band above the field (the par's words)
header_differs() {
  convert "$shots/workshop-$1.png" -crop 680x84+0+0 +repage "$tmp/a.png"
  convert "$shots/workshop-$2.png" -crop 680x84+0+0 +repage "$tmp/b.png"
  compare -metric AE "$tmp/a.png" "$tmp/b.png" null: 2>&1 || true
}
# each input waits for the frame that shows it (xwindow_act), never a fixed time
click() { xwindow_act xdotool mousemove --window "$wid" $(px "$1" "$2") click 1; }
key() { xwindow_act xdotool key --window "$wid" "$@"; }

xdotool windowfocus --sync "$wid" 2> /dev/null || true
shot 1-empty
key 3
click 100 400
key 2
click 240 400
click 340 400
sleep 0.3
shot 2-made
[ "$(header_differs 1-empty 2-made)" -gt 200 ] || { echo "the par did not appear above the field"; exit 1; }

# too close: a normal dot 40 units right of the last one, then taken back
click 380 400
shot 3-fault
[ "$(compare -metric AE "$shots/workshop-2-made.png" "$shots/workshop-3-fault.png" null: 2>&1 || true)" -gt 500 ] ||
  { echo "placing a dot too close changed nothing"; exit 1; }
key z
shot 4-undone

# play it: one tap on the big dot clears the field. Played, a sparse field is framed
# larger (view.h): the game says where its big dot is then (its code, copied with Ctrl+C,
# through --code --where)
key ctrl+c
xwindow_where --code "$(xclip -o -selection clipboard)" --size 680x990
read -r x y _ < <(sort -k4 -n -r "$tmp/where" | head -1 | cut -d' ' -f2-)
key Return
xdotool mousemove --window "$wid" "$x" "$y" click 1
sleep 2
shot 5-cleared
grep -qx "level 1 cleared in 1 tap (par 1), read" "$tmp/out" || { echo "no cleared line:"; cat "$tmp/out" "$tmp/err"; exit 1; }

key Escape # back to the workshop
shot 6-back
key Escape # to the levels
key Escape # asks
key Escape # and out
for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2> /dev/null; then echo "the game did not quit on Esc"; exit 1; fi
wait "$pid" || { echo "the game exited with status $?"; cat "$tmp/err"; exit 1; }
pid=
python3 - "$tmp/workshop.json" << 'PY'
import json, sys
f = json.load(open(sys.argv[1]))
dots = f["fields"][f["current"] - 1]["dots"]
want = [(100, 400, "big"), (240, 400, "normal"), (340, 400, "normal")]
got = [(d["x"], d["y"], d["size"]) for d in dots]
assert got == want, got
PY
echo "workshop window: three dots placed by clicks, the par shown, a fault shown and undone, the field played and cleared in 1 tap, kept in workshop.json"
