#!/usr/bin/env bash
# The save file as the player meets it: wins are kept between runs (the next run starts
# at the first level not yet won); a truncated, empty, binary or hostile progress.json or
# settings.json never stops the game: it is moved aside (never deleted) with one line on
# stderr naming it and what is wrong, and the game starts afresh; CARILLON_PREFS naming
# a file is one line too. All in a directory of the test's own (CARILLON_PREFS), never
# the home.
set -euo pipefail
carillon="$BUILD/carillon"
pack=tests/data/small.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CARILLON_PREFS="$tmp/prefs"

# Autoplay's wins are recorded (as won with a hint: the solver played them).
"$carillon" --pack "$pack" --headless --autoplay > "$tmp/out"
grep -qx "level 1 cleared in 1 tap (par 1), helped" "$tmp/out"
"$carillon" --pack "$pack" --headless --autoplay > "$tmp/out"
grep -qx "level 2 cleared in 1 tap (par 1), helped" "$tmp/out" || { echo "the second run did not go on to level 2:"; cat "$tmp/out"; exit 1; }
grep -q '"level":2,"taps":1,"hints":true' "$CARILLON_PREFS/progress.json"
! compgen -G "$CARILLON_PREFS/progress.json.tmp-*" > /dev/null

# bad FILE WHAT: FILE (progress.json or settings.json, content on stdin) is moved aside
# with one line that names it and says WHAT, and the game plays level 1 afresh.
bad() {
  local file=$1 what=$2 status
  rm -rf "$CARILLON_PREFS"
  mkdir -p "$CARILLON_PREFS"
  cat > "$CARILLON_PREFS/$file"
  cp "$CARILLON_PREFS/$file" "$tmp/original"
  set +e
  "$carillon" --pack "$pack" --headless --frames 2 > "$tmp/out" 2> "$tmp/err"
  status=$?
  set -e
  # played all the same, and exit 1 as --help says of a file that could not be used
  [ "$status" -eq 1 ] || { echo "$file ($what): exit $status, wanted 1"; cat "$tmp/err"; exit 1; }
  [ "$(wc -l < "$tmp/err")" -eq 1 ] || { echo "$file ($what): not one line:"; cat "$tmp/err"; exit 1; }
  grep -qF "carillon: $CARILLON_PREFS/$file: " "$tmp/err" && grep -qF -- "$what" "$tmp/err" &&
    grep -qF "; moved aside to $CARILLON_PREFS/$file.damaged, starting afresh" "$tmp/err" ||
    { echo "$file: wanted '$what', got:"; cat "$tmp/err"; exit 1; }
  cmp -s "$tmp/original" "$CARILLON_PREFS/$file.damaged" || { echo "$file: not kept whole"; exit 1; }
  [ ! -e "$CARILLON_PREFS/$file" ]
}
printf '{"format": "carillon-save", "version": 1, "packs": [{"pack": "01' | bad progress.json "truncated?"
printf '' | bad progress.json "the file is empty"
head -c 2000 /dev/urandom | bad progress.json "progress.json: "
printf '{"format": "carillon-save", "version": 1, "packs": [{"pack": "0123456789abcdef", "seed": 1, "levels": 9, "endless": 0, "won": [{"level": 1, "taps": 1e999, "hints": false}]}]}' |
  bad progress.json '"taps" is 1e999'
printf '{"format": "carillon-save", "version": 1, "packs": [{"pack": "0123456789abcdef", "seed": 1, "levels": 9, "endless": 0, "won": [{"level": "1", "taps": 1, "hints": false}]}]}' |
  bad progress.json '"level" must be a number'
{ printf '{"format": "carillon-save", "version": 1, "packs": ['; head -c $((10 << 20)) /dev/zero | tr '\0' ' '; printf ']}'; } |
  bad progress.json "larger than 4194304 bytes"
printf '{"format": "carillon-settings", "version": 1, "volume": 1e308, "mute": false, "fullscreen": false, "reduced_motion": false, "shape_marks": true}' |
  bad settings.json '"volume" is 1e308, not within 0..100'
printf 'volume=80\n' | bad settings.json "not valid JSON"

# CARILLON_PREFS naming a file, not a directory: one line saying so, and the game plays
# (exit 1: the progress cannot be saved, as --help says).
touch "$tmp/a-file"
set +e
CARILLON_PREFS="$tmp/a-file" "$carillon" --pack "$pack" --headless --frames 2 > "$tmp/out" 2> "$tmp/err"
status=$?
set -e
[ "$status" -eq 1 ] || { echo "CARILLON_PREFS naming a file: exit $status, wanted 1"; exit 1; }
[ "$(cat "$tmp/err")" = "carillon: $tmp/a-file: CARILLON_PREFS names this for progress and settings, but it is not a directory; playing without saving" ] ||
  { echo "CARILLON_PREFS naming a file:"; cat "$tmp/err"; exit 1; }
# A folder the game cannot write (read-only; root runs the game as nobody, whom the mode
# binds): the win is said, then the save that failed at the end is one line naming the
# file and why, and the exit status is not 0.
player=()
[ "$(id -u)" -ne 0 ] || player=(setpriv --reuid=65534 --regid=65534 --clear-groups)
ro=$(mktemp -d) # the game, its pack and font copied where the user nobody can read them
chmod 755 "$ro"
cp "$carillon" "$ro/carillon"
cp "$pack" "$ro/pack.json"
mkdir "$ro/assets" "$ro/prefs"
cp assets/DejaVuSans.ttf "$ro/assets/"
chmod 555 "$ro/prefs"
set +e
(cd "$ro" && "${player[@]}" env CARILLON_PREFS="$ro/prefs" ./carillon --pack pack.json --headless --autoplay --level 1) > "$tmp/out" 2> "$tmp/err"
status=$?
set -e
rm -rf "$ro"
grep -qx "level 1 cleared in 1 tap (par 1), helped" "$tmp/out" || { echo "read-only folder: no win said"; cat "$tmp/out" "$tmp/err"; exit 1; }
[ "$status" -ne 0 ] || { echo "read-only folder: exit 0 with the win unsaved"; cat "$tmp/err"; exit 1; }
tail -n 1 "$tmp/err" | grep -qE "^carillon: $ro/prefs/progress.json: .*Permission denied; the progress of this run is not saved\$" ||
  { echo "read-only folder: wanted one line naming the file and why, got:"; cat "$tmp/err"; exit 1; }

echo "save: wins kept between runs; damaged saves and settings moved aside with one line; a file for a directory said in one; a read-only folder is a line and a failing exit"
