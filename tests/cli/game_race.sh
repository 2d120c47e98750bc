#!/usr/bin/env bash
# check: slow (make check leaves it to make test)
# Copies of the game saving at once never lose each other's wins. 50 trials of two
# copies and 20 of three, each copy winning a different level of tests/data/small.json
# at the same moment, all with one preference folder (half the trials starting from a
# save that already holds a win, half from none): afterwards every win is in
# progress.json, the game reads the file back without a word (it is whole and valid),
# and no temporary file is left behind.
set -euo pipefail
carillon="$BUILD/carillon"
pack=tests/data/small.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A save holding level 9 won, for the trials that start from one.
CARILLON_PREFS="$tmp/seed" "$carillon" --pack "$pack" --headless --autoplay --level 9 > /dev/null
lost=0
trial() { # trial N COPIES
  local n=$1 copies=$2 prefs="$tmp/t$1" pids=() level
  mkdir "$prefs"
  [ $((n % 2)) -eq 0 ] || cp "$tmp/seed/progress.json" "$prefs/"
  for level in $(seq 1 "$copies"); do
    CARILLON_PREFS="$prefs" "$carillon" --pack "$pack" --headless --autoplay --level "$level" \
      > "$prefs/out$level" 2> "$prefs/err$level" &
    pids+=($!)
  done
  for level in $(seq 1 "$copies"); do
    wait "${pids[$((level - 1))]}" || { echo "trial $n: copy $level failed:"; cat "$prefs/err$level"; exit 1; }
    grep -q "^level $level cleared in " "$prefs/out$level" || { echo "trial $n: copy $level did not win"; exit 1; }
  done
  for level in $(seq 1 "$copies") $([ $((n % 2)) -eq 0 ] || echo 9); do
    grep -q "\"level\":$level,\"taps\":" "$prefs/progress.json" ||
      { echo "trial $n ($copies copies): the win of level $level was lost"; lost=$((lost + 1)); }
  done
  # Valid JSON to jq (when there: make deps-test installs it) and whole to the game's own
  # reader: no line, nothing moved aside.
  if command -v jq > /dev/null; then
    jq empty "$prefs/progress.json" || { echo "trial $n: progress.json is not valid JSON"; exit 1; }
  fi
  CARILLON_PREFS="$prefs" "$carillon" --pack "$pack" --headless --frames 1 > /dev/null 2> "$prefs/read"
  [ ! -s "$prefs/read" ] || { echo "trial $n: the save read back with:"; cat "$prefs/read"; exit 1; }
  if compgen -G "$prefs/*.tmp-*" > /dev/null || compgen -G "$prefs/*.damaged*" > /dev/null; then
    echo "trial $n: files left behind:"; ls -a "$prefs"; exit 1
  fi
  rm -rf "$prefs"
}
for n in $(seq 1 50); do trial "$n" 2; done
for n in $(seq 51 70); do trial "$n" 3; done
[ "$lost" -eq 0 ] || { echo "race: $lost wins lost"; exit 1; }
echo "race: 50 trials of two copies and 20 of three at once, no win lost, every save whole, no temporary file left"
