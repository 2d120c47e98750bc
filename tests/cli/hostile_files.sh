#!/usr/bin/env bash
# Files as a hostile user would hand them over (issue 15), through both programs:
# - a FIFO as the pack (levelgen solve/rate/check/curve/bake, carillon --pack), as
#   progress.json, settings.json, daily.json, workshop.json or the font: refused at once
#   with its one line, never waited on (a player file's FIFO left where it is, issue 22)
#   (each run has a 20 s guard: before, every one of them blocked forever);
# - -o onto a device node, a symbolic link, a FIFO or a directory: refused with one line,
#   and left as it was; -o - writes standard output, and - reads standard input;
# - packs the game did not bake that break make's rules (par fewer or more than the
#   solver's fewest taps, overlapping dots): the level is named in one line and not
#   played, the others are;
# - check on 9,999 copies of one level: a screenful of lines and a count, not 50 million;
# - a file name with a newline and an escape: the line stays one line, escaped;
# - --size 16384x16384: made to fit, with a line.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
levelgen="$(pwd)/$build/levelgen"
carillon="$(pwd)/$build/carillon"
. tests/support/harness.sh
export SDL_AUDIODRIVER=dummy
pack=tests/data/small.json

# run PROGRAM ARGS...: leaves the exit status in $rc, output in $tmp/out and $tmp/err.
run() {
  timeout 20 "$@" > "$tmp/out" 2> "$tmp/err"
  rc=$?
}
# one_line CODE TEXT WHAT: the last run exited CODE with exactly one line containing TEXT.
one_line() {
  if [ "$rc" -ne "$1" ] || [ "$(wc -l < "$tmp/err")" -ne 1 ] || ! grep -qF -- "$2" "$tmp/err"; then
    fail "$3 (wanted exit $1 and one line with: $2; got exit $rc)"
  fi
}

# --- FIFOs to read --------------------------------------------------------------------
mkfifo "$tmp/fifo.json"
for cmd in solve rate check curve bake; do
  out=()
  case $cmd in curve) out=(-o "$tmp/c.svg") ;; bake) out=(-o "$tmp/b.json") ;; esac
  run "$levelgen" "$cmd" "$tmp/fifo.json" "${out[@]}"
  one_line 1 "$tmp/fifo.json: not a regular file (a FIFO), so it is not read" "levelgen $cmd FIFO"
done
run "$carillon" --pack "$tmp/fifo.json" --headless --frames 1
one_line 1 "$tmp/fifo.json: not a regular file (a FIFO), so it is not read" "carillon --pack FIFO"
for file in progress.json settings.json daily.json workshop.json; do
  rm -rf "$CARILLON_PREFS"
  mkdir -p "$CARILLON_PREFS"
  mkfifo "$CARILLON_PREFS/$file"
  run "$carillon" --pack "$pack" --headless --frames 2 # played, and exit 1: a file not used (--help)
  one_line 1 "$CARILLON_PREFS/$file: not a regular file (a FIFO), so it is left as it is, and the game plays without saving it" "a FIFO as $file"
  [ -p "$CARILLON_PREFS/$file" ] || fail "the FIFO $file was not left as it was"
