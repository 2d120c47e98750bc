#!/usr/bin/env bash
# The house's shape as a build fact (make runs it; tests/cli/house.sh tries it on probes):
#
#   scripts/check-house.sh ORDER UPWARD OBJECT...
#
# 1. Inside src/game the folders stand in an order, ORDER, lowest first (a word is a
#    folder of src/game, or a name of a file in src/game itself, its .c and .h alike;
#    words joined by commas stand level). Each file includes the game's headers of its
#    own place or below. UPWARD lists the includes that may run up all the same, at most
#    two, each FROM>TO (paths under src/game) with its reason in the Makefile.
#    The game's objects (OBJECT... under obj/game/) keep the same order in what they
#    call or read: a declaration written by hand in a lower file, not included, would
#    pass the includes' check alone (no call may run up; what UPWARD allows is a type).
# 2. No two files include each other, and no two objects (OBJECT...) call each other: a
#    pair that leans on each other is one module, or wants a third below both.
# Each fault is one line naming the files; any fault, and the exit is 1.
set -euo pipefail
order=$1 upward=$2
shift 2
faults=0
fault() { echo "$*" >&2; faults=$((faults + 1)); }

# -- 1. the order -----------------------------------------------------------------------
[ "$(wc -w <<< "$upward")" -le 2 ] || fault "more than two includes may run up the game's folders: $upward"
declare -A rank
r=0
for level in $order; do
  for place in ${level//,/ }; do rank[$place]=$r; done
  r=$((r + 1))
done
# A file's place: its folder under src/game, or its own name in src/game itself.
place() {
  local path=${1#src/game/}
  if [[ $path == */* ]]; then echo "${path%%/*}"; else path=${path%.*}; echo "$path"; fi
}
while IFS= read -r file; do
  from=$(place "$file")
  [ -n "${rank[$from]+x}" ] || { fault "$file: its place, $from, is not in the game's order"; continue; }
  while IFS= read -r header; do
    to=$(place "src/game/$header")
    [ -n "${rank[$to]+x}" ] || continue
    if [ "${rank[$to]}" -gt "${rank[$from]}" ] && [[ " $upward " != *" ${file#src/game/}>$header "* ]]; then
      fault "$file: includes game/$header, above it in the game's order ($from below $to)"
    fi
  done < <(sed -n 's/^#include "game\/\([^"]*\)".*/\1/p' "$file")
done < <(find src/game -name '*.[ch]' | sort)

# -- 2. no two files lean on each other ---------------------------------------------------
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# includes, header to header (a .c file is included by none)
find src -name '*.h' | sort | while IFS= read -r h; do
  dir=$(dirname "$h")
  sed -n 's/^#include "\([^"]*\)".*/\1/p' "$h" | while IFS= read -r inc; do
    if [ -f "src/$inc" ]; then echo "$h src/$inc"; elif [ -f "$dir/$inc" ]; then echo "$h $dir/$inc"; fi
  done
done | sort -u > "$tmp/includes"
awk '{print $2, $1}' "$tmp/includes" | sort > "$tmp/included"
comm -12 "$tmp/includes" "$tmp/included" | awk '$1 < $2 {print $1 " and " $2 " include each other"}' > "$tmp/mutual"
# calls, object to object: a symbol one leaves undefined that the other defines
for o in "$@"; do
  nm --defined-only --format=posix "$o" | awk -v o="$o" '$2 ~ /^[TDBR]$/ {print $1, o}'
done | sort > "$tmp/defined"
for o in "$@"; do nm -u --format=posix "$o" | awk -v o="$o" '{print $1, o}'; done | sort > "$tmp/wanted"
join "$tmp/wanted" "$tmp/defined" | awk '$2 != $3 {print $2, $3}' | sort -u > "$tmp/calls"
awk '{print $2, $1}' "$tmp/calls" | sort > "$tmp/called"
comm -12 "$tmp/calls" "$tmp/called" | awk '$1 < $2 {print $1 " and " $2 " call each other"}' >> "$tmp/mutual"
while IFS= read -r line; do fault "$line"; done < "$tmp/mutual"

# -- 1, on the objects: a game object calls or reads nothing above it --------------------
while read -r caller callee; do
  [[ $caller == */obj/game/* && $callee == */obj/game/* ]] || continue
  from=$(place "src/game/${caller#*/obj/game/}") to=$(place "src/game/${callee#*/obj/game/}")
  [ -n "${rank[$from]+x}" ] && [ -n "${rank[$to]+x}" ] || continue
  if [ "${rank[$to]}" -gt "${rank[$from]}" ]; then
    fault "${caller#*/obj/} calls or reads what ${callee#*/obj/} defines, above it in the game's order ($from below $to)"
  fi
done < "$tmp/calls"

exit $((faults > 0))
