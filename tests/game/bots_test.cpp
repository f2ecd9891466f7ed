// Bots: the same seed gives the same choices, and a choice is always legal.
#include <algorithm>

#include <catch2/catch.hpp>

#include "game/bots/bots.hpp"
#include "game/game_support.hpp"
#include "game/sim/sim.hpp"

using namespace gov;

TEST_CASE("random bot is deterministic per seed and always legal", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  const State start = engine.new_game(4, 11);
  auto run = [&](std::uint64_t seed) {
    State s = start;
    RandomBot bot;
    std::vector<Rng> rngs;
    for (int i = 0; i < 4; ++i) rngs.push_back(seat_rng(seed, i));
    std::vector<Action> taken;
    for (int step = 0; step < 200 && !s.over(); ++step) {
      const ActionList legal = engine.legal_actions(s);
      Rng& rng = rngs[engine.current_seat(s)];
      Rng same = rng;
      const Action a = bot.choose(engine, s, legal, rng);
      REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
      REQUIRE(legal.at(bot.choose_index(engine, s, legal, same)) == a);  // by its place
      REQUIRE(same == rng);
      REQUIRE_FALSE(engine.apply(s, a));
      taken.push_back(a);
    }
    return std::make_pair(taken, s);
  };
  const auto a = run(5), b = run(5), c = run(6);
  CHECK(a.first == b.first);
  CHECK(a.second == b.second);
  CHECK(a.first != c.first);
}

TEST_CASE("seat rngs differ between seats and seeds", "[game][bots]") {
  CHECK_FALSE(seat_rng(1, 0) == seat_rng(1, 1));
  CHECK_FALSE(seat_rng(1, 0) == seat_rng(2, 0));
  CHECK(seat_rng(3, 2) == seat_rng(3, 2));
}

TEST_CASE("bot kinds", "[game][bots]") {
  CHECK(make_bot("random"));
  CHECK_FALSE(make_bot("human"));
  CHECK_FALSE(make_bot("nonsense"));
}

TEST_CASE("a random game ends and replays exactly", "[game][bots]") {
  const Engine& engine = test::base_game().engine();
  for (int players = 2; players <= 5; ++players) {
    const GameOutcome g1 = play_random_game(engine, players, 42, 20000);
    const GameOutcome g2 = play_random_game(engine, players, 42, 20000);
    INFO(g1.error.value_or(""));
    REQUIRE_FALSE(g1.error);
    CHECK(g1.final.over());
    CHECK(g1.steps == g2.steps);
    CHECK(g1.final == g2.final);
  }
}

TEST_CASE("the step cap turns a long game into an error", "[game][bots]") {
  const GameOutcome g = play_random_game(test::base_game().engine(), 3, 1, 10);
  REQUIRE(g.error);
  CHECK(g.error->find("no end after 10 decisions") != std::string::npos);
}
