// validate's check of modify and score hooks that can answer nothing: a bare `return`, or a
// path that reaches the function's `end` (scripting/empty_returns.hpp reads it from the
// compiled script). The answer must be a number or a boolean, so the call fails, but only
// in a game that takes that path: `if args.column ~= 2 then return end` waits for the
// first discount asked about another column.
#include <map>

#include "game/validate/validate.hpp"
#include "game/validate/validate_source_functions.hpp"
#include "loader/sink.hpp"
#include "scripting/empty_returns.hpp"

namespace gov {

namespace {

// The column of the last `word` token on `line`, or 1.
int column_of(const std::vector<lua::LuaToken>& t, int line, const std::string& word) {
  int column = 1;
  for (const auto& tok : t)
    if (tok.line == line && tok.text == word) column = tok.column;
  return column;
}

}  // namespace

std::vector<Diagnostic> return_diagnostics(const Ruleset& rules,
                                           const std::vector<HandlerFunction>& functions) {
  loader::Sink sink;
  std::map<Id, std::vector<const HandlerFunction*>> by_owner;
  for (const HandlerFunction& f : functions)
    if (f.kind == "modify" || f.kind == "score") by_owner[f.owner].push_back(&f);
  for (const auto& [owner, handlers] : by_owner) {
    const std::string path = script_of(rules, owner);
    if (path.empty()) continue;
    const std::string source = read_file_text(path);
    const std::vector<lua::LuaToken> t = lua::lua_tokens(source);
    for (const lua::EmptyReturn& r : lua::find_empty_returns(source)) {
      const HandlerFunction* h = nullptr;
      for (const HandlerFunction* x : handlers)
        if (x->first_line == r.first_line && x->last_line == r.last_line) h = x;
      if (h == nullptr) continue;
      const std::string hook = "the " + h->kind + " hook " + std::string(event_name(h->event));
      const std::string answer = h->kind == "score"
                                     ? "`return 0` when it scores nothing"
                                     : "`return 0` (or `false` for a yes/no hook) for no change";
      if (r.falls_off)
        sink.error(path, {r.line, column_of(t, r.line, "end")},
                   hook +
                       " can reach its `end` without a `return`: it then answers nothing, "
                       "and the call fails when a game takes that path; add " +
                       answer + " before its `end`");
      else
        sink.error(path, {r.line, column_of(t, r.line, "return")},
                   hook +
                       " returns nothing here, and the call fails when a game gets here; "
                       "give it an answer: " +
                       answer);
    }
  }
  return sink.take_sorted();
}

}  // namespace gov
