// Settings of the turn flow a pack may change (setup.yaml `settings`): coins on the role
// cards nobody took (Puerto Rico: 1 a round; San Juan: none) and whether a met end
// condition ends the game with the round or right after its phase.
#include <catch2/catch.hpp>

#include "core/engine.hpp"
#include "core/invariants.hpp"
#include "core/rng.hpp"
#include "support/fixture.hpp"

namespace {

const std::string kCards = GOVERNOR_TESTS_DIR "/packs/card-game";
const std::string kEndAfterPhase = "base," GOVERNOR_TESTS_DIR "/packs/end-after-phase";

// Plays random legal actions until the game is over (or `limit` decisions).
void play_out(const gov::Engine& engine, gov::State& s, std::uint64_t seed, int limit = 5000) {
  gov::Rng rng = gov::Rng::seeded(seed);
  for (int n = 0; n < limit && !s.over(); ++n) {
    const auto legal = engine.legal_actions(s);
    REQUIRE_FALSE(legal.empty());
    REQUIRE_FALSE(engine.apply(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
  }
}

}  // namespace

TEST_CASE("a pack may put no coins on the role cards nobody took", "[turn-settings]") {
  const auto& rules = gov::test::rules_for(kCards);
  CHECK(rules.settings.unpicked_role_coins == 0);
  gov::Engine engine(rules);
  gov::State s = engine.new_game(2, 1);
  // 2 players pick 1 role each a round (picks_per_round 1: the governor only): one card
  // is left every round, and stays at 0 coins.
  for (int round = 0; round < 3; ++round) {
    REQUIRE_FALSE(engine.apply_text(s, "role idler"));
    CHECK(s.roles[1].coins == 0);
  }
  CHECK(s.round == 4);
  // Puerto Rico keeps its doubloon a round on each role left.
  CHECK(gov::test::rules_for("base").settings.unpicked_role_coins == 1);
}

TEST_CASE("end after the phase: the round is not finished once an end condition is met",
          "[turn-settings]") {
  const auto& rules = gov::test::rules_for(kEndAfterPhase);
  REQUIRE(rules.settings.end_after_phase);
  CHECK_FALSE(gov::test::rules_for("base").settings.end_after_phase);
  gov::Engine engine(rules);
  int mid_round = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    gov::State s = engine.new_game(3, seed);
    play_out(engine, s, seed);
    INFO("seed " << seed);
    REQUIRE(s.over());
    CHECK(gov::check_invariants(rules, s).empty());
    CHECK(s.end_triggered != 0);
    // Ended right after a phase: its picks of the round are still counted (a game ended
    // with its round has them reset to 0).
    CHECK(s.picks_done > 0);
    mid_round += s.picks_done < rules.setup_for(3)->picks_per_round;
  }
  CHECK(mid_round > 0);  // most games end with roles of the round still on the table
}
