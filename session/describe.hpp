// What each legal action means, for people: a label with names (not ids) and, where it is
// known before acting, its immediate consequence for the seat that acts (a build's price
// after every discount, a sale's price with its bonuses, a shipment's VP, a privilege's
// effect).
//
// The consequence is not computed by a second copy of the rules: the action is applied to
// a copy of the State with events recorded (core/events.hpp), and the acting seat's events
// are read back up to the first hidden information (a tile drawn, any use of the game's
// random numbers), so a preview never reveals what the action would draw.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"

namespace gov::session {

struct ActionInfo {
  Action action;
  std::string text;     // canonical (docs/actions.md)
  std::string label;    // "Build the Harbor"
  std::string preview;  // "pays 5 coins; builds Harbor", or "" when unknown
  EventLog effects;     // the acting seat's events behind `preview`
};

// Labels and previews of `legal` in `s`. `engine` records events only during the call.
std::vector<ActionInfo> describe_actions(Engine& engine, const State& s, const ActionList& legal);
// The label alone (no preview: cheap).
std::string action_label(const Engine& engine, const State& s, const Action& a);

// A building as printed: name, cost, VP, circles, column, size, what it produces, then its
// rule in English (`text:`), or with `rulebook` the rulebook's quotation (`rulebook:`).
std::string building_info(const Ruleset& rules, Id building, bool rulebook = false);
// The rules as data for the views: {"id", "name", "cost", "vp", "circles", "column",
// "large", "category", "text", "pack", "produces"?, "rulebook"?, "colour"?, "glyph"?};
// a good {"id", "name", "price", "colour"?, "glyph"?}; a role {"id", "name", "text",
// "rulebook"?}. A key marked "?" is absent when its pack leaves it out.
nlohmann::json building_json(const Ruleset& rules, Id building);
nlohmann::json good_json(const Ruleset& rules, Id good);
nlohmann::json role_json(const Ruleset& rules, Id role);

// An action's operands as data, by its verb (action_verb): role {"role", "card"}, settle
// {"tile"}, take {"worker"}, place {"worker", "target": {"kind": "tile"|"building", "id"}},
// build and draft {"building"}, craft, sell, store and keep {"good"}, ship {"good", "ship"
// (index), "capacity"}, use {"building", "with": [{"kind", "id"} or {"kind": "number",
// "value"}]}, pass {} (action_args.cpp).
nlohmann::json action_args(const Ruleset& rules, const State& s, const Action& a);

// {"text", "label", "preview", "effects", "verb", "args", "building"?}: `args` worked out
// here, for the views (the terminal lists actions without them).
nlohmann::json action_json(const Ruleset& rules, const State& s, const ActionInfo& info);

}  // namespace gov::session
