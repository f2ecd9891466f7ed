// The draw_keep mechanic (core/mechanics/draw_keep.cpp) on the card-game test pack: cards
// drawn, kept one `pick` at a time and discarded, the privilege, the piles running out,
// and a seat's choices that do not depend on cards it cannot see.
#include <catch2/catch.hpp>

#include "core/cards.hpp"
#include "core/engine.hpp"
#include "core/invariants.hpp"
#include "core/rng.hpp"
#include "session/describe.hpp"
#include "support/fixture.hpp"

namespace {

const std::string kCards = GOVERNOR_TESTS_DIR "/packs/card-game";

// The test pack (its draw_keep roles: sifter, seeker) with `hand` cards dealt to each seat
// (12 cards: 2 are built at the start of a 2-player game).
gov::Ruleset draw_rules(int hand) {
  gov::Ruleset r = gov::test::rules_for(kCards);
  r.cards.start_hand = hand;
  return r;
}

struct Count {
  const gov::Ruleset& r;
  const gov::State& s;
  int of(gov::ZoneRole role, int seat = 0) const {
    return gov::cards_at(r, s, r.cards.code_of_role(role, seat));
  }
};

}  // namespace

TEST_CASE("draw_keep: each seat draws 2 and keeps 1, the chooser draws 3 more",
          "[cards][draw-keep]") {
  const gov::Ruleset r = draw_rules(0);
  gov::Engine engine(r);
  gov::State s = engine.new_game(2, 5);
  const Count n{r, s};
  REQUIRE(n.of(gov::ZoneRole::Draw) == 10);
  REQUIRE_FALSE(engine.apply_text(s, "role sifter"));
  // The chooser (seat 0) looks at 2 + 3 cards and keeps one of them.
  CHECK(engine.current_seat(s) == 0);
  CHECK(n.of(gov::ZoneRole::Looking, 0) == 5);
  auto legal = engine.legal_actions(s);
  REQUIRE_FALSE(legal.empty());
  for (const auto& a : legal) CHECK(a.type == gov::ActionType::Pick);
  const gov::Action kept = legal.back();
  // Its words: the text form, and the label the seat reads.
  CHECK(engine.to_text(s, kept) == "pick " + r.buildings[kept.a].id);
  CHECK(gov::session::action_label(engine, s, kept) == "Keep a " + r.buildings[kept.a].name);
  CHECK(engine.to_text(s, gov::Action::make(gov::ActionType::Discard, kept.a)) ==
        "discard " + r.buildings[kept.a].id);
  CHECK(engine.to_text(s, gov::Action::make(gov::ActionType::Done)) == "done");
  CHECK(gov::session::action_args(r, s, kept)["building"] == r.buildings[kept.a].id);
  REQUIRE_FALSE(engine.apply(s, kept));
  CHECK(gov::kinds_at(r, s, r.cards.code_of_role(gov::ZoneRole::Hand, 0))[kept.a] == 1);
  CHECK(n.of(gov::ZoneRole::Hand, 0) == 1);
  CHECK(n.of(gov::ZoneRole::Looking, 0) == 0);
  CHECK(n.of(gov::ZoneRole::Discard) == 4);
  // Then seat 1 looks at 2 and keeps 1.
  CHECK(engine.current_seat(s) == 1);
  CHECK(n.of(gov::ZoneRole::Looking, 1) == 2);
  legal = engine.legal_actions(s);
  REQUIRE_FALSE(legal.empty());
  REQUIRE_FALSE(engine.apply(s, legal[0]));
  CHECK(n.of(gov::ZoneRole::Hand, 1) == 1);
  CHECK(n.of(gov::ZoneRole::Looking, 1) == 0);
  CHECK(n.of(gov::ZoneRole::Discard) == 5);
  CHECK(n.of(gov::ZoneRole::Draw) == 3);
  CHECK(gov::check_invariants(r, s).empty());
}

