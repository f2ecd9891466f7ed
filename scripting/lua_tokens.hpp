// A small Lua tokenizer for checks of a script's source text (scripting/source_checks.cpp at
// load, game/validate/validate_args.cpp in `governor validate`): names and punctuation with their
// line and column; comments skipped; strings and numbers as one token each. Not a parser:
// what it cannot tell for sure (an escaped string), it leaves unsaid.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gov::lua {

struct LuaToken {
  // A name, punctuation ("~=", ":", ".", "(", "..", "::", ...), "\"" for a string, "0" for a
  // number.
  std::string text;
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in bytes
  // A string's value, when the source spells it without escapes (`literal`).
  std::string value;
  bool literal = false;
};

std::vector<LuaToken> lua_tokens(std::string_view source);

// A name (or keyword) token, not punctuation, a string or a number.
bool is_name_token(const std::string& text);

}  // namespace gov::lua
