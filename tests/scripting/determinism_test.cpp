// Same seed + same actions = same game, whatever runs before, beside or around it
// (docs/sandbox.md, "Determinism"; docs/performance.md): a host that played other games
// first, a fresh host, a strict host, and chaos mode (core/chaos.hpp: caches miss, fast
// calls are interrupted and run again at random) all end every game in the same State.
#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

#include "core/chaos.hpp"
#include "core/engine.hpp"
#include "core/game.hpp"
#include "scripting/lua_host.hpp"
#include "support/fixture.hpp"

namespace {

struct ChaosOn {
  ChaosOn() { gov::chaos::force(true); }
  ~ChaosOn() { gov::chaos::force(false); }
};

// A random game (actions from a generator seeded with `seed`) played to its end.
gov::State play(const gov::Engine& engine, int players, std::uint64_t seed) {
  gov::Game game(engine, engine.new_game(players, seed));
  gov::Rng chooser = gov::Rng::seeded(seed * 7 + 1);
  for (int steps = 0; !game.over() && steps < 5000; ++steps) {
    const gov::ActionList& legal = game.legal_actions();
    const auto a = legal[chooser.below(static_cast<std::uint32_t>(legal.size()))];
    REQUIRE_FALSE(game.apply(a).has_value());
  }
  REQUIRE(game.over());
  return game.state();
}

}  // namespace

TEST_CASE("a game ends the same with any host, in any order, and under chaos", "[determinism]") {
  for (const std::string packs :
       {"base", "base,new-buildings", "base,nobles", "base,new-buildings,nobles", "san-juan"}) {
    const gov::Ruleset& rules = gov::test::rules_for(packs);
    const std::vector<std::uint64_t> seeds{11, 12, 13, 14};
    // Reference: a fresh strict host per game.
    std::vector<gov::State> want;
    for (const auto seed : seeds) {
      gov::LuaLimits strict;
      strict.fast_calls = false;
      gov::LuaHost host(rules, strict);
      gov::Engine engine(rules, &host);
      want.push_back(play(engine, 3, seed));
    }
    // One host for the whole batch, played backwards: earlier games leave nothing behind.
    {
      gov::LuaHost host(rules);
      gov::Engine engine(rules, &host);
      for (std::size_t i = seeds.size(); i-- > 0;) {
        INFO(packs << " seed " << seeds[i] << " (batch, backwards)");
        CHECK(same_bytes(play(engine, 3, seeds[i]), want[i]));
      }
    }
    // Chaos: caches miss and fast calls are cut short at random, on a shared host.
    {
      ChaosOn chaos;
      gov::LuaHost host(rules);
      gov::Engine engine(rules, &host);
      for (std::size_t i = 0; i < seeds.size(); ++i) {
        INFO(packs << " seed " << seeds[i] << " (chaos)");
        CHECK(same_bytes(play(engine, 3, seeds[i]), want[i]));
      }
      CHECK(host.strict_reruns() > 0);
    }
  }
}

TEST_CASE("with every cache off, nothing is remembered and no call runs fast", "[determinism]") {
  // GOVERNOR_NO_CACHES=1 sets this mode before main runs (core/chaos.cpp).
  struct CachesOff {
    CachesOff() { gov::chaos::detail::mode.store(gov::chaos::detail::kCachesOff); }
    ~CachesOff() { gov::chaos::force(false); }
  } off;
  CHECK(gov::chaos::caches_off());
  CHECK_FALSE(gov::chaos::enabled());  // not chaos: nothing random
  for (int i = 0; i < 100; ++i) REQUIRE(gov::chaos::skip());
  const gov::Ruleset& rules = gov::test::rules_for("base,new-buildings");
  gov::LuaHost host(rules);  // asked for fast calls, gets strict ones
  gov::Engine engine(rules, &host);
  gov::LuaLimits strict;
  strict.fast_calls = false;
  gov::LuaHost reference_host(rules, strict);
  gov::Engine reference(rules, &reference_host);
  CHECK(same_bytes(play(engine, 4, 21), play(reference, 4, 21)));
  CHECK(host.strict_reruns() == 0);  // no fast call to run again
}
