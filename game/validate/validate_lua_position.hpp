// Where in a Lua file a script problem is. Lua reports a line only (a syntax error, an
// error while the file runs) or, for a handler given as a table, not even that; validate
// prints line:column, so the column (and a missing line) is found in the source text:
//   - a syntax error "... near 'tok'": that token on the reported line (its last copy);
//   - a problem with a hook handler ("unknown hook 'x'", "the 'x' table has an unknown
//     field 'y'", ...): the name written as a table key (`M.x =`, `function M.x(`,
//     `x = {`, `["x"] =`), searched on the reported line first, then from the top;
//   - "must return a table": the file's last top-level `return` (or its last line);
//   - an error naming a variable ("unknown global 'io'", "(local 'config')"): that name on
//     the reported line;
//   - anything else on a known line: the line's first non-blank character.
#pragma once

#include <string>

namespace gov {

struct LuaPoint {
  int line = 0;  // 1-based; 0 when nothing in the file can be pointed at
  int column = 0;
};

LuaPoint locate_in_lua(const std::string& source, int line, const std::string& message);

}  // namespace gov
