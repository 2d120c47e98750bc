#!/usr/bin/env bash
# The committed pack is exactly what its seed grows, byte for byte, on one thread or two;
# the curve of it is drawn with a point per level.
set -euo pipefail
levelgen="$BUILD/levelgen"
pack=levels/carillon.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

seed=$(sed -n 's/^  "seed": \([0-9]*\),$/\1/p' "$pack")
[ -n "$seed" ] || { echo "no seed found in $pack"; exit 1; }

"$levelgen" pack --seed "$seed" --threads 1 -o "$tmp/one.json" > "$tmp/one.out" 2> "$tmp/one.err"
cmp "$tmp/one.json" "$pack" || { echo "seed $seed on 1 thread does not regrow $pack"; exit 1; }
"$levelgen" pack --seed "$seed" --threads 2 -o "$tmp/two.json" > /dev/null 2>&1
cmp "$tmp/two.json" "$pack" || { echo "seed $seed on 2 threads does not regrow $pack"; exit 1; }

# The summary names what was made and what was thrown away; progress went to stderr.
grep -q "120 levels from seed $seed" "$tmp/one.out"
grep -q "attempts thrown away" "$tmp/one.out"
grep -q "growing" "$tmp/one.err"

# Another seed's pack keeps every rule too (check is what the build runs on the shipped one).
"$levelgen" pack --seed 4 -o "$tmp/four.json" > /dev/null 2>&1
"$levelgen" check "$tmp/four.json" > /dev/null || { echo "seed 4's pack fails check"; exit 1; }

"$levelgen" curve "$pack" -o "$tmp/curve.svg"
grep -q "<svg" "$tmp/curve.svg"
points=$(grep -o "<polyline[^>]*points='[^']*'" "$tmp/curve.svg" | sed "s/.*points='//; s/'//" | wc -w)
[ "$points" -eq 120 ] || { echo "the curve has $points points, not 120"; exit 1; }

# Wrong usage is one line and exit 2.
set +e
"$levelgen" pack -o "$tmp/x.json" 2> "$tmp/usage.err"; status=$?
set -e
[ "$status" -eq 2 ] && grep -q "pack wants --seed" "$tmp/usage.err"
echo "pack regrows from seed $seed on 1 and 2 threads; curve drawn"
