// gov::Game (core/game.hpp) keeps the listing of the State it owns instead of comparing
// States: it must list and apply exactly as the Engine does on the same State, keep an
// illegal or failing action from changing anything, and go on after one.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>

#include "core/chaos.hpp"
#include "core/game.hpp"
#include "support/fixture.hpp"

namespace {

// Switches every cache, carry and fast path off (core/chaos.hpp) while it is asked to, and
// back on when it goes out of scope.
struct CachesOff {
  static void set(bool off) {
    gov::chaos::detail::mode.store(off ? gov::chaos::detail::kCachesOff
                                       : gov::chaos::detail::kNormal);
  }
  ~CachesOff() { set(false); }
};

// Plays a random game from `start` twice, step by step: a Game as it runs, and a Game with
// caches off, which must list the same actions and reach the same States. `seen` is shown
// each listing before its action is chosen.
template <class Seen>
void play_with_and_without_caches(const gov::Engine& engine, const gov::State& start,
                                  std::uint64_t chooser_seed, Seen&& seen) {
  CachesOff guard;
  gov::Game fast(engine, start);
  gov::Game plain(engine, start);
  gov::Rng chooser = gov::Rng::seeded(chooser_seed);
  int steps = 0;
  while (!fast.over()) {
    REQUIRE(steps < 5000);
    const gov::ActionList legal = fast.legal_actions();
    CachesOff::set(true);
    REQUIRE(plain.legal_actions() == legal);
    CachesOff::set(false);
    seen(legal);
    const auto& a = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    REQUIRE_FALSE(fast.apply(a).has_value());
    CachesOff::set(true);
    REQUIRE_FALSE(plain.apply(a).has_value());
    CachesOff::set(false);
    REQUIRE(same_bytes(fast.state(), plain.state()));
    ++steps;
  }
}

// Plays a random game with a Game and, beside it, with Engine calls on a State of its own:
// the listings, the States and the errors must agree at every step.
void play_side_by_side(const std::string& packs, int players, std::uint64_t seed) {
  INFO("packs " << packs << ", " << players << " players, seed " << seed);
  const auto& rules = gov::test::rules_for(packs);
  gov::Engine engine(rules, gov::test::hooks_for(packs));
  gov::State s = engine.new_game(players, seed);
  gov::Game game(engine, s);
  gov::Rng chooser = gov::Rng::seeded(seed);
  const gov::Action nonsense = gov::Action::make(gov::ActionType::Use, 0);
  int steps = 0;
  while (!s.over()) {
    REQUIRE(steps < 5000);
    const gov::ActionList expected = engine.legal_actions(s);
    REQUIRE(game.legal_actions() == expected);
    REQUIRE(game.current_seat() == engine.current_seat(s));
    if (steps % 11 == 0 &&
        !std::binary_search(expected.begin(), expected.end(), nonsense)) {  // illegal input
      const auto err = game.apply(nonsense);
      REQUIRE(err.has_value());
      REQUIRE(*err == *engine.apply(s, nonsense));
      REQUIRE(same_bytes(game.state(), s));
    }
    if (steps % 13 == 0) {  // a place past the listing
      const auto err = game.apply_at(expected.size());
      REQUIRE(err.has_value());
      CHECK_THAT(*err, Catch::Contains("no legal action number"));
      REQUIRE(same_bytes(game.state(), s));
    }
    const std::size_t pick = chooser.below(static_cast<std::uint32_t>(expected.size()));
    const gov::Action a = expected[pick];
    REQUIRE_FALSE(engine.apply(s, a).has_value());
    // By the action, or (every other step) by its place in the listing.
    REQUIRE_FALSE((steps % 2 == 0 ? game.apply(a) : game.apply_at(pick)).has_value());
    REQUIRE(same_bytes(game.state(), s));
    ++steps;
  }
  CHECK(game.over());
  CHECK(game.legal_actions().empty());
  CHECK(game.apply(nonsense) == std::optional<std::string>("the game is over"));
  CHECK(game.apply_at(0) == std::optional<std::string>("the game is over"));
}

}  // namespace

TEST_CASE("a Game lists and applies exactly as the Engine on the same State", "[engine][game]") {
  for (const std::string packs :
       {"base", "base,new-buildings", "base,nobles", "base,new-buildings,nobles"})
    for (int players = 2; players <= 5; ++players)
      play_side_by_side(packs, players, 40 + static_cast<std::uint64_t>(players));
}

