// Villa: first in the mayor phase, a noble from the supply (not the ship); with none left,
// a colonist (content/nobles/buildings/villa.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::Game;
using gov::test::kNobles;
using gov::test::noble_kind;
using gov::test::uses;

TEST_CASE("villa: a noble from the supply before the privilege", "[nobles][villa]") {
  Game g(4, 1, kNobles);
  const gov::Id n = noble_kind(g);
  g.give_building(2, "villa", 1);
  const int supply = g.s.worker_supply[n];
  g.act("role mayor");
  REQUIRE(g.seat_to_act() == 2);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use villa noble"});
  g.act("use villa noble");
  CHECK(g.s.worker_supply[n] == supply - 1);
  CHECK(g.s.ship_workers[n] == 1);  // not from the ship
  CHECK(g.s.seat(2).san_juan[n] == 1);
  CHECK(g.seat_to_act() == 0);  // then the privilege
  g.check_invariants();
}

TEST_CASE("villa: no noble in the supply, a colonist", "[nobles][villa]") {
  Game g(4, 1, kNobles);
  g.give_building(2, "villa", 1);
  gov::test::give_nobles(g, 3, g.s.worker_supply[noble_kind(g)]);
  g.act("role mayor");
  REQUIRE(g.seat_to_act() == 2);
  CHECK(uses(g) == std::vector<std::string>{"use villa colonist"});
  const int supply = g.s.worker_supply[0];
  g.act("use villa colonist");
  CHECK(g.s.worker_supply[0] == supply - 1);
  CHECK(g.s.ship_workers[noble_kind(g)] == 1);
}

TEST_CASE("villa: only in the mayor phase, only occupied", "[nobles][villa]") {
  Game g(4, 1, kNobles);
  g.give_building(2, "villa", 1);
  g.give_building(3, "villa", 0);
  g.act("role builder");
  CHECK(uses(g).empty());
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  g.act("role mayor");
  CHECK(g.seat_to_act() == 2);
  g.act("pass");
  CHECK(g.seat_to_act() != 3);
}
