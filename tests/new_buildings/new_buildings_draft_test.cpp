// The expansion's setup draft (content/new-buildings/setup.yaml): 12 small types as pairs
// and 5 large ones, by cost slot, from the start player clockwise; hacienda and forest
// house may both be drafted (seed 000, the forest house note: « Il peut gagner jusqu'à 3
// tuiles forêts s'il détient aussi une hacienda »).
#include <catch2/catch.hpp>

#include "core/invariants.hpp"
#include "new_buildings/nb_support.hpp"

using gov::test::Game;

TEST_CASE("new buildings draft: every violet type is offered, slots by cost",
          "[new-buildings][draft]") {
  Game g(4, 1, gov::test::kNewBuildings);
  REQUIRE(g.s.stage == gov::Stage::Draft);
  CHECK(g.seat_to_act() == 0);
  CHECK(g.legal().size() == 17 + 14);  // 17 base violet types + 14 new
  CHECK(g.s.building_supply[g.building("statue")] == 0);
  g.act("draft forest_house");
  CHECK(g.s.building_supply[g.building("forest_house")] == 2);
  CHECK(g.is_legal("draft hacienda"));      // not excluded: both may play
  CHECK(g.is_legal("draft black_market"));  // the second cost-2 slot
  CHECK(g.seat_to_act() == 1);
  g.act("draft black_market");
  CHECK_FALSE(g.is_legal("draft construction_hut"));  // the cost-2 slots are full
  g.act("draft small_market");
  CHECK_FALSE(g.is_legal("draft aqueduct"));
}

TEST_CASE("new buildings draft: 17 picks fill the board, the rest leave the game",
          "[new-buildings][draft]") {
  for (int players = 2; players <= 5; ++players) {
    Game g(players, 7, gov::test::kNewBuildings);
    int picks = 0;
    while (g.s.stage == gov::Stage::Draft) {
      CHECK(g.seat_to_act() == picks % players);
      g.act(g.legal().back());
      ++picks;
    }
    CHECK(picks == 17);
    int small = 0, large = 0;
    for (gov::Id b : g.rules.draft.pool) {
      const bool in = (g.s.drafted >> b) & 1;
      const auto& def = g.rules.buildings[b];
      if (in) (def.large ? large : small) += 1;
      CHECK(g.s.building_supply[b] == (in ? g.rules.copies_of(b, players) : 0));
    }
    CHECK(small == 12);
    CHECK(large == 5);
    CHECK(g.s.stage == gov::Stage::ChooseRole);
    g.check_invariants();
  }
}
