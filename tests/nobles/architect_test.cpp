// Architect: colonist -1 doubloon on columns 1-3, noble -2 on column 4 only
// (content/nobles/buildings/architect.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::Game;
using gov::test::kNobles;

TEST_CASE("architect: colonist: 1 less for a small building", "[nobles][architect]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "architect", 1);
  g.act("role builder");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
  g.act("build hacienda");  // cost 2
  CHECK(g.s.seat(1).coins == 3 - 1);
}

TEST_CASE("architect: colonist: nothing off a large building", "[nobles][architect]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "architect", 1);
  g.set_coins(1, 10);
  g.act("role builder");
  g.act("pass");
  g.act("build guild_hall");
  CHECK(g.s.seat(1).coins == 0);
}

TEST_CASE("architect: noble: 2 less for a large building", "[nobles][architect]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "architect");
  g.set_coins(1, 8);
  g.act("role builder");
  g.act("pass");
  CHECK(g.is_legal("build residence"));
  g.act("build residence");
  CHECK(g.s.seat(1).coins == 0);
}

TEST_CASE("architect: noble: nothing off a small building", "[nobles][architect]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "architect");
  g.act("role builder");
  g.act("pass");
  g.act("build hacienda");
  CHECK(g.s.seat(1).coins == 3 - 2);
}

TEST_CASE("architect: adds to the builder's privilege and quarries", "[nobles][architect]") {
  Game g(4, 1, kNobles);
  g.give_building(0, "architect", 1);
  g.give_tile(0, "quarry", 1);
  g.set_coins(0, 2);
  g.act("role builder");
  g.act("build hospice");  // 4 - 1 privilege - 1 quarry - 1 architect
  CHECK(g.s.seat(0).coins == 1);
}
