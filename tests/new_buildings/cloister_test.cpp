// Cloister: 1/3/6/10 VP for 1/2/3/4 sets of 3 identical island tiles
// (content/new-buildings/buildings/cloister.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::NbGame;
using gov::test::power_bonus;

TEST_CASE("cloister: the seed's example, 6 forests, 3 quarries, 2 corn, 1 coffee: 6 VP",
          "[new-buildings][cloister][example]") {
  NbGame g;
  g.give_building(2, "cloister", 1);  // seat 2 starts with a corn plantation
  g.give_tile(2, "corn");
  g.give_tile(2, "coffee");
  for (int i = 0; i < 3; ++i) g.give_tile(2, "quarry");
  for (int i = 0; i < 6; ++i) gov::test::give_forest(g, 2, i < 3 ? "sugar" : "tobacco");
  REQUIRE(g.s.seat(2).num_tiles == 12);
  CHECK(power_bonus(g, 2) == 6);  // forests: 2 sets, quarries: 1
}

TEST_CASE("cloister: 1, 3 and 10 VP; unoccupied nothing", "[new-buildings][cloister]") {
  NbGame g;
  g.give_building(0, "cloister", 1);
  for (int i = 0; i < 2; ++i) g.give_tile(0, "indigo");  // 3 indigo with the starting one
  CHECK(power_bonus(g, 0) == 1);
  for (int i = 0; i < 3; ++i) g.give_tile(0, "quarry");
  CHECK(power_bonus(g, 0) == 3);
  for (int i = 0; i < 6; ++i) g.give_tile(0, "sugar");
  CHECK(power_bonus(g, 0) == 10);

  NbGame h;
  h.give_building(1, "cloister", 0);
  for (int i = 0; i < 2; ++i) h.give_tile(1, "indigo");
  CHECK(power_bonus(h, 1) == 0);
}
