#!/usr/bin/env bash
# check: slow (make check leaves it to make test)
# Malformed input through the game's entry points, each giving its one clear line:
# - every malformed pack of tests/data/bad (the levelgen commands get them in
#   levelgen.sh) through `carillon --pack`: exit 1, nothing on stdout, one line on
#   stderr, "carillon: FILE: ..." with the text its row of bad/expected.txt gives;
# - every damaged save and settings file of tests/data/bad-saves, as the game meets it in
#   its preference folder: it plays on (exit 0), keeps the file as NAME.damaged and
#   prints exactly the one line of its row;
# - every wrong command line of tests/data/bad-args.txt, through carillon or levelgen:
#   the exit status and the exact line of its row.
# Under `make test SANITIZE=1` a sanitizer report adds lines and changes the exit code,
# so the same checks catch memory errors and leaks.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
. tests/support/harness.sh

# run PROGRAM ARGS...: leaves the exit code in $rc and stderr's lines in $err. A command
# line wrongly taken for a good one would open a window and play: the timeout ends it.
run() {
  timeout 20 "$build/$1" "${@:2}" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  mapfile -t err <"$tmp/err"
}

# --- malformed packs, as the game meets them -------------------------------------------
packs=0
while IFS=$'\t' read -r name text; do
  case $name in '' | '#'*) continue ;; esac
  file=tests/data/bad/$name
  run carillon --pack "$file" --headless --frames 1
  if [ "$rc" -ne 1 ] || [ "${#err[@]}" -ne 1 ] || [[ ${err[0]} != "carillon: $file: "*"$text"* ]] ||
    [ -s "$tmp/out" ]; then
    fail "carillon --pack $file (wanted exit 1 and one line with: $text; got exit $rc)"
  fi
  packs=$((packs + 1))
done <tests/data/bad/expected.txt
[ "$packs" -ge 100 ] || fail "only $packs malformed packs"

# --- damaged saves and settings ---------------------------------------------------------
saves=0
prefs=$tmp/prefs
while IFS=$'\t' read -r name text; do
  case $name in '' | '#'*) continue ;; esac
  target=${name%%-*}.json # progress-... or settings-...
  rm -rf "$prefs"
  mkdir -p "$prefs"
  cp "tests/data/bad-saves/$name" "$prefs/$target"
  CARILLON_PREFS=$prefs run carillon --pack tests/data/small.json --headless --frames 1
  want="carillon: $prefs/$target: $text; moved aside to $prefs/$target.damaged, starting afresh"
  # played all the same, and exit 1 as --help says of a file that could not be used
  if [ "$rc" -ne 1 ] || [ "${#err[@]}" -ne 1 ] || [ "${err[0]}" != "$want" ] ||
    ! cmp -s "tests/data/bad-saves/$name" "$prefs/$target.damaged"; then
    fail "$name as $target (wanted exit 1, the file kept aside and exactly: $want; got exit $rc)"
  fi
  saves=$((saves + 1))
done <tests/data/bad-saves/expected.txt
for file in tests/data/bad-saves/*.json; do
  grep -q "^${file##*/}"$'\t' tests/data/bad-saves/expected.txt || fail "$file has no row"
done
[ "$saves" -ge 40 ] || fail "only $saves damaged saves and settings"

# --- wrong command lines ---------------------------------------------------------------
rows=0
while IFS= read -r row; do
  case $row in '' | '#'*) continue ;; esac
  fields=()
  while [[ $row == *$'\t'* ]]; do
    fields+=("${row%%$'\t'*}")
    row=${row#*$'\t'}
  done
  fields+=("$row")
  printf -v want '%b' "${fields[2]}"
  args=()
  for field in "${fields[@]:3}"; do
    printf -v arg '%b' "$field"
    args+=("$arg")
  done
  run "${fields[0]}" "${args[@]}"
  if [ "$rc" -ne "${fields[1]}" ] || [ "${#err[@]}" -ne 1 ] || [ "${err[0]}" != "$want" ] ||
    [ -s "$tmp/out" ]; then
    fail "${fields[0]} ${fields[*]:3} (wanted exit ${fields[1]} and exactly: $want; got exit $rc)"
  fi
  rows=$((rows + 1))
done <tests/data/bad-args.txt
[ "$rows" -ge 50 ] || fail "only $rows wrong command lines"

if [ "$failures" -gt 0 ]; then
  echo "malformed.sh: $failures failures" >&2
  exit 1
fi
echo "malformed input: $packs packs through carillon, $saves saves and settings, $rows command lines; each one clear line"
