#!/usr/bin/env bash
# `make install DESTDIR=... PREFIX=/usr` puts the game, its data, a .desktop file and its
# icon (a 256x256 PNG the build paints) where a desktop looks for them; the installed
# game, run headless from another directory, finds its data and clears a level;
# --help and --version answer; `make uninstall` takes it all away again.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
san=() # (a make of its own: not the jobs of the make running the tests)
[ "$BUILD" = build/san ] && san=(SANITIZE=1)
root="$tmp/root"
env -u MAKEFLAGS -u MFLAGS make -s --no-print-directory "${san[@]}" install DESTDIR="$root" PREFIX=/usr > "$tmp/make.out" 2>&1 ||
  { cat "$tmp/make.out"; exit 1; }

for f in bin/carillon share/carillon/levels.json share/carillon/DejaVuSans.ttf \
  share/applications/carillon.desktop share/icons/hicolor/256x256/apps/carillon.png; do
  [ -s "$root/usr/$f" ] || { echo "make install did not install $f"; exit 1; }
done
[ -x "$root/usr/bin/carillon" ]
grep -qx "Exec=carillon" "$root/usr/share/applications/carillon.desktop"
grep -qx "Icon=carillon" "$root/usr/share/applications/carillon.desktop"
if command -v desktop-file-validate > /dev/null; then
  desktop-file-validate "$root/usr/share/applications/carillon.desktop"
fi
if command -v identify > /dev/null; then
  identify "$root/usr/share/icons/hicolor/256x256/apps/carillon.png" | grep -q "PNG 256x256"
fi

mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere"
export CARILLON_PREFS="$tmp/prefs"
"$root/usr/bin/carillon" --headless --autoplay --level 3 > "$tmp/out" 2> "$tmp/err" ||
  { echo "the installed game failed:"; cat "$tmp/out" "$tmp/err"; exit 1; }
grep -qx "level 3 cleared in 1 tap (par 1)" "$tmp/out"
[ ! -s "$tmp/err" ] || { echo "the installed game complained:"; cat "$tmp/err"; exit 1; }
"$root/usr/bin/carillon" --version | grep -q "^carillon [0-9]"
"$root/usr/bin/carillon" --help | grep -q -- "--seed N"
cd - > /dev/null

env -u MAKEFLAGS -u MFLAGS make -s --no-print-directory "${san[@]}" uninstall DESTDIR="$root" PREFIX=/usr > /dev/null
left=$(find "$root" -type f | wc -l)
[ "$left" -eq 0 ] || { echo "make uninstall left $left files"; find "$root" -type f; exit 1; }
echo "install: installed, found its data from elsewhere, cleared level 3, uninstalled"
