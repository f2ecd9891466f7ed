// Chapel: each craftsman phase, colonist +1 doubloon, noble +1 VP
// (content/nobles/buildings/chapel.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::chips;
using gov::test::Game;
using gov::test::kNobles;

TEST_CASE("chapel: colonist +1 doubloon, noble +1 VP, in the craftsman phase", "[nobles][chapel]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "chapel", 1);
  gov::test::give_building_noble(g, 2, "chapel");
  g.act("role craftsman");
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  CHECK(g.s.seat(1).coins == 3 + 1);
  CHECK(chips(g, 1) == 0);
  CHECK(g.s.seat(2).coins == 3);
  CHECK(chips(g, 2) == 1);
  g.check_invariants();
}

TEST_CASE("chapel: nothing in other phases, nothing unoccupied", "[nobles][chapel]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "chapel", 1);
  g.give_building(2, "chapel", 0);
  g.act("role builder");
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  CHECK(g.s.seat(1).coins == 3);
  g.act("role craftsman");
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  CHECK(g.s.seat(2).coins == 3);
  CHECK(chips(g, 2) == 0);
}
