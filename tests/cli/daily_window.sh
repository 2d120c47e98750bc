#!/usr/bin/env bash
# The daily level in a real (virtual) X window, driven by real clicks (xdotool): a click
# on the daily tile of the level select plays today's level (UTC), the very level
# `levelgen daily` gives; clicking its chain starts in the answer's order wins it in par,
# the share line is offered and Ctrl+C puts it on the clipboard; daily.json keeps the day
# and the tile shows the win and a streak of 1.
# Screenshots are kept in $BUILD/screens/daily-*.png.
# Needs xvfb-run, xdotool, xclip and ImageMagick (make deps-test installs them); skips without.
set -euo pipefail
XWINDOW_TOOLS=xclip
source tests/support/xwindow.sh

today=$(date -u +%F)
"$BUILD/levelgen" decode "$("$BUILD/levelgen" daily "$today")" > "$tmp/day.json"
# the answer's chain starts, where the game lays them out in a window of that size
xwindow_where --daily "$today" --size 680x990
mapfile -t taps < <(python3 - "$tmp/day.json" << 'PY'
import json, sys
for i in json.load(open(sys.argv[1]))["levels"][0]["solution"]:
    print(i)
PY
)
for k in "${!taps[@]}"; do
  read -r x y _ < <(xwindow_dot "${taps[$k]}")
  taps[k]="$x $y"
done
par=${#taps[@]}

shot() { import -window "$wid" "$shots/daily-$1.png"; }

CARILLON_PREFS="$tmp" SDL_AUDIODRIVER=dummy "$carillon" --pack tests/data/small.json --size 680x990 \
  > "$tmp/out" 2> "$tmp/err" &
pid=$!
xwindow_find
xwindow_ready
shot 1-select
xwindow_act xdotool mousemove --window "$wid" 120 836 click 1 # the daily tile
shot 2-day
for at in "${taps[@]}"; do
  # shellcheck disable=SC2086 # x and y
  xwindow_act xdotool mousemove --window "$wid" $at click 1
done
shot 3-won
grep -qx "daily [0-9-]* cleared in $par tap$([ "$par" -gt 1 ] && echo s) (par $par), read" "$tmp/out" ||
  { echo "the daily level was not cleared in par, read (clicks, no hold), named by its date:"; cat "$tmp/out" "$tmp/err"; exit 1; }
xwindow_act xdotool key --window "$wid" ctrl+c
shared=$(xclip -o -selection clipboard 2> /dev/null || true)
case $shared in
  "Carillon daily $today ("*"): $par taps, par $par, read "$'\xe2\xad\x90'" "*) ;; # read: its star
  *) echo "no share line on the clipboard: '$shared'"; exit 1 ;;
esac
xwindow_act xdotool key --window "$wid" Escape # back to the select
shot 4-select-won
xdotool key --window "$wid" Escape # asks
sleep 0.3
xdotool key --window "$wid" Escape # and out
for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
wait "$pid" || { echo "the game exited with status $?"; cat "$tmp/err"; exit 1; }
pid=
grep -q "\"date\":\"$today\"" "$tmp/daily.json" || { echo "daily.json does not keep $today"; cat "$tmp/daily.json"; exit 1; }
[ "$(compare -metric AE "$shots/daily-1-select.png" "$shots/daily-4-select-won.png" null: 2>&1 || true)" -gt 100 ] ||
  { echo "the daily tile did not change once won"; exit 1; }
echo "daily window: today's level ($par taps) played from its tile with clicks, won, shared, kept in daily.json"
