#!/usr/bin/env bash
# Builds the libraries the game links for a foreign target from Debian's own source
# packages, once, into a prefix cached outside the clone, and prints that prefix's path as
# its only line on stdout: for Windows (win64) SDL2, FreeType, SDL2_ttf, SDL2_mixer and
# cJSON; for the browser (wasm), whose page draws, writes and sounds with the browser's
# own (src/web), cJSON alone.
#
#   scripts/foreign-libs.sh TARGET      TARGET: wasm (emscripten) or win64 (mingw-w64)
#
# The prefix is ${XDG_CACHE_HOME:-$HOME/.cache}/carillon/<target>-<versions>/ with the usual
# include/ (SDL2/, freetype2/, cjson/) and lib/ (static .a only: link them by path, or
# -lSDL2_ttf -lSDL2_mixer plus `pkg-config --static` of sdl2, freetype2 and libcjson from
# lib/pkgconfig/; SDL2_ttf's and SDL2_mixer's builds write no .pc). <versions> names the
# source packages' versions, the compiler's and this recipe's, so a later run, another clone or CI on the same
# machine reuse it and any change of those builds afresh. A prefix is complete or absent:
# it is built beside its final name and renamed into place, under a lock.
#
# The sources come through `apt-get source` with a deb-src entry given to those apt calls
# only (their own sources list, lists and cache directories): the machine's apt
# configuration is never changed. Progress goes to stderr; the build log stays in the
# cache (<prefix>.log) when a step fails. Needs cmake, dpkg-dev and the target's compiler
# (scripts/install-deps.sh --web installs them for wasm).
set -euo pipefail

# Bump when a build option below changes, so cached prefixes built otherwise are not reused.
RECIPE=1

die() { echo "foreign-libs: $*" >&2; exit 1; }
say() { echo "foreign-libs: $*" >&2; }

[ $# -eq 1 ] || die "usage: $0 wasm|win64"
target=$1
here=$(cd "$(dirname "$0")" && pwd)
jobs=${FOREIGN_JOBS:-2}

case $target in
wasm)
  command -v emcc >/dev/null || die "emcc not found (Debian package emscripten)"
  # Debian's emcc runs its JavaScript optimiser with node and Debian's acorn.
  export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
  compiler="emcc$(emcc --version | sed -n '1s/.* \([0-9][0-9.]*\) .*/\1/p')"
  cmake_wrap=(emcmake)
  cmake_target=()
  libs=(cjson)
  ;;
win64)
  command -v x86_64-w64-mingw32-gcc >/dev/null || die "x86_64-w64-mingw32-gcc not found (Debian package gcc-mingw-w64-x86-64)"
  compiler="mingw$(x86_64-w64-mingw32-gcc -dumpversion)"
  cmake_wrap=()
  cmake_target=(-DCMAKE_TOOLCHAIN_FILE="$here/win64.cmake")
  libs=(sdl2 freetype ttf mixer cjson)
  ;;
*) die "unknown target '$target' (wasm or win64)" ;;
esac
command -v cmake >/dev/null || die "cmake not found (Debian package cmake)"
command -v dpkg-source >/dev/null || die "dpkg-source not found (Debian package dpkg-dev)"

# The source package and version behind each -dev package this machine's apt knows; the
# binary's own version may carry a rebuild suffix (+bN) that the source does not.
declare -A src_of=(
  [sdl2]=libsdl2-dev [freetype]=libfreetype-dev [ttf]=libsdl2-ttf-dev
  [mixer]=libsdl2-mixer-dev [cjson]=libcjson-dev
)
declare -A srcpkg srcver
for lib in "${libs[@]}"; do
  info=$(apt-cache show --no-all-versions "${src_of[$lib]}" 2>/dev/null) ||
    die "apt does not know ${src_of[$lib]} (run apt-get update)"
  ver=$(sed -n 's/^Version: //p' <<<"$info")
  src=$(sed -n 's/^Source: //p' <<<"$info")
  pkg=${src%% *}
  [ -n "$pkg" ] || pkg=${src_of[$lib]}
  [[ $src == *"("*")"* ]] && ver=${src#*(} && ver=${ver%)}
  srcpkg[$lib]=$pkg
  srcver[$lib]=${ver%+b[0-9]*}
done
v() { echo "${srcver[$1]#*:}"; } # without an epoch
key=$target
declare -A tag=([sdl2]=sdl2 [freetype]=ft [ttf]=ttf [mixer]=mixer [cjson]=cjson)
for lib in "${libs[@]}"; do key+="-${tag[$lib]}_$(v "$lib")"; done
key+="-$compiler-r$RECIPE"
cache=${XDG_CACHE_HOME:-$HOME/.cache}/carillon
prefix=$cache/$key

if [ -f "$prefix/.complete" ]; then echo "$prefix"; exit 0; fi
mkdir -p "$cache"
exec 9>"$cache/.$key.lock"
flock 9
if [ -f "$prefix/.complete" ]; then echo "$prefix"; exit 0; fi

work=$(mktemp -d "$cache/.$key.XXXXXX")
trap 'rm -rf "$work"' EXIT
log=$prefix.log
stage=$work/prefix
mkdir -p "$stage"
: >"$log"
step() { # step DESCRIPTION COMMAND...: runs the command into the log, shows the log's end on failure
  local what=$1; shift
  say "$what"
  if ! "$@" >>"$log" 2>&1; then
    tail -n 30 "$log" >&2
    die "failed: $what (whole log: $log)"
  fi
}

# deb-src entries mirroring the machine's own deb entries, for these apt calls only.
aptdir=$work/apt
mkdir -p "$aptdir/lists/partial" "$aptdir/cache/archives/partial" "$aptdir/parts"
apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 'Created-By: Packages' 2>/dev/null |
  sort -u | while read -r uri suite; do
  case $uri in *debian.org*|*debian-security*) echo "deb-src $uri $suite main" ;; esac
