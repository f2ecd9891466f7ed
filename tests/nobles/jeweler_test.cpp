// Jeweler: each craftsman phase, +1 doubloon per noble on the owner's board; a large
// production building for the guild hall (content/nobles/buildings/jeweler.*).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::Game;
using gov::test::kNobles;
using gov::test::power_bonus;

TEST_CASE("jeweler: 1 doubloon per noble on the board, wherever", "[nobles][jeweler]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "jeweler");
  gov::test::give_tile_noble(g, 1, "coffee");
  gov::test::give_nobles(g, 1, 1);
  g.act("role craftsman");
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  CHECK(g.s.seat(1).coins == 3 + 3);
  g.check_invariants();
}

TEST_CASE("jeweler: a colonist on it works it; no noble, nothing", "[nobles][jeweler]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "jeweler", 1);
  gov::test::give_nobles(g, 1, 2);
  g.give_building(2, "jeweler", 1);
  g.act("role craftsman");
  while (g.s.stage == gov::Stage::Phase) g.act("pass");
  CHECK(g.s.seat(1).coins == 3 + 2);
  CHECK(g.s.seat(2).coins == 3);
}

TEST_CASE("jeweler: the guild hall counts it as a large production building (+2)",
          "[nobles][jeweler][guild_hall]") {
  Game g(4, 1, kNobles);
  g.give_building(1, "guild_hall", 1);
  g.give_building(1, "jeweler", 0);  // occupied or not
  g.give_building(1, "small_indigo_plant", 0);
  CHECK(power_bonus(g, 1) == 2 + 1);
}
