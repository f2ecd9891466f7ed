// Pack-level rules (a pack's rules.lua): hooks that apply whoever owns what. The nobles'
// own rules (ship refill, end conditions) are tested in tests/nobles/workers_rules_test.cpp;
// these use tests/packs/pack-rules (a full city ends nothing, 1 coin per role taken) and
// tests/packs/bad-pack-rules (handlers a pack rule may not have).
#include <catch2/catch.hpp>

#include "loader/load.hpp"
#include "scripting/lua_host.hpp"
#include "support/fixture.hpp"

using gov::test::Game;

namespace {
const std::string kRules = "base," GOVERNOR_TESTS_DIR "/packs/pack-rules";

// Seat 0 with 11 of 12 city spaces built and the coins to build one more small building.
void almost_full_city(Game& g) {
  const char* small[] = {"small_indigo_plant", "small_sugar_mill", "small_market", "hacienda",
                         "construction_hut",   "small_warehouse",  "hospice",      "office",
                         "large_market",       "large_warehouse",  "factory"};
  for (const char* b : small) g.give_building(0, b);
  g.s.seat(0).coins = 20;
  REQUIRE(g.s.seat(0).city_spaces_used == 11);
}
}  // namespace

TEST_CASE("pack rules: end_waived keeps a full city from ending the game", "[pack-rules]") {
  Game ruled(3, 1, kRules);
  almost_full_city(ruled);
  ruled.act("role builder");
  ruled.act("build university");
  CHECK(ruled.s.seat(0).city_spaces_used == 12);
  CHECK(ruled.s.end_triggered == 0);

  Game base(3, 1, "base");
  almost_full_city(base);
  base.act("role builder");
  base.act("build university");
  CHECK(base.s.end_triggered == gov::kEndCity);
}

TEST_CASE("pack rules: a notify rule runs for the seat of the event", "[pack-rules]") {
  Game g(3, 1, kRules);
  const int before = g.s.seat(0).coins;
  g.act("role builder");
  CHECK(g.s.seat(0).coins == before + 1);
  g.act("pass");
  g.act("pass");
  g.act("pass");
  const int seat1 = g.s.seat(1).coins;
  g.act("role settler");
  CHECK(g.s.seat(1).coins == seat1 + 1);
}

TEST_CASE("pack rules: offers and scores in rules.lua are load errors naming the pack",
          "[pack-rules]") {
  auto result =
      gov::load_packs({"base", GOVERNOR_TESTS_DIR "/packs/bad-pack-rules"}, GOVERNOR_CONTENT_DIR);
  REQUIRE(result.ok());
  std::vector<gov::ScriptDiagnostic> problems;
  CHECK_FALSE(gov::bind_scripts(*result.rules, problems));
  REQUIRE(problems.size() == 2);
  // (A handler table has no line of its own; a function has the line it is defined on.)
  CHECK(gov::format_script_diagnostic(problems[0]) == GOVERNOR_TESTS_DIR
        "/packs/bad-pack-rules/rules.lua: error: rules of pack 'bad-pack-rules': "
        "'builder_turn' cannot be a pack rule (rules.lua answers notify and modify hooks only; "
        "offers and scores belong to buildings)");
  CHECK(gov::format_script_diagnostic(problems[1]) == GOVERNOR_TESTS_DIR
        "/packs/bad-pack-rules/rules.lua:2: error: rules of pack 'bad-pack-rules': "
        "'final_score' cannot be a pack rule (rules.lua answers notify and modify hooks only; "
        "offers and scores belong to buildings)");
}
