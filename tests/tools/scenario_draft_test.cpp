// Scenario files that name their draft (`draft: [ids]`, docs/scenarios.md): the named types
// are in the game whatever the seed, every bad entry is reported at its place, and a
// setup that takes a building the draft left out says why and how to name it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tools/scenario/scenario.hpp"

using namespace gov;
using gov::tools::scenario::ScenarioPosition;
using gov::tools::scenario::ScenarioResult;
using gov::tools::scenario::ScenarioRunner;

namespace {

ScenarioRunner& runner() {
  static ScenarioRunner r(GOVERNOR_CONTENT_DIR);
  return r;
}

ScenarioResult run(const std::string& text) {
  return runner().run_text("t.yaml", text);
}

// The position of a scenario given as text (position() reads a file).
ScenarioPosition position(const std::string& text) {
  // A name of its own, so that two test runs at once (a sanitizer build beside) do not meet.
  static int count = 0;
  const auto path = std::filesystem::temp_directory_path() /
                    ("governor_scenario_draft_test_" +
                     std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) +
                     "_" + std::to_string(++count) + ".yaml");
  std::ofstream(path) << text;
  ScenarioPosition p = runner().position(path.string());
  std::filesystem::remove(path);
  return p;
}

std::string file(const std::string& packs, int seed, const std::string& draft,
                 const std::string& rest = "") {
  return "description: a named draft\npacks: [" + packs +
         "]\nplayers: 3\nseed: " + std::to_string(seed) + "\ndraft: " + draft + "\n" + rest;
}

const std::string kNB = "base, new-buildings";
const std::string kDraftTest = "base, " GOVERNOR_TESTS_DIR "/packs/draft-test";

std::string first_message(const ScenarioResult& r) {
  return r.messages.empty() ? std::string() : r.messages.front();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

Id building(const ScenarioPosition& p, const char* id) {
  const auto b = p.session->rules().building_index(id);
  REQUIRE(b);
  return *b;
}

int drafted_count(const ScenarioPosition& p) {
  int n = 0;
  for (Id b : p.session->rules().draft.pool) n += static_cast<int>((p.state.drafted >> b) & 1);
  return n;
}

}  // namespace

TEST_CASE("named draft: the named types are in the game whatever the seed", "[tools][scenario]") {
  for (int seed : {1, 2, 3, 39, 1000}) {
    INFO("seed " << seed);
    const auto p = position(file(kNB, seed, "[black_market, forest_house, statue, cloister]"));
    INFO(first_message(p.result));
    REQUIRE(p.result.status == ScenarioResult::Pass);
    CHECK(p.state.stage == Stage::ChooseRole);
    for (const char* id : {"black_market", "forest_house", "statue", "cloister"}) {
      INFO(id);
      CHECK(((p.state.drafted >> building(p, id)) & 1) == 1);
      // The copies the random draft would have put in the supply (3 players).
      CHECK(p.state.building_supply[building(p, id)] ==
            p.session->rules().copies_of(building(p, id), 3));
    }
    CHECK(drafted_count(p) == 17);  // the seed's random draft filled the other slots
  }
}

TEST_CASE("named draft: a complete list is exactly the game's drafted types", "[tools][scenario]") {
  // draft-test: slots of cost 1 (1), 2 (1), 10 (2); hacienda excludes the construction hut.
  const std::string text =
      file(kDraftTest, 5, "[small_market, hacienda, guild_hall, city_hall]",
           "expect:\n  supply:\n    buildings: {small_market: 2, hacienda: 2, guild_hall: 1,\n"
           "                city_hall: 1, construction_hut: 0, residence: 0, fortress: 0}\n");
  const auto r = run(text);
  INFO(first_message(r));
  CHECK(r.status == ScenarioResult::Pass);
  const auto p = position(text);
  REQUIRE(p.result.status == ScenarioResult::Pass);
  std::vector<std::string> in_game;
  for (Id b : p.session->rules().draft.pool)
    if ((p.state.drafted >> b) & 1) in_game.push_back(p.session->rules().buildings[b].id);
  std::sort(in_game.begin(), in_game.end());
  CHECK(in_game == std::vector<std::string>{"city_hall", "guild_hall", "hacienda", "small_market"});

  const auto wrong = run(replace(text, "hacienda: 2", "hacienda: 1"));
  CHECK(wrong.status == ScenarioResult::Fail);
  CHECK(first_message(wrong) == "t.yaml:8: expect.supply.buildings.hacienda: expected 1, got 2");
}

