# harness.sh: what the shell tests that count failures share (source it; not a test).
# A scratch folder $tmp removed at exit, with the game's files in $tmp/prefs (so a test
# run by hand never touches a player's); sanitizer reports given exit codes of their own,
# so a crash can never pass for an expected exit 1; fail() counts a failure and shows
# what the last run printed (to $tmp/out and $tmp/err).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CARILLON_PREFS="$tmp/prefs"
mkdir -p "$CARILLON_PREFS"
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=99
export UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=98:print_stacktrace=1

failures=0
fail() {
  echo "FAIL: $*" >&2
  echo "  stdout: $(head -c 400 "$tmp/out")" >&2
  echo "  stderr: $(head -c 1000 "$tmp/err")" >&2
  failures=$((failures + 1))
}
