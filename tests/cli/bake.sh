#!/usr/bin/env bash
# Baking re-proves every level: the shipped pack bakes to what the game loads, and a pack
# with one failing level stops the bake with a line naming it and writes nothing. Baked
# in bytes (the page's), it is a tenth of the size, checks as the JSON does, gives the
# same level codes and plays in the game; cut short, it is refused in one line.
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

"$levelgen" bake levels/carillon.json -o "$tmp/baked.pack" --bytes
[ $(($(stat -c %s "$tmp/baked.pack") * 10)) -lt "$(stat -c %s "$tmp/baked.json")" ] ||
  { echo "the pack in bytes is not a tenth of the JSON"; exit 1; }
"$levelgen" check "$tmp/baked.pack" > /dev/null
for n in 1 60 120; do
  [ "$("$levelgen" code "$tmp/baked.pack" --level $n)" = "$("$levelgen" code "$tmp/baked.json" --level $n)" ] ||
    { echo "level $n's code differs in bytes"; exit 1; }
done
"$BUILD/carillon" --headless --pack "$tmp/baked.pack" --level 120 --autoplay > /dev/null 2>&1 ||
  { echo "the game does not play level 120 of the pack in bytes"; exit 1; }
head -c 1000 "$tmp/baked.pack" > "$tmp/cut.pack"
set +e
"$levelgen" check "$tmp/cut.pack" > /dev/null 2> "$tmp/err"; status=$?
set -e
[ "$status" -eq 1 ] && [ "$(wc -l < "$tmp/err")" -eq 1 ] && grep -q "cut.pack: level .*: the pack ends .* bytes short" "$tmp/err" ||
  { echo "a pack in bytes cut short: exit $status"; cat "$tmp/err"; exit 1; }
echo "bake proves every level and refuses a failing one; in bytes, the same pack a tenth the size"
