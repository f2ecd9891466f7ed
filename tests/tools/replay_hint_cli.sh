#!/bin/sh
# Issue #47: the "replay it" command that `sim` and `validate --simulate` print for a failing
# game replays that game: it reaches the same failure at the same decision. The pack
# tests/packs/rare-failure fails only where the game's own course leads (a seat taking a
# role with 9 coins from round 6 on), so a command that played another game would fail
# elsewhere or not at all.
# Usage: replay_hint_cli.sh GOVERNOR_BINARY SOURCE_DIR
set -u
gov=$1
cd "$2" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "replay_hint_cli: $*" >&2; exit 1; }
pack=tests/packs/rare-failure

# sim: "game I (...): 'ACTION' failed at decision N: ERROR" and "  replay it: COMMAND".
timeout 120 "$gov" sim --packs "base,$pack" --players 2 --games 40 --seed 3 --no-progress \
  >"$tmp/sim.out" 2>&1 && fail "sim did not report the pack's failure"
failure=$(sed -n "s/^error: game [0-9]* ([^)]*): \('.*' failed at decision [0-9]*: .*\)$/\1/p" "$tmp/sim.out")
command=$(sed -n 's/^  replay it: governor \(.*\)$/\1/p' "$tmp/sim.out")
[ -n "$failure" ] || fail "no failure line in sim's output: $(head -c 600 "$tmp/sim.out")"
[ -n "$command" ] || fail "no 'replay it' line in sim's output: $(head -c 600 "$tmp/sim.out")"
echo "$failure" | grep -q "rare failure: seat" || fail "sim failed otherwise: $failure"
# shellcheck disable=SC2086
timeout 120 "$gov" $command --no-color >"$tmp/replay.out" 2>&1 </dev/null
grep -qF -- "$failure" "$tmp/replay.out" ||
  fail "governor $command did not fail as sim said ($failure): $(tail -3 "$tmp/replay.out")"

# validate --simulate: "after decision N 'ACTION': ... ERROR; replay it: COMMAND".
timeout 120 "$gov" validate base "$pack" --simulate 40 >"$tmp/validate.out" 2>&1 &&
  fail "validate did not report the pack's failure"
what=$(sed -n 's/.*\(rare failure: seat [^;]*\); replay it: .*/\1/p' "$tmp/validate.out")
action=$(sed -n "s/.*after decision [0-9]* \('[^']*'\): .*/\1/p" "$tmp/validate.out")
command=$(sed -n 's/.*; replay it: governor \(.*\)$/\1/p' "$tmp/validate.out")
[ -n "$what" ] && [ -n "$action" ] && [ -n "$command" ] ||
  fail "no failure and replay command in validate's output: $(head -c 600 "$tmp/validate.out")"
# shellcheck disable=SC2086
timeout 120 "$gov" $command --no-color >"$tmp/replay2.out" 2>&1 </dev/null
grep -qF -- "$action failed at decision" "$tmp/replay2.out" && grep -qF -- "$what" "$tmp/replay2.out" ||
  fail "governor $command did not fail as validate said ($action: $what): $(tail -3 "$tmp/replay2.out")"
echo "replay_hint_cli: ok (sim's and validate's replay commands reach the same failure)"
