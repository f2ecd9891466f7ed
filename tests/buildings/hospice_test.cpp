// Hospice: a colonist from the supply (else the ship) onto the tile just placed
// (content/base/buildings/hospice.lua).
#include <catch2/catch.hpp>

#include "buildings/building_support.hpp"

using gov::test::face_up;
using gov::test::Game;
using gov::test::tile_workers;
using gov::test::uses;

TEST_CASE("hospice: a colonist from the supply onto the face-up tile taken",
          "[buildings][hospice]") {
  Game g(4);
  g.give_building(1, "hospice", 1);
  g.act("role settler");
  g.act("settle " + face_up(g));
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g).empty());  // the hospice answers a placed tile, not the turn
  g.act("settle " + face_up(g));
  // A decision of its own: use it or pass.
  CHECK(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use hospice"});
  const int supply = g.s.worker_supply[0];
  const int ship = g.s.ship_workers[0];
  g.act("use hospice");
  CHECK(tile_workers(g, 1, 1) == 1);
  CHECK(g.s.worker_supply[0] == supply - 1);
  CHECK(g.s.ship_workers[0] == ship);
  CHECK(g.seat_to_act() == 2);
}

TEST_CASE("hospice: onto a quarry too", "[buildings][hospice]") {
  Game g(4);
  g.give_building(0, "hospice", 1);
  g.act("role settler");
  g.act("settle quarry");
  g.act("use hospice");
  CHECK(g.s.seat(0).island[1].kind == g.tile("quarry"));
  CHECK(tile_workers(g, 0, 1) == 1);
}

TEST_CASE("hospice: declined with pass", "[buildings][hospice]") {
  Game g(4);
  g.give_building(0, "hospice", 1);
  g.act("role settler");
  const int supply = g.s.worker_supply[0];
  g.act("settle " + face_up(g));
  g.act("pass");
  CHECK(tile_workers(g, 0, 1) == 0);
  CHECK(g.s.worker_supply[0] == supply);
  CHECK(g.seat_to_act() == 1);
}

TEST_CASE("hospice: from the ship when the supply is empty", "[buildings][hospice]") {
  Game g(4);
  g.give_building(0, "hospice", 1);
  gov::test::empty_worker_supply_onto_ship(g);
  const int ship = g.s.ship_workers[0];
  g.act("role settler");
  g.act("settle " + face_up(g));
  g.act("use hospice");
  CHECK(tile_workers(g, 0, 1) == 1);
  CHECK(g.s.ship_workers[0] == ship - 1);
}

TEST_CASE("hospice: no colonist in the supply nor on the ship, no offer", "[buildings][hospice]") {
  Game g(4);
  g.give_building(0, "hospice", 1);
  gov::test::no_workers_left(g, 3);
  g.act("role settler");
  g.act("settle " + face_up(g));
  CHECK(g.seat_to_act() == 1);
  CHECK(tile_workers(g, 0, 1) == 0);
}

TEST_CASE("hospice: unoccupied, no offer", "[buildings][hospice]") {
  Game g(4);
  g.give_building(0, "hospice", 0);
  g.act("role settler");
  g.act("settle " + face_up(g));
  CHECK(g.seat_to_act() == 1);
  CHECK(tile_workers(g, 0, 1) == 0);
}

TEST_CASE("hospice: with the construction hut, onto the quarry of a non-settler",
          "[buildings][hospice][construction_hut]") {
  Game g(4);
  g.give_building(1, "hospice", 1);
  g.give_building(1, "construction_hut", 1);
  g.act("role settler");
  g.act("pass");
  g.act("settle quarry");
  CHECK(g.legal() == std::vector<std::string>{"pass", "use hospice"});
  g.act("use hospice");
  CHECK(tile_workers(g, 1, 1) == 1);
}
