#!/usr/bin/env bash
# Nothing lost, second pass (issue 22): each of the issue's reproducers, headless.
# - a daily win whose file cannot be locked: exit 1 and a last line naming daily.json;
# - a FIFO, directory, socket or link to a device as progress.json: left exactly as it
#   is (no NAME.damaged), one line saying so, and the game plays;
# - --screenshot .bmp onto a FIFO or a link: refused at once, the link's target untouched;
#   past a file-size limit: a failed write, no file and no temporary left;
# - levelgen's own lines with ESC, BEL, a newline, a C1 control (raw 0x9b and U+009B)
#   and U+202E in a name: escaped, one line (code, rate, and pack's summary of -o);
# - standard output that cannot be written (/dev/full): exit 1 and one line, for each
#   of levelgen's commands that print and the game's --where and --help;
# - a file-size limit (ulimit -f 0): the game's own lines and exit 1, not SIGXFSZ;
# - a temporary file a killed copy left: removed at the next start;
# - pack -o onto a FIFO: refused before anything is grown;
# - an empty or garbled Quicksand face: the game plays, as without one;
# - another copy holding progress.json's lock (flock): the win said only once saved; a
#   copy killed while it waits has said nothing.
set -u
cd "$(dirname "$0")/../.."
build=${BUILD:-build}
levelgen="$(pwd)/$build/levelgen"
carillon="$(pwd)/$build/carillon"
. tests/support/harness.sh
export SDL_AUDIODRIVER=dummy
pack=tests/data/small.json

run() {
  timeout 30 "$@" > "$tmp/out" 2> "$tmp/err"
  rc=$?
}
fresh() { P=$(mktemp -d "$tmp/prefs.XXXXXX"); export CARILLON_PREFS=$P; }

# --- 1. a file that cannot be saved at exit ---------------------------------------------
fresh
mkdir "$P/daily.json.lock"
run "$carillon" --headless --autoplay --daily 2026-01-06
[ "$rc" -eq 1 ] || fail "daily.json unsaved at exit: exit $rc, wanted 1"
tail -n 1 "$tmp/err" | grep -qE "^carillon: $P/daily.json: .*; it is not saved\$" ||
  fail "daily.json unsaved at exit: no last line naming it"
[ -e "$P/daily.json" ] && fail "daily.json written through a lock it could not have"

# --- 2. special files where a player file goes ----------------------------------------
kinds=(fifo dir socket)
[ "$(id -u)" -eq 0 ] && kinds+=(devlink)
for kind in "${kinds[@]}"; do
  fresh
  case $kind in
    fifo) mkfifo "$P/progress.json"; what="a FIFO" ;;
    dir) mkdir "$P/progress.json"; what="a directory" ;;
    socket) python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$P/progress.json"; what="a socket" ;;
    devlink) mknod "$P/null" c 1 3; ln -s "$P/null" "$P/progress.json"; what="a symbolic link" ;;
  esac
  before=$(stat -c '%F %i %t %T' "$P/progress.json")
  run "$carillon" --headless --autoplay --level 3
  [ "$rc" -eq 1 ] || fail "$kind as progress.json: exit $rc, wanted 1 (played, the progress not saved: --help)"
  grep -qx "level 3 cleared in .*" "$tmp/out" || fail "$kind as progress.json: the level was not played"
  [ "$(cat "$tmp/err")" = "carillon: $P/progress.json: not a regular file ($what), so it is left as it is, and the game plays without saving it" ] ||
    fail "$kind as progress.json: not the one line"
  [ "$(stat -c '%F %i %t %T' "$P/progress.json")" = "$before" ] || fail "$kind as progress.json: not left as it was"
  compgen -G "$P/progress.json.damaged*" > /dev/null && fail "$kind as progress.json: moved aside"
done

