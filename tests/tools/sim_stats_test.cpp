// `governor sim` at scale: thread count never changes a figure, seat rotation, win rates,
// distributions and the JSON output.
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "game/sim/sim.hpp"
#include "game/sim/sim_stats.hpp"
#include "tools/commands.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

namespace {

void same_result(const SimResult& a, const SimResult& b) {
  REQUIRE_FALSE(a.error);
  REQUIRE_FALSE(b.error);
  CHECK(a.signature == b.signature);
  CHECK(a.games == b.games);
  CHECK(a.decisions == b.decisions);
  CHECK(a.mean_rounds == b.mean_rounds);
  REQUIRE(a.bot_stats.size() == b.bot_stats.size());
  for (std::size_t i = 0; i < a.bot_stats.size(); ++i) {
    CHECK(a.bot_stats[i].wins == b.bot_stats[i].wins);
    CHECK(a.bot_stats[i].score.mean == b.bot_stats[i].score.mean);
    CHECK(a.bot_stats[i].score.p90 == b.bot_stats[i].score.p90);
  }
  for (std::size_t i = 0; i < a.seats.size(); ++i) CHECK(a.seats[i].wins == b.seats[i].wins);
  REQUIRE(a.buildings.size() == b.buildings.size());
  for (std::size_t i = 0; i < a.buildings.size(); ++i) {
    CHECK(a.buildings[i].bought == b.buildings[i].bought);
    CHECK(a.buildings[i].mean_round == b.buildings[i].mean_round);
  }
}

// Runs a verb on a command line and returns what it printed on std::cout.
std::string run_verb(VerbRun (*add)(CLI::App&), std::vector<std::string> args, int* code) {
  CLI::App app;
  VerbRun run = add(app);
  std::reverse(args.begin(), args.end());
  app.parse(args);
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  *code = run();
  std::cout.rdbuf(old);
  return out.str();
}

}  // namespace

TEST_CASE("sim results are identical for any thread count", "[tools][sim]") {
  const Engine& engine = test::base_session().engine();
  SimConfig cfg;
  cfg.games = 12;
  cfg.players = 2;
  cfg.seed = 4;
  cfg.bots = {"greedy", "random"};
  const SimResult one = run_sim(engine, cfg);
  cfg.threads = 2;
  const SimResult two = run_sim(engine, cfg);
  cfg.threads = 3;
  const SimResult three = run_sim(engine, cfg);
  same_result(one, two);
  same_result(one, three);

  SimConfig r;
  r.games = 10;
  r.players = 4;
  const SimResult a = run_sim(engine, r);
  r.threads = 2;
  same_result(a, run_sim(engine, r));
}

TEST_CASE("explicit random bots play the default games", "[tools][sim]") {
  const Engine& engine = test::base_session().engine();
  SimConfig cfg;
  cfg.games = 8;
  cfg.players = 3;
  const SimResult a = run_sim(engine, cfg);
  cfg.bots = {"random", "random", "random"};
  const SimResult b = run_sim(engine, cfg);
  CHECK(a.signature == b.signature);
  REQUIRE(b.bot_stats.size() == 1);
  CHECK(b.bot_stats[0].games == 24);
  CHECK(b.bot_stats[0].wins == Approx(8.0));
}

TEST_CASE("seat rotation gives every bot every seat", "[tools][sim]") {
  for (int players = 2; players <= 5; ++players)
    for (int seat = 0; seat < players; ++seat) {
      std::vector<int> seen(static_cast<std::size_t>(players), 0);
      for (int i = 0; i < players; ++i)
        ++seen[static_cast<std::size_t>(bot_for_seat(i, seat, players))];
      for (int c : seen) CHECK(c == 1);
    }
  const Engine& engine = test::base_session().engine();
  SimConfig cfg;
  cfg.games = 6;
  cfg.players = 2;
  cfg.bots = {"greedy", "random"};
  const SimResult r = run_sim(engine, cfg);
  REQUIRE_FALSE(r.error);
  REQUIRE(r.bot_stats.size() == 2);
  CHECK(r.bot_stats[0].name == "greedy");
  CHECK(r.bot_stats[0].games == 6);
  CHECK(r.bot_stats[1].games == 6);
  CHECK(r.bot_stats[0].wins + r.bot_stats[1].wins == Approx(6.0));
  CHECK(r.seats[0].games == 6);
  CHECK(r.seats[0].wins + r.seats[1].wins == Approx(6.0));
  CHECK(r.bot_stats[0].score.mean > 0);
  CHECK(r.rounds.min > 0);
  CHECK(r.rounds.min <= r.rounds.median);
  CHECK(r.rounds.median <= r.rounds.max);
  int bought = 0;
  for (const auto& b : r.buildings) {
    bought += b.bought;
    if (b.bought > 0) CHECK(b.mean_round >= 1);
  }
  CHECK(bought > 0);
}

TEST_CASE("bad bot lists are rejected", "[tools][sim]") {
  const Engine& engine = test::base_session().engine();
  SimConfig cfg;
  cfg.games = 1;
  cfg.players = 2;
  cfg.bots = {"random"};
  CHECK_THROWS_AS(run_sim(engine, cfg), std::invalid_argument);
  cfg.bots = {"random", "robot"};
  CHECK_THROWS_AS(run_sim(engine, cfg), std::invalid_argument);
}

