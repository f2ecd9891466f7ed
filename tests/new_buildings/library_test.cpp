// Library: the owner's role privilege doubled, for every role
// (content/new-buildings/buildings/library.lua; the core's privilege multiplier).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::chips;
using gov::test::face_up;
using gov::test::NbGame;

TEST_CASE(
    "library: settler, a quarry or plantation first, one more face-up plantation after "
    "everybody, never a quarry",
    "[new-buildings][library][settler]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.act("role settler");
  g.act("settle quarry");
  for (int seat = 1; seat < 4; ++seat) {
    REQUIRE(g.seat_to_act() == seat);
    g.act("settle " + face_up(g));
  }
  REQUIRE(g.seat_to_act() == 0);
  CHECK_FALSE(g.is_legal("settle quarry"));
  CHECK(g.is_legal("pass"));
  g.act("settle " + face_up(g));
  CHECK(g.s.seat(0).num_tiles == 3);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}

TEST_CASE("library: mayor, 2 colonists from the supply", "[new-buildings][library][mayor]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.act("role mayor");
  g.act("take colonist");
  REQUIRE(g.seat_to_act() == 0);
  CHECK(g.is_legal("take colonist"));
  g.act("take colonist");
  // 1 on the library, 2 by privilege, 1 from the ship (4 seats, 4 on the ship).
  int total = gov::test::san_juan(g, 0);
  for (int i = 0; i < g.s.seat(0).num_tiles; ++i) total += gov::test::tile_workers(g, 0, i);
  total += gov::test::building_workers(g, 0, "library");
  CHECK(total == 4);
}

TEST_CASE("library: builder, 2 doubloons off", "[new-buildings][library][builder]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.set_coins(0, 2);
  g.act("role builder");
  CHECK(g.is_legal("build hospice"));  // 4 - 2
  CHECK_FALSE(g.is_legal("build office"));
  g.act("build hospice");
  CHECK(g.s.seat(0).coins == 0);
}

TEST_CASE("library: craftsman, 2 barrels alike or not", "[new-buildings][library][craftsman]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.give_building(0, "indigo_plant", 1);
  g.s.seat(0).island[0].workers[0] = 1;  // the starting indigo plantation
  --g.s.worker_supply[0];
  g.give_tile(0, "corn", 1);
  g.act("role craftsman");
  REQUIRE(g.seat_to_act() == 0);
  g.act("craft corn");
  REQUIRE(g.seat_to_act() == 0);
  g.act("craft indigo");
  CHECK(gov::test::goods_of(g, 0, "corn") == 2);
  CHECK(gov::test::goods_of(g, 0, "indigo") == 2);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}

TEST_CASE("library: trader, 2 doubloons more", "[new-buildings][library][trader]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.give_goods(0, "corn", 1);
  g.act("role trader");
  g.act("sell corn");
  CHECK(g.s.seat(0).coins == 3 + 0 + 2);
}

TEST_CASE("library: captain, 2 VP more", "[new-buildings][library][captain]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.give_goods(0, "corn", 1);
  g.act("role captain");
  g.act("ship corn 5");
  CHECK(chips(g, 0) == 1 + 2);
}

TEST_CASE("library: prospector, 2 doubloons", "[new-buildings][library][prospector]") {
  NbGame g;
  g.give_building(0, "library", 1);
  g.act("role prospector");
  CHECK(g.s.seat(0).coins == 3 + 2);
}

TEST_CASE("library: only its owner's privilege, and only occupied", "[new-buildings][library]") {
  NbGame g;
  g.give_building(1, "library", 1);
  g.give_building(0, "library", 0);
  g.act("role prospector");
  CHECK(g.s.seat(0).coins == 3 + 1);
  CHECK(g.s.seat(1).coins == 3);
}
