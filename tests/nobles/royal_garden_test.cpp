// Royal garden: +1 VP per noble on the owner's board at the end
// (content/nobles/buildings/royal_garden.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::Game;
using gov::test::kNobles;
using gov::test::power_bonus;

TEST_CASE("royal_garden: +1 VP per noble on the board, besides each noble's own VP",
          "[nobles][royal_garden]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "royal_garden");
  gov::test::give_tile_noble(g, 1, "sugar");
  gov::test::give_nobles(g, 1, 2);
  g.give_workers(1, 2);
  CHECK(power_bonus(g, 1) == 4);
  const auto sc = g.engine.score(g.s)[1];
  CHECK(sc.workers == 4);
  CHECK(sc.buildings == 4);
}

TEST_CASE("royal_garden: unoccupied, nothing", "[nobles][royal_garden]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "royal_garden", 0);
  gov::test::give_nobles(g, 1, 3);
  CHECK(power_bonus(g, 1) == 0);
}
