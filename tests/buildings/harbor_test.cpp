// Harbor: +1 VP per delivery, to a ship or through the wharf
// (content/base/buildings/harbor.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::chips;
using gov::test::Game;

TEST_CASE("harbor: the rulebook example with the wharf: 3 harbor VP, 2 by the wharf",
          "[buildings][harbor][wharf][example]") {
  // The owner (seat 1, not the captain) has 5 tobacco and 2 sugar; only 3 tobacco fit on
  // the tobacco ship. The other seats have nothing to load.
  Game g(4);
  g.give_building(1, "harbor", 1);
  g.give_building(1, "wharf", 1);
  g.give_goods(1, "tobacco", 5);
  g.give_goods(1, "sugar", 2);
  g.load_ship(5, "tobacco", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"ship sugar 6", "ship sugar 7", "ship tobacco 5",
                                              "use wharf sugar", "use wharf tobacco"});
  g.act("ship tobacco 5");
  CHECK(chips(g, 1) == 3 + 1);
  // Next turn: the 2 sugar on another ship.
  REQUIRE(g.seat_to_act() == 1);
  g.act("ship sugar 6");
  CHECK(chips(g, 1) == 4 + 2 + 1);
  // Next turn: the tobacco ship is full; the wharf takes the 2 tobacco left.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use wharf tobacco"});  // never forced
  g.act("use wharf tobacco");
  CHECK(chips(g, 1) == 7 + 2 + 1);
  // 3 VP from the harbor (one per delivery), 2 VP for the wharf's 2 barrels: 10 in all.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("tobacco")] == 0);
  CHECK(g.s.goods_supply[g.good("tobacco")] == 9 - 5 + 5);  // the full ship emptied too
}

TEST_CASE("harbor: +1 per loading, not per barrel, with the captain's privilege",
          "[buildings][harbor]") {
  Game g(4);
  g.give_building(0, "harbor", 1);
  g.give_goods(0, "corn", 4);
  g.act("role captain");
  g.act("ship corn 5");
  CHECK(chips(g, 0) == 4 + 1 + 1);
}

TEST_CASE("harbor: unoccupied, no VP", "[buildings][harbor]") {
  Game g(4);
  g.give_building(1, "harbor", 0);
  g.give_goods(1, "corn", 4);
  g.act("role captain");
  g.act("ship corn 5");
  CHECK(chips(g, 1) == 4);
}

TEST_CASE("harbor: only its owner's deliveries", "[buildings][harbor]") {
  Game g(4);
  g.give_building(1, "harbor", 1);
  g.give_goods(2, "corn", 2);
  g.act("role captain");
  g.act("ship corn 5");
  CHECK(chips(g, 1) == 0);
  CHECK(chips(g, 2) == 2);
}
