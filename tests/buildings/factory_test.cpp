// Factory: 0/1/2/3/5 coins for 1/2/3/4/5 kinds produced (content/base/buildings/factory.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;

namespace {
// Seat 1 (not the craftsman) produces every kind listed, one barrel each.
void producer_of(Game& g, const std::vector<std::string>& goods) {
  const std::pair<const char*, const char*> plant[] = {{"indigo", "small_indigo_plant"},
                                                       {"sugar", "small_sugar_mill"},
                                                       {"tobacco", "tobacco_storage"},
                                                       {"coffee", "coffee_roaster"}};
  for (const auto& good : goods) {
    g.give_tile(1, good, 1);
    for (const auto& [gd, b] : plant)
      if (good == gd) g.give_building(1, b, 1);
  }
}
}  // namespace

TEST_CASE("factory: the rulebook example: David gets 1 for sugar and tobacco",
          "[buildings][factory][example]") {
  // David (1): factory, 3 corn, 3 sugar, 1 tobacco plantations occupied, the sugar mill
  // and tobacco storage occupied enough. No corn is left, and only 2 sugar.
  Game g(4);
  g.give_building(1, "factory", 1);
  for (int i = 0; i < 3; ++i) g.give_tile(1, "corn", 1);
  for (int i = 0; i < 3; ++i) g.give_tile(1, "sugar", 1);
  g.give_tile(1, "tobacco", 1);
  g.give_building(1, "sugar_mill", 3);
  g.give_building(1, "tobacco_storage", 1);
  g.give_goods(3, "corn", g.s.goods_supply[g.good("corn")]);
  g.give_goods(3, "sugar", g.s.goods_supply[g.good("sugar")] - 2);
  g.act("role craftsman");  // seat 0 produces nothing: no privilege to choose
  REQUIRE(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("sugar")] == 2);
  CHECK(g.s.seat(1).goods[g.good("tobacco")] == 1);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 0);
  CHECK(g.s.seat(1).coins == 3 + 1);
}

TEST_CASE("factory: coins by kinds produced", "[buildings][factory]") {
  using Goods = std::vector<std::string>;
  const std::pair<Goods, int> cases[] = {
      {{"corn"}, 0},
      {{"corn", "indigo"}, 1},
      {{"corn", "indigo", "sugar"}, 2},
      {{"corn", "indigo", "sugar", "tobacco"}, 3},
      {{"corn", "indigo", "sugar", "tobacco", "coffee"}, 5},
      {{"indigo", "sugar", "tobacco", "coffee"}, 3},
  };
  for (const auto& [goods, coins] : cases) {
    INFO("kinds: " << goods.size() << " from " << goods.front());
    Game g(4);
    g.give_building(1, "factory", 1);
    producer_of(g, goods);
    g.act("role craftsman");
    CHECK(g.s.seat(1).coins == 3 + coins);
  }
}

TEST_CASE("factory: the barrels do not count, only the kinds", "[buildings][factory]") {
  Game g(4);
  g.give_building(1, "factory", 1);
  for (int i = 0; i < 3; ++i) g.give_tile(1, "corn", 1);
  g.give_tile(1, "indigo", 1);
  g.give_tile(1, "indigo", 1);
  g.give_building(1, "indigo_plant", 2);
  g.act("role craftsman");
  CHECK(g.s.seat(1).goods[g.good("corn")] == 3);
  CHECK(g.s.seat(1).goods[g.good("indigo")] == 2);
  CHECK(g.s.seat(1).coins == 3 + 1);
}

TEST_CASE("factory: unoccupied, no coins", "[buildings][factory]") {
  Game g(4);
  g.give_building(1, "factory", 0);
  producer_of(g, {"corn", "indigo", "sugar"});
  g.act("role craftsman");
  CHECK(g.s.seat(1).goods[g.good("sugar")] == 1);
  CHECK(g.s.seat(1).coins == 3);
}

TEST_CASE("factory: the craftsman's privilege barrel adds no kind", "[buildings][factory]") {
  Game g(4);
  g.give_building(0, "factory", 1);
  g.give_tile(0, "corn", 1);
  g.give_tile(0, "sugar", 1);
  g.give_building(0, "small_sugar_mill", 1);
  g.act("role craftsman");
  CHECK(g.s.seat(0).coins == 3 + 1);
  REQUIRE(g.seat_to_act() == 0);
  g.act("craft sugar");
  CHECK(g.s.seat(0).coins == 3 + 1);
}
