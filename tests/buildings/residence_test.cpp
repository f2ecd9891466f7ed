// Residence: 4/5/6/7 VP for up to 9/10/11/12 island tiles, at the end
// (content/base/buildings/residence.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;
using gov::test::power_bonus;

namespace {
// Seat 0 (1 starting tile) with `tiles` tiles in all, none occupied, and the residence.
Game with_tiles(int tiles, int residence_workers = 1) {
  Game g(4);
  g.give_building(0, "residence", residence_workers);
  const char* kinds[] = {"quarry", "corn", "sugar", "tobacco"};
  for (int i = 1; i < tiles; ++i) g.give_tile(0, kinds[i % 4]);
  REQUIRE(g.s.seat(0).num_tiles == tiles);
  return g;
}
}  // namespace

TEST_CASE("residence: the rulebook example: 10 tiles, +5", "[buildings][residence][example]") {
  const Game g = with_tiles(10);
  CHECK(power_bonus(g, 0) == 5);
}

TEST_CASE("residence: 4 up to 9 tiles, 6 for 11, 7 for 12", "[buildings][residence]") {
  CHECK(power_bonus(with_tiles(1), 0) == 4);
  CHECK(power_bonus(with_tiles(9), 0) == 4);
  CHECK(power_bonus(with_tiles(11), 0) == 6);
  CHECK(power_bonus(with_tiles(12), 0) == 7);
}

TEST_CASE("residence: unoccupied, no bonus", "[buildings][residence]") {
  CHECK(power_bonus(with_tiles(12, 0), 0) == 0);
}
