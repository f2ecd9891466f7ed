// A hook that fails while a game is scored (tests/packs/failing-score): sim reports it as
// an error naming the game, its seed and the hook, on one thread or several (an exception
// escaping a worker thread used to abort the process); validate --simulate scores every
// game it plays, so it reports the hook too.
#include <unistd.h>

#include <filesystem>
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

TEST_CASE("a hook's error names its script by the whole path the pack was given by (#47)",
          "[tools][sim][hardening]") {
  // Lua cuts a chunk name to 60 characters ("...ame/buildings/broken_scale.lua"), and the
  // script used to be shown from the pack's last two folders only: a modder with packs in
  // nested folders could not tell which file failed.
  namespace fs = std::filesystem;
  const fs::path base =
      fs::temp_directory_path() / ("governor-chunk-names-" + std::to_string(::getpid()));
  const fs::path pack = base / "a-modders-workshop-with-long-folder-names" /
                        "harbourmasters-and-other-experiments" / "failing-score";
  fs::create_directories(pack.parent_path());
  fs::copy(kPack, pack, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  const std::string script = pack.string() + "/buildings/broken_scale.lua";
  REQUIRE(script.size() > 100);
  {
    std::ostringstream err;
    auto game = open_game({"base", pack.string()}, err, GOVERNOR_CONTENT_DIR);
    INFO(err.str());
    REQUIRE(game);
    SimConfig cfg;
    cfg.games = 2;
    cfg.players = 3;
    const SimResult r = run_sim(game->engine(), cfg);
    REQUIRE(r.error);
    INFO(*r.error);
    CHECK(has(*r.error, script + ":5: the scale is broken"));
    CHECK_FALSE(has(*r.error, "..."));
  }
  ValidateOptions o;
  o.packs = {"base", pack.string()};
  o.content_dir = GOVERNOR_CONTENT_DIR;
  o.simulate = 2;
  const ValidateReport r = validate_packs(o);
  REQUIRE(r.errors == 1);
  CHECK(r.diagnostics.front().file == script);
  CHECK(r.diagnostics.front().line == 5);
  std::error_code ec;
  fs::remove_all(base, ec);
}
