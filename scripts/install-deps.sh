#!/usr/bin/env bash
# Installs the Debian packages Carillon needs to build, play and test, and only those
# that are missing, so it is cheap to call before every build. Safe to run again.
# Flags add what one target needs: --test (make test), --fuzz (make fuzz: clang and
# its libFuzzer runtime), --bench (make bench: GLPK and nauty, their libraries and tools,
# to measure against),
# --deb (make deb and make test-deb: debhelper, lintian), --web (make web and its tests:
# emscripten, what scripts/foreign-libs.sh needs to build libraries from Debian's
# sources, chromium, node and npm), --windows (make windows and make test-windows:
# mingw-w64, CMake and dpkg-dev for scripts/foreign-libs.sh, wine to run the result).
set -euo pipefail

packages=(
  build-essential pkg-config
  libsdl2-dev libsdl2-mixer-dev libsdl2-ttf-dev libcjson-dev
  fonts-dejavu-core fonts-quicksand
)
for flag in "$@"; do
  case $flag in
  --test) packages+=(libcmocka-dev xvfb xdotool imagemagick sox valgrind
    groff-base man-db appstream desktop-file-utils
    openbox x11-utils # game_fullscreen.sh: a window manager to grant full screen
    wmctrl            # game_close.sh: closes the window as its frame's close button does
    xclip) ;;         # daily_window.sh: reads the share line off the clipboard
  --fuzz) packages+=(clang libclang-rt-dev) ;;
  --bench) packages+=(glpk-utils libglpk-dev nauty libnauty2-dev xvfb) ;;
  --deb) packages+=(git debhelper lintian man-db groff-base) ;;
  --web)
    packages+=(emscripten node-acorn cmake dpkg-dev chromium nodejs python3 imagemagick
      fonttools python3-brotli # pyftsubset: the faces cut to the glyphs the game writes
      pngquant)                # the icons packed
    command -v npm >/dev/null || packages+=(npm) ;; # a node from elsewhere brings its own
  --windows) packages+=(mingw-w64 cmake dpkg-dev wine wine64 zip unzip imagemagick) ;;
  *) echo "install-deps: unknown flag '$flag' (--test, --fuzz, --bench, --deb, --web, --windows)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
