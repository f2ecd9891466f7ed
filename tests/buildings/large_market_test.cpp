// Large market: +2 coins on a sale to the trading house (content/base/buildings/large_market.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;

TEST_CASE("large_market: two more coins per sale", "[buildings][large_market]") {
  Game g(4);
  g.give_building(2, "large_market", 1);
  g.give_goods(2, "tobacco", 1);
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 2);
  g.act("sell tobacco");
  CHECK(g.s.seat(2).coins == 3 + 3 + 2);
}

TEST_CASE("large_market: corn sells for 2, privilege added", "[buildings][large_market]") {
  Game g(4);
  g.give_building(0, "large_market", 1);
  g.give_goods(0, "corn", 1);
  g.act("role trader");
  g.act("sell corn");
  CHECK(g.s.seat(0).coins == 3 + 0 + 1 + 2);
}

TEST_CASE("large_market: unoccupied, no extra coin", "[buildings][large_market]") {
  Game g(4);
  g.give_building(2, "large_market", 0);
  g.give_goods(2, "tobacco", 1);
  g.act("role trader");
  g.act("sell tobacco");
  CHECK(g.s.seat(2).coins == 3 + 3);
}
