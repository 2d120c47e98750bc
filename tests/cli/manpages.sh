#!/usr/bin/env bash
# The manual pages carillon(6) and levelgen(6) name exactly the options (and, for
# levelgen, the commands and exit statuses) that each program's --help names, so neither
# can gain an option the other lacks; and both render with groff and man without one
# warning.
set -euo pipefail
source tests/support/harness.sh

# Every option word of a --help text: -x or --word, after a space or a bracket.
help_options() { grep -oE '(^|[ [])--?[a-z][a-z-]*' | tr -d ' [' | sort -u; }
# Every option of an mdoc page: `Fl x` is -x, `Fl -x` is --x.
page_options() { grep -oE 'Fl -?[a-z][a-z-]*' "$1" | sed 's/^Fl /-/' | sort -u; }
# The exit statuses: "Exit status: 0 ..., 1 ..., 2 ..." in --help; .It N under EXIT STATUS.
help_statuses() { grep -A2 '^Exit status:' | grep -oE '(: |, )[0-9]+ ' | tr -dc '0-9\n' | sort -u; }
page_statuses() { sed -n '/^\.Sh EXIT STATUS/,/^\.Sh /p' "$1" | grep -oE '^\.It [0-9]+$' | cut -c5- | sort -u; }

same() { # what, from --help, from the page
  if [ "$2" != "$3" ]; then
    echo "$1 differ (< --help, > page):" > "$tmp/err"
    diff <(echo "$2") <(echo "$3") >> "$tmp/err" || true
    : > "$tmp/out"
    fail "$1"
  fi
}

for prog in carillon levelgen; do
  page=man/$prog.6
  "$BUILD/$prog" --help > "$tmp/help.$prog"
  same "$prog options" "$(help_options < "$tmp/help.$prog")" "$(page_options "$page")"
  same "$prog exit statuses" "$(help_statuses < "$tmp/help.$prog")" "$(page_statuses "$page")"
  [ -n "$(help_options < "$tmp/help.$prog")" ] || fail "$prog --help names no options"

  groff -ww -z -mandoc -Tutf8 "$page" > "$tmp/out" 2> "$tmp/err" && [ ! -s "$tmp/err" ] ||
    fail "groff -ww warns about $page"
  MANWIDTH=80 man --warnings=w -l "$page" > "$tmp/out" 2> "$tmp/err" && [ ! -s "$tmp/err" ] ||
    fail "man -l warns about $page"
  grep -q "^ *$prog " "$tmp/out" || fail "man -l $page does not name $prog"
done

# levelgen's commands: the first word of each line under "commands:" in --help.
help_commands=$(sed -n '/^commands:/,/^$/p' "$tmp/help.levelgen" | grep -oE '^  [a-z]+' | tr -d ' ' | sort -u)
page_commands=$(grep -oE '^\.It Cm [a-z]+' man/levelgen.6 | cut -c8- | sort -u)
same "levelgen commands" "$help_commands" "$page_commands"

# The page's own words for the files the game keeps.
for word in CARILLON_PREFS progress.json settings.json .damaged; do
  grep -qF -- "$word" man/carillon.6 || fail "carillon(6) does not mention $word"
done

[ "$failures" -eq 0 ] || exit 1
echo "manpages: both pages name what --help names and render without warnings"
