#!/usr/bin/env bash
# Every on-screen button pressed with the mouse in a real (virtual) X window of a phone's
# shape (390x844), where the game's --where puts it, each doing what it names:
# - play (level 40): a dot not in the answer, Undo, then the answer clears it in 4 taps
#   (par 3: the tap taken back counts too: over par); Restart mid-way starts a new try
#   (the answer then clears it in 3, read: clicks open no preview); Hint lights a dot
#   (the field's pixels change); Share puts the level's code on the clipboard (levelgen's
#   own code for level 40); Settings opens the settings (Esc then closes them back into
#   the level, Esc goes to the levels, asks, quits); Levels goes to the levels (Esc, Esc
#   quits);
# - the select: Page → and Page ← turn a page and back, and so do a swipe and the mouse
#   wheel; Stats opens the statistics and Close closes them; the Daily tile (there is no
#   Daily button beside it) plays today's level (its Share: the day's code, as levelgen daily says),
#   whose Levels comes back; Paste plays the code on the clipboard (its answer clears it);
#   Settings opens the settings and Close closes them (the picture as before);
# - the workshop: Size and Bell choose the palette (a dot placed is big, of the third
#   bell), Copy copies the field's code, Undo takes the dot back (Copy then copies nothing),
#   Redo puts it back, Delete removes the dot picked, Try plays the field (a tap on the
#   dot clears it in 1 tap), its Workshop button comes back, Levels leaves.
# Shots in $BUILD/screens/buttons-*.png. Needs xvfb-run, xdotool, xclip and ImageMagick
# (make deps-test installs them); skips without.
set -euo pipefail
XWINDOW_TOOLS="xclip" source tests/support/xwindow.sh
[ -f assets/levels.json ] || { echo "skipped: no baked pack"; exit 0; }
xwindow_park_pointer
lg="$BUILD/levelgen"
SIZE=390x844

start_game() { # PREFS ARGS...: the game in a window, found
  local prefs=$1
  shift
  mkdir -p "$prefs"
  CARILLON_PREFS="$prefs" SDL_AUDIODRIVER=dummy "$carillon" --size "$SIZE" "$@" > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  xwindow_find
  xwindow_ready
  xdotool windowfocus --sync "$wid" 2> /dev/null || true
}
# the buttons of a screen kept (keep NAME) and put back in $tmp/buttons (use NAME)
keep() { cp "$tmp/buttons" "$tmp/buttons-$1"; }
use() { cp "$tmp/buttons-$1" "$tmp/buttons"; }
# each input waits for the frame that shows it (xwindow_act), never a fixed time
at() { xwindow_act xdotool mousemove --window "$wid" "$1" "$2" click 1; }
dot() { read -r x y _ < <(xwindow_dot "$1"); at "$x" "$y"; }
press() { read -r x y < <(xwindow_button "$1"); at "$x" "$y"; }
key() { xwindow_act xdotool key --window "$wid" "$@"; }
shot() { xwindow_shot "$shots/buttons-$1.png"; }
differ() { compare -metric AE -fuzz 2% "$shots/buttons-$1.png" "$shots/buttons-$2.png" null: 2>&1 | awk '{ printf "%d", $1 }' || true; }
clip() { xclip -o -selection clipboard 2> /dev/null || true; }
# clipped BUTTON: the clipboard emptied (to "none"), BUTTON pressed; what it then holds
# (xclip stays to serve its text: its output away, or $(...) would wait for it)
clipped() { echo -n none | xclip -selection clipboard > /dev/null; press "$1"; clip; }
cleared() { grep -c "^level $1 cleared in $2 (par $3), $4$" "$tmp/out" || true; }
no() { echo "$*"; echo "--- said:"; cat "$tmp/out"; echo "--- stderr:"; cat "$tmp/err"; exit 1; }
# Esc N times, then the game must be gone (with N - 1 it must still run)
quits_after() {
  for _ in $(seq $(($1 - 1))); do key Escape; done
  kill -0 "$pid" 2> /dev/null || no "$2: the game quit one Esc early"
  key Escape
  xwindow_gone "$2" 50
}

# --- play ----------------------------------------------------------------------------------
read -r -a answer < <("$lg" solve assets/levels.json --level 40 | sed 's/.*answer \([0-9 ]*\);.*/\1/')
wrong=0
while [[ " ${answer[*]} " == *" $wrong "* ]]; do wrong=$((wrong + 1)); done
xwindow_where --level 40 --size "$SIZE"
keep play
start_game "$tmp/play" --level 40
dot "$wrong"
press undo
for i in "${answer[@]}"; do dot "$i"; done
[ "$(cleared 40 "4 taps" 3 "over par")" -eq 1 ] ||
  no "undo: a wrong tap taken back, the answer did not clear level 40 in 4 taps, over par (the undone counts)"
press restart # a cleared level afresh
dot "$wrong"
press restart # a new try: the wrong tap was the last try's
for i in "${answer[@]}"; do dot "$i"; done
[ "$(cleared 40 "3 taps" 3 read)" -eq 1 ] || no "restart: after a wrong tap and Restart the answer did not clear it in 3 taps, read"
press restart
shot 1-play
press hint
shot 2-hint
[ "$(differ 1-play 2-hint)" -gt 100 ] || no "hint: nothing lit"
shared=$(clipped share)
[ "$shared" = "$("$lg" code assets/levels.json --level 40)" ] || no "share: the clipboard holds '$shared', not level 40's code"
press settings
shot 3-settings
quits_after 4 "Settings from play (Esc closes them back into the level, Esc the levels, asks, quits)"

start_game "$tmp/play" --level 40
press levels
quits_after 2 "Levels from play (Esc asks, Esc quits)"

