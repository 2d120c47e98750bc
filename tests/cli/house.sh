#!/usr/bin/env bash
# The house's rules are build facts: a file that breaks one fails the build, naming it.
# Each rule is tried on a probe, in a scratch copy of the source (the tree itself is never
# touched):
# - a game file that includes a front end's header (web/canvas.h, sdl/app.h) fails as
#   including what its layer may not; a levelgen file that includes a game header too;
# - a front end file that includes a game header beside the contract fails;
# - a game object that leaves undefined a symbol the front end defines (joined by the
#   linker, not handed over in a table) fails the build's link check.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r Makefile mk src "$tmp/"
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
echo "house: the layers, the contract and the link check each refuse their probe"
