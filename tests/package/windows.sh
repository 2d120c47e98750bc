#!/usr/bin/env bash
# The Windows zip as a player gets it, under Debian's wine with a fresh WINEPREFIX of the
# test's own, unpacked into a folder whose path has spaces and letters beyond ASCII:
# levelgen.exe check on the shipped pack prints what the Linux build prints;
# levelgen.exe pack --seed 1 writes the same bytes as the Linux build, twice to one path
# (the second replaces the first); carillon.exe --headless --autoplay --level 30, started
# from another folder, finds its data beside itself, clears the level and writes its
# progress under the prefix's AppData (SDL's preference path), or in the folder
# CARILLON_PREFS names, whatever its letters.
set -euo pipefail
zip=$(realpath "$1")
build=${BUILD:-build}
cd "$(dirname "$0")/../.."
source tests/support/harness.sh
root=$PWD

export WINEPREFIX="$tmp/prefix" WINEDEBUG=-all WINEARCH=win64
# No Mono or Gecko installer dialogs in a fresh prefix; no display needed.
export WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY CARILLON_PREFS
wine() { command wine "$@" < /dev/null; }
# The prefix's wineserver goes before its folder does.
trap 'wineserver -k 2> /dev/null; wineserver --wait 2> /dev/null; rm -rf "$tmp"' EXIT
wineboot --init > "$tmp/out" 2> "$tmp/err" || { fail "wineboot could not make a prefix"; exit 1; }
wineserver --wait

folder="Spiele für Glück é ł"
unzip -q "$zip" -d "$WINEPREFIX/drive_c/$folder"
game=$(echo "$WINEPREFIX/drive_c/$folder"/Carillon-*-win64)
[ -f "$game/carillon.exe" ] && [ -f "$game/levelgen.exe" ] && [ -f "$game/README.txt" ] &&
  [ -f "$game/assets/levels.json" ] && [ -f "$game/assets/DejaVuSans.ttf" ] &&
  [ -f "$game/assets/Quicksand-Medium.ttf" ] && grep -q '^MIT License' "$game/licenses/Carillon.txt" ||
  fail "the zip lacks a part: $(cd "$game" && find .)"
winpath="C:\\$folder\\$(basename "$game")"

# check: the same words, line for line (Windows ends its lines in CR LF).
(cd "$game" && "$root/$build/levelgen" check assets/levels.json) > "$tmp/linux.check"
(cd "$game" && wine levelgen.exe check assets/levels.json) > "$tmp/out" 2> "$tmp/err" ||
  fail "levelgen.exe check failed"
tr -d '\r' < "$tmp/out" | cmp -s - "$tmp/linux.check" || fail "levelgen.exe check printed other words than Linux's: $(cat "$tmp/linux.check")"

# pack: the same bytes, to a path with spaces and letters beyond ASCII, and again over it.
"$root/$build/levelgen" pack --seed 1 -o "$tmp/linux.json" > /dev/null 2>&1
for round in first second; do
  wine "$game/levelgen.exe" pack --seed 1 -o "$winpath\\neu geöffnet.json" > "$tmp/out" 2> "$tmp/err" ||
    fail "levelgen.exe pack --seed 1 ($round time) failed"
done
cmp -s "$game/neu geöffnet.json" "$tmp/linux.json" || fail "levelgen.exe pack --seed 1 wrote other bytes than Linux's"
ls "$game" | grep -q 'tmp-' && fail "levelgen.exe left a temporary file: $(ls "$game")"

# The game, headless, started from another folder (it finds its data beside itself):
# level 30 cleared, progress under the prefix's AppData.
(cd "$WINEPREFIX/drive_c" && wine "$game/carillon.exe" --headless --autoplay --level 30 > "$tmp/out" 2> "$tmp/err") ||
  fail "carillon.exe --headless --autoplay --level 30 did not clear it"
tr -d '\r' < "$tmp/out" | grep -qx "level 30 cleared in 3 taps (par 3), helped" || fail "carillon.exe did not say it cleared level 30"
[ ! -s "$tmp/err" ] || fail "carillon.exe complained (a font or the pack not found?)"
save=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Roaming/carillon/progress.json' | head -1)
[ -n "$save" ] || fail "no progress.json under the prefix's AppData: $(find "$WINEPREFIX/drive_c/users" -name '*.json')"
grep -q '{"level":30,"taps":3,"hints":true,"read":false}' "${save:-/dev/null}" || fail "no win of level 30 in $save"

# CARILLON_PREFS naming a folder with a letter beyond the ANSI code page (ł, not in
# wine's cp1252): read wide, the folder is made and the progress is kept there.
prefs="$winpath\\Spielstand ł"
(cd "$WINEPREFIX/drive_c" && CARILLON_PREFS="$prefs" wine "$game/carillon.exe" --headless --autoplay --level 1 \
  > "$tmp/out" 2> "$tmp/err") || fail "carillon.exe with CARILLON_PREFS=$prefs: $(tr -d '\r' < "$tmp/err")"
grep -q '{"level":1,"taps":1,"hints":true,"read":false}' "$game/Spielstand ł/progress.json" 2> /dev/null ||
  fail "no win of level 1 in CARILLON_PREFS's folder: $(cd "$game" && find . -name progress.json)"

[ "$failures" -eq 0 ] || exit 1
echo "windows: $(basename "$zip") under wine: check and pack --seed 1 as on Linux, level 30 cleared, progress in AppData and in CARILLON_PREFS's folder beyond ANSI"
