// Land office: in the trader phase, colonist: buy the top stack tile for 1 doubloon;
// noble: discard an island tile for 1 doubloon (content/nobles/buildings/land_office.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::Game;
using gov::test::kNobles;
using gov::test::uses;

TEST_CASE("land_office: colonist: buys the top plantation of the stack for 1",
          "[nobles][land_office]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "land_office", 1);
  g.give_goods(1, "corn", 1);
  const gov::Id top = g.s.stack[g.s.stack_size - 1];
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g) == std::vector<std::string>{"use land_office"});
  g.act("use land_office");
  CHECK(g.s.seat(1).coins == 2);
  CHECK(g.s.seat(1).num_tiles == 2);
  CHECK(g.s.seat(1).island[1].kind == top);
  // Still his turn: he may sell, and the power is spent for this phase.
  CHECK(g.seat_to_act() == 1);
  CHECK(uses(g).empty());
  g.act("sell corn");
  CHECK(g.s.seat(1).coins == 2);
  g.check_invariants();
}

TEST_CASE("land_office: colonist: no doubloon, no purchase", "[nobles][land_office]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "land_office", 1);
  g.set_coins(1, 0);
  g.act("role trader");
  CHECK(g.s.stage == gov::Stage::ChooseRole);  // nothing to do: the phase is over
}

TEST_CASE("land_office: noble: discards an island tile for 1, its worker to San Juan",
          "[nobles][land_office]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "land_office");
  g.give_tile(1, "coffee", 1);
  g.give_tile(1, "quarry", 1);
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  // Plantations only (slots 1 and 2), not the quarry.
  CHECK(uses(g) ==
        std::vector<std::string>{"use land_office indigo 1", "use land_office coffee 2"});
  g.act("use land_office coffee 2");
  CHECK(g.s.seat(1).coins == 4);
  CHECK(g.s.seat(1).num_tiles == 2);
  CHECK(g.s.seat(1).san_juan[0] == 1);
  CHECK(g.s.discard[g.tile("coffee")] == 1);
  g.check_invariants();
}

TEST_CASE("land_office: the occupant decides: a colonist does not discard, a noble does not buy",
          "[nobles][land_office]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "land_office", 1);
  gov::test::give_building_noble(g, 2, "land_office");
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g) == std::vector<std::string>{"use land_office"});
  g.act("pass");
  REQUIRE(g.seat_to_act() == 2);
  CHECK(uses(g) == std::vector<std::string>{"use land_office corn 1"});
}

TEST_CASE("land_office: unoccupied, nothing", "[nobles][land_office]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "land_office", 0);
  g.give_goods(1, "corn", 1);
  g.act("role trader");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(uses(g).empty());
}
