#!/usr/bin/env bash
# The field played with keys alone, in a real (virtual) X window (xdotool key): level 1
# of the shipped pack, then level 10 (two taps, only its two chain starts win). Tab
# walks the focus to each answer dot, Space holds it (the preview shows, with the focus
# ring), Esc lets go without a tap, and Space, Space taps; each level prints its cleared
# line. The keys to press are worked out here from the pack alone (focus.h's reading
# order, the rules' chains and the nearest dot after a pop), so the game's own focus has
# to agree with them. Screenshots of the focus ring and the held preview are kept in
# $BUILD/screens/ to be looked at. Then a workshop made and played with keys alone: Page
# Down and Right reach the select's Workshop tile and Enter opens it; the cursor's arrows
# and Space place design.md's field (a big dot and two normal ones, one tap), a dot
# placed too close is removed with Delete, a dot picked up and moved two steps is put
# back by one Z (the move was one edit); Enter plays the field, Tab and Space, Space
# clear it in one tap, and workshop.json keeps the three dots where the keys put them.
# Skips without xvfb-run, xdotool or ImageMagick.
set -euo pipefail
source tests/support/xwindow.sh
levelgen="$BUILD/levelgen"
pack=levels/carillon.json

# "x y radius ring" for each dot of level $1, in the pack's order.
dots() {
  awk -v want="$1" '
    /"name":/ { match($0, /"name":"[a-z]+"/); n = substr($0, RSTART + 8, RLENGTH - 9)
                match($0, /"radius":[0-9]+/); rad[n] = substr($0, RSTART + 9, RLENGTH - 9)
                match($0, /"ring":[0-9]+/); ring[n] = substr($0, RSTART + 7, RLENGTH - 7) }
    /"level": / { gsub(/[^0-9]/, ""); level = $0 }
    level == want && /"x":/ { match($0, /"x":[0-9]+/); x = substr($0, RSTART + 4, RLENGTH - 4)
                              match($0, /"y":[0-9]+/); y = substr($0, RSTART + 4, RLENGTH - 4)
                              match($0, /"size":"[a-z]+"/); s = substr($0, RSTART + 8, RLENGTH - 9)
                              print x, y, rad[s], ring[s] }' "$pack"
}

# The keys that tap each answer dot in turn, one "tabs N DOT R" line per tap (Tab presses
# from where the focus is, then the dot and its radius in units, for the screenshots).
plan() {
  local answer=$1
  awk -v answer="$answer" '
    BEGIN { n = 0 }
    { X[n] = $1; Y[n] = $2; R[n] = $3; G[n] = $4; S[n] = 1; n++ }
    function before(a, b) {  # focus.h reading order
      if (int(Y[a] / 48) != int(Y[b] / 48)) return int(Y[a] / 48) < int(Y[b] / 48)
      if (X[a] != X[b]) return X[a] < X[b]
      if (Y[a] != Y[b]) return Y[a] < Y[b]
      return a < b
    }
    function tab(f,   i, nx, first) {
      nx = -1; first = -1
      for (i = 0; i < n; i++) if (S[i]) {
        if (f >= 0 && i != f && before(f, i) && (nx < 0 || before(i, nx))) nx = i
        if (first < 0 || before(i, first)) first = i
      }
      return f >= 0 && nx >= 0 ? nx : first
    }
    function touches(a, b) { return (X[a]-X[b])^2 + (Y[a]-Y[b])^2 <= (G[a]+R[b])^2 }
    END {
      for (i = 0; i < n; i++) S[i] = 1
      focus = tab(-1)
      taps = split(answer, A, " ")
      for (t = 1; t <= taps; t++) {
        a = A[t]; k = 0
        for (f = focus; f != a; f = tab(f)) k++
        print "tabs", k, a, R[a]
        # the chain pops; the focus goes to the nearest dot left standing
        S[a] = 0; queue[0] = a; qn = 1
        for (q = 0; q < qn; q++)
          for (i = 0; i < n; i++) if (S[i] && touches(queue[q], i)) { S[i] = 0; queue[qn++] = i }
        best = -1
        for (i = 0; i < n; i++) if (S[i]) {
          d = (X[i]-X[a])^2 + (Y[i]-Y[a])^2
          if (best < 0 || d < bestd) { best = i; bestd = d }
        }
        focus = best
      }
    }' <(dots "$2")
}

start() {
  SDL_AUDIODRIVER=dummy CARILLON_PREFS="$tmp" "$carillon" --pack "$pack" --level "$1" --size 680x990 \
    > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  xwindow_find
  xwindow_ready
}


shot() { xwindow_shot "$shots/$1.png"; }
differ() { compare -metric AE "$shots/$1.png" "$shots/$2.png" null: 2>&1 || true; }
# the mean grey (0..255) of a 5x5 square at window point ($2, $3) of shot $1
grey() {
  convert "$shots/$1.png" -crop "5x5+$(($2 - 2))+$(($3 - 2))" +repage \
    -colorspace gray -format "%[fx:round(255*mean)]" info:
}

