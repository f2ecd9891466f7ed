#include "game/sim/bench.hpp"

#include <chrono>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>

#include <fmt/format.h>

#include "core/safe_text.hpp"
#include "core/state_json.hpp"
#include "game/load_game.hpp"
#include "game/sim/bench_search.hpp"
#include "game/sim/sim.hpp"
#include "scripting/lua_host.hpp"

#ifndef GOVERNOR_BENCH_MIXES
#define GOVERNOR_BENCH_MIXES ""
#endif

namespace gov {

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
    auto packs = split_pack_refs({one});
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

namespace {

// One pack mix, loaded once for the whole run: its rules and the host and engine that
// play the timed games.
struct MixPlayer {
  std::shared_ptr<const GameDefinition> game;
  std::unique_ptr<LuaHost> host;
  std::unique_ptr<Engine> engine;
};

// One timed pass over a row's games. Returns false (and sets `error`) when a game failed.
struct Pass {
  int games = 0;
  long long decisions = 0;
  double seconds = 0;
  std::uint64_t signature = kFnvOffset;
};
bool play_pass(const BenchConfig& cfg, const Ruleset& rules, const Engine& engine, int players,
               const std::vector<std::string>& mix, Pass& pass, std::string& error) {
  const auto wall = Clock::now();
  for (int i = 0;; ++i) {
    if (cfg.seconds > 0 ? (i > 0 && since(wall) >= cfg.seconds) : i >= cfg.games) break;
    const std::uint64_t seed = game_seed(cfg.seed, i);
    const auto t0 = Clock::now();
    const GameOutcome g =
        play_random_game(engine, players, seed, cfg.step_cap, false, cfg.random_draft);
    pass.seconds += since(t0);
    if (g.error) {
      error = fmt::format("packs {}, {} players, game {} (seed {}): {}", fmt::join(mix, ","),
                          players, i, seed, safe_text(*g.error));
      return false;
    }
    ++pass.games;
    pass.decisions += g.steps;
    pass.signature = fnv1a(canonical_text(rules, g.final), pass.signature);
  }
  return true;
}

// Every mix loaded once, each with the host and engine that play its timed games. False
// (and rep.error) when a mix did not load.
bool load_mixes(const BenchConfig& cfg, const LuaLimits& host_limits, std::ostream& err,
                std::vector<MixPlayer>& mixes, BenchReport& rep) {
  for (const auto& refs : cfg.mixes) {
    MixPlayer mp;
    LoadOptions options;
    options.content_dir = cfg.content_dir;
    GameLoad load = load_game(refs, options);
    for (const auto& m : load.messages) err << m << '\n';
    if (!load.ok()) {
      rep.error = fmt::format("the packs {} did not load", fmt::join(refs, ","));
      return false;
    }
    mp.game = load.game;
    // A host of its own: the bench sets its limits and reads its strict reruns.
    try {
      mp.host = std::make_unique<LuaHost>(mp.game->rules(), host_limits);
    } catch (const std::exception& e) {
      err << "error: " << safe_text(e.what(), Lines::Keep) << '\n';
      rep.error = fmt::format("the packs {} did not load", fmt::join(refs, ","));
      return false;
    }
    mp.engine = std::make_unique<Engine>(mp.game->rules(), mp.host.get());
    mixes.push_back(std::move(mp));
  }
  return true;
}

// One row per (mix, player count) the mix has a setup for; `mix_of` maps a row to its mix.
void add_rows(const BenchConfig& cfg, const std::vector<MixPlayer>& mixes, BenchReport& rep,
              std::vector<std::size_t>& mix_of) {
  for (std::size_t m = 0; m < mixes.size(); ++m)
    for (int players : cfg.players) {
      if (!mixes[m].game->rules().setup_for(players)) continue;
      BenchRow row;
      row.mix = mixes[m].game->pack_ids();
      row.players = players;
      row.state_bytes = sizeof(State);
      rep.rows.push_back(row);
      mix_of.push_back(m);
    }
}

// Timed games (hooks run untimed: these hosts measure nothing). With `repeat`, every row
// is played once per round, round after round, and each row keeps its fastest pass: the
// slower ones only met a busier machine, and rows compared with each other were timed
// side by side. Every pass of a row must play the same games. Returns each row's signature,
// or nothing (and rep.error) when a game failed.
std::optional<std::vector<std::uint64_t>> time_rows(const BenchConfig& cfg,
                                                    const std::vector<MixPlayer>& mixes,
                                                    const std::vector<std::size_t>& mix_of,
                                                    BenchReport& rep) {
  std::vector<std::uint64_t> signature(rep.rows.size());
  for (int round = 0; round < std::max(1, cfg.repeat); ++round)
    for (std::size_t r = 0; r < rep.rows.size(); ++r) {
      BenchRow& row = rep.rows[r];
      const MixPlayer& mp = mixes[mix_of[r]];
      const std::size_t reruns_before = mp.host->strict_reruns();
      Pass pass;
      if (!play_pass(cfg, mp.game->rules(), *mp.engine, row.players, row.mix, pass, rep.error))
        return std::nullopt;
      row.strict_reruns += mp.host->strict_reruns() - reruns_before;
      row.games_played += pass.games;
      if (round > 0 && cfg.seconds <= 0 && pass.signature != signature[r]) {
        rep.error = fmt::format("packs {}, {} players: pass {} played other games",
                                fmt::join(row.mix, ","), row.players, round + 1);
        return std::nullopt;
      }
      const bool faster = round == 0 || (pass.seconds > 0 && row.seconds > 0 &&
                                         pass.games / pass.seconds > row.games / row.seconds);
      if (!faster) continue;
      row.games = pass.games;
      row.decisions = pass.decisions;
      row.seconds = pass.seconds;
      signature[r] = pass.signature;
    }
  return signature;
}

// The share of time in Lua: the first hook_games games again, with a host that measures
// every hook call (two clock reads per call, so not in the timing above).
void measure_hooks(const BenchConfig& cfg, const Ruleset& rules, LuaLimits limits, BenchRow& row) {
  limits.measure_time = true;
  LuaHost host(rules, limits);
  Engine timed(rules, &host);
  double total = 0;
  const int n = std::min(cfg.hook_games, row.games);
  for (int i = 0; i < n; ++i) {
    const auto t0 = Clock::now();
    (void)play_random_game(timed, row.players, game_seed(cfg.seed, i), cfg.step_cap, false,
                           cfg.random_draft);
    total += since(t0);
  }
  row.hook_games = n;
  row.hook_share = total > 0 ? host.seconds_in_hooks() / total : 0.0;
  row.hook_seconds = host.seconds_in_hooks();
  for (const auto& t : host.hook_profile()) {
    if (static_cast<int>(row.hooks.size()) >= cfg.top_hooks) break;
    row.hooks.push_back(
        {t.who, std::string(event_name(t.event)), t.kind, t.calls, t.idle, t.seconds});
  }
}

// A mid-game position for the clone timing: the first game's opening decisions.
State clone_sample(const BenchConfig& cfg, const Engine& engine, int players) {
  gov::GameOptions options;
  options.random_draft = cfg.random_draft;
  State sample = engine.new_game(players, game_seed(cfg.seed, 0), options);
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
  return sample;
}

// Against the first mix at the same player count.
void compare_with_first_mix(const BenchReport& rep, const std::vector<std::size_t>& mix_of,
                            BenchRow& row) {
  for (std::size_t f = 0; f < rep.rows.size() && mix_of[f] == 0; ++f)
    if (rep.rows[f].players == row.players) {
      const BenchRow& first = rep.rows[f];
      if (row.games_per_s > 0) row.slowdown_games = first.games_per_s / row.games_per_s;
      if (first.ns_per_decision > 0)
        row.slowdown_decision = row.ns_per_decision / first.ns_per_decision;
    }
}

}  // namespace

BenchReport run_bench(const BenchConfig& cfg, std::ostream& err) {
  BenchReport rep;
  LuaLimits host_limits;
  host_limits.fast_calls = cfg.fast_hooks;
  if (cfg.hook_budget > 0) host_limits.instructions = cfg.hook_budget;
  std::vector<MixPlayer> mixes;
  if (!load_mixes(cfg, host_limits, err, mixes, rep)) return rep;
  std::vector<std::size_t> mix_of;  // per row
  add_rows(cfg, mixes, rep, mix_of);
  const auto signature = time_rows(cfg, mixes, mix_of, rep);
  if (!signature) return rep;
  std::uint64_t all = kFnvOffset;
  for (std::size_t r = 0; r < rep.rows.size(); ++r) {
    BenchRow& row = rep.rows[r];
    const MixPlayer& mp = mixes[mix_of[r]];
    row.signature = hex64((*signature)[r]);
    all = fnv1a(row.signature, all);
    if (row.seconds > 0) {
      row.games_per_s = row.games / row.seconds;
      row.decisions_per_s = static_cast<double>(row.decisions) / row.seconds;
    }
    if (row.decisions > 0) row.ns_per_decision = row.seconds * 1e9 / row.decisions;
    measure_hooks(cfg, mp.game->rules(), host_limits, row);
    row.clone_ns = clone_ns(clone_sample(cfg, *mp.engine, row.players), cfg.clone_iterations);
    const SearchSpeed search = time_search(*mp.engine, row.players, cfg.seed, cfg.search_decisions,
                                           cfg.search_budget, cfg.step_cap);
    row.search_decisions = search.decisions;
    row.search_iterations_per_s = search.iterations_per_s;
    row.search_ms_per_decision = search.ms_per_decision;
    compare_with_first_mix(rep, mix_of, row);
  }
  rep.signature = hex64(all);
  return rep;
}

}  // namespace gov
