#!/usr/bin/env bash
# The game's command line: help and version; a wrong argument, a missing or damaged pack,
# a level beyond the pack, a missing font (after Debian's) or an unwritable screenshot is one line on
# stderr naming what is wrong and a non-zero exit, never a crash; a missing baked pack
# falls back to the built-in levels with one line; no display is one line and exit 1
# within 5 s; screenshots are real PNG and BMP files; no sound device is said on stderr, and
# the library's words never reach the screen.
set -euo pipefail
carillon="$(pwd)/$BUILD/carillon"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pack=tests/data/small.json

# expect STATUS PATTERN ARGS...: the run exits STATUS and its stderr is one line matching
expect() {
  local want=$1 pattern=$2 status
  shift 2
  set +e
  timeout 5 "$carillon" "$@" > "$tmp/out" 2> "$tmp/err"
  status=$?
  set -e
  if [ "$status" -ne "$want" ] || ! grep -qE -e "$pattern" "$tmp/err" || [ "$(wc -l < "$tmp/err")" -ne 1 ]; then
    echo "carillon $*: exit $status (wanted $want), stderr:"; cat "$tmp/err"; exit 1
  fi
}

# (grep reads the whole help, over 4 KiB: a pipe closed early is an error the game says)
"$carillon" --help | grep -- "--autoplay" > /dev/null
"$carillon" --help | grep "Shift+Tab" > /dev/null || { echo "--help does not list the keyboard play"; exit 1; }
"$carillon" --help | grep "^gamepad: " > /dev/null || { echo "--help does not list the gamepad"; exit 1; }
"$carillon" --version | grep -qE "^carillon [0-9]+\.[0-9]+"

expect 2 "unknown argument '--fast'" --fast
expect 2 "--level wants a level number from 1, not 'zero'" --level zero
expect 2 "--frames needs a value" --frames
expect 2 "not 'shot.gif'" --screenshot shot.gif
expect 1 "$tmp/none.json: .*(No such file|cannot)" --pack "$tmp/none.json" --headless --frames 1
head -c 700 "$pack" > "$tmp/truncated.json"
expect 1 "$tmp/truncated.json: not valid JSON" --pack "$tmp/truncated.json" --headless --frames 1
sed '0,/"taps": 1/s//"taps": "one"/' "$pack" > "$tmp/wrong.json"
expect 1 "$tmp/wrong.json: level 1: \"taps\" must be a number" --pack "$tmp/wrong.json" --headless --frames 1
head -c 3000 /dev/urandom > "$tmp/noise.json"
expect 1 "$tmp/noise.json: " --pack "$tmp/noise.json" --headless --frames 1
expect 1 "$pack: there is no level 99 \(the pack has 9\)" --pack "$pack" --level 99 --headless --frames 1
expect 1 "$tmp/no/such/dir/shot.png" --pack "$pack" --headless --frames 1 --screenshot "$tmp/no/such/dir/shot.png"
# No display at all (none named, or one that does not answer): one line and exit 1 within
# 5 s, not a game run on for ever with SDL's offscreen driver, which only --headless
# takes. (XDG_RUNTIME_DIR is set, as in any desktop session: without it libwayland
# complains on a line of its own while SDL looks for a Wayland display. Under the
# sanitizers, D-Bus's own memory at exit is not the game's: tests/support/lsan-system.supp.)
mkdir -m 700 "$tmp/run"
for display in "" ":97"; do
  DISPLAY=$display XDG_RUNTIME_DIR=$tmp/run WAYLAND_DISPLAY= CARILLON_PREFS=$tmp/prefs \
    LSAN_OPTIONS=suppressions=$PWD/tests/support/lsan-system.supp:print_suppressions=0 expect 1 "^carillon: no display to open a window on .*--headless runs without one$" --pack "$pack" --frames 600
done

