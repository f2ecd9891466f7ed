// A worker placed, as data: the journal's and the views' placements (Decision::placed,
// Session::planned_placements) are lists of these, sent to the front ends as ids, and
// the terminal's text (`place colonist coffee small_market`) is written from them.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/ruleset.hpp"

namespace gov::session {

struct Placement {
  Id worker = 0;             // worker kind
  bool on_building = false;  // the target is a building of the seat's city, else a tile
  Id target = 0;             // tile kind or building
  bool operator==(const Placement&) const = default;
};

// `place colonist coffee small_market`: a worker kind's id before its targets, in the
// order of the list (the grammar of docs/actions.md); "" for none.
std::string placements_text(const Ruleset& rules, const std::vector<Placement>& placed);

// {"worker": id, "target": {"kind": "tile"|"building", "id": id}}
nlohmann::json placement_json(const Ruleset& rules, const Placement& p);
nlohmann::json placements_json(const Ruleset& rules, const std::vector<Placement>& placed);

}  // namespace gov::session
