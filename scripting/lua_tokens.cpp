// The tokenizer of scripting/lua_tokens.hpp.
#include "scripting/lua_tokens.hpp"

#include <cctype>

namespace gov::lua {

namespace {

// The level of a long bracket starting at `i` ("[[" is 0, "[==[" is 2), or -1.
int long_bracket(std::string_view s, std::size_t i) {
  if (i >= s.size() || s[i] != '[') return -1;
  std::size_t j = i + 1;
  while (j < s.size() && s[j] == '=') ++j;
  return j < s.size() && s[j] == '[' ? static_cast<int>(j - i - 1) : -1;
}

// Where a position is: line and the index its line starts at, kept as the scan moves on.
struct Cursor {
  int line = 1;
  std::size_t line_start = 0;
  void newline_at(std::size_t i) {
    ++line;
    line_start = i + 1;
  }
  int column(std::size_t i) const { return static_cast<int>(i - line_start) + 1; }
};

// Skips past the long bracket of `level` opened at `i` (its body starting at `body`),
// counting lines; `value` gets the body.
std::size_t skip_long(std::string_view s, std::size_t i, int level, Cursor& at,
                      std::string* value) {
  const std::size_t body = i + 2 + static_cast<std::size_t>(level);
  const std::string close = "]" + std::string(static_cast<std::size_t>(level), '=') + "]";
  const std::size_t end = s.find(close, body);
  const std::size_t stop = end == std::string_view::npos ? s.size() : end + close.size();
  for (std::size_t k = i; k < stop; ++k)
    if (s[k] == '\n') at.newline_at(k);
  if (value != nullptr && end != std::string_view::npos) {
    // Lua drops a newline right after the opening bracket.
    std::size_t from = body;
    if (from < end && s[from] == '\n') ++from;
    *value = std::string(s.substr(from, end - from));
  }
  return stop;
}

}  // namespace

bool is_name_token(const std::string& t) {
  return !t.empty() && (std::isalpha(static_cast<unsigned char>(t[0])) || t[0] == '_');
}

std::vector<LuaToken> lua_tokens(std::string_view s) {
  std::vector<LuaToken> out;
  Cursor at;
  std::size_t i = 0;
  auto push = [&](std::string text, std::size_t from) {
    out.push_back({std::move(text), at.line, at.column(from), {}, false});
  };
  while (i < s.size()) {
    const char c = s[i];
    if (c == '\n') {
      at.newline_at(i);
      ++i;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') {  // a comment
      const int level = long_bracket(s, i + 2);
      if (level >= 0) {
        i = skip_long(s, i + 2, level, at, nullptr);
      } else {
        while (i < s.size() && s[i] != '\n') ++i;
      }
    } else if (c == '"' || c == '\'') {  // a short string
      push("\"", i);
      std::size_t j = i + 1;
      bool escaped = false;
      while (j < s.size() && s[j] != c && s[j] != '\n') {
        if (s[j] == '\\') {
          escaped = true;
          if (j + 1 < s.size() && s[j + 1] == '\n') at.newline_at(j + 1);  // "a\<newline>b"
          ++j;
        }
        ++j;
      }
      if (!escaped && j < s.size() && s[j] == c) {
        out.back().value = std::string(s.substr(i + 1, j - i - 1));
        out.back().literal = true;
      }
      i = j + 1;
    } else if (const int level = long_bracket(s, i); level >= 0) {  // a long string
      push("\"", i);
      std::string value;
      i = skip_long(s, i, level, at, &value);
      out.back().value = std::move(value);
      out.back().literal = true;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      std::size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      push(std::string(s.substr(i, j - i)), i);
      i = j;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '.')) ++j;
      push("0", i);
      i = j;
    } else if (c == '~' && i + 1 < s.size() && s[i + 1] == '=') {
      push("~=", i);
      i += 2;
    } else if (c == '.' && i + 1 < s.size() && s[i + 1] == '.') {  // .. and ...
      push("..", i);
      while (i < s.size() && s[i] == '.') ++i;
    } else if (c == ':' && i + 1 < s.size() && s[i + 1] == ':') {  // ::label::
      push("::", i);
      i += 2;
    } else {
      push(std::string(1, c), i);
      ++i;
    }
  }
  return out;
}

}  // namespace gov::lua
