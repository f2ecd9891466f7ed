// run_sim in named steps: the bots of each thread, one indexed game, the serial and the
// threaded loops (both fold in game order), and the run itself over [first, end).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "core/state_json.hpp"
#include "game/sim/sim.hpp"
#include "scripting/lua_host.hpp"

namespace gov {

namespace {

std::vector<std::unique_ptr<Bot>> make_bots(const std::vector<std::string>& specs) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (const auto& spec : specs) bots.push_back(make_bot(spec));
  return bots;
}

void play_serial(const Engine& engine, const SimConfig& cfg, SimFold& fold) {
  auto bots = make_bots(fold.result().bots);
  const int first = cfg.first, end = cfg.end_index();
  for (int i = first; i < end; ++i) {
    const PlayedGame g = play_indexed(engine, cfg, bots, i);
    const bool ok = fold.add(i, g);
    if (cfg.on_progress) cfg.on_progress(i + 1 - first, end - first);
    if (!ok) break;
  }
}

// Games are handed out by index; finished ones wait in `ready` until every game before
// them is folded, so the fold order (and every figure) is the game order.
void play_threaded(const Engine& engine, const SimConfig& cfg, SimFold& fold, int threads) {
  const Ruleset& rules = engine.rules();
  const int first = cfg.first, end = cfg.end_index();
  std::atomic<int> next{first};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::map<int, PlayedGame> ready;
  int fold_next = first;
  std::string thread_error;
  // A worker's body. Nothing may escape a thread (std::terminate would abort the whole
  // process): play_game reports a game's failure as its error, and anything else thrown
  // here (a host that cannot start, a fold callback) stops the run as its error.
  auto work = [&] {
    std::unique_ptr<HookHost> host;
    if (engine.hooks()) host = std::make_unique<LuaHost>(rules);
    const Engine eng(rules, host.get());
    auto bots = make_bots(fold.result().bots);
    while (!stop) {
      const int i = next.fetch_add(1);
      if (i >= end) break;
      PlayedGame g = play_indexed(eng, cfg, bots, i);
      std::lock_guard lock(mu);
      ready.emplace(i, std::move(g));
      while (!stop) {
        auto it = ready.find(fold_next);
        if (it == ready.end()) break;
        const bool ok = fold.add(fold_next, it->second);
        ready.erase(it);
        ++fold_next;
        if (cfg.on_progress) cfg.on_progress(fold_next - first, end - first);
        if (!ok) stop = true;
      }
    }
  };
  auto worker = [&] {
    std::string error;
    try {
      work();
    } catch (const std::exception& e) {
      error = e.what();
    } catch (...) {
      error = "an unknown exception";
    }
    if (error.empty()) return;
    std::lock_guard lock(mu);
    if (thread_error.empty()) thread_error = error;
    stop = true;
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  if (!thread_error.empty() && !fold.result().error)
    fold.result().error = fmt::format("a worker thread failed after {} of {} games: {}",
                                      fold_next - first, end - first, thread_error);
}

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
  g.outcome =
      play_game(engine, seats, g.seed, cfg.step_cap, cfg.record, cfg.random_draft, cfg.powers);
  if (!g.outcome.error) g.canonical = canonical_text(engine.rules(), g.outcome.final);
  return g;
}

SimResult run_sim(const Engine& engine, const SimConfig& cfg) {
  SimFold fold(engine, cfg);  // validates the bots (throws)
  const auto start = std::chrono::steady_clock::now();
  const int count = std::max(0, cfg.end_index() - cfg.first);
  const int threads = std::max(1, std::min(cfg.threads, count));
  if (threads == 1)
    play_serial(engine, cfg, fold);
  else
    play_threaded(engine, cfg, fold, threads);
  SimResult r = fold.finish();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace gov
