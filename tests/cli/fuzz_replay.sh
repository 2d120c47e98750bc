#!/usr/bin/env bash
# Every fuzz target's seeds and past findings (tests/fuzz/targets.sh), run once each
# through the target's own checks, built without libFuzzer (tests/fuzz/replay.c). Under
# `make test SANITIZE=1` the same inputs also pass AddressSanitizer and UBSan. New
# findings of `make fuzz` belong in tests/fuzz/corpus/NAME (see tests/fuzz/README.md).
set -euo pipefail
. tests/fuzz/targets.sh
ran=0
for src in tests/fuzz/fuzz_*.c; do
  name=$(basename "$src" .c)
  replay=$BUILD/replay/$name
  [ -x "$replay" ] || { echo "$replay is not built"; exit 1; }
  # shellcheck disable=SC2046 # seeds_of lists folders, one word each
  "$replay" $(seeds_of "$name")
  ran=$((ran + 1))
done
[ "$ran" -ge 3 ] || { echo "only $ran fuzz targets"; exit 1; }