# --- the select ----------------------------------------------------------------------------
xwindow_where --size "$SIZE" # the select's buttons
keep select
start_game "$tmp/select"
xdotool mousemove --window "$wid" 5 5
shot 4-page1
press page-on
shot 5-page2
[ "$(differ 4-page1 5-page2)" -gt 2000 ] || no "page →: the page did not turn"
press page-back
shot 6-page1
[ "$(differ 4-page1 6-page1)" -lt 200 ] || no "page ←: not back on the first page"
# a swipe leftward across the tiles, then rightward; the mouse wheel down, then up
read -r fx fy < <(xwindow_button settings) # a column of the field above the buttons
fy=$((fy / 2))
xdotool mousemove --window "$wid" 300 "$fy" mousedown 1 mousemove --window "$wid" 220 "$fy" mousemove --window "$wid" 90 "$fy" mouseup 1
sleep 0.5
xdotool mousemove --window "$wid" 5 5
shot 7-swiped
# (the tile chosen is the one the swipe began on, a page on: the second page, another tile lit)
[ "$(differ 4-page1 7-swiped)" -gt 2000 ] && [ "$(differ 5-page2 7-swiped)" -lt "$(( $(differ 4-page1 7-swiped) / 2 ))" ] ||
  no "a swipe leftward did not turn to the second page"
xdotool mousemove --window "$wid" 90 "$fy" mousedown 1 mousemove --window "$wid" 200 "$fy" mousemove --window "$wid" 300 "$fy" mouseup 1
sleep 0.5
xdotool mousemove --window "$wid" 5 5
shot 8-swiped-back
[ "$(differ 4-page1 8-swiped-back)" -lt "$(( $(differ 5-page2 8-swiped-back) / 2 ))" ] || no "a swipe rightward did not turn back"
press page-back # the first tile chosen again: the first page as it opened
xdotool mousemove --window "$wid" 5 5
shot 8-again
xdotool click 5
sleep 0.5
shot 9-wheel
[ "$(differ 5-page2 9-wheel)" -lt 200 ] || no "the wheel down did not turn to the second page"
xdotool click 4
sleep 0.5
shot 10-wheel-back
[ "$(differ 8-again 10-wheel-back)" -lt 200 ] || no "the wheel up did not turn back"
press settings
shot 11-settings
[ "$(differ 4-page1 11-settings)" -gt 2000 ] || no "settings: no panel"
read -r _ y < <(xwindow_button settings)
at $((${SIZE%x*} / 2)) "$y" 0.6 # Close: the one button, in the middle of the first row
xdotool mousemove --window "$wid" 5 5
shot 12-closed
[ "$(differ 4-page1 12-closed)" -lt 200 ] || no "close: the settings still open"
press stats
xdotool mousemove --window "$wid" 5 5
shot 12-stats
[ "$(differ 4-page1 12-stats)" -gt 2000 ] || no "stats: no panel"
at $((${SIZE%x*} / 2)) "$y" 0.6 # its Close
xdotool mousemove --window "$wid" 5 5
shot 12-stats-closed
[ "$(differ 4-page1 12-stats-closed)" -lt 200 ] || no "close: the statistics still open"

# the daily level, and back
press daily
use play
shared=$(clipped share)
[ "$shared" = "$("$lg" daily "$(date -u +%F)" | head -1)" ] || no "daily: its code is not today's ('$shared')"
press levels
use select

# a code pasted: level 1's, whose answer clears it
code=$("$lg" code assets/levels.json --level 1)
read -r -a answer < <("$lg" solve --code "$code" | sed 's/.*answer \([0-9 ]*\);.*/\1/')
echo -n "$code" | xclip -selection clipboard
press paste
xwindow_where --code "$code" --size "$SIZE"
for i in "${answer[@]}"; do dot "$i"; done
grep -q "^level 1 cleared in ${#answer[@]} tap" "$tmp/out" || no "paste: level 1's code was not played"
key Escape # the code's level done: back to the levels
use select

# --- the workshop --------------------------------------------------------------------------
press workshop
xwindow_where --workshop --size "$SIZE"
keep workshop
press size # normal -> big
press bell
press bell # the first bell -> the third
read -r mid_x mid_y < <(xwindow_button copy) # the field's middle: above the Copy button, half way up
at "$mid_x" $((mid_y / 2)) 0.6 # a dot in the field's middle (above the buttons)
wcode=$(clipped copy)
[ "$wcode" != none ] || no "copy: no code copied"
"$lg" decode "$wcode" > "$tmp/field.json" || no "copy: '$wcode' is no code"
grep -q '"size":"big","note":2' "$tmp/field.json" || no "size, bell: the dot is not big on the third bell: $(cat "$tmp/field.json")"
press undo
copied=$(clipped copy)
[ "$copied" = none ] || no "undo: the dot is still there ($copied copied)"
press redo
[ "$(clipped copy)" = "$wcode" ] || no "redo: the dot did not come back"
at "$mid_x" $((mid_y / 2)) 0.6 # picks the dot
press delete
[ "$(clipped copy)" = none ] || no "delete: the dot is still there"
press undo
press try
xwindow_where --code "$wcode" --size "$SIZE"
dot 0
grep -q "^level 1 cleared in 1 tap (par 1), read$" "$tmp/out" || no "try: the field was not played"
use play
press levels # in a try, the first button is Workshop: back to it
use workshop
shot 14-workshop
press levels
quits_after 2 "Levels from the workshop (Esc asks, Esc quits)"
echo "buttons window: every button of play, the select and the workshop pressed at $SIZE, each doing what it names; a swipe and the wheel turn a page"
