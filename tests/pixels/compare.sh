#!/usr/bin/env bash
# A refactoring's pixel check: the same shots from two builds of the game, compared.
#
#   tests/pixels/compare.sh BEFORE AFTER [OUT]
#
# BEFORE and AFTER are carillon programs (say a copy of build/carillon made before the
# change, and build/carillon after it). Each is run headless from the top of the tree
# (so both read the same assets/) with a fresh preference folder holding the same
# workshop shelf, at 800x600 and 1920x1080, on the level select, level 1, level 97 with
# a dot held (its preview drawn: the autoplayer's hold at frame 6), the workshop
# with a few dots, and level 120 played by the autoplayer, its rings in flight and the
# closing peal's (frames that paint over what the frames before them painted). ImageMagick's `compare -metric AE` counts the pixels that differ;
# the script prints one line a shot and exits non-zero if any pixel differs or a shot
# could not be made. The shots are kept in OUT (default: a temporary folder, removed).
set -u
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: $0 BEFORE AFTER [OUT]" >&2; exit 2; }
before=$1 after=$2
for p in "$before" "$after"; do
  [ -x "$p" ] || { echo "$0: $p: not a program" >&2; exit 2; }
done
command -v compare > /dev/null || { echo "$0: compare (ImageMagick) is not installed" >&2; exit 2; }
if [ $# -ge 3 ]; then out=$3; mkdir -p "$out"; else out=$(mktemp -d); trap 'rm -rf "$out"' EXIT; fi

shelf='{"format": "carillon-workshop", "version": 1, "current": 1, "fields": [{"dots": [
  {"x": 320, "y": 400, "size": "normal", "note": 0}, {"x": 420, "y": 460, "size": "big", "note": 2},
  {"x": 200, "y": 300, "size": "small", "note": 4}, {"x": 520, "y": 260, "size": "normal", "note": 5}]}]}'

declare -A ARGS=(
  [select]="--frames 30"
  [level1]="--level 1 --frames 30"
  [level97-held]="--autoplay --level 97 --frames 6"
  [workshop]="--workshop --frames 30"
  [level120-rings]="--autoplay --level 120 --frames 45"
  [level120-peal]="--autoplay --level 120 --frames 90"
)
bad=0
for size in 800x600 1920x1080; do
  for shot in select level1 level97-held workshop level120-rings level120-peal; do
    for side in before after; do
      prog=$before; [ "$side" = after ] && prog=$after
      prefs=$(mktemp -d)
      printf '%s\n' "$shelf" > "$prefs/workshop.json"
      # shellcheck disable=SC2086 # the arguments are words on purpose
      CARILLON_PREFS=$prefs "$prog" --headless --size "$size" ${ARGS[$shot]} \
        --screenshot "$out/$shot-$size-$side.png" > /dev/null 2>&1
      status=$?
      rm -rf "$prefs"
      # --autoplay exits non-zero when stopped before the level is cleared: only a
      # missing picture is a failure here.
      [ -s "$out/$shot-$size-$side.png" ] || { echo "$shot $size: $side made no shot (status $status)"; bad=1; }
    done
    [ -s "$out/$shot-$size-before.png" ] && [ -s "$out/$shot-$size-after.png" ] || continue
    n=$(compare -metric AE "$out/$shot-$size-before.png" "$out/$shot-$size-after.png" null: 2>&1)
    echo "$shot $size: $n pixels differ"
    [ "$n" = 0 ] || bad=1
  done
done
exit $bad
