// Per-call cost of the Lua host (hidden: run with "[.bench]").
#include <chrono>
#include <cstdio>
#include <ctime>

#include "tests/scripting/lua_fixture.hpp"

using namespace gov;
using namespace gov::test;

TEST_CASE("hook call overhead", "[.bench]") {
  LuaFixture f({{"probe", R"lua(
return {
  role_taken = function(ctx, args) end,
  build_discount = function(ctx, args, value) return value + 1 end,
  good_sold = function(ctx, args) ctx:gain_coins(args.seat, 1) end,
}
)lua"}});
  std::vector<ScriptDiagnostic> problems;
  REQUIRE(bind_scripts(f.rules, problems));
  LuaHost host(f.rules);
  f.give_building(0, "probe");
  Ctx c(f, 0, "probe");
  EventArgs args;
  args.seat = 0;
  args.good = 0;
  constexpr int kCalls = 200000;
  auto time = [&](const char* what, auto&& fn) {
    const std::clock_t start = std::clock();  // CPU time: the machine may be busy
    for (int i = 0; i < kCalls; ++i) fn();
    const double ns = static_cast<double>(std::clock() - start) * 1e9 / CLOCKS_PER_SEC;
    std::printf("%-28s %8.1f ns/call\n", what, ns / kCalls);
  };
  time("notify (empty hook)", [&] { host.notify(c.ctx, HookEvent::RoleTaken, args); });
  int v = 0;
  time("modify (value + 1)", [&] { v = host.modify(c.ctx, HookEvent::BuildDiscount, args, v); });
  time("notify (ctx:gain_coins)", [&] { host.notify(c.ctx, HookEvent::GoodSold, args); });
  time("not answered (no Lua)", [&] { host.notify(c.ctx, HookEvent::PhaseEnd, args); });
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 100; ++i) LuaHost h(f.rules);
  std::printf(
      "%-28s %8.1f us\n", "LuaHost construction",
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() /
          100);
  CHECK(v == kCalls);
}
