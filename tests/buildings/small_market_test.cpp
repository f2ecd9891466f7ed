// Small market: +1 coin on a sale to the trading house (content/base/buildings/small_market.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;

TEST_CASE("small_market: the rulebook example: Anne sells corn and gets 1",
          "[buildings][small_market][example]") {
  Game g(4);
  g.give_building(1, "small_market", 1);  // Anne is seat 1: no trader privilege
  g.give_goods(1, "corn", 1);
  g.act("role trader");  // seat 0 has nothing to sell: its turn is skipped
  REQUIRE(g.seat_to_act() == 1);
  g.act("sell corn");
  CHECK(g.s.seat(1).coins == 3 + 0 + 1);
}

TEST_CASE("small_market: unoccupied, no extra coin", "[buildings][small_market]") {
  Game g(4);
  g.give_building(1, "small_market", 0);
  g.give_goods(1, "indigo", 1);
  g.act("role trader");
  g.act("sell indigo");
  CHECK(g.s.seat(1).coins == 3 + 1);
}

TEST_CASE("small_market: adds to the trader's privilege, for its owner only",
          "[buildings][small_market]") {
  Game g(4);
  g.give_building(0, "small_market", 1);
  g.give_goods(0, "coffee", 1);
  g.give_goods(1, "sugar", 1);
  g.act("role trader");
  g.act("sell coffee");
  CHECK(g.s.seat(0).coins == 3 + 4 + 1 + 1);
  g.act("sell sugar");
  CHECK(g.s.seat(1).coins == 3 + 2);
}

TEST_CASE("small_market: no sale, no coin", "[buildings][small_market]") {
  Game g(4);
  g.give_building(1, "small_market", 1);
  g.give_goods(1, "corn", 1);
  g.act("role trader");
  g.act("pass");
  CHECK(g.s.seat(1).coins == 3);
}

TEST_CASE("small_market: with the large market, three more", "[buildings][small_market]") {
  Game g(4);
  g.give_building(1, "small_market", 1);
  g.give_building(1, "large_market", 1);
  g.give_goods(1, "sugar", 1);
  g.act("role trader");
  g.act("sell sugar");
  CHECK(g.s.seat(1).coins == 3 + 2 + 3);
}
