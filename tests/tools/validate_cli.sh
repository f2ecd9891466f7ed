#!/bin/sh
# `governor validate` from the command line: exit codes (0 valid, 1 problems, 2 usage or
# I/O error), problems on stdout one per line, JSON with the same count.
# Usage: validate_cli.sh GOVERNOR_BINARY SOURCE_DIR
set -u
gov=$1
cd "$2" || exit 2
fail() { echo "validate_cli: $*" >&2; exit 1; }
expect_exit() {  # expect_exit CODE ARGS...
  want=$1; shift
  "$gov" validate "$@" >/dev/null 2>&1
  got=$?
  [ "$got" -eq "$want" ] || fail "governor validate $* exited $got, expected $want"
}
expect_exit 0 base new-buildings nobles
expect_exit 0 --packs base,examples/dockyards
expect_exit 1 base tests/loader/fixtures/unknown_key
expect_exit 2 base tests/loader/fixtures/no_such_folder
expect_exit 2 --format xml base
expect_exit 2 --simulate -1 base
lines=$("$gov" validate base tests/loader/fixtures/setup_errors 2>/dev/null | wc -l)
[ "$lines" -eq 5 ] || fail "expected 5 problem lines, got $lines"
first=$("$gov" validate base tests/loader/fixtures/setup_errors 2>/dev/null | head -1)
[ "$first" = "tests/loader/fixtures/setup_errors/setup.yaml:2:27: error: settings.trading_house_capacity: must be from 1 to 8, got 9" ] ||
  fail "unexpected first line: $first"
count=$("$gov" validate --format json base tests/loader/fixtures/setup_errors 2>/dev/null | grep -c '"severity"')
[ "$count" -eq 5 ] || fail "expected 5 diagnostics in JSON, got $count"
# A handler reading an args field its event does not have (game/validate/validate_args.cpp): an
# error at the field's line:column, with the field meant.
expect_exit 1 base tests/loader/fixtures/lua_args_fields
typo=$("$gov" validate base tests/loader/fixtures/lua_args_fields 2>/dev/null | grep "'cuont'")
[ "$typo" = "tests/loader/fixtures/lua_args_fields/buildings/spice_shop.lua:13:36: error: the args of goods_shipped have no field 'cuont' (did you mean 'count'?); they have seat, good, count, venue, event, amount (docs/hooks.md, \"Events\")" ] ||
  fail "unexpected args line: $typo"
# docs/card-games.md: its deliberate mistake (`count: public`, line 7 of the example card
# game's cards.yaml), and the 128-card and 254-code limits, with the lines it quotes.
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fresh_orchard() { rm -rf "$tmp/orchard" && cp -R examples/orchard "$tmp/orchard"; }
orchard_says() { (cd "$tmp" && "$gov" validate orchard 2>/dev/null); }
fresh_orchard
sed '7s/count: everyone/count: public/' examples/orchard/cards.yaml >"$tmp/orchard/cards.yaml"
said=$(orchard_says)
[ "$said" = "orchard/cards.yaml:7:12: error: zones[0].count: 'public' is not one of: everyone, owner, nobody" ] ||
  fail "unexpected card game mistake: $said"
fresh_orchard
sed 's/^copies: 16$/copies: 83/' examples/orchard/buildings/apple_tree.yaml >"$tmp/orchard/buildings/apple_tree.yaml"
said=$(orchard_says)
[ "$said" = "orchard/cards.yaml: error: the buildings' copies make 129 cards; a game holds at most 128" ] ||
  fail "unexpected card limit: $said"
fresh_orchard
for z in shelf1 shelf2; do
  printf '  - id: %s\n    of: building\n    sees: owner\n    count: everyone\n' "$z"
done >"$tmp/zones.yaml"
sed "/^start:/e cat $tmp/zones.yaml" examples/orchard/cards.yaml >"$tmp/orchard/cards.yaml"
said=$(orchard_says)
[ "$said" = "orchard/cards.yaml: error: the zones need more than 254 location codes (a zone of a building takes 60, of a seat 5); declare fewer zones" ] ||
  fail "unexpected code limit: $said"
fresh_orchard
sed 's/"cellar", me/"celar", me/' examples/orchard/buildings/root_cellar.lua >"$tmp/orchard/buildings/root_cellar.lua"
said=$(cd "$tmp" && "$gov" validate orchard --simulate 20 2>/dev/null)
# A zone typo: the literal given to ctx:cards is no zone of the mix, found before any game.
[ "$said" = "orchard/buildings/root_cellar.lua:12:18: error: 'celar' is no card zone id of this mix (did you mean 'cellar'?): ctx:cards's argument 1 must be one; the call would fail when it runs" ] ||
  fail "unexpected zone typo: $said"
echo "validate_cli: ok"
