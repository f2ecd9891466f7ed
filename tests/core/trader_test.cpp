// Selling (trader): prices, the privilege, one kind of each, a full house, emptying.
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

TEST_CASE("trader: price plus the privilege for the chooser only", "[trader]") {
  Game g(4);
  g.give_goods(0, "coffee", 1);
  g.give_goods(1, "tobacco", 1);
  g.act("role trader");
  g.act("sell coffee");
  CHECK(g.s.seat(0).coins == 3 + 4 + 1);
  g.act("sell tobacco");
  CHECK(g.s.seat(1).coins == 3 + 3);
  CHECK(g.s.trading_house_count == 2);
}

TEST_CASE("trader: the house buys only kinds it does not hold", "[trader]") {
  Game g(4);
  g.give_goods(0, "sugar", 1);
  g.give_goods(1, "sugar", 1);
  g.give_goods(1, "corn", 1);
  g.act("role trader");
  g.act("sell sugar");
  CHECK(g.legal() == std::vector<std::string>{"pass", "sell corn"});
  g.act("sell corn");
  CHECK(g.s.seat(1).coins == 3);  // corn sells for 0
}

TEST_CASE("trader: no sale, no privilege", "[trader]") {
  Game g(4);
  g.give_goods(0, "indigo", 1);
  g.act("role trader");
  g.act("pass");
  CHECK(g.s.seat(0).coins == 3);
}

TEST_CASE("trader: a full trading house is emptied at the end of the phase", "[trader]") {
  Game g(4);
  const char* kinds[] = {"corn", "indigo", "sugar", "tobacco"};
  for (int i = 0; i < 4; ++i) g.give_goods(i, kinds[i], 1);
  g.act("role trader");
  for (int i = 0; i < 4; ++i) g.act(std::string("sell ") + kinds[i]);
  CHECK(g.s.trading_house_count == 0);
  CHECK(g.s.goods_supply[g.good("corn")] == 10);
}

TEST_CASE("trader: a house not full keeps its goods", "[trader]") {
  Game g(4);
  g.give_goods(0, "corn", 1);
  g.act("role trader");
  g.act("sell corn");
  CHECK(g.s.trading_house_count == 1);
  g.give_goods(0, "corn", 1);
  CHECK(g.s.trading_house[0] == g.good("corn"));
}

TEST_CASE("trader: nobody sells into a full house", "[trader]") {
  Game g(4);
  for (const char* k : {"corn", "indigo", "sugar", "tobacco"}) {
    const auto id = g.good(k);
    g.s.goods_supply[id]--;
    g.s.trading_house[g.s.trading_house_count++] = id;
  }
  g.give_goods(0, "coffee", 1);
  g.act("role trader");
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(0).goods[g.good("coffee")] == 1);
  CHECK(g.s.trading_house_count == 0);  // full: emptied at the end of the phase
}
