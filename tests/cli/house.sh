#!/usr/bin/env bash
# check: slow (make check leaves it to make test)
# The house's rules are build facts: a file that breaks one fails the build, naming it.
# Each rule is tried on a probe, in a scratch copy of the source (the tree itself is never
# touched):
# - a game file that includes a front end's header (web/canvas.h, sdl/app.h) fails as
#   including what its layer may not; a levelgen file that includes a game header too;
# - a front end file that includes a game header beside the contract fails;
# - a game object that leaves undefined a symbol the front end defines (joined by the
#   linker, not handed over in a table) fails the build's link check;
# - inside src/game, a file that includes a header above it in the folders' order (the
#   drawing kit including play's round.h; the player's files including play's lessons)
#   fails the order check, and so would a third include allowed to run up; so does a
#   game object calling up the folders through a declaration of its own (no include);
#   two headers that include each other fail, and so do two objects that call each other.
set -euo pipefail
# The probes build the scratch copy's own default build: the suite's BUILD (build/san
# under `make SANITIZE=1 test`) and a make around this script's variables would otherwise
# move the objects there.
unset BUILD SANITIZE FUZZ MAKEFLAGS MFLAGS MAKELEVEL
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r Makefile mk scripts src "$tmp/"
mkdir -p "$tmp/tests/unit" # (no tests: the Makefile finds none to look into)

# Builds the object for src/PATH.c in the scratch copy: its status, and its words in $tmp/out.
build_probe() {
  local path=$1 text=$2
  mkdir -p "$tmp/src/$(dirname "$path")"
  printf '%s\n' "$text" > "$tmp/src/$path.c"
  make -s -C "$tmp" --no-print-directory "build/obj/$path.o" < /dev/null > "$tmp/out" 2>&1
}
refused() { # path, the include, what the line says
  if build_probe "$1" "#include \"$2\""; then
    echo "src/$1.c including $2 built"; exit 1
  fi
  grep -q "$3" "$tmp/out" || { echo "src/$1.c including $2: the build did not say '$3':"; cat "$tmp/out"; exit 1; }
  [ ! -e "$tmp/build/obj/$1.o" ] || { echo "src/$1.c including $2: the object was left behind"; exit 1; }
  rm -f "$tmp/src/$1.c"
}
refused game/probe web/canvas.h "includes what its layer may not"
refused game/play/probe sdl/app.h "includes what its layer may not"
refused levelgen/probe game/carillon.h "includes what its layer may not"
refused sdl/probe game/session.h "a front end includes game headers beside the contract"
build_probe game/probe '#include "game/carillon.h"' || { echo "a game file including game/carillon.h did not build:"; cat "$tmp/out"; exit 1; }
rm -f "$tmp/src/game/probe.c"

# The link check, on two archives of one object each: the game's calls a function the
# front end's defines.
mkdir -p "$tmp/probe"
printf 'void front_end_only(void);\nvoid game_probe(void);\nvoid game_probe(void) { front_end_only(); }\n' > "$tmp/probe/game.c"
printf 'void front_end_only(void);\nvoid front_end_only(void) {}\n' > "$tmp/probe/shell.c"
for part in game shell; do
  cc -c "$tmp/probe/$part.c" -o "$tmp/probe/$part.o"
  ar rcs "$tmp/probe/lib$part.a" "$tmp/probe/$part.o"
done
link_check() {
  make -s -C "$tmp" --no-print-directory GAME_LIB="$tmp/probe/libgame.a" SHELL_LIB="$tmp/probe/libshell.a" \
    -o "$tmp/probe/libgame.a" -o "$tmp/probe/libshell.a" "build/unjoined" < /dev/null > "$tmp/out" 2>&1
}
if link_check; then echo "a game archive calling what the front end defines passed the link check"; exit 1; fi
grep -q "the game calls what the front end defines (joined by the linker): front_end_only" "$tmp/out" ||
  { echo "the link check did not name front_end_only:"; cat "$tmp/out"; exit 1; }
