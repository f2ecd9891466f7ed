// Small warehouse: after shipping, all barrels of one more kind are kept
// (content/base/buildings/small_warehouse.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::Game;

namespace {
// Every ship full of another kind: nobody can load corn, tobacco or coffee.
void fill_ships(Game& g) {
  g.load_ship(5, "corn", 5);
  g.load_ship(6, "indigo", 6);
  g.load_ship(7, "sugar", 7);
}
}  // namespace

TEST_CASE("small_warehouse: keeps one kind whole plus the single barrel",
          "[buildings][small_warehouse]") {
  Game g(4);
  fill_ships(g);
  g.give_building(1, "small_warehouse", 1);
  g.give_goods(1, "corn", 1);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 2);
  g.act("role captain");  // nobody can load: storage, seat 1 chooses
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"store corn", "store tobacco", "store coffee"});
  g.act("store tobacco");
  CHECK(g.legal() == std::vector<std::string>{"keep corn", "keep coffee"});
  g.act("keep coffee");
  const auto& st = g.s.seat(1);
  CHECK(st.goods[g.good("tobacco")] == 3);
  CHECK(st.goods[g.good("coffee")] == 1);
  CHECK(st.goods[g.good("corn")] == 0);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}

TEST_CASE("small_warehouse: unoccupied, one barrel only", "[buildings][small_warehouse]") {
  Game g(4);
  fill_ships(g);
  g.give_building(1, "small_warehouse", 0);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"keep tobacco", "keep coffee"});
  g.act("keep tobacco");
  CHECK(g.s.seat(1).goods[g.good("tobacco")] == 1);
  CHECK(g.s.seat(1).goods[g.good("coffee")] == 0);
}

TEST_CASE("small_warehouse: it does not excuse from loading", "[buildings][small_warehouse]") {
  Game g(4);
  g.give_building(0, "small_warehouse", 1);
  g.give_goods(0, "corn", 2);
  g.act("role captain");
  CHECK(g.legal() == std::vector<std::string>{"ship corn 5", "ship corn 6", "ship corn 7"});
}

TEST_CASE("small_warehouse: with the large warehouse, three kinds",
          "[buildings][small_warehouse][large_warehouse]") {
  Game g(4);
  fill_ships(g);
  g.give_building(2, "small_warehouse", 1);
  g.give_building(2, "large_warehouse", 1);
  g.give_goods(2, "corn", 2);
  g.give_goods(2, "tobacco", 3);
  g.give_goods(2, "coffee", 4);
  g.give_goods(2, "indigo", 2);
  g.act("role captain");
  REQUIRE(g.seat_to_act() == 2);
  g.act("store corn");
  g.act("store tobacco");  // coffee, the only kind after it, is stored without asking; then
                           // one indigo is kept as the single barrel
  const auto& st = g.s.seat(2);
  CHECK(st.goods[g.good("corn")] == 2);
  CHECK(st.goods[g.good("tobacco")] == 3);
  CHECK(st.goods[g.good("coffee")] == 4);
  CHECK(st.goods[g.good("indigo")] == 1);
}
