// The scenario runner itself (tools/scenario/) and game logs (game/game_log.hpp).
#include <catch2/catch.hpp>

#include "core/state_json.hpp"
#include "game/game_log.hpp"
#include "game/sim/sim.hpp"
#include "tools/scenario/scenario.hpp"
#include "tools_support.hpp"

using namespace gov;
using gov::tools::scenario::ScenarioResult;
using gov::tools::scenario::ScenarioRunner;

namespace {
const char* const kPassing = R"(description: a small market sale
packs: [base]
players: 4
seed: 1
setup:
  seats:
    2: {buildings: [{building: small_market, workers: 1}], goods: {corn: 1}}
steps:
  - act: role trader
  - legal: [pass, sell corn]
  - act: sell corn
expect:
  seats:
    2: {coins: 4}
)";

ScenarioResult run(const std::string& text) {
  static ScenarioRunner runner(GOVERNOR_CONTENT_DIR);
  return runner.run_text("t.yaml", text);
}
std::string replace(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}
}  // namespace

TEST_CASE("scenario: a passing file passes", "[tools][scenario]") {
  const auto r = run(kPassing);
  INFO((r.messages.empty() ? "" : r.messages.front()));
  CHECK(r.status == ScenarioResult::Pass);
  CHECK(r.checks >= 4);
}

TEST_CASE("scenario: a failed expectation names its line, expected and actual",
          "[tools][scenario]") {
  const auto r = run(replace(kPassing, "coins: 4", "coins: 9"));
  CHECK(r.status == ScenarioResult::Fail);
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] == "t.yaml:14: expect.seats.2.coins: expected 9, got 4");
}

TEST_CASE("scenario: an unknown key is bad input with line:col and did-you-mean",
          "[tools][scenario]") {
  const auto r = run(replace(kPassing, "{coins: 4}", "{coinz: 4}"));
  CHECK(r.status == ScenarioResult::Error);
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0] ==
        "t.yaml:14:9: error: unknown key 'coinz' in expect.seats.2 (did you mean 'coins'?)");
  const auto bad_id = run(replace(kPassing, "goods: {corn: 1}", "goods: {cron: 1}"));
  CHECK(bad_id.status == ScenarioResult::Error);
  REQUIRE_FALSE(bad_id.messages.empty());
  CHECK(bad_id.messages[0].find("did you mean 'corn'?") != std::string::npos);
}

TEST_CASE("scenario: a rejected action that is accepted fails", "[tools][scenario]") {
  const auto r = run(replace(kPassing, "  - act: sell corn\n", "  - reject: sell corn\n"));
  CHECK(r.status == ScenarioResult::Fail);
  REQUIRE_FALSE(r.messages.empty());
  CHECK(r.messages[0] == "t.yaml:11: action 'sell corn' should be refused but was accepted");
  const auto ok = run(replace(kPassing, "  - act: sell corn\n",
                              "  - reject: sell coffee\n    error_contains: not a legal action\n"
                              "  - act: sell corn\n"));
  CHECK(ok.status == ScenarioResult::Pass);
}

TEST_CASE("scenario: a setup the supply cannot provide is bad input", "[tools][scenario]") {
  const auto r = run(replace(kPassing, "goods: {corn: 1}", "goods: {corn: 11}"));
  CHECK(r.status == ScenarioResult::Error);
  REQUIRE_FALSE(r.messages.empty());
  CHECK(r.messages[0].find("the supply has 10 barrels of corn, the setup takes 11") !=
        std::string::npos);
}

TEST_CASE("game log: a logged sim game replays to the same final state", "[tools][log]") {
  const auto& session = test::base_session();
  const Engine& engine = session.engine();
  const std::uint64_t seed = gov::game_seed(3, 0);
  const auto g = gov::play_random_game(engine, 4, seed, 20000, true);
  REQUIRE_FALSE(g.error);
  GameLog log = start_log(session.rules(), 4, seed, false);
  log.actions = g.actions;
  finish_log(log, session.rules(), g.final);
  // Through JSON and back, as a file would go.
  const GameLog back = log_from_json(log_to_json(log));
  CHECK(compare_packs(session.rules(), back).empty());
  const auto r = replay_log(engine, back);
  CHECK(r.applied_all);
  CHECK(r.hash_matches);
  CHECK(r.final == g.final);
  CHECK(canonical_text(session.rules(), r.final) == canonical_text(session.rules(), g.final));

  SECTION("a tampered action is named by its index") {
    GameLog bad = back;
    bad.actions[30] = "build nothing";
    const auto t = replay_log(engine, bad);
    CHECK_FALSE(t.applied_all);
    CHECK(t.failed_index == 30);
    CHECK(t.failed_text == "build nothing");
    CHECK_FALSE(t.error.empty());
  }
  SECTION("a changed content hash is reported") {
    GameLog other = back;
    other.packs[0].content_hash = "0000";
    REQUIRE(compare_packs(session.rules(), other).size() == 1);
  }
}

TEST_CASE("a log's final scores and winners are integers, each checked", "[tools][log]") {
  // The replay fuzzer found 2.2e73 in final.scores: read as an int, undefined behaviour.
  const auto& session = test::base_session();
  GameLog log = start_log(session.rules(), 4, 7, false);
  nlohmann::json j = log_to_json(log);
  for (const char* bad : {R"({"scores": [2.2e73]})", R"({"scores": ["1"]})", R"({"winners": [-1]})",
                          R"({"winners": 3})"}) {
    INFO(bad);
    j["final"] = nlohmann::json::parse(bad);
    CHECK_THROWS_AS(log_from_json(j), std::invalid_argument);
  }
  j["final"] = nlohmann::json::parse(R"({"scores": [40, 38], "winners": [0]})");
  const GameLog back = log_from_json(j);
  CHECK(back.final_scores == std::vector<int>{40, 38});
  CHECK(back.winners == std::vector<int>{0});
}

TEST_CASE("scenario: seats are counted from 1, as in every message (#47)", "[tools][scenario]") {
  // Files counted seats from 0 while messages, the terminal and the page count from 1
  // ("seat 3 has 0 coins" for the file's seat 2): one numbering now, the players'.
  const std::string text =
      "description: d\npacks: [base]\nplayers: 3\nsetup:\n  governor: 3\n  seats:\n"
      "    3: {coins: 7}\nexpect:\n  seat: 3\n  governor: 3\n  seats:\n    3: {coins: 7}\n";
  const auto r = run(text);
  INFO((r.messages.empty() ? "" : r.messages.front()));
  CHECK(r.status == ScenarioResult::Pass);
  // The seat to act is named as the file names it, expected and actual alike.
  const auto wrong = run(replace(text, "  seat: 3\n", "  seat: 1\n"));
  REQUIRE(wrong.messages.size() == 1);
  CHECK(wrong.messages[0] == "t.yaml:9: expect.seat: expected 1, got 3");
  // A file of the old numbering says what changed.
  const auto zero = run(replace(text, "    3: {coins: 7}\nexpect", "    0: {coins: 7}\nexpect"));
  CHECK(zero.status == ScenarioResult::Error);
  REQUIRE_FALSE(zero.messages.empty());
  CHECK(zero.messages[0].find("seats are counted from 1") != std::string::npos);
}
