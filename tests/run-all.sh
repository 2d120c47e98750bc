#!/usr/bin/env bash
# Runs every test against one build directory: the cmocka unit tests and the shell tests
# (tests/cli/*.sh, which drive the built programs), JOBS at a time. Prints a line as each
# ends (its time, and a failure's whole output), then one summary line; exits non-zero if
# anything failed. A test that hangs (a window test waiting on X) is stopped after 15
# minutes and counts as failed, so it cannot hold the run forever.
#
#   tests/run-all.sh [BUILD] [--fast]
#
# JOBS (default: twice the processors: the window tests mostly wait on their frames) says
# how many run at once; JOBS=1 runs them one after another. Nothing two tests share is
# written by both: each has a folder of its own for the game's files (CARILLON_PREFS) and
# for its output, and each window test a display of its own (tests/support/xwindow.sh).
# --fast (make check) runs the tests that open no window and are not marked "check: slow"
# in their first lines (those take ten seconds and more).
set -u
build=build
fast=false
for arg in "$@"; do
  case $arg in
    --fast) fast=true ;;
    *) build=$arg ;;
  esac
done
cd "$(dirname "$0")/.."
jobs=${JOBS:-$(($(nproc) * 2))}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The shell tests first: the longest are among them, and start early.
tests=()
for t in tests/cli/*.sh; do
  [ -f "$t" ] || continue
  if $fast && { grep -q 'support/xwindow.sh' "$t" || head -5 "$t" | grep -q '^# check: slow'; }; then continue; fi
  tests+=("$t")
done
for src in tests/unit/test_*.c; do
  $fast && head -5 "$src" | grep -q 'check: slow' && continue
  tests+=("$build/tests/$(basename "$src" .c)")
done

# Runs test number i, its output in $work/i.out, its status and seconds in $work/i.end.
run() {
  local i=$1 t=$2 start=$SECONDS status
  mkdir -p "$work/$i/prefs"
  if [[ $t == *.sh ]]; then
    CARILLON_PREFS="$work/$i/prefs" BUILD="$build" timeout -k 10 900 bash "$t" > "$work/$i.out" 2>&1
  elif [ -x "$t" ]; then
    CARILLON_PREFS="$work/$i/prefs" timeout -k 10 900 "$t" > "$work/$i.out" 2>&1
  else
    echo "not built" > "$work/$i.out"
    false
  fi
  status=$?
  echo "$status $((SECONDS - start))" > "$work/$i.end.tmp" && mv "$work/$i.end.tmp" "$work/$i.end"
}

# Reports test i once it has ended.
failed=()
passed=0
report() {
  local i=$1 name status seconds
  name=${tests[$i]#"$build"/tests/}
  read -r status seconds < "$work/$i.end"
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    printf '[       OK ] %-40s %4d s\n' "$name" "$seconds"
  else
    failed+=("$name")
    printf '[  FAILED  ] %-40s %4d s (exit %d)\n' "$name" "$seconds" "$status"
    sed 's/^/    /' "$work/$i.out"
  fi
}

started=$SECONDS
running=()
reported=()
next=0
while [ "$next" -lt "${#tests[@]}" ] || [ "${#running[@]}" -gt 0 ]; do
  while [ "$next" -lt "${#tests[@]}" ] && [ "${#running[@]}" -lt "$jobs" ]; do
    run "$next" "${tests[$next]}" &
    running+=("$next")
    next=$((next + 1))
  done
  wait -n 2> /dev/null || true
  still=()
  for i in "${running[@]}"; do
    if [ -f "$work/$i.end" ]; then report "$i"; else still+=("$i"); fi
  done
  running=("${still[@]+"${still[@]}"}")
done
wait

if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  echo "tests: $passed passed, ${#failed[@]} failed, in $((SECONDS - started)) s ($jobs at once)"
  exit 1
fi
echo "in $build, all passed:"
echo "tests: $passed passed, 0 failed, in $((SECONDS - started)) s ($jobs at once)"
