// Bots never read hidden cards (issue #34): for two States that differ only in what the
// deciding seat cannot see (the others' hands and the draw pile dealt anew, the price tiles
// not yet turned reordered, the State's Rng, i.e. the draws to come), every bot chooses
// the same for that seat. Built on core's resample_hidden, which depends only on what the
// seat may see. (Counts a seat may not see, such as the cards under another's chapel, are
// kept as they are by both States: the search samples kinds, not counts.)
#include <catch2/catch.hpp>

#include "core/cards.hpp"
#include "core/state_json.hpp"
#include "game/bots/bots.hpp"
#include "support/fixture.hpp"

namespace {

const char* const kBots[] = {
    "random", "greedy", "greedy/tuned", "mcts:40", "mcts:40:8:70:1/tuned", "guided:12"};

}  // namespace

TEST_CASE("san juan: a resampled State depends only on what the seat sees", "[sanjuan]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  gov::State s = engine.new_game(3, 5);
  gov::Rng play = gov::Rng::seeded(5);
  for (int step = 0; step < 120 && !s.over(); ++step) {
    const auto legal = engine.legal_actions(s);
    REQUIRE_FALSE(engine.apply(s, legal[play.below(static_cast<std::uint32_t>(legal.size()))]));
  }
  for (int seat = 0; seat < 3; ++seat) {
    gov::State other = s;
    gov::Rng deal = gov::Rng::seeded(77 + static_cast<std::uint64_t>(seat));
    gov::resample_hidden(rules, other, seat, deal);
    REQUIRE(gov::view_cards(rules, other, seat) == gov::view_cards(rules, s, seat));
    gov::State a = s, b = other;
    gov::Rng ra = gov::Rng::seeded(9), rb = gov::Rng::seeded(9);
    gov::resample_hidden(rules, a, seat, ra);
    gov::resample_hidden(rules, b, seat, rb);
    CHECK(gov::canonical_text(rules, a) == gov::canonical_text(rules, b));
  }
}

TEST_CASE("san juan: every bot chooses the same on States a seat cannot tell apart", "[sanjuan]") {
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  int compared = 0, differed = 0;
  for (int players = 2; players <= 4; ++players) {
    gov::State s = engine.new_game(players, 30 + static_cast<std::uint64_t>(players));
    gov::Rng play = gov::Rng::seeded(players);
    for (int step = 0; !s.over(); ++step) {
      const auto legal = engine.legal_actions(s);
      if (legal.size() > 1 && step % 9 == 0) {
        const int seat = engine.current_seat(s);
        gov::State other = s;
        gov::Rng deal = gov::Rng::seeded(1000 + static_cast<std::uint64_t>(step));
        gov::resample_hidden(rules, other, seat, deal);
        differed += other.card_at != s.card_at;
        for (const char* spec : kBots) {
          auto x = gov::make_bot(spec), y = gov::make_bot(spec);
          REQUIRE(x);
          gov::Rng rx = gov::Rng::seeded(step), ry = gov::Rng::seeded(step);
          INFO(spec << ", " << players << " players, step " << step << ", seat " << seat + 1);
          CHECK(x->choose(engine, s, legal, rx) == y->choose(engine, other, legal, ry));
          ++compared;
        }
      }
      REQUIRE_FALSE(engine.apply(s, legal[play.below(static_cast<std::uint32_t>(legal.size()))]));
    }
  }
  CHECK(compared > 100);
  CHECK(differed * 2 > compared / 6);  // the cards really lay elsewhere, most times
}
