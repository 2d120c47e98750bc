#!/usr/bin/env bash
# `make install DESTDIR=... PREFIX=/usr` puts the game, levelgen, their data and manual
# pages, the desktop entry, the AppStream metainfo and the icon at every size a desktop
# asks for (PNGs the build paints) where a desktop looks for them; the installed
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

id=io.github.carillon.Carillon
desktop=share/applications/$id.desktop
for f in bin/carillon bin/levelgen share/carillon/levels.json share/carillon/DejaVuSans.ttf \
  share/carillon/Quicksand-Medium.ttf share/carillon/Quicksand.copyright \
  share/man/man6/carillon.6 share/man/man6/levelgen.6 "$desktop" share/metainfo/$id.metainfo.xml; do
  [ -s "$root/usr/$f" ] || { echo "make install did not install $f"; exit 1; }
done
[ -x "$root/usr/bin/carillon" ] && [ -x "$root/usr/bin/levelgen" ]
grep -qx "Exec=carillon" "$root/usr/$desktop"
grep -qx "Icon=carillon" "$root/usr/$desktop"
desktop-file-validate "$root/usr/$desktop"
for n in 16 22 24 32 48 64 128 256 512; do
  identify "$root/usr/share/icons/hicolor/${n}x$n/apps/carillon.png" | grep -q "PNG ${n}x$n " ||
    { echo "no ${n}x$n icon"; exit 1; }
done

mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere"
export CARILLON_PREFS="$tmp/prefs"
"$root/usr/bin/carillon" --headless --autoplay --level 3 > "$tmp/out" 2> "$tmp/err" ||
  { echo "the installed game failed:"; cat "$tmp/out" "$tmp/err"; exit 1; }
grep -qx "level 3 cleared in 1 tap (par 1), helped" "$tmp/out"
[ ! -s "$tmp/err" ] || { echo "the installed game complained:"; cat "$tmp/err"; exit 1; }
"$root/usr/bin/carillon" --version | grep -q "^carillon [0-9]"
# (grep reads the whole help, over 4 KiB: a pipe closed early is an error the game says)
"$root/usr/bin/carillon" --help | grep -- "--seed N" > /dev/null
"$root/usr/bin/levelgen" check "$root/usr/share/carillon/levels.json" | grep -q "all 120 levels pass"
cd - > /dev/null

env -u MAKEFLAGS -u MFLAGS make -s --no-print-directory "${san[@]}" uninstall DESTDIR="$root" PREFIX=/usr > /dev/null
left=$(find "$root" -type f | wc -l)
[ "$left" -eq 0 ] || { echo "make uninstall left $left files"; find "$root" -type f; exit 1; }
echo "install: installed, found its data from elsewhere, cleared level 3, uninstalled"
