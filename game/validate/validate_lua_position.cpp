// Finding line:column for script problems in the Lua source (see the header for the rules).
#include "game/validate/validate_lua_position.hpp"

#include "scripting/lua_tokens.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

namespace gov {

namespace {

std::vector<std::string_view> split_lines(const std::string& source) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start <= source.size()) {
    std::size_t end = source.find('\n', start);
    if (end == std::string::npos) end = source.size();
    std::string_view line(source.data() + start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

bool is_word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

int first_non_blank(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return static_cast<int>(i) + 1;
}

// Is `name` at `at` in `line` written as a table key: a whole word followed by '=' (not
// '=='), or '(' (function M.name(...)), or inside ["name"] / ['name']?
bool key_at(std::string_view line, std::size_t at, std::string_view name) {
  if (at > 0 && is_word_char(line[at - 1])) return false;
  std::size_t end = at + name.size();
  if (end < line.size() && is_word_char(line[end])) return false;
  if (at >= 2 && (line[at - 1] == '"' || line[at - 1] == '\'') && line[at - 2] == '[')
    return end < line.size() && line[end] == line[at - 1];
  while (end < line.size() && (line[end] == ' ' || line[end] == '\t')) ++end;
  if (end >= line.size()) return false;
  if (line[end] == '(') return true;
  return line[end] == '=' && (end + 1 >= line.size() || line[end + 1] != '=');
}

// The first place at or after (line, column) where `name` is written as a key.
LuaPoint find_key(const std::vector<std::string_view>& lines, std::string_view name,
                  LuaPoint from) {
  for (std::size_t l = static_cast<std::size_t>(from.line - 1); l < lines.size(); ++l) {
    std::size_t at = l + 1 == static_cast<std::size_t>(from.line)
                         ? static_cast<std::size_t>(from.column - 1)
                         : 0;
    for (at = lines[l].find(name, at); at != std::string_view::npos;
         at = lines[l].find(name, at + 1))
      if (key_at(lines[l], at, name)) return {static_cast<int>(l) + 1, static_cast<int>(at) + 1};
  }
  return {};
}

// The quoted names a handler problem is about, in order: "the 'x' table has an unknown
// field 'y'" -> x, y; "'x.y' must be a function" -> x, y. Suggestions and the list of
// valid hooks after " (" or ";" are not part of it.
std::vector<std::string> quoted_names(const std::string& message) {
  std::string head = message.substr(0, std::min(message.find(" ("), message.find(';')));
  std::vector<std::string> names;
  for (std::size_t open = head.find('\''); open != std::string::npos;) {
    const std::size_t close = head.find('\'', open + 1);
    if (close == std::string::npos) break;
    const std::string quoted = head.substr(open + 1, close - open - 1);
    const std::size_t dot = quoted.find('.');
    names.push_back(quoted.substr(0, dot));
    if (dot != std::string::npos) names.push_back(quoted.substr(dot + 1));
    open = head.find('\'', close + 1);
  }
  return names;
}

bool is_handler_problem(const std::string& m) {
  // A declaration of a handler table: "'captain_turn.once_per_phase' is the memory slot..."
  if (m.starts_with('\'')) {
    const std::size_t close = m.find('\'', 1);
    if (close != std::string::npos && m.substr(1, close - 1).find('.') != std::string::npos)
      return true;
  }
  for (const char* marker :
       {"unknown hook '", "' is an offer hook", "' takes a function", "' table has an unknown",
        "' must be a function", "' needs both offer", "the handler for '", "cannot be a pack",
        "' takes no offer", "' table has no function", ".roles' ", "' has both a "})
    if (m.find(marker) != std::string::npos) return true;
  return false;
}

// The file's own `return` (a `return` outside every block), else its last non-empty line.
// Tokens, not lines: a hook's early `return` at the start of a line is inside its
// `function`, and pointing there made a forgotten `return M` look like a broken hook.
LuaPoint final_return(const std::string& source, const std::vector<std::string_view>& lines) {
  const std::vector<lua::LuaToken> t = lua::lua_tokens(source);
  int depth = 0;
  LuaPoint top_return;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const std::string& s = t[i].text;
    if (i > 0 && (t[i - 1].text == "." || t[i - 1].text == ":")) continue;
    if (s == "function" || s == "if" || s == "do" || s == "repeat") ++depth;
    if (s == "end" || s == "until") depth = std::max(0, depth - 1);
    if (s == "return" && depth == 0) top_return = {t[i].line, t[i].column};
  }
  if (top_return.line > 0) return top_return;
  for (std::size_t l = lines.size(); l-- > 0;) {
    const int col = first_non_blank(lines[l]);
    if (static_cast<std::size_t>(col - 1) < lines[l].size()) return {static_cast<int>(l) + 1, col};
  }
  return {1, 1};
}

}  // namespace

LuaPoint locate_in_lua(const std::string& source, int line, const std::string& message) {
  const std::vector<std::string_view> lines = split_lines(source);
  const bool line_known = line > 0 && static_cast<std::size_t>(line) <= lines.size();
  const std::string_view text =
      line_known ? lines[static_cast<std::size_t>(line - 1)] : std::string_view{};

  if (message.find("must return a table") != std::string::npos) return final_return(source, lines);

  if (const std::size_t near = message.rfind(" near "); near != std::string::npos && line_known) {
    const std::string token = message.substr(near + 6);
    if (token == "<eof>") return {line, static_cast<int>(text.size()) + 1};
    if (token.size() >= 2 && token.front() == '\'' && token.back() == '\'') {
      // Lua names the token it stopped at; earlier copies of it on the line usually parsed
      // (`x = = 1`), so the last copy is the likelier one.
      const std::size_t at = text.rfind(token.substr(1, token.size() - 2));
      if (at != std::string_view::npos) return {line, static_cast<int>(at) + 1};
    }
    return {line, first_non_blank(text)};
  }

  if (is_handler_problem(message)) {
    const std::vector<std::string> names = quoted_names(message);
    if (!names.empty()) {
      LuaPoint at;
      if (line_known) at = find_key(lines, names[0], {line, 1});
      if (at.line == 0 || at.line != line) at = find_key(lines, names[0], {1, 1});
      for (std::size_t i = 1; at.line > 0 && i < names.size(); ++i) {
        const LuaPoint inner = find_key(lines, names[i], {at.line, at.column + 1});
        if (inner.line > 0) at = inner;
      }
      if (at.line > 0) return at;
    }
  }

  if (!line_known) return {};
  // "unknown global 'io'", "attempt to index a nil value (local 'config')": the name.
  const std::size_t close = message.rfind('\'');
  const std::size_t open = close == std::string::npos ? close : message.rfind('\'', close - 1);
  if (open != std::string::npos) {
    const std::string name = message.substr(open + 1, close - open - 1);
    for (std::size_t at = text.find(name); !name.empty() && at != std::string_view::npos;
         at = text.find(name, at + 1)) {
      const std::size_t end = at + name.size();
      if ((at == 0 || !is_word_char(text[at - 1])) &&
          (end == text.size() || !is_word_char(text[end])))
        return {line, static_cast<int>(at) + 1};
    }
  }
  return {line, first_non_blank(text)};
}

}  // namespace gov
