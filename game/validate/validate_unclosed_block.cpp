// Naming the block without an `end` (see the header): a stack of the blocks the tokens
// open, and the first `end` whose indentation belongs to an enclosing block.
#include "game/validate/validate_unclosed_block.hpp"

#include <map>
#include <vector>

#include "scripting/lua_tokens.hpp"

namespace gov {

namespace {

struct Block {
  std::string keyword;  // function, if, while, for, do, repeat
  int line = 0;
  int indent = 0;  // column of the first token of its line
};

}  // namespace

std::string unclosed_block_hint(const std::string& source, int error_line) {
  const std::vector<lua::LuaToken> t = lua::lua_tokens(source);
  std::map<int, int> first_column;  // line -> column of its first token
  for (const auto& tok : t) first_column.emplace(tok.line, tok.column);
  std::vector<Block> open;
  bool loop_head = false;  // a `while` or `for` whose `do` opens no block of its own
  const Block* unclosed = nullptr;
  Block found;
  for (std::size_t i = 0; i < t.size() && t[i].line <= error_line; ++i) {
    const std::string& s = t[i].text;
    if (i > 0 && (t[i - 1].text == "." || t[i - 1].text == ":")) continue;
    if (s == "function" || s == "if" || s == "while" || s == "for" || s == "repeat" ||
        (s == "do" && !loop_head)) {
      open.push_back({s, t[i].line, first_column[t[i].line]});
      loop_head = s == "while" || s == "for";
      continue;
    }
    if (s == "do") loop_head = false;
    if ((s != "end" && s != "until") || open.empty()) continue;
    const Block closed = open.back();
    open.pop_back();
    const bool starts_line = first_column[t[i].line] == t[i].column;
    if (unclosed != nullptr || !starts_line || closed.line == t[i].line ||
        closed.indent <= t[i].column)
      continue;
    for (const Block& outer : open)
      if (outer.indent == t[i].column) {
        found = closed;
        unclosed = &found;
      }
  }
  if (unclosed == nullptr) return {};
  std::string hint = "; the `" + found.keyword + "` opened at line " + std::to_string(found.line);
  if (!open.empty())
    hint += " (or `" + open.back().keyword + "` at line " + std::to_string(open.back().line) + ")";
  return hint + " has no `end`";
}

}  // namespace gov
