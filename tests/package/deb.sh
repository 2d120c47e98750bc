#!/usr/bin/env bash
# The Debian package on this machine, as a player gets it: `apt-get install ./carillon_*.deb`
# puts the game in /usr/games; run from there with a fresh HOME (no CARILLON_PREFS, no
# XDG variables) it finds its data, clears level 30 and saves that win in the XDG
# location, ~/.local/share/carillon/progress.json; its manual pages are where man looks;
# `apt-get remove` then leaves no file or folder of the package behind.
# Changes the machine: refuses to run when carillon is installed already.
set -euo pipefail
dir=${1:-build/deb}
cd "$(dirname "$0")/../.."
source tests/support/harness.sh
debs=("$dir"/carillon_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "deb: no single $dir/carillon_*.deb (make deb)"; exit 1; }
deb=$(realpath "${debs[0]}")
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y -qq)
status() { dpkg-query -W -f='${db:Status-Status}' carillon 2> /dev/null || echo not-installed; }
[ "$(status)" = not-installed ] || { echo "deb: carillon is installed here already; remove it first"; exit 1; }

"${apt[@]}" install "$deb" > "$tmp/apt.log" 2>&1 || { cat "$tmp/apt.log"; exit 1; }
trap '"${apt[@]}" remove carillon > /dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
dpkg-query -L carillon > "$tmp/files"

home="$tmp/home"
mkdir "$home" "$tmp/elsewhere"
(cd "$tmp/elsewhere" && env -u CARILLON_PREFS -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME="$home" \
  /usr/games/carillon --headless --autoplay --level 30 > "$tmp/out" 2> "$tmp/err") ||
  fail "the installed game did not clear level 30"
grep -qx "level 30 cleared in 3 taps (par 3), helped" "$tmp/out" || fail "the installed game said something else"
[ ! -s "$tmp/err" ] || fail "the installed game complained"
save="$home/.local/share/carillon/progress.json"
grep -q '{"level":30,"taps":3,"hints":true,"read":false}' "$save" 2> /dev/null ||
  fail "no win of level 30 in $save: $(find "$home" -type f)"

/usr/games/levelgen check /usr/share/carillon/levels.json > "$tmp/out" 2> "$tmp/err" &&
  grep -q "all 120 levels pass" "$tmp/out" || fail "the installed levelgen check"
for page in carillon levelgen; do
  [ "$(man -w "$page" 2> /dev/null)" = "/usr/share/man/man6/$page.6.gz" ] || fail "man -w $page"
done
for f in /usr/share/applications/io.github.carillon.Carillon.desktop \
  /usr/share/metainfo/io.github.carillon.Carillon.metainfo.xml \
  /usr/share/icons/hicolor/48x48/apps/carillon.png /usr/share/doc/carillon/copyright; do
  grep -qx "$f" "$tmp/files" || fail "the package has no $f"
done
grep -q '^License: Expat' /usr/share/doc/carillon/copyright &&
  grep -q 'Copyright: 2026 the Carillon authors' /usr/share/doc/carillon/copyright ||
  fail "the package's copyright file does not give Carillon's MIT (Expat) licence"

"${apt[@]}" remove carillon > "$tmp/apt.log" 2>&1 || { cat "$tmp/apt.log"; exit 1; }
trap 'rm -rf "$tmp"' EXIT
[ "$(status)" = not-installed ] || fail "after apt-get remove, carillon is $(status)"
# Every file of the package is gone, and every folder that was its alone.
while read -r f; do
  [ "$f" != /. ] && { [ -e "$f" ] || [ -L "$f" ]; } || continue
  if [ -d "$f" ] && [ ! -L "$f" ]; then
    dpkg-query -S "$f" > /dev/null 2>&1 || fail "apt-get remove left the folder $f"
  else
    fail "apt-get remove left $f"
  fi
done < "$tmp/files"

[ "$failures" -eq 0 ] || exit 1
echo "deb: $(basename "$deb") installed, cleared level 30 from /usr/games with progress in ~/.local/share/carillon, removed without a trace"
