// Random play over every player count: at every step the legal actions are non-empty,
// sorted and unique with unique texts that parse back, a copy equals the original, the
// JSON round trip is exact (every step of the first games, sampled after), conservation
// holds, illegal input changes nothing, and every game ends.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/invariants.hpp"
#include "core/state_json.hpp"
#include "support/fixture.hpp"

namespace {

struct Totals {
  int games = 0;
  long steps = 0;
};

void play_random_games(const std::string& packs, int players, int games, std::uint64_t seed0,
                       Totals& totals, const gov::GameOptions& options = {}) {
  const auto& rules = gov::test::rules_for(packs);
  gov::Engine engine(rules, gov::test::hooks_for(packs));
  for (int game = 0; game < games; ++game) {
    const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(game);
    INFO("packs " << packs << ", " << players << " players, seed " << seed);
    gov::State s = engine.new_game(players, seed, options);
    gov::Rng chooser = gov::Rng::seeded(seed ^ 0x5eedULL);
    gov::ActionList legal;
    int steps = 0;
    const bool json_every_step = game < 10;
    while (!s.over()) {
      REQUIRE(steps < 5000);
      engine.legal_actions(s, legal);
      REQUIRE(!legal.empty());
      REQUIRE(std::is_sorted(legal.begin(), legal.end()));
      REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
      if (json_every_step || steps % 37 == 0) {
        std::set<std::string> texts;
        for (const auto& a : legal) texts.insert(engine.to_text(s, a));
        REQUIRE(texts.size() == legal.size());
        const auto j = gov::to_json(rules, s);
        REQUIRE(gov::state_from_json(rules, j) == s);
        std::string err;
        const auto back = engine.parse(s, engine.to_text(s, legal.back()), &err);
        REQUIRE(back.has_value());
        REQUIRE(*back == legal.back());
      }
      const gov::State copy = s;
      REQUIRE(copy == s);
      const auto& a = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
      const auto err = engine.apply(s, a);
      INFO("step " << steps << ": " << engine.to_text(copy, a));
      REQUIRE_FALSE(err.has_value());
      const auto bad = gov::check_invariants(rules, s);
      if (!bad.empty()) FAIL(bad.front());
      ++steps;
    }
    REQUIRE(s.end_triggered != 0);
    REQUIRE(engine.legal_actions(s).empty());
    totals.steps += steps;
    ++totals.games;
  }
}

}  // namespace

TEST_CASE("random play: 2000 base games over 2-5 players keep every invariant", "[random]") {
  Totals totals;
  for (int players = 2; players <= 5; ++players)
    play_random_games("base", players, 500, 1000u * players, totals);
  CHECK(totals.games == 2000);
  WARN("random play: " << totals.games << " games, " << totals.steps << " decisions");
}

namespace {
// Plays `drafted` games per player count with the draft filled at setup, then `played`
// games per player count with the draft played as decisions.
Totals play_mix(const std::string& packs, int drafted, int played, std::uint64_t seed0) {
  Totals totals;
  gov::GameOptions options;
  options.random_draft = true;
  for (int players = 2; players <= 5; ++players)
    play_random_games(packs, players, drafted, seed0 * players, totals, options);
  for (int players = 2; players <= 5; ++players)
    play_random_games(packs, players, played, (seed0 + 2000u) * players, totals);
  WARN("random play (" << packs << "): " << totals.games << " games, " << totals.steps
                       << " decisions");
  return totals;
}
}  // namespace

TEST_CASE("random play: 400 games with the new buildings over 2-5 players keep every invariant",
          "[random][new-buildings]") {
  CHECK(play_mix("base,new-buildings", 90, 10, 7000u).games == 400);
}

TEST_CASE("random play: 300 games with the nobles over 2-5 players keep every invariant",
          "[random][nobles]") {
  // The nobles pack has no draft: the option changes nothing.
  CHECK(play_mix("base,nobles", 75, 0, 11000u).games == 300);
}

TEST_CASE("random play: 200 games with the new buildings and the nobles keep every invariant",
          "[random][new-buildings][nobles]") {
  CHECK(play_mix("base,new-buildings,nobles", 45, 5, 13000u).games == 200);
}
