// University: one colonist from the supply (else the ship) onto the building just built
// (content/base/buildings/university.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::building_workers;
using gov::test::Game;
using gov::test::uses;

TEST_CASE("university: a colonist from the supply onto the new building",
          "[buildings][university]") {
  Game g(4);
  g.give_building(0, "university", 1);
  g.act("role builder");
  CHECK(uses(g).empty());  // the university answers a building built, not the turn
  g.act("build small_market");
  CHECK(g.seat_to_act() == 0);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use university"});
  const int supply = g.s.worker_supply[0];
  g.act("use university");
  CHECK(building_workers(g, 0, "small_market") == 1);
  CHECK(g.s.worker_supply[0] == supply - 1);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("university: declined with pass", "[buildings][university]") {
  Game g(4);
  g.give_building(0, "university", 1);
  g.act("role builder");
  g.act("build small_market");
  g.act("pass");
  CHECK(building_workers(g, 0, "small_market") == 0);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("university: one colonist whatever the circles", "[buildings][university]") {
  Game g(4);
  g.give_building(1, "university", 1);
  g.act("role builder");
  g.act("pass");
  g.act("build indigo_plant");  // 3 circles
  g.act("use university");
  CHECK(building_workers(g, 1, "indigo_plant") == 1);
  CHECK(g.s.seat(1).san_juan[0] == 0);
}

TEST_CASE("university: onto a large building too", "[buildings][university]") {
  Game g(4);
  g.give_building(0, "university", 1);
  g.set_coins(0, 10);
  g.act("role builder");
  g.act("build residence");
  g.act("use university");
  CHECK(building_workers(g, 0, "residence") == 1);
}

TEST_CASE("university: from the ship when the supply is empty", "[buildings][university]") {
  Game g(4);
  g.give_building(0, "university", 1);
  gov::test::empty_worker_supply_onto_ship(g);
  const int ship = g.s.ship_workers[0];
  g.act("role builder");
  g.act("build small_market");
  g.act("use university");
  CHECK(building_workers(g, 0, "small_market") == 1);
  CHECK(g.s.ship_workers[0] == ship - 1);
}

TEST_CASE("university: no colonist anywhere, no offer", "[buildings][university]") {
  Game g(4);
  g.give_building(0, "university", 1);
  gov::test::no_workers_left(g, 3);
  g.act("role builder");
  g.act("build small_market");
  CHECK(g.seat_to_act() == 1);
  CHECK(building_workers(g, 0, "small_market") == 0);
}

TEST_CASE("university: unoccupied, no offer", "[buildings][university]") {
  Game g(4);
  g.give_building(0, "university", 0);
  g.act("role builder");
  g.act("build small_market");
  CHECK(g.seat_to_act() == 1);
  CHECK(building_workers(g, 0, "small_market") == 0);
}
