// Storehouse: three more barrels kept after the captain phase
// (content/new-buildings/buildings/storehouse.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::barrels;
using gov::test::NbGame;

TEST_CASE("storehouse: 1 + 3 barrels kept", "[new-buildings][storehouse]") {
  NbGame g;
  gov::test::fill_ships(g);
  g.give_building(1, "storehouse", 1);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 3);
  g.give_goods(2, "tobacco", 3);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  gov::test::store_first(g, 1);
  CHECK(barrels(g, 1) == 4);
  CHECK(barrels(g, 2) == 1);  // seat 2 has no storehouse: forced, one barrel
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  g.check_invariants();
}

TEST_CASE("storehouse: unoccupied, one barrel", "[new-buildings][storehouse]") {
  NbGame g;
  gov::test::fill_ships(g);
  g.give_building(1, "storehouse", 0);
  g.give_goods(1, "tobacco", 3);
  g.act("role captain");
  CHECK(barrels(g, 1) == 1);
}

TEST_CASE("storehouse: with a warehouse, whole kinds and then 4 barrels",
          "[new-buildings][storehouse][small_warehouse]") {
  NbGame g;
  gov::test::fill_ships(g);
  g.give_building(1, "storehouse", 1);
  g.give_building(1, "small_warehouse", 1);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 5);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  g.act("store coffee");
  gov::test::store_first(g, 1);
  CHECK(barrels(g, 1) == 5 + 3);
}
