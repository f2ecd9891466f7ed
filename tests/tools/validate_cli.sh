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
echo "validate_cli: ok"