# --- 3. the screenshot as a BMP -------------------------------------------------------
fresh
mkfifo "$tmp/f.bmp"
run "$carillon" --headless --frames 1 --screenshot "$tmp/f.bmp"
[ "$rc" -eq 1 ] && grep -qF "$tmp/f.bmp: not a regular file (a FIFO)" "$tmp/err" || fail ".bmp onto a FIFO: exit $rc"
echo "the player's own" > "$tmp/target"
ln -s "$tmp/target" "$tmp/l.bmp"
run "$carillon" --headless --frames 1 --screenshot "$tmp/l.bmp"
[ "$rc" -eq 1 ] && grep -qF "$tmp/l.bmp: not a regular file (a symbolic link)" "$tmp/err" || fail ".bmp onto a link: exit $rc"
[ "$(cat "$tmp/target")" = "the player's own" ] || fail ".bmp onto a link: the target was written"
run "$carillon" --headless --frames 1 --screenshot "$tmp/ok.bmp"
[ "$rc" -eq 0 ] && [ "$(head -c 2 "$tmp/ok.bmp")" = BM ] || fail ".bmp: no BMP written"
# past a file-size limit of 512 KB (the frame is 2 MB): a line, no file, no temporary
bash -c 'ulimit -f 512; exec "$@"' _ "$carillon" --headless --frames 1 --screenshot "$tmp/big.bmp" > "$tmp/out" 2> "$tmp/err"
rc=$?
[ "$rc" -eq 1 ] && grep -qF "$tmp/big.bmp: cannot write: File too large" "$tmp/err" || fail ".bmp past a size limit: exit $rc"
[ -e "$tmp/big.bmp" ] && fail ".bmp past a size limit: a truncated file was left"
compgen -G "$tmp/big.bmp.tmp-*" > /dev/null && fail ".bmp past a size limit: a temporary file was left"

# --- 4. names printed through the one escaper -----------------------------------------
odd=$(printf 'p\033]0;x\007.json')
cp levels/carillon.json "$tmp/$odd"
run "$levelgen" code "$tmp/$odd" --level 999
one() { [ "$rc" -eq "$1" ] && [ "$(wc -l < "$tmp/$2")" -eq 1 ] && ! LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f\x80-\x9f]' "$tmp/$2" &&
  grep -qF -- "$3" "$tmp/$2" || fail "$4 (wanted exit $1 and one clean line in $2 with: $3; got exit $rc)"; }
one 1 err 'p\x1b]0;x\x07.json: there is no level 999' "code: ESC and BEL in a name"
nl=$'a\nb.json'
cp tests/data/small.json "$tmp/$nl"
run "$levelgen" rate "$tmp/$nl" --level 99
one 1 err 'a\x0ab.json' "rate: a newline in a name"
run "$levelgen" code "$tmp/$nl" --level 99
one 1 err 'a\x0ab.json' "code: a newline in a name"
run "$levelgen" pack --seed 1 -o "$tmp/$nl" # pack's summary names the file it wrote
[ "$rc" -eq 0 ] && [ "$(wc -l < "$tmp/out")" -eq 2 ] && head -n 1 "$tmp/out" | grep -qF 'a\x0ab.json: 120 levels from seed 1' ||
  fail "pack -o: a newline in the name (exit $rc; $(head -c 200 "$tmp/out"))"
