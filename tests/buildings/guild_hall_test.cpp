// Guild hall: +1 VP per small, +2 per large production building, at the end
// (content/base/buildings/guild_hall.lua; the production buildings carry `tags:`).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;
using gov::test::power_bonus;

TEST_CASE("guild_hall: the rulebook example: +6", "[buildings][guild_hall][example]") {
  // Occupied guild hall; small sugar mill, sugar mill, small indigo plant, coffee roaster.
  Game g(4);
  g.give_building(0, "guild_hall", 1);
  g.give_building(0, "small_sugar_mill", 0);
  g.give_building(0, "sugar_mill", 1);
  g.give_building(0, "small_indigo_plant", 0);
  g.give_building(0, "coffee_roaster", 2);
  CHECK(power_bonus(g, 0) == 6);
  const auto sc = g.engine.score(g.s);
  CHECK(sc[0].buildings == 4 + 1 + 2 + 1 + 3);
  CHECK(sc[0].total == sc[0].buildings + 6);
}

TEST_CASE("guild_hall: violet buildings do not count", "[buildings][guild_hall]") {
  Game g(4);
  g.give_building(0, "guild_hall", 1);
  g.give_building(0, "harbor", 1);
  g.give_building(0, "small_market", 1);
  g.give_building(0, "tobacco_storage", 0);
  g.give_building(0, "indigo_plant", 0);
  CHECK(power_bonus(g, 0) == 4);
}

TEST_CASE("guild_hall: unoccupied, no bonus", "[buildings][guild_hall]") {
  Game g(4);
  g.give_building(0, "guild_hall", 0);
  g.give_building(0, "sugar_mill", 1);
  CHECK(power_bonus(g, 0) == 0);
}
