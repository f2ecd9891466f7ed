// Google Benchmark suite of the hot paths, per pack mix (the mixes of `governor bench`,
// GOVERNOR_BENCH_MIXES). Positions come from seeded random 4-player games, so every run
// times the same work:
//   legal_actions/<mix>   Engine::legal_actions over the positions of a few games
//   apply/<mix>           copy a position and apply the action taken there
//   clone                 one State copy
//   modify_hook/<mix>     a modify query answered by a building's Lua hook (Dispatcher)
//   random_game/<mix>/P   a whole random game with P players (items = decisions)
//   greedy_decision/<mix> one greedy-bot decision
//
//   governor_microbench --benchmark_filter=apply
#include <benchmark/benchmark.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/dispatch.hpp"
#include "game/bots/bots.hpp"
#include "game/bots/greedy.hpp"
#include "game/load_game.hpp"
#include "game/sim/bench.hpp"
#include "game/sim/sim.hpp"

namespace {

using namespace gov;

struct Positions {
  std::unique_ptr<GameRunner> session;
  std::string name;
  std::vector<State> states;    // positions before a decision
  std::vector<Action> actions;  // the action taken there
  // A (state, seat, event) whose answer comes from a Lua modify hook, when one was found.
  bool has_modify = false;
  State modify_state{};
  int modify_seat = 0;
  HookEvent modify_event{};
};

std::vector<std::unique_ptr<Positions>>& fixtures() {
  static std::vector<std::unique_ptr<Positions>> all;
  return all;
}

// Positions of `games` random 4-player games of the mix.
std::unique_ptr<Positions> collect(const std::vector<std::string>& mix, int games) {
  auto p = std::make_unique<Positions>();
  gov::LoadOptions options;
  options.content_dir = GOVERNOR_CONTENT_DIR;
  gov::GameLoad load = gov::load_game(mix, options);
  for (const auto& m : load.messages) std::cerr << m << '\n';
  if (!load.ok()) return nullptr;
  p->session = std::make_unique<GameRunner>(load.game);
  p->name = fmt::format("{}", fmt::join(p->session->definition().pack_ids(), ","));
  const Engine& engine = p->session->engine();
  const Ruleset& rules = p->session->rules();
  Dispatcher dispatch(rules, engine.hooks());
  RandomBot bot;
  ActionList legal;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = game_seed(1, g);
    State s = engine.new_game(4, seed);
    std::vector<Rng> rngs;
    for (int i = 0; i < 4; ++i) rngs.push_back(seat_rng(seed, i));
    while (!s.over()) {
      engine.legal_actions(s, legal);
      const Id seat = engine.current_seat(s);
      const Action a = bot.choose(engine, s, legal, rngs[seat]);
      p->states.push_back(s);
      p->actions.push_back(a);
      // The first position where a seat owns an active building answering a modify point.
      for (int q = 0; q < s.num_players && !p->has_modify; ++q)
        for (int slot = 0; slot < s.seat(q).num_buildings && !p->has_modify; ++slot) {
          if (!dispatch.active(s, q, slot)) continue;
          const BuildingDef& b = rules.buildings[s.seat(q).city[slot].type];
          for (const auto& info : kHookEvents) {
            if (!(info.kinds & kModify) || !b.handles[static_cast<int>(info.event)]) continue;
            EventArgs args;
            args.seat = static_cast<Id>(q);
            try {
              (void)dispatch.modify(s, q, info.event, args, 0);
            } catch (const std::exception&) {
              continue;  // needs arguments this probe does not give
            }
            p->has_modify = true;
            p->modify_state = s;
            p->modify_seat = q;
            p->modify_event = info.event;
            break;
          }
        }
      if (engine.apply(s, a)) break;
    }
  }
  return p;
}

void bm_legal_actions(benchmark::State& st, const Positions* p) {
  const Engine& engine = p->session->engine();
  ActionList out;
  std::size_t i = 0;
  for (auto _ : st) {
    engine.legal_actions(p->states[i], out);
    benchmark::DoNotOptimize(out.data());
    if (++i == p->states.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
}

void bm_apply(benchmark::State& st, const Positions* p) {
  const Engine& engine = p->session->engine();
  std::size_t i = 0;
  for (auto _ : st) {
    State s = p->states[i];
    auto err = engine.apply(s, p->actions[i]);
    benchmark::DoNotOptimize(err);
    benchmark::DoNotOptimize(s);
    if (++i == p->states.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
}

void bm_clone(benchmark::State& st, const Positions* p) {
  const State src = p->states[p->states.size() / 2];
  State dst{};
  for (auto _ : st) {
    dst = src;
    benchmark::DoNotOptimize(dst);
    benchmark::ClobberMemory();
  }
  st.counters["bytes"] = sizeof(State);
}

void bm_modify_hook(benchmark::State& st, const Positions* p) {
  const Engine& engine = p->session->engine();
  Dispatcher dispatch(engine.rules(), engine.hooks());
  EventArgs args;
  args.seat = static_cast<Id>(p->modify_seat);
  for (auto _ : st) {
    int v = dispatch.modify(p->modify_state, p->modify_seat, p->modify_event, args, 0);
    benchmark::DoNotOptimize(v);
  }
  st.SetLabel(std::string(event_name(p->modify_event)));
}

void bm_random_game(benchmark::State& st, const Positions* p, int players) {
  const Engine& engine = p->session->engine();
  long long decisions = 0;
  int i = 0;
  for (auto _ : st) {
    const GameOutcome g = play_random_game(engine, players, game_seed(1, i++), 20000);
    decisions += g.steps;
    benchmark::DoNotOptimize(g.final.round);
  }
  st.SetItemsProcessed(decisions);
  st.counters["games/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
}

void bm_greedy_decision(benchmark::State& st, const Positions* p) {
  const Engine& engine = p->session->engine();
  GreedyBot bot;
  Rng rng = Rng::seeded(7);
  ActionList legal;
  std::size_t i = 0;
  for (auto _ : st) {
    engine.legal_actions(p->states[i], legal);
    const Action a = bot.choose(engine, p->states[i], legal, rng);
    benchmark::DoNotOptimize(a);
    if (++i == p->states.size()) i = 0;
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  for (const auto& mix : default_bench_mixes()) {
    auto p = collect(mix, 3);
    if (!p || p->states.empty()) {
      std::cerr << "microbench: packs " << fmt::format("{}", fmt::join(mix, ",")) << " skipped\n";
      continue;
    }
    const Positions* raw = p.get();
    fixtures().push_back(std::move(p));
    if (fixtures().size() == 1) benchmark::RegisterBenchmark("clone", bm_clone, raw);
    benchmark::RegisterBenchmark(("legal_actions/" + raw->name).c_str(), bm_legal_actions, raw);
    benchmark::RegisterBenchmark(("apply/" + raw->name).c_str(), bm_apply, raw);
    if (raw->has_modify)
      benchmark::RegisterBenchmark(("modify_hook/" + raw->name).c_str(), bm_modify_hook, raw);
    for (int players : {2, 4})
      if (raw->session->rules().setup_for(players))
        benchmark::RegisterBenchmark(
            fmt::format("random_game/{}/{}", raw->name, players).c_str(),
            [players](benchmark::State& st, const Positions* q) { bm_random_game(st, q, players); },
            raw)
            ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("greedy_decision/" + raw->name).c_str(), bm_greedy_decision, raw)
        ->Unit(benchmark::kMicrosecond);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
