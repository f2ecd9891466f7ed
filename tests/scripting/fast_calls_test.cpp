// Fast hook calls (scripting/watchdog.hpp): a call runs without the count hook first and
// is run again under the instruction budget only when it took too long to vouch for it.
// Whatever the timing, the outcome must be the budgeted one: the same errors, the same
// State, changes made once.
#include <chrono>
#include <cstring>

#include "core/engine.hpp"
#include "game/sim/sim.hpp"
#include "scripting/call_clock.hpp"
#include "support/fixture.hpp"
#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;
using Catch::Matchers::Contains;

namespace {

constexpr int kBudget = 200'000;

// role_taken of "probe": a coin for the owner, then a loop of `iterations` (each about two
// VM instructions), from the event's amount.
const char* kProbe =
    "return { role_taken = function(ctx, args)\n"
    "  ctx:gain_coins(ctx:owner(), 1)\n"
    "  local n = 0\n"
    "  for i = 1, args.amount do n = n + i end\n"
    "end }";

struct Outcome {
  std::string error;
  int coins = 0;
  std::size_t reruns = 0;
};

Outcome run_probe(bool fast, int iterations) {
  LuaFixture f({{"probe", kProbe}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaLimits limits;
  limits.instructions = kBudget;
  limits.fast_calls = fast;
  LuaHost host(f.rules, limits);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  args.amount = iterations;
  Outcome o;
  o.error = hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); });
  o.coins = f.s.seat(0).coins;
  o.reruns = host.strict_reruns();
  return o;
}

}  // namespace

TEST_CASE("a fast call too long to vouch for itself is run again under the budget, once",
          "[scripting][fast-calls]") {
  // 0.45 of the budget: far too long for the fast limit (budget / 8 ns), so it reruns;
  // its first run's coin is undone, so the owner gets one coin, as in strict mode.
  const Outcome fast = run_probe(true, kBudget * 45 / 200);
  const Outcome strict = run_probe(false, kBudget * 45 / 200);
  CHECK(fast.error.empty());
  CHECK(strict.error.empty());
  CHECK(fast.coins == strict.coins);
  CHECK(fast.coins == 2 + 1);
  CHECK(fast.reruns >= 1);
  CHECK(strict.reruns == 0);
}

TEST_CASE("over the budget, a fast call fails exactly as a budgeted one",
          "[scripting][fast-calls]") {
  const Outcome fast = run_probe(true, kBudget);  // about twice the budget
  const Outcome strict = run_probe(false, kBudget);
  CHECK_THAT(fast.error, Contains("instruction budget of 200000 exceeded"));
  CHECK(fast.error == strict.error);
  CHECK(fast.coins == strict.coins);
}

TEST_CASE("an endless loop is interrupted by the watchdog and fails on its budget",
          "[scripting][fast-calls]") {
  LuaFixture f({{"probe",
                 "return { role_taken = function(ctx, args)\n"
                 "  ctx:gain_coins(ctx:owner(), 1)\n"
                 "  while true do pcall(error) end\n"
                 "end }"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaHost host(f.rules);  // default limits: fast calls on
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  const std::string e = hook_error([&] { host.notify(c.ctx, HookEvent::RoleTaken, args); });
  CHECK_THAT(e, Contains("testpack/probe: role_taken:"));
  CHECK_THAT(e, Contains("instruction budget of 1000000 exceeded"));
  CHECK(host.strict_reruns() == 1);
  // The strict run's coin stays (an engine action would roll it back); the fast one's not.
  CHECK(f.s.seat(0).coins == 2 + 1);
  // The host goes on with fast calls.
  args.amount = 10;
  LuaFixture g({{"probe", kProbe}});
  REQUIRE(bind_scripts(g.rules, problems));
  LuaHost fine(g.rules);
  g.give_building(0, "probe");
  Ctx d(g, 0, "probe");
  CHECK(hook_error([&] { fine.notify(d.ctx, HookEvent::RoleTaken, args); }).empty());
  CHECK(g.s.seat(0).coins == 2 + 1);
}

TEST_CASE("fast and strict hosts play the same games with every pack", "[scripting][fast-calls]") {
  const std::string packs = "base,new-buildings,nobles";
  const Ruleset& rules = rules_for(packs);
  LuaLimits fast_limits, strict_limits;
  strict_limits.fast_calls = false;
  LuaHost fast_host(rules, fast_limits), strict_host(rules, strict_limits);
  const Engine fast(rules, &fast_host), strict(rules, &strict_host);
  for (int players = 2; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      INFO(players << " players, seed " << seed);
      const auto a = gov::play_random_game(fast, players, seed, 20000, false, true);
      const auto b = gov::play_random_game(strict, players, seed, 20000, false, true);
      REQUIRE_FALSE(a.error.has_value());
      REQUIRE_FALSE(b.error.has_value());
      CHECK(std::memcmp(&a.final, &b.final, sizeof(State)) == 0);
      CHECK(a.steps == b.steps);
    }
}

// The clock that times fast calls (scripting/call_clock.hpp) may run a little fast, never
// slow: a fast call must never look shorter than it was. Over 20 ms against steady_clock
// it reads at least as much, and at most 5% more; it never goes back and is never 0 (the
// watchdog's "no call").
TEST_CASE("the call clock never runs slow, and never goes back", "[scripting][fast-calls]") {
  const std::string name = lua::call_clock_name();
  CHECK((name == "tsc" || name == "steady"));
  const auto steady = [] {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  };
  const std::int64_t c0 = lua::now_ns();
  const std::int64_t s0 = steady();
  std::int64_t last = c0;
  std::int64_t s1 = s0;
  int backwards = 0;
  int zeros = 0;
  while (s1 - s0 < 20'000'000) {
    const std::int64_t now = lua::now_ns();
    backwards += now < last ? 1 : 0;
    zeros += now == 0 ? 1 : 0;
    last = now;
    s1 = steady();
  }
  CHECK(backwards == 0);
  CHECK(zeros == 0);
  const std::int64_t c1 = lua::now_ns();
  const double ratio = static_cast<double>(c1 - c0) / static_cast<double>(s1 - s0);
  CHECK(ratio >= 0.999);
  CHECK(ratio <= 1.05);
}
