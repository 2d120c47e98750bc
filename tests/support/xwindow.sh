# xwindow.sh: what the tests in a real (virtual) X window share (source it; not a test).
# Before sourcing, XWINDOW_SCREEN may name the virtual screen (WxH, 1100x1100 unless set)
# and XWINDOW_TOOLS the tools needed beyond xvfb-run, xdotool, import and compare. Skips
# the test (exit 0, saying why) when a tool is missing; otherwise runs the test again
# inside xvfb-run, where it sets: carillon (the game in $BUILD), shots ($BUILD/screens,
# made), tmp (a scratch folder removed at exit) and pid and wm (the game and a window
# manager, either killed at exit when the test has set it); xwindow_where and
# xwindow_dot say where the game puts a level's dots; xwindow_ready waits for a drawn frame,
# xwindow_settle and xwindow_act for what an input shows.
for tool in xvfb-run xdotool import compare ${XWINDOW_TOOLS:-}; do
  command -v "$tool" > /dev/null || { echo "skipped: $tool is missing (make deps-test installs it)"; exit 0; }
done
# A display of its own: xvfb-run -a takes the first free number from 99 up, and two tests
# started at once (two clones' make test on one machine) could both take it, the first
# to end taking the other's display with it; so the search starts at a number of this
# process's own. -noreset: the server must not reset between two runs of the game (with
# no client left it would, and a game started meanwhile finds no display).
if [ -z "${INSIDE_XVFB:-}" ]; then
  INSIDE_XVFB=1 exec xvfb-run -a -n $((100 + $$ % 30000)) -s "-noreset -screen 0 ${XWINDOW_SCREEN:-1100x1100}x24" \
    bash "$0" "$@"
fi

carillon="$BUILD/carillon"
shots="$BUILD/screens"
mkdir -p "$shots"
tmp=$(mktemp -d)
pid=
wm=
trap '[ -n "$pid" ] && kill "$pid" 2> /dev/null; [ -n "$wm" ] && kill "$wm" 2> /dev/null; rm -rf "$tmp"' EXIT
# Under the sanitizers, X11, D-Bus and GL driver libraries leak a little at exit; the
# game's own leaks are caught by the headless tests, which load none of them.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

# Sets wid to the game's window once it is shown (up to 20 s); fails the test if it never
# is. Polled, not `xdotool search --sync`, which can miss a window a window manager takes.
xwindow_find() {
  wid=
  for _ in $(seq 100); do
    wid=$(xdotool search --name '^Carillon$' 2> /dev/null | head -1 || true)
    [ -n "$wid" ] && xwininfo -id "$wid" 2> /dev/null | grep -q IsViewable && return 0
    wid=
    sleep 0.2
  done
  echo "no Carillon window appeared"
  cat "$tmp/err"
  exit 1
}

# xwindow_ready: waits (up to 20 s) until the game's window shows a frame it has drawn and
# that rests: not black (a window is black until its first frame, a second or more under
# load) and the same in two shots in a row. Tests call it after xwindow_find, in place of
# a fixed wait that a loaded machine outlasts.
xwindow_ready() {
  local last=
  for _ in $(seq 100); do
    if timeout 10 import -window "$wid" "$tmp/ready.png" 2> /dev/null &&
      [ "$(convert "$tmp/ready.png" -format '%[fx:mean > 0.02]' info:)" = 1 ]; then
      [ -n "$last" ] && [ "$(compare -metric AE "$tmp/ready.png" "$last" null: 2>&1 || true)" = 0 ] && return 0
      last="$tmp/ready-last.png"
      mv "$tmp/ready.png" "$last"
    fi
    sleep 0.2
  done
  echo "the game's window never showed a resting frame"
  cat "$tmp/err"
  exit 1
}

# xwindow_settle [BEFORE]: after an input, waits until the window shows what it did: a
# frame other than the shot BEFORE (when given; up to 10 s, however long a loaded machine
# takes to draw it), then two shots in a row the same (what it set moving has come to
# rest; up to 20 s). Tests call it in place of a fixed wait, which a loaded machine
# outlasts; a picture that never changes or never rests is left to the test's own check.
xwindow_settle() {
  local before=${1:-} last=
  for _ in $(seq 50); do
    [ -n "$before" ] || break
    timeout 10 import -window "$wid" "$tmp/settle.png" 2> /dev/null || break
    [ "$(compare -metric AE "$tmp/settle.png" "$before" null: 2>&1 || true)" != 0 ] && break
    sleep 0.2
  done
  for _ in $(seq 100); do
    timeout 10 import -window "$wid" "$tmp/settle.png" 2> /dev/null || return 0
    [ -n "$last" ] && [ "$(compare -metric AE "$tmp/settle.png" "$last" null: 2>&1 || true)" = 0 ] && return 0
    last="$tmp/settle-last.png"
    mv "$tmp/settle.png" "$last"
    sleep 0.1
  done
}

