// Small helpers shared by the building power tests (tests/buildings/*_test.cpp). Positions
// are arranged with gov::test::Game, which moves components out of their supplies.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "support/fixture.hpp"

namespace gov::test {

// VP chips of a seat.
inline int chips(const Game& g, int seat) {
  return g.s.seat(seat).vp_chips;
}

// Moves `n` VP chips from the supply to the seat.
inline void give_vp(Game& g, int seat, int n) {
  g.s.vp_supply -= n;
  g.s.seat(seat).vp_chips += n;
}

// End-of-game VP from building powers (score hooks) of a seat.
inline int power_bonus(const Game& g, int seat) {
  return g.engine.score(g.s)[static_cast<std::size_t>(seat)].bonus;
}

// The id of the i-th face-up tile.
inline std::string face_up(const Game& g, int i = 0) {
  return g.rules.tile_kinds[g.s.face_up[static_cast<std::size_t>(i)]].id;
}

// The legal actions that use a building power ("use <building> ...").
inline std::vector<std::string> uses(const Game& g) {
  std::vector<std::string> out;
  for (const auto& t : g.legal())
    if (t.rfind("use ", 0) == 0) out.push_back(t);
  return out;
}

// Workers on the seat's island slot (0-based), all kinds.
inline int tile_workers(const Game& g, int seat, int slot) {
  int n = 0;
  for (auto w : g.s.seat(seat).island[static_cast<std::size_t>(slot)].workers) n += w;
  return n;
}

// Workers on the seat's building of this id, all kinds (-1 when not owned).
inline int building_workers(const Game& g, int seat, const std::string& id) {
  const auto& st = g.s.seat(seat);
  for (int i = 0; i < st.num_buildings; ++i)
    if (st.city[static_cast<std::size_t>(i)].type == g.building(id)) {
      int n = 0;
      for (auto w : st.city[static_cast<std::size_t>(i)].workers) n += w;
      return n;
    }
  return -1;
}

// Moves every worker of the supply (kind 0) onto the colonist ship: the supply is empty,
// conservation holds.
inline void empty_worker_supply_onto_ship(Game& g) {
  g.s.ship_workers[0] = static_cast<std::uint8_t>(g.s.ship_workers[0] + g.s.worker_supply[0]);
  g.s.worker_supply[0] = 0;
}

// Moves every worker of the supply and of the ship into the seat's San Juan.
inline void no_workers_left(Game& g, int seat) {
  auto& sj = g.s.seat(seat).san_juan[0];
  sj = static_cast<std::uint8_t>(sj + g.s.worker_supply[0] + g.s.ship_workers[0]);
  g.s.worker_supply[0] = 0;
  g.s.ship_workers[0] = 0;
}

}  // namespace gov::test
