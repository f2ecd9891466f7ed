// A script's functions in its tokens (see the header).
#include "game/validate/validate_source_functions.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace gov {

namespace {

bool opens_block(const std::string& s) {
  // `while` and `for` open theirs with `do`.
  return s == "function" || s == "if" || s == "do" || s == "repeat";
}

// The function whose `function` token is at `i`: its parameters and its `end`; false when
// the header does not read as one.
bool read_function(const std::vector<lua::LuaToken>& t, std::size_t i, SourceFunction& f) {
  f.begin = i;
  std::size_t j = i + 1;
  if (lua::is_name_token(token_at(t, j))) {  // function a.b.c:m(
    ++j;
    while ((token_at(t, j) == "." || token_at(t, j) == ":") &&
           lua::is_name_token(token_at(t, j + 1))) {
      if (token_at(t, j) == ":") f.params.push_back("self");
      j += 2;
    }
  }
  if (token_at(t, j) != "(") return false;
  for (++j; j < t.size() && token_at(t, j) != ")"; ++j)
    if (lua::is_name_token(token_at(t, j))) f.params.push_back(t[j].text);
  int depth = 1;
  for (++j; j < t.size(); ++j) {
    const std::string& s = t[j].text;
    const bool member = token_at(t, j - 1) == "." || token_at(t, j - 1) == ":";
    if (member) continue;
    if (opens_block(s)) ++depth;
    if ((s == "end" || s == "until") && --depth == 0) {
      f.end = j;
      return true;
    }
  }
  return false;
}

}  // namespace

const std::string& token_at(const std::vector<lua::LuaToken>& t, std::size_t i) {
  static const std::string none;
  return i < t.size() ? t[i].text : none;
}

std::vector<SourceFunction> source_functions(const std::vector<lua::LuaToken>& t) {
  std::vector<SourceFunction> out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i].text != "function") continue;
    SourceFunction f;
    if (read_function(t, i, f)) out.push_back(std::move(f));
  }
  return out;
}

std::vector<const HandlerFunction*> handlers_of(
    const std::vector<lua::LuaToken>& t, const SourceFunction& f,
    const std::vector<const HandlerFunction*>& handlers) {
  std::vector<const HandlerFunction*> out;
  for (const HandlerFunction* h : handlers)
    if (h->first_line == t[f.begin].line && h->last_line == t[f.end].line && h->params == f.params)
      out.push_back(h);
  return out;
}

std::string script_of(const Ruleset& rules, Id owner) {
  const std::size_t b = static_cast<std::size_t>(owner);
  const std::size_t pack = b - std::min(b, rules.buildings.size());
  if (b < rules.buildings.size()) return rules.buildings[b].script_file;
  if (pack < rules.packs.size()) return rules.packs[pack].rules_file;
  return {};
}

std::string read_file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace gov
