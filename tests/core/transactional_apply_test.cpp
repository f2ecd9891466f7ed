// Engine::apply is transactional: a hook that fails part-way aborts the whole action and
// leaves the State byte for byte as it was, whether or not the State had just been listed
// (apply restores from the listing memo's copy then, from its own copy otherwise), and the
// game goes on. Uses tests/packs/failing-rule (a rule that pays a coin, then fails on the
// trader).
#include <catch2/catch.hpp>

#include <cstring>

#include "support/fixture.hpp"

using gov::test::Game;

namespace {
const std::string kPacks = "base," GOVERNOR_TESTS_DIR "/packs/failing-rule";

// Applies "role trader" to g.s, listed first or not; checks the failure and the rollback.
void trader_fails(Game& g, bool list_first) {
  const gov::State before = g.s;
  if (list_first) {
    REQUIRE(g.is_legal("role trader"));
  } else {
    Game other(3, 2, kPacks);  // another State listed last on this thread
    REQUIRE_FALSE(other.legal().empty());
  }
  const auto err = g.engine.apply_text(g.s, "role trader");
  REQUIRE(err.has_value());
  CHECK_THAT(*err, Catch::Contains("the trader is closed today"));
  CHECK(same_bytes(g.s, before));
}
}  // namespace

TEST_CASE("a failing hook aborts the whole action, listed or not", "[engine][transactional]") {
  for (const bool list_first : {true, false}) {
    INFO("listed first: " << list_first);
    Game g(3, 1, kPacks);
    const int coins = g.s.seat(0).coins;
    trader_fails(g, list_first);
    CHECK(g.s.seat(0).coins == coins);  // the rule's coin went back too
    // The game goes on from the same State: the next listing is right and play continues.
    CHECK(g.is_legal("role trader"));
    g.act("role builder");
    CHECK(g.s.seat(0).coins == coins + 1);
    CHECK(g.s.stage == gov::Stage::Phase);
  }
}
