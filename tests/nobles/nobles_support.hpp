// Helpers for the nobles pack's tests (tests/nobles/*_test.cpp): games with "base,nobles"
// and positions with nobles, moved out of the noble supply so conservation still holds.
#pragma once

#include <string>

#include "buildings/building_support.hpp"

namespace gov::test {

inline constexpr const char* kNobles = "base,nobles";

inline Id noble_kind(const Game& g) {
  return *g.rules.worker_index("noble");
}

// The building, with one noble on it (from the noble supply).
inline void give_building_noble(Game& g, int seat, const std::string& building) {
  g.give_building(seat, building, 0);
  const Id k = noble_kind(g);
  REQUIRE(g.s.worker_supply[k] > 0);
  --g.s.worker_supply[k];
  auto& st = g.s.seat(seat);
  ++st.city[static_cast<std::size_t>(st.num_buildings - 1)].workers[k];
}

// `n` nobles into the seat's San Juan.
inline void give_nobles(Game& g, int seat, int n) {
  const Id k = noble_kind(g);
  REQUIRE(g.s.worker_supply[k] >= n);
  g.s.worker_supply[k] = static_cast<std::uint16_t>(g.s.worker_supply[k] - n);
  g.s.seat(seat).san_juan[k] = static_cast<std::uint8_t>(g.s.seat(seat).san_juan[k] + n);
}

// A tile with a noble on it.
inline void give_tile_noble(Game& g, int seat, const std::string& tile) {
  g.give_tile(seat, tile, 0);
  const Id k = noble_kind(g);
  REQUIRE(g.s.worker_supply[k] > 0);
  --g.s.worker_supply[k];
  auto& st = g.s.seat(seat);
  ++st.island[static_cast<std::size_t>(st.num_tiles - 1)].workers[k];
}

}  // namespace gov::test