TEST_CASE("draw_keep with draw 0: only the chooser draws, and keeps all", "[cards][draw-keep]") {
  const gov::Ruleset r = draw_rules(0);
  gov::Engine engine(r);
  gov::State s = engine.new_game(2, 5);
  const Count n{r, s};
  REQUIRE_FALSE(engine.apply_text(s, "role seeker"));
  // No choice to make: the phase is over and the next round's pick is up.
  CHECK(s.stage == gov::Stage::ChooseRole);
  CHECK(n.of(gov::ZoneRole::Hand, 0) == 1);
  CHECK(n.of(gov::ZoneRole::Hand, 1) == 0);
  CHECK(n.of(gov::ZoneRole::Discard) == 0);
  CHECK(n.of(gov::ZoneRole::Draw) == 9);
  CHECK(gov::check_invariants(r, s).empty());
}

TEST_CASE("draw_keep draws what is left, the discard pile reshuffled", "[cards][draw-keep]") {
  // 4 cards a hand: 2 left to draw. The chooser draws 2 of its 5 and keeps 1; seat 1 draws
  // the 1 discarded card (the reshuffle) and keeps it without a choice.
  const gov::Ruleset r = draw_rules(4);
  gov::Engine engine(r);
  gov::State s = engine.new_game(2, 8);
  const Count n{r, s};
  REQUIRE(n.of(gov::ZoneRole::Draw) == 2);
  REQUIRE_FALSE(engine.apply_text(s, "role sifter"));
  CHECK(n.of(gov::ZoneRole::Looking, 0) == 2);
  const auto legal = engine.legal_actions(s);
  REQUIRE_FALSE(legal.empty());
  REQUIRE_FALSE(engine.apply(s, legal[0]));
  CHECK(s.stage == gov::Stage::ChooseRole);
  CHECK(n.of(gov::ZoneRole::Hand, 0) == 5);
  CHECK(n.of(gov::ZoneRole::Hand, 1) == 5);
  CHECK(n.of(gov::ZoneRole::Draw) + n.of(gov::ZoneRole::Discard) == 0);
  CHECK(gov::check_invariants(r, s).empty());
}

TEST_CASE("draw_keep: a seat's choices do not depend on cards it cannot see",
          "[cards][draw-keep]") {
  const gov::Ruleset r = draw_rules(2);
  gov::Engine engine(r);
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    gov::State s = engine.new_game(2, seed);
    REQUIRE_FALSE(engine.apply_text(s, "role sifter"));
    for (int turn = 0; turn < 2 && s.stage != gov::Stage::ChooseRole; ++turn) {
      const int seat = engine.current_seat(s);
      const auto legal = engine.legal_actions(s);
      bool changed = false;
      gov::Rng rng = gov::Rng::seeded(seed * 31 + static_cast<std::uint64_t>(turn));
      for (int k = 0; k < 8; ++k) {
        gov::State other = s;
        gov::resample_hidden(r, other, seat, rng);
        changed = changed || other.card_at != s.card_at;
        CHECK(gov::view_cards(r, other, seat) == gov::view_cards(r, s, seat));
        CHECK(engine.legal_actions(other) == legal);
      }
      CHECK(changed);  // the other seat's hand and the piles did move
      REQUIRE_FALSE(engine.apply(s, legal[0]));
    }
  }
}

TEST_CASE("draw_keep: random play keeps every card accounted for", "[cards][draw-keep]") {
  const gov::Ruleset& r = gov::test::rules_for(kCards);
  gov::Engine engine(r);
  for (int players : {2, 3}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      gov::State s = engine.new_game(players, seed);
      gov::Rng rng = gov::Rng::seeded(seed);
      for (int n = 0; n < 200 && !s.over(); ++n) {
        const auto legal = engine.legal_actions(s);
        REQUIRE_FALSE(legal.empty());
        REQUIRE_FALSE(engine.apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        const auto broken = gov::check_invariants(r, s);
        INFO(players << " players, seed " << seed << ", decision " << n);
        REQUIRE(broken.empty());
      }
      // Nobody is left looking at cards once a phase is over.
      if (s.stage == gov::Stage::ChooseRole)
        for (int seat = 0; seat < players; ++seat)
          CHECK(gov::cards_at(r, s, r.cards.code_of_role(gov::ZoneRole::Looking, seat)) == 0);
    }
  }
}
