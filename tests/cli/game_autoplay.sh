#!/usr/bin/env bash
# check: slow (make check leaves it to make test)
# `carillon --headless --autoplay --level N` clears every level of the pack in par and
# exits 0, printing the one line a finished level prints. The pack is the baked one when
# levels/carillon.json exists, otherwise the test pack. Two levels run at a time.
set -euo pipefail
carillon="$BUILD/carillon"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -f levels/carillon.json ]; then
  pack=levels/carillon.json
  [ -f assets/levels.json ] || { echo "assets/levels.json is not baked: run make"; exit 1; }
  use=()
else
  pack=tests/data/small.json
  use=(--pack "$pack")
fi

# level number and par, from the core's own solver
"$BUILD/levelgen" solve "$pack" | sed -n 's/^level \([0-9]*\): \([0-9]*\) taps.*/\1 \2/p' > "$tmp/pars"
levels=$(wc -l < "$tmp/pars")
[ "$levels" -gt 0 ] || { echo "no levels in $pack"; exit 1; }

export carillon tmp
play() { # LEVEL ARGS...: plays it, keeping what it said and how it ended
  local level=$1
  shift
  # each its own progress: two games at once would both save the same file
  if CARILLON_PREFS="$tmp/prefs.$level" "$carillon" --level "$level" "$@" > "$tmp/out.$level" 2>&1; then
    echo ok > "$tmp/status.$level"
  else
    echo "exit $?" > "$tmp/status.$level"
  fi
}
export -f play
cut -d' ' -f1 "$tmp/pars" | xargs -P 2 -I{} bash -c 'play {} --headless --autoplay '"${use[*]:-}"

failed=0
while read -r level par; do
  status=$(cat "$tmp/status.$level" 2> /dev/null || echo "did not run")
  taps=$([ "$par" -eq 1 ] && echo tap || echo taps)
  want="level $level cleared in $par $taps (par $par), helped"
  if [ "$status" != ok ] || ! grep -qxF "$want" "$tmp/out.$level"; then
    echo "level $level: $status; wanted '$want', got:"; cat "$tmp/out.$level"
    failed=$((failed + 1))
  fi
done < "$tmp/pars"
[ "$failed" -eq 0 ] || { echo "$failed of $levels levels not cleared by autoplay"; exit 1; }
echo "autoplay cleared all $levels levels of $pack in par"
