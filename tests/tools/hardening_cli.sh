#!/bin/sh
# The command line under hostile input (issue #13): errors from worker threads and score
# hooks are reported, never an abort; one size cap and one path policy for every verb that
# reads a pack or a log; messages capped and control characters escaped.
# Usage: hardening_cli.sh GOVERNOR_BINARY SOURCE_DIR
set -u
gov=$1
src=$2
cd "$src" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "hardening_cli: $*" >&2; exit 1; }
# run NAME CODE ARGS...: runs governor (10 s at most), output in $tmp/NAME.out/.err
run() {
  name=$1; want=$2; shift 2
  timeout 10 "$gov" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" </dev/null
  got=$?
  [ "$got" -eq "$want" ] || fail "$name: governor $* exited $got, expected $want: $(head -c 600 "$tmp/$name.err")"
}
has() { grep -q -- "$2" "$tmp/$1.out" "$tmp/$1.err" || fail "$1: no '$2' in the output"; }
lacks() { ! grep -q -- "$2" "$tmp/$1.out" "$tmp/$1.err" || fail "$1: '$2' in the output"; }

# 1. A failing score hook, on two threads: an error naming game, seed and hook (exit 1).
failing=tests/packs/failing-score
run sim_threads 1 sim --packs "base,$failing" --games 8 --threads 2 --no-progress
has sim_threads "error: game 0 (game seed "
has sim_threads "broken_scale: final_score: "
lacks sim_threads "terminate called"
run validate_score 1 validate base "$failing" --simulate 2
has validate_score "broken_scale.lua:5:5: error: simulate: game 0"
has validate_score "final_score"

# 2. Caps and the path policy, for every verb that loads packs.
mkpack() {  # mkpack DIR: a pack of one building with a script
  mkdir -p "$1/buildings"
  printf 'id: %s\nname: T\nversion: 1.0.0\nrequires: [base]\n' "$(basename "$1")" >"$1/pack.yaml"
  printf 'id: kiosk\nname: Kiosk\ncost: 1\nvp: 1\ncircles: 1\ncolumn: 1\nsize: small\ncategory: violet\ncopies: 1\ntext: Nothing.\n' >"$1/buildings/kiosk.yaml"
  printf 'return { final_score = function(ctx) return 1 end }\n' >"$1/buildings/kiosk.lua"
}
mkpack "$tmp/big"
truncate -s 700M "$tmp/big/buildings/kiosk.lua"
run big_sim 2 sim --packs "base,$tmp/big" --games 1 --no-progress
has big_sim "kiosk.lua:1:1: error: script is larger than the limit of 1048576 bytes"
run big_play 2 play --packs "base,$tmp/big" --seats random,random
has big_play "script is larger than the limit"
run big_bench 2 bench --packs "base,$tmp/big" --players 2 --games 1 --mix base
has big_bench "script is larger than the limit"

mkpack "$tmp/linked"
ln -s /etc/passwd "$tmp/linked/goods.yaml"
run link_sim 2 sim --packs "base,$tmp/linked" --games 1 --no-progress
has link_sim "linked/goods.yaml: error: a symbolic link to something outside the pack folder"
lacks link_sim "root:"
run link_validate 1 validate base "$tmp/linked"
has link_validate "goods.yaml: error: a symbolic link"
lacks link_validate "root:"

mkpack "$tmp/readme"
truncate -s 2G "$tmp/readme/README.md"
start=$(date +%s)
run readme_sim 0 sim --packs "base,$tmp/readme" --games 1 --no-progress
[ $(( $(date +%s) - start )) -le 2 ] || fail "a 2 GiB README slowed the load down"

# 3. replay: the log's pack ids are looked up in the content folder only; a changed pack
# is an error unless --allow-changed-packs.
run log_sim 0 sim --games 1 --players 3 --log "$tmp/logs" --no-progress
log=$tmp/logs/game-0.json
run replay_ok 0 replay "$log"
for id in / /proc/self ../elsewhere "$tmp/big"; do
  sed "s|\"id\": \"base\"|\"id\": \"$id\"|" "$log" >"$tmp/bad-id.json"
  run replay_bad_id 2 replay "$tmp/bad-id.json"
  has replay_bad_id "is not a pack id"
done
sed 's|"content_hash": "[0-9a-f]*"|"content_hash": "0123456789abcdef"|' "$log" >"$tmp/changed.json"
run replay_changed 2 replay "$tmp/changed.json"
has replay_changed "error: pack 'base': content hash differs"
has replay_changed "--allow-changed-packs"
run replay_allowed 0 replay "$tmp/changed.json" --allow-changed-packs
has replay_allowed "warning: pack 'base': content hash differs"
run replay_path 0 replay "$log" --packs base
truncate -s 20M "$tmp/huge-log.json"
run replay_huge 2 replay "$tmp/huge-log.json"
has replay_huge "larger than the limit"

# 4. A hook's 12 MiB error with escape sequences: capped, escaped, exit 1.
mkdir -p "$tmp/loud"
printf 'id: loud\nname: Loud\nversion: 1.0.0\nrequires: [base]\n' >"$tmp/loud/pack.yaml"
cat >"$tmp/loud/rules.lua" <<'LUA'
return { role_taken = function(ctx, args)
  -- 16 KB of colour escapes: the longest string a script may make (docs/sandbox.md)
  error(string.rep("\27[31mx", 2700))
end }
LUA
run loud_sim 1 sim --packs "base,$tmp/loud" --games 1 --no-progress
has loud_sim "bytes cut\]"
has loud_sim '\\x1b\[31mx'
size=$(wc -c <"$tmp/loud_sim.err")
[ "$size" -lt 16384 ] || fail "loud_sim: $size bytes of error output"
esc=$(printf '\033')
! grep -q "$esc" "$tmp/loud_sim.err" || fail "loud_sim: a raw escape character reached the output"

# The play prompt: what was typed comes back escaped.
printf 'r\033[2Jole nothing\nquit\n' | timeout 10 "$gov" play --seats human,random --no-color \
  >"$tmp/prompt.out" 2>&1
! grep -q "$esc" "$tmp/prompt.out" || fail "prompt: a raw escape character reached the output"
grep -q '\\x1b\[2' "$tmp/prompt.out" || fail "prompt: the typed escape is not shown escaped"
# 5. The clock that times fast hook calls (scripting/call_clock.hpp) decides only whether a
# call is run again under the count hook: steady_clock (GOVERNOR_STEADY_CLOCK=1) plays the
# same games as the default clock, and bench names the clock it used.
run clock_default 0 sim --packs base,new-buildings,nobles --games 20 --threads 2 --no-progress
export GOVERNOR_STEADY_CLOCK=1
run clock_steady 0 sim --packs base,new-buildings,nobles --games 20 --threads 2 --no-progress
run clock_bench 0 bench --mix base --players 2 --games 2 --hook-games 0 --clone-iterations 1
unset GOVERNOR_STEADY_CLOCK
a=$(grep '^signature' "$tmp/clock_default.out")
b=$(grep '^signature' "$tmp/clock_steady.out")
[ -n "$a" ] && [ "$a" = "$b" ] || fail "clock: '$a' with the default clock, '$b' with steady_clock"
has clock_bench "hook call clock steady"
echo "hardening_cli: ok"
