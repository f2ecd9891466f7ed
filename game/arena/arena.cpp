#include "game/arena/arena.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

#include "game/arena/blunders.hpp"
#include "game/arena/positions.hpp"
#include "game/arena/think_times.hpp"
#include "game/bots/bots.hpp"
#include "game/bots/levels.hpp"
#include "game/bots/mcts.hpp"
#include "game/sim/ordered_run.hpp"
#include "game/sim/sim.hpp"
#include "game/sim/worker_engine.hpp"

namespace gov {

std::vector<std::vector<int>> default_lineups(int pool_size, int players) {
  std::vector<std::vector<int>> out;
  if (pool_size == players) {
    std::vector<int> all;
    for (int i = 0; i < pool_size; ++i) all.push_back(i);
    out.push_back(all);
    return out;
  }
  for (int a = 0; a < pool_size; ++a)
    for (int b = 0; b < pool_size; ++b) {
      if (a == b || (players == 2 && b < a)) continue;
      std::vector<int> l(static_cast<std::size_t>(players), b);
      l[0] = a;
      out.push_back(l);
    }
  return out;
}

int whole_blocks(int requested, int block_games) {
  const int blocks = std::max(1, (requested + block_games - 1) / block_games);
  return blocks * block_games;
}

Seating seating(const ArenaSchedule& s, std::uint64_t run_seed, int index) {
  Seating st;
  const int per_block = s.block_games();
  st.block = index / per_block;
  const int in_block = index % per_block;
  st.lineup = in_block / s.players;
  st.rotation = in_block % s.players;
  st.seed = game_seed(run_seed, st.block);
  const auto& l = s.lineups[static_cast<std::size_t>(st.lineup)];
  for (int p = 0; p < s.players; ++p)
    st.spec_of[static_cast<std::size_t>(p)] =
        l[static_cast<std::size_t>(bot_for_seat(st.rotation, p, s.players))];
  return st;
}

namespace {

void check_schedule(const ArenaSchedule& s) {
  if (s.pool.empty()) throw std::invalid_argument("the pool names no bot");
  for (const auto& spec : s.pool)
    if (auto error = bot_spec_error(spec); !error.empty()) throw std::invalid_argument(error);
  if (s.lineups.empty()) throw std::invalid_argument("the schedule has no lineup");
  for (const auto& l : s.lineups) {
    if (static_cast<int>(l.size()) != s.players)
      throw std::invalid_argument(
          fmt::format("a lineup seats {} bots but the game has {} players", l.size(), s.players));
    for (int e : l)
      if (e < 0 || e >= static_cast<int>(s.pool.size()))
        throw std::invalid_argument("a lineup names a bot outside the pool");
  }
}

// One worker's bots: one per lineup entry (no Bot object serves two seats of a game), on
// the worker's own Engine when threaded.
struct ArenaWorker {
  ArenaWorker(const Engine& shared, bool threaded, const ArenaConfig& c)
      : engine(shared, threaded), cfg(c) {
    for (const auto& l : cfg.schedule.lineups) {
      auto& row = bots.emplace_back();
      for (int e : l) {
        auto bot = make_bot(cfg.schedule.pool[static_cast<std::size_t>(e)]);
        row.push_back(cfg.think_times ? timed_bot(std::move(bot), e, cfg.think_times)
                                      : std::move(bot));
      }
    }
  }
  WorkerEngine engine;
  const ArenaConfig& cfg;
  std::vector<std::vector<std::unique_ptr<Bot>>> bots;

  struct Result {
    ArenaGame game;
    std::optional<std::string> error;
    std::string positions;  // the game's line, when asked for
  };

  Result operator()(int index) const {
    const ArenaSchedule& s = cfg.schedule;
    const Seating st = seating(s, cfg.seed, index);
    const auto& row = bots[static_cast<std::size_t>(st.lineup)];
    std::vector<Bot*> seats;
    for (int p = 0; p < s.players; ++p)
      seats.push_back(row[static_cast<std::size_t>(bot_for_seat(st.rotation, p, s.players))].get());
    std::array<int, kMaxSeats> decisions{}, blunders{};
    const Engine& eng = engine.get();
    nlohmann::json samples = nlohmann::json::array();
    const DecisionHook count = [&](const State& state, const ActionList& legal, std::size_t pick) {
      if (cfg.positions && quiet_position(state)) samples.push_back(position_sample(eng, state));
      const Id seat = eng.current_seat(state);
      if (seat == kNone || seat >= kMaxSeats) return;
      ++decisions[seat];
      if (cfg.blunders && one_ply_blunder(eng, state, legal, pick)) ++blunders[seat];
    };
    const GameOutcome out = play_game(eng, seats, st.seed, cfg.step_cap, false, cfg.random_draft,
                                      false, &count, cfg.variant);
    ArenaGame g;
    g.index = index;
    g.block = st.block;
    g.lineup = st.lineup;
    g.rotation = st.rotation;
    g.seed = st.seed;
    g.rounds = out.final.round;
    g.decisions = out.steps;
    if (out.error) {
      std::string names;
      for (int p = 0; p < s.players; ++p)
        names += (p ? "," : "") + s.pool[static_cast<std::size_t>(st.spec_of[p])];
      return {
          g,
          fmt::format("game {} (game seed {}, seats {}): {}", index, st.seed, names, *out.error),
          {}};
    }
    for (int p = 0; p < s.players; ++p)
      g.seats.push_back({st.spec_of[p], 0, 0, false, decisions[p], blunders[p]});
    for (const auto& sc : out.scores) {
      if (sc.seat < 0 || sc.seat >= s.players) continue;
      ArenaSeat& seat = g.seats[static_cast<std::size_t>(sc.seat)];
      seat.score = sc.total;
      seat.tiebreak = sc.tiebreak;
      seat.winner = sc.winner;
    }
    return {g, std::nullopt, cfg.positions ? positions_line(g, samples) : std::string()};
  }
};

}  // namespace

ArenaRun run_arena(const Engine& engine, const ArenaConfig& cfg) {
  check_schedule(cfg.schedule);
  ArenaRun run;
  const auto start = std::chrono::steady_clock::now();
  const int first = cfg.first, end = cfg.end_index();
  const int threads = std::max(1, std::min(cfg.threads, end - first));
  auto make_worker = [&](bool threaded) {
    auto w = std::make_shared<ArenaWorker>(engine, threaded, cfg);
    return [w](int i) { return (*w)(i); };
  };
  auto fold = [&](int, ArenaWorker::Result&& g) {
    if (g.error) {
      run.error = std::move(g.error);
      return false;
    }
    run.games.push_back(std::move(g.game));
    if (cfg.positions) run.positions.push_back(std::move(g.positions));
    return true;
  };
  const std::string error = run_in_order(first, end, threads, make_worker, fold, cfg.on_progress);
  if (!error.empty() && !run.error) run.error = error;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

}  // namespace gov
