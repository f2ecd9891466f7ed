// Customs house: +1 VP per 4 VP chips, at the end (content/base/buildings/customs_house.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;
using gov::test::power_bonus;

TEST_CASE("customs_house: the rulebook example: 23 chips, +5",
          "[buildings][customs_house][example]") {
  Game g(4);
  g.give_building(0, "customs_house", 1);
  g.give_building(0, "harbor", 1);  // building VP do not count
  gov::test::give_vp(g, 0, 23);
  CHECK(power_bonus(g, 0) == 5);
  gov::test::give_vp(g, 0, 1);
  CHECK(power_bonus(g, 0) == 6);
}

TEST_CASE("customs_house: chips taken past the empty supply count", "[buildings][customs_house]") {
  Game g(4);
  g.give_building(0, "customs_house", 1);
  gov::test::give_vp(g, 0, g.s.vp_supply + 4);
  CHECK(power_bonus(g, 0) == g.s.seat(0).vp_chips / 4);
  CHECK(g.s.vp_supply < 0);
}

TEST_CASE("customs_house: unoccupied, no bonus", "[buildings][customs_house]") {
  Game g(4);
  g.give_building(0, "customs_house", 0);
  gov::test::give_vp(g, 0, 23);
  CHECK(power_bonus(g, 0) == 0);
}
