// An action's operands as data for the front ends (the view's `args`), read from the
// engine's Action and the Ruleset, never from its text: the page chooses by these ids and
// counts and shows the label (docs/web.md, "Actions as data").
#include "session/describe.hpp"

namespace gov::session {

namespace {

// A `use` argument: {"kind": "good", "id": "corn"} or {"kind": "number", "value": 3}.
nlohmann::json use_arg(const Ruleset& r, ArgTag tag, Id v) {
  const auto named = [&](const char* kind, const auto& table) {
    return nlohmann::json{{"kind", kind}, {"id", v < table.size() ? table[v].id : ""}};
  };
  switch (tag) {
    case ArgTag::None:
      break;
    case ArgTag::Good:
      return named("good", r.goods);
    case ArgTag::Tile:
      return named("tile", r.tile_kinds);
    case ArgTag::Building:
      return named("building", r.buildings);
    case ArgTag::Worker:
      return named("worker", r.worker_kinds);
    case ArgTag::Role:
      return named("role", r.roles);
    case ArgTag::Number:
      return {{"kind", "number"}, {"value", v}};
  }
  return nullptr;
}

template <class T>
std::string id_in(const std::vector<T>& table, Id i) {
  return i < table.size() ? table[i].id : "";
}

}  // namespace

nlohmann::json action_args(const Ruleset& r, const State& s, const Action& a) {
  nlohmann::json j = nlohmann::json::object();
  switch (a.type) {
    case ActionType::Pass:
    case ActionType::Done:
      break;
    case ActionType::Role:
      // The card by its place among the board's role cards (board.roles[card]).
      j["card"] = a.a;
      j["role"] = a.a < s.num_roles ? id_in(r.roles, s.roles[a.a].role) : "";
      break;
    case ActionType::Settle:
      j["tile"] = id_in(r.tile_kinds, a.a);
      break;
    case ActionType::Take:
      j["worker"] = id_in(r.worker_kinds, a.a);
      break;
    case ActionType::Place:
      j["worker"] = id_in(r.worker_kinds, a.a);
      j["target"] = {{"kind", a.b == 1 ? "building" : "tile"},
                     {"id", a.b == 1 ? id_in(r.buildings, a.c) : id_in(r.tile_kinds, a.c)}};
      break;
    case ActionType::Build:
    case ActionType::Draft:
    case ActionType::Pick:  // a card's kind is a building type
    case ActionType::Cover:
      if (a.a == kNone) break;
      j["building"] = id_in(r.buildings, a.a);
      break;
    case ActionType::Discard:
    case ActionType::Pay:
      j["building"] = id_in(r.buildings, a.a);
      break;
    case ActionType::Craft:
    case ActionType::Produce:
    case ActionType::Sell:
    case ActionType::Store:
    case ActionType::Keep:
      j["good"] = id_in(r.goods, a.a);
      break;
    case ActionType::Ship:
      // The ship by its place among the board's ships (board.ships[ship]).
      j["good"] = id_in(r.goods, a.a);
      j["ship"] = a.b;
      j["capacity"] = a.b < s.num_ships ? s.ships[a.b].capacity : 0;
      break;
    case ActionType::Use: {
      j["building"] = id_in(r.buildings, a.a);
      nlohmann::json with = nlohmann::json::array();
      for (const auto& [tag, v] : {std::pair{a.tag_b(), a.b}, std::pair{a.tag_c(), a.c}})
        if (tag != ArgTag::None) with.push_back(use_arg(r, tag, v));
      j["with"] = with;
      break;
    }
  }
  return j;
}

}  // namespace gov::session
