// Hunting lodge: at the end of the settler phase, colonist: may discard a plantation;
// noble: +2 VP only with strictly the most empty island spaces
// (content/nobles/buildings/hunting_lodge.lua).
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::chips;
using gov::test::Game;
using gov::test::kNobles;
using gov::test::uses;

namespace {
// Every seat takes the first face-up tile (or passes) until the settler phase ends or a
// building decision comes.
void settle_all(Game& g) {
  while (g.s.stage == gov::Stage::Phase && g.s.num_pending == 0) {
    const auto l = g.legal();
    std::string pick = "pass";
    for (const auto& t : l)
      if (t.rfind("settle ", 0) == 0) {
        pick = t;
        break;
      }
    g.act(pick);
  }
}
}  // namespace

TEST_CASE("hunting_lodge: colonist: discards a plantation at the end of the settler phase",
          "[nobles][hunting_lodge]") {
  Game g(3, 1, kNobles);
  g.give_building(1, "hunting_lodge", 1);
  g.give_tile(1, "quarry", 1);
  g.act("role settler");
  settle_all(g);
  REQUIRE(g.seat_to_act() == 1);
  const auto options = uses(g);
  // His indigo (slot 1) and the tile he took (slot 3), never the quarry (slot 2).
  REQUIRE(options.size() == 2);
  CHECK(std::find(options.begin(), options.end(), "use hunting_lodge indigo 1") != options.end());
  g.act("use hunting_lodge indigo 1");
  CHECK(g.s.seat(1).num_tiles == 2);
  CHECK(g.s.seat(1).island[0].kind == g.tile("quarry"));
  CHECK(g.s.seat(1).san_juan[0] == 0);  // the indigo was empty
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  g.check_invariants();
}

TEST_CASE("hunting_lodge: colonist: the discarded tile's worker goes to San Juan",
          "[nobles][hunting_lodge]") {
  Game g(3, 1, kNobles);
  g.give_building(1, "hunting_lodge", 1);
  g.give_tile(1, "sugar", 1);
  g.act("role settler");
  settle_all(g);
  g.act("use hunting_lodge sugar 2");
  CHECK(g.s.seat(1).san_juan[0] == 1);
  g.check_invariants();
}

TEST_CASE("hunting_lodge: noble: +2 VP with strictly the most empty island spaces",
          "[nobles][hunting_lodge]") {
  Game g(3, 1, kNobles);
  gov::test::give_building_noble(g, 1, "hunting_lodge");
  g.give_tile(0, "sugar");
  g.give_tile(2, "sugar");
  g.act("role settler");
  settle_all(g);  // everybody takes one: 3, 2, 3 tiles
  CHECK(uses(g).empty());
  CHECK(chips(g, 1) == 2);
  g.check_invariants();
}

TEST_CASE("hunting_lodge: noble: a tie for the most empty spaces gives nothing",
          "[nobles][hunting_lodge]") {
  Game g(3, 1, kNobles);
  gov::test::give_building_noble(g, 1, "hunting_lodge");
  g.give_tile(0, "sugar");
  g.act("role settler");
  settle_all(g);  // 3, 2, 2 tiles
  CHECK(chips(g, 1) == 0);
}

TEST_CASE("hunting_lodge: noble: no discard; colonist: no VP", "[nobles][hunting_lodge]") {
  Game g(3, 1, kNobles);
  gov::test::give_building_noble(g, 1, "hunting_lodge");
  g.give_building(2, "hunting_lodge", 1);
  g.give_tile(0, "sugar");
  g.give_tile(0, "sugar");
  g.act("role settler");
  settle_all(g);  // 4, 2, 2: seat 2 ties seat 1 for the most empty
  // Seat 2 (colonist) may discard; seat 1 (noble) is not offered it.
  REQUIRE(g.seat_to_act() == 2);
  CHECK(!uses(g).empty());
  g.act("pass");
  CHECK(chips(g, 1) == 0);
  CHECK(chips(g, 2) == 0);
}
