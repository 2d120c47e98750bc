#!/usr/bin/env bash
# check: slow (make check leaves it to make test)
# Links never wear the progress away (issue 34, F-1): a player whose bookmark is a daily
# link or a level code wins 100 of them (60 days, 40 codes, each `carillon --daily DATE`
# or `--code CODE`, as the page's ?daily and ?code= links start it). Each is played on its
# own over the game's pack: the pack's wins stay, progress.json holds that one pack and no
# record of a level played on its own, and the daily log keeps every day won.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
carillon="$(pwd)/$build/carillon"
levelgen="$(pwd)/$build/levelgen"
. tests/support/harness.sh
export SDL_AUDIODRIVER=dummy

run() {
  timeout 60 "$@" > "$tmp/out" 2> "$tmp/err"
  rc=$?
}

for level in 1 2 3; do
  run "$carillon" --headless --autoplay --level "$level"
  [ "$rc" -eq 0 ] || fail "level $level: exit $rc: $(cat "$tmp/err")"
done
won() { python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["packs"]; print(len(p), " ".join(str(w["level"]) for w in p[0]["won"]))' "$CARILLON_PREFS/progress.json"; }
[ "$(won)" = "1 1 2 3" ] || fail "the pack's wins before the links: $(won)"

codes=()
for level in $(seq 1 40); do codes+=("$("$levelgen" code levels/carillon.json --level "$level")"); done
wins=0
for k in $(seq 0 99); do
  if [ "$k" -lt 60 ]; then
    args=(--daily "$(date -u -d "2026-01-01 + $k days" +%F)")
  else
    args=(--code "${codes[$((k - 60))]}")
  fi
  run "$carillon" --headless --autoplay "${args[@]}"
  [ "$rc" -eq 0 ] && grep -qE "^(level 1|daily [0-9-]+) cleared in " "$tmp/out" || fail "link ${args[*]}: not won (exit $rc): $(cat "$tmp/err")"
  wins=$((wins + 1))
done
[ "$wins" -eq 100 ] || fail "$wins of 100 links won"
[ "$(won)" = "1 1 2 3" ] || fail "after 100 link wins, progress.json holds (packs, the first's wins): $(won)"
days=$(grep -c '"won":true' "$CARILLON_PREFS/daily.json")
[ "$days" -eq 60 ] || fail "the daily log keeps $days days won, not 60"
if [ "$failures" -gt 0 ]; then
  echo "links_keep.sh: $failures failures" >&2
  exit 1
fi
echo "links_keep: 100 link wins (60 days, 40 codes), the pack's 3 wins kept, no record of a level on its own"
