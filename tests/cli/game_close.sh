#!/usr/bin/env bash
# Closing the window from its frame (the window manager's close, as its X button does),
# on the Cleared banner of a level played with the developer's answer shown (F3), a tap
# taken back (Z) and a hint (H): the game quits at the first close, within 3 s, with
# status 0 and the win saved. (A report said such a close was ignored twice; it did not
# happen here with openbox, by wmctrl or Alt+F4, at any moment of the chain or banner.)
# Shots in $BUILD/screens/close-*.png. Needs xvfb-run, xdotool, ImageMagick, openbox and
# wmctrl (make deps-test installs them); skips without.
set -euo pipefail
XWINDOW_SCREEN=1280x1024 XWINDOW_TOOLS="openbox xprop wmctrl" source tests/support/xwindow.sh
export CARILLON_PREFS="$tmp/prefs"
xwindow_wm
pack=assets/levels.json
[ -f "$pack" ] || { echo "skipped: no baked pack"; exit 0; }
level=10 # two taps
read -r -a answer < <("$BUILD/levelgen" solve "$pack" --level $level | sed -n 's/.*answer \([0-9 ]*\);.*/\1/p')
[ "${#answer[@]}" -eq 2 ] || { echo "level $level: no answer of two taps"; exit 1; }
xwindow_where --pack "$pack" --level $level --size 680x990

SDL_AUDIODRIVER=dummy "$carillon" --pack "$pack" --level $level --size 680x990 > "$tmp/out" 2> "$tmp/err" &
pid=$!
xwindow_find
xwindow_ready
tap() {
  local x y
  read -r x y _ < <(xwindow_dot "$1")
  xwindow_act xdotool mousemove --window "$wid" "$x" "$y" click 1 # the chain rings out
}
xwindow_act xdotool key --window "$wid" F3
tap "${answer[0]}"
xwindow_act xdotool key --window "$wid" z
xwindow_act xdotool key --window "$wid" h
tap "${answer[0]}"
tap "${answer[1]}"
xwindow_shot "$shots/close-1-banner.png"
grep -qx "level $level cleared in 3 taps (par 2), helped" "$tmp/out" || { echo "not cleared:"; cat "$tmp/out" "$tmp/err"; exit 1; }

wmctrl -c Carillon
xwindow_gone "closed from its frame on the banner" 30
grep -q "\"level\":$level,\"taps\":3,\"hints\":true" "$CARILLON_PREFS/progress.json" ||
  { echo "the win was not saved (with a hint):"; cat "$CARILLON_PREFS/progress.json"; exit 1; }
echo "close: the window closed from its frame on the Cleared banner (after F3, Z, H) quit at once, status 0, the win saved"
