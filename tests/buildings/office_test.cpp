// Office: may sell a kind the trading house already holds (content/base/buildings/office.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;

namespace {
void put_in_house(Game& g, const std::string& good) {
  const auto id = g.good(good);
  g.s.goods_supply[id]--;
  g.s.trading_house[g.s.trading_house_count++] = id;
}
}  // namespace

TEST_CASE("office: the rulebook example: Bernie and Christine both sell tobacco",
          "[buildings][office][example]") {
  // The house holds a tobacco. Bernie (1) and Christine (2) own an occupied office each.
  Game g(4);
  put_in_house(g, "tobacco");
  g.give_building(1, "office", 1);
  g.give_building(2, "office", 1);
  g.give_goods(1, "tobacco", 1);
  g.give_goods(2, "tobacco", 1);
  g.give_goods(3, "tobacco", 1);  // David has no office
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "sell tobacco"});
  g.act("sell tobacco");
  REQUIRE(g.seat_to_act() == 2);
  g.act("sell tobacco");
  CHECK(g.s.seat(1).coins == 3 + 3);
  CHECK(g.s.seat(2).coins == 3 + 3);
  // David may not: his turn is skipped, and the phase is over.
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(3).goods[g.good("tobacco")] == 1);
  CHECK(g.s.trading_house_count == 3);
}

TEST_CASE("office: unoccupied, the house refuses a kind it holds", "[buildings][office]") {
  Game g(4);
  put_in_house(g, "sugar");
  g.give_building(1, "office", 0);
  g.give_goods(1, "sugar", 1);
  g.give_goods(1, "corn", 1);
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "sell corn"});
}

TEST_CASE("office: still no sale into a full house", "[buildings][office]") {
  Game g(4);
  for (const char* k : {"corn", "indigo", "sugar", "tobacco"}) put_in_house(g, k);
  g.give_building(0, "office", 1);
  g.give_goods(0, "tobacco", 1);
  g.act("role trader");
  CHECK(g.s.stage == gov::Stage::ChooseRole);  // nobody could sell
  CHECK(g.s.seat(0).goods[g.good("tobacco")] == 1);
}