for entry in $'c1raw\x9b31m.json:c1raw\\x9b31m.json' $'c1\xc2\x9b31m.json:c1\\u009b31m.json' \
  $'bidi\xe2\x80\xaenosj.json:bidi\\u202enosj.json'; do
  name=${entry%%:*} shown=${entry#*:}
  cp tests/data/small.json "$tmp/$name"
  run "$levelgen" code "$tmp/$name" --level 99
  one 1 err "$shown" "code: $shown"
  if grep -qF $'\xe2\x80\xae' "$tmp/err" || LC_ALL=C grep -q $'\xc2\x9b' "$tmp/err"; then fail "$shown passed raw"; fi
done

# --- 5. standard output that cannot be written ----------------------------------------
full() {
  timeout 60 "$@" > /dev/full 2> "$tmp/err"
  rc=$?
  one 1 err "standard output: cannot write: No space left on device" "$* > /dev/full"
}
full "$levelgen" decode C1Ks7cpxRM5M35ORPgdvwja3n
full "$levelgen" code "$pack" --level 1
full "$levelgen" check "$pack"
full "$levelgen" solve "$pack" --level 1
full "$levelgen" rate "$pack" --level 1
full "$levelgen" daily 2026-01-06
full "$levelgen" --help
full "$levelgen" bake "$pack" -o -
fresh
full "$carillon" --headless --level 1 --where
full "$carillon" --help

# --- 6. a file-size limit -------------------------------------------------------------
fresh
# (its lines through a pipe: the limit holds for files, and would hold for $tmp/err)
bash -c 'ulimit -f 0; exec "$@"' _ "$carillon" --headless --autoplay --level 9 2>&1 > /dev/null | cat > "$tmp/err"
rc=${PIPESTATUS[0]}
[ "$rc" -eq 1 ] || fail "ulimit -f 0: exit $rc, wanted 1 (153 is SIGXFSZ)"
tail -n 1 "$tmp/err" | grep -qF "carillon: $P/progress.json: cannot write: File too large; the progress of this run is not saved" ||
  fail "ulimit -f 0: no line naming the file"
compgen -G "$P/*.tmp-*" > /dev/null && fail "ulimit -f 0: a temporary file was left"

# --- 7. a killed copy's temporary file --------------------------------------------------
fresh
"$carillon" --headless --autoplay --level 1 > /dev/null 2>&1
cp "$P/progress.json" "$P/progress.json.tmp-Ab3dE9"
cp "$P/progress.json" "$P/daily.json.tmp-zzzzzz"
echo mine > "$P/progress.json.tmp-notours" # not the game's naming: kept
run "$carillon" --headless --frames 1
compgen -G "$P/*.json.tmp-??????" > /dev/null && fail "a killed copy's temporary file was not removed"
[ -e "$P/progress.json.tmp-notours" ] || fail "a file not of the game's naming was removed"

# --- 8. pack -o onto a FIFO: refused before the pack is grown ---------------------------
mkfifo "$tmp/pack-fifo.json"
started=$(date +%s%N)
run "$levelgen" pack --seed 1 -o "$tmp/pack-fifo.json"
took=$((($(date +%s%N) - started) / 1000000))
one 1 err "$tmp/pack-fifo.json: not a regular file (a FIFO)" "pack -o FIFO"
[ "$took" -lt 2000 ] || fail "pack -o FIFO: refused only after ${took} ms (the pack grew first)"
[ -p "$tmp/pack-fifo.json" ] || fail "pack -o FIFO: the FIFO was not left"

# --- 9. an empty or garbled display face: stood in for, as a missing one is ------------
for face in empty garbage; do
  rm -rf "$tmp/away"
  mkdir -p "$tmp/away/assets"
  cp "$carillon" "$tmp/away/carillon"
  cp assets/DejaVuSans.ttf "$tmp/away/assets/"
  case $face in
    empty) : > "$tmp/away/assets/Quicksand-Medium.ttf" ;;
    garbage) head -c 5000 /dev/urandom > "$tmp/away/assets/Quicksand-Medium.ttf" ;;
  esac
  fresh
  (cd "$tmp/away" && timeout 30 ./carillon --pack "$OLDPWD/$pack" --headless --frames 2 --screenshot "$tmp/face.png") > "$tmp/out" 2> "$tmp/err"
  rc=$?
  [ "$rc" -eq 0 ] && [ -s "$tmp/face.png" ] || fail "an $face Quicksand face: exit $rc (a missing one plays)"
done

# --- 10. a win is saved before it is said, another copy holding the lock a while (F-3) --
# flock(1) holds progress.json's lock as another copy saving a large file would: the win's
# save waits for it (at the end, up to PREFS_FINISH_WAIT_MS), and "cleared" is said only
# once the win is in the file; a copy killed while it waits has said nothing it lost.
hold_lock() { # SECONDS: the lock held that long by a subshell ($holder), from when this returns
  (exec 9> "$P/progress.json.lock" && flock 9 && sleep "$1" 9>&-) > /dev/null 2>&1 &
  holder=$!
  until ! flock -n "$P/progress.json.lock" true; do sleep 0.05; done
}
fresh
hold_lock 3
run "$carillon" --headless --autoplay --level 1
wait "$holder"
[ "$rc" -eq 0 ] || fail "the lock held 3 s: exit $rc, wanted 0 (the win saved once it was let go)"
grep -q '^level 1 cleared in ' "$tmp/out" || fail "the lock held 3 s: the win was not said"
grep -q '"level": *1' "$P/progress.json" 2> /dev/null || fail "the lock held 3 s: the win is not in progress.json"
fresh
hold_lock 30
# Emptied here, not by the background game's own redirection, which happens after the fork:
# the loop below could read the last run's line (the same words, from the 3 s hold) first.
: > "$tmp/out"
: > "$tmp/err"
"$carillon" --headless --autoplay --all --level 1 > "$tmp/out" 2> "$tmp/err" &
game=$!
for _ in $(seq 200); do grep -q 'saving is tried again' "$tmp/err" && break; sleep 0.05; done
grep -q 'saving is tried again' "$tmp/err" || fail "the lock held: the win's save did not fail and wait"
kill -9 "$game" 2> /dev/null
wait "$game" 2> /dev/null
kill "$holder" 2> /dev/null
wait "$holder" 2> /dev/null
grep -q 'cleared' "$tmp/out" && fail "killed while the lock was held: 'cleared' was said of a win not saved"

[ "$failures" -eq 0 ] || { echo "nothing_lost.sh: $failures failures"; exit 1; }
echo "nothing lost: unsaved files at exit fail with their line; special files left as they are; screenshots and stdout checked; names escaped; a size limit is a failed save; stray temporaries removed; pack -o checked first; a win said only once saved, another copy holding the lock"
