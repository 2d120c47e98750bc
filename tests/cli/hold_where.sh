#!/usr/bin/env bash
# What a hold lights, read from outside the game (issue 43): for every dot D of levels 10,
# 40, 80 and 120, `carillon --headless --level N --hold D --where` prints one `lit` line for
# each dot its ring touches and for no other, the held dot aside. The touches are worked
# out here from the pack's own numbers (levels/carillon.json: each dot's centre and size,
# each size's radius and ring), by the rule as the seed states it: a ring touches a dot
# when the ring's reach from its centre meets the dot's edge. On each of these levels some
# dot's chain is more than its touches, so a preview that lit the whole chain fails here.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
. tests/support/harness.sh
carillon=$build/carillon

for level in 10 40 80 120; do
  n=$(python3 -c 'import json,sys; print(len(json.load(open("levels/carillon.json"))["levels"][int(sys.argv[1]) - 1]["dots"]))' "$level")
  : > "$tmp/lit"
  for ((d = 0; d < n; d++)); do
    timeout 60 "$carillon" --headless --level "$level" --hold "$d" --where >"$tmp/out" 2>"$tmp/err" ||
      { fail "level $level, --hold $d: exit $? ($(cat "$tmp/err"))"; continue; }
    printf '%d:%s\n' "$d" "$(awk '$1 == "lit" { printf " %s", $2 }' "$tmp/out")" >> "$tmp/lit"
  done
  python3 - "$level" "$tmp/lit" >"$tmp/check" 2>&1 <<'PY' || fail "level $level: $(cat "$tmp/check")"
import json, sys
pack = json.load(open("levels/carillon.json"))
sizes = {s["name"]: s for s in pack["sizes"]}
dots = pack["levels"][int(sys.argv[1]) - 1]["dots"]
def touches(a, b):
    reach = sizes[a["size"]]["ring"] + sizes[b["size"]]["radius"]
    return (a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2 <= reach ** 2
want = {d: {o for o in range(len(dots)) if o != d and touches(dots[d], dots[o])} for d in range(len(dots))}
lit = {}
for line in open(sys.argv[2]):
    d, rest = line.split(":")
    lit[int(d)] = {int(o) for o in rest.split()}
assert sorted(lit) == list(range(len(dots))), f"holds read: {sorted(lit)}"
wrong = [f"dot {d}: lit {sorted(lit[d])}, its ring touches {sorted(want[d])}" for d in lit if lit[d] != want[d]]
assert not wrong, "; ".join(wrong[:5])
def chain(d):
    seen, todo = {d}, [d]
    while todo:
        for o in want[todo.pop()]:
            if o not in seen:
                seen.add(o)
                todo.append(o)
    return seen - {d}
assert any(chain(d) != want[d] for d in want), "no dot's chain is more than its touches: the level tells nothing apart"
print(f"level {sys.argv[1]}: {len(dots)} holds, each lighting its touches")
PY
  cat "$tmp/check"
done
[ "$failures" -eq 0 ] || exit 1
echo "hold_where: every hold on levels 10, 40, 80 and 120 lights the dots its ring touches, not its chain"
