#!/usr/bin/env bash
# The levelgen tool from the shell, as a player's build and a pack author meet it:
# - every malformed pack in tests/data/bad (and a 40 MB one made here) through every
#   command: exit 1, exactly one line on stderr, naming the file and the fault, no crash;
# - packs that load but break a rule: check and bake refuse them with one line each;
# - wrong usage: exit 2 and one line;
# - the good packs: the seed's tiny field rates 1.58 bits, check passes, bake copies.
# Under `make test SANITIZE=1` a sanitizer report would add lines and change the exit
# code, so the same assertions catch memory errors, undefined behaviour and leaks.
set -u
cd "$(dirname "$0")/../.."
levelgen=${BUILD:-build}/levelgen
. tests/support/harness.sh

# Runs levelgen with the given arguments; leaves the exit code in $rc and stderr's lines
# in the array $err (read with builtins: this runs a thousand times).
run() {
  "$levelgen" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  mapfile -t err <"$tmp/err"
}

# expect_one_line CODE TEXT ARGS...: exit CODE, nothing on stdout, one line on stderr
# containing TEXT.
expect_one_line() {
  local code=$1 text=$2
  shift 2
  run "$@"
  if [ "$rc" -ne "$code" ] || [ "${#err[@]}" -ne 1 ] || [[ ${err[0]} != *"$text"* ]] ||
    [ -s "$tmp/out" ]; then
    fail "levelgen $* (wanted exit $code and one line with: $text; got exit $rc, ${#err[@]} lines)"
  fi
}

# Every command on a pack that must not load: exit 1, one line that starts with the
# file's name and contains TEXT, nothing baked.
expect_refused_everywhere() {
  local file=$1 text=$2
  for cmd in solve rate check bake; do
    rm -f "$tmp/baked.json"
    if [ "$cmd" = bake ]; then
      expect_one_line 1 "$text" bake "$file" -o "$tmp/baked.json"
      [ -e "$tmp/baked.json" ] && fail "bake wrote $tmp/baked.json from $file"
      compgen -G "$tmp/baked.json.tmp-*" > /dev/null && fail "bake left a temporary file from $file"
    else
      expect_one_line 1 "$text" "$cmd" "$file"
    fi
    [[ ${err[0]-} == "levelgen: $file: "* ]] || fail "levelgen $cmd $file: the line does not start with the file"
  done
}

# --- the corpus of malformed packs ------------------------------------------------
table=tests/data/bad/expected.txt
rows=0
while IFS=$'\t' read -r name text; do
  case $name in '' | '#'*) continue ;; esac
  [ -f "tests/data/bad/$name" ] || fail "$table names $name, which is not there"
  expect_refused_everywhere "tests/data/bad/$name" "$text"
  rows=$((rows + 1))
done <"$table"
for file in tests/data/bad/*; do
  name=${file##*/}
  [ "$name" = expected.txt ] && continue
  grep -q "^$name"$'\t' "$table" || fail "$file has no row in $table"
done
[ "$rows" -ge 100 ] || fail "only $rows rows in $table"

# A pack over the 32 MB limit, made here rather than committed.
{ head -c $((40 << 20)) /dev/zero | tr '\0' ' '; cat tests/data/good/tiny.json; } >"$tmp/huge.json"
expect_refused_everywhere "$tmp/huge.json" "larger than 33554432 bytes"
rm -f "$tmp/huge.json"
expect_refused_everywhere "$tmp/no-such-pack.json" "cannot open: No such file or directory"
mkdir "$tmp/a-folder.json"
expect_refused_everywhere "$tmp/a-folder.json" "not a regular file (a directory), so it is not read"

# --- packs that load but fail their checks ------------------------------------------
table=tests/data/unproven/expected.txt
while IFS=$'\t' read -r name text; do
  case $name in '' | '#'*) continue ;; esac
  file=tests/data/unproven/$name
  run check "$file"
  if [ "$rc" -ne 1 ] || [ "${#err[@]}" -ne 1 ] || [[ ${err[0]} != *"$file: $text"* ]]; then
    fail "check $file (wanted exit 1 and the one line: $text)"
  fi
  rm -f "$tmp/baked.json"
  run bake "$file" -o "$tmp/baked.json"
  if [ "$rc" -ne 1 ] || ! grep -qF -- "$file: $text" "$tmp/err" || ! grep -qF "not baked" "$tmp/err"; then
    fail "bake $file (wanted exit 1, the failure and 'not baked')"
  fi
  [ -e "$tmp/baked.json" ] && fail "bake wrote $tmp/baked.json from $file"
  # they load, so solving works; rating works unless there are too many chain starts
  run solve "$file"
  [ "$rc" -eq 0 ] || fail "solve $file (wanted exit 0)"
  case $name in
  too-many-chain-starts.json)
    expect_one_line 1 "$file: level 1: too many chain starts" rate "$file" ;;
  *)
    run rate "$file"
    [ "$rc" -eq 0 ] || fail "rate $file (wanted exit 0)" ;;
  esac
