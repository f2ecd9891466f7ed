// Binding a Ruleset to its scripts (scripting/lua_host.hpp): every script loaded, what
// each building and pack rule handles copied into the Ruleset, and the problems in the
// file:line form every diagnostic has.
#include "scripting/lua_host.hpp"

namespace gov {

std::string format_script_diagnostic(const ScriptDiagnostic& d) {
  std::string out = d.file;
  if (d.line > 0) out += ":" + std::to_string(d.line);
  out += ": error: ";
  if (d.building.ends_with("/rules.lua"))
    out += "rules of pack '" + d.building.substr(0, d.building.size() - 10) + "': ";
  else if (!d.building.empty())
    out += "building '" + d.building + "': ";
  return out + d.message;
}

bool bind_scripts(Ruleset& rules, std::vector<ScriptDiagnostic>& out, const LuaLimits& limits,
                  std::vector<HandlerFunction>* functions) {
  LuaHost host(rules, limits, LuaHost::Collect{});
  out.insert(out.end(), host.diagnostics().begin(), host.diagnostics().end());
  if (functions != nullptr) *functions = host.handler_functions();
  for (std::size_t b = 0; b < rules.buildings.size(); ++b)
    for (const auto& info : kHookEvents) {
      rules.buildings[b].handles[static_cast<std::size_t>(info.event)] =
          host.handles(static_cast<Id>(b), info.event);
      rules.buildings[b].every_seat[static_cast<std::size_t>(info.event)] =
          host.every_seat(static_cast<Id>(b), info.event);
      rules.buildings[b].every_column[static_cast<std::size_t>(info.event)] =
          host.every_column(static_cast<Id>(b), info.event);
      rules.buildings[b].offers[static_cast<std::size_t>(info.event)] =
          host.offers_at(static_cast<Id>(b), info.event);
    }
  for (std::size_t p = 0; p < rules.packs.size(); ++p)
    for (const auto& info : kHookEvents) {
      rules.packs[p].rule_handles[static_cast<std::size_t>(info.event)] =
          host.handles(rules.rule_hook_id(p), info.event);
      rules.packs[p].rule_every_column[static_cast<std::size_t>(info.event)] =
          host.every_column(rules.rule_hook_id(p), info.event);
    }
  // A building that lets its owner build over another needs a place for the covered card.
  bool diagnosed = false;
  if (rules.cards.role_zone[static_cast<int>(ZoneRole::Covered)] == kNone)
    for (const auto& b : rules.buildings)
      if (b.handles[static_cast<std::size_t>(HookEvent::BuildOver)]) {
        out.push_back({b.script_file, 0, b.pack + "/" + b.id,
                       "answers build_over, but no card zone has role 'covered' (declare one "
                       "in cards.yaml: `role: covered`, `of: game`)"});
        diagnosed = true;
      }
  rules.index_handlers();
  rules.scripts_bound = host.diagnostics().empty() && !diagnosed;
  return rules.scripts_bound;
}

}  // namespace gov
