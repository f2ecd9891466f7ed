// The setup draft declared by a pack, and decisions at the start and end of a phase.
#include <catch2/catch.hpp>

#include "core/invariants.hpp"
#include "support/fixture.hpp"

using gov::test::Game;

namespace {
const std::string kDraft = "base," GOVERNOR_TESTS_DIR "/packs/draft-test";
const std::string kPhase = "base," GOVERNOR_TESTS_DIR "/packs/phase-offers";
}  // namespace

TEST_CASE("draft: seats pick building types for the cost slots, then roles begin", "[draft]") {
  Game g(3, 1, kDraft);
  REQUIRE(g.s.stage == gov::Stage::Draft);
  CHECK(g.seat_to_act() == 0);
  // Cost 1 (small market), cost 2 (hacienda, construction hut), cost 10 (five large).
  // (Buildings are numbered in file-name order.)
  CHECK(g.legal() == std::vector<std::string>{"draft city_hall", "draft construction_hut",
                                              "draft customs_house", "draft fortress",
                                              "draft guild_hall", "draft hacienda",
                                              "draft residence", "draft small_market"});
  // Undrafted violet types are out of the supply; production buildings stay.
  CHECK(g.s.building_supply[g.building("small_market")] == 0);
  CHECK(g.s.building_supply[g.building("coffee_roaster")] == 3);
  g.act("draft hacienda");
  CHECK(g.s.building_supply[g.building("hacienda")] == 2);
  CHECK(g.seat_to_act() == 1);
  // The cost-2 slot is full, and the exclusive partner is out anyway.
  CHECK_FALSE(g.is_legal("draft construction_hut"));
  g.act("draft guild_hall");
  g.act("draft small_market");
  CHECK(g.s.stage == gov::Stage::Draft);
  g.act("draft city_hall");
  CHECK(g.s.stage == gov::Stage::ChooseRole);
  CHECK(g.seat_to_act() == 0);  // the governor starts the first round
  CHECK(g.s.building_supply[g.building("residence")] == 0);
  CHECK(g.s.building_supply[g.building("construction_hut")] == 0);
  CHECK(g.s.building_supply[g.building("city_hall")] == 1);
  g.check_invariants();
}

TEST_CASE("draft: the random draft fills every slot at setup", "[draft]") {
  const auto& rules = gov::test::rules_for(kDraft);
  gov::Engine engine(rules);
  gov::GameOptions opts;
  opts.random_draft = true;
  const auto s = engine.new_game(4, 5, opts);
  CHECK(s.stage == gov::Stage::ChooseRole);
  int in_game = 0;
  for (gov::Id b : rules.draft.pool) in_game += (s.drafted >> b) & 1;
  CHECK(in_game == 4);
  CHECK(gov::check_invariants(rules, s).empty());
  CHECK(engine.new_game(4, 5, opts) == s);
}

TEST_CASE("draft: named types are drafted first, the random draft fills the rest", "[draft]") {
  const auto& rules = gov::test::rules_for(kDraft);
  gov::Engine engine(rules);
  const auto id = [&rules](const char* name) { return *rules.building_index(name); };
  gov::GameOptions opts;
  opts.random_draft = true;
  opts.drafted = {id("construction_hut"), id("residence")};
  for (std::uint64_t seed : {1, 2, 3, 4, 5}) {
    const auto s = engine.new_game(4, seed, opts);
    CHECK(s.stage == gov::Stage::ChooseRole);
    CHECK(s.building_supply[id("construction_hut")] == rules.copies_of(id("construction_hut"), 4));
    CHECK(s.building_supply[id("residence")] == 1);
    CHECK(s.building_supply[id("hacienda")] == 0);  // excluded by the construction hut
    int in_game = 0;
    for (gov::Id b : rules.draft.pool) in_game += (s.drafted >> b) & 1;
    CHECK(in_game == 4);
    CHECK(gov::check_invariants(rules, s).empty());
  }
  // Without the random draft the seats pick the open slots.
  opts.random_draft = false;
  const auto open = engine.new_game(4, 1, opts);
  CHECK(open.stage == gov::Stage::Draft);
  CHECK(open.building_supply[id("residence")] == 1);
  // A type the draft cannot take at its turn is refused.
  opts.drafted = {id("hacienda"), id("construction_hut")};
  CHECK_THROWS_AS(engine.new_game(4, 1, opts), std::invalid_argument);
  opts.drafted = {id("coffee_roaster")};
  CHECK_THROWS_AS(engine.new_game(4, 1, opts), std::invalid_argument);
  const auto& base = gov::test::rules_for("base");
  gov::GameOptions named;
  named.drafted = {*base.building_index("small_market")};
  CHECK_THROWS_AS(gov::Engine(base).new_game(4, 1, named), std::invalid_argument);
}

TEST_CASE("phase offers: decisions at the start and the end of a phase", "[phase-offers]") {
  Game g(3, 1, kPhase);
  g.give_building(1, "toll_booth");
  g.act("role builder");
  // Phase start: seat 1 (owner) decides before the builder's first turn.
  REQUIRE(g.seat_to_act() == 1);
  CHECK(g.legal() == std::vector<std::string>{"pass", "use toll_booth"});
  g.act("use toll_booth");
  CHECK(g.s.seat(1).coins == 3);
  // The phase: everybody passes; at its end the owner decides again.
  while (g.s.stage == gov::Stage::Phase && g.is_legal("pass") && !g.is_legal("use toll_booth"))
    g.act("pass");
  REQUIRE(g.is_legal("use toll_booth"));
  g.act("pass");
  CHECK(g.s.seat(1).coins == 3);
  CHECK(g.s.stage == gov::Stage::ChooseRole);
}