done <"$table"

# --- wrong usage --------------------------------------------------------------------
good=tests/data/good/two-levels.json
expect_one_line 2 "a command is needed" 
expect_one_line 2 "unknown command 'frobnicate'" frobnicate "$good"
expect_one_line 2 "unknown command '--levle'" --levle 3
for cmd in solve rate; do
  expect_one_line 2 "a pack FILE or --code CODE is needed" "$cmd"
  expect_one_line 2 "a pack FILE or --code CODE is needed" "$cmd" --level 1
  expect_one_line 2 "--level needs a level number" "$cmd" "$good" --level
  for bad_level in 0 -1 abc 3x '' 10000 99999999999999999999; do
    expect_one_line 2 "--level wants a level number, not '$bad_level'" "$cmd" "$good" --level "$bad_level"
  done
  expect_one_line 2 "unknown option '--frob'" "$cmd" "$good" --frob
  expect_one_line 2 "one FILE only; 'extra.json' is extra" "$cmd" "$good" extra.json
  expect_one_line 1 "$good: there is no level 3 (the pack has 2)" "$cmd" "$good" --level 3
done
expect_one_line 2 "check wants exactly one pack FILE" check
expect_one_line 2 "check wants exactly one pack FILE" check "$good" "$good"
expect_one_line 2 "bake wants FILE -o OUT" bake
expect_one_line 2 "bake wants FILE -o OUT" bake "$good"
expect_one_line 2 "bake wants FILE -o OUT" bake "$good" -x "$tmp/baked.json"
for help in help -h --help; do
  run "$help"
  { [ "$rc" -eq 0 ] && grep -q "^usage: levelgen" "$tmp/out" && [ ! -s "$tmp/err" ]; } ||
    fail "levelgen $help (wanted the usage on stdout, exit 0)"
done

# --- good packs ---------------------------------------------------------------------
tiny=tests/data/good/tiny.json
run rate "$tiny"
{ [ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "level 1: 1.58 bits" ] && [ ! -s "$tmp/err" ]; } ||
  fail "rate $tiny (wanted exactly 'level 1: 1.58 bits')"
run rate --level 2 "$good"
{ [ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "level 2: 1.58 bits" ]; } ||
  fail "rate --level 2 $good (wanted exactly 'level 2: 1.58 bits')"
# The other guessers: uniform finds the one winning dot of three, popped leans to B (3/7).
run rate "$tiny" --model uniform
[ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "level 1: 1.58 bits" ] ||
  fail "rate $tiny --model uniform (wanted exactly 'level 1: 1.58 bits')"
run rate "$tiny" --model popped
[ "$rc" -eq 0 ] && [ "$(cat "$tmp/out")" = "level 1: 1.22 bits" ] ||
  fail "rate $tiny --model popped (wanted exactly 'level 1: 1.22 bits')"
expect_one_line 2 "--model wants uniform, touch or popped, not 'guess'" rate "$tiny" --model guess
expect_one_line 2 "unknown option '--model'" solve "$tiny" --model touch
# Endless levels after a pack, as the game grows them: the pack first, unchanged, then
# levels that pass every rule after it; the same bytes every time.
shipped=levels/carillon.json
run endless "$shipped" --count 8 -o "$tmp/endless.json"
[ "$rc" -eq 0 ] && grep -q "120 levels and 8 endless from seed 1" "$tmp/out" ||
  fail "endless $shipped --count 8 (wanted exit 0 and its summary)"
run check "$tmp/endless.json"
[ "$rc" -eq 0 ] && grep -q "all 128 levels pass" "$tmp/out" || fail "the endless levels fail check"
for n in 1 120; do
  [ "$("$levelgen" code "$tmp/endless.json" --level $n)" = "$("$levelgen" code "$shipped" --level $n)" ] ||
    fail "endless changed level $n of the pack"