TEST_CASE("wilson intervals and distributions", "[tools][sim]") {
  const auto [lo, hi] = wilson95(50, 100);
  CHECK(lo == Approx(0.4038).epsilon(0.001));
  CHECK(hi == Approx(0.5962).epsilon(0.001));
  const auto [z0, z1] = wilson95(0, 10);
  CHECK(z0 == 0.0);
  CHECK(z1 == Approx(0.2775).epsilon(0.001));
  CHECK(wilson95(0, 0) == std::pair<double, double>{0.0, 1.0});
  const Distribution d = summarize({4, 1, 3, 2, 5});
  CHECK(d.n == 5);
  CHECK(d.mean == 3);
  CHECK(d.median == 3);
  CHECK(d.min == 1);
  CHECK(d.max == 5);
  CHECK(d.p25 == 2);
  CHECK(d.sd == Approx(1.5811).epsilon(0.001));
  CHECK(summarize({}).n == 0);
}

TEST_CASE("sim --json parses and carries the statistics", "[tools][sim]") {
  int code = -1;
  const std::string out = run_verb(add_sim_verb,
                                   {"sim", "--games", "4", "--players", "2", "--bots",
                                    "greedy,random", "--threads", "2", "--json", "--packs", "base"},
                                   &code);
  CHECK(code == 0);
  const auto j = nlohmann::json::parse(out);
  CHECK(j["games"] == 4);
  CHECK(j["bots"] == std::vector<std::string>{"greedy", "random"});
  REQUIRE(j["bot_stats"].size() == 2);
  CHECK(j["bot_stats"][0]["games"] == 4);
  CHECK(j["bot_stats"][0]["interval95"].size() == 2);
  CHECK(j["seat_stats"].size() == 2);
  CHECK(j["rounds"]["mean"].get<double>() > 0);
  CHECK(j["buildings"].size() > 0);
  CHECK(j["signature"].get<std::string>().size() == 16);
}

TEST_CASE("sim counts a power when its offer is chosen, and marks powers it cannot count",
          "[tools][sim]") {
  // The forest house's power (`use forest_house`: the tile is planted face down as a forest)
  // records no event of its own; its uses come from the offers chosen. The warehouse only
  // answers how many kinds its owner keeps (a modify hook), and a production building has
  // no script: neither power shows in the events, so neither is counted.
  int code = -1;
  const std::string out = run_verb(
      add_sim_verb,
      {"sim", "--games", "40", "--players", "4", "--json", "--packs", "base,new-buildings"}, &code);
  REQUIRE(code == 0);
  const auto j = nlohmann::json::parse(out);
  auto building = [&](const std::string& id) {
    for (const auto& b : j["buildings"])
      if (b["id"] == id) return b;
    FAIL("no building " << id);
    return nlohmann::json{};
  };
  const auto forest = building("forest_house");
  REQUIRE(forest["bought"].get<int>() > 0);
  CHECK(forest["power_recorded"] == true);
  CHECK(forest["power"]["uses"].get<int>() > 0);
  CHECK(forest["power"]["tiles"] == 0);
  for (const char* id : {"small_warehouse", "indigo_plant"}) {
    CHECK(building(id)["power_recorded"] == false);
    CHECK(building(id)["power"]["uses"] == 0);
  }
  CHECK(building("hacienda")["power_recorded"] == true);
}

TEST_CASE("sim counts cards a power draws and coins it passes between seats (#47)",
          "[tools][sim]") {
  // San Juan's well and market stand draw cards: their power acted (it said "power used 0"
  // while no card move was an event). The toll house (tests/packs/coin-taker) takes a coin
  // from another seat: its coins are the ones it took, not the seats' sum of zero.
  auto building_of = [](const nlohmann::json& j, const std::string& id) {
    for (const auto& b : j["buildings"])
      if (b["id"] == id) return b;
    FAIL("no building " << id);
    return nlohmann::json{};
  };
  int code = -1;
  const auto sj = nlohmann::json::parse(
      run_verb(add_sim_verb,
               {"sim", "--games", "40", "--players", "3", "--json", "--packs", "san-juan"}, &code));
  REQUIRE(code == 0);
  for (const char* id : {"well", "market_stand"}) {
    INFO(id);
    const auto b = building_of(sj, id);
    REQUIRE(b["bought"].get<int>() > 0);
    CHECK(b["power"]["uses"].get<int>() > 0);
    CHECK(b["power"]["cards"].get<int>() >= b["power"]["uses"].get<int>());
  }
  const auto toll = building_of(
      nlohmann::json::parse(run_verb(add_sim_verb,
                                     {"sim", "--games", "40", "--players", "3", "--json", "--packs",
                                      "base," GOVERNOR_TESTS_DIR "/packs/coin-taker"},
                                     &code)),
      "toll_house");
  REQUIRE(code == 0);
  REQUIRE(toll["bought"].get<int>() > 0);
  CHECK(toll["power"]["uses"].get<int>() > 0);
  CHECK(toll["power"]["coins"].get<int>() >= toll["power"]["uses"].get<int>());
}
