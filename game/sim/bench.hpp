// `governor bench`: seeded random games on one thread per (pack mix, player count), timed.
// The games are exactly those of `governor sim` with the same seed (random bots, game i
// seeded from the seed and i), so each row carries the same kind of signature: the same
// options play the same games on every run and machine; only the timings vary.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gov {

struct BenchConfig {
  std::vector<std::vector<std::string>> mixes;  // pack refs per mix (ids or paths)
  std::vector<int> players = {2, 3, 4, 5};
  std::uint64_t seed = 1;
  int games = 200;      // games per row (when seconds == 0)
  double seconds = 0;   // > 0: play games per row until this much time has passed
  int repeat = 1;       // rounds over all rows; each row reports its fastest pass
  int hook_games = 50;  // games replayed with hook timing on for the share of time in Lua
  int top_hooks = 0;    // > 0: list this many costliest hooks per row (from that replay)
  long long clone_iterations = 2'000'000;
  // MCTS speed (game/sim/bench_search.hpp): decisions timed per row (0: none) and the
  // iterations of each (2000: the `mcts` spec, the `strong` level).
  int search_decisions = 10;
  int search_budget = 2000;
  int step_cap = 20000;
  bool random_draft = false;
  bool fast_hooks = true;   // LuaLimits::fast_calls of the timed host
  int hook_budget = 0;      // LuaLimits::instructions of every host (0: its default)
  std::string content_dir;  // empty: find_content_dir() (game/content_dir.hpp)
};

// One hook's cost over a row's hook-timing replay (LuaHost::hook_profile).
struct HookCost {
  std::string who;    // "<pack>/<id>" or "<pack>/rules.lua"
  std::string event;  // as in scripts: phase_start, build_shortfall, ...
  std::string kind;   // notify, modify, offer, apply, score
  std::uint64_t calls = 0;
  std::uint64_t idle = 0;  // calls that answered nothing (LuaHost::HookTally::idle)
  double seconds = 0;
};

struct BenchRow {
  std::vector<std::string> mix;  // pack ids as loaded
  int players = 0;
  int games = 0;
  long long decisions = 0;
  double seconds = 0;  // time playing (legal actions, bot choice, apply), no hook timing
  double games_per_s = 0;
  double decisions_per_s = 0;
  double ns_per_decision = 0;
  double hook_share = 0;    // share of time in Lua hooks, from a replay of hook_games games
  double hook_seconds = 0;  // time in Lua hooks over that replay
  int hook_games = 0;
  std::vector<HookCost> hooks;  // the costliest first (BenchConfig::top_hooks of them)
  double clone_ns = 0;          // one State copy
  int search_decisions = 0;     // MCTS decisions timed (BenchConfig::search_decisions)
  double search_iterations_per_s = 0;
  double search_ms_per_decision = 0;
  std::size_t strict_reruns = 0;  // fast hook calls run again under the count hook (all passes)
  long long games_played = 0;     // over all passes (--repeat)
  std::size_t state_bytes = 0;
  // Against the first mix at the same player count (1.0 for the first mix itself):
  // games/s of the first mix divided by this row's (how many times slower), and this
  // row's ns per decision divided by the first mix's.
  double slowdown_games = 1.0;
  double slowdown_decision = 1.0;
  std::string signature;  // FNV-1a of the canonical final states, in game order
};

struct BenchReport {
  std::vector<BenchRow> rows;
  std::string signature;  // over every row's signature, in row order
  std::string error;      // non-empty: a mix did not load or a game failed
};

// The default mixes set by the build (GOVERNOR_BENCH_MIXES: mixes separated by '|', packs
// by ',').
std::vector<std::vector<std::string>> default_bench_mixes();

// Runs every (mix, players) row; rows whose mix has no setup for a player count are left
// out. Diagnostics of packs that do not load go to `err`.
BenchReport run_bench(const BenchConfig& cfg, std::ostream& err);

// "model name" of the first CPU in /proc/cpuinfo, or "unknown".
std::string cpu_model();

}  // namespace gov
