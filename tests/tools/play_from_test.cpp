// `governor play --from SCENARIO`: the game starts at the scenario's position (its setup
// and actions, not its steps or expectations) and plays on from there.
#include <catch2/catch.hpp>

#include <sstream>

#include "tools/play.hpp"
#include "tools/scenario/scenario.hpp"

using namespace gov;
using namespace gov::tools;

TEST_CASE("play --from starts at a scenario's position", "[tools][play]") {
  scenario::ScenarioRunner runner(GOVERNOR_CONTENT_DIR);
  const auto p = runner.position(GOVERNOR_TESTS_DIR "/scenarios/base/harbor.yaml");
  REQUIRE(p.result.status == scenario::ScenarioResult::Pass);
  REQUIRE(p.session != nullptr);
  // The setup is applied (seat 0 owns an occupied harbor and 4 corn), no step is played.
  CHECK(p.state.num_players == 4);
  CHECK(p.state.seat(0).num_buildings == 1);
  CHECK(p.state.seat(0).goods[*p.session->rules().good_index("corn")] == 4);
  CHECK(p.state.round == 1);

  PlayConfig cfg;
  cfg.players = 4;
  cfg.seed = p.seed;
  cfg.seats = {"human", "random", "random", "random"};
  cfg.start = p.state;
  cfg.start_name = "harbor.yaml";
  std::istringstream in("role captain\nship corn 5\nscores\nquit\n");
  std::ostringstream out;
  CHECK(run_play(*p.session, cfg, in, out) == 0);
  const std::string text = out.str();
  CHECK(text.find("from the position of harbor.yaml") != std::string::npos);
  // The harbor's owner shipped 4 corn: 4 VP, +1 privilege, +1 harbor (the scenario's own
  // expectation), seen in the scores.
  CHECK(text.find("ship corn 5") != std::string::npos);
}

TEST_CASE("a game from a position cannot be saved", "[tools][play]") {
  scenario::ScenarioRunner runner(GOVERNOR_CONTENT_DIR);
  const auto p = runner.position(GOVERNOR_TESTS_DIR "/scenarios/base/harbor.yaml");
  REQUIRE(p.result.status == scenario::ScenarioResult::Pass);
  PlayConfig cfg;
  cfg.players = 4;
  cfg.seats = {"human", "random", "random", "random"};
  cfg.start = p.state;
  std::istringstream in("save /tmp/governor-never-written.json\nquit\n");
  std::ostringstream out;
  run_play(*p.session, cfg, in, out);
  CHECK(out.str().find("cannot be saved") != std::string::npos);
}

TEST_CASE("a scenario file with a problem gives no position", "[tools][play]") {
  scenario::ScenarioRunner runner(GOVERNOR_CONTENT_DIR);
  const auto p = runner.position(GOVERNOR_TESTS_DIR "/scenarios/no-such-file.yaml");
  CHECK(p.result.status == scenario::ScenarioResult::Error);
  CHECK_FALSE(p.result.messages.empty());
}
