// The Lua host's cost per hook call, away from any game: a probe building whose hooks do
// (almost) nothing, called directly. Moved here from the test suite (it measured, it did
// not test):
//   hook/notify_empty        a notify hook with an empty body
//   hook/modify_plus_one     a modify hook returning value + 1
//   hook/notify_gain_coins   a notify hook making one ctx call
//   hook/not_answered        an event the probe does not answer (no Lua at all)
//   hook/host_construction   a new LuaHost (one Lua state, the probe script loaded)
//
//   governor_microbench --benchmark_filter=hook/
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/hooks.hpp"
#include "core/primitives.hpp"
#include "core/ruleset.hpp"
#include "core/state.hpp"
#include "scripting/lua_host.hpp"

namespace {

using namespace gov;

constexpr const char* kProbe = R"lua(
return {
  role_taken = function(ctx, args) end,
  build_discount = function(ctx, args, value) return value + 1 end,
  good_sold = function(ctx, args) ctx:gain_coins(args.seat, 1) end,
}
)lua";

// A one-building Ruleset built in C++ (its script written to a temporary pack folder) and
// bound, a State where seat 0 owns the probe, and a context to call it with.
struct Probe {
  std::filesystem::path root;
  Ruleset rules;
  State s;
  std::unique_ptr<LuaHost> host;
  std::unique_ptr<Primitives> prims;
  std::unique_ptr<HookContext> ctx;

  Probe() {
    root = std::filesystem::temp_directory_path() /
           ("governor-hook-bench-" + std::to_string(::getpid()));
    const auto pack_dir = root / "probe";
    std::filesystem::create_directories(pack_dir / "buildings");
    PackInfo pack;
    pack.id = "probe";
    pack.dir = pack_dir.string();
    rules.packs.push_back(pack);
    GoodDef good;
    good.id = good.name = "good";
    good.price = 1;
    rules.goods.push_back(good);
    rules.worker_kinds.push_back(WorkerKindDef{"worker", "worker", 0, {}});
    BuildingDef b;
    b.id = "probe";
    b.pack = "probe";
    b.script_file = (pack_dir / "buildings" / "probe.lua").string();
    std::ofstream(b.script_file) << kProbe;
    rules.buildings.push_back(b);
    std::vector<ScriptDiagnostic> problems;
    if (!bind_scripts(rules, problems)) throw std::runtime_error("the probe script did not load");
    host = std::make_unique<LuaHost>(rules);
    s.num_players = 3;
    s.goods_supply = {10};
    auto& seat = s.seat(0);
    add_to_city(seat, 0);
    seat.city[0].workers[0] = 1;
    prims = std::make_unique<Primitives>(rules, s, nullptr);
    ctx = std::make_unique<HookContext>(rules, s, *prims, Id{0}, Id{0}, false);
  }
  ~Probe() {
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
  }
};

Probe& probe() {
  static Probe p;
  return p;
}

EventArgs seat_zero() {
  EventArgs args;
  args.seat = 0;
  args.good = 0;
  return args;
}

void notify_empty(benchmark::State& state) {
  Probe& p = probe();
  const EventArgs args = seat_zero();
  for (auto _ : state) p.host->notify(*p.ctx, HookEvent::RoleTaken, args);
}
BENCHMARK(notify_empty)->Name("hook/notify_empty");

void modify_plus_one(benchmark::State& state) {
  Probe& p = probe();
  const EventArgs args = seat_zero();
  // A new value each call (no answer is reused), kept inside the event's range.
  int v = 0;
  for (auto _ : state) {
    v = p.host->modify(*p.ctx, HookEvent::BuildDiscount, args, v % 90);
    benchmark::DoNotOptimize(v);
  }
}
BENCHMARK(modify_plus_one)->Name("hook/modify_plus_one");

void notify_gain_coins(benchmark::State& state) {
  Probe& p = probe();
  const EventArgs args = seat_zero();
  for (auto _ : state) {
    p.s.seat(0).coins = 0;  // the hook adds a coin a call: stay far from any cap
    p.host->notify(*p.ctx, HookEvent::GoodSold, args);
  }
}
BENCHMARK(notify_gain_coins)->Name("hook/notify_gain_coins");

void not_answered(benchmark::State& state) {
  Probe& p = probe();
  const EventArgs args = seat_zero();
  for (auto _ : state) p.host->notify(*p.ctx, HookEvent::PhaseEnd, args);
}
BENCHMARK(not_answered)->Name("hook/not_answered");

void host_construction(benchmark::State& state) {
  Probe& p = probe();
  for (auto _ : state) LuaHost h(p.rules);
}
BENCHMARK(host_construction)->Name("hook/host_construction")->Unit(benchmark::kMicrosecond);

}  // namespace
