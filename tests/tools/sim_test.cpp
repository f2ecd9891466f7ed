// `governor sim`: the signature is stable for a seed and changes with it; play runs on
// text streams.
#include <sstream>

#include <catch2/catch.hpp>

#include "game/sim/sim.hpp"
#include "tools/common_options.hpp"
#include "tools/play.hpp"
#include "tools/session_agents.hpp"
#include "tools_support.hpp"

using namespace gov;
using namespace gov::tools;

TEST_CASE("sim signature is stable for a seed and differs for another", "[tools][sim]") {
  const Engine& engine = test::base_session().engine();
  SimConfig cfg;
  cfg.games = 20;
  cfg.players = 4;
  cfg.seed = 1;
  const SimResult a = run_sim(engine, cfg);
  const SimResult b = run_sim(engine, cfg);
  cfg.seed = 2;
  const SimResult c = run_sim(engine, cfg);
  REQUIRE_FALSE(a.error);
  CHECK(a.games == 20);
  CHECK(a.signature == b.signature);
  CHECK(a.mean_rounds == b.mean_rounds);
  CHECK(a.signature != c.signature);
  CHECK(a.end_workers + a.end_city + a.end_vp + a.end_script >= a.games);
  CHECK(a.mean_winner_vp > 0);
}

TEST_CASE("fnv1a and game seeds", "[tools][sim]") {
  CHECK(fnv1a("") == 0xcbf29ce484222325ULL);
  CHECK(fnv1a("a") == 0xaf63dc4c8601ec8cULL);
  CHECK(fnv1a("b", fnv1a("a")) == fnv1a("ab"));
  CHECK(game_seed(1, 0) != game_seed(1, 1));
  CHECK(game_seed(1, 0) != game_seed(2, 0));
  CHECK(hex64(0xabc) == "0000000000000abc");
}

TEST_CASE("pack lists split on commas", "[tools][options]") {
  CHECK(split_pack_list({"base,new-buildings", " x ", ",,"}) ==
        std::vector<std::string>{"base", "new-buildings", "x"});
}

TEST_CASE("unknown packs are a load error with diagnostics", "[tools][options]") {
  std::ostringstream err;
  CHECK_FALSE(open_game({"no-such-pack"}, err, GOVERNOR_CONTENT_DIR));
  CHECK(err.str().find("error") != std::string::npos);
}

TEST_CASE("seats default to one human and bots", "[tools][play]") {
  std::vector<std::string> seats;
  CHECK(resolve_seats(seats, 3).empty());
  CHECK(seats == std::vector<std::string>{"human", default_opponent(), default_opponent()});
  std::vector<std::string> bad{"human", "robot"};
  CHECK_FALSE(resolve_seats(bad, 2).empty());
  std::vector<std::string> short_list{"human"};
  CHECK_FALSE(resolve_seats(short_list, 2).empty());
}

TEST_CASE("play on streams: commands, end of input, a bots-only game", "[tools][play]") {
  const auto& session = test::base_session();
  PlayConfig cfg;
  cfg.players = 3;
  cfg.seed = 9;
  REQUIRE(resolve_seats(cfg.seats, 3).empty());
  {
    std::istringstream in("help\nboard\n99\nnot an action\n1\nquit\n");
    std::ostringstream out;
    CHECK(run_play(session, cfg, in, out) == kExitOk);
    CHECK(out.str().find("Commands:") != std::string::npos);
    CHECK(out.str().find("no action 99") != std::string::npos);
    CHECK(out.str().find("unknown command 'not'") != std::string::npos);
    CHECK(out.str().find("  Seat 1 takes the ") != std::string::npos);
    CHECK(out.str().find("quit in round") != std::string::npos);
  }
  {
    std::istringstream in("");
    std::ostringstream out;
    CHECK(run_play(session, cfg, in, out) == kExitOk);
    CHECK(out.str().find("end of input") != std::string::npos);
  }
  {
    cfg.seats = {"random", "random", "random"};
    std::istringstream in("");
    std::ostringstream out;
    CHECK(run_play(session, cfg, in, out) == kExitOk);
    CHECK((out.str().find("Winner:") != std::string::npos ||
           out.str().find("Shared win:") != std::string::npos));
  }
}
