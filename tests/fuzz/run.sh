#!/usr/bin/env bash
# `make fuzz`: runs each fuzz target (built by `make FUZZ=1 fuzzers` into BUILD/fuzzers)
# for SECONDS, one after another, starting from its seeds (targets.sh). New inputs it
# finds go to BUILD/corpus/NAME, so a later run carries on from them; a crash, leak,
# timeout or broken promise is saved under BUILD/artifacts/NAME and fails the run. The
# whole log of each target is kept in BUILD/logs/NAME.log; printed are its last status
# line and one summary line: executions per second and the coverage reached (libFuzzer's
# cov: edges of the code reached, ft: features, finer-grained coverage).
#   tests/fuzz/run.sh BUILD SECONDS [NAME...]
set -u
cd "$(dirname "$0")/../.."
build=$1 seconds=$2
shift 2
. tests/fuzz/targets.sh
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in "$build"/fuzzers/fuzz_*; do names+=("${f##*/}"); done
fi
failed=()
for name in "${names[@]}"; do
  target=$build/fuzzers/$name
  [ -x "$target" ] || { echo "fuzz: no target $target"; failed+=("$name"); continue; }
  mkdir -p "$build/corpus/$name" "$build/artifacts/$name" "$build/logs"
  dict=tests/fuzz/${name#fuzz_}.dict
  opts=(-max_total_time="$seconds" -timeout=10 -max_len="$(max_len_of "$name")" -print_final_stats=1
        -artifact_prefix="$build/artifacts/$name/")
  [ -f "$dict" ] && opts+=(-dict="$dict")
  echo "fuzz: $name for $seconds s"
  # shellcheck disable=SC2046 # seeds_of lists folders, one word each
  "$target" "${opts[@]}" "$build/corpus/$name" $(seeds_of "$name") > "$build/logs/$name.log" 2>&1
  status=$?
  grep -E '^#[0-9]+' "$build/logs/$name.log" | tail -1
  execs=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$build/logs/$name.log")
  last=$(grep -E '^#[0-9]+.*cov: ' "$build/logs/$name.log" | tail -1)
  cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.* corp: \([0-9]*\/[0-9a-zA-Z]*\).*/\1/p' <<<"$last")
  if [ "$status" -ne 0 ]; then
    echo "fuzz: $name FAILED (exit $status); see $build/logs/$name.log and $build/artifacts/$name/"
    grep -E 'ERROR|broken promise|SUMMARY' "$build/logs/$name.log" | head -5
    failed+=("$name")
  else
    echo "fuzz: $name: ${execs:-?} execs/s, cov ${cov:-?}, ft ${ft:-?}, corpus ${corp:-?}, no crash, leak or hang in $seconds s"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: ${#failed[@]} failed: ${failed[*]}"
  exit 1
fi
echo "fuzz: all ${#names[@]} targets ran $seconds s each, nothing found"
