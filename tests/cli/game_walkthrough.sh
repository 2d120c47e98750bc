#!/usr/bin/env bash
# A new player in a real (virtual) X window, with real keys and clicks: the level select
# opens with only level 1 open; a click on its tile plays it; clicks on its dots win it;
# N plays level 2, now open; H lights a hint; Esc goes back to the select, where level 1
# shows won and level 2 open; S opens the settings, where the sound is turned off; Esc,
# Esc asks, Esc quits. Started again, the progress and the setting are still there. Last, level 30 with the developer's key: the solver's answer
# on the field, and its numbers (said as a line) equal `levelgen solve` and `levelgen
# rate` for that level. A setting changed in the panel is kept; one changed in a run with
# --mute keeps the sound setting as it was. Screenshots of each screen are kept in
# $BUILD/screens/walk-*.png.
# Needs xvfb-run, xdotool and ImageMagick (make deps-test installs them); skips without.
set -euo pipefail
XWINDOW_TOOLS=convert source tests/support/xwindow.sh
pack=assets/levels.json
[ -f "$pack" ] || { echo "skipped: no baked pack"; exit 0; }
export CARILLON_PREFS="$tmp/prefs" SDL_AUDIODRIVER=dummy

# At --size 680x990 the select is drawn one pixel per field unit with the field's origin
# at (20, 84) (src/game/draw/view.h); tiles sit at (32 + 64 c, 40 + 58 r) in the field
# (src/game/select/select.h). A level's dots are where the game says (--where): a sparse one is
# framed larger.
wx() { echo $((20 + $1)); }
wy() { echo $((84 + $1)); }
tile_x() { wx $((32 + 64 * (($1 - 1) % 10))); }
tile_y() { wy $((40 + 58 * (($1 - 1) / 10))); }

start() {
  "$carillon" --size 680x990 "$@" >> "$tmp/out" 2>> "$tmp/err" &
  pid=$!
  xwindow_find
  xwindow_ready
}
stop() { # waits for the game to quit by itself
  for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  set +e
  wait "$pid"
  local status=$?
  set -e
  pid=
  [ "$status" -eq 0 ] || { echo "exit $status"; cat "$tmp/err"; exit 1; }
}
shot() { xwindow_shot "$shots/walk-$1.png"; }
key() { xwindow_act xdotool key --window "$wid" "$1"; }
click() { xwindow_act xdotool mousemove --window "$wid" "$1" "$2" click 1; }
# the mean brightness (0..255) of a 24x24 square at (x, y) of a screenshot
bright() {
  convert "$shots/walk-$1.png" -crop "24x24+$(($2 - 12))+$(($3 - 12))" +repage -colorspace gray \
    -format "%[fx:round(255*mean)]" info:
}
said() { grep -qxF "$1" "$tmp/out" || { echo "never said '$1':"; cat "$tmp/out" "$tmp/err"; exit 1; }; }

# 1. A new player: the select, level 1 open and chosen, level 2 locked.
start
shot 1-select
t1=$(bright 1-select "$(tile_x 1)" "$(tile_y 1)")
t2=$(bright 1-select "$(tile_x 2)" "$(tile_y 2)")

# 2. A click on level 1's tile plays it; a click on its answer's dot wins it.
click "$(tile_x 1)" "$(tile_y 1)" 0.8
shot 2-level-1
answer=$("$BUILD/levelgen" solve "$pack" --level 1 | sed -n 's/.*answer \([0-9]*\);.*/\1/p')
xwindow_where --pack "$pack" --level 1 --size 680x990
read -r x y _ < <(xwindow_dot "$answer")
click "$x" "$y" 2.5
shot 3-cleared
said "level 1 cleared in 1 tap (par 1), read" # a click, no hold

# 3. N plays level 2, open now; H lights a chain start.
key n 0.8
shot 4-level-2
key h 0.6
shot 5-hint
[ "$(compare -metric AE "$shots/walk-4-level-2.png" "$shots/walk-5-hint.png" null: 2>&1 || true)" -gt 300 ] ||
  { echo "H lit nothing"; exit 1; }

# 4. Esc: the select again, level 1 won (a lit bead), level 2 open and chosen.
key Escape 0.6
shot 6-select-after
w1=$(bright 6-select-after "$(tile_x 1)" "$(tile_y 1)")
[ "$w1" -gt $((t1 + 40)) ] || { echo "level 1's tile is not lit as won ($t1 -> $w1)"; exit 1; }

# 5. S: the settings panel; Down, Enter turns the sound off (kept in settings.json);
# Esc closes it, Esc asks, Esc quits.
key s 0.6
shot 7-settings
key Down
key Return
key Escape
key Escape
key Escape
stop
grep -q '"mute": \?true' "$CARILLON_PREFS/settings.json" ||
  { echo "the sound setting was not kept:"; cat "$CARILLON_PREFS/settings.json"; exit 1; }
grep -q '"level":1,"taps":1,"hints":false,"read":true' "$CARILLON_PREFS/progress.json" ||
  { echo "level 1 was not saved as won read (a click, no hold, no hint):"; cat "$CARILLON_PREFS/progress.json"; exit 1; }

# 6. Started again: the progress is still there.
start
shot 8-restarted
r1=$(bright 8-restarted "$(tile_x 1)" "$(tile_y 1)")
r2=$(bright 8-restarted "$(tile_x 2)" "$(tile_y 2)")
[ "$r1" -eq "$w1" ] || { echo "after a restart level 1's tile is $r1, not $w1"; exit 1; }
[ "$r2" -ne "$t2" ] || { echo "after a restart level 2 still looks locked ($t2)"; exit 1; }
grep -q '"mute": \?true' "$CARILLON_PREFS/settings.json"
click "$(tile_x 2)" "$(tile_y 2)" 0.8 # open: it plays
key Escape
key Escape
key Escape
stop

# 7. The developer's key on level 30: its numbers are the core's.
start --level 30
key F3 0.8
shot 9-solver
key Escape
key Escape
key Escape
stop
want=$("$BUILD/levelgen" solve "$pack" --level 30 | sed 's/ in [0-9.]* us/ in T us/g')
bits=$("$BUILD/levelgen" rate "$pack" --level 30 | sed -n 's/^level 30: \([0-9.]*\) bits$/\1/p')
got=$(grep '^solver: level 30: ' "$tmp/out" | sed 's/^solver: //; s/ in [0-9.]* us/ in T us/g')
[ "$got" = "$want; $bits bits" ] || { echo "the overlay says '$got', the core '$want; $bits bits'"; exit 1; }
# 8. --mute is for one run: with the sound on in the settings, a run with --mute that
# changes another setting (shape marks off) keeps the sound setting on.
sed -i 's/"mute": \?true/"mute": false/' "$CARILLON_PREFS/settings.json"
start --mute
key s 0.6
for _ in 1 2 3 4 5; do key Down 0.2; done # past volume, sound, music, full screen, reduced motion
key Return
key Escape
key Escape
key Escape
stop
grep -q '"mute": \?false' "$CARILLON_PREFS/settings.json" && grep -q '"shape_marks": \?false' "$CARILLON_PREFS/settings.json" ||
  { echo "--mute leaked into the settings:"; cat "$CARILLON_PREFS/settings.json"; exit 1; }
echo "walkthrough: select, level 1 won by a click, level 2 opened, kept over a restart; solver overlay = levelgen; --mute kept out of the settings; screenshots in $shots"
