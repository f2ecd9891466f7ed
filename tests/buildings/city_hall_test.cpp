// City hall: +1 VP per violet building, itself included, at the end
// (content/base/buildings/city_hall.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;
using gov::test::power_bonus;

TEST_CASE("city_hall: the rulebook example: +7", "[buildings][city_hall][example]") {
  // Occupied city hall; hacienda, harbor, office, construction hut, large warehouse,
  // residence.
  Game g(4);
  g.give_building(0, "city_hall", 1);
  for (const char* b :
       {"hacienda", "harbor", "office", "construction_hut", "large_warehouse", "residence"})
    g.give_building(0, b, 0);
  CHECK(power_bonus(g, 0) == 7);
}

TEST_CASE("city_hall: production buildings do not count", "[buildings][city_hall]") {
  Game g(4);
  g.give_building(0, "city_hall", 1);
  g.give_building(0, "indigo_plant", 1);
  g.give_building(0, "small_sugar_mill", 1);
  g.give_building(0, "small_market", 0);
  CHECK(power_bonus(g, 0) == 2);
}

TEST_CASE("city_hall: unoccupied, no bonus", "[buildings][city_hall]") {
  Game g(4);
  g.give_building(0, "city_hall", 0);
  g.give_building(0, "harbor", 1);
  CHECK(power_bonus(g, 0) == 0);
}
