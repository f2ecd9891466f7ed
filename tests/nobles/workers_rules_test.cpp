// The nobles pack's worker rules (content/nobles/setup.yaml, workers.yaml): 20 nobles and
// all 100 colonists, one noble on the ship at setup and after each mayor phase while
// nobles remain, the choice of kind when taking from the ship, nobles on any circle,
// running out of workers ends nothing, 1 VP per noble.
#include <catch2/catch.hpp>

#include "nobles/nobles_support.hpp"

using gov::test::Game;
using gov::test::kNobles;
using gov::test::noble_kind;

TEST_CASE("nobles: setup puts one noble on the ship in place of a colonist, all colonists play",
          "[nobles][setup]") {
  for (int players = 2; players <= 5; ++players) {
    Game g(players, 7, kNobles);
    const gov::Id n = noble_kind(g);
    INFO(players << " players");
    CHECK(g.s.ship_workers[0] == players - 1);
    CHECK(g.s.ship_workers[n] == 1);
    CHECK(g.s.worker_supply[0] + g.s.ship_workers[0] == 100);
    CHECK(g.s.worker_supply[n] + g.s.ship_workers[n] == 20);
    // The refill and the end conditions are the pack's rules.lua.
    CHECK(g.rules.rule_handlers[static_cast<int>(gov::HookEvent::ShipRefill)].size() == 1);
    CHECK(g.rules.rule_handlers[static_cast<int>(gov::HookEvent::EndWaived)].size() == 1);
    g.check_invariants();
  }
}

// 2 players: the base table's copies_by_category, 1 of each violet type and 2 of each
// production type. The base 2-player rule takes « 2 bâtiments industriels de chaque type »
// and the jeweler « compte comme un grand bâtiment industriel », one of the box's « 2
// bâtiments roses » (seed 000): 2 jewelers. (The seed describes no 2-player game with the
// expansions; the base rule is followed.)
TEST_CASE("nobles: the 8 buildings are in every game, 2 players 1 violet copy each, 2 jewelers",
          "[nobles][setup]") {
  const char* ids[] = {"land_office",    "chapel", "hunting_lodge", "architect",
                       "royal_supplier", "villa",  "jeweler",       "royal_garden"};
  Game two(2, 1, kNobles);
  Game four(4, 1, kNobles);
  for (const char* id : ids) {
    INFO(id);
    const bool jeweler = std::string(id) == "jeweler";
    CHECK(two.s.building_supply[two.building(id)] == (jeweler ? 2 : 1));
    CHECK(four.s.building_supply[four.building(id)] == (std::string(id) == "royal_garden" ? 1 : 2));
  }
  // The base buildings keep their numbers.
  CHECK(two.s.building_supply[two.building("indigo_plant")] == 2);
  CHECK(two.s.building_supply[two.building("harbor")] == 1);
  CHECK(four.s.building_supply[four.building("indigo_plant")] == 3);
}

TEST_CASE("nobles: a seat taking from the ship chooses noble or colonist", "[nobles][mayor]") {
  Game g(4, 1, kNobles);  // ship: 3 colonists, 1 noble
  const gov::Id n = noble_kind(g);
  g.act("role mayor");
  // The privilege: one more from the supply, « lire "colon/noble" » (seed 000, Note
  // générale): a colonist or a noble.
  CHECK(g.legal() == std::vector<std::string>{"pass", "take colonist", "take noble"});
  g.act("take colonist");
  CHECK(g.legal() == std::vector<std::string>{"take colonist", "take noble"});
  g.act("take noble");
  CHECK(g.s.seat(0).san_juan[n] == 1);
  CHECK(g.s.seat(0).san_juan[0] == 1);
  // The ship now holds colonists only: dealt without asking.
  CHECK(g.s.ship_workers[n] == 0);
  g.check_invariants();
}

