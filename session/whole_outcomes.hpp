// What a whole decision may do or did, read from the engine (no rule written here): the
// storage choices a seat may make after the captain's shipping, and the placements a
// `place` decision made, the ones the engine completed itself included.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "session/placement.hpp"

namespace gov::session {

// One complete storage choice of the seat to move: what it names (stores first, then
// single barrels, as the engine lists them) and what it keeps in the end (the parts the
// engine settles by itself, one way only, included).
struct StorageChoice {
  std::vector<std::string> store;   // goods kept whole (ids, in the packs' order)
  std::map<std::string, int> keep;  // single barrels kept, by good id
  std::map<std::string, int> kept;  // every barrel kept in the end, by good id
  int singles() const;              // the single barrels named
};

// Every complete storage choice from `s` (empty when the seat to move is not choosing
// what it keeps): each listed store/keep played on a copy, to the end of the seat's turn.
std::vector<StorageChoice> storage_choices(const Engine& engine, const State& s);

// The most whole kinds and single barrels any choice names: "you may keep 1 single
// barrel and no whole kind" (for a refusal's reason); "" when `choices` is empty.
std::string storage_limit_text(const std::vector<StorageChoice>& choices);

// A target of the seat's placements and its free circles: its island's tiles (those with
// circles) then its city's buildings, one entry per tile kind or building, in board order.
struct PlacementTarget {
  bool on_building = false;
  Id target = 0;  // tile kind or building
  int free = 0;   // empty circles
};
std::vector<PlacementTarget> placement_targets(const Ruleset& rules, const SeatState& seat);

// What a `place` decision is measured from: the seat as it is, or, at its first placement
// of the turn, the seat with nothing on its island and city (every worker was lifted when
// the turn began, so what is there now was placed in this turn: by the engine, where it
// had one way only, before the seat was asked).
SeatState placing_from(const SeatState& seat, bool first_of_turn);

// The workers a seat placed between `before` and `after` (its board around a `place`
// decision): kinds in the packs' order, each on the island's tiles then the city's
// buildings (placements_text writes them as `place colonist coffee small_market`).
std::vector<Placement> placements_made(const Ruleset& rules, const SeatState& before,
                                       const SeatState& after);

}  // namespace gov::session
