#!/bin/sh
# Issue #47: a game started without --seed gets a fresh seed, printed with the command that
# replays it ("seed N: replay with --seed N") and kept in the log; the printed seed replays
# the same game action for action; an explicit --seed prints no such line and deals as
# before. sim keeps its fixed default seed (a run is reproducible from its command line).
# Usage: seed_cli.sh GOVERNOR_BINARY SOURCE_DIR
set -u
gov=$1
cd "$2" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "seed_cli: $*" >&2; exit 1; }
# play NAME ARGS...: a bots-only game (60 s at most), output in $tmp/NAME.out, log in NAME.json
play() {
  name=$1; shift
  timeout 60 "$gov" play --packs base --players 2 --seats random,random --no-color \
    --log "$tmp/$name.json" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" </dev/null ||
    fail "$name: governor play $* failed: $(head -c 600 "$tmp/$name.err")"
}
seed_of() { sed -n 's/^seed \([0-9][0-9]*\): replay with --seed \1$/\1/p' "$tmp/$1.out"; }
actions_of() { tr -d ' \n' <"$tmp/$1.json" | sed 's/.*"actions":\(\[[^]]*\]\).*/\1/'; }

play first
play second
a=$(seed_of first)
b=$(seed_of second)
[ -n "$a" ] || fail "no 'seed N: replay with --seed N' line: $(head -3 "$tmp/first.out")"
[ -n "$b" ] || fail "the second game printed no seed line"
[ "$a" != "$b" ] || fail "two games without --seed both got seed $a"
[ "$a" != 1 ] || fail "a game without --seed got seed 1, the old fixed default"
grep -q "\"seed\": *$a\b" "$tmp/first.json" || fail "the log does not keep the fresh seed $a"

# The printed command replays the same game.
play replay --seed "$a"
[ -z "$(seed_of replay)" ] || fail "an explicit --seed printed a replay line"
[ "$(actions_of first)" = "$(actions_of replay)" ] ||
  fail "--seed $a did not replay the game that printed it"

# An explicit seed deals as it always did: twice the same.
play one_a --seed 1
play one_b --seed 1
[ "$(actions_of one_a)" = "$(actions_of one_b)" ] || fail "--seed 1 dealt two different games"

# sim keeps its fixed default.
timeout 120 "$gov" sim --packs base --players 2 --games 2 --no-progress >"$tmp/sim.out" 2>&1 ||
  fail "sim failed: $(head -c 400 "$tmp/sim.out")"
grep -q "seed *1\b" "$tmp/sim.out" || fail "sim's default seed is no longer 1: $(head -5 "$tmp/sim.out")"
echo "seed_cli: ok (fresh seeds $a and $b; --seed $a replayed the game)"
