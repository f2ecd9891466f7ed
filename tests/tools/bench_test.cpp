// `governor bench`: the report's structure and figures (never timing thresholds), its
// determinism, and the JSON output.
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "game/sim/bench.hpp"
#include "game/sim/sim.hpp"
#include "tools/commands.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

BenchConfig small_config() {
  BenchConfig cfg;
  cfg.mixes = {{"base"}, {"base", "nobles"}};
  cfg.players = {2, 4};
  cfg.games = 3;
  cfg.hook_games = 2;
  cfg.clone_iterations = 1000;
  cfg.search_decisions = 2;
  cfg.search_budget = 50;
  cfg.content_dir = GOVERNOR_CONTENT_DIR;
  return cfg;
}

}  // namespace

TEST_CASE("bench reports positive figures for every mix and player count", "[tools][bench]") {
  std::ostringstream err;
  const BenchReport r = run_bench(small_config(), err);
  INFO(err.str() << r.error);
  REQUIRE(r.error.empty());
  REQUIRE(r.rows.size() == 4);
  for (const auto& row : r.rows) {
    CHECK(row.games == 3);
    CHECK(row.decisions > 0);
    CHECK(row.seconds > 0);
    CHECK(row.games_per_s > 0);
    CHECK(row.decisions_per_s > 0);
    CHECK(row.ns_per_decision > 0);
    CHECK(row.clone_ns > 0);
    CHECK(row.search_decisions == 2);
    CHECK(row.search_iterations_per_s > 0);
    CHECK(row.search_ms_per_decision > 0);
    CHECK(row.state_bytes == sizeof(State));
    CHECK(row.hook_games == 2);
    CHECK(row.hook_share >= 0);
    CHECK(row.hook_share <= 1);
    CHECK(row.slowdown_decision > 0);
    CHECK(row.signature.size() == 16);
  }
  CHECK(r.rows[0].mix == std::vector<std::string>{"base"});
  CHECK(r.rows[0].slowdown_decision == 1.0);
  CHECK(r.rows[2].mix == std::vector<std::string>{"base", "nobles"});
  CHECK(r.rows[2].players == 2);
}

TEST_CASE("bench plays the same games every run, the games of sim", "[tools][bench]") {
  std::ostringstream err;
  BenchConfig cfg = small_config();
  cfg.mixes = {{"base"}};
  cfg.players = {3};
  const BenchReport a = run_bench(cfg, err);
  const BenchReport b = run_bench(cfg, err);
  REQUIRE(a.rows.size() == 1);
  CHECK(a.signature == b.signature);
  CHECK(a.rows[0].signature == b.rows[0].signature);
  CHECK(a.rows[0].decisions == b.rows[0].decisions);
  SimConfig sim;
  sim.games = 3;
  sim.players = 3;
  CHECK(hex64(run_sim(test::base_session().engine(), sim).signature) == a.rows[0].signature);
}

TEST_CASE("bench --json parses", "[tools][bench]") {
  CLI::App app;
  VerbRun run = add_bench_verb(app);
  std::vector<std::string> args{"bench", "--mix",
                                "base",  "--players",
                                "2",     "--games",
                                "2",     "--hook-games",
                                "1",     "--clone-iterations",
                                "100",   "--search-decisions",
                                "1",     "--search-budget",
                                "20",    "--json"};
  std::reverse(args.begin(), args.end());
  app.parse(args);
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  const int code = run();
  std::cout.rdbuf(old);
  CHECK(code == 0);
  const auto j = nlohmann::json::parse(out.str());
  REQUIRE(j["rows"].size() == 1);
  const auto& row = j["rows"][0];
  CHECK(row["players"] == 2);
  CHECK(row["games"] == 2);
  CHECK(row["games_per_s"].get<double>() > 0);
  CHECK(row["ns_per_decision"].get<double>() > 0);
  CHECK(row["clone_ns"].get<double>() > 0);
  CHECK(row["search"]["decisions"] == 1);
  CHECK(row["search"]["budget"] == 20);
  CHECK(row["search"]["iterations_per_s"].get<double>() > 0);
  CHECK(row["state_bytes"].get<int>() > 0);
  CHECK(j["machine"].contains("cpu"));
  CHECK(j["signature"].get<std::string>().size() == 16);
}

TEST_CASE("bench --repeat plays the same games each time and keeps one repetition's counts",
          "[tools][bench]") {
  std::ostringstream err;
  BenchConfig once = small_config();
  BenchConfig thrice = small_config();
  thrice.repeat = 3;
  const BenchReport a = run_bench(once, err);
  const BenchReport b = run_bench(thrice, err);
  REQUIRE(a.error.empty());
  REQUIRE(b.error.empty());
  REQUIRE(a.rows.size() == b.rows.size());
  for (std::size_t i = 0; i < a.rows.size(); ++i) {
    CHECK(b.rows[i].signature == a.rows[i].signature);
    CHECK(b.rows[i].games == a.rows[i].games);  // one repetition's games, not three
    CHECK(b.rows[i].decisions == a.rows[i].decisions);
  }
  CHECK(b.signature == a.signature);
}

TEST_CASE("bench --strict-hooks plays the same games with every call under the count hook",
          "[tools][bench]") {
  std::ostringstream err;
  BenchConfig fast = small_config();
  BenchConfig strict = small_config();
  strict.fast_hooks = false;
  const BenchReport a = run_bench(fast, err);
  const BenchReport b = run_bench(strict, err);
  REQUIRE(a.error.empty());
  REQUIRE(b.error.empty());
  CHECK(b.signature == a.signature);
  for (const auto& row : b.rows) CHECK(row.strict_reruns == 0);  // none run fast at all
}

TEST_CASE("bench --top-hooks lists each row's costliest hooks, most time first", "[tools][bench]") {
  BenchConfig cfg = small_config();
  cfg.mixes = {{"base"}};
  cfg.players = {4};
  cfg.top_hooks = 3;
  std::ostringstream err;
  const BenchReport r = run_bench(cfg, err);
  INFO(err.str() << r.error);
  REQUIRE(r.error.empty());
  REQUIRE(r.rows.size() == 1);
  const auto& hooks = r.rows[0].hooks;
  // Base games run violet powers (hacienda, hospice, ...) in every game.
  REQUIRE(hooks.size() == 3);
  double sum = 0;
  for (std::size_t i = 0; i < hooks.size(); ++i) {
    CHECK(hooks[i].who.rfind("base/", 0) == 0);
    CHECK(!hooks[i].event.empty());
    CHECK(hooks[i].calls > 0);
    CHECK(hooks[i].seconds > 0);
    if (i > 0) CHECK(hooks[i].seconds <= hooks[i - 1].seconds);
    sum += hooks[i].seconds;
  }
  CHECK(sum <= r.rows[0].hook_seconds * 1.000001);
  cfg.top_hooks = 0;
  const BenchReport none = run_bench(cfg, err);
  CHECK(none.rows[0].hooks.empty());
}
