#!/usr/bin/env bash
# Baking re-proves every level: the shipped pack bakes to what the game loads, and a pack
# with one failing level stops the bake with a line naming it and writes nothing.
set -euo pipefail
levelgen="$BUILD/levelgen"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$levelgen" bake levels/carillon.json -o "$tmp/baked.json"
"$levelgen" check "$tmp/baked.json" > /dev/null

# Level 30 claims to be 0.01 bits harder than it is.
awk '/"bits":/ { n++; if (n == 30) { split($2, b, ","); printf "      \"bits\": %.2f,\n", b[1] + 0.01; next } } { print }' \
  levels/carillon.json > "$tmp/bad.json"
set +e
"$levelgen" bake "$tmp/bad.json" -o "$tmp/out.json" 2> "$tmp/err"; status=$?
set -e
[ "$status" -eq 1 ] || { echo "bake of a failing pack exited $status"; exit 1; }
grep -q "level 30: stored bits" "$tmp/err" || { cat "$tmp/err"; exit 1; }
[ ! -e "$tmp/out.json" ] || { echo "bake wrote a failing pack"; exit 1; }
echo "bake proves every level and refuses a failing one"