TEST_CASE("named draft: the named buildings can be set up and built", "[tools][scenario]") {
  const auto r = run(file(kNB, 1, "[black_market, small_warehouse]",
                          "setup:\n  seats:\n    1:\n      buildings: [{building: black_market, "
                          "workers: 1}]\n      coins: 2\nsteps:\n  - act: role builder\n"
                          "  - legal_includes: [build small_warehouse]\nexpect:\n  supply:\n"
                          "    buildings: {black_market: 1, small_warehouse: 2}\n"));
  INFO(first_message(r));
  CHECK(r.status == ScenarioResult::Pass);
}

TEST_CASE("named draft: draft: none and draft: random are as before", "[tools][scenario]") {
  const auto none = position(file(kNB, 3, "none"));
  REQUIRE(none.result.status == ScenarioResult::Pass);
  CHECK(none.state.stage == Stage::Draft);
  CHECK(none.state.drafted == 0);
  const auto random = position(file(kNB, 3, "random"));
  REQUIRE(random.result.status == ScenarioResult::Pass);
  GameOptions o;
  o.random_draft = true;
  CHECK(random.state == random.session->engine().new_game(3, 3, o));
}

TEST_CASE("named draft: each bad entry is reported at its place", "[tools][scenario]") {
  SECTION("an unknown id, with a did-you-mean") {
    const auto r = run(file(kNB, 1, "[black_market, forest_huose]"));
    CHECK(r.status == ScenarioResult::Error);
    CHECK(first_message(r) ==
          "t.yaml:5:23: error: draft[1]: unknown building 'forest_huose' "
          "(did you mean 'forest_house'?)");
  }
  SECTION("a building outside the draft pool") {
    const auto r = run(file(kNB, 1, "[coffee_roaster]"));
    CHECK(r.status == ScenarioResult::Error);
    const auto m = first_message(r);
    CHECK(
        m.starts_with("t.yaml:5:9: error: draft[0]: 'coffee_roaster' is not in the draft pool "
                      "(the draft: of "));
    CHECK(contains(m, "new-buildings/setup.yaml:"));
    CHECK(contains(m, "it is in every game without being drafted, so leave it out"));
  }
  SECTION("an id named twice") {
    const auto r = run(file(kNB, 1, "[statue, cloister, statue]"));
    CHECK(r.status == ScenarioResult::Error);
    CHECK(first_message(r) ==
          "t.yaml:5:27: error: draft[2]: 'statue' is named twice (also "
          "draft[0])");
  }
  SECTION("more types of a cost than the draft has slots for") {
    const auto r = run(file(kNB, 1, "[small_market, aqueduct]"));
    CHECK(r.status == ScenarioResult::Error);
    CHECK(first_message(r) ==
          "t.yaml:5:23: error: draft[1]: too many buildings of cost 1: the "
          "draft has 1 slot of that cost, already taken by small_market");
  }
  SECTION("two types the draft excludes together") {
    const auto r = run(file(kDraftTest, 1, "[hacienda, construction_hut]"));
    CHECK(r.status == ScenarioResult::Error);
    const auto m = first_message(r);
    CHECK(
        m.starts_with("t.yaml:5:19: error: draft[1]: 'construction_hut' cannot be drafted with "
                      "'hacienda': the draft: exclusive of "));
    CHECK(contains(m, "draft-test/setup.yaml:"));
  }
  SECTION("packs without a draft") {
    const auto r = run(file("base", 1, "[small_market]"));
    CHECK(r.status == ScenarioResult::Error);
    CHECK(contains(first_message(r), "t.yaml:5:8: error: draft: these packs have no setup draft"));
  }
  SECTION("an empty list, a misspelt word, a mapping") {
    CHECK(contains(first_message(run(file(kNB, 1, "[]"))),
                   "t.yaml:5:8: error: draft: an empty list names no building"));
    CHECK(first_message(run(file(kNB, 1, "randon"))) ==
          "t.yaml:5:8: error: draft: 'randon' is not none, random or a list of building ids "
          "(did you mean 'random'?)");
    CHECK(contains(first_message(run(file(kNB, 1, "{black_market: 1}"))),
                   "draft: expected none, random or a list of building ids, got a mapping"));
  }
}

