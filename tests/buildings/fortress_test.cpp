// Fortress: +1 VP per 3 workers the owner has (tiles, buildings, San Juan), at the end
// (content/base/buildings/fortress.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;
using gov::test::power_bonus;

TEST_CASE("fortress: the rulebook example: 20 colonists, +6", "[buildings][fortress][example]") {
  Game g(4);
  g.give_building(0, "fortress", 1);        // 1
  g.give_building(0, "indigo_plant", 3);    // 4
  g.give_building(0, "sugar_mill", 2);      // 6
  g.give_building(0, "coffee_roaster", 2);  // 8
  g.give_building(0, "harbor", 0);
  for (const char* t : {"indigo", "indigo", "sugar", "sugar", "coffee", "quarry", "corn", "corn"})
    g.give_tile(0, t, 1);  // 16
  g.give_workers(0, 4);    // 20: San Juan counts too
  CHECK(power_bonus(g, 0) == 6);
  g.give_workers(0, 1);  // 21
  CHECK(power_bonus(g, 0) == 7);
}

TEST_CASE("fortress: fewer than 3 workers, nothing", "[buildings][fortress]") {
  Game g(4);
  g.give_building(0, "fortress", 1);
  g.give_workers(0, 1);
  CHECK(power_bonus(g, 0) == 0);
}

TEST_CASE("fortress: unoccupied, no bonus", "[buildings][fortress]") {
  Game g(4);
  g.give_building(0, "fortress", 0);
  g.give_workers(0, 12);
  CHECK(power_bonus(g, 0) == 0);
}
