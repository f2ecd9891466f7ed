// The nobles with the new buildings: the 8 are added beside the board, never drafted; the
// black market takes a noble as it takes a colonist (seed 000: "un noble compte comme un
// colon").
#include <catch2/catch.hpp>

#include "new_buildings/nb_support.hpp"
#include "nobles/nobles_support.hpp"

using gov::test::Game;

namespace {
const std::string kAll = "base,new-buildings,nobles";
}

TEST_CASE("nobles: the 8 buildings are not in the draft pool and are in every game",
          "[nobles][draft]") {
  Game g(4, 1, kAll);
  for (const char* id : {"land_office", "chapel", "hunting_lodge", "architect", "royal_supplier",
                         "villa", "jeweler", "royal_garden"}) {
    INFO(id);
    const gov::Id b = g.building(id);
    const auto& pool = g.rules.draft.pool;
    CHECK(std::find(pool.begin(), pool.end(), b) == pool.end());
    CHECK(g.s.building_supply[b] == g.rules.copies_of(b, 4));
  }
  CHECK(g.s.stage == gov::Stage::Draft);  // the new buildings' draft still runs
}

TEST_CASE("nobles: the black market takes a noble as a colonist", "[nobles][black_market]") {
  Game g(4, 1, kAll);
  gov::test::skip_draft(g);
  g.give_building(1, "black_market", 1);
  gov::test::give_nobles(g, 1, 1);
  g.set_coins(1, 1);
  g.act("role builder");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
  REQUIRE(g.is_legal("build hacienda"));  // 2: 1 coin + a noble
  g.act("build hacienda");
  CHECK(gov::test::uses(g) == std::vector<std::string>{"use black_market noble"});
  const int nobles = g.s.worker_supply[gov::test::noble_kind(g)];
  g.act("use black_market noble");
  CHECK(g.s.worker_supply[gov::test::noble_kind(g)] == nobles + 1);
  CHECK(g.s.seat(1).san_juan[gov::test::noble_kind(g)] == 0);
  g.check_invariants();
}

TEST_CASE("nobles: the architect's discount per column adds to the forest house's in every column",
          "[nobles][architect][forest_house]") {
  // The forest house answers once per listing (every_column), the architect once per
  // column: a build in column 1-3 gets both, a large building (column 4) the forests only.
  Game g(4, 1, kAll);
  gov::test::skip_draft(g);
  g.give_building(1, "forest_house", 1);
  g.give_building(1, "architect", 1);                        // a colonist: 1 off columns 1-3
  for (int i = 0; i < 4; ++i) gov::test::give_forest(g, 1);  // 2 off every column
  g.set_coins(1, 7);
  g.act("role builder");
  g.act("pass");
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.is_legal("build harbor"));            // column 3: 8 - 1 - 2 = 5
  CHECK_FALSE(g.is_legal("build guild_hall"));  // column 4: 10 - 2 = 8, not 7
  g.act("build harbor");
  CHECK(g.s.seat(1).coins == 2);
}