TEST_CASE("named draft: a building the draft left out says why and how to name it",
          "[tools][scenario]") {
  const std::string takes_black_market =
      "setup:\n  seats:\n    1:\n      buildings: [black_market]\n";
  SECTION("the seed's random draft did not draw it") {
    // A seed whose random draft leaves the black market out, found rather than assumed, so
    // a change to the draft rules does not break the test.
    const auto probe = position(file(kNB, 1, "random"));
    REQUIRE(probe.session);
    GameOptions o;
    o.random_draft = true;
    const Id bm = building(probe, "black_market");
    int seed = 1;
    while (
        (probe.session->engine().new_game(3, static_cast<std::uint64_t>(seed), o).drafted >> bm) &
        1)
      ++seed;
    const auto r = run(file(kNB, seed, "random", takes_black_market));
    CHECK(r.status == ScenarioResult::Error);
    CHECK(first_message(r) ==
          "t.yaml:9:19: error: the supply has 0 black_market buildings, the setup takes 1: seed " +
              std::to_string(seed) +
              "'s random draft did not draw it; name the draft instead: draft: [black_market, "
              "...]");
    const auto named = run(file(kNB, seed, "[black_market]", takes_black_market));
    INFO(first_message(named));
    CHECK(named.status == ScenarioResult::Pass);
  }
  SECTION("draft: none leaves the draft for after the setup") {
    const auto r = run(file(kNB, 1, "none", takes_black_market));
    CHECK(contains(first_message(r),
                   "the supply has 0 black_market buildings, the setup takes 1: with draft: none "
                   "the seats draft after the setup"));
  }
  SECTION("a named draft whose random fill did not draw it") {
    const auto probe = position(file(kNB, 1, "random"));
    REQUIRE(probe.session);
    GameOptions o;
    o.random_draft = true;
    o.drafted = {building(probe, "statue")};
    const Id bm = building(probe, "black_market");
    int seed = 1;
    while (
        (probe.session->engine().new_game(3, static_cast<std::uint64_t>(seed), o).drafted >> bm) &
        1)
      ++seed;
    const auto r = run(file(kNB, seed, "[statue]", takes_black_market));
    CHECK(first_message(r) ==
          "t.yaml:9:19: error: the supply has 0 black_market buildings, the setup takes 1: the "
          "named draft does not include it and seed " +
              std::to_string(seed) +
              "'s random draft of the other slots did not draw it; add it: draft: [statue, "
              "black_market]");
  }
  SECTION("a named draft whose slots of that cost are named full") {
    const auto r = run(file(kNB, 1, "[forest_house, hacienda]", takes_black_market));
    CHECK(first_message(r) ==
          "t.yaml:9:19: error: the supply has 0 black_market buildings, the setup takes 1: the "
          "named draft fills the 2 slots of cost 2 with forest_house, hacienda; name it instead "
          "of one of them");
  }
  SECTION("a named draft with an exclusive partner") {
    const auto r = run(file(kDraftTest, 1, "[hacienda]",
                            "setup:\n  seats:\n    1:\n      buildings: [construction_hut]\n"));
    CHECK(contains(first_message(r),
                   "the supply has 0 construction_hut buildings, the setup takes 1: it cannot be "
                   "drafted with hacienda, which this draft put in the game"));
  }
}
