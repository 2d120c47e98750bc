#!/usr/bin/env bash
# Level codes and the daily level from the shell:
# - a level's code decodes to a one-level pack holding the same dots, which check, solve
#   and rate take, and --code gives the same answers as the pack;
# - every malformed code of tests/data/bad-codes.txt gives exit 1, nothing on stdout and
#   exactly its row's line, through `levelgen decode`, `levelgen check --code` and
#   `carillon --code`;
# - `carillon --code` plays a level's code and clears it in par, also with white space
#   around it or as a link (...?code=CODE); `carillon --daily DATE`
#   plays that day's level, and its win goes into daily.json;
# - `levelgen daily` gives the same code for a date every time, a code that passes check,
#   and refuses dates that are not days with one line.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
. tests/support/harness.sh
lg=$build/levelgen

run() {
  timeout 60 "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  mapfile -t err <"$tmp/err"
}

# --- a level and its code ---------------------------------------------------------------
pack=levels/carillon.json
for level in 1 30 120; do
  run "$lg" code "$pack" --level "$level"
  code=$(cat "$tmp/out")
  [ "$rc" -eq 0 ] && [[ $code =~ ^C1[0-9A-Za-z]+$ ]] || fail "code --level $level: $code"
  run "$lg" decode "$code"
  [ "$rc" -eq 0 ] || fail "decode of level $level's code"
  cp "$tmp/out" "$tmp/one.json"
  run "$lg" check "$tmp/one.json"
  [ "$rc" -eq 0 ] || fail "the decoded level $level does not pass check"
  run "$lg" check --code "$code"
  [ "$rc" -eq 0 ] && grep -qx "code: all 1 levels pass" "$tmp/out" || fail "check --code for level $level"
  run "$lg" rate "$pack" --level "$level"
  want=$(sed 's/^level [0-9]*:/level 1:/' "$tmp/out")
  run "$lg" rate --code "$code"
  [ "$(cat "$tmp/out")" = "$want" ] || fail "rate --code for level $level: wanted $want"
  run "$lg" solve "$pack" --level "$level"
  want=$(sed -e 's/^level [0-9]*:/level 1:/' -e 's/; found in.*//' "$tmp/out")
  run "$lg" solve --code "$code"
  [ "$(sed 's/; found in.*//' "$tmp/out")" = "$want" ] || fail "solve --code for level $level: wanted $want"
done

# --- malformed codes ---------------------------------------------------------------------
rows=0
while IFS=$'\t' read -r code line _; do
  case $code in '' | '#'*) continue ;; esac
  printf -v arg '%b' "$code"
  [ "$code" = "''" ] && arg=
  for cmd in decode "check --code"; do
    # shellcheck disable=SC2086 # cmd is one or two words
    run "$lg" $cmd "$arg"
    if [ "$rc" -ne 1 ] || [ "${#err[@]}" -ne 1 ] || [ "${err[0]}" != "levelgen: $line" ] || [ -s "$tmp/out" ]; then
      fail "levelgen $cmd '$code' (wanted exit 1 and exactly: levelgen: $line; got exit $rc)"
    fi
  done
  run "$build/carillon" --code "$arg" --headless --frames 1
  if [ "$rc" -ne 1 ] || [ "${#err[@]}" -ne 1 ] || [ "${err[0]}" != "carillon: $line" ] || [ -s "$tmp/out" ]; then
    fail "carillon --code '$code' (wanted exit 1 and exactly: carillon: $line; got exit $rc)"
  fi
  rows=$((rows + 1))
done <tests/data/bad-codes.txt
[ "$rows" -ge 30 ] || fail "only $rows malformed codes"

# --- the daily level ---------------------------------------------------------------------
run "$lg" daily 2026-12-06
first=$(cat "$tmp/out")
run "$lg" daily 2026-12-06 --threads 1
[ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "$first" ] || fail "daily 2026-12-06 differs on 1 thread"
run "$lg" check --code "$first"
[ "$rc" -eq 0 ] || fail "the daily level of 2026-12-06 fails check"
for bad in 2026-02-29 2026-13-01 2026-1-01 1999-12-31 today; do
  run "$lg" daily "$bad"
  [ "$rc" -eq 1 ] && [ "${#err[@]}" -eq 1 ] && [[ ${err[0]} == "levelgen: daily: '$bad' "* ]] ||
    fail "daily $bad (wanted exit 1 and one line quoting it)"
done

# --- the game ----------------------------------------------------------------------------
code=$("$lg" code "$pack" --level 30)
want=$("$lg" solve "$pack" --level 30 | sed 's/^level 30: \([0-9]*\) taps.*/level 1 cleared in \1 taps (par \1), helped/')
run "$build/carillon" --code "$code" --headless --autoplay
[ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "$want" ] || fail "carillon --code (wanted: $want)"
# as a chat hands it on: spaces and line breaks around it, or a link to the page
level1=$("$lg" code "$pack" --level 1)
for pasted in " $level1 " $'\n'"$level1"$'\r\n' "https://carillon.example/play/?code=$level1" \
  $'  https://carillon.example/?lang=en&code='"$level1"$'#top\n'; do
  run "$build/carillon" --code "$pasted" --headless --autoplay
  [ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "level 1 cleared in 1 tap (par 1), helped" ] ||
    fail "carillon --code '$pasted' (level 1's code as pasted) did not clear it: $(cat "$tmp/out" "$tmp/err")"
done
run "$build/carillon" --daily 2026-11-30 --headless --autoplay
[ "$rc" -eq 0 ] && grep -q '"date":"2026-11-30"' "$tmp/prefs/daily.json" ||
  fail "carillon --daily 2026-11-30 did not keep its win in daily.json"
# a day still to come is not played: its line says when it opens
tomorrow=$(date -u -d tomorrow +%F)
run "$build/carillon" --daily "$tomorrow" --headless --autoplay
[ "$rc" -eq 1 ] && grep -q "the daily level of $tomorrow opens at midnight UTC, in [0-9]* hours\?$" "$tmp/err" ||
  fail "carillon --daily $tomorrow (tomorrow) was played, or said: $(cat "$tmp/err")"
# a day far off by its date, not a count of days (it said "in 26324 days")
run "$build/carillon" --daily 2099-01-01 --headless --autoplay
[ "$rc" -eq 1 ] && grep -q "the daily level of 2099-01-01 opens on 1 January 2099, at midnight UTC$" "$tmp/err" ||
  fail "carillon --daily 2099-01-01 said: $(cat "$tmp/err")"
run "$build/carillon" --daily 2026-02-30 --headless
[ "$rc" -eq 1 ] && [ "${err[0]}" = "carillon: --daily: '2026-02-30' is not a day of the calendar" ] ||
  fail "carillon --daily 2026-02-30 (wanted exit 1 and one line)"

if [ "$failures" -gt 0 ]; then
  echo "codes.sh: $failures failures" >&2
  exit 1
fi
echo "codes: 3 levels round-trip through the shell, $rows malformed codes each one clear line (levelgen and carillon), the daily level steady and kept once won"
