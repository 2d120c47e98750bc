#!/usr/bin/env bash
# Runs every test against one build directory: the cmocka unit tests, then the shell
# tests (tests/cli/*.sh, which drive the built programs). Prints one summary line and
# exits non-zero if anything failed. A test that hangs (a window test waiting on X) is
# stopped after 15 minutes and counts as failed, so it cannot hold the run forever.
set -u
build=${1:-build}
cd "$(dirname "$0")/.."
# The game keeps progress and settings here, never in the home of whoever runs the tests.
prefs=$(mktemp -d)
trap 'rm -rf "$prefs"' EXIT
export CARILLON_PREFS="$prefs"
failed=()
passed=0
# only the tests whose source is here: a binary left by a renamed test is not one
for src in tests/unit/test_*.c; do
  t="$build/tests/$(basename "$src" .c)"
  [ -x "$t" ] || { failed+=("$(basename "$t") (not built)"); continue; }
  if timeout -k 10 900 "$t"; then passed=$((passed + 1)); else failed+=("$(basename "$t")"); fi
done
for t in tests/cli/*.sh; do
  [ -f "$t" ] || continue
  echo "[ RUN      ] $t"
  if BUILD="$build" timeout -k 10 900 bash "$t"; then
    echo "[       OK ] $t"; passed=$((passed + 1))
  else
    echo "[  FAILED  ] $t"; failed+=("$t")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  echo "tests: $passed passed, ${#failed[@]} failed"
  exit 1
fi
echo "in $build, all passed:"
echo "tests: $passed passed, 0 failed"