done
run endless "$shipped" --count 8 -o "$tmp/again.json"
cmp -s "$tmp/endless.json" "$tmp/again.json" || fail "endless grew other levels the second time"
# -o onto a read-only file: refused, the file as it was; onto a file of other permissions:
# replaced, its permissions kept (it was made 0644)
cp "$shipped" "$tmp/ro.json"
chmod 444 "$tmp/ro.json"
expect_one_line 1 "$tmp/ro.json: read-only, so it is left as it is and nothing is written" bake "$shipped" -o "$tmp/ro.json"
[ "$(stat -c %a "$tmp/ro.json")" = 444 ] && cmp -s "$shipped" "$tmp/ro.json" || fail "bake -o replaced a read-only file"
chmod 640 "$tmp/ro.json"
run bake "$shipped" -o "$tmp/ro.json"
[ "$rc" -eq 0 ] && [ "$(stat -c %a "$tmp/ro.json")" = 640 ] || fail "bake -o onto a 0640 file: exit $rc, mode $(stat -c %a "$tmp/ro.json")"
# a killed writer's temporary beside an output (F-7): removed by the next write of it once
# it is older than any write takes; one just made (a write under way) is left alone
touch -d '1 hour ago' "$tmp/ro.json.tmp-Ab12Cd"
touch "$tmp/ro.json.tmp-Ef34Gh"
run bake "$shipped" -o "$tmp/ro.json"
[ "$rc" -eq 0 ] && [ ! -e "$tmp/ro.json.tmp-Ab12Cd" ] || fail "bake -o left a killed writer's temporary an hour old"
[ -e "$tmp/ro.json.tmp-Ef34Gh" ] || fail "bake -o removed a temporary just made"
# endless never writes what check refuses: after a short pack its levels cannot ramp
expect_one_line 1 "$tmp/short.json would not pass check (1 failure; the first, level 10: jumps" \
  endless tests/data/small.json --count 3 -o "$tmp/short.json"
[ -e "$tmp/short.json" ] && fail "endless wrote a pack check refuses"
expect_one_line 2 "endless wants FILE --count N -o OUT" endless "$good" -o "$tmp/x.json"
expect_one_line 2 "--count wants a number up to 9999, not 'many'" endless "$good" --count many -o "$tmp/x.json"
# The daily levels of a month, against the shipped pack and each other, held to the table
# (make check-daily does the whole span, 2026 to 2100).
run daily --check 2026-01-01 2026-01-31 --pack "$shipped"
[ "$rc" -eq 0 ] && grep -q "31 days, none repeats another or a level of $shipped; 0 differ from the table" "$tmp/out" ||
  fail "daily --check of January 2026 (wanted exit 0 and its summary)"
expect_one_line 2 "daily --check wants FROM TO --pack FILE" daily --check 2026-01-01 2026-01-31
expect_one_line 1 "2026-01-31 is before 2026-02-01" daily --check 2026-02-01 2026-01-31 --pack "$shipped"
run solve "$good"
{ [ "$rc" -eq 0 ] && grep -q "^level 1: 1 tap, answer 0; .* 0 taps proved impossible" "$tmp/out" &&
  grep -q "^level 2: 2 taps, answer 0 3; .* 1 tap proved impossible" "$tmp/out"; } ||
  fail "solve $good (wanted 1 tap on dot 0, then 2 taps on dots 0 and 3, each proved)"
for pack in "$tiny" "$good"; do
  run check "$pack"
  { [ "$rc" -eq 0 ] && grep -qF "$pack: all" "$tmp/out" && [ ! -s "$tmp/err" ]; } ||
    fail "check $pack (wanted a pass)"
  rm -f "$tmp/baked.json"
  run bake "$pack" -o "$tmp/baked.json"
  { [ "$rc" -eq 0 ] && cmp -s "$pack" "$tmp/baked.json"; } ||
    fail "bake $pack (wanted the same bytes back: the pack is in the writer's form)"
done
expect_one_line 1 "$tmp/no-folder/baked.json: cannot write a temporary file" bake "$good" -o "$tmp/no-folder/baked.json"

if [ "$failures" -gt 0 ]; then
  echo "levelgen.sh: $failures failures" >&2
  exit 1
fi