# Plays level $1 by keys; the first tap is also held, let go with Esc, and held again,
# with screenshots.
play_level() {
  local level=$1 answer first=1
  answer=$("$levelgen" solve "$pack" --level "$level" | sed -n 's/.*answer \([0-9 ]*\);.*/\1/p')
  [ -n "$answer" ] || { echo "levelgen solve gave no answer for level $level"; exit 1; }
  start "$level"
  xwindow_where --pack "$pack" --level "$level" --size 680x990
  shot "keys-$level-start"
  while read -r _ tabs dot r; do
    # the first Tab only shows the focus ring, on the first dot in reading order
    xwindow_shot "$tmp/before-tabs.png"
    for _ in $(seq $((tabs + first))); do xdotool key --window "$wid" Tab; sleep 0.05; done
    xwindow_settle "$tmp/before-tabs.png"
    if [ "$first" = 1 ]; then
      shot "keys-$level-focus"
      # the focus ring: bright just outside the dot (9.5 units beyond its radius of r
      # units), dark beyond it; the dot where the game lays it out
      read -r x y px < <(xwindow_dot "$dot")
      [ "$(grey "keys-$level-focus" $((x + px * (r + 9) / r)) "$y")" -gt 120 ] ||
        { echo "level $level: no focus ring round the dot at ($x, $y)"; exit 1; }
      xwindow_act xdotool key --window "$wid" space
      shot "keys-$level-held"
      [ "$(differ "keys-$level-focus" "keys-$level-held")" -gt 1000 ] ||
        { echo "level $level: Space showed no preview"; exit 1; }
      xwindow_act xdotool key --window "$wid" Escape # lets go: no tap, still in play
      shot "keys-$level-let-go"
      [ "$(differ "keys-$level-focus" "keys-$level-let-go")" -lt 200 ] ||
        { echo "level $level: Esc did not let go of the held dot"; exit 1; }
      [ ! -s "$tmp/out" ] || { echo "level $level: Esc tapped:"; cat "$tmp/out"; exit 1; }
      first=0
    fi
    xwindow_act xdotool key --window "$wid" space
    xwindow_act xdotool key --window "$wid" space # the chain rings out
  done < <(plan "$answer" "$level")
  grep -q "^level $level cleared in" "$tmp/out" ||
    { echo "level $level: not cleared by keys:"; cat "$tmp/out" "$tmp/err"; exit 1; }
  shot "keys-$level-cleared"
  xwindow_quit
}

# keys for the workshop: each pressed $2 times (default once)
keys() { for _ in $(seq "${2:-1}"); do xdotool key --window "$wid" "$1"; sleep 0.03; done; sleep 0.2; }

workshop() {
  : > "$tmp/out"
  rm -f "$tmp/workshop.json"
  start 1
  xdotool key --window "$wid" Escape # from level 1 to the select, on level 1
  sleep 0.3
  keys Next    # Page Down: the last page, and past the last level the endless tile
  keys Right   # the workshop tile
  keys Return
  shot workshop-keys-1-open
  # the cursor starts at the field's centre (320,400): a bright point there (the workshop
  # shows the whole field, one point a unit, its origin at (20, 84): src/game/draw/view.h)
  [ "$(grey workshop-keys-1-open $((20 + 320)) $((84 + 400)))" -gt 120 ] || { echo "workshop: no cursor at the field's centre"; exit 1; }
  # 20 units an arrow: a big dot at (100,400), normal ones at (240,400) and (340,400)
  keys 3; keys Left 11; keys space
  keys 2; keys Right 7; keys space
  keys Right 5; keys space
  keys Right 2; keys space # (380,400): too close to (340,400)
  shot workshop-keys-2-fault
  keys Delete # the dot under the cursor
  keys shift+Tab # the last dot in reading order: (340,400)
  keys space # picked up: the cursor's ring, bold, round it
  shot workshop-keys-3-carried
  [ "$(grey workshop-keys-3-carried $((20 + 340 + 18 + 12)) $((84 + 400)))" -gt 120 ] ||
    { echo "workshop: no cursor ring round the dot picked up"; exit 1; }
  keys Down 2; keys space # moved to (340,440) and put down
  shot workshop-keys-4-moved
  keys z # the whole move back: one edit
  shot workshop-keys-5-undone
  [ "$(differ workshop-keys-4-moved workshop-keys-5-undone)" -gt 200 ] || { echo "workshop: Z changed nothing"; exit 1; }
  keys Return # play the field
  keys Tab    # the focus on the first dot in reading order: the big one
  keys space; keys space
  sleep 2
  shot workshop-keys-6-cleared
  grep -qx "level 1 cleared in 1 tap (par 1), par" "$tmp/out" || # Space held it: par, not read
    { echo "workshop: the field made by keys was not cleared by keys:"; cat "$tmp/out" "$tmp/err"; exit 1; }
  keys Escape # back to the workshop; xwindow_quit goes on to the select and quits
  xwindow_quit
  python3 - "$tmp/workshop.json" << 'PY'
import json, sys
f = json.load(open(sys.argv[1]))
got = [(d["x"], d["y"], d["size"]) for d in f["fields"][f["current"] - 1]["dots"]]
want = [(100, 400, "big"), (240, 400, "normal"), (340, 400, "normal")]
assert got == want, "workshop.json: %s, not %s" % (got, want)
PY
}

# the keys alone: no pointer resting over a dot chooses where they start
xwindow_park_pointer
play_level 1
play_level 10
workshop
echo "keys: levels 1 and 10 cleared with Tab and Space alone; a workshop field made, edited, undone and played with keys alone; screenshots in $shots"
