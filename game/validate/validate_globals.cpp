// validate's check of globals assigned in hooks (scripting/file_level_writes.hpp:
// find_global_writes): `total = 3` where `local total = 3` was meant. The sandbox refuses the
// assignment only when the line runs, so a game finds it only if it reaches the line; the
// compiled script shows it at once. Each global once per script, at its first assignment,
// with a "did you mean" among the function's locals (a slip of a local's name).
#include <algorithm>

#include "core/did_you_mean.hpp"
#include "game/validate/validate.hpp"
#include "game/validate/validate_source_functions.hpp"
#include "loader/sink.hpp"
#include "scripting/file_level_writes.hpp"

namespace gov {

namespace {

// The column of the assigned name on its line: the first `name` not read as a field.
int column_of(const std::vector<lua::LuaToken>& t, int line, const std::string& name) {
  for (std::size_t i = 0; i < t.size(); ++i)
    if (t[i].line == line && t[i].text == name &&
        (i == 0 || (t[i - 1].text != "." && t[i - 1].text != ":")))
      return t[i].column;
  return 1;
}

void check_script(const std::string& path, loader::Sink& sink) {
  const std::string source = read_file_text(path);
  const std::vector<lua::LuaToken> t = lua::lua_tokens(source);
  std::vector<std::string> said;
  for (const lua::GlobalWrite& g : lua::find_global_writes(source)) {
    if (std::find(said.begin(), said.end(), g.name) != said.end()) continue;
    said.push_back(g.name);
    const std::string hint = did_you_mean(g.name, g.nearby);
    sink.error(path, {g.line, column_of(t, g.line, g.name)},
               "a function assigns the global '" + g.name + "'" + hint +
                   ": a hook keeps no state of its own, and the sandbox refuses it when the "
                   "line runs; " +
                   (hint.empty() ? "declare it `local " + g.name +
                                       "` where it is first set, or keep it in ctx:memory"
                                 : std::string("assign the local it meant")));
  }
}

}  // namespace

std::vector<Diagnostic> global_diagnostics(const Ruleset& rules) {
  loader::Sink sink;
  for (const auto& b : rules.buildings)
    if (!b.script_file.empty()) check_script(b.script_file, sink);
  for (const auto& p : rules.packs)
    if (!p.rules_file.empty()) check_script(p.rules_file, sink);
  return sink.take_sorted();
}

}  // namespace gov
