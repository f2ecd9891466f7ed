// Where validate points in a Lua file for each kind of script problem
// (game/validate/validate_lua_position.hpp).
#include <catch2/catch.hpp>

#include "game/validate/validate_lua_position.hpp"

using gov::locate_in_lua;
using gov::LuaPoint;

namespace {
bool at(LuaPoint p, int line, int column) {
  INFO("got " << p.line << ":" << p.column);
  return p.line == line && p.column == column;
}
}  // namespace

TEST_CASE("lua positions: syntax errors point at the token they are near", "[validate][lua]") {
  const std::string src = "local M = {}\n  local x = = 1\nreturn M\n";
  CHECK(at(locate_in_lua(src, 2, "unexpected symbol near '='"), 2, 13));
  CHECK(at(locate_in_lua(src, 3, "'end' expected near <eof>"), 3, 9));
  CHECK(at(locate_in_lua(src, 2, "something near 'zzz'"), 2, 3));  // not found: first non-blank
  CHECK(at(locate_in_lua("f(a b)\n", 1, "')' expected near 'b'"), 1, 5));
}

TEST_CASE("lua positions: handler problems point at the hook's key", "[validate][lua]") {
  const std::string src =
      "local M = {}\n"
      "function M.good_sol(ctx, args) end\n"
      "M.builder_turn = {\n"
      "  offer = function(ctx, args) return {} end,\n"
      "  aply = function(ctx, args) end,\n"
      "}\n"
      "M[\"trader_turn\"] = 5\n"
      "return M\n";
  CHECK(at(locate_in_lua(src, 2,
                         "unknown hook 'good_sol' (did you mean 'good_sold'?); valid "
                         "hooks: good_sold (notify)"),
           2, 12));
  // A table handler has no line of its own: the key is searched from the top.
  CHECK(at(locate_in_lua(src, 0, "'builder_turn' needs both offer and apply functions"), 3, 3));
  CHECK(at(locate_in_lua(src, 0,
                         "the 'builder_turn' table has an unknown field 'aply' (expected offer, "
                         "apply)"),
           5, 3));
  CHECK(at(locate_in_lua(src, 0,
                         "the handler for 'trader_turn' must be a function or a table, not a "
                         "number"),
           7, 4));
  // `M.good_sold == x` is a comparison, not a key: no position found, none invented.
  CHECK(
      at(locate_in_lua("if M.good_sold == 1 then end\n", 0, "'good_sold' takes a function"), 0, 0));
}

TEST_CASE("lua positions: a missing table points at the final return", "[validate][lua]") {
  CHECK(at(locate_in_lua("local M = {}\nreturn 42\n\n", 0,
                         "a script must return a table of hook handlers (got number)"),
           2, 1));
  CHECK(at(locate_in_lua("local M = {}\n  x = 1\n", 0, "a script must return a table (got nil)"), 2,
           3));
  CHECK(at(locate_in_lua("", 0, "a script must return a table (got nil)"), 1, 1));
  // A hook's early `return` is not the file's: a forgotten `return M` is at the last line.
  CHECK(at(locate_in_lua("local M = {}\nfunction M.x(ctx)\n  return\nend\n", 0,
                         "a script must return a table (got nil)"),
           4, 1));
}

TEST_CASE("lua positions: runtime errors point at the name they mention", "[validate][lua]") {
  const std::string src = "local M = {}\nlocal f = io.open('x')\nlocal y = cfg.bonus\n";
  CHECK(at(locate_in_lua(src, 2, "unknown global 'io' (not part of the sandbox)"), 2, 11));
  CHECK(at(locate_in_lua(src, 3, "attempt to index a nil value (global 'cfg')"), 3, 11));
  CHECK(at(locate_in_lua(src, 3, "instruction budget of 1000000 exceeded"), 3, 1));
  CHECK(at(locate_in_lua(src, 0, "memory limit exceeded"), 0, 0));
}