printf 'void game_probe(void);\nvoid game_probe(void) {}\n' > "$tmp/probe/game.c"
cc -c "$tmp/probe/game.c" -o "$tmp/probe/game.o" && rm -f "$tmp/probe/libgame.a" && ar rcs "$tmp/probe/libgame.a" "$tmp/probe/game.o"
link_check || { echo "a game archive calling nothing of the front end failed the link check:"; cat "$tmp/out"; exit 1; }
# The folders' order, and files that lean on each other (scripts/check-house.sh, with
# the Makefile's order and the includes it lets run up).
variable() { make -s -C "$tmp" --no-print-directory --eval="print: ; @printf '%s\n' '\$($1)'" print < /dev/null; }
order=$(variable GAME_ORDER)
upward=$(variable GAME_UPWARD)
[ -n "$order" ] && [ -n "$upward" ] || { echo "the Makefile names no order ('$order') or no includes up ('$upward')"; exit 1; }
house() { (cd "$tmp" && scripts/check-house.sh "$order" "$1" "${@:2}") > "$tmp/out" 2>&1; }
house "$upward" || { echo "the tree as it stands fails the house's check:"; cat "$tmp/out"; exit 1; }
house "" && { echo "with no include allowed up, the tree passed (GAME_UPWARD allows nothing)"; exit 1; }
house "$upward a>b b>c" && { echo "three includes allowed up passed"; exit 1; }
grep -q "more than two includes may run up" "$tmp/out" || { cat "$tmp/out"; exit 1; }
up_probe() { # a file, what it includes
  printf '#include "game/%s"
' "$2" > "$tmp/src/game/$1"
  if house "$upward"; then echo "src/game/$1 including game/$2 passed the order"; exit 1; fi
  grep -q "src/game/$1: includes game/$2, above it in the game's order" "$tmp/out" || { cat "$tmp/out"; exit 1; }
  rm -f "$tmp/src/game/$1"
}
up_probe draw/probe.c play/round.h
up_probe files/probe.h play/lessons.h
printf '#include "game/draw/probe_b.h"
' > "$tmp/src/game/draw/probe_a.h"
printf '#include "game/draw/probe_a.h"
' > "$tmp/src/game/draw/probe_b.h"
house "$upward" && { echo "two headers including each other passed"; exit 1; }
grep -q "src/game/draw/probe_a.h and src/game/draw/probe_b.h include each other" "$tmp/out" || { cat "$tmp/out"; exit 1; }
rm -f "$tmp"/src/game/draw/probe_[ab].h
printf 'void b(void);
void a(void);
void a(void) { b(); }
' > "$tmp/probe/a.c"
printf 'void a(void);
void b(void);
void b(void) { a(); }
' > "$tmp/probe/b.c"
cc -c "$tmp/probe/a.c" -o "$tmp/probe/a.o" && cc -c "$tmp/probe/b.c" -o "$tmp/probe/b.o"
house "$upward" "$tmp/probe/a.o" "$tmp/probe/b.o" && { echo "two objects calling each other passed"; exit 1; }
grep -q "$tmp/probe/a.o and $tmp/probe/b.o call each other" "$tmp/out" || { cat "$tmp/out"; exit 1; }
# A call up the folders through a declaration written by hand (no include to catch it):
# files' object calling play's.
mkdir -p "$tmp/probe/obj/game/files" "$tmp/probe/obj/game/play"
printf 'int played(void);\nint kept(void);\nint kept(void) { return played(); }\n' > "$tmp/probe/low.c"
printf 'int played(void);\nint played(void) { return 1; }\n' > "$tmp/probe/high.c"
cc -c "$tmp/probe/low.c" -o "$tmp/probe/obj/game/files/low.o" && cc -c "$tmp/probe/high.c" -o "$tmp/probe/obj/game/play/high.o"
house "$upward" "$tmp/probe/obj/game/files/low.o" "$tmp/probe/obj/game/play/high.o" &&
  { echo "a call from the player's files up to play passed"; exit 1; }
grep -q "game/files/low.o calls or reads what game/play/high.o defines, above it in the game's order (files below play)" "$tmp/out" ||
  { cat "$tmp/out"; exit 1; }
mv "$tmp/probe/obj/game/files/low.o" "$tmp/probe/obj/game/play/low.o"
mv "$tmp/probe/obj/game/play/high.o" "$tmp/probe/obj/game/files/high.o"
house "$upward" "$tmp/probe/obj/game/play/low.o" "$tmp/probe/obj/game/files/high.o" ||
  { echo "a call from play down to the player's files was refused:"; cat "$tmp/out"; exit 1; }
echo "house: the layers, the contract, the link check and the folders' order (in includes and in calls) each refuse their probe"
