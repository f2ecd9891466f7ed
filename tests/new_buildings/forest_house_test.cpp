// Forest house: plantations placed face down as forests; 2 forests = -1 on every build
// (content/new-buildings/buildings/forest_house.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::face_up;
using gov::test::NbGame;
using gov::test::uses;

TEST_CASE("forest house: the picked plantation may go face down as a forest",
          "[new-buildings][forest_house]") {
  NbGame g;
  g.give_building(0, "forest_house", 1);
  g.act("role settler");
  const auto tile = face_up(g);
  g.act("settle " + tile);
  REQUIRE(g.seat_to_act() == 0);
  CHECK(gov::test::sorted_legal(g) == std::vector<std::string>{"pass", "use forest_house"});
  g.act("use forest_house");
  const auto& t = g.s.seat(0).island[1];
  CHECK(t.kind == g.tile(tile));
  CHECK(t.variant == gov::test::variant(g, "forest"));
  CHECK(g.seat_to_act() == 1);
  // A forest has no circle: the mayor does not count it.
  g.check_invariants();
}

TEST_CASE("forest house: never a quarry, and only occupied", "[new-buildings][forest_house]") {
  NbGame g;
  g.give_building(0, "forest_house", 1);
  g.give_building(1, "forest_house", 0);
  g.act("role settler");
  g.act("settle quarry");
  CHECK(uses(g).empty());
  REQUIRE(g.seat_to_act() == 1);
  g.act("settle " + face_up(g));
  CHECK(uses(g).empty());
  CHECK(g.seat_to_act() == 2);
}

TEST_CASE(
    "forest house: the seed's example, 6 forests and 2 quarries build the large "
    "warehouse for nothing",
    "[new-buildings][forest_house][example]") {
  // 6 doubloons, -1 (builder), -2 (quarries), -3 (forests, no column cap) = 0.
  NbGame g;
  g.give_building(0, "forest_house", 0);  // works even when empty
  for (int i = 0; i < 6; ++i) gov::test::give_forest(g, 0);
  g.give_tile(0, "quarry", 1);
  g.give_tile(0, "quarry", 1);
  g.set_coins(0, 0);
  g.act("role builder");
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.is_legal("build large_warehouse"));
  CHECK_FALSE(g.is_legal("build factory"));  // 7 - 1 - 2 - 3 = 1
  g.act("build large_warehouse");
  CHECK(g.s.seat(0).coins == 0);
}

TEST_CASE("forest house: 2 forests take 1 off every column, beyond the quarry cap",
          "[new-buildings][forest_house]") {
  NbGame g;
  g.give_building(1, "forest_house", 1);
  for (int i = 0; i < 5; ++i) gov::test::give_forest(g, 1);  // 5 forests: 2 off
  g.set_coins(1, 3);
  g.act("role builder");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("build office"));        // 5 - 2
  CHECK_FALSE(g.is_legal("build harbor"));  // 8 - 2
  CHECK(g.is_legal("build small_market"));  // 1 - 2, never below 0
  g.act("build office");
  CHECK(g.s.seat(1).coins == 0);
}

TEST_CASE("forest house: with the hacienda's tile, seen before choosing",
          "[new-buildings][forest_house][hacienda]") {
  NbGame g;
  g.give_building(0, "forest_house", 1);
  g.give_building(0, "hacienda", 1);
  g.act("role settler");
  const auto top = g.s.stack[g.s.stack_size - 1];
  g.act("use hacienda");
  CHECK(g.s.seat(0).island[1].kind == top);
  CHECK(gov::test::sorted_legal(g) == std::vector<std::string>{"pass", "use forest_house"});
  g.act("use forest_house");
  CHECK(g.s.seat(0).island[1].variant == gov::test::variant(g, "forest"));
  // His normal pick follows, and may become a forest too.
  REQUIRE(g.seat_to_act() == 0);
  g.act("settle " + face_up(g));
  g.act("use forest_house");
  CHECK(g.s.seat(0).island[2].variant == gov::test::variant(g, "forest"));
}

TEST_CASE("forest house: the hospice's colonist goes to San Juan on a forest",
          "[new-buildings][forest_house][hospice]") {
  for (bool hospice_first : {true, false}) {
    NbGame g;
    if (hospice_first) g.give_building(0, "hospice", 1);
    g.give_building(0, "forest_house", 1);
    if (!hospice_first) g.give_building(0, "hospice", 1);
    g.act("role settler");
    g.act("settle " + face_up(g));
    g.act(hospice_first ? "use hospice" : "use forest_house");
    g.act(hospice_first ? "use forest_house" : "use hospice");
    CHECK(g.s.seat(0).island[1].variant == gov::test::variant(g, "forest"));
    CHECK(gov::test::tile_workers(g, 0, 1) == 0);
    CHECK(gov::test::san_juan(g, 0) == 1);
    g.check_invariants();
  }
}

TEST_CASE("forest house: with the library, 0, 1 or 2 forests in a settler phase",
          "[new-buildings][forest_house][library]") {
  NbGame g;
  g.give_building(0, "forest_house", 1);
  g.give_building(0, "library", 1);
  g.act("role settler");
  g.act("settle " + face_up(g));
  g.act("use forest_house");
  for (int seat = 1; seat < 4; ++seat) {
    REQUIRE(g.seat_to_act() == seat);
    g.act("settle " + face_up(g));
  }
  // The library's extra face-up pick, after everybody: a forest again.
  REQUIRE(g.seat_to_act() == 0);
  g.act("settle " + face_up(g));
  CHECK(gov::test::sorted_legal(g) == std::vector<std::string>{"pass", "use forest_house"});
  g.act("use forest_house");
  CHECK(g.s.seat(0).num_tiles == 3);
  CHECK(g.s.seat(0).island[1].variant == gov::test::variant(g, "forest"));
  CHECK(g.s.seat(0).island[2].variant == gov::test::variant(g, "forest"));
}
