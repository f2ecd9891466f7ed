// A mayor phase about to ask seat 0 to place a chosen mix of worker kinds (base + nobles):
// for the tests of whole-line arrangements in the session and in the terminal.
#pragma once

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "support/fixture.hpp"

namespace gov::test {

// The circles seat 0 owns in mayor_position(), target by target (a target with three
// circles appears three times): its starting indigo plantation, three tiles and two
// buildings, 8 circles.
inline const std::vector<std::string> kCircles = {"indigo",       "corn",         "sugar",
                                                  "quarry",       "small_market", "indigo_plant",
                                                  "indigo_plant", "indigo_plant"};

// Seat 0 of a 3-player base+nobles game picks the mayor next with `colonists` and `nobles`
// waiting in San Juan and kCircles free; the ship is empty (so nobody else receives a
// worker) and seats 1 and 2 have no worker to place.
inline State mayor_position(int colonists, int nobles) {
  Game g(3, 11, "base,nobles");
  const auto& r = g.rules;
  REQUIRE(r.tile_kinds[g.s.seat(0).island[0].kind].id == "indigo");
  for (const char* t : {"corn", "sugar", "quarry"}) g.give_tile(0, t);
  g.give_building(0, "small_market");
  g.give_building(0, "indigo_plant");
  // The ship's workers back to the supply.
  for (std::size_t k = 0; k < r.worker_kinds.size(); ++k) {
    g.s.worker_supply[k] = static_cast<std::uint16_t>(g.s.worker_supply[k] + g.s.ship_workers[k]);
    g.s.ship_workers[k] = 0;
  }
  g.give_workers(0, colonists);
  const Id noble = *r.worker_index("noble");
  REQUIRE(g.s.worker_supply[noble] >= nobles);
  g.s.worker_supply[noble] = static_cast<std::uint16_t>(g.s.worker_supply[noble] - nobles);
  g.s.seat(0).san_juan[noble] = static_cast<std::uint8_t>(nobles);
  g.set_picker(0);
  g.check_invariants();
  return g.s;
}

}  // namespace gov::test
