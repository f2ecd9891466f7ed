#include "session/placement.hpp"

#include <fmt/format.h>

#include "core/action.hpp"

namespace gov::session {

namespace {

const std::string& target_id(const Ruleset& r, const Placement& p) {
  return p.on_building ? r.buildings[p.target].id : r.tile_kinds[p.target].id;
}

}  // namespace

std::string placements_text(const Ruleset& rules, const std::vector<Placement>& placed) {
  if (placed.empty()) return "";
  std::string out(action_verb(ActionType::Place));
  bool first = true;
  Id worker = 0;
  for (const auto& p : placed) {
    // A worker kind's id switches the kind for the targets after it.
    if (first || p.worker != worker) out += " " + rules.worker_kinds[p.worker].id;
    first = false;
    worker = p.worker;
    out += " " + target_id(rules, p);
  }
  return out;
}

nlohmann::json placement_json(const Ruleset& rules, const Placement& p) {
  return {{"worker", rules.worker_kinds[p.worker].id},
          {"target", {{"kind", p.on_building ? "building" : "tile"}, {"id", target_id(rules, p)}}}};
}

nlohmann::json placements_json(const Ruleset& rules, const std::vector<Placement>& placed) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& p : placed) out.push_back(placement_json(rules, p));
  return out;
}

}  // namespace gov::session
