#!/usr/bin/env bash
# The bells as they leave the game, recorded by SDL's disk audio driver: one tapped dot
# (normal size, note 0: C5, 523.25 Hz) rings a bell whose strongest partial is at that
# pitch; a 30-dot chain, its bells overlapping, never reaches full scale yet is loud;
# --mute never opens the device. Needs sox; skips without it.
set -euo pipefail
command -v sox > /dev/null || { echo "skipped: sox is missing (make deps-test installs it)"; exit 0; }
carillon="$BUILD/carillon"
pack=tests/data/sound.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# record NAME ARGS...: plays in real time with the dummy video and the disk audio driver
record() {
  local name=$1
  shift
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$tmp/$name.raw" \
    "$carillon" --pack "$pack" --autoplay "$@" > "$tmp/$name.out" 2> "$tmp/$name.err" ||
    { echo "carillon $* failed:"; cat "$tmp/$name.err"; exit 1; }
}
raw() { sox -t raw -r 44100 -e signed -b 16 -c 2 "$tmp/$1.raw" "${@:2}"; }
peak_db() { raw "$1" -n stats 2>&1 | awk '/^Pk lev dB/ { print $4 }'; }

record bell --level 1
# the spectrum of the first second from the strike on: its strongest bin
strongest=$(raw bell -n remix 1 silence 1 0.005 1% trim 0 1 stat -freq 2>&1 |
  awk 'NF == 2 && $1 ~ /^[0-9.]+$/ && $2 > best { best = $2; f = $1 } END { print f }')
awk -v f="$strongest" 'BEGIN { exit !(f > 523.25 * 0.98 && f < 523.25 * 1.02) }' ||
  { echo "the bell's strongest partial is at $strongest Hz, not 523.25"; exit 1; }

record chain --level 2
peak=$(peak_db chain)
awk -v p="$peak" 'BEGIN { exit !(p < -0.5 && p > -12) }' ||
  { echo "a 30-bell chain peaks at $peak dBFS: it should stay under full scale, yet be heard"; exit 1; }

record muted --level 1 --mute
[ ! -e "$tmp/muted.raw" ] || { echo "--mute opened the sound device (peak $(peak_db muted) dBFS)"; exit 1; }
[ ! -s "$tmp/muted.err" ] || { echo "--mute said something:"; cat "$tmp/muted.err"; exit 1; }
echo "sound: the bell rings at $strongest Hz; a 30-bell chain peaks at $(peak_db chain) dBFS; --mute opens no device"
