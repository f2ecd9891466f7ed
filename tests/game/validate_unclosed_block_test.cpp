// Naming the block a missing `end` leaves open (game/validate/validate_unclosed_block.hpp):
// only when an `end` is indented for an enclosing block; never for another syntax error.
#include <catch2/catch.hpp>

#include "game/validate/validate_unclosed_block.hpp"

using gov::unclosed_block_hint;

TEST_CASE("unclosed block: the end indented for the enclosing block names the inner one",
          "[validate][lua]") {
  const std::string src =
      "local M = {}\n"
      "M.x = {\n"
      "  offer = function(ctx, args)\n"
      "    for i = 1, 2 do\n"
      "      x = i\n"
      "  end,\n"
      "}\n";
  CHECK(unclosed_block_hint(src, 6) ==
        "; the `for` opened at line 4 (or `function` at line 3) has no `end`");
}

TEST_CASE("unclosed block: nothing said when the indentation agrees", "[validate][lua]") {
  CHECK(unclosed_block_hint("function f()\n  local x = = 1\nend\n", 2).empty());
  CHECK(unclosed_block_hint("function f()\n  if x then return end\n  y = ,\nend\n", 3).empty());
  // Blocks closed on their own line, and an `end` after the error, do not count.
  CHECK(unclosed_block_hint("if a then\n  b()\n  end\nx = = 1\n", 4).empty());
}