TEST_CASE("nobles: a noble occupies any circle (place noble <target>)", "[nobles][mayor]") {
  Game g(4, 1, kNobles);
  g.give_building(0, "harbor", 0);
  g.act("role mayor");
  g.act("pass");
  g.act("take noble");
  // Seat 0 has a noble and an empty harbor and an empty indigo plantation.
  const auto legal = g.legal();
  CHECK(std::find(legal.begin(), legal.end(), "place noble harbor") != legal.end());
  CHECK(std::find(legal.begin(), legal.end(), "place noble indigo") != legal.end());
  g.act("place noble harbor");
  CHECK(g.s.seat(0).city[0].workers[noble_kind(g)] == 1);
}

TEST_CASE("nobles: after the mayor phase one noble replaces one colonist on the refill",
          "[nobles][mayor]") {
  Game g(4, 1, kNobles);
  const gov::Id n = noble_kind(g);
  const int nobles_before = g.s.worker_supply[n];
  g.act("role mayor");
  g.act("pass");
  while (g.s.stage == gov::Stage::Phase) g.act(g.legal().front());
  CHECK(g.s.ship_workers[n] == 1);
  CHECK(g.s.ship_workers[0] == 3);  // 4 in all: the minimum, one per player
  CHECK(g.s.worker_supply[n] == nobles_before - 1);
  g.check_invariants();
}

TEST_CASE("nobles: no noble left, the refill is all colonists", "[nobles][mayor]") {
  Game g(4, 1, kNobles);
  const gov::Id n = noble_kind(g);
  gov::test::give_nobles(g, 3, g.s.worker_supply[n]);
  g.act("role mayor");
  g.act("pass");
  while (g.s.stage == gov::Stage::Phase) g.act(g.legal().front());
  CHECK(g.s.ship_workers[n] == 0);
  CHECK(g.s.ship_workers[0] == 4);
  g.check_invariants();
}

TEST_CASE("nobles: running out of colonists does not end the game", "[nobles][end]") {
  Game g(4, 1, kNobles);
  // Every colonist of the supply waits in seat 3's San Juan: the refill gets one noble.
  g.give_workers(3, g.s.worker_supply[0]);
  g.act("role mayor");  // no privilege: the supply is empty
  while (g.s.stage == gov::Stage::Phase) g.act(g.legal().front());
  CHECK(g.s.end_triggered == 0);
  CHECK(g.s.ship_workers[noble_kind(g)] == 1);
  CHECK(g.s.ship_workers[0] == 0);
  g.check_invariants();
}

TEST_CASE("nobles: running out of colonists and nobles does not end the game", "[nobles][end]") {
  Game g(3, 1, kNobles);
  g.give_workers(2, g.s.worker_supply[0]);
  gov::test::give_nobles(g, 2, g.s.worker_supply[noble_kind(g)]);
  g.act("role mayor");
  while (g.s.stage == gov::Stage::Phase) g.act(g.legal().front());
  CHECK(g.s.end_triggered == 0);
  CHECK(g.s.ship_workers[0] + g.s.ship_workers[noble_kind(g)] == 0);
}

TEST_CASE("nobles: each noble is 1 VP at the end, wherever it is", "[nobles][end]") {
  Game g(3, 1, kNobles);
  gov::test::give_nobles(g, 1, 2);
  gov::test::give_building_noble(g, 1, "small_market");
  gov::test::give_tile_noble(g, 1, "coffee");
  g.give_workers(1, 3);  // colonists are worth nothing
  const auto scores = g.engine.score(g.s);
  CHECK(scores[1].workers == 4);
  CHECK(scores[0].workers == 0);
}

TEST_CASE("nobles: base buildings work with a noble on them", "[nobles][mayor]") {
  Game g(4, 1, kNobles);
  gov::test::give_building_noble(g, 1, "small_market");
  g.give_goods(1, "corn", 1);
  g.act("role trader");
  g.act("sell corn");
  CHECK(g.s.seat(1).coins == 3 + 0 + 1);
}
