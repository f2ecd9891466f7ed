#!/bin/sh
# A card game's start variant on the command line (--variant of play, sim, arena): checked
# against the packs' variants with a "did you mean" (exit 2), printed in sim's summary,
# carried by sim shards into merge, and recorded in logs and saves so replay and resume
# deal the same cards.
# Usage: variant_cli.sh GOVERNOR_BINARY SOURCE_DIR
set -u
gov=$1
cd "$2" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "variant_cli: $*" >&2; exit 1; }
# run NAME CODE ARGS...: runs governor (60 s at most), output in $tmp/NAME.out/.err
run() {
  name=$1; want=$2; shift 2
  timeout 60 "$gov" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" </dev/null
  got=$?
  [ "$got" -eq "$want" ] || fail "$name: governor $* exited $got, expected $want: $(head -c 600 "$tmp/$name.err")"
}
has() { grep -q -- "$2" "$tmp/$1.out" "$tmp/$1.err" || fail "$1: no '$2' in the output"; }
lacks() { ! grep -q -- "$2" "$tmp/$1.out" "$tmp/$1.err" || fail "$1: '$2' in the output"; }
sim="sim --packs san-juan --players 3 --games 12 --seed 2 --no-progress"

run misspelt 2 $sim --variant start_choise
has misspelt "error: --variant: no start variant 'start_choise' in these packs (did you mean 'start_choice'?)"
run no_variants 2 sim --packs base --games 2 --variant start_choice --no-progress
has no_variants "these packs declare no start variant"
run arena_misspelt 2 arena --pool random,greedy --packs san-juan --players 2 --games 2 --variant x --no-progress
has arena_misspelt "they declare: start_choice"

run whole 0 $sim --variant start_choice
has whole "start variant   start_choice"
run plain 0 $sim
lacks plain "start variant"
[ "$(grep signature "$tmp/whole.out")" != "$(grep signature "$tmp/plain.out")" ] ||
  fail "the variant's games have the plain games' signature"

# Shards of a variant run merge into the whole run.
run shard0 0 $sim --variant start_choice --shard 0/2 --games-out "$tmp/s0.jsonl"
run shard1 0 $sim --variant start_choice --shard 1/2 --games-out "$tmp/s1.jsonl"
run merged 0 merge "$tmp/s1.jsonl" "$tmp/s0.jsonl"
has merged "start variant   start_choice"
[ "$(grep signature "$tmp/merged.out")" = "$(grep signature "$tmp/whole.out")" ] ||
  fail "merged shards: $(grep signature "$tmp/merged.out"), whole run: $(grep signature "$tmp/whole.out")"

# Logs record it and replay to the same hash.
run logged 0 sim --packs san-juan --players 3 --games 2 --seed 2 --no-progress \
  --variant start_choice --log "$tmp/logs"
grep -q '"variant": "start_choice"' "$tmp/logs/game-0.json" || fail "the log has no variant"
run replayed 0 replay "$tmp/logs/game-1.json"
has replayed "matches the log"

# A save: the governor's first decision is a discard; resume and replay deal the same.
printf '1\n' | timeout 60 "$gov" play --packs san-juan --seats human,random --seed 4 \
  --variant start_choice --save "$tmp/save.json" --no-color >"$tmp/play.out" 2>&1 ||
  fail "play --variant exited $?"
has play "game start: discarding down to 4 cards"
grep -q '"variant": "start_choice"' "$tmp/save.json" || fail "the save has no variant"
run resumed 0 play --resume "$tmp/save.json" --no-color
has resumed "start variant start_choice"
run resume_variant 2 play --resume "$tmp/save.json" --variant start_choice
run save_replayed 0 replay "$tmp/save.json"
has save_replayed "matches the log"
echo "variant_cli: ok"
