#!/usr/bin/env bash
# Levels on demand: `carillon --seed 7` grows a whole pack in the background and plays it.
# Autoplay clears its level 30 in par (the par `levelgen solve` finds in the pack that
# `levelgen pack --seed 7` grows); the same command twice grows the same levels (the pack's
# digest, over every dot and par, is the same), and it is the very pack levelgen grows
# (the game reading that file files its progress under the same digest).
set -euo pipefail
carillon="$BUILD/carillon"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CARILLON_PREFS="$tmp/prefs"

for run in 1 2; do
  "$carillon" --seed 7 --headless --autoplay --level 30 > "$tmp/out.$run" 2> "$tmp/err.$run" ||
    { echo "run $run failed:"; cat "$tmp/out.$run" "$tmp/err.$run"; exit 1; }
done
grep -q "^seed 7: 120 levels grown in [0-9.]* s (pack [0-9a-f]\{16\})$" "$tmp/out.1" || { cat "$tmp/out.1"; exit 1; }
id1=$(grep -o "pack [0-9a-f]*" "$tmp/out.1")
id2=$(grep -o "pack [0-9a-f]*" "$tmp/out.2")
[ "$id1" = "$id2" ] || { echo "seed 7 grew different packs: $id1, $id2"; exit 1; }

"$BUILD/levelgen" pack --seed 7 -o "$tmp/seed7.json" > /dev/null 2>&1
par=$("$BUILD/levelgen" solve "$tmp/seed7.json" --level 30 | sed -n 's/^level 30: \([0-9]*\) taps.*/\1/p')
grep -qx "level 30 cleared in $par taps (par $par), helped" "$tmp/out.1" || { echo "wanted par $par:"; cat "$tmp/out.1"; exit 1; }
cmp -s "$tmp/out.1" "$tmp/out.2" || diff <(sed 's/in [0-9.]* s/in T s/' "$tmp/out.1") <(sed 's/in [0-9.]* s/in T s/' "$tmp/out.2")

# the game's digest of levelgen's file is the digest of what it grew itself
rm -rf "$CARILLON_PREFS"
"$carillon" --pack "$tmp/seed7.json" --headless --autoplay --level 1 > /dev/null
grep -q "\"pack\": \"${id1#pack }\"" "$CARILLON_PREFS/progress.json" ||
  { echo "levelgen's pack has another digest than the game's ($id1):"; cat "$CARILLON_PREFS/progress.json"; exit 1; }

"$carillon" --seed 7 --pack x.json > /dev/null 2> "$tmp/err" && exit 1
grep -q "cannot go with --pack" "$tmp/err"
echo "seed: --seed 7 grew $id1 twice, the pack levelgen grows; level 30 cleared in par $par"