# Away from the tree there is neither a baked pack nor a font: the first falls back to
# the built-in levels with one line; the second falls back to Debian's own DejaVu with
# one line, and only without that too stops the game with one line.
mkdir "$tmp/away"
cp "$carillon" "$tmp/away/carillon"
# Its own player folder, never the account's: a progress file from another pack there
# adds a line of its own.
export CARILLON_PREFS=$tmp/away-prefs
set +e
(cd "$tmp/away" && ./carillon --headless --frames 1) > "$tmp/out" 2> "$tmp/err"
status=$?
set -e
grep -q "assets/levels.json is missing .*built-in practice levels" "$tmp/err"
if [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
  [ "$status" -eq 0 ] || { echo "without a font of its own: exit $status"; cat "$tmp/err"; exit 1; }
  grep -q "DejaVuSans.ttf: the font is not there or not a regular file; using /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf instead" "$tmp/err"
else
  [ "$status" -eq 1 ] || { echo "without a font: exit $status"; cat "$tmp/err"; exit 1; }
  grep -q "DejaVuSans.ttf: the font is not there or not a regular file" "$tmp/err"
fi
[ "$(wc -l < "$tmp/err")" -eq 2 ] || { cat "$tmp/err"; exit 1; }

# With the font but no pack: the built-in levels play.
mkdir "$tmp/away/assets"
cp assets/DejaVuSans.ttf assets/Quicksand-Medium.ttf "$tmp/away/assets/"
(cd "$tmp/away" && ./carillon --headless --autoplay) > "$tmp/out" 2> "$tmp/err"
grep -qx "level 1 cleared in 1 tap (par 1), helped" "$tmp/out"

# --autoplay --all plays every level in one run, each cleared in par (from level 1: the
# run before has won it, and progress is kept).
(cd "$tmp/away" && ./carillon --headless --autoplay --all --level 1) > "$tmp/out"
[ "$(grep -c "^level [0-9]* cleared in" "$tmp/out")" -eq 5 ] || { cat "$tmp/out"; exit 1; }
grep -qx "level 5 cleared in 3 taps (par 3), helped" "$tmp/out"

# Screenshots, PNG and BMP, of the size asked for.
"$carillon" --pack "$pack" --headless --frames 2 --size 400x500 --screenshot "$tmp/shot.png"
"$carillon" --pack "$pack" --headless --frames 2 --size 400x500 --screenshot "$tmp/shot.bmp"
if command -v identify > /dev/null; then
  identify "$tmp/shot.png" | grep -q "PNG 400x500"
  identify "$tmp/shot.bmp" | grep -q "BMP3\? 400x500\|BMP 400x500"
  [ "$(compare -metric AE "$tmp/shot.png" "$tmp/shot.bmp" null: 2>&1)" = 0 ]
fi
# A headless screenshot with no frames to count ends once the picture settles (it ran
# for ever): the select's, at once
CARILLON_PREFS="$tmp/settled" timeout 30 "$carillon" --headless --size 400x500 --screenshot "$tmp/settled.png" \
  > /dev/null 2>&1 || { echo "a headless screenshot of the select did not end by itself"; exit 1; }
[ -s "$tmp/settled.png" ] || { echo "no screenshot once the select settled"; exit 1; }

# A relative XDG_DATA_HOME is ignored, as the XDG rules say (it kept the player's files
# under whatever folder the game was started from): the default folder, named in a line
mkdir -p "$tmp/xdg/started-here"
(cd "$tmp/xdg/started-here" && env -u CARILLON_PREFS HOME="$tmp/xdg/home" XDG_DATA_HOME=relative \
  "$carillon" --headless --level 1 --autoplay) > "$tmp/out" 2> "$tmp/err" ||
  { echo "a relative XDG_DATA_HOME: the game failed:"; cat "$tmp/err"; exit 1; }
[ ! -e "$tmp/xdg/started-here/relative" ] || { echo "the files went under the folder the game was started from"; exit 1; }
[ -f "$tmp/xdg/home/.local/share/carillon/progress.json" ] || { echo "no progress in ~/.local/share/carillon"; exit 1; }
grep -q "XDG_DATA_HOME is 'relative', not an absolute path, which the XDG rules say to ignore" "$tmp/err" ||
  { echo "a relative XDG_DATA_HOME was not said:"; cat "$tmp/err"; exit 1; }

# No sound device: the library's own words go to stderr, never on the player's screen
# (the select drew "no sound: ALSA: Couldn't open audio device ..." in amber)
CARILLON_PREFS="$tmp/nosound" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=no-such-driver \
  "$carillon" --frames 3 --where > "$tmp/out" 2> "$tmp/err"
grep -q "^carillon: no sound: " "$tmp/err" || { echo "no sound device, and stderr did not say why:"; cat "$tmp/err"; exit 1; }
! grep -q "^words .*\(no sound:\|no-such-driver\|Audio target\)" "$tmp/out" ||
  { echo "the library's words reached the screen:"; grep "^words" "$tmp/out"; exit 1; }
echo "carillon: usage, bad packs, missing font and screenshots behave; no sound device said on stderr alone"
