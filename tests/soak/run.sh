#!/usr/bin/env bash
# `make soak`: long runs that look for leaks and creeping memory; minutes, so not part
# of `make test`.
#  1. The game, headless and with reduced motion (a settings file in a preference
#     folder of its own), autoplays every level of the baked pack in one process under
#     valgrind's memcheck: every level must be cleared in par, with no invalid access
#     ("ERROR SUMMARY: 0 errors") and nothing lost ("definitely lost: 0 bytes",
#     "indirectly lost: 0 bytes", or no leak possible at all).
#  2. The same library grows SOAK_LEVELS levels on demand (1,000 unless set) after the
#     pack in one process, natively, with the heap in use and the resident set sampled
#     (tests/soak/grow.c): the heap in use must not grow. Then a few more under memcheck.
#   tests/soak/run.sh BUILD
set -u
cd "$(dirname "$0")/../.."
build=${1:-build}
levels=${SOAK_LEVELS:-1000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
memcheck=(valgrind --leak-check=full --show-leak-kinds=definite,indirect,possible
          --errors-for-leak-kinds=definite,indirect --error-exitcode=3)

# Prints the summary lines of a memcheck log and says whether it is clean.
clean_log() {
  grep -E "definitely lost|indirectly lost|possibly lost|All heap blocks were freed|ERROR SUMMARY" "$1" |
    sed 's/^==[0-9]*== */  valgrind: /'
  grep -q "ERROR SUMMARY: 0 errors" "$1" &&
    { grep -q "All heap blocks were freed" "$1" ||
      { grep -q "definitely lost: 0 bytes" "$1" && grep -q "indirectly lost: 0 bytes" "$1"; }; }
}

# --- 1. every level, one process, under memcheck -----------------------------------
pack=assets/levels.json
count=$(grep -c '"level":' "$pack")
mkdir "$tmp/prefs"
printf '{"format": "carillon-settings", "version": 1, "volume": 80, "mute": true, "fullscreen": false, "reduced_motion": true, "shape_marks": true}\n' \
  > "$tmp/prefs/settings.json"
echo "soak: carillon autoplays all $count levels of $pack in one process under memcheck"
start=$SECONDS
CARILLON_PREFS=$tmp/prefs "${memcheck[@]}" --log-file="$tmp/game.vg" \
  "$build/carillon" --headless --autoplay --all --level 1 --size 320x400 > "$tmp/game.out" 2> "$tmp/game.err"
status=$?
cleared=$(grep -c "^level [0-9]* cleared in" "$tmp/game.out")
in_par=$(grep -cE "^level [0-9]+ cleared in ([0-9]+) taps? \(par \1\), helped$" "$tmp/game.out")
echo "  exit $status, $cleared of $count levels cleared ($in_par in par) in $((SECONDS - start)) s"
if ! clean_log "$tmp/game.vg" || [ "$status" -ne 0 ] || [ "$cleared" -ne "$count" ] || [ "$in_par" -ne "$count" ]; then
  echo "soak: the game FAILED"; grep -v "^level" "$tmp/game.err" | head -5; failed=1
fi

# --- 2. levels grown on demand ----------------------------------------------------------
echo "soak: $levels levels grown on demand after levels/carillon.json, one process"
# Without glibc's per-thread cache of freed blocks, which mallinfo counts as in use: the
# repeat keys' cell lists grow by realloc, and the blocks they leave would look like a leak.
GLIBC_TUNABLES=glibc.malloc.tcache_count=0 "$build/soak/grow" levels/carillon.json "$levels" || failed=1
echo "soak: 5 levels grown on demand under memcheck"
"${memcheck[@]}" --log-file="$tmp/grow.vg" "$build/soak/grow" levels/carillon.json 5 > /dev/null
status=$?
if ! clean_log "$tmp/grow.vg" || [ "$status" -ne 0 ]; then
  echo "soak: growing under memcheck FAILED (exit $status)"; failed=1
fi

if [ "$failed" -ne 0 ]; then
  echo "soak: FAILED"
  exit 1
fi
echo "soak: passed"
