// core/draw_hook.hpp: an Engine given a DrawHook draws the tile kind the hook names (brought
// to the top of the stack), draws the shuffle's top when it answers kNone, and fails the
// action, State unchanged, for a kind the stack does not hold. Without a hook nothing changes.
#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "core/draw_hook.hpp"
#include "core/engine.hpp"
#include "support/fixture.hpp"

namespace {

// Names `kind` at every draw (kNone: the top), counting the draws and the tops it saw.
struct Naming : gov::DrawHook {
  gov::Id kind = gov::kNone;
  int calls = 0;
  std::vector<gov::Id> tops;
  gov::Id choose(const gov::State& s) override {
    ++calls;
    tops.push_back(s.stack[s.stack_size - 1]);
    return kind;
  }
};

std::array<int, gov::kMaxTileKinds> tiles_of(const gov::State& s) {
  std::array<int, gov::kMaxTileKinds> n{};
  for (int i = 0; i < s.stack_size; ++i) ++n[s.stack[i]];
  for (int i = 0; i < s.face_up_count; ++i) ++n[s.face_up[i]];
  return n;
}

}  // namespace

TEST_CASE("a draw hook answering kNone plays the seed's game", "[core][draw_hook]") {
  const auto& rules = gov::test::rules_for("base");
  gov::Engine plain(rules, gov::test::hooks_for("base"));
  gov::Engine hooked(rules, gov::test::hooks_for("base"));
  Naming top;
  hooked.choose_draws(&top);
  gov::State a = plain.new_game(3, 7), b = hooked.new_game(3, 7);
  REQUIRE(top.calls == 4);  // the 3-player face-up display
  gov::Rng pick = gov::Rng::seeded(1);
  while (!a.over()) {
    REQUIRE(gov::same_bytes(a, b));
    const auto legal = plain.legal_actions(a);
    const auto& act = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    REQUIRE_FALSE(plain.apply(a, act).has_value());
    REQUIRE_FALSE(hooked.apply(b, act).has_value());
  }
  REQUIRE(gov::same_bytes(a, b));
  REQUIRE(top.calls > 10);
}

TEST_CASE("a draw hook names the tiles drawn", "[core][draw_hook]") {
  const auto& rules = gov::test::rules_for("base");
  gov::Engine plain(rules, gov::test::hooks_for("base"));
  gov::Engine engine(rules, gov::test::hooks_for("base"));
  const gov::State seeded = plain.new_game(4, 3);
  // A kind with five tiles or more: all five face-up tiles are of it.
  gov::Id kind = gov::kNone;
  for (gov::Id k = 0; k < rules.tile_kinds.size(); ++k)
    if (!rules.tile_kinds[k].open_pile && tiles_of(seeded)[k] >= 5) kind = k;
  REQUIRE(kind != gov::kNone);
  Naming named;
  named.kind = kind;
  engine.choose_draws(&named);
  const gov::State s = engine.new_game(4, 3);
  REQUIRE(s.face_up_count == 5);
  for (int i = 0; i < s.face_up_count; ++i) REQUIRE(s.face_up[i] == kind);
  REQUIRE(tiles_of(s) == tiles_of(seeded));  // the same tiles, drawn otherwise
  REQUIRE(s.rng == seeded.rng);              // and the same random numbers drawn

  // A kind the stack does not hold (an open-pile kind never is in it) fails the action that
  // draws, and leaves the State as it was.
  gov::Id open = gov::kNone;
  for (gov::Id k = 0; k < rules.tile_kinds.size(); ++k)
    if (rules.tile_kinds[k].open_pile) open = k;
  REQUIRE(open != gov::kNone);
  REQUIRE_THROWS_WITH(
      [&] {
        Naming bad;
        bad.kind = open;
        engine.choose_draws(&bad);
        (void)engine.new_game(4, 3);
      }(),
      Catch::Contains("left in the stack to draw"));
  engine.choose_draws(nullptr);
  gov::State g = plain.new_game(2, 5);
  gov::Rng pick = gov::Rng::seeded(2);
  bool failed = false;
  while (!g.over() && !failed) {
    const auto legal = plain.legal_actions(g);
    const auto& act = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    Naming probe;  // does this action draw?
    gov::State copy = g;
    engine.choose_draws(&probe);
    REQUIRE_FALSE(engine.apply(copy, act).has_value());
    if (probe.calls > 0) {
      Naming bad;
      bad.kind = open;
      engine.choose_draws(&bad);
      const gov::State before = g;
      const auto err = engine.apply(g, act);
      REQUIRE(err.has_value());
      REQUIRE_THAT(*err, Catch::Contains("left in the stack to draw"));
      REQUIRE(gov::same_bytes(g, before));
      failed = true;
    }
    engine.choose_draws(nullptr);
    if (!failed) REQUIRE_FALSE(plain.apply(g, act).has_value());
  }
  REQUIRE(failed);
}