# xwindow_act COMMAND...: runs COMMAND (an xdotool input) and settles on what it shows.
xwindow_act() {
  timeout 10 import -window "$wid" "$tmp/act-before.png" 2> /dev/null || true
  "$@"
  xwindow_settle "$tmp/act-before.png"
}

# xwindow_shot FILE: the game's window as a PNG. Given a window that has gone (SDL may
# replace the first window it shows), import waits for a click on the screen forever, so
# it gets 10 s, then the window is looked up again for one more try.
xwindow_shot() {
  timeout 10 import -window "$wid" "$1" 2> /dev/null && return 0
  xwindow_find
  timeout 10 import -window "$wid" "$1"
}

# xwindow_where ARGS...: where the game itself lays out the dots of the level ARGS name
# (give the window's --size too): `carillon --headless ARGS --where`, kept in $tmp/where,
# one line a dot, "index x y radius" in window points (none on the select or in the
# workshop), the select's tiles in $tmp/tiles, "tile N x y r", and its buttons in
# $tmp/buttons, "button NAME x y w h". Tests click and look there, never at places
# worked out from the pack (a sparse level is framed larger: view.h).
xwindow_where() {
  mkdir -p "$tmp/where-prefs"
  CARILLON_PREFS="$tmp/where-prefs" "$carillon" --headless "$@" --where > "$tmp/laid-out"
  grep '^[0-9]' "$tmp/laid-out" > "$tmp/where" || true # the dots' lines alone (not words, lit, ...)
  grep '^tile ' "$tmp/laid-out" > "$tmp/tiles" || true
  # the buttons, and the select's row of tiles under the grid, pressed as buttons are
  grep '^button \|^row ' "$tmp/laid-out" > "$tmp/buttons" || true
  [ -s "$tmp/laid-out" ] || { echo "carillon --headless $* --where: nothing laid out"; exit 1; }
}
# xwindow_dot N: "x y radius" of dot N, from the last xwindow_where.
xwindow_dot() { awk -v n="$1" '$1 == n { print $2, $3, $4; found = 1 } END { exit !found }' "$tmp/where"; }
# xwindow_button NAME: "x y" of the middle of button NAME, from the last xwindow_where.
xwindow_button() {
  awk -v n="$1" '$2 == n { print int($3 + $5 / 2), int($4 + $6 / 2); found = 1 } END { exit !found }' "$tmp/buttons" ||
    { echo "no button $1 in: $(cat "$tmp/buttons")"; exit 1; }
}

# xwindow_wm: a window manager (openbox, in wm) managing the virtual display, for what
# only a window manager grants: full screen, closing a window from its frame. Needs
# openbox and xprop (XWINDOW_TOOLS).
xwindow_wm() {
  openbox --sm-disable > "$tmp/wm.log" 2>&1 &
  wm=$!
  for _ in $(seq 50); do xprop -root _NET_SUPPORTING_WM_CHECK 2> /dev/null | grep -q window && break; sleep 0.1; done
  sleep 1 # openbox names itself before it manages windows
}

# xwindow_park_pointer: the pointer to the screen's top left corner, and kept there. A
# window opens in the middle of the screen, under the pointer, and a pointer over a dot
# chooses it (a framed level's dots are large). The server does not reset (-noreset
# above), so it stays there between runs of the game.
xwindow_park_pointer() {
  for _ in $(seq 20); do
    xdotool mousemove 5 5
    xdotool getmouselocation | grep -q '^x:5 y:5 ' && return 0
    sleep 0.1
  done
  echo "the pointer could not be parked"
  exit 1
}

# xwindow_gone WHAT TENTHS: the game ($pid), told to quit by WHAT, must be gone within
# TENTHS tenths of a second, with status 0.
xwindow_gone() {
  local status
  for _ in $(seq "$2"); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2> /dev/null && { echo "$1: the game did not quit"; exit 1; }
  set +e
  wait "$pid"
  status=$?
  set -e
  pid=
  [ "$status" -eq 0 ] || { echo "$1: exit $status"; cat "$tmp/err"; exit 1; }
}

# xwindow_quit: Esc back to the levels, Esc asks, Esc quits; the game must be gone within
# 5 s, with status 0.
xwindow_quit() {
  for _ in 1 2 3; do xdotool key --window "$wid" Escape; sleep 0.3; done
  xwindow_gone "Esc, Esc, Esc" 50
}
