// Guest house: guests moved at the start, during (the owner's turns) or at the end of any
// phase but the mayor's (content/new-buildings/buildings/guest_house.lua).
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"

using gov::test::building_workers;
using gov::test::NbGame;
using gov::test::uses;

TEST_CASE(
    "guest house: a guest moved onto the storehouse before storage keeps 3 more "
    "barrels (the seed's example)",
    "[new-buildings][guest_house][storehouse][example]") {
  NbGame g;
  gov::test::fill_ships(g);
  g.give_building(1, "guest_house", 2);
  g.give_building(1, "storehouse", 0);
  g.give_goods(1, "tobacco", 3);
  g.give_goods(1, "coffee", 3);
  g.act("role captain");
  // Start of the phase: seat 1 may move a guest; he waits.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(gov::test::sorted_legal(g) ==
        std::vector<std::string>{"pass", "use guest_house indigo", "use guest_house storehouse"});
  g.act("pass");
  // His captain turn (he cannot load): he may move a guest, or pass.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("use guest_house storehouse"));
  g.act("pass");
  // Loading is over, storage has not begun: the guest goes onto the storehouse.
  REQUIRE(g.seat_to_act() == 1);
  g.act("use guest_house storehouse");
  CHECK(building_workers(g, 1, "storehouse") == 1);
  CHECK(building_workers(g, 1, "guest_house") == 1);
  // A follow-up: the other guest too, or not.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("use guest_house indigo"));
  g.act("pass");
  gov::test::store_first(g, 1);
  CHECK(gov::test::barrels(g, 1) == 4);
  g.check_invariants();
}

TEST_CASE(
    "guest house: a guest moved onto the library at the start of his trader phase "
    "doubles the privilege (the seed's example)",
    "[new-buildings][guest_house][library][example]") {
  NbGame g;
  g.give_building(0, "guest_house", 1);
  g.give_building(0, "library", 0);
  g.give_goods(0, "coffee", 1);
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 0);
  g.act("use guest_house library");
  // The guest house is empty now: nothing more to move.
  REQUIRE(g.seat_to_act() == 0);
  CHECK(uses(g).empty());
  g.act("sell coffee");
  CHECK(g.s.seat(0).coins == 3 + 4 + 2);
}

TEST_CASE("guest house: both guests at once at the start of a phase",
          "[new-buildings][guest_house]") {
  NbGame g;
  g.give_building(1, "guest_house", 2);
  g.give_building(1, "indigo_plant", 0);
  g.give_tile(1, "indigo", 0);
  g.act("role craftsman");
  REQUIRE(g.seat_to_act() == 1);
  g.act("use guest_house indigo_plant");
  REQUIRE(g.seat_to_act() == 1);
  g.act("use guest_house indigo");
  // Production follows the phase-start decisions: 1 indigo (one plantation manned).
  CHECK(gov::test::goods_of(g, 1, "indigo") == 1);
  CHECK(building_workers(g, 1, "guest_house") == 0);
}

TEST_CASE("guest house: during his builder turn, a guest onto a quarry before building",
          "[new-buildings][guest_house]") {
  NbGame g;
  g.give_building(1, "guest_house", 1);
  g.give_tile(1, "quarry", 0);
  g.set_coins(1, 1);
  g.act("role builder");
  REQUIRE(g.seat_to_act() == 1);
  g.act("pass");  // not at the start of the phase
  g.act("pass");  // seat 0 builds nothing
  REQUIRE(g.seat_to_act() == 1);
  CHECK_FALSE(g.is_legal("build construction_hut"));
  g.act("use guest_house quarry");
  REQUIRE(g.seat_to_act() == 1);  // his turn goes on
  g.act("build construction_hut");
  CHECK(g.s.seat(1).coins == 0);
}

TEST_CASE("guest house: at the end of a phase, and the guest stays until the mayor",
          "[new-buildings][guest_house]") {
  NbGame g;
  g.give_building(1, "guest_house", 1);
  g.give_building(1, "small_market", 0);
  g.act("role prospector");
  REQUIRE(g.seat_to_act() == 1);
  g.act("pass");  // start of the phase
  REQUIRE(g.seat_to_act() == 1);
  g.act("use guest_house small_market");  // end of the phase
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(building_workers(g, 1, "small_market") == 1);
  // Nothing more to move in the next phases: the guest house is empty.
  g.act("role settler");
  for (int guard = 0; guard < 8 && g.s.stage == gov::Stage::Phase; ++guard) {
    CHECK(uses(g).empty());
    g.act("pass");
  }
}

TEST_CASE("guest house: not moved in the mayor phase, filled again there",
          "[new-buildings][guest_house]") {
  NbGame g;
  g.give_building(1, "guest_house", 2);
  g.give_building(1, "small_market", 0);
  g.act("role mayor");
  for (int guard = 0; guard < 40 && g.s.stage == gov::Stage::Phase; ++guard) {
    CHECK(uses(g).empty());
    const auto l = g.legal();
    g.act(l.front() == "pass" && l.size() > 1 ? l[1] : l.front());
  }
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}
