// Large warehouse: after shipping, all barrels of two more kinds are kept
// (content/base/buildings/large_warehouse.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;

namespace {
void fill_ships(Game& g) {
  g.load_ship(5, "corn", 5);
  g.load_ship(6, "indigo", 6);
  g.load_ship(7, "sugar", 7);
}
}  // namespace

TEST_CASE("large_warehouse: keeps two kinds whole plus the single barrel",
          "[buildings][large_warehouse]") {
  Game g(4);
  fill_ships(g);
  g.give_building(1, "large_warehouse", 1);
  g.give_goods(1, "corn", 2);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  // Two kinds of three: the first stored must leave one to store after it.
  CHECK(g.legal() == std::vector<std::string>{"store corn", "store tobacco"});
  g.act("store tobacco");  // then coffee is the only kind left to store, one corn is kept
  const auto& st = g.s.seat(1);
  CHECK(st.goods[g.good("tobacco")] == 3);
  CHECK(st.goods[g.good("coffee")] == 2);
  CHECK(st.goods[g.good("corn")] == 1);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}

TEST_CASE("large_warehouse: two kinds and one barrel kept without a choice",
          "[buildings][large_warehouse]") {
  Game g(4);
  fill_ships(g);
  g.give_building(1, "large_warehouse", 1);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 2);
  g.act("role captain");
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("tobacco")] == 3);
  CHECK(g.s.seat(1).goods[g.good("coffee")] == 2);
}

TEST_CASE("large_warehouse: unoccupied, one barrel only", "[buildings][large_warehouse]") {
  Game g(4);
  fill_ships(g);
  g.give_building(1, "large_warehouse", 0);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 2);
  g.act("role captain");
  CHECK(g.legal() == std::vector<std::string>{"keep tobacco", "keep coffee"});
}
