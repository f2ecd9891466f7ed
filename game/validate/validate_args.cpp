// validate's check of the fields of `args`: a handler that reads a field its event does not
// have (`args.barrels` in a goods_shipped hook) gets nil, and fails, if at all, only when the
// line runs ("attempt to perform arithmetic on a nil value", under --simulate). The fields of
// each event are the fields column of core/hook_events.hpp (docs/hooks.md, "Events"), plus
// `event` and `amount`, which every args has, and `follow_up` at events with offers.
//
// Which function answers which event comes from Lua itself (scripting's HandlerFunction: its
// lines and parameter names), so a handler reads as the script wrote it: `function M.x(ctx,
// a)`, `x = { offer = list, apply = take }` with local functions defined anywhere in the
// file. In each such function's source, reads `<p>.field` and `<p>["field"]` of its second
// parameter `p` are checked. What the source does not show for sure is left alone (no false
// alarm on a valid pack):
//   - a function that binds that name again (`local args`, `for args`, `args = ...`): a read
//     could be of something else; a function inside it declaring the name as a parameter:
//     its reads are its own;
//   - a function answering several events (one local function in two handlers): a field of
//     any of them is fine;
//   - a score hook (it gets no args), a function of fewer than two parameters, an args read
//     another way (`local a = args`, `args[key]`).
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "core/did_you_mean.hpp"
#include "game/validate/validate.hpp"
#include "game/validate/validate_source_functions.hpp"
#include "loader/sink.hpp"
#include "scripting/lua_tokens.hpp"

namespace gov {

namespace {

using lua::LuaToken;

// Names a modder reaches for that are no field of args, and the field meant (suggested when
// no field is spelt close enough and the event has it).
constexpr std::pair<const char*, const char*> kFieldHints[] = {
    {"barrels", "count"}, {"number", "count"}, {"player", "seat"}, {"owner", "seat"}};

// Does the function bind `name` again in its body (so that a read may be of another value)?
// A `local`, a `for` variable, an assignment `name =` or `name, x =`.
bool rebinds(const std::vector<LuaToken>& t, const SourceFunction& f, const std::string& name) {
  for (std::size_t i = f.begin + 1; i < f.end; ++i) {
    const std::string& s = t[i].text;
    if (s == "local" || s == "for") {
      std::size_t j = i + 1;
      if (token_at(t, j) == "function") ++j;
      while (lua::is_name_token(token_at(t, j))) {
        if (t[j].text == name) return true;
        ++j;
        if (token_at(t, j) == "<") j += 3;  // <const>, <close>
        if (token_at(t, j) != ",") break;
        ++j;
      }
      continue;
    }
    if (s != name || token_at(t, i - 1) == "." || token_at(t, i - 1) == ":") continue;
    std::size_t j = i + 1;
    while (token_at(t, j) == "," && lua::is_name_token(token_at(t, j + 1))) j += 2;
    if (token_at(t, j) == "=" && token_at(t, j + 1) != "=") return true;
  }
  return false;
}

// Every field args has at `e` (docs/hooks.md, "Events"), the event's own first.
std::vector<std::string> fields_of(HookEvent e) {
  const HookEventInfo& info = kHookEvents[static_cast<int>(e)];
  std::vector<std::string> fields;
  std::istringstream words{std::string(info.args)};
  for (std::string w; words >> w;) fields.push_back(w);
  for (const char* always : {"event", "amount"})
    if (std::find(fields.begin(), fields.end(), always) == fields.end()) fields.push_back(always);
  if ((info.kinds & kOffer) != 0) fields.emplace_back("follow_up");
  return fields;
}

std::string joined(const std::vector<std::string>& words, const char* between) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : between) + w;
  return out;
}

std::string message(const std::string& field, const std::set<HookEvent>& events) {
  std::vector<std::string> names;
  std::vector<std::string> fields;
  for (const HookEvent e : events) {
    names.emplace_back(event_name(e));
    for (const auto& f : fields_of(e))
      if (std::find(fields.begin(), fields.end(), f) == fields.end()) fields.push_back(f);
  }
  std::string hint = did_you_mean(field, fields);
  for (const auto& [wrong, meant] : kFieldHints)
    if (hint.empty() && field == wrong &&
        std::find(fields.begin(), fields.end(), meant) != fields.end())
      hint = std::string(" (did you mean '") + meant + "'?)";
  return "the args of " + joined(names, " and ") + " have no field '" + field + "'" + hint +
         "; they have " + joined(fields, ", ") + " (docs/hooks.md, \"Events\")";
}

// The reads of `name`'s fields in `f` that none of `events` has, as problems in `path`.
void check_reads(const std::vector<LuaToken>& t, const std::vector<SourceFunction>& all,
                 const SourceFunction& f, const std::string& name,
                 const std::set<HookEvent>& events, const std::string& path, loader::Sink& sink) {
  std::set<std::string> allowed;
  for (const HookEvent e : events)
    for (const auto& field : fields_of(e)) allowed.insert(field);
  // The functions inside `f` declaring the name: inside them, it is their own parameter.
  std::vector<const SourceFunction*> shadows;
  for (const SourceFunction& g : all)
    if (g.begin > f.begin && g.end < f.end &&
        std::find(g.params.begin(), g.params.end(), name) != g.params.end())
      shadows.push_back(&g);
  for (std::size_t i = f.begin + 1; i < f.end; ++i) {
    if (t[i].text != name || token_at(t, i - 1) == "." || token_at(t, i - 1) == ":") continue;
    const bool shadowed = std::any_of(shadows.begin(), shadows.end(),
                                      [&](const auto* g) { return g->begin < i && i < g->end; });
    if (shadowed) continue;
    std::size_t at = 0;
    std::string field;
    if (token_at(t, i + 1) == "." && lua::is_name_token(token_at(t, i + 2))) {
      at = i + 2;
      field = t[at].text;
    } else if (token_at(t, i + 1) == "[" && token_at(t, i + 2) == "\"" && t[i + 2].literal &&
               token_at(t, i + 3) == "]") {
      at = i + 2;
      field = t[at].value;
    } else {
      continue;
    }
    if (token_at(t, at + 1) == "=" && token_at(t, at + 2) != "=") continue;  // a write: refused
    if (allowed.count(field) != 0) continue;
    sink.error(path, {t[at].line, t[at].column}, message(field, events));
  }
}

}  // namespace

std::vector<Diagnostic> args_diagnostics(const Ruleset& rules,
                                         const std::vector<HandlerFunction>& functions) {
  loader::Sink sink;
  std::map<Id, std::vector<const HandlerFunction*>> by_owner;
  for (const HandlerFunction& f : functions)
    if (f.kind != "score" && f.params.size() >= 2) by_owner[f.owner].push_back(&f);
  for (const auto& [owner, handlers] : by_owner) {
    const std::string path = script_of(rules, owner);
    if (path.empty()) continue;
    const std::vector<LuaToken> t = lua::lua_tokens(read_file_text(path));
    const std::vector<SourceFunction> all = source_functions(t);
    for (const SourceFunction& f : all) {
      // The handlers this function is: the same lines and parameters (Lua's own record).
      std::set<HookEvent> events;
      for (const HandlerFunction* h : handlers_of(t, f, handlers)) events.insert(h->event);
      if (events.empty()) continue;
      const std::string& name = f.params[1];
      if (rebinds(t, f, name)) continue;
      check_reads(t, all, f, name, events, path, sink);
    }
  }
  return sink.take_sorted();
}

}  // namespace gov