done
# The font: a FIFO where the game looks first; Debian's DejaVu stands in, with a line.
rm -rf "$CARILLON_PREFS"
mkdir -p "$tmp/away/assets"
cp "$carillon" "$tmp/away/carillon"
mkfifo "$tmp/away/assets/DejaVuSans.ttf"
here=$PWD
cd "$tmp/away" # (not in a subshell: run's $rc must reach the check below)
run ./carillon --pack "$here/$pack" --headless --frames 1
cd "$here"
if [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
  one_line 0 "assets/DejaVuSans.ttf: the font is not there or not a regular file; using /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf instead" "a FIFO as the font"
else
  one_line 1 "assets/DejaVuSans.ttf: the font is not there or not a regular file" "a FIFO as the font"
fi

# --- outputs that are not regular files -----------------------------------------------
echo "the player's own file" > "$tmp/target"
ln -s "$tmp/target" "$tmp/link.json"
mkfifo "$tmp/out-fifo.json"
mkdir "$tmp/out-dir.json"
outs=("$tmp/link.json:a symbolic link" "$tmp/out-fifo.json:a FIFO" "$tmp/out-dir.json:a directory")
# A device node of our own (the null device's numbers), never the system's /dev/null.
if [ "$(id -u)" -eq 0 ] && mknod "$tmp/device.json" c 1 3 2> /dev/null; then
  outs+=("$tmp/device.json:a device")
else
  echo "note: not root (or no mknod here), so -o onto a device node is not tried"
fi
for entry in "${outs[@]}"; do
  out=${entry%%:*} kind=${entry#*:}
  before=$(stat -c '%F %t %T %i' "$out")
  run "$levelgen" bake "$pack" -o "$out"
  one_line 1 "$out: not a regular file ($kind), so it is left as it is and nothing is written" "bake -o $kind"
  run "$levelgen" curve "$pack" -o "$out"
  one_line 1 "$out: not a regular file ($kind)" "curve -o $kind"
  run "$carillon" --pack "$pack" --headless --frames 1 --screenshot "${out%.json}.png"
  [ "$(stat -c '%F %t %T %i' "$out")" = "$before" ] || fail "-o $kind: it was replaced"
done
[ "$(cat "$tmp/target")" = "the player's own file" ] || fail "the file behind the link was written"
compgen -G "$tmp/*.tmp-*" > /dev/null && fail "a temporary file was left behind"
# - writes standard output (exactly what a file would hold), and - reads standard input
run "$levelgen" bake "$pack" -o "$tmp/baked.json"
run "$levelgen" bake "$pack" -o -
cmp -s "$tmp/out" "$tmp/baked.json" || fail "bake -o - did not write the pack to standard output"
timeout 20 "$levelgen" check - < "$pack" > "$tmp/out" 2> "$tmp/err"
grep -qx -- "-: all 9 levels pass" "$tmp/out" || fail "check - did not read standard input"

# --- packs the game did not bake, held to make's rules --------------------------------
for entry in fewer-taps-than-fewest:9:"the solver needs 5 taps but the level says 4" \
  more-taps-than-needed:2:"the solver needs 1 taps but the level says 2" \
  overlapping-dots:3:"not fair to read: dots 0 and 1 are closer than 14 units edge to edge"; do
  IFS=: read -r name level what <<< "$entry"
  file=tests/data/unplayable/$name.json
  rm -rf "$CARILLON_PREFS"
  run "$carillon" --pack "$file" --headless --autoplay --all
  one_line 0 "$file: level $level: $what; it is left out, and the levels after it move up" "$name"
  [ "$(grep -c " cleared in " "$tmp/out")" -eq 8 ] || fail "$name: the other 8 levels were not all played"
  grep -q "cleared in 1 tap (par [2-9])" "$tmp/out" && fail "$name: a level was cleared under its par"
done

# --- check on 9,999 copies of one level ---------------------------------------------
{
  printf '{"format": "carillon-levels", "version": 1, "seed": 1, "field": {"width":640,"height":800},'
  printf '"sizes": [{"name":"small","radius":12,"ring":56},{"name":"normal","radius":18,"ring":100},{"name":"big","radius":26,"ring":160}], "levels": ['
  level=$(tr -d '\n' < tests/data/good/tiny.json | sed 's/.*"levels": *\[ *\({.*}\) *\] *}.*/\1/')
  awk -v level="$level" 'BEGIN {
    for (i = 1; i <= 9999; i++) { l = level; sub(/"level": *[0-9]+/, "\"level\": " i, l); printf "%s%s", (i > 1 ? "," : ""), l }
  }'
  printf ']}\n'
} > "$tmp/copies.json"
started=$(date +%s%N)
run "$levelgen" check "$tmp/copies.json"
took=$((($(date +%s%N) - started) / 1000000))
[ "$rc" -eq 1 ] || fail "check on 9,999 copies: exit $rc"
lines=$(wc -l < "$tmp/err")
[ "$lines" -le 21 ] || fail "check on 9,999 copies printed $lines lines of failures"
grep -q "copies.json: ... and [0-9]* more failures" "$tmp/err" || fail "check on 9,999 copies: no count of the rest"
grep -qx "$tmp/copies.json: 9998 failures" "$tmp/out" || fail "check on 9,999 copies: wanted 9998 failures"
echo "check on 9,999 copies of one level: $lines lines, ${took} ms"

# --- names with control characters ----------------------------------------------------
odd=$'bad\nname\e[31m.json'
run "$levelgen" check "$tmp/$odd"
one_line 1 'bad\x0aname\x1b[31m.json: cannot open: No such file or directory' "a name with a newline and an escape"
run "$carillon" --pack "$tmp/$odd" --headless --frames 1
one_line 1 'bad\x0aname\x1b[31m.json: cannot open' "carillon: a name with a newline and an escape"

# --- a window beyond what memory allows -------------------------------------------------
rm -rf "$CARILLON_PREFS"
run "$carillon" --pack "$pack" --headless --frames 1 --size 16384x16384
one_line 0 "--size 16384x16384: more than the memory of a frame allows; the window is 4096x4096" "--size 16384x16384"

[ "$failures" -eq 0 ] || { echo "hostile_files.sh: $failures failures"; exit 1; }
echo "hostile files: FIFOs refused at once, special outputs left as they were, - for stdin and stdout, unproven levels left out, check bounded, names escaped, a huge window made to fit"
