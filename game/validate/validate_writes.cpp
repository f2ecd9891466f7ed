// validate's check of ctx writes in read-only hooks: a modify hook, an offer list and a score
// hook get a read-only ctx (docs/hooks.md, "The context"), so `ctx:gain_coins(...)` there
// raises when the line runs, found only by a game that reaches it. In the source of each
// such handler function, a call `<ctx>:<write method>` of its first parameter is reported.
// Left alone (the source does not show it for sure): a function that also answers a notify
// or an apply, a helper the hook calls, a nested function declaring its own ctx.
#include <algorithm>
#include <map>

#include "game/validate/validate.hpp"
#include "game/validate/validate_source_functions.hpp"
#include "loader/sink.hpp"
#include "scripting/ctx_writes.hpp"

namespace gov {

namespace {

bool read_only_kind(const std::string& kind) {
  return kind == "modify" || kind == "offer" || kind == "score";
}

// "a modify hook (build_discount)", "an offer list (trader_turn.offer)".
std::string hook_named(const HandlerFunction& h) {
  const std::string event(event_name(h.event));
  if (h.kind == "offer") return "an offer list (" + event + ".offer)";
  return "a " + h.kind + " hook (" + event + ")";
}

}  // namespace

std::vector<Diagnostic> write_diagnostics(const Ruleset& rules,
                                          const std::vector<HandlerFunction>& functions) {
  loader::Sink sink;
  const std::vector<std::string> writes = lua::ctx_write_methods();
  std::map<Id, std::vector<const HandlerFunction*>> by_owner;
  for (const HandlerFunction& f : functions)
    if (!f.params.empty()) by_owner[f.owner].push_back(&f);
  for (const auto& [owner, handlers] : by_owner) {
    const std::string path = script_of(rules, owner);
    if (path.empty()) continue;
    const std::vector<lua::LuaToken> t = lua::lua_tokens(read_file_text(path));
    const std::vector<SourceFunction> all = source_functions(t);
    for (const SourceFunction& f : all) {
      const std::vector<const HandlerFunction*> hs = handlers_of(t, f, handlers);
      if (hs.empty() ||
          !std::all_of(hs.begin(), hs.end(), [](const auto* h) { return read_only_kind(h->kind); }))
        continue;
      const std::string& ctx = f.params[0];
      for (std::size_t i = f.begin + 1; i < f.end; ++i) {
        if (t[i].text != ctx || token_at(t, i - 1) == "." || token_at(t, i - 1) == ":" ||
            token_at(t, i + 1) != ":")
          continue;
        const bool shadowed = std::any_of(all.begin(), all.end(), [&](const SourceFunction& g) {
          return g.begin > f.begin && g.begin < i && i < g.end &&
                 std::find(g.params.begin(), g.params.end(), ctx) != g.params.end();
        });
        const std::string& method = token_at(t, i + 2);
        if (shadowed || std::find(writes.begin(), writes.end(), method) == writes.end()) continue;
        sink.error(path, {t[i + 2].line, t[i + 2].column},
                   "ctx:" + method + " in " + hook_named(*hs.front()) +
                       ": modify hooks, offer lists and score hooks only read the game, so the "
                       "call fails when it runs; change the game in a notify hook or an "
                       "offer's apply (docs/hooks.md, \"The context\")");
      }
    }
  }
  return sink.take_sorted();
}

}  // namespace gov
