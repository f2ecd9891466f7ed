// Random San Juan games at 2, 3 and 4 players: at every step the 110 cards are all
// somewhere and every invariant holds, the listing is canonical, and every game ends by a
// 12th building after its builder phase. A few hundred games by default; GOVERNOR_SOAK=1
// (scripts/test.sh --soak) plays 20,000 at each player count. Prints rounds per game (the
// seed: « Une partie dure en moyenne entre 11 et 14 manches », in human play).
#include <algorithm>
#include <cstdlib>
#include <map>

#include "core/invariants.hpp"
#include "sanjuan/sanjuan_support.hpp"

namespace {

int games_per_count() {
  const char* soak = std::getenv("GOVERNOR_SOAK");
  return soak != nullptr && std::string(soak) == "1" ? 20000 : 100;
}

}  // namespace

TEST_CASE("random play: san juan games at 2-4 players keep 110 cards and end by a 12th building",
          "[random][sanjuan]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  const int games = games_per_count();
  for (int players = 2; players <= 4; ++players) {
    std::map<int, int> rounds;
    long decisions = 0;
    for (int game = 0; game < games; ++game) {
      const auto seed = static_cast<std::uint64_t>(1000 * players + game);
      INFO(players << " players, seed " << seed);
      gov::State s = engine.new_game(players, seed);
      gov::Rng chooser = gov::Rng::seeded(seed ^ 0x5eedULL);
      gov::ActionList legal;
      int steps = 0;
      while (!s.over()) {
        REQUIRE(steps < 20000);
        engine.legal_actions(s, legal);
        REQUIRE(!legal.empty());
        REQUIRE(std::is_sorted(legal.begin(), legal.end()));
        const auto err =
            engine.apply(s, legal[chooser.below(static_cast<std::uint32_t>(legal.size()))]);
        REQUIRE_FALSE(err.has_value());
        int placed = 0;
        for (int i = 0; i < rules.cards.count(); ++i)
          placed += rules.cards.place[s.card_at[static_cast<std::size_t>(i)]].zone != gov::kNone;
        REQUIRE(placed == 110);
        const auto bad = gov::check_invariants(rules, s);
        if (!bad.empty()) FAIL(bad.front());
        ++steps;
      }
      REQUIRE((s.end_triggered & gov::kEndCity) != 0);
      int most = 0;
      for (int seat = 0; seat < players; ++seat)
        most = std::max(most, static_cast<int>(s.seat(seat).num_buildings));
      REQUIRE(most == 12);
      ++rounds[s.round];
      decisions += steps;
    }
    long total = 0;
    std::string spread;
    for (const auto& [r, n] : rounds) {
      total += static_cast<long>(r) * n;
      spread += " " + std::to_string(r) + ":" + std::to_string(n);
    }
    WARN("san juan, " << players << " players, " << games << " random games: rounds per game "
                      << rounds.begin()->first << " to " << rounds.rbegin()->first << ", mean "
                      << static_cast<double>(total) / games << " (rounds:games" << spread << "); "
                      << decisions / games << " decisions a game");
  }
}

TEST_CASE("san juan: a seat's legal actions depend only on what it sees", "[sanjuan]") {
  // « le nombre de cartes tenues en main n'est pas secret », the cards are: a State that
  // differs only in cards the acting seat cannot see (resample_hidden) lists the same
  // actions for it, at every decision of random games.
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      gov::State s = engine.new_game(players, seed);
      gov::Rng rng = gov::Rng::seeded(seed * 7 + static_cast<std::uint64_t>(players));
      while (!s.over()) {
        const int seat = engine.current_seat(s);
        const auto legal = engine.legal_actions(s);
        gov::State other = s;
        gov::resample_hidden(rules, other, seat, rng);
        INFO(players << " players, seed " << seed << ", round " << s.round);
        REQUIRE(gov::view_cards(rules, other, seat) == gov::view_cards(rules, s, seat));
        REQUIRE(engine.legal_actions(other) == legal);
        REQUIRE_FALSE(engine.apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
      }
    }
}
