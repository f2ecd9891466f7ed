// Which block lacks its `end`, for a syntax error Lua reports far from the slip. A missing
// `end` inside a handler table lets the next `end` close the wrong block, and Lua stops
// later at a token that no longer fits ("unexpected symbol near ','"), naming neither block.
// The source's indentation tells: an `end` that starts a line at another column than the
// line of the block it closes, while an enclosing block starts at that column, closed an
// inner block whose own `end` is missing.
#pragma once

#include <string>

namespace gov {

// "; the `if` opened at line 6 (or `function` at line 4) has no `end`" when a block before
// `error_line` was closed by an `end` indented for an enclosing block; empty when the
// indentation shows nothing (the error is then more likely the one Lua names).
std::string unclosed_block_hint(const std::string& source, int error_line);

}  // namespace gov
