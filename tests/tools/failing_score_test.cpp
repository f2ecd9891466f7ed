// A hook that fails while a game is scored (tests/packs/failing-score): sim reports it as
// an error naming the game, its seed and the hook, on one thread or several (an exception
// escaping a worker thread used to abort the process); validate --simulate scores every
// game it plays, so it reports the hook too.
#include <sstream>

#include <catch2/catch.hpp>

#include "game/sim/sim.hpp"
#include "game/validate/validate.hpp"
#include "tools/open_game.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

const std::string kPack = std::string(GOVERNOR_TESTS_DIR) + "/packs/failing-score";

std::unique_ptr<GameRunner> failing_session() {
  std::ostringstream err;
  auto s = open_game({"base", kPack}, err, GOVERNOR_CONTENT_DIR);
  INFO(err.str());
  REQUIRE(s);
  return s;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "sim: a failing score hook is an error naming game, seed and hook, on any thread "
    "count",
    "[tools][sim][hardening]") {
  auto session = failing_session();
  for (int threads : {1, 2, 3}) {
    SimConfig cfg;
    cfg.games = 12;
    cfg.players = 3;
    cfg.seed = 5;
    cfg.threads = threads;
    const SimResult r = run_sim(session->engine(), cfg);
    INFO("threads " << threads);
    REQUIRE(r.error);
    INFO(*r.error);
    CHECK(has(*r.error, "game "));
    CHECK(has(*r.error, "game seed "));
    CHECK(has(*r.error, "scoring the final state"));
    CHECK(has(*r.error, "broken_scale: final_score"));
    CHECK(has(*r.error, "broken_scale.lua:5: the scale is broken"));
  }
  // Whatever the thread count, the same (first) game is named.
  SimConfig one, two;
  one.games = two.games = 12;
  one.players = two.players = 3;
  two.threads = 2;
  CHECK(run_sim(session->engine(), one).error == run_sim(session->engine(), two).error);
}

TEST_CASE("play_game scores the ended game and never throws", "[tools][sim][hardening]") {
  auto session = failing_session();
  const GameOutcome g = play_random_game(session->engine(), 4, 3, 20000);
  REQUIRE(g.error);
  CHECK(g.final.over());
  CHECK(has(*g.error, "scoring the final state"));
  CHECK(g.scores.empty());
}

TEST_CASE("validate --simulate scores the games it plays", "[validate][hardening]") {
  ValidateOptions o;
  o.packs = {"base", kPack};
  o.content_dir = GOVERNOR_CONTENT_DIR;
  o.simulate = 4;
  const ValidateReport r = validate_packs(o);
  REQUIRE(r.errors == 1);
  const Diagnostic& d = r.diagnostics.front();
  INFO(d.message);
  CHECK(d.file.ends_with("failing-score/buildings/broken_scale.lua"));
  CHECK(d.line == 5);
  CHECK(has(d.message, "simulate: game 0"));
  CHECK(has(d.message, "scoring the final state"));
  CHECK(has(d.message, "final_score"));
  CHECK(r.exit_code() == 1);
}
