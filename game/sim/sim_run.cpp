// run_sim in named steps: the bots of each thread, one indexed game, and the run itself over
// [first, end) through the shared loop (game/sim/ordered_run.hpp: folds in game order).
#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include <fmt/format.h>

#include "core/state_json.hpp"
#include "game/sim/ordered_run.hpp"
#include "game/sim/sim.hpp"
#include "game/sim/worker_engine.hpp"

namespace gov {

namespace {

std::vector<std::unique_ptr<Bot>> make_bots(const std::vector<std::string>& specs) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (const auto& spec : specs) bots.push_back(make_bot(spec));
  return bots;
}

// Each worker plays with its own bots, on its own Engine when threaded.
struct SimWorker {
  SimWorker(const Engine& shared, bool threaded, const SimConfig& c,
            const std::vector<std::string>& specs)
      : engine(shared, threaded), cfg(c), bots(make_bots(specs)) {}
  WorkerEngine engine;
  const SimConfig& cfg;
  std::vector<std::unique_ptr<Bot>> bots;
  PlayedGame operator()(int i) const { return play_indexed(engine.get(), cfg, bots, i); }
};

}  // namespace

PlayedGame play_indexed(const Engine& engine, const SimConfig& cfg,
                        const std::vector<std::unique_ptr<Bot>>& bots, int index) {
  const int n = cfg.players;
  PlayedGame g;
  g.seed = game_seed(cfg.seed, index);
  std::vector<Bot*> seats;
  for (int p = 0; p < n; ++p) {
    const int e = bot_for_seat(index, p, n);
    g.bot_of_seat[static_cast<std::size_t>(p)] = e;
    seats.push_back(bots[static_cast<std::size_t>(e)].get());
  }
  g.outcome = play_game(engine, seats, g.seed, cfg.step_cap, cfg.record, cfg.random_draft,
                        cfg.powers, nullptr, cfg.variant);
  if (!g.outcome.error) g.canonical = canonical_text(engine.rules(), g.outcome.final);
  return g;
}

SimResult run_sim(const Engine& engine, const SimConfig& cfg) {
  SimFold fold(engine, cfg);  // validates the bots (throws)
  const auto start = std::chrono::steady_clock::now();
  const int count = std::max(0, cfg.end_index() - cfg.first);
  const int threads = std::max(1, std::min(cfg.threads, count));
  auto make_worker = [&](bool threaded) {
    auto w = std::make_shared<SimWorker>(engine, threaded, cfg, fold.result().bots);
    return [w](int i) { return (*w)(i); };
  };
  const std::string error = run_in_order(
      cfg.first, cfg.end_index(), threads, make_worker,
      [&](int i, PlayedGame&& g) { return fold.add(i, g); }, cfg.on_progress);
  if (!error.empty() && !fold.result().error) fold.result().error = error;
  SimResult r = fold.finish();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace gov
