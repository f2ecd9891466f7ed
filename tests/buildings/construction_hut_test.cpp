// Construction hut: a quarry instead of a face-up plantation
// (content/base/buildings/construction_hut.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::face_up;
using gov::test::Game;

TEST_CASE("construction_hut: a seat that is not the settler takes a quarry",
          "[buildings][construction_hut]") {
  Game g(4);
  g.give_building(2, "construction_hut", 1);
  g.act("role settler");
  g.act("settle " + face_up(g));
  REQUIRE(g.seat_to_act() == 1);
  CHECK_FALSE(g.is_legal("settle quarry"));
  g.act("pass");
  REQUIRE(g.seat_to_act() == 2);
  CHECK(g.is_legal("settle quarry"));
  const int quarries = g.s.open_pile[g.tile("quarry")];
  g.act("settle quarry");
  CHECK(g.s.seat(2).num_tiles == 2);
  CHECK(g.s.seat(2).island[1].kind == g.tile("quarry"));
  CHECK(g.s.open_pile[g.tile("quarry")] == quarries - 1);
  CHECK(g.seat_to_act() == 3);
}

TEST_CASE("construction_hut: unoccupied, no quarry", "[buildings][construction_hut]") {
  Game g(4);
  g.give_building(1, "construction_hut", 0);
  g.act("role settler");
  g.act("settle " + face_up(g));
  REQUIRE(g.seat_to_act() == 1);
  CHECK_FALSE(g.is_legal("settle quarry"));
}

TEST_CASE("construction_hut: the settler still takes one tile only",
          "[buildings][construction_hut]") {
  Game g(4);
  g.give_building(0, "construction_hut", 1);
  g.act("role settler");
  g.act("settle quarry");
  CHECK(g.s.seat(0).num_tiles == 2);
  CHECK(g.seat_to_act() == 1);
}
