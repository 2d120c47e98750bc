#!/usr/bin/env bash
# A maintainer's tool, not a test: the screens a player sees on a phone's shapes (issue
# 23), on both front ends, as PNGs to look at.
#
#   tests/pixels/phones.sh OUTDIR [desktop|web]
#
# (PHONES_SIZES="WxH ..." in the environment: those sizes only.)
# At 360x640, 390x844 and 430x932 (portrait), 844x390 and 480x360 (landscape) it shoots
# the level select, the statistics over it, level 40 in play, level 40 won (its answer
# tapped: the banner) and the workshop:
# - desktop-SIZE-SCREEN.png: build/carillon in a real (virtual) X window of that size
#   (xvfb-run; keys and clicks with xdotool, where the game's --where puts the dots), one
#   pixel a point;
# - web-SIZE-SCREEN.png: build/web (make web) in Debian's headless chromium as a phone:
#   touch, a coarse pointer, three pixels a point (two at 480x360), taps on the
#   touchscreen (tests/pixels/phones.mjs).
# Every run starts from the same files (made here, in OUTDIR/prefs): levels 1 to 39 won
# (every seventh with a hint, every fifth in a tap over par), the dailies of the last
# five weeks up to yesterday (a few missed, one lost, two hinted) and a workshop field of
# five dots (two too close: a fault drawn in red). The game's own folder is never
# touched (CARILLON_PREFS). Each shot is taken once the picture rests. Needs xvfb-run,
# xdotool, ImageMagick, jq, node and the tests' npm packages (make test-web installs
# them). Build first: make && make web.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 OUTDIR [desktop|web]" >&2; exit 2; }
script=$(realpath "$0")
# xwindow.sh runs this script again under xvfb-run, by $0, from the top of the tree
[ "$0" = "$script" ] || exec bash "$script" "$(realpath -m "$1")" "${@:2}"
cd "$(dirname "$script")/../.."
out=$1
which=${2:-both}
export BUILD=${BUILD:-build}
XWINDOW_SCREEN=1000x1000 XWINDOW_TOOLS="jq node" source tests/support/xwindow.sh
mkdir -p "$out"
SIZES=${PHONES_SIZES:-360x640 390x844 430x932 844x390 480x360}
lg="$BUILD/levelgen"
read -r -a answer < <("$lg" solve assets/levels.json --level 40 | sed 's/.*answer \([0-9 ]*\);.*/\1/')

# --- the files every run starts from --------------------------------------------------------
seed="$out/prefs"
rm -rf "$seed"
mkdir -p "$seed"
# the baked pack's digest, as the game files its progress under it: one level won
CARILLON_PREFS="$tmp/digest" "$carillon" --headless --mute --autoplay --level 1 > /dev/null
pack=$(jq -r '.packs[0].pack' "$tmp/digest/progress.json")
jq --arg pack "$pack" '{format: "carillon-save", version: 2, packs: [{pack: $pack, seed: .seed,
    levels: (.levels | length), endless: 0, shipped: true, hints: 6,
    won: [.levels[0:39][] | {level, taps: (.taps + (if .level % 5 == 0 then 1 else 0 end)),
                             hints: (.level % 7 == 0)}]}]}' assets/levels.json > "$seed/progress.json"
# days 34 to 1 ago: missed 24 and 10 days ago, lost 18 days ago, hinted 27 and 5 days ago
# (so a streak of 9 up to yesterday, the longest 10); taps the weekday's par (README)
{
  echo '{"format": "carillon-daily", "version": 2, "days": ['
  sep=
  for n in $(seq 34 -1 1); do
    case $n in 24 | 10) continue ;; esac
    date=$(date -u -d "$n days ago" +%F)
    if [ "$n" = 18 ]; then
      printf '%s{"date": "%s", "won": false}\n' "$sep" "$date"
    else
      par=$(echo "x 2 3 3 4 4 5 5" | cut -d' ' -f$(($(date -u -d "$n days ago" +%u) + 1)))
      hint=false
      case $n in 27 | 5) hint=true ;; esac
      printf '%s{"date": "%s", "won": true, "taps": %d, "hint": %s}\n' "$sep" "$date" "$par" "$hint"
    fi
    sep=,
  done
  echo ']}'
} > "$seed/daily.json"
cat > "$seed/workshop.json" << 'EOF'
{"format": "carillon-workshop", "version": 1, "current": 1, "fields": [{"dots": [
  {"x": 320, "y": 400, "size": "normal", "note": 0}, {"x": 420, "y": 460, "size": "big", "note": 2},
  {"x": 200, "y": 300, "size": "small", "note": 4}, {"x": 520, "y": 260, "size": "normal", "note": 5},
  {"x": 340, "y": 432, "size": "normal", "note": 1}]}]}
EOF

# --- the desktop ------------------------------------------------------------------------------
start() { # SIZE ARGS...: the game in a window of SIZE points, from the seeded files, found
  local size=$1
  shift
  rm -rf "$tmp/prefs"
  cp -r "$seed" "$tmp/prefs"
  CARILLON_PREFS="$tmp/prefs" SDL_AUDIODRIVER=dummy "$carillon" --size "$size" "$@" > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  xwindow_find
  xwindow_ready
  xdotool windowfocus --sync "$wid" 2> /dev/null || true
}
stop() {
  kill "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  pid=
}
shot() { # NAME: the window once it rests
  xwindow_ready
  xwindow_shot "$out/desktop-$1.png"
  echo "$out/desktop-$1.png"
}
if [ "$which" != web ]; then
  xwindow_park_pointer
  for size in $SIZES; do
    start "$size"
    shot "$size-select"
    xdotool key --window "$wid" t
    sleep 0.5
    shot "$size-statistics"
    stop

    xwindow_where --level 40 --size "$size"
    start "$size" --level 40
    shot "$size-play"
    for i in "${answer[@]}"; do
      read -r x y _ < <(xwindow_dot "$i")
      xdotool mousemove --window "$wid" "$x" "$y" click 1
      sleep 1.5
    done
    grep -q "^level 40 cleared" "$tmp/out" || { echo "desktop $size: level 40 was not cleared"; cat "$tmp/out" "$tmp/err"; exit 1; }
    xwindow_park_pointer
    shot "$size-win"
    stop

    start "$size" --workshop
    shot "$size-workshop"
    stop
  done
fi

# --- the browser ------------------------------------------------------------------------------
if [ "$which" != desktop ]; then
  [ -f "$BUILD/web/index.html" ] || { echo "$0: no $BUILD/web (make web first)"; exit 1; }
  node tests/pixels/phones.mjs "$BUILD/web" "$carillon" "$seed" "$out" $SIZES
fi