TEST_CASE("a failing hook leaves a Game's State as it was, and the game goes on",
          "[engine][game][transactional]") {
  // tests/packs/failing-rule: a rule that pays a coin, then fails on the trader.
  const std::string packs = "base," GOVERNOR_TESTS_DIR "/packs/failing-rule";
  gov::test::Game fixture(3, 1, packs);
  gov::Game game(fixture.engine, fixture.s);
  const gov::State before = game.state();
  const auto err = game.apply_text("role trader");
  REQUIRE(err.has_value());
  CHECK_THAT(*err, Catch::Contains("the trader is closed today"));
  CHECK(same_bytes(game.state(), before));
  // The listing kept is still the State's: the trader is offered, and play goes on.
  const auto& legal = game.legal_actions();
  std::string parse_error;
  const auto trader = fixture.engine.parse(game.state(), "role trader", &parse_error);
  REQUIRE(trader.has_value());
  CHECK(std::binary_search(legal.begin(), legal.end(), *trader));
  REQUIRE_FALSE(game.apply_text("role builder").has_value());
  CHECK(game.state().seat(0).coins == before.seat(0).coins + 1);
  CHECK(game.state().stage == gov::Stage::Phase);
}

TEST_CASE("a Game undoes a failed action by replaying from its checkpoint, at any distance",
          "[engine][game][transactional]") {
  // Every pick of the trader fails (tests/packs/failing-rule), at any point of a random
  // game: a Game rebuilds the State before it from its last checkpoint and the actions since
  // (core/game.hpp), which must give the State the Engine keeps by copying.
  const std::string packs = "base," GOVERNOR_TESTS_DIR "/packs/failing-rule";
  for (const std::uint64_t seed : {3U, 4U}) {
    gov::test::Game fixture(4, seed, packs);
    gov::State s = fixture.s;
    gov::Game game(fixture.engine, s);
    gov::Rng chooser = gov::Rng::seeded(seed);
    int failures = 0;
    int steps = 0;
    while (!s.over() && steps < 400) {
      const gov::ActionList expected = fixture.engine.legal_actions(s);
      REQUIRE(game.legal_actions() == expected);
      const auto& a = expected[chooser.below(static_cast<std::uint32_t>(expected.size()))];
      const gov::State before = s;
      const auto engine_error = fixture.engine.apply(s, a);
      const auto game_error = game.apply(a);
      REQUIRE(engine_error == game_error);
      if (game_error) {
        CHECK_THAT(*game_error, Catch::Contains("the trader is closed today"));
        REQUIRE(same_bytes(s, before));
        ++failures;
      }
      REQUIRE(same_bytes(game.state(), s));
      ++steps;
    }
    INFO("seed " << seed);
    CHECK(failures >= 5);  // failures after short and long runs of actions since a checkpoint
  }
}

TEST_CASE("a Game plays as it does with every cache, carry and fast path off",
          "[engine][game][chaos]") {
  // The mayor's open targets carried from a listing to the placement chosen from it
  // (MechanicCarry, core/flow.hpp), the trusted notes and the rollback by replay must change
  // nothing: step by step, a second Game that uses none of them (caches off) lists the same
  // actions and reaches the same States.
  // San Juan (2-4 players): the build listing's memos and its carry to the build chosen
  // (core/mechanics/build_from_hand.cpp) and the card scans.
  for (const std::string packs : {"base", "base,new-buildings,nobles", "san-juan"})
    for (int players = packs == "san-juan" ? 2 : 3; players <= (packs == "san-juan" ? 4 : 5);
         ++players) {
      INFO("packs " << packs << ", " << players << " players");
      const auto& rules = gov::test::rules_for(packs);
      gov::Engine engine(rules, gov::test::hooks_for(packs));
      const gov::State start = engine.new_game(players, 70 + static_cast<std::uint64_t>(players));
      play_with_and_without_caches(engine, start, 9, [](const gov::ActionList&) {});
    }
}

TEST_CASE(
    "San Juan's card fast paths list and play as the slow path, pay steps with goods included",
    "[engine][game][chaos][cards]") {
  // The pay step listed by build_from_hand's advance from what settle worked out (a carry
  // from the apply to its own advance), the goods not read when nothing answers
  // pay_with_goods, draw_keep's noted listing and the produce draw-pile test: step by step,
  // a Game with caches off lists the same actions and reaches the same States, over enough
  // games that seats pay with cards and with goods (a black market).
  const auto& rules = gov::test::rules_for("san-juan");
  gov::Engine engine(rules, gov::test::hooks_for("san-juan"));
  int pay_steps = 0, pay_steps_with_goods = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    INFO(players << " players, seed " << seed);
    play_with_and_without_caches(
        engine, engine.new_game(players, seed), seed + 100, [&](const gov::ActionList& legal) {
          const auto has = [&](gov::ActionType t) {
            return std::any_of(legal.begin(), legal.end(),
                               [&](const gov::Action& x) { return x.type == t; });
          };
          if (has(gov::ActionType::Pay)) {
            ++pay_steps;
            if (has(gov::ActionType::Sell)) ++pay_steps_with_goods;
          }
        });
  }
  CHECK(pay_steps > 100);
  CHECK(pay_steps_with_goods > 0);
}