done >"$aptdir/sources.list"
[ -s "$aptdir/sources.list" ] || printf 'deb-src http://deb.debian.org/debian bookworm main\ndeb-src http://deb.debian.org/debian-security bookworm-security main\n' >"$aptdir/sources.list"
apt_opts=(
  -o Dir::Etc::sourcelist="$aptdir/sources.list" -o Dir::Etc::sourceparts="$aptdir/parts"
  -o Dir::State::Lists="$aptdir/lists" -o Dir::Cache="$aptdir/cache"
  -o Dir::State::status=/var/lib/dpkg/status -o Debug::NoLocking=1
  -o APT::Sandbox::User="$(id -un)"
)
step "fetching Debian's source indexes" apt-get "${apt_opts[@]}" update
src=$work/src
mkdir -p "$src"
for lib in "${libs[@]}"; do
  step "fetching ${srcpkg[$lib]} ${srcver[$lib]}" \
    bash -c 'cd "$1" && shift && apt-get "$@"' _ "$src" "${apt_opts[@]}" -q source "${srcpkg[$lib]}=${srcver[$lib]}"
done
# dpkg-source unpacks into <package>-<upstream version>.
dir_of() { local v; v=$(v "$1"); echo "$src/${srcpkg[$1]}-${v%-*}"; }

common=(
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$stage" -DCMAKE_INSTALL_LIBDIR=lib
  -DCMAKE_PREFIX_PATH="$stage" -DCMAKE_FIND_ROOT_PATH="$stage" -DBUILD_SHARED_LIBS=OFF
  "${cmake_target[@]}"
)
build() { # build NAME SOURCE-DIR CMAKE-OPTION...
  local name=$1 dir=$2; shift 2
  [ -d "$dir" ] || die "no unpacked source for $name at $dir"
  step "configuring $name" "${cmake_wrap[@]}" cmake -S "$dir" -B "$work/build-$name" "${common[@]}" "$@"
  step "building $name" cmake --build "$work/build-$name" -j "$jobs"
  step "installing $name" cmake --install "$work/build-$name"
}

if [ "$target" = win64 ]; then
  build SDL2 "$(dir_of sdl2)" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
  build FreeType "$(dir_of freetype)" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON \
    -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
  build SDL2_ttf "$(dir_of ttf)" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
    -DSDL2TTF_SAMPLES=OFF
  # The bells are synthesised: the mixer needs no decoder at all.
  build SDL2_mixer "$(dir_of mixer)" -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
    -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF \
    -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_VORBIS=OFF -DSDL2MIXER_WAVPACK=OFF \
    -DSDL2MIXER_WAVE=OFF
fi
build cJSON "$(dir_of cjson)" -DENABLE_CJSON_TEST=OFF -DENABLE_CJSON_UTILS=OFF \
  -DENABLE_CUSTOM_COMPILER_FLAGS=OFF -DBUILD_SHARED_AND_STATIC_LIBS=OFF

# cmake wrote the staging path into the .pc and .cmake files: point them at the final one.
grep -rlF "$stage" "$stage" | while read -r f; do sed -i "s|$stage|$prefix|g" "$f"; done
printf '%s\n' "${!srcpkg[@]}" | sort | while read -r lib; do
  echo "${srcpkg[$lib]} ${srcver[$lib]}"
done >"$stage/SOURCES"
touch "$stage/.complete"
rm -rf "$prefix"
mv "$stage" "$prefix"
rm -f "$log"
say "built $prefix"
echo "$prefix"
