// Production (craftsman): plantations capped by production buildings, corn direct, the
// supply limit, and the privilege limited to a kind produced this phase (seed 001).
#include <catch2/catch.hpp>

#include "support/fixture.hpp"

using gov::test::Game;

TEST_CASE("craftsman: rulebook factory example, production limited by the supply",
          "[craftsman][example]") {
  // Seed 000: David, 3 corn and 3 sugar plantations, 1 tobacco, all buildings manned; the
  // supply holds no corn and only 2 sugar: he produces 2 sugar and 1 tobacco.
  Game g(4);
  const int seat = 1;
  for (int i = 0; i < 3; ++i) g.give_tile(seat, "corn", 1);
  for (int i = 0; i < 3; ++i) g.give_tile(seat, "sugar", 1);
  g.give_tile(seat, "tobacco", 1);
  g.give_building(seat, "sugar_mill", 3);
  g.give_building(seat, "tobacco_storage", 1);
  // Empty the corn supply and leave 2 sugar (to seat 3, to keep conservation).
  g.give_goods(3, "corn", g.s.goods_supply[g.good("corn")]);
  g.give_goods(3, "sugar", g.s.goods_supply[g.good("sugar")] - 2);
  g.act("role craftsman");
  const auto& st = g.s.seat(seat);
  CHECK(st.goods[g.good("corn")] == 0);
  CHECK(st.goods[g.good("sugar")] == 2);
  CHECK(st.goods[g.good("tobacco")] == 1);
}

TEST_CASE("craftsman: plantations without a manned building produce nothing but corn",
          "[craftsman]") {
  Game g(4);
  g.give_tile(0, "corn", 1);
  g.give_tile(0, "indigo", 1);
  g.give_tile(0, "sugar", 1);
  g.give_building(0, "small_sugar_mill", 0);
  g.act("role craftsman");
  // Production: corn 1 (+ the starting indigo tile unoccupied); sugar mill unmanned.
  const auto& st = g.s.seat(0);
  CHECK(st.goods[g.good("corn")] == 1);
  CHECK(st.goods[g.good("indigo")] == 0);
  CHECK(st.goods[g.good("sugar")] == 0);
}

TEST_CASE("craftsman: circles cap production", "[craftsman]") {
  Game g(4);
  for (int i = 0; i < 3; ++i) g.give_tile(0, "indigo", 1);
  g.give_building(0, "indigo_plant", 2);
  g.act("role craftsman");
  CHECK(g.s.seat(0).goods[g.good("indigo")] == 2);
}

TEST_CASE("craftsman: the privilege barrel is of a kind he produced, and optional", "[craftsman]") {
  Game g(4);
  g.give_tile(0, "corn", 1);
  g.give_tile(0, "coffee", 1);
  g.give_building(0, "coffee_roaster", 1);
  g.give_tile(1, "tobacco", 1);
  g.give_building(1, "tobacco_storage", 1);
  g.act("role craftsman");
  REQUIRE(g.seat_to_act() == 0);
  auto l = g.legal();
  CHECK(l == std::vector<std::string>{"pass", "craft corn", "craft coffee"});
  g.act("craft coffee");
  CHECK(g.s.seat(0).goods[g.good("coffee")] == 2);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}

TEST_CASE("craftsman: no production, no privilege", "[craftsman]") {
  Game g(4);
  g.give_tile(1, "corn", 1);
  g.act("role craftsman");
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.s.seat(1).goods[g.good("corn")] == 1);
}

TEST_CASE("craftsman: the privilege is not offered when the supply of the kind is empty",
          "[craftsman]") {
  Game g(4);
  g.give_tile(0, "corn", 1);
  g.give_goods(2, "corn", g.s.goods_supply[g.good("corn")] - 1);
  g.act("role craftsman");
  CHECK(g.s.seat(0).goods[g.good("corn")] == 1);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}
