#!/usr/bin/env bash
# The desktop's metadata is valid by its own ecosystem's tools (appstreamcli validate,
# desktop-file-validate) and true of the game: the metainfo's newest release is the
# version the game prints (and the Debian package's), the launchable is the desktop file beside it, the binaries it
# provides are the ones the build makes, and each screenshot it shows is in
# desktop/screenshots at the size it states (made by `make screenshots`).
set -euo pipefail
source tests/support/harness.sh
id=io.github.carillon.Carillon
meta=desktop/$id.metainfo.xml

appstreamcli validate --no-net "$meta" > "$tmp/out" 2> "$tmp/err" || fail "appstreamcli validate $meta"
desktop-file-validate "desktop/$id.desktop" > "$tmp/out" 2> "$tmp/err" && [ ! -s "$tmp/out" ] ||
  fail "desktop-file-validate desktop/$id.desktop"

: > "$tmp/out"
version=$("$BUILD/carillon" --version | awk '{print $2}')
newest=$(grep -oE '<release version="[^"]*" date="[0-9]{4}-[0-9]{2}-[0-9]{2}"' "$meta" | head -1)
case $newest in
*"version=\"$version\""*) ;;
*) echo "game $version, metainfo's newest release: ${newest:-none with a date}" > "$tmp/err"; fail "release" ;;
esac

debian=$(head -1 debian/changelog | sed -nE 's/^carillon \(([^)]*)\).*/\1/p')
[ "$debian" = "$version" ] || { echo "game $version, debian/changelog $debian" > "$tmp/err"; fail "package version"; }

grep -qF "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$meta" || fail "launchable"
for bin in $(grep -oE '<binary>[^<]*</binary>' "$meta" | sed 's/<[^>]*>//g'); do
  [ -x "$BUILD/$bin" ] || fail "the metainfo provides $bin, which the build does not make"
done
grep -q '<content_rating type="oars-1.1"' "$meta" || fail "content rating"

shots=0
while read -r w h url; do
  shots=$((shots + 1))
  file=desktop/screenshots/${url##*/}
  [ -f "$file" ] || { fail "$url: no $file"; continue; }
  identify -format '%wx%h' "$file" > "$tmp/out" 2> "$tmp/err" || fail "identify $file"
  [ "$(cat "$tmp/out")" = "${w}x$h" ] || fail "$file is not ${w}x$h"
done < <(grep -oE '<image type="source" width="[0-9]+" height="[0-9]+">[^<]*' "$meta" |
  sed -E 's/.*width="([0-9]+)" height="([0-9]+)">/\1 \2 /')
[ "$shots" -gt 0 ] || fail "the metainfo shows no screenshots"

[ "$failures" -eq 0 ] || exit 1
echo "metainfo: valid, and its release, launchable, binaries and $shots screenshots are the game's"
