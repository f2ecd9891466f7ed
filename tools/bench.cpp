#include "tools/bench.hpp"

#include <chrono>
#include <fstream>
#include <ostream>

#include <fmt/format.h>

#include "core/state_json.hpp"
#include "scripting/lua_host.hpp"
#include "tools/common_options.hpp"
#include "tools/pack_session.hpp"
#include "tools/sim.hpp"

#ifndef GOVERNOR_BENCH_MIXES
#define GOVERNOR_BENCH_MIXES ""
#endif

namespace gov::tools {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Nanoseconds per State copy: copies `sample` into another State `iterations` times; the
// empty asm with a memory clobber makes every copy happen.
double clone_ns(const State& sample, long long iterations) {
  if (iterations <= 0) return 0;
  State src = sample;
  State dst{};
  const auto t0 = Clock::now();
  for (long long i = 0; i < iterations; ++i) {
    dst = src;
    asm volatile("" : : "r"(&dst), "r"(&src) : "memory");
  }
  return since(t0) * 1e9 / static_cast<double>(iterations);
}

}  // namespace

std::vector<std::vector<std::string>> default_bench_mixes() {
  std::vector<std::vector<std::string>> out;
  const std::string all = GOVERNOR_BENCH_MIXES;
  std::size_t start = 0;
  while (start <= all.size()) {
    const std::size_t bar = all.find('|', start);
    const std::string one =
        all.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
    auto packs = split_pack_list({one});
    if (!packs.empty()) out.push_back(packs);
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  return out;
}

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("model name", 0) != 0) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) break;
    std::size_t b = colon + 1;
    while (b < line.size() && line[b] == ' ') ++b;
    return line.substr(b);
  }
  return "unknown";
}

BenchReport run_bench(const BenchConfig& cfg, std::ostream& err) {
  BenchReport rep;
  std::uint64_t all = kFnvOffset;
  std::vector<BenchRow> first_mix;  // rows of the first mix, per player count
  for (std::size_t m = 0; m < cfg.mixes.size(); ++m) {
    auto session = cfg.content_dir.empty() ? PackSession::open(cfg.mixes[m], err)
                                           : PackSession::open(cfg.mixes[m], err, cfg.content_dir);
    if (!session) {
      rep.error = fmt::format("the packs {} did not load", fmt::join(cfg.mixes[m], ","));
      return rep;
    }
    const Ruleset& rules = session->rules();
    LuaLimits host_limits;
    host_limits.fast_calls = cfg.fast_hooks;
    LuaHost host(rules, host_limits);
    const Engine engine(rules, &host);
    for (int players : cfg.players) {
      if (!rules.setup_for(players)) continue;
      BenchRow row;
      row.mix = session->pack_ids();
      row.players = players;
      row.state_bytes = sizeof(State);
      const std::size_t reruns_before = host.strict_reruns();
      // Timed games (hooks run untimed: this host measures nothing), `repeat` times: the
      // fastest repetition is reported (the others only met a busier machine), and every
      // repetition must play the same games.
      std::uint64_t sig = kFnvOffset;
      State sample{};
      bool have_sample = false;
      for (int repetition = 0; repetition < std::max(1, cfg.repeat); ++repetition) {
        std::uint64_t rep_sig = kFnvOffset;
        int games = 0;
        long long decisions = 0;
        double seconds = 0;
        const auto wall = Clock::now();
        for (int i = 0;; ++i) {
          if (cfg.seconds > 0 ? (i > 0 && since(wall) >= cfg.seconds) : i >= cfg.games) break;
          const std::uint64_t seed = game_seed(cfg.seed, i);
          const auto t0 = Clock::now();
          const GameOutcome g =
              play_random_game(engine, players, seed, cfg.step_cap, false, cfg.random_draft);
          seconds += since(t0);
          if (g.error) {
            rep.error = fmt::format("packs {}, {} players, game {} (seed {}): {}",
                                    fmt::join(row.mix, ","), players, i, seed, *g.error);
            return rep;
          }
          ++games;
          decisions += g.steps;
          rep_sig = fnv1a(canonical_text(rules, g.final), rep_sig);
          if (!have_sample) {
            // A position from the middle of the first game, for the clone timing.
            gov::GameOptions options;
            options.random_draft = cfg.random_draft;
            sample = engine.new_game(players, seed, options);
            have_sample = true;
          }
        }
        if (repetition > 0 && cfg.seconds <= 0 && rep_sig != sig) {
          rep.error = fmt::format("packs {}, {} players: repetition {} played other games",
                                  fmt::join(row.mix, ","), players, repetition + 1);
          return rep;
        }
        const bool faster = repetition == 0 || (seconds > 0 && row.seconds > 0 &&
                                                games / seconds > row.games / row.seconds);
        if (faster) {
          row.games = games;
          row.decisions = decisions;
          row.seconds = seconds;
          sig = rep_sig;
        }
      }
      row.signature = hex64(sig);
      row.strict_reruns = host.strict_reruns() - reruns_before;
      all = fnv1a(row.signature, all);
      if (row.seconds > 0) {
        row.games_per_s = row.games / row.seconds;
        row.decisions_per_s = static_cast<double>(row.decisions) / row.seconds;
      }
      if (row.decisions > 0) row.ns_per_decision = row.seconds * 1e9 / row.decisions;
      // The share of time in Lua: the first hook_games games again, with a host that
      // measures every hook call (two clock reads per call, so not in the timing above).
      {
        LuaLimits limits = host_limits;
        limits.measure_time = true;
        LuaHost host(rules, limits);
        Engine timed(rules, &host);
        double total = 0;
        const int n = std::min(cfg.hook_games, row.games);
        for (int i = 0; i < n; ++i) {
          const auto t0 = Clock::now();
          (void)play_random_game(timed, players, game_seed(cfg.seed, i), cfg.step_cap, false,
                                 cfg.random_draft);
          total += since(t0);
        }
        row.hook_games = n;
        row.hook_share = total > 0 ? host.seconds_in_hooks() / total : 0.0;
      }
      // A mid-game position: replay the first game's opening decisions.
      {
        RandomBot bot;
        std::vector<Rng> rngs;
        for (int p = 0; p < players; ++p) rngs.push_back(seat_rng(game_seed(cfg.seed, 0), p));
        ActionList legal;
        for (int step = 0; step < 100 && !sample.over(); ++step) {
          engine.legal_actions(sample, legal);
          const Id seat = engine.current_seat(sample);
          if (legal.empty() || seat == kNone) break;
          if (engine.apply(sample, bot.choose(engine, sample, legal, rngs[seat]))) break;
        }
      }
      row.clone_ns = clone_ns(sample, cfg.clone_iterations);
      if (m == 0) {
        first_mix.push_back(row);
      } else {
        for (const auto& f : first_mix)
          if (f.players == players) {
            if (row.games_per_s > 0) row.slowdown_games = f.games_per_s / row.games_per_s;
            if (f.ns_per_decision > 0)
              row.slowdown_decision = row.ns_per_decision / f.ns_per_decision;
          }
      }
      rep.rows.push_back(row);
    }
  }
  rep.signature = hex64(all);
  return rep;
}

}  // namespace gov::tools
